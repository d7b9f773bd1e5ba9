package io.componentbench.ab;

import io.componentbench.run.Environment;
import io.componentbench.run.MeasurementLock;
import io.componentbench.run.OutputGuard;
import io.componentbench.run.ProjectHome;
import io.componentbench.results.FileTree;
import io.componentbench.results.Json;
import io.componentbench.results.RunData;
import io.componentbench.run.Profile;
import io.componentbench.run.Spec;
import io.componentbench.workload.Workload;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Callable;
import org.openjdk.jmh.runner.BenchmarkListEntry;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code componentbench ab BASE HEAD}: builds two revisions (or takes two benchmark jars), runs the
 * selected benchmarks as interleaved forks, and prints the paired comparison. Everything is built in
 * temporary places and a hidden partial directory that is renamed to {@code results/ab/<stamp>-...}
 * only when complete; a failure or an interrupted run removes worktrees, temporary files and the
 * partial output and leaves only {@code results/ab/<name>.failed.txt} saying what failed. Exit codes as
 * {@code compare}: 0, 1 (a regression with --fail-on-regression), 2 (bad input or a failed build or run).
 */
@Command(name = "ab", mixinStandardHelpOptions = true,
        description = {"Compare two git revisions (or two benchmark jars) on this machine: build each in a temporary worktree, "
                + "run their forks interleaved (one fork per side per round, in random order), compare the per-round ratios.",
                "Exit 1 on regression with --fail-on-regression, 2 on bad input or a failed build."})
public final class AbCommand implements Callable<Integer> {
    private static final DateTimeFormatter STAMP = DateTimeFormatter.ofPattern("yyyy-MM-dd'T'HH-mm-ss'Z'").withZone(ZoneOffset.UTC);

    @Parameters(index = "0", description = "base: a git revision (e.g. origin/main), or a benchmarks.jar")
    String base;

    @Parameters(index = "1", description = "head: a git revision (e.g. HEAD), or a benchmarks.jar")
    String head;

    @Option(names = "--profile", defaultValue = "quick", description = "smoke, quick or full: specs and iterations (default: ${DEFAULT-VALUE})")
    String profile;

    @Option(names = "--workload", split = ",", description = "only these workloads: insert, lookup, remove, iterate, join, churn (default: all)")
    List<String> workloads;

    @Option(names = "--contender", split = ",", description = "only these contenders (default: every contender both jars have)")
    List<String> contenders;

    @Option(names = "--rounds", defaultValue = "5", description = "interleaved rounds, one fork per side each, at least 3 (default: ${DEFAULT-VALUE})")
    int rounds;

    @Option(names = "--seed", description = "seed of the A/B order in each round (default: random, recorded in pairing.json)")
    Long seed;

    @Option(names = "--threshold", defaultValue = "0.10", description = "relative change that counts, when the interval also excludes 1 (default: ${DEFAULT-VALUE})")
    double threshold;

    @Option(names = "--confidence", defaultValue = "0.99", description = "confidence of the t interval over rounds (default: ${DEFAULT-VALUE})")
    double confidence;

    @Option(names = "--fail-on-regression", description = "exit 1 when a result regressed")
    boolean failOnRegression;

    @Option(names = "--format", defaultValue = "text", description = "text, markdown or json (default: ${DEFAULT-VALUE})")
    String format;

    @Option(names = "--jvm", description = "java binary for JMH and the benchmark forks (default: this JVM)")
    String jvm;

    @Option(names = "--out", defaultValue = "results/ab", description = "where A/B directories go (default: ${DEFAULT-VALUE})")
    Path out;

    @Option(names = "--repo", defaultValue = ".", description = "the git repository the revisions belong to (default: the current directory)")
    Path repo;

    @picocli.CommandLine.Spec
    CommandSpec spec;

    // seams for tests: fork launching, building, environment capture and the temporary directory
    ForkLauncher launcher;
    RevisionBuilder.Build build = RevisionBuilder.MAVEN_BUILD;
    AbRun.EnvironmentCapture environment;
    Path scratchRoot = Path.of(System.getProperty("java.io.tmpdir"));

    @Override
    public Integer call() throws Exception {
        if (rounds < PairedComparison.MIN_ROUNDS) throw new IllegalArgumentException("--rounds must be at least " + PairedComparison.MIN_ROUNDS + ", got " + rounds);
        PairedComparison.check(threshold, confidence);
        PairedFormat fmt = PairedFormat.byId(format);
        Profile prof = Profile.byId(profile);
        Set<Workload> selected = workloads == null ? Set.of(Workload.values()) : new LinkedHashSet<>(workloads.stream().map(Workload::byId).toList());
        List<Spec> specs = prof.specs().stream().filter(s -> selected.contains(s.workload())).toList();
        List<String> wanted = contenders == null ? null : List.copyOf(new LinkedHashSet<>(contenders));
        String javaBinary = jvm != null ? jvm : Path.of(System.getProperty("java.home"), "bin", "java").toString();
        long orderSeed = seed != null ? seed : new SecureRandom().nextLong();

        boolean jars = isJar(base) && isJar(head);
        if (!jars && (isJar(base) || isJar(head) || base.endsWith(".jar") || head.endsWith(".jar"))) {
            throw new IllegalArgumentException("BASE and HEAD must both be git revisions or both be existing .jar files (got '" + base + "' and '" + head + "')");
        }
        String baseCommit = jars ? null : RevisionBuilder.resolve(repo, base);
        String headCommit = jars ? null : RevisionBuilder.resolve(repo, head);
        OutputGuard.requireOutsideOutputs(out, "ab --out");
        OutputGuard.requireApart(out, ProjectHome.resolve("results", "runs"), "the runs directory");
        Files.createDirectories(out);
        // the real forks measure: no other measurement may run meanwhile (the test doubles measure nothing)
        try (MeasurementLock lock = launcher == null ? MeasurementLock.acquire("ab " + base + " " + head) : null) {
            return compare(fmt, prof, specs, wanted, javaBinary, orderSeed, jars, baseCommit, headCommit);
        }
    }

    private int compare(PairedFormat fmt, Profile prof, List<Spec> specs, List<String> wanted, String javaBinary, long orderSeed,
                        boolean jars, String baseCommit, String headCommit) throws Exception {
        String name = uniqueName(baseCommit, headCommit);

        Cleanup cleanup = new Cleanup();
        Thread hook = new Thread(() -> {
            if (cleanup.abort()) note(name, "interrupted while " + cleanup.doing());
        }, "componentbench-ab-cleanup");
        Runtime.getRuntime().addShutdownHook(hook);
        try {
            Outcome o = measure(name, cleanup, specs, wanted, javaBinary, orderSeed, jars, baseCommit, headCommit, prof);
            out().print(fmt.render(o.comparison(), o.pairing()));
            out().flush();
            err().println("componentbench ab: " + PairedFormat.summary(o.comparison(), o.pairing()));
            err().println("componentbench ab: written to " + o.dir() + " (base/ and head/ are run directories; pairing.json; comparison.md)");
            err().flush();
            return failOnRegression && o.comparison().hasRegression() ? 1 : 0;
        } catch (Exception e) {
            if (cleanup.abort()) {
                String reason = e.getMessage() != null ? e.getMessage() : e.toString();
                Path note = note(name, reason);
                throw new IOException(reason + "\nNothing was left behind but the note " + note, e);
            }
            throw e;
        } finally {
            try {
                Runtime.getRuntime().removeShutdownHook(hook);
            } catch (IllegalStateException shuttingDown) {
                // the hook is running: it cleans up
            }
        }
    }

    private record Outcome(Path dir, Pairing pairing, PairedComparison comparison) {}

    /** Builds both sides, runs the rounds, compares, and moves the finished directory into place. */
    private Outcome measure(String name, Cleanup cleanup, List<Spec> specs, List<String> wanted, String javaBinary, long orderSeed,
                         boolean jars, String baseCommit, String headCommit, Profile prof) throws Exception {
        Path scratch = Files.createTempDirectory(scratchRoot, "componentbench-ab-");
        try (Cleanup.Handle scratchHandle = cleanup.add("temporary directory " + scratch, () -> FileTree.delete(scratch))) {
            Side[] sides = sides(jars, baseCommit, headCommit, scratch, cleanup);
            Side b = sides[0];
            Side h = sides[1];
            cleanup.doing("reading the benchmark lists");
            List<BenchmarkListEntry> bl = Cells.benchmarkList(b.jar());
            List<BenchmarkListEntry> hl = Cells.benchmarkList(h.jar());
            if (wanted != null) {
                Set<String> known = new LinkedHashSet<>(Cells.contenders(bl));
                known.addAll(Cells.contenders(hl));
                for (String c : wanted) {
                    if (!known.contains(c)) throw new IllegalArgumentException("unknown contender '" + c + "'; the jars know: " + String.join(", ", known));
                }
            }
            List<Cell> bc = Cells.of(bl, specs, wanted);
            List<Cell> hc = Cells.of(hl, specs, wanted);
            List<Cell> cells = Cells.common(bc, hc);
            if (cells.isEmpty()) throw new IllegalArgumentException("the two sides share no benchmark for this selection: nothing to compare");
            List<String> onlyBase = Cells.missing(bc, hc).stream().map(Cell::key).toList();
            List<String> onlyHead = Cells.missing(hc, bc).stream().map(Cell::key).toList();
            if (!onlyBase.isEmpty() || !onlyHead.isEmpty()) {
                err().println("componentbench ab: " + onlyBase.size() + " result(s) only in base and " + onlyHead.size()
                        + " only in head are not run (listed in pairing.json)");
            }
            err().printf("componentbench ab: %s vs %s: %d results x %d rounds x 2 sides = %d forks, profile %s, order seed %d%n",
                    h.shortName(), b.shortName(), cells.size(), rounds, 2 * cells.size() * rounds, prof.id(), orderSeed);

            Path partial = out.resolve("." + name + ".partial");
            Files.createDirectory(partial);
            Cleanup.Handle partialHandle = cleanup.add("partial output " + partial, () -> FileTree.delete(partial));
            ForkLauncher l = launcher != null ? launcher : new JmhForkLauncher(prof, javaBinary, cleanup, java.util.Map.of(
                    Side.BASE, partial.resolve(Side.BASE).resolve(AbRun.LOG_FILE), Side.HEAD, partial.resolve(Side.HEAD).resolve(AbRun.LOG_FILE)));
            AbRun.EnvironmentCapture env = environment != null ? environment
                    : (start, end) -> Json.MAPPER.convertValue(Environment.capture(prof, javaBinary, false, start, end),
                            new com.fasterxml.jackson.core.type.TypeReference<Map<String, Object>>() {});
            Pairing p = new AbRun(b, h, cells, rounds, orderSeed, l, cleanup, err()).run(partial, prof.id(), javaBinary, env, onlyBase, onlyHead);
            cleanup.doing("comparing");
            PairedComparison c = PairedComparison.of(
                    Json.MAPPER.readTree(partial.resolve(Side.BASE).resolve(RunData.RESULTS_FILE).toFile()),
                    Json.MAPPER.readTree(partial.resolve(Side.HEAD).resolve(RunData.RESULTS_FILE).toFile()), threshold, confidence);
            Json.writeString(partial.resolve("comparison.md"), PairedFormat.MARKDOWN.render(c, p));
            Path done = out.resolve(name);
            cleanup.commit(() -> Files.move(partial, done));
            partialHandle.forget();
            return new Outcome(done, p, c);
        }
    }

    /** The two sides: the given jars, or each revision built in a temporary worktree (once when both are one commit). */
    private Side[] sides(boolean jars, String baseCommit, String headCommit, Path scratch, Cleanup cleanup) throws IOException, InterruptedException {
        if (jars) return new Side[] {Side.of(Side.BASE, base, null, Path.of(base)), Side.of(Side.HEAD, head, null, Path.of(head))};
        RevisionBuilder builder = new RevisionBuilder(repo, scratch, build, cleanup);
        Path bj = scratch.resolve("base.jar");
        builder.build(base, baseCommit, bj);
        Path hj = bj;
        if (!headCommit.equals(baseCommit)) {
            hj = scratch.resolve("head.jar");
            builder.build(head, headCommit, hj);
        }
        return new Side[] {Side.of(Side.BASE, base, baseCommit, bj), Side.of(Side.HEAD, head, headCommit, hj)};
    }

    private java.io.PrintWriter out() {
        return spec.commandLine().getOut();
    }

    private java.io.PrintWriter err() {
        return spec.commandLine().getErr();
    }

    private static boolean isJar(String arg) {
        return arg.endsWith(".jar") && Files.isRegularFile(Path.of(arg));
    }

    private String uniqueName(String baseCommit, String headCommit) {
        String stamp = STAMP.format(Instant.now());
        String suffix = baseCommit == null ? "jars" : baseCommit.substring(0, 7) + "-" + headCommit.substring(0, 7);
        String name = stamp + "-" + suffix;
        for (int i = 2; Files.exists(out.resolve(name)) || Files.exists(out.resolve("." + name + ".partial")); i++) {
            name = stamp + "-" + suffix + "-" + i;
        }
        return name;
    }

    /** Writes the note a failed or interrupted run leaves, and returns its path (null if it could not be written). */
    private Path note(String name, String reason) {
        Path note = out.resolve(name + ".failed.txt");
        String args = String.join(" ", spec.commandLine().getParseResult().originalArgs());
        String text = "componentbench ab " + args + "\nfailed at " + Instant.now() + ":\n" + reason
                + "\n\nThe temporary worktrees, jars and partial results were removed; this note is all that is left.\n";
        try {
            Json.writeString(note, text);
            return note;
        } catch (IOException e) {
            err().println("componentbench ab: could not write " + note + ": " + e.getMessage());
            err().flush();
            return null;
        }
    }
}

package io.componentbench.ab;

import com.fasterxml.jackson.databind.JsonNode;
import io.componentbench.compare.PairedComparison;
import io.componentbench.compare.PairedFormat;
import io.componentbench.contender.ContenderKind;
import io.componentbench.measure.BenchmarkRunner;
import io.componentbench.measure.Environment;
import io.componentbench.measure.JvmChoice;
import io.componentbench.measure.MeasurementLock;
import io.componentbench.measure.Profile;
import io.componentbench.measure.SelectionOptions;
import io.componentbench.measure.Spec;
import io.componentbench.results.Json;
import io.componentbench.results.RunData;
import io.componentbench.store.FileTree;
import io.componentbench.store.OutputGuard;
import io.componentbench.store.ProjectHome;
import io.componentbench.workload.Parameter;
import io.componentbench.workload.Workload;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Callable;
import org.openjdk.jmh.runner.BenchmarkListEntry;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code componentbench ab BASE HEAD}: builds two revisions (or takes two benchmark jars), measures
 * them side by side in one JVM per cell and round ({@link InJvmAb}), or with {@code --mode forks}
 * in interleaved forks ({@link AbRun}), and prints the paired comparison by the project's one rule
 * ({@link PairedComparison}). Without {@code --profile}, {@code --workload} or {@code --contender}
 * it measures {@link AbSubset}, the pull request's subset. Everything is built in
 * temporary places and a hidden partial directory that is renamed to {@code results/ab/<stamp>-...}
 * only when complete; a failure or an interrupted run removes worktrees, temporary files and the
 * partial output and leaves only {@code results/ab/<name>.failed.txt} saying what failed. Exit codes as
 * {@code compare} ({@code cli.ExitCodes}): 0, 1 (the gate failed, with --fail-on-regression), 2 (bad input, a revision that
 * does not build or whose fork fails), 3 (the environment), 4 (a failure of componentbench itself), 130 (interrupted).
 */
@Command(
        name = "ab",
        mixinStandardHelpOptions = true,
        resourceBundle = "io.componentbench.ab.AbCommand",
        description = {
            "Compare two git revisions (or two benchmark jars) on this machine: build each in a temporary worktree, "
                    + "then measure both side by side in one JVM per cell and round (each build's classes in class loaders of their own, "
                    + "slices alternating in a seeded random order), or with --mode forks one fork "
                    + "per side per round; a result regressed when the whole interval of head / base, at a level that keeps the chance of "
                    + "any false row at 5%%, lies beyond the threshold.",
            "Default subset: every workload at " + AbSubset.SIZE
                    + " dense entities for packed-sparse-set, dense-hash-map, "
                    + "sector-array, hash-map and raw-array, " + AbSubset.ROUNDS + " rounds.",
            "Exit 1 on regression with --fail-on-regression (or on a failure of componentbench), 2 on bad input or a failed build or fork."
        })
public final class AbCommand implements Callable<Integer> {
    private static final DateTimeFormatter STAMP =
            DateTimeFormatter.ofPattern("yyyy-MM-dd'T'HH-mm-ss'Z'").withZone(ZoneOffset.UTC);

    @Parameters(index = "0", description = "base: a git revision (e.g. origin/main), or a benchmarks.jar")
    String base;

    @Parameters(index = "1", description = "head: a git revision (e.g. HEAD), or a benchmarks.jar")
    String head;

    @Option(
            names = "--mode",
            defaultValue = "side-by-side",
            description = "side-by-side (both builds in one JVM per cell and round) "
                    + "or forks (one fork per side per round) (default: ${DEFAULT-VALUE})")
    String mode;

    @Option(
            names = "--profile",
            description = "smoke, quick or full: that profile's specs and iterations (default: the pull-request subset"
                    + " with the quick profile's iterations)")
    String profile;

    @Mixin
    SelectionOptions.WorkloadOption workloads;

    /** Its default, the subset's, is described in AbCommand.properties (picocli's per-command option description). */
    @Mixin
    SelectionOptions.ContenderOption contenders;

    @Option(
            names = "--rounds",
            description = "rounds, 3 to 30: forks per cell side by side, forks per side with --mode forks (default: "
                    + AbSubset.ROUNDS + " side by side, 5 in forks)")
    Integer rounds;

    @Option(
            names = "--seed",
            description = "seed of the order of slices and forks (default: random, recorded in pairing.json)")
    Long seed;

    @Option(
            names = "--threshold",
            description = "relative change that counts: a regression's whole decision interval lies above"
                    + " 1 + threshold (default: " + PairedComparison.DEFAULT_THRESHOLD + ")")
    Double threshold;

    @Option(names = "--fail-on-regression", description = "exit 1 on a regression, or a worse row left unjudged")
    boolean failOnRegression;

    @Option(
            names = "--format",
            defaultValue = "text",
            description = "text, markdown or json (default: ${DEFAULT-VALUE})")
    String format;

    @Option(names = "--jvm", description = "java binary for JMH and the benchmark forks (default: this JVM)")
    String jvm;

    @Option(
            names = "--out",
            defaultValue = "results/ab",
            description = "where A/B directories go (default: ${DEFAULT-VALUE})")
    Path out;

    @Option(
            names = "--repo",
            defaultValue = ".",
            description = "the git repository the revisions belong to (default: the current directory)")
    Path repo;

    @picocli.CommandLine.Spec
    CommandSpec spec;

    // seams for tests: fork launching, building, environment capture and the temporary directory
    ForkLauncher launcher;
    InJvmAb.Launcher inJvmLauncher;
    RevisionBuilder.Build build = RevisionBuilder.MAVEN_BUILD;
    AbRun.EnvironmentCapture environment;
    Path scratchRoot = Path.of(System.getProperty("java.io.tmpdir"));

    @Override
    @SuppressWarnings("try") // the measurement lock is held for the block, never read
    public Integer call() throws Exception {
        AbMode m = AbMode.byId(mode);
        int k = rounds != null ? rounds : m == AbMode.SIDE_BY_SIDE ? AbSubset.ROUNDS : 5;
        if (k < PairedComparison.MIN_ROUNDS || k > BenchmarkRunner.MAX_FORKS)
            throw new IllegalArgumentException("--rounds must be between " + PairedComparison.MIN_ROUNDS + " and "
                    + BenchmarkRunner.MAX_FORKS + " (each round is a fork, as --forks), got " + k);
        double t = threshold != null ? threshold : PairedComparison.DEFAULT_THRESHOLD;
        PairedComparison.check(t);
        PairedFormat fmt = PairedFormat.byId(format);
        Profile prof = profile == null ? AbSubset.TIMING : Profile.byId(profile);
        Set<Workload> selected = workloads
                .ids()
                .<Set<Workload>>map(ids ->
                        new LinkedHashSet<>(ids.stream().map(Workload::byId).toList()))
                .orElse(Set.of(Workload.values()));
        List<Spec> specs = (profile == null ? AbSubset.specs() : prof.specs())
                .stream().filter(s -> selected.contains(s.workload())).toList();
        List<String> wanted = contenders
                .ids()
                .map(ids -> List.copyOf(new LinkedHashSet<>(ids)))
                .orElse(profile == null ? AbSubset.contenderIds() : null);
        String javaBinary = jvm != null ? jvm : JvmChoice.current().path();
        long orderSeed = seed != null ? seed : new SecureRandom().nextLong();

        boolean jars = isJar(base) && isJar(head);
        if (!jars && (isJar(base) || isJar(head) || base.endsWith(".jar") || head.endsWith(".jar"))) {
            throw new IllegalArgumentException(
                    "BASE and HEAD must both be git revisions or both be existing .jar files (got '" + base + "' and '"
                            + head + "')");
        }
        String baseCommit = jars ? null : RevisionBuilder.resolve(repo, base);
        String headCommit = jars ? null : RevisionBuilder.resolve(repo, head);
        OutputGuard.requireOutsideOutputs(out, "ab --out");
        OutputGuard.requireApart(out, ProjectHome.resolve("results", "runs"), "the runs directory");
        Files.createDirectories(out);
        // the real forks measure: no other measurement may run meanwhile (the test doubles measure nothing)
        try (MeasurementLock lock =
                launcher == null && inJvmLauncher == null ? MeasurementLock.acquire("ab " + base + " " + head) : null) {
            return compare(fmt, m, k, t, prof, specs, wanted, javaBinary, orderSeed, jars, baseCommit, headCommit);
        }
    }

    private int compare(
            PairedFormat fmt,
            AbMode m,
            int k,
            double t,
            Profile prof,
            List<Spec> specs,
            List<String> wanted,
            String javaBinary,
            long orderSeed,
            boolean jars,
            String baseCommit,
            String headCommit)
            throws Exception {
        String name = uniqueName(baseCommit, headCommit);

        Cleanup cleanup = new Cleanup();
        Thread hook = new Thread(
                () -> {
                    if (cleanup.abort()) note(name, "interrupted while " + cleanup.doing());
                },
                "componentbench-ab-cleanup");
        Runtime.getRuntime().addShutdownHook(hook);
        try {
            Outcome o = measure(
                    name, cleanup, m, k, t, specs, wanted, javaBinary, orderSeed, jars, baseCommit, headCommit, prof);
            out().print(fmt.render(o.comparison(), o.pairing()));
            out().flush();
            err().println("componentbench ab: " + PairedFormat.summary(o.comparison(), o.pairing()));
            err().println("componentbench ab: written to " + o.dir()
                    + (o.pairing().mode() == AbMode.FORKS
                            ? " (base/ and head/ are run directories; pairing.json; comparison.md)"
                            : " (" + InJvmAb.DIR + "/: the cells' JMH results; pairing.json; comparison.md)"));
            err().flush();
            List<String> failures = o.comparison().failures();
            if (!failOnRegression || failures.isEmpty()) return 0;
            err().println("componentbench ab: the gate fails: " + String.join("; ", failures));
            return 1;
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
    @SuppressWarnings("try") // the handle undoes at the end of the block, never read
    private Outcome measure(
            String name,
            Cleanup cleanup,
            AbMode mode,
            int rounds,
            double threshold,
            List<Spec> specs,
            List<String> wanted,
            String javaBinary,
            long orderSeed,
            boolean jars,
            String baseCommit,
            String headCommit,
            Profile prof)
            throws Exception {
        Path scratch = Files.createTempDirectory(scratchRoot, "componentbench-ab-");
        try (Cleanup.Handle scratchHandle =
                cleanup.add("temporary directory " + scratch, () -> FileTree.delete(scratch))) {
            AbSide[] sides = sides(jars, baseCommit, headCommit, scratch, cleanup);
            AbSide b = sides[0];
            AbSide h = sides[1];
            cleanup.doing("reading the benchmark lists");
            List<BenchmarkListEntry> bl = Cells.benchmarkList(b.jar());
            List<BenchmarkListEntry> hl = Cells.benchmarkList(h.jar());
            if (wanted != null) {
                Set<String> known = new LinkedHashSet<>(Cells.contenders(bl));
                known.addAll(Cells.contenders(hl));
                for (String c : wanted) {
                    if (!known.contains(c))
                        throw new IllegalArgumentException(
                                "unknown contender '" + c + "'; the jars know: " + String.join(", ", known));
                }
            }
            int feature = jvm == null
                    ? Runtime.version().feature()
                    : JvmChoice.resolve(List.of(jvm)).get(0).feature();
            List<Spec> inJvm = mode == AbMode.SIDE_BY_SIDE ? specs : List.of();
            List<Spec> forked = mode == AbMode.FORKS ? specs : List.of();
            List<ContenderKind> sliced = inJvm.isEmpty()
                    ? List.of()
                    : slicedContenders(wanted, bl, hl).stream()
                            .filter(k -> k.unavailableOn(feature).isEmpty())
                            .toList();
            List<AbCell> bc = Cells.of(bl, forked, wanted);
            List<AbCell> hc = Cells.of(hl, forked, wanted);
            List<AbCell> cells = runnableOn(Cells.common(bc, hc), feature);
            if (cells.isEmpty() && inJvm.isEmpty())
                throw new IllegalArgumentException(
                        "the two sides share no benchmark for this selection: nothing to compare");
            List<String> onlyBase =
                    Cells.missing(bc, hc).stream().map(AbCell::key).toList();
            List<String> onlyHead =
                    Cells.missing(hc, bc).stream().map(AbCell::key).toList();
            if (!onlyBase.isEmpty() || !onlyHead.isEmpty()) {
                err().println("componentbench ab: " + onlyBase.size() + " result(s) only in base and " + onlyHead.size()
                        + " only in head are not run (listed in pairing.json)");
            }
            int contenderCount = wanted != null ? wanted.size() : sliced.size();
            err().printf(
                            "componentbench ab: %s vs %s, %s: %d rounds; %s%d result(s) in forks (%d forks); %s, order seed %d;"
                                    + " estimated %d min of measurement%n",
                            h.shortName(),
                            b.shortName(),
                            mode.describe(),
                            rounds,
                            inJvm.isEmpty()
                                    ? ""
                                    : inJvm.size() + " spec(s) side by side (" + sliced.size()
                                            + " contenders and raw-array from each build); ",
                            cells.size(),
                            2 * cells.size() * rounds,
                            profile == null ? "the pull-request subset, quick timing" : "profile " + prof.id(),
                            orderSeed,
                            AbSubset.estimate(prof, specs, Math.max(1, contenderCount), rounds, mode)
                                    .toMinutes());

            Path partial = out.resolve("." + name + ".partial");
            Files.createDirectory(partial);
            Cleanup.Handle partialHandle = cleanup.add("partial output " + partial, () -> FileTree.delete(partial));
            AbRun.EnvironmentCapture env = environment != null
                    ? environment
                    : (start, end) -> Json.MAPPER.convertValue(
                            Environment.capture(prof, javaBinary, false, start, end),
                            new com.fasterxml.jackson.core.type.TypeReference<Map<String, Object>>() {});
            Instant start = Instant.now();
            List<PairedComparison.Samples> samples = new ArrayList<>();
            List<String> keys = new ArrayList<>();
            List<List<String>> order = List.of();
            if (!inJvm.isEmpty()) {
                Path log = partial.resolve(InJvmAb.DIR + "-" + AbRun.LOG_FILE);
                InJvmAb.Launcher l = inJvmLauncher != null ? inJvmLauncher : InJvmAb.jmh(prof, javaBinary, log);
                JsonNode merged = new InJvmAb(b, h, inJvm, sliced, rounds, orderSeed, l, cleanup, err()).run(partial);
                List<PairedComparison.Samples> s = InJvmResults.samples(merged);
                samples.addAll(s);
                s.forEach(x -> keys.add(x.key()));
                Json.write(partial.resolve(InJvmAb.DIR).resolve(RunData.ENV_FILE), env.capture(start, Instant.now()));
            }
            if (!cells.isEmpty()) {
                ForkLauncher l = launcher != null
                        ? launcher
                        : new JmhForkLauncher(
                                prof,
                                javaBinary,
                                cleanup,
                                java.util.Map.of(
                                        AbSide.BASE,
                                        partial.resolve(AbSide.BASE).resolve(AbRun.LOG_FILE),
                                        AbSide.HEAD,
                                        partial.resolve(AbSide.HEAD).resolve(AbRun.LOG_FILE)));
                Pairing fp = new AbRun(b, h, cells, rounds, orderSeed, l, cleanup, err())
                        .run(partial, prof.id(), javaBinary, env, onlyBase, onlyHead);
                order = fp.order();
                samples.addAll(PairedComparison.forkSamples(
                        Json.MAPPER.readTree(partial.resolve(AbSide.BASE)
                                .resolve(RunData.RESULTS_FILE)
                                .toFile()),
                        Json.MAPPER.readTree(partial.resolve(AbSide.HEAD)
                                .resolve(RunData.RESULTS_FILE)
                                .toFile()),
                        new ArrayList<>(),
                        new ArrayList<>()));
                cells.forEach(c -> keys.add(c.key()));
            }
            Pairing p = new Pairing(
                    b,
                    h,
                    mode,
                    prof.id(),
                    rounds,
                    orderSeed,
                    javaBinary,
                    keys,
                    order,
                    onlyBase,
                    onlyHead,
                    start,
                    Instant.now());
            Json.write(partial.resolve(Pairing.FILE), p.toMap());
            cleanup.doing("comparing");
            PairedComparison c = PairedComparison.of(samples, threshold, onlyBase, onlyHead);
            Json.writeString(partial.resolve("comparison.md"), PairedFormat.MARKDOWN.render(c, p));
            Path done = out.resolve(name);
            cleanup.commit(() -> Files.move(partial, done));
            partialHandle.forget();
            return new Outcome(done, p, c);
        }
    }

    /**
     * The cells whose contender can run on a JVM of Java {@code feature}; a contender that cannot (one
     * needing JDK 22+ on 17) is left out with a line saying why, instead of failing its forks.
     */
    private List<AbCell> runnableOn(List<AbCell> cells, int feature) {
        Set<String> refused = new java.util.TreeSet<>();
        List<AbCell> runnable = cells.stream()
                .filter(c -> {
                    String id = c.params().get(Parameter.CONTENDER.name());
                    if (id == null) return true;
                    java.util.Optional<String> why = java.util.Arrays.stream(ContenderKind.values())
                            .filter(k -> k.id().equals(id))
                            .findFirst()
                            .flatMap(k -> k.unavailableOn(feature));
                    why.ifPresent(w -> refused.add(id + ": " + w));
                    return why.isEmpty();
                })
                .toList();
        refused.forEach(r -> err().println("componentbench ab: not measured on this fork JVM, " + r));
        return runnable;
    }

    /**
     * The contenders measured side by side: the wanted ones, or every contender both builds declare
     * that this tool knows (calibration-only ones left out).
     *
     * @throws IllegalArgumentException when this tool does not know a wanted contender
     */
    private static List<ContenderKind> slicedContenders(
            List<String> wanted, List<BenchmarkListEntry> bl, List<BenchmarkListEntry> hl) {
        List<ContenderKind> out = new ArrayList<>();
        if (wanted != null) {
            for (String id : wanted) out.add(io.componentbench.workload.Parameter.CONTENDER.parse(id));
        } else {
            Set<String> both = new LinkedHashSet<>(Cells.contenders(bl));
            both.retainAll(Cells.contenders(hl));
            for (ContenderKind k : ContenderKind.all()) {
                if (both.contains(k.id())) out.add(k);
            }
        }
        return out;
    }

    /** The two sides: the given jars, or each revision built in a temporary worktree (once when both are one commit). */
    private AbSide[] sides(boolean jars, String baseCommit, String headCommit, Path scratch, Cleanup cleanup)
            throws IOException, InterruptedException {
        if (jars)
            return new AbSide[] {
                AbSide.of(AbSide.BASE, base, null, Path.of(base)), AbSide.of(AbSide.HEAD, head, null, Path.of(head))
            };
        RevisionBuilder builder = new RevisionBuilder(repo, scratch, build, cleanup);
        Path bj = scratch.resolve("base.jar");
        builder.build(base, baseCommit, bj);
        Path hj = bj;
        if (!headCommit.equals(baseCommit)) {
            hj = scratch.resolve("head.jar");
            builder.build(head, headCommit, hj);
        }
        return new AbSide[] {AbSide.of(AbSide.BASE, base, baseCommit, bj), AbSide.of(AbSide.HEAD, head, headCommit, hj)
        };
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

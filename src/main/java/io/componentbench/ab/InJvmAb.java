package io.componentbench.ab;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.componentbench.contender.ContenderKind;
import io.componentbench.measure.CellGroups;
import io.componentbench.measure.ForkInvocation;
import io.componentbench.measure.Profile;
import io.componentbench.measure.SideBySideCells;
import io.componentbench.measure.Spec;
import io.componentbench.results.ForkMerge;
import io.componentbench.results.Json;
import io.componentbench.results.ResultKey;
import io.componentbench.workload.Parameter;
import io.componentbench.workload.SliceSubject;
import io.componentbench.workload.Workload;
import java.io.IOException;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.format.OutputFormatFactory;
import org.openjdk.jmh.runner.options.Options;
import org.openjdk.jmh.runner.options.VerboseMode;

/**
 * The A/B of two builds inside one JVM, the default of {@code cli ab}. Each round launches one JMH
 * fork of every cell (workload, size, distribution, state, order) of the sliced workloads, running
 * {@code SideBySideBenchmark} from this tool's own jar with subjects of both builds: the base build's
 * {@code raw-array} (the anchor), the head build's, and each chosen contender once from each build
 * ({@code base:hash-map}, {@code head:hash-map}), every subject's classes loaded from its build's jar
 * by a class loader of its own (the builds' jars reach the fork as the system properties
 * {@code componentbench.build.base} and {@code .head}). The subjects alternate in slices of about
 * 2 ms (0.5 ms for insert and remove) in an order drawn from the seed and the round, so both builds' code runs at the same moments
 * and the host's state cancels out of their ratio. Each cell's forks are merged into one JMH result
 * (rawData: one array per round) in {@code side-by-side/jmh-results.json}; {@link InJvmResults}
 * reads head / base from it.
 */
public final class InJvmAb {
    /** Where the merged cell results go inside an A/B directory. */
    public static final String DIR = "side-by-side";

    /**
     * Runs one fork of every cell of a spec of {@code workload} with these JMH parameters, with
     * {@code buildFlags} besides the flags of every side-by-side cell, and returns JMH's JSON results
     * (an array, one result per cell). Tests substitute fakes.
     */
    @FunctionalInterface
    public interface Launcher {
        JsonNode launch(Workload workload, Map<String, List<String>> params, List<String> buildFlags, Path resultFile)
                throws IOException, InterruptedException;
    }

    private final AbSide base;
    private final AbSide head;
    private final List<Spec> specs;
    private final List<ContenderKind> contenders;
    private final int rounds;
    private final long seed;
    private final Launcher launcher;
    private final Cleanup cleanup;
    private final PrintWriter progress;

    /**
     * @param specs the specs measured side by side (every workload can be)
     * @param contenders the contenders compared (the {@code raw-array} reference always is); more than
     *     a cell's slots hold ({@link #MAX_CONTENDERS}) are measured in several cells ({@link #groups})
     */
    public InJvmAb(
            AbSide base,
            AbSide head,
            List<Spec> specs,
            List<ContenderKind> contenders,
            int rounds,
            long seed,
            Launcher launcher,
            Cleanup cleanup,
            PrintWriter progress) {
        this.base = base;
        this.head = head;
        this.specs = List.copyOf(specs);
        this.contenders = List.copyOf(contenders);
        this.rounds = rounds;
        this.seed = seed;
        this.launcher = launcher;
        this.cleanup = cleanup;
        this.progress = progress;
    }

    /** The most contenders one A/B cell holds: each contender and the reference take a slot per build. */
    static final int MAX_CONTENDERS = SliceSubject.SLOTS / 2 - 1;

    /**
     * The contenders of each cell of a spec: in registry order, {@link #MAX_CONTENDERS} at a time, so a
     * selection larger than a cell's slots becomes several cells (one JMH fork each, every one with
     * both builds' reference), as a run's cells split ({@code measure.CellGroups}).
     */
    static List<List<ContenderKind>> groups(List<ContenderKind> contenders) {
        List<List<ContenderKind>> out = new ArrayList<>();
        for (int i = 0; i < contenders.size(); i += MAX_CONTENDERS)
            out.add(List.copyOf(contenders.subList(i, Math.min(contenders.size(), i + MAX_CONTENDERS))));
        return out;
    }

    /** A cell's subjects: the base build's {@code raw-array} first (the anchor), the head's, then each contender from base and head. */
    static List<String> subjects(List<ContenderKind> contenders) {
        List<String> s = new ArrayList<>();
        s.add(SliceSubject.inBuild(AbSide.BASE, SliceSubject.REFERENCE));
        s.add(SliceSubject.inBuild(AbSide.HEAD, SliceSubject.REFERENCE));
        for (ContenderKind k : contenders) {
            s.add(SliceSubject.inBuild(AbSide.BASE, Parameter.CONTENDER.format(k)));
            s.add(SliceSubject.inBuild(AbSide.HEAD, Parameter.CONTENDER.format(k)));
        }
        return s;
    }

    /** The JMH parameters of a spec's cells in one round: those of a side-by-side run, with both builds' subjects and the round's seed. */
    static Map<String, List<String>> params(Spec spec, List<ContenderKind> contenders, long seed) {
        List<String> named = spec.params().get(Parameter.CONTENDER.name());
        List<ContenderKind> in = named == null
                ? contenders
                : contenders.stream()
                        .filter(k -> named.contains(Parameter.CONTENDER.format(k)))
                        .toList();
        List<List<ContenderKind>> groups = groups(in);
        Map<String, List<String>> p =
                new LinkedHashMap<>(SideBySideCells.params(spec, new CellGroups(groups, Map.of()), seed));
        p.put(
                "subjects",
                groups.stream()
                        .map(g -> String.join(SliceSubject.SEPARATOR, subjects(g)))
                        .toList());
        return p;
    }

    /** What the cell fork's JVM flags add to those of every side-by-side cell ({@link ForkInvocation#sideBySide}): each build's class path. */
    static List<String> buildFlags(AbSide base, AbSide head) {
        List<String> a = new ArrayList<>();
        a.add("-D" + SliceSubject.BUILD_PROPERTY + AbSide.BASE + "="
                + base.jar().toAbsolutePath());
        a.add("-D" + SliceSubject.BUILD_PROPERTY + AbSide.HEAD + "="
                + head.jar().toAbsolutePath());
        return a;
    }

    /** Runs every round and writes the merged cell results into {@code dir/side-by-side/}; returns them. */
    public JsonNode run(Path dir) throws IOException, InterruptedException {
        Path out = Files.createDirectories(dir.resolve(DIR));
        Map<String, List<ObjectNode>> forks = new LinkedHashMap<>();
        Instant start = Instant.now();
        int total = rounds * specs.size();
        int done = 0;
        for (int r = 1; r <= rounds; r++) {
            for (int i = 0; i < specs.size(); i++) {
                Spec spec = specs.get(i);
                String what = String.format(
                        "side by side, round %d/%d, launch %d/%d: %s %s",
                        r, rounds, done + 1, total, spec.workload().id(), spec.params());
                cleanup.doing(what);
                progress.println("componentbench ab: " + what + eta(start, done, total));
                progress.flush();
                Path file = out.resolve(String.format("r%03d-s%03d.json", r, i));
                JsonNode results = launcher.launch(
                        spec.workload(), params(spec, contenders, seed + r), buildFlags(base, head), file);
                Files.deleteIfExists(file);
                for (JsonNode result : results) {
                    if (!(result instanceof ObjectNode o))
                        throw new IOException("a cell's JMH result is not an object: " + result);
                    forks.computeIfAbsent(cellKey(o), k -> new ArrayList<>()).add(o);
                }
                done++;
            }
        }
        ArrayNode merged = Json.MAPPER.createArrayNode();
        for (var e : forks.entrySet()) {
            if (e.getValue().size() != rounds) {
                throw new IOException("cell " + e.getKey() + " was measured in "
                        + e.getValue().size() + " rounds instead of " + rounds);
            }
            merged.add(ForkMerge.mergeOne(e.getValue()));
        }
        Json.write(out.resolve(io.componentbench.results.RunData.RESULTS_FILE), merged);
        return merged;
    }

    /** A cell's identity across rounds: its parameters but the seed, which changes every round. */
    static String cellKey(JsonNode result) {
        Map<String, String> p = ResultKey.params(result);
        p.remove("seed");
        return ResultKey.of(result.path("benchmark").asText(), p);
    }

    private static String eta(Instant start, int done, int total) {
        if (done == 0) return "";
        long left = Duration.between(start, Instant.now()).toSeconds() * (total - done) / done;
        return String.format(" (about %d min %02d s left)", left / 60, left % 60);
    }

    /** The JMH options of one cell fork of {@code workload}: a side-by-side run's ({@link ForkInvocation#sideBySide}) with these parameters and build flags. */
    static Options options(
            Profile profile,
            String javaBinary,
            Workload workload,
            Map<String, List<String>> params,
            List<String> buildFlags,
            Path resultFile) {
        return ForkInvocation.sideBySide(profile, workload, params, buildFlags, javaBinary, resultFile)
                .options();
    }

    /**
     * The real launcher: JMH's Runner in this process, forking a JVM on {@code javaBinary} with this
     * tool's class path (where {@code SideBySideBenchmark} is) and the profile's slice iterations;
     * JMH's output goes to {@code log}, not to the comparison on stdout.
     */
    public static Launcher jmh(Profile profile, String javaBinary, Path log) {
        return (workload, params, buildFlags, resultFile) -> {
            Options options = options(profile, javaBinary, workload, params, buildFlags, resultFile);
            try (PrintStream ps = new PrintStream(
                    Files.newOutputStream(
                            log, java.nio.file.StandardOpenOption.CREATE, java.nio.file.StandardOpenOption.APPEND),
                    true,
                    java.nio.charset.StandardCharsets.UTF_8)) {
                new Runner(options, OutputFormatFactory.createFormatInstance(ps, VerboseMode.NORMAL)).run();
            } catch (RunnerException e) {
                throw new IOException(
                        "a side-by-side fork failed: " + e.getMessage() + " (JMH's output is in " + log + ")", e);
            }
            if (!Files.isRegularFile(resultFile))
                throw new IOException("a side-by-side fork wrote no result (JMH's output is in " + log + ")");
            return Json.MAPPER.readTree(resultFile.toFile());
        };
    }
}

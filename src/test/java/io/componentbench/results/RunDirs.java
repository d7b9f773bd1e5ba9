package io.componentbench.results;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.componentbench.stats.Estimate;
import io.componentbench.stats.IntervalMethod;
import io.componentbench.store.DirectoryMarker;
import io.componentbench.store.OutputGuard;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.apache.commons.math3.distribution.TDistribution;

/**
 * Builds small synthetic run directories for the report and comparison tests, with JMH's raw
 * samples ({@code rawData}, forks x iterations) from which the project's intervals are computed.
 * By default a run records a measurement of {@link #FORKS} forks ({@code env.json}'s
 * {@code measurement}); {@link #olderRun()} leaves it out, as runs before it did. A written run
 * carries a finished run's marker, as {@code run} leaves it, unless {@link #unmarked()}.
 */
public final class RunDirs {
    /** Forks of a result given by score and error. */
    public static final int FORKS = 3;
    /** Within-fork spread of such a result's iterations: +-0.1%, which a fork's trimmed mean ignores. */
    private static final double ITERATION_SPREAD = 0.001;

    private final ArrayNode results = Json.MAPPER.createArrayNode();
    private String fingerprint = "machine-a";
    private String forkVersion = "openjdk version \"17\"";
    private String[] jvms;
    private String profile = "smoke";
    private boolean olderRun;
    private boolean unmarked;
    private int[] measurement;
    private String sideBySide;
    private List<String> forkFlags;
    private String hugePages;
    private Env.Selection selection;

    public static RunDirs create() {
        return new RunDirs();
    }

    /**
     * A result of {@code IterateBenchmark.contender} (or {@code rawArray} for contender "raw-array") at
     * size 1000 (one element is one op / 1000), whose samples give it the project's 95% interval
     * {@code score +- error} (see {@link #samples}).
     */
    public RunDirs iterate(String contender, double score, double error) {
        return result(iterateBenchmark(contender), iterateParams(contender), "avgt", "ns/op", score, error);
    }

    /** A result of {@code IterateBenchmark} at size 1000 with these samples, {@code [fork][iteration]} in ns/op. */
    public RunDirs iterate(String contender, double[]... samples) {
        return result(iterateBenchmark(contender), iterateParams(contender), "avgt", "ns/op", samples);
    }

    private static String iterateBenchmark(String contender) {
        return "io.componentbench.bench.IterateBenchmark." + (contender.equals("raw-array") ? "rawArray" : "contender");
    }

    private static Map<String, String> iterateParams(String contender) {
        return contender.equals("raw-array")
                ? Map.of("size", "1000", "distribution", "dense")
                : Map.of("size", "1000", "distribution", "dense", "state", "fresh", "contender", contender);
    }

    /** A result whose samples give it the interval {@code score +- error} ({@link #samples}); JMH's error field is {@code error} too. */
    public RunDirs result(
            String benchmark, Map<String, String> params, String mode, String unit, double score, double error) {
        return result(
                benchmark,
                params,
                mode,
                unit,
                score,
                error,
                Double.isFinite(score) ? samples(score, error) : new double[0][]);
    }

    /** A result with these samples, {@code [fork][iteration]}; the score is their mean, as JMH's. */
    public RunDirs result(String benchmark, Map<String, String> params, String mode, String unit, double[]... samples) {
        double mean =
                Arrays.stream(samples).flatMapToDouble(Arrays::stream).average().orElse(Double.NaN);
        return result(benchmark, params, mode, unit, mean, Double.NaN, samples);
    }

    private RunDirs result(
            String benchmark,
            Map<String, String> params,
            String mode,
            String unit,
            double score,
            double error,
            double[][] samples) {
        ObjectNode n = results.addObject();
        n.put("benchmark", benchmark);
        n.put("mode", mode);
        n.set("params", Json.MAPPER.valueToTree(new TreeMap<>(params)));
        ObjectNode p = n.putObject("primaryMetric");
        p.put("score", score);
        if (Double.isNaN(error)) p.put("scoreError", "NaN");
        else p.put("scoreError", error);
        p.put("scoreUnit", unit);
        ArrayNode raw = p.putArray("rawData");
        for (double[] fork : samples) {
            ArrayNode f = raw.addArray();
            for (double v : fork) f.add(v);
        }
        return this;
    }

    /**
     * Samples whose {@link Estimate} is {@code score} with 95% half-width {@code error}: {@link #FORKS}
     * forks at {@code score - d}, {@code score}, {@code score + d} ({@code d} chosen so Student's t over
     * the fork means gives {@code error}), each of three iterations +-0.1% around its fork's mean. A
     * NaN error gives a single sample (one fork, one iteration): no interval, as JMH's NaN error means.
     */
    public static double[][] samples(double score, double error) {
        if (Double.isNaN(error)) return new double[][] {{score}};
        double t = new TDistribution(FORKS - 1).inverseCumulativeProbability(0.5 + Estimate.LEVEL / 2);
        double d = error * Math.sqrt(FORKS) / t;
        double[][] s = new double[FORKS][];
        for (int f = 0; f < FORKS; f++) {
            double m = score + (f - 1) * d;
            s[f] = new double[] {m * (1 - ITERATION_SPREAD), m, m * (1 + ITERATION_SPREAD)};
        }
        return s;
    }

    /** The profile env.json records (default smoke). */
    public RunDirs profile(String profile) {
        this.profile = profile;
        return this;
    }

    /** Removes {@code rawData} from every result added so far, as in hand-made files: only JMH's score and error remain. */
    public RunDirs withoutSamples() {
        results.forEach(n -> ((ObjectNode) n.get("primaryMetric")).remove("rawData"));
        return this;
    }

    /**
     * Leaves out the finished-run marker ({@code .componentbench}) that {@link #write} adds by default, as
     * runs made before markers and hand-made directories lack it.
     */
    public RunDirs unmarked() {
        this.unmarked = true;
        return this;
    }

    /** Leaves env.json's {@code measurement} out, as runs before it was recorded did. */
    public RunDirs olderRun() {
        this.olderRun = true;
        return this;
    }

    /**
     * A result with raw samples, {@code rawData[fork][iteration]} in {@code unit}, as JMH writes
     * them; its score is their mean, its error unknown (the report uses the samples).
     */
    public RunDirs sampled(String benchmark, Map<String, String> params, String mode, String unit, double[][] rawData) {
        double sum = 0;
        int n = 0;
        for (double[] fork : rawData)
            for (double v : fork) {
                sum += v;
                n++;
            }
        result(benchmark, params, mode, unit, sum / n, Double.NaN);
        ObjectNode last = (ObjectNode) results.get(results.size() - 1);
        ((ObjectNode) last.get("primaryMetric")).set("rawData", Json.MAPPER.valueToTree(rawData));
        last.put("forks", rawData.length);
        last.put("measurementIterations", rawData[0].length);
        return this;
    }

    /**
     * JMH's GC profiler figures on the last result: {@code gc.count} and {@code gc.time} (ms) summed
     * over all measured iterations, and the iteration time JMH states ({@code "100 ms"}; null: none).
     */
    public RunDirs gc(double count, double millis, String measurementTime) {
        ObjectNode last = (ObjectNode) results.get(results.size() - 1);
        ObjectNode secondary = last.has("secondaryMetrics")
                ? (ObjectNode) last.get("secondaryMetrics")
                : last.putObject("secondaryMetrics");
        secondary.putObject("gc.count").put("score", count).put("scoreUnit", "counts");
        if (millis > 0) secondary.putObject("gc.time").put("score", millis).put("scoreUnit", "ms");
        if (measurementTime != null) last.put("measurementTime", measurementTime);
        return this;
    }

    /**
     * Side-by-side samples on the last result: its paired ratio to the reference and the cell's
     * twin over the anchor, {@code [fork][iteration]} ({@link SideBySideSamples}).
     */
    public RunDirs paired(double[][] ratio, double[][] twin) {
        ObjectNode last = (ObjectNode) results.get(results.size() - 1);
        ObjectNode secondary = last.has("secondaryMetrics")
                ? (ObjectNode) last.get("secondaryMetrics")
                : last.putObject("secondaryMetrics");
        secondary
                .putObject(SideBySideSamples.RATIO_METRIC)
                .put("score", 1)
                .put("scoreUnit", "ratio")
                .set("rawData", Json.MAPPER.valueToTree(ratio));
        secondary
                .putObject(SideBySideSamples.TWIN_METRIC)
                .put("score", 1)
                .put("scoreUnit", "ratio")
                .set("rawData", Json.MAPPER.valueToTree(twin));
        return this;
    }

    /** Adds JMH results as they are, e.g. side-by-side cells expanded and merged as a run's runner does. */
    public RunDirs add(Iterable<? extends com.fasterxml.jackson.databind.JsonNode> jmhResults) {
        jmhResults.forEach(r -> results.add(r.deepCopy()));
        return this;
    }

    /** Records how the run measured in env.json ({@code measurement}), as runs since issue 11 do. */
    public RunDirs measurement(int forks, int iterations, int millis) {
        this.measurement = new int[] {forks, iterations, millis};
        return this;
    }

    /** Records how the side-by-side cells were measured (env.json's {@code measurement.sideBySide}); needs {@link #measurement}. */
    public RunDirs sideBySide(String description) {
        this.sideBySide = description;
        return this;
    }

    /** Records what the run was asked to measure in env.json ({@code selection}), as runs since issue 27 do. */
    public RunDirs selection(List<String> workloads, List<String> contenders, List<Integer> sizes) {
        Map<String, List<Integer>> bySize = new TreeMap<>();
        for (String w : workloads) bySize.put(w, sizes);
        this.selection = new Env.Selection(contenders, bySize);
        return this;
    }

    public RunDirs machine(String fingerprint) {
        this.fingerprint = fingerprint;
        return this;
    }

    /** Records the kernel's transparent huge page mode in env.json ({@code machine.hugePages}). */
    public RunDirs hugePages(String mode) {
        this.hugePages = mode;
        return this;
    }

    /** Records the forks' JVM flags in env.json ({@code jvm.forkFlags}). */
    public RunDirs forkFlags(List<String> flags) {
        this.forkFlags = List.copyOf(flags);
        return this;
    }

    public RunDirs jvm(String forkVersion) {
        this.forkVersion = forkVersion;
        return this;
    }

    /** Records these JVM versions in env.json's {@code jvms} list, as runs since issue 18 do. */
    public RunDirs jvms(String... versions) {
        this.jvms = versions;
        return this;
    }

    public Path write(Path dir) throws IOException {
        Files.createDirectories(dir);
        Json.write(dir.resolve("jmh-results.json"), results);
        ObjectNode env = Json.MAPPER.createObjectNode();
        env.put("profile", profile);
        if (!olderRun) {
            env.set(
                    "measurement",
                    Json.MAPPER.valueToTree(new Env.Measurement(
                            FORKS, 1, 100, 3, 100, IntervalMethod.FORKS, Estimate.LEVEL, Env.Measurement.INTERLEAVED)));
        }
        env.put("machineFingerprint", fingerprint);
        ObjectNode machine = env.putObject("machine").put("cpuModel", "cpu " + fingerprint);
        if (hugePages != null) machine.put("hugePages", hugePages);
        ObjectNode jvm = env.putObject("jvm").put("forkVersion", forkVersion);
        if (forkFlags != null) forkFlags.forEach(jvm.putArray("forkFlags")::add);
        if (jvms != null) {
            ArrayNode list = env.putArray("jvms");
            for (String v : jvms)
                list.addObject()
                        .put("path", "/jdk-" + v + "/bin/java")
                        .put("version", v)
                        .put("vendor", "Test")
                        .put("vm", "Test VM");
        }
        env.putObject("git").put("commit", "0123456789abcdef");
        if (measurement != null) {
            env.putObject("measurement")
                    .put("forks", measurement[0])
                    .put("warmupIterations", 1)
                    .put("warmupMillis", 200)
                    .put("measurementIterations", measurement[1])
                    .put("measurementMillis", measurement[2])
                    .put("intervalMethod", "Student t over fork means (20% trimmed within each fork)")
                    .put("confidenceLevel", 0.95)
                    .put("forkOrder", Env.Measurement.INTERLEAVED);
        }
        if (sideBySide != null) {
            if (measurement == null) throw new IllegalStateException("sideBySide(...) needs measurement(...) first");
            ((ObjectNode) env.get("measurement")).put("sideBySide", sideBySide);
        }
        if (selection != null) env.set("selection", Json.MAPPER.valueToTree(selection));
        Json.write(dir.resolve("env.json"), env);
        Json.write(dir.resolve("footprint.json"), Json.MAPPER.createArrayNode());
        if (!unmarked) DirectoryMarker.mark(dir, OutputGuard.Kind.RUN);
        return dir;
    }
}

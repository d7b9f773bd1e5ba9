package io.componentbench.results;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;

/** Builds small synthetic run directories for the report and comparison tests. */
public final class RunDirs {
    private final ArrayNode results = Json.MAPPER.createArrayNode();
    private String fingerprint = "machine-a";
    private String forkVersion = "openjdk version \"17\"";
    private String[] jvms;
    private int[] measurement;

    public static RunDirs create() {
        return new RunDirs();
    }

    /** A result of {@code IterateBenchmark.contender} (or {@code rawArray} for contender "raw-array") at size 1000. */
    public RunDirs iterate(String contender, double score, double error) {
        return result("io.componentbench.bench.IterateBenchmark." + (contender.equals("raw-array") ? "rawArray" : "contender"),
                contender.equals("raw-array") ? Map.of("size", "1000", "distribution", "dense")
                        : Map.of("size", "1000", "distribution", "dense", "state", "fresh", "contender", contender),
                "avgt", "ns/op", score, error);
    }

    public RunDirs result(String benchmark, Map<String, String> params, String mode, String unit, double score, double error) {
        ObjectNode n = results.addObject();
        n.put("benchmark", benchmark);
        n.put("mode", mode);
        n.set("params", Json.MAPPER.valueToTree(new TreeMap<>(params)));
        ObjectNode p = n.putObject("primaryMetric");
        p.put("score", score);
        if (Double.isNaN(error)) p.put("scoreError", "NaN");
        else p.put("scoreError", error);
        p.put("scoreUnit", unit);
        return this;
    }

    /**
     * A result with raw samples, {@code rawData[fork][iteration]} in {@code unit}, as JMH writes
     * them; its score is their mean, its error unknown (the report uses the samples).
     */
    public RunDirs sampled(String benchmark, Map<String, String> params, String mode, String unit, double[][] rawData) {
        double sum = 0;
        int n = 0;
        for (double[] fork : rawData) for (double v : fork) { sum += v; n++; }
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
        ObjectNode secondary = last.has("secondaryMetrics") ? (ObjectNode) last.get("secondaryMetrics") : last.putObject("secondaryMetrics");
        secondary.putObject("gc.count").put("score", count).put("scoreUnit", "counts");
        if (millis > 0) secondary.putObject("gc.time").put("score", millis).put("scoreUnit", "ms");
        if (measurementTime != null) last.put("measurementTime", measurementTime);
        return this;
    }

    /** Records how the run measured in env.json ({@code measurement}), as runs since issue 11 do. */
    public RunDirs measurement(int forks, int iterations, int millis) {
        this.measurement = new int[] {forks, iterations, millis};
        return this;
    }

    public RunDirs machine(String fingerprint) {
        this.fingerprint = fingerprint;
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
        env.put("profile", "smoke");
        env.put("machineFingerprint", fingerprint);
        env.putObject("machine").put("cpuModel", "cpu " + fingerprint);
        env.putObject("jvm").put("forkVersion", forkVersion);
        if (jvms != null) {
            ArrayNode list = env.putArray("jvms");
            for (String v : jvms) list.addObject().put("path", "/jdk-" + v + "/bin/java").put("version", v).put("vendor", "Test").put("vm", "Test VM");
        }
        env.putObject("git").put("commit", "0123456789abcdef");
        if (measurement != null) {
            env.putObject("measurement").put("forks", measurement[0]).put("warmupIterations", 1).put("warmupMillis", 200)
                    .put("measurementIterations", measurement[1]).put("measurementMillis", measurement[2])
                    .put("intervalMethod", "Student t over fork means (20% trimmed within each fork)").put("confidenceLevel", 0.95);
        }
        Json.write(dir.resolve("env.json"), env);
        Json.write(dir.resolve("footprint.json"), Json.MAPPER.createArrayNode());
        return dir;
    }
}

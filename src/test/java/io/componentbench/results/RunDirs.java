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
        Json.write(dir.resolve("env.json"), env);
        Json.write(dir.resolve("footprint.json"), Json.MAPPER.createArrayNode());
        return dir;
    }
}

package io.componentbench.stats;

import com.fasterxml.jackson.databind.JsonNode;
import io.componentbench.results.Json;
import io.componentbench.results.RunData;
import io.componentbench.workload.Workload;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;

/**
 * One result of a run as the statistics see it: the JMH benchmark, its parameters, and the
 * {@link Estimate} of its raw samples ({@code primaryMetric.rawData}: one list per fork of the
 * measured iterations' scores), in JMH's score unit.
 *
 * @param benchmark JMH's benchmark name, e.g. {@code io.componentbench.bench.IterateBenchmark.contender}
 * @param params every JMH parameter, sorted by name
 * @param unit the score unit, e.g. {@code ns/op}
 * @param estimate center and interval of the score
 */
public record Measured(String benchmark, Map<String, String> params, String unit, Estimate estimate) {
    /** The contender name of the reference method. */
    public static final String RAW_ARRAY = "raw-array";

    public Measured {
        params = new TreeMap<>(params);
    }

    /** {@code raw-array} for the reference method, the {@code contender} parameter otherwise. */
    public String contender() {
        return benchmark.endsWith(".rawArray") ? RAW_ARRAY : params.getOrDefault("contender", "?");
    }

    /** A short row name: workload, contender, then the other parameters, e.g. {@code lookup hash-map order=shuffled size=1000}. */
    public String label() {
        String rest = params.entrySet().stream().filter(e -> !e.getKey().equals("contender"))
                .map(e -> e.getKey() + "=" + e.getValue()).collect(Collectors.joining(" "));
        return Workload.ofBenchmark(benchmark).id() + " " + contender() + (rest.isEmpty() ? "" : " " + rest);
    }

    /** This result with another contender name (the gate self-test pairs a slowed contender with the one it slows). */
    public Measured as(String contender) {
        Map<String, String> p = new TreeMap<>(params);
        p.put("contender", contender);
        return new Measured(benchmark, p, unit, estimate);
    }

    /** Whether this is the {@code raw-array} reference of {@code r}: same benchmark class, and all its parameters equal in {@code r}. */
    public boolean isReferenceFor(Measured r) {
        String cls = r.benchmark.substring(0, r.benchmark.lastIndexOf('.'));
        return contender().equals(RAW_ARRAY) && benchmark.equals(cls + ".rawArray")
                && r.params.entrySet().containsAll(params.entrySet());
    }

    /** The samples of one JMH result, {@code [fork][iteration]}. */
    public static double[][] samples(JsonNode result) {
        JsonNode raw = result.path("primaryMetric").path("rawData");
        if (!raw.isArray() || raw.isEmpty()) {
            throw new IllegalArgumentException("no primaryMetric.rawData in result " + result.path("benchmark").asText("?"));
        }
        double[][] s = new double[raw.size()][];
        for (int f = 0; f < raw.size(); f++) {
            JsonNode fork = raw.get(f);
            s[f] = new double[fork.size()];
            for (int i = 0; i < fork.size(); i++) {
                JsonNode v = fork.get(i);
                s[f][i] = v.isNumber() ? v.asDouble() : Double.parseDouble(v.asText());
            }
        }
        return s;
    }

    /** Every result of a run directory's {@code jmh-results.json}; a clear {@link IOException} for anything unusable. */
    public static List<Measured> read(Path runDir) throws IOException {
        Path file = runDir.resolve(RunData.RESULTS_FILE);
        if (!Files.isRegularFile(file)) throw new IOException("no " + RunData.RESULTS_FILE + " in " + runDir);
        JsonNode root;
        try {
            root = Json.MAPPER.readTree(file.toFile());
        } catch (IOException e) {
            throw new IOException(file + " is not valid JSON: " + e.getMessage(), e);
        }
        if (root == null || !root.isArray() || root.isEmpty()) throw new IOException(file + " holds no JMH results");
        List<Measured> out = new ArrayList<>();
        for (JsonNode n : root) {
            String benchmark = n.path("benchmark").asText("?");
            try {
                Map<String, String> params = new TreeMap<>();
                for (Iterator<Map.Entry<String, JsonNode>> it = n.path("params").fields(); it.hasNext(); ) {
                    var e = it.next();
                    params.put(e.getKey(), e.getValue().asText());
                }
                out.add(new Measured(benchmark, params, n.path("primaryMetric").path("scoreUnit").asText("?"), Estimate.of(samples(n))));
            } catch (IllegalArgumentException e) {
                throw new IOException(file + ": result " + benchmark + ": " + e.getMessage(), e);
            }
        }
        return out;
    }
}

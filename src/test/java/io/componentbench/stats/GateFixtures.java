package io.componentbench.stats;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.componentbench.results.Json;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.function.BiFunction;

/**
 * Run directories shaped like a gate self-test's (iterate and shuffled lookup at 1K and 1M,
 * packed-sparse-set and hash-map, raw-array references), written as JMH JSON with rawData of 3
 * forks x 3 iterations. Every result is {@code base x factor}, spread by +-1% between forks and
 * +-0.5% within them unless a result is marked noisy (+-30% between forks).
 */
final class GateFixtures {
    static final String PACKED = "packed-sparse-set";
    static final String SLOWED = "packed-sparse-set-slowed";
    static final List<String> ITERATE_PARAMS = List.of("distribution", "size", "state");

    /** How one result of a run is made: its factor over the base value, and whether its forks disagree widely. */
    record Shape(double factor, boolean noisy) {}

    private GateFixtures() {}

    /**
     * Writes a run of {@code contenders} (plus raw-array) into {@code dir}; {@code shape} maps
     * (contender as written, label-like key {@code workload contender size}) to the result's shape.
     */
    static Path write(Path dir, List<String> contenders, BiFunction<String, String, Shape> shape) throws IOException {
        ArrayNode results = Json.MAPPER.createArrayNode();
        for (int size : List.of(1000, 1_000_000)) {
            for (String c : contenders) {
                String base = c.equals(SLOWED) ? PACKED : c;
                add(results, "IterateBenchmark.contender", Map.of("contender", c, "distribution", "dense", "size", "" + size, "state", "fresh"),
                        base(base, "iterate") * size, shape.apply(c, "iterate " + base + " " + size));
                add(results, "LookupBenchmark.contender", Map.of("contender", c, "distribution", "dense", "size", "" + size, "state", "fresh", "order", "shuffled"),
                        base(base, "lookup") * size, shape.apply(c, "lookup " + base + " " + size));
            }
            add(results, "IterateBenchmark.rawArray", Map.of("distribution", "dense", "size", "" + size), 0.55 * size,
                    shape.apply("raw-array", "iterate raw-array " + size));
            add(results, "LookupBenchmark.rawArray", Map.of("distribution", "dense", "size", "" + size, "order", "shuffled"), 2.5 * size,
                    shape.apply("raw-array", "lookup raw-array " + size));
        }
        Json.write(dir.resolve("jmh-results.json"), results);
        return dir;
    }

    static Shape same() {
        return new Shape(1, false);
    }

    private static double base(String contender, String workload) {
        return (contender.equals(PACKED) ? 1 : 20) * (workload.equals("iterate") ? 0.7 : 3.0);
    }

    private static void add(ArrayNode results, String method, Map<String, String> params, double value, Shape shape) {
        ObjectNode n = results.addObject();
        n.put("benchmark", "io.componentbench.bench." + method);
        n.put("mode", "avgt");
        ObjectNode p = n.putObject("params");
        params.entrySet().stream().sorted(Map.Entry.comparingByKey()).forEach(e -> p.put(e.getKey(), e.getValue()));
        ObjectNode primary = n.putObject("primaryMetric");
        double v = value * shape.factor();
        primary.put("score", v);
        primary.put("scoreUnit", "ns/op");
        ArrayNode raw = primary.putArray("rawData");
        double spread = shape.noisy() ? 0.30 : 0.01;
        for (double fork : new double[] {-spread, 0, spread}) {
            ArrayNode f = raw.addArray();
            for (double it : new double[] {-0.005, 0, 0.005}) f.add(v * (1 + fork) * (1 + it));
        }
    }
}

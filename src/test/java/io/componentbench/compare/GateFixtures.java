package io.componentbench.compare;

import io.componentbench.results.RunData;
import io.componentbench.results.RunDirs;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.function.BiFunction;

/**
 * Run directories shaped like a gate self-test's (iterate and shuffled lookup at 1K and 1M,
 * packed-sparse-set and hash-map, raw-array references), with rawData of 3 forks x 3 iterations.
 * Every result is {@code base x factor}, spread by +-1% between forks and +-0.5% within them unless
 * a result is marked noisy (+-30% between forks).
 */
final class GateFixtures {
    static final String PACKED = "packed-sparse-set";
    static final String SLOWED = "packed-sparse-set-slowed";

    /** How one result of a run is made: its factor over the base value, and whether its forks disagree widely. */
    record Shape(double factor, boolean noisy) {}

    private GateFixtures() {}

    /**
     * Writes a run of {@code contenders} (plus raw-array) into {@code dir} and reads it back;
     * {@code shape} maps (contender as written, key {@code workload contender size}) to the result's shape.
     */
    static RunData write(Path dir, List<String> contenders, BiFunction<String, String, Shape> shape)
            throws IOException {
        RunDirs run = RunDirs.create();
        for (int size : List.of(1000, 1_000_000)) {
            for (String c : contenders) {
                String base = c.equals(SLOWED) ? PACKED : c;
                add(
                        run,
                        "IterateBenchmark.contender",
                        Map.of("contender", c, "distribution", "dense", "size", "" + size, "state", "fresh"),
                        base(base, "iterate") * size,
                        shape.apply(c, "iterate " + base + " " + size));
                add(
                        run,
                        "LookupBenchmark.contender",
                        Map.of(
                                "contender",
                                c,
                                "distribution",
                                "dense",
                                "size",
                                "" + size,
                                "state",
                                "fresh",
                                "order",
                                "shuffled"),
                        base(base, "lookup") * size,
                        shape.apply(c, "lookup " + base + " " + size));
            }
            add(
                    run,
                    "IterateBenchmark.rawArray",
                    Map.of("distribution", "dense", "size", "" + size),
                    0.55 * size,
                    shape.apply("raw-array", "iterate raw-array " + size));
            add(
                    run,
                    "LookupBenchmark.rawArray",
                    Map.of("distribution", "dense", "size", "" + size, "order", "shuffled"),
                    2.5 * size,
                    shape.apply("raw-array", "lookup raw-array " + size));
        }
        return RunData.load(run.write(dir));
    }

    static Shape same() {
        return new Shape(1, false);
    }

    private static double base(String contender, String workload) {
        return (contender.equals(PACKED) ? 1 : 20) * (workload.equals("iterate") ? 0.7 : 3.0);
    }

    private static void add(RunDirs run, String method, Map<String, String> params, double value, Shape shape) {
        double v = value * shape.factor();
        double spread = shape.noisy() ? 0.30 : 0.01;
        double[][] samples = new double[3][];
        int f = 0;
        for (double fork : new double[] {-spread, 0, spread}) {
            samples[f++] = new double[] {v * (1 + fork) * 0.995, v * (1 + fork), v * (1 + fork) * 1.005};
        }
        run.result("io.componentbench.bench." + method, params, "avgt", "ns/op", samples);
    }
}

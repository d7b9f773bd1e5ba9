package io.componentbench.ab;

import io.componentbench.workload.Workload;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.stream.Collectors;

/**
 * The unit an A/B run pairs: one benchmark method with one value for each of its parameters, which
 * JMH runs as one fork. Each round runs every cell once on each side, back to back.
 *
 * @param benchmark JMH's fully qualified benchmark name
 * @param params every parameter the benchmark declares, sorted by name
 */
public record AbCell(String benchmark, SortedMap<String, String> params) {
    public AbCell {
        params = new TreeMap<>(params);
    }

    public static AbCell of(String benchmark, Map<String, String> params) {
        return new AbCell(benchmark, new TreeMap<>(params));
    }

    /** Identity across runs, in the format of the comparison's result keys: benchmark and every parameter. */
    public String key() {
        return key(benchmark, params);
    }

    static String key(String benchmark, Map<String, String> params) {
        return benchmark + new TreeMap<>(params).entrySet().stream().map(e -> e.getKey() + "=" + e.getValue())
                .collect(Collectors.joining(",", "{", "}"));
    }

    /** A short name for progress lines and tables: workload, contender, then the other parameters. */
    public String label() {
        return label(benchmark, params);
    }

    static String label(String benchmark, Map<String, String> params) {
        String workload;
        try {
            workload = Workload.ofBenchmark(benchmark).id();
        } catch (IllegalArgumentException e) {
            workload = benchmark;
        }
        String contender = benchmark.endsWith(".rawArray") ? "raw-array" : params.getOrDefault("contender", "");
        String rest = new TreeMap<>(params).entrySet().stream().filter(e -> !e.getKey().equals("contender"))
                .map(e -> e.getKey() + "=" + e.getValue()).collect(Collectors.joining(" "));
        return (workload + " " + contender + " " + rest).replaceAll(" +", " ").trim();
    }
}

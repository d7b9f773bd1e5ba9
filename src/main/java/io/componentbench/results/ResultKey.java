package io.componentbench.results;

import com.fasterxml.jackson.databind.JsonNode;
import io.componentbench.workload.Parameter;
import io.componentbench.workload.Workload;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.stream.Collectors;

/**
 * The identity of a result row across runs and builds, built here and nowhere else: JMH's fully
 * qualified benchmark name and every parameter sorted by name, {@code benchmark{k=v,k=v}}. A run's
 * results ({@link Result#key()}), the comparison's rows, an A/B's cells and its paired rows all
 * match on it; {@link #label} is its short form for progress lines and tables.
 */
public final class ResultKey {
    private ResultKey() {}

    /** The key of {@code benchmark} with {@code params} (in any order). */
    public static String of(String benchmark, Map<String, String> params) {
        return benchmark
                + new TreeMap<>(params)
                        .entrySet().stream()
                                .map(e -> e.getKey() + "=" + e.getValue())
                                .collect(Collectors.joining(",", "{", "}"));
    }

    /** The key of one result of JMH's JSON. */
    public static String of(JsonNode jmhResult) {
        return of(jmhResult.path("benchmark").asText(), params(jmhResult));
    }

    /** The parameters of one result of JMH's JSON, sorted by name, values as text. */
    public static SortedMap<String, String> params(JsonNode jmhResult) {
        SortedMap<String, String> p = new TreeMap<>();
        jmhResult
                .path("params")
                .properties()
                .forEach(e -> p.put(e.getKey(), e.getValue().asText()));
        return p;
    }

    /** A short name for progress lines and tables: workload, contender, then the other parameters. */
    public static String label(String benchmark, Map<String, String> params) {
        String workload;
        try {
            workload = Workload.ofBenchmark(benchmark).id();
        } catch (IllegalArgumentException e) {
            workload = benchmark;
        }
        String contender = Workload.isReference(benchmark)
                ? Variant.REFERENCE
                : params.getOrDefault(Parameter.CONTENDER.name(), "");
        String rest = new TreeMap<>(params)
                .entrySet().stream()
                        .filter(e -> !e.getKey().equals(Parameter.CONTENDER.name()))
                        .map(e -> e.getKey() + "=" + e.getValue())
                        .collect(Collectors.joining(" "));
        return (workload + " " + contender + " " + rest).replaceAll(" +", " ").trim();
    }
}

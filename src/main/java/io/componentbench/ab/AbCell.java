package io.componentbench.ab;

import io.componentbench.results.ResultKey;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;

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

    /** Identity across runs and builds ({@link ResultKey}): benchmark and every parameter. */
    public String key() {
        return ResultKey.of(benchmark, params);
    }

    /** A short name for progress lines and tables ({@link ResultKey#label}). */
    public String label() {
        return ResultKey.label(benchmark, params);
    }
}

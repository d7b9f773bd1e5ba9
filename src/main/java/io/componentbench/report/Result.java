package io.componentbench.report;

import io.componentbench.workload.Workload;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;

/**
 * One JMH result, normalized: which workload and contender ({@code raw-array} for the reference
 * method), its parameters, and its time per element with the 99.9% confidence half-width. JMH
 * reports time per operation (a whole pass); dividing by {@link Workload#elementsPerOperation}
 * gives per element.
 *
 * @param benchmark JMH's fully qualified benchmark name
 * @param params every JMH parameter, sorted by name
 * @param nsPerElement mean time per element
 * @param errorPerElement 99.9% confidence half-width per element, NaN when JMH had too few iterations
 * @param allocBytesPerElement {@code gc.alloc.rate.norm} per element, NaN when not profiled
 * @param counters hardware counter metrics per element (perfnorm), empty when unavailable
 * @param mode JMH's mode ({@code avgt}, {@code thrpt}, ...)
 * @param score JMH's primary score as reported (per operation, in {@code unit})
 * @param scoreError JMH's 99.9% half-width as reported, NaN when unknown
 * @param unit JMH's score unit
 */
public record Result(String benchmark, Workload workload, String contender, Map<String, String> params,
                     double nsPerElement, double errorPerElement, double allocBytesPerElement,
                     Map<String, Double> counters, String mode, double score, double scoreError, String unit) {
    public static final String RAW_ARRAY = "raw-array";

    public int size() { return Integer.parseInt(params.get("size")); }

    public String param(String name) { return params.get(name); }

    /** Identity across runs: benchmark name and every parameter. */
    public String key() {
        return benchmark + params.entrySet().stream().map(e -> e.getKey() + "=" + e.getValue())
                .collect(Collectors.joining(",", "{", "}"));
    }

    /** The parameters that make a variant of a workload: everything but contender and size. */
    public Map<String, String> variant() {
        Map<String, String> v = new TreeMap<>(params);
        v.remove("contender");
        v.remove("size");
        return v;
    }

    /**
     * Whether this is the {@code raw-array} reference for {@code r}: same workload and size, and
     * every parameter of the reference (it has fewer: no contender, no container state) equal in {@code r}.
     */
    public boolean isReferenceFor(Result r) {
        return contender.equals(RAW_ARRAY) && workload == r.workload() && size() == r.size()
                && r.variant().entrySet().containsAll(variant().entrySet());
    }

    /** Throughput-like metrics (JMH mode {@code thrpt}, or a unit per time) are better when higher. */
    public boolean higherIsBetter() {
        return mode.equals("thrpt") || unit.endsWith("/s") || unit.endsWith("/ms") || unit.endsWith("/us") || unit.endsWith("/ns");
    }

    /** Lower end of the confidence interval (NaN error: the score itself). */
    public double low() { return Double.isNaN(errorPerElement) ? nsPerElement : nsPerElement - errorPerElement; }

    /** Upper end of the confidence interval (NaN error: the score itself). */
    public double high() { return Double.isNaN(errorPerElement) ? nsPerElement : nsPerElement + errorPerElement; }
}

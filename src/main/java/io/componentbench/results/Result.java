package io.componentbench.results;

import io.componentbench.contender.ContenderKind;
import io.componentbench.stats.Estimate;
import io.componentbench.stats.IntervalMethod;
import io.componentbench.workload.Parameter;
import io.componentbench.workload.Workload;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.stream.Collectors;

/**
 * One JMH result, normalized: what it measured ({@link Variant}), and its time per element with the
 * 99.9% confidence half-width. JMH reports time per operation (a whole pass); dividing by
 * {@link Variant#elementsPerOperation} gives per element.
 *
 * @param benchmark JMH's fully qualified benchmark name
 * @param variant what was measured: workload, contender, size, distribution, state, order, ...
 * @param nsPerElement mean time per element
 * @param errorPerElement 99.9% confidence half-width per element, NaN when JMH had too few iterations
 * @param allocBytesPerElement {@code gc.alloc.rate.norm} per element, NaN when not profiled
 * @param counters hardware counter metrics per element (perfnorm), empty when unavailable
 * @param mode JMH's mode ({@code avgt}, {@code thrpt}, ...)
 * @param score JMH's primary score as reported (per operation, in {@code unit})
 * @param scoreError JMH's 99.9% half-width as reported, NaN when unknown
 * @param unit JMH's score unit
 * @param rawData JMH's raw samples as reported ({@code primaryMetric.rawData}): one list per fork,
 *        one score per measured iteration, per operation in {@code unit}; empty when the file has none
 * @param gc collections and time in them during the measured iterations ({@link GcTime#UNKNOWN} when not profiled)
 * @param sideBySide the paired ratios of a result measured side by side ({@link SideBySideSamples#NONE} otherwise)
 */
public record Result(
        String benchmark,
        Variant variant,
        double nsPerElement,
        double errorPerElement,
        double allocBytesPerElement,
        Map<String, Double> counters,
        String mode,
        double score,
        double scoreError,
        String unit,
        List<List<Double>> rawData,
        GcTime gc,
        SideBySideSamples sideBySide) {
    /** The name the {@code raw-array} reference goes by. */
    public static final String RAW_ARRAY = Variant.REFERENCE;

    /**
     * A result from JMH's figures: the score, its error and the raw samples are converted to
     * nanoseconds per element (time-per-operation units are scaled; throughput units inverted).
     *
     * @param allocPerOperation {@code gc.alloc.rate.norm} in bytes per operation, NaN when absent
     * @param countersPerOperation perfnorm metrics per operation
     */
    public static Result of(
            String benchmark,
            Variant variant,
            String mode,
            String unit,
            double score,
            double error,
            List<List<Double>> rawData,
            double allocPerOperation,
            Map<String, Double> countersPerOperation) {
        return of(
                benchmark,
                variant,
                mode,
                unit,
                score,
                error,
                rawData,
                allocPerOperation,
                countersPerOperation,
                GcTime.UNKNOWN,
                SideBySideSamples.NONE);
    }

    /** As {@link #of(String, Variant, String, String, double, double, List, double, Map)}, with the GC profiler's figures. */
    public static Result of(
            String benchmark,
            Variant variant,
            String mode,
            String unit,
            double score,
            double error,
            List<List<Double>> rawData,
            double allocPerOperation,
            Map<String, Double> countersPerOperation,
            GcTime gc,
            SideBySideSamples sideBySide) {
        if (Double.isNaN(score)) throw new IllegalArgumentException("score is not a number");
        double elements = variant.elementsPerOperation(mode);
        double nsPerOp = nsPerOperation(score, unit);
        double nsError = perTime(unit) ? nsPerOp * error / score : error * nsPerUnit(unit);
        Map<String, Double> counters = countersPerOperation.entrySet().stream()
                .collect(Collectors.toMap(Map.Entry::getKey, e -> e.getValue() / elements, (a, b) -> a, TreeMap::new));
        return new Result(
                benchmark,
                variant,
                nsPerOp / elements,
                nsError / elements,
                allocPerOperation / elements,
                counters,
                mode,
                score,
                error,
                unit,
                rawData.stream().map(List::copyOf).toList(),
                gc,
                sideBySide);
    }

    /** Whether the unit is operations per time (throughput) rather than time per operation. */
    private static boolean perTime(String unit) {
        return !unit.contains("/op");
    }

    /** Nanoseconds in the unit's time part; a unit that is not time per operation or operations per time is refused. */
    private static double nsPerUnit(String unit) {
        int slash = unit.indexOf('/');
        String time = slash < 0 ? "" : perTime(unit) ? unit.substring(slash + 1) : unit.substring(0, slash);
        return switch (time) {
            case "ns" -> 1;
            case "us" -> 1e3;
            case "ms" -> 1e6;
            case "s" -> 1e9;
            case "min" -> 60e9;
            default ->
                throw new IllegalArgumentException("unknown score unit '" + unit
                        + "' (expected a time per operation such as ns/op," + " or operations per time such as ops/s)");
        };
    }

    static double nsPerOperation(double value, String unit) {
        return perTime(unit) ? nsPerUnit(unit) / value : value * nsPerUnit(unit);
    }

    public Workload workload() {
        return variant.workload();
    }

    public int size() {
        return variant.size();
    }

    /** The contender measured; empty for the {@code raw-array} reference. */
    public Optional<ContenderKind> contender() {
        return variant.contender();
    }

    /** The contender's id, or {@value Variant#REFERENCE}. */
    public String contenderId() {
        return variant.contenderId();
    }

    public boolean isReference() {
        return variant.isReference();
    }

    public Scenario scenario() {
        return variant.scenario();
    }

    /** Every JMH parameter by name, sorted by name. */
    public Map<String, String> params() {
        return variant.params();
    }

    /** Identity across runs ({@link ResultKey}): benchmark name and every parameter. */
    public String key() {
        return ResultKey.of(benchmark, params());
    }

    /**
     * Whether this is the {@code raw-array} reference for {@code r}: same workload and size, and
     * every parameter of the reference (it has fewer: no contender, no container state) equal in {@code r}.
     */
    public boolean isReferenceFor(Result r) {
        return isReference() && size() == r.size() && scenario().covers(r.scenario());
    }

    /** The raw samples in nanoseconds per element, one list per fork (converted as the score is). */
    public List<List<Double>> rawNsPerElement() {
        double elements = variant.elementsPerOperation(mode);
        return rawData.stream()
                .map(fork -> fork.stream()
                        .map(v -> nsPerOperation(v, unit) / elements)
                        .toList())
                .toList();
    }

    /**
     * Time per element with the project's interval ({@link Estimate}: over forks when there are
     * several, robust to an outlier iteration), from the raw samples; a result without raw samples
     * has its center but no interval, and its method says so.
     */
    public Estimate estimate() {
        if (rawData.isEmpty() || rawData.stream().anyMatch(List::isEmpty)) return centerOnly();
        double[][] samples = rawNsPerElement().stream()
                .map(f -> f.stream().mapToDouble(Double::doubleValue).toArray())
                .toArray(double[][]::new);
        return Estimate.of(samples);
    }

    /** {@link #estimate()}; its center alone when its samples cannot be used (none kept, or a non-finite one). */
    public Estimate estimateOrCenter() {
        try {
            return estimate();
        } catch (IllegalArgumentException e) {
            return centerOnly();
        }
    }

    private Estimate centerOnly() {
        return new Estimate(
                nsPerElement, Double.NaN, Double.NaN, Estimate.LEVEL, IntervalMethod.NO_SAMPLES, 1, 1, List.of());
    }

    /**
     * This result as if its run had stopped after {@code forks} forks: the raw samples of its first
     * {@code forks} forks (in an interleaved run, its forks of the first {@code forks} rounds), which
     * is what {@link #estimate()} reads; the result itself when it has no more. The figures JMH
     * computed (score and error, and so {@code nsPerElement} and {@code errorPerElement}; allocation,
     * counters and GC) still describe every fork.
     */
    public Result firstForks(int forks) {
        if (forks < 1) throw new IllegalArgumentException("forks must be at least 1, got " + forks);
        if (rawData.size() <= forks) return this;
        return new Result(
                benchmark,
                variant,
                nsPerElement,
                errorPerElement,
                allocBytesPerElement,
                counters,
                mode,
                score,
                scoreError,
                unit,
                rawData.subList(0, forks),
                gc,
                sideBySide.firstForks(forks));
    }

    /**
     * {@code this / other} from samples paired within one side-by-side cell (the same forks and
     * rounds), when both were measured there: against the cell's {@code raw-array} anchor, or
     * against another contender of the same cell; empty otherwise (use the two estimates).
     */
    public Optional<io.componentbench.stats.Ratio> pairedRatio(Result other) {
        if (!sideBySide.present()) return Optional.empty();
        if (other.isReferenceFor(this)) return sideBySide.ratioToReference();
        if (other.isReference() || !sameCell(other)) return Optional.empty();
        return SideBySideSamples.between(sideBySide, other.sideBySide);
    }

    /** Whether {@code other} measured the same cell: every parameter but the contender equal. */
    private boolean sameCell(Result other) {
        Map<String, String> a = new TreeMap<>(params());
        Map<String, String> b = new TreeMap<>(other.params());
        a.remove(Parameter.CONTENDER.name());
        b.remove(Parameter.CONTENDER.name());
        return benchmark.equals(other.benchmark) && a.equals(b);
    }

    /** Throughput-like metrics (JMH mode {@code thrpt}, or a unit per time) are better when higher. */
    public boolean higherIsBetter() {
        return mode.equals("thrpt")
                || unit.endsWith("/s")
                || unit.endsWith("/ms")
                || unit.endsWith("/us")
                || unit.endsWith("/ns");
    }
}

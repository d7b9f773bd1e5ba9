package io.componentbench.results;

/**
 * What JMH's GC profiler saw during a result's measured iterations, all forks together: how many
 * collections, how long they took, and how long the measured iterations themselves lasted, so
 * the report can flag a result whose figure is partly garbage collection. Measured side by side,
 * the same figures for the result's subject alone: the collections that ended inside its timed
 * parts and those parts' own duration.
 *
 * @param collections {@code gc.count} summed over measured iterations and forks; NaN when not profiled
 * @param millis {@code gc.time} in ms, summed likewise (JMH omits it when there was no collection:
 *        then 0); NaN when not profiled
 * @param measuredMillis the measured iterations' own duration, all forks: iterations times the
 *        iteration time in time-based modes ({@code avgt}), the sum of the iteration times in
 *        single-shot mode ({@code ss}), the subject's timed parts side by side; NaN when unknown
 */
public record GcTime(double collections, double millis, double measuredMillis) {
    /** A result without GC profiler figures. */
    public static final GcTime UNKNOWN = new GcTime(Double.NaN, Double.NaN, Double.NaN);

    /** The share of the measured time spent in collections (0.05 = 5%); NaN when either is unknown. */
    public double fraction() {
        return measuredMillis > 0 ? millis / measuredMillis : Double.NaN;
    }
}

package io.componentbench.stats;

/**
 * One side of an interval on the log scale: the standard error of the log of the center toward that
 * side, and the degrees of freedom of the t distribution it goes with. A {@link Ratio} keeps one per
 * side (its lower and its upper end), so a ratio of ratios and an interval at another level
 * ({@link Ratio#atLevel}) use each side's own t instead of one value for both.
 *
 * @param logSe standard error of the log toward this side ({@code +Infinity} when the interval is
 *     unbounded on this side, 0 for an exact value, NaN when there is no interval)
 * @param df degrees of freedom ({@code +Infinity} for a normal quantile, NaN when there is no interval)
 */
public record Spread(double logSe, double df) {
    /** No interval on this side. */
    public static final Spread NONE = new Spread(Double.NaN, Double.NaN);

    /** Whether this side has a finite standard error. */
    public boolean bounded() {
        return Double.isFinite(logSe);
    }

    /** The distance on the log scale from the center to this side's end at {@code level} (two-sided). */
    public double halfWidth(double level) {
        if (Double.isNaN(logSe)) return Double.NaN;
        if (Double.isInfinite(logSe)) return Double.POSITIVE_INFINITY;
        if (logSe == 0) return 0;
        return Estimate.tQuantile(df, level) * logSe;
    }

    /**
     * Two independent sides combined in quadrature, with Welch-Satterthwaite degrees of freedom:
     * the spread of {@code log a - log b} toward one side from {@code a}'s and {@code b}'s.
     */
    static Spread combine(Spread a, Spread b) {
        if (Double.isNaN(a.logSe) || Double.isNaN(b.logSe)) return NONE;
        double v = a.logSe * a.logSe + b.logSe * b.logSe;
        if (Double.isInfinite(v)) return new Spread(Double.POSITIVE_INFINITY, Double.NaN);
        if (v == 0) return new Spread(0, Double.POSITIVE_INFINITY);
        double df = v * v / (term(a) + term(b));
        return new Spread(Math.sqrt(v), df);
    }

    private static double term(Spread s) {
        return s.logSe == 0 ? 0 : Math.pow(s.logSe, 4) / s.df;
    }

    /**
     * The spread an interval's end implies when only its ends are known: the log distance from the
     * center to {@code end}, over the t quantile of its level and degrees of freedom (the "recovered
     * variance" of Donner and Zou's MOVER).
     */
    static Spread recovered(double center, double end, double level, double df) {
        if (Double.isNaN(end) || !(center > 0)) return NONE;
        double d = Math.abs(Math.log(center) - (end > 0 ? Math.log(end) : Double.NEGATIVE_INFINITY));
        if (Double.isInfinite(d)) return new Spread(Double.POSITIVE_INFINITY, df);
        return new Spread(d / Estimate.tQuantile(df, level), df);
    }
}

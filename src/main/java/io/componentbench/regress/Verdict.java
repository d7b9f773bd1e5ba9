package io.componentbench.regress;

/** What a comparison concludes about one result. */
public enum Verdict {
    /** Worse by more than the threshold, and the 99.9% confidence intervals do not overlap. */
    REGRESSION,
    /** Better by more than the threshold, and the intervals do not overlap. */
    IMPROVEMENT,
    /** Within the threshold, or the intervals overlap: indistinguishable from noise. */
    UNCHANGED,
    /**
     * An error estimate is NaN (too few iterations) or an interval is unbounded (a ratio whose
     * reference interval reaches zero): no honest verdict is possible, so it is counted, never fine.
     */
    UNKNOWN;

    public String id() { return name().toLowerCase(java.util.Locale.ROOT); }

    /**
     * The verdict for a change from interval [bLow, bHigh] around {@code base} to [cLow, cHigh]
     * around {@code current}.
     */
    static Verdict of(double base, double bLow, double bHigh, double current, double cLow, double cHigh,
                      boolean higherIsBetter, double threshold) {
        if (!Double.isFinite(bLow) || !Double.isFinite(bHigh) || !Double.isFinite(cLow) || !Double.isFinite(cHigh)) return UNKNOWN;
        double change = (current - base) / base;
        double worse = higherIsBetter ? -change : change;
        boolean separate = cLow > bHigh || cHigh < bLow;
        if (!separate || Math.abs(change) <= threshold) return UNCHANGED;
        return worse > 0 ? REGRESSION : IMPROVEMENT;
    }
}

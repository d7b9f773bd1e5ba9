package io.componentbench.regress;

/** What a comparison concludes about one result. */
public enum Verdict {
    /** Worse by more than the threshold, and the 99.9% confidence intervals do not overlap. */
    REGRESSION,
    /** Better by more than the threshold, and the intervals do not overlap. */
    IMPROVEMENT,
    /** Within the threshold, or the intervals overlap: indistinguishable from noise. */
    UNCHANGED,
    /** An error estimate is NaN (too few iterations): no honest verdict is possible. */
    UNKNOWN;

    public String id() { return name().toLowerCase(java.util.Locale.ROOT); }

    /**
     * The verdict for a change from interval [bLow, bHigh] around {@code base} to [cLow, cHigh]
     * around {@code current}.
     */
    static Verdict of(double base, double bLow, double bHigh, double current, double cLow, double cHigh,
                      boolean higherIsBetter, double threshold) {
        if (Double.isNaN(bLow) || Double.isNaN(bHigh) || Double.isNaN(cLow) || Double.isNaN(cHigh)) return UNKNOWN;
        double change = (current - base) / base;
        double worse = higherIsBetter ? -change : change;
        boolean separate = cLow > bHigh || cHigh < bLow;
        if (!separate || Math.abs(change) <= threshold) return UNCHANGED;
        return worse > 0 ? REGRESSION : IMPROVEMENT;
    }
}

package io.componentbench.stats;

/**
 * What a comparison concludes about one result from the ratio current / baseline and a threshold
 * (e.g. 0.10): a regression only when the whole ratio interval lies beyond {@code 1 + threshold} on
 * the worse side, an improvement only when it lies beyond {@code 1 / (1 + threshold)} on the
 * better side, unchanged only when the whole interval lies inside that band. An interval that
 * straddles either threshold is INCONCLUSIVE (the data cannot tell), and one that cannot be
 * computed is UNKNOWN; neither is a pass.
 */
public enum Change {
    REGRESSION,
    IMPROVEMENT,
    /** The interval straddles a threshold: neither proven beyond it nor proven inside the band. */
    INCONCLUSIVE,
    UNCHANGED,
    UNKNOWN;

    /**
     * @param currentOverBaseline the ratio of the current result to the baseline's
     * @param threshold the relative change that matters, {@code >= 0}
     * @param higherIsBetter true for throughput-like values, false for times
     */
    public static Change of(Ratio currentOverBaseline, double threshold, boolean higherIsBetter) {
        if (!(threshold >= 0)) throw new IllegalArgumentException("threshold must be >= 0, got " + threshold);
        if (currentOverBaseline.bound() == Ratio.Bound.UNDEFINED) return UNKNOWN;
        Outcome below = Requirement.atMost(1 + threshold).judge(currentOverBaseline);
        Outcome above = Requirement.atLeast(1 / (1 + threshold)).judge(currentOverBaseline);
        if (below == Outcome.MISSED) return higherIsBetter ? IMPROVEMENT : REGRESSION;
        if (above == Outcome.MISSED) return higherIsBetter ? REGRESSION : IMPROVEMENT;
        return below == Outcome.MET && above == Outcome.MET ? UNCHANGED : INCONCLUSIVE;
    }

    /** Whether a gate would flag this (either direction). */
    public boolean flagged() {
        return this == REGRESSION || this == IMPROVEMENT;
    }

    /** Whether no verdict on the threshold was reached: the interval straddles it, or there is none. */
    public boolean undecided() {
        return this == INCONCLUSIVE || this == UNKNOWN;
    }
}

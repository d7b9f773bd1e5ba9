package io.componentbench.stats;

/**
 * What a comparison concludes about one result from the ratio current / baseline and a threshold
 * (e.g. 0.10): a regression only when the whole ratio interval lies beyond {@code 1 + threshold} on
 * the worse side, an improvement only when it lies beyond {@code 1 / (1 + threshold)} on the
 * better side. So a change is called only when the data prove it exceeds the threshold; an interval
 * that straddles it is UNCHANGED (not proven), and one that cannot be computed is UNKNOWN.
 */
public enum Change {
    REGRESSION,
    IMPROVEMENT,
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
        boolean up = Requirement.atMost(1 + threshold).judge(currentOverBaseline) == Outcome.MISSED;
        boolean down = Requirement.atLeast(1 / (1 + threshold)).judge(currentOverBaseline) == Outcome.MISSED;
        if (up) return higherIsBetter ? IMPROVEMENT : REGRESSION;
        if (down) return higherIsBetter ? REGRESSION : IMPROVEMENT;
        return UNCHANGED;
    }

    /** Whether a gate would flag this (either direction). */
    public boolean flagged() {
        return this == REGRESSION || this == IMPROVEMENT;
    }
}

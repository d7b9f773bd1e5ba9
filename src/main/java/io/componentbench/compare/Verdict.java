package io.componentbench.compare;

import io.componentbench.stats.Change;

/**
 * What a comparison concludes about one result. {@link Comparison} decides it with
 * {@link Change}: a change is called only when the whole interval of current / baseline lies beyond
 * the threshold, no change only when it lies wholly within it.
 */
public enum Verdict {
    /** Worse beyond the threshold: the whole interval of current / baseline lies above {@code 1 + threshold}. */
    REGRESSION,
    /** Better beyond the threshold: the whole interval lies below {@code 1 / (1 + threshold)}. */
    IMPROVEMENT,
    /**
     * The interval straddles a threshold: not proven beyond it, not proven within it. A gate fails on
     * such a row when its point change is worse than the threshold ({@link Comparison#failures}).
     */
    INCONCLUSIVE,
    /** Within the threshold: the whole interval lies between {@code 1 / (1 + threshold)} and {@code 1 + threshold}. */
    UNCHANGED,
    /**
     * No honest verdict is possible (no interval, or one reaching zero, so the ratio is unbounded):
     * counted with its reason, never fine.
     */
    UNKNOWN;

    public String id() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }

    /** The verdict of a {@link Change}. */
    public static Verdict of(Change c) {
        return switch (c) {
            case REGRESSION -> REGRESSION;
            case IMPROVEMENT -> IMPROVEMENT;
            case INCONCLUSIVE -> INCONCLUSIVE;
            case UNCHANGED -> UNCHANGED;
            case UNKNOWN -> UNKNOWN;
        };
    }

    /** This verdict as a {@link Change}, the statistics' own name for it. */
    public Change asChange() {
        return switch (this) {
            case REGRESSION -> Change.REGRESSION;
            case IMPROVEMENT -> Change.IMPROVEMENT;
            case INCONCLUSIVE -> Change.INCONCLUSIVE;
            case UNCHANGED -> Change.UNCHANGED;
            case UNKNOWN -> Change.UNKNOWN;
        };
    }
}

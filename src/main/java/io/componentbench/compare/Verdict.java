package io.componentbench.compare;

import io.componentbench.stats.Change;

/**
 * What a comparison concludes about one result. {@link Comparison} decides it with
 * {@link Change}: a change is called only when the whole interval of current / baseline lies beyond
 * the threshold.
 */
public enum Verdict {
    /** Worse beyond the threshold: the whole interval of current / baseline lies above {@code 1 + threshold}. */
    REGRESSION,
    /** Better beyond the threshold: the whole interval lies below {@code 1 / (1 + threshold)}. */
    IMPROVEMENT,
    /** Not proven to exceed the threshold either way: within it, or an interval that straddles it. */
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
            case UNCHANGED -> UNCHANGED;
            case UNKNOWN -> UNKNOWN;
        };
    }

    /** This verdict as a {@link Change}, the statistics' own name for it. */
    public Change asChange() {
        return switch (this) {
            case REGRESSION -> Change.REGRESSION;
            case IMPROVEMENT -> Change.IMPROVEMENT;
            case UNCHANGED -> Change.UNCHANGED;
            case UNKNOWN -> Change.UNKNOWN;
        };
    }
}

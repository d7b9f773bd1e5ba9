package io.componentbench.stats;

import java.util.Locale;

/**
 * A threshold a ratio must respect, e.g. "packed-sparse-set iteration within 1.2x of raw arrays"
 * ({@code atMost(1.2)}) or "iteration at least 3x faster than every map" ({@code atLeast(3)}).
 * {@link #judge} is MET or MISSED only when the whole interval of the ratio lies on one side.
 *
 * @param side whether the ratio must stay at or below, or at or above, the threshold
 * @param threshold the bound
 */
public record Requirement(Direction side, double threshold) {

    /** Which side of the threshold is required. */
    public enum Direction {
        AT_MOST,
        AT_LEAST
    }

    public Requirement {
        if (!Double.isFinite(threshold))
            throw new IllegalArgumentException("threshold must be a finite number, got " + threshold);
    }

    public static Requirement atMost(double threshold) {
        return new Requirement(Direction.AT_MOST, threshold);
    }

    public static Requirement atLeast(double threshold) {
        return new Requirement(Direction.AT_LEAST, threshold);
    }

    /** MET when the whole interval is on the required side, MISSED when wholly on the other, INCONCLUSIVE otherwise. */
    public Outcome judge(Interval ratio) {
        if (!ratio.known()) return Outcome.INCONCLUSIVE;
        return switch (side) {
            case AT_MOST ->
                ratio.upper() <= threshold
                        ? Outcome.MET
                        : ratio.lower() > threshold ? Outcome.MISSED : Outcome.INCONCLUSIVE;
            case AT_LEAST ->
                ratio.lower() >= threshold
                        ? Outcome.MET
                        : ratio.upper() < threshold ? Outcome.MISSED : Outcome.INCONCLUSIVE;
        };
    }

    /** E.g. {@code at most 1.2x}. */
    public String describe() {
        return (side == Direction.AT_MOST ? "at most " : "at least ") + Interval.num(threshold) + "x";
    }

    /** The verdict with its evidence, e.g. {@code INCONCLUSIVE: 1.18x [1.05, 1.33], required at most 1.2x}. */
    public String explain(Interval ratio, boolean claim) {
        Outcome o = judge(ratio);
        return String.format(
                Locale.ROOT, "%s: %s, required %s", claim ? o.asClaim() : o.asTarget(), ratio.describe(), describe());
    }
}

package io.componentbench.ab;

import java.util.Locale;

/** How an A/B run measures the two builds. */
public enum AbMode {
    /**
     * The default: one JMH fork per cell and round holds both builds' subjects, each build's classes
     * in class loaders of their own, alternating in slices of a few milliseconds in a seeded random
     * order ({@link InJvmAb}); the host's state at a moment hits both, so it cancels out of their ratio.
     */
    SIDE_BY_SIDE("side-by-side", "both builds side by side in one JVM"),
    /** One fork per side and result in each round, back to back in a random order ({@link AbRun}). */
    FORKS("forks", "one fork per side per round");

    private final String id;
    private final String description;

    AbMode(String id, String description) {
        this.id = id;
        this.description = description;
    }

    /** {@code side-by-side} or {@code forks}. */
    public String id() {
        return id;
    }

    /** E.g. {@code both builds side by side in one JVM}. */
    public String describe() {
        return description;
    }

    /** The mode named {@code id}; a clear error naming the valid ones otherwise. */
    public static AbMode byId(String id) {
        for (AbMode m : values()) {
            if (m.id.equals(id.toLowerCase(Locale.ROOT))) return m;
        }
        throw new IllegalArgumentException("unknown --mode '" + id + "'; valid: side-by-side, forks");
    }

    /** How the samples were made and estimated, in a sentence, with the seed of the order. */
    public String method(long seed) {
        return switch (this) {
            case SIDE_BY_SIDE ->
                String.format(
                        Locale.ROOT,
                        "Each round was one JMH fork per cell holding both builds' subjects, each build's"
                                + " classes in class loaders of their own, alternating in slices of about 2 ms (0.5 ms for insert and remove) in an order drawn from the seed (%d) and the"
                                + " round; a sample is head / base over the same slices of one measured iteration; the change is their geometric mean,"
                                + " Student's t over the forks' log means; values are per element.",
                        seed);
            case FORKS ->
                String.format(
                        Locale.ROOT,
                        "Each round ran one fork of every result on each side, back to back, in a random order"
                                + " (seed %d); a fork counts by the trimmed mean of its log iterations; the change is the geometric mean of the"
                                + " per-round ratios, Student's t over the rounds.",
                        seed);
        };
    }
}

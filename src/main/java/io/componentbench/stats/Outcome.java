package io.componentbench.stats;

/**
 * The three-way verdict on a threshold ({@link Requirement#judge}): decided only when the whole
 * interval lies on one side. Design targets read MET / MISSED, claims HOLDS / REFUTED.
 */
public enum Outcome {
    /** The whole interval lies on the required side. */
    MET,
    /** The whole interval lies on the other side. */
    MISSED,
    /** The interval straddles the threshold (or there is none): this run cannot decide. */
    INCONCLUSIVE;

    /** As a design-target verdict: MET, MISSED, INCONCLUSIVE. */
    public String asTarget() {
        return name();
    }

    /** As a claim verdict: HOLDS, REFUTED, INCONCLUSIVE. */
    public String asClaim() {
        return switch (this) {
            case MET -> "HOLDS";
            case MISSED -> "REFUTED";
            case INCONCLUSIVE -> "INCONCLUSIVE";
        };
    }
}

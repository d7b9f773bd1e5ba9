package io.componentbench.workload;

/** How the N entity IDs of a run spread over the ID space. */
public enum Distribution {
    /** IDs 0..N-1: every slot of a sparse array is used. */
    DENSE(1),
    /** N IDs spread over 0..64N-1 (one random ID in each block of 64): where sparse arrays pay in memory. */
    SPARSE(64);

    private final int spread;

    Distribution(int spread) {
        this.spread = spread;
    }

    /** The ID range, and so the entity capacity every contender is created with. */
    public int idRange(int size) {
        long range = (long) size * spread;
        if (range > Integer.MAX_VALUE)
            throw new IllegalArgumentException(size + " entities do not fit a " + this + " ID range");
        return (int) range;
    }

    /** The parameter spelling: {@code dense} or {@code sparse}. */
    public String id() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }

    public static Distribution byId(String id) {
        return Workload.byId(values(), id, Distribution::id);
    }
}

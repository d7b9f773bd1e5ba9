package io.componentbench.workload;

/**
 * A sequence of entity IDs with their Position values precomputed, so that a timed loop does nothing
 * but drive the container.
 */
public final class IdBatch {
    final int[] ids;
    final float[] x;
    final float[] y;

    IdBatch(int[] ids) {
        this.ids = ids;
        this.x = new float[ids.length];
        this.y = new float[ids.length];
        for (int i = 0; i < ids.length; i++) {
            x[i] = ComponentValues.positionX(ids[i]);
            y[i] = ComponentValues.positionY(ids[i]);
        }
    }

    public int length() {
        return ids.length;
    }

    /** The same IDs, last first. */
    public IdBatch reversed() {
        int[] r = new int[ids.length];
        for (int i = 0; i < r.length; i++) r[i] = ids[ids.length - 1 - i];
        return new IdBatch(r);
    }

    /** The {@code i}-th entity ID. */
    public int id(int i) {
        return ids[i];
    }
}

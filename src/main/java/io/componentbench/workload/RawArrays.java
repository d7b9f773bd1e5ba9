package io.componentbench.workload;

import io.componentbench.contender.Checksum;
import io.componentbench.contender.Movement;

/**
 * The {@code raw-array} reference: each workload's loop over plain primitive arrays with no
 * container at all, the physical limit the contenders are measured against (not a contender). It
 * computes the same checksums as the contenders, so tests can hold both to the same answer.
 * Lookups use {@code float[]} indexed by ID plus a presence flag; iteration and the join walk
 * packed arrays holding exactly the elements visited.
 */
public final class RawArrays {
    private final float[] xById;
    private final float[] yById;
    private final boolean[] present;
    private int count;

    /** Empty ID-indexed arrays for the population's ID range. */
    public RawArrays(Population population) {
        int range = population.idRange();
        xById = new float[range];
        yById = new float[range];
        present = new boolean[range];
    }

    /** Arrays holding the whole population, then without the removals if {@code withoutRemovals}. */
    public static RawArrays filled(Population population, boolean withoutRemovals) {
        RawArrays raw = new RawArrays(population);
        raw.insert(population.allocationOrder());
        if (withoutRemovals) raw.remove(population.removals());
        return raw;
    }

    public long insert(IdBatch batch) {
        int[] ids = batch.ids;
        for (int i = 0; i < ids.length; i++) {
            int id = ids[i];
            xById[id] = batch.x[i];
            yById[id] = batch.y[i];
            present[id] = true;
        }
        count += ids.length;
        return count;
    }

    public long lookup(IdBatch probes) {
        long sum = 0;
        for (int id : probes.ids) {
            if (present[id]) sum += Checksum.of(xById[id], yById[id]);
        }
        return sum;
    }

    public long remove(IdBatch victims) {
        long sum = 0;
        for (int id : victims.ids) {
            if (present[id]) {
                present[id] = false;
                count--;
                sum += id + 1L;
            }
        }
        return sum;
    }

    /** Packed Position arrays of the population: {@code [x0, y0, x1, y1, ...]}. */
    public static float[] packedPositions(Population population) {
        IdBatch all = population.allocationOrder();
        float[] xy = new float[2 * all.length()];
        for (int i = 0; i < all.length(); i++) {
            xy[2 * i] = all.x[i];
            xy[2 * i + 1] = all.y[i];
        }
        return xy;
    }

    /** One pass over packed {@code [x, y]} pairs. */
    public static long iterate(float[] xy) {
        long sum = 0;
        for (int i = 0; i < xy.length; i += 2) {
            sum += Checksum.of(xy[i], xy[i + 1]);
        }
        return sum;
    }

    /** Packed {@code [px, py, vx, vy]} quadruples of the entities that have a Velocity. */
    public static float[] packedMovers(Population population) {
        IdBatch all = population.allocationOrder();
        float[] q = new float[4 * ((all.length() + 1) / 2)];
        int at = 0;
        for (int i = 0; i < all.length(); i++) {
            if (Population.hasVelocity(i)) {
                int id = all.ids[i];
                q[at++] = all.x[i];
                q[at++] = all.y[i];
                q[at++] = ComponentValues.velocityX(id);
                q[at++] = ComponentValues.velocityY(id);
            }
        }
        return q;
    }

    /** The movement system over packed {@code [px, py, vx, vy]} quadruples. */
    public static long join(float[] movers) {
        long sum = 0;
        for (int i = 0; i < movers.length; i += 4) {
            float x = movers[i] = Movement.step(movers[i], movers[i + 2]);
            float y = movers[i + 1] = Movement.step(movers[i + 1], movers[i + 3]);
            sum += Checksum.of(x, y);
        }
        return sum;
    }

    /** The churn workload over packed arrays that mirror the churn's living list. */
    public static final class ChurnReference {
        private final Churn churn;
        private final float[] x;
        private final float[] y;
        private int count;

        public ChurnReference(Population population) {
            churn = new Churn(population);
            IdBatch all = population.allocationOrder();
            x = all.x.clone();
            y = all.y.clone();
            count = all.length();
        }

        public long frame() {
            long sum = 0;
            for (int i = 0; i < count; i++) {
                sum += Checksum.of(x[i], y[i]);
            }
            churn.recordCommands();
            for (int slot : churn.removedSlots()) {
                x[slot] = x[--count];
                y[slot] = y[count];
            }
            int[] adds = churn.addedIds();
            for (int i = 0; i < churn.addedCount(); i++) {
                x[count] = ComponentValues.positionX(adds[i]);
                y[count++] = ComponentValues.positionY(adds[i]);
            }
            return sum;
        }
    }
}

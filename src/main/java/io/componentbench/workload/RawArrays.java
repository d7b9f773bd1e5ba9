package io.componentbench.workload;

import io.componentbench.contender.Checksum;
import io.componentbench.contender.Movement;
import java.util.Arrays;

/**
 * The {@code raw-array} reference: each workload's loop over plain primitive arrays with no
 * container at all, the yardstick the contenders are measured against (not a contender). It computes
 * the same checksums as the contenders, so tests can hold both to the same answer. Each workload gets
 * the layout that touches the fewest cache lines for its access pattern:
 * <ul>
 *   <li>insert, lookup and respawn (by ID, in any order): this class, one {@code float[]} indexed by ID with
 *       {@code x, y} adjacent ({@code xy[2 id], xy[2 id + 1]}), absence encoded as a NaN {@code x}
 *       (component values are never NaN): one cache line per element, no presence array;</li>
 *   <li>remove (by ID, random order): {@link Presence}, one byte per ID. Removing needs no values,
 *       and the bytes are a quarter of a reference per ID (1 MiB at 1M IDs);</li>
 *   <li>iterate: {@link PackedPositions}, the {@code [x, y]} pairs of the N elements at the front of
 *       one array with a grown container's capacity: one sequential stream, nothing skipped;</li>
 *   <li>join: {@link #packedMovers}, {@code [px, py, vx, vy]} of exactly the matched entities: one
 *       stream read and written in place, Velocity beside the Position it moves;</li>
 *   <li>churn: {@link ChurnReference}, a packed {@code [x, y]} array with swap-back removal, so the
 *       pass is one stream and a removal moves one pair within one line.</li>
 * </ul>
 */
public final class RawArrays {
    private final float[] xy;
    private int count;

    /** Empty ID-indexed arrays for the population's ID range (every {@code x} NaN: absent). */
    public RawArrays(Population population) {
        xy = new float[2 * population.idRange()];
        Arrays.fill(xy, Float.NaN);
    }

    /** Arrays holding the whole population, then without the removals if {@code withoutRemovals}. */
    public static RawArrays filled(Population population, boolean withoutRemovals) {
        RawArrays raw = new RawArrays(population);
        raw.insert(population.allocationOrder());
        if (withoutRemovals) raw.remove(population.removals());
        return raw;
    }

    /** Stores the batch's Positions (the IDs are absent); returns the Position count afterwards. */
    public long insert(IdBatch batch) {
        int[] ids = batch.ids;
        float[] x = batch.x;
        float[] y = batch.y;
        float[] a = xy;
        for (int i = 0; i < ids.length; i++) {
            int at = 2 * ids[i];
            a[at] = x[i];
            a[at + 1] = y[i];
        }
        count += ids.length;
        return count;
    }

    @SuppressWarnings("IdentityBinaryExpression") // x == x is the NaN test, as written in the timed loop
    public long lookup(IdBatch probes) {
        float[] a = xy;
        long sum = 0;
        for (int id : probes.ids) {
            float x = a[2 * id];
            if (x == x) sum += Checksum.of(x, a[2 * id + 1]); // NaN != NaN: absent
        }
        return sum;
    }

    /** A respawn cycle ({@link Workloads#respawn}): the victims marked absent, then the re-adds stored. */
    public long respawn(IdBatch victims, IdBatch readds) {
        return remove(victims) + insert(readds);
    }

    /**
     * Marks the victims absent (the respawn reference's removal, and the miss lookups' preparation;
     * {@link Presence} is the remove reference).
     */
    @SuppressWarnings("IdentityBinaryExpression") // a[i] == a[i] is the NaN test, as written in the timed loop
    public long remove(IdBatch victims) {
        float[] a = xy;
        long sum = 0;
        int removed = 0;
        for (int id : victims.ids) {
            if (a[2 * id] == a[2 * id]) {
                a[2 * id] = Float.NaN;
                removed++;
                sum += id + 1L;
            }
        }
        count -= removed;
        return sum;
    }

    /**
     * The remove reference: one presence byte per ID of the population's range. Not one bit: with 64
     * IDs to a {@code long}, removing a victim reads back a word that an earlier removal may just have
     * written, which chains the removals in the store buffer; in L1 that lets {@code direct-array}'s
     * independent {@code null} stores beat it, and a byte per ID (still four times smaller than a
     * reference per ID) keeps the reference the floor (docs/workloads.md, "Where a contender beats the
     * reference", has the figures).
     */
    public static final class Presence {
        private final byte[] present;
        private int count;

        /** Every entity of the population present. */
        public Presence(Population population) {
            present = new byte[population.idRange()];
            for (int id : population.allocationOrder().ids) {
                present[id] = 1;
            }
            count = population.size();
        }

        /** Clears the victims' bytes; returns the sum of {@code id + 1} over the ones that were present. */
        public long remove(IdBatch victims) {
            byte[] p = present;
            long sum = 0;
            int removed = 0;
            for (int id : victims.ids) {
                if (p[id] != 0) {
                    p[id] = 0;
                    removed++;
                    sum += id + 1L;
                }
            }
            count -= removed;
            return sum;
        }

        /** Entities still present. */
        public int count() {
            return count;
        }
    }

    /** The population's Positions as {@code [x0, y0, x1, y1, ...]} in allocation order, at the front of an array for {@code capacity} pairs. */
    private static float[] packed(Population population, int capacity) {
        IdBatch all = population.allocationOrder();
        float[] xy = new float[2 * capacity];
        for (int i = 0; i < all.length(); i++) {
            xy[2 * i] = all.x[i];
            xy[2 * i + 1] = all.y[i];
        }
        return xy;
    }

    /**
     * The population's Positions packed as {@code [x0, y0, x1, y1, ...]} in allocation order, in an
     * array with room for the next power of two at or above N, as a container's dense array ends up
     * after growing by doubling; a pass reads only the N pairs at its front. The room matters: over an
     * array of exactly N pairs the same loop runs slower than {@code packed-sparse-set}'s pass over its
     * grown dense array, so an exact-size array is no floor; with this room the two tie
     * (docs/workloads.md, "Where a contender beats the reference", has the figures).
     */
    public static final class PackedPositions {
        private final float[] xy;
        private final int size;

        public PackedPositions(Population population) {
            size = population.size();
            xy = packed(population, Integer.highestOneBit(Math.max(1, 2 * size - 1)));
        }

        /** One pass over the N pairs; returns the sum of their checksum terms. */
        public long iterate() {
            float[] f = xy;
            long sum = 0;
            for (int i = 0, n = 2 * size; i < n; i += 2) {
                sum += Checksum.of(f[i], f[i + 1]);
            }
            return sum;
        }
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

    /**
     * The churn workload over a packed {@code [x, y]} array that mirrors the churn's living list:
     * {@link #frame} records and applies one frame, {@link #apply} applies a frame recorded ahead
     * ({@link Churn#record}).
     */
    public static final class ChurnReference {
        private final Churn churn;
        private final float[] xy;
        private int count;

        public ChurnReference(Population population) {
            churn = new Churn(population);
            xy = packed(population, population.size());
            count = population.size();
        }

        /** The churn whose commands this reference applies (record frames ahead with it). */
        public Churn churn() {
            return churn;
        }

        /** One frame, its commands recorded inside it; returns the pass's checksum. */
        public long frame() {
            return apply(churn.recordNext(), 0);
        }

        /** Applies a recorded frame: the pass, then swap-back removal of the victims' slots and the re-adds appended. */
        public long apply(Churn.Commands commands, int frame) {
            float[] a = xy;
            int n = count;
            long sum = 0;
            for (int i = 0, end = 2 * n; i < end; i += 2) {
                sum += Checksum.of(a[i], a[i + 1]);
            }
            int from = frame * commands.perFrame;
            int[] slots = commands.removeSlots;
            for (int i = from, end = from + commands.perFrame; i < end; i++) {
                int slot = slots[i];
                n--;
                a[2 * slot] = a[2 * n];
                a[2 * slot + 1] = a[2 * n + 1];
            }
            float[] x = commands.addX;
            float[] y = commands.addY;
            for (int i = from, end = from + commands.addCounts[frame]; i < end; i++, n++) {
                a[2 * n] = x[i];
                a[2 * n + 1] = y[i];
            }
            count = n;
            return sum;
        }
    }
}

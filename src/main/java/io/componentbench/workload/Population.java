package io.componentbench.workload;

import java.util.SplittableRandom;

/**
 * The entities of one run, identical for every contender: N IDs of a {@link Distribution} in
 * allocation order (ascending, as an ECS entity allocator hands them out), and seeded permutations
 * of them for shuffled access and for removal. Velocity belongs to every other entity in allocation
 * order, so the join matches N/2 entities.
 */
public final class Population {
    /** The seed of every run; change it and every contender still sees the same sequences. */
    public static final long SEED = 0xC0FFEE;

    private final Distribution distribution;
    private final int size;
    private final IdBatch allocation;
    private final IdBatch shuffled;
    private final IdBatch removals;

    private Population(Distribution distribution, int size) {
        if (size < 2) throw new IllegalArgumentException("a population needs at least 2 entities, got " + size);
        this.distribution = distribution;
        this.size = size;
        SplittableRandom random = new SplittableRandom(SEED ^ size ^ ((long) distribution.ordinal() << 40));
        int spread = distribution.idRange(size) / size;
        int[] ids = new int[size];
        for (int i = 0; i < size; i++) {
            ids[i] = i * spread + (spread == 1 ? 0 : random.nextInt(spread));
        }
        this.allocation = new IdBatch(ids);
        int[] permutation = shuffle(ids, random);
        this.shuffled = new IdBatch(permutation);
        int[] victims = new int[size / 2];
        System.arraycopy(shuffle(ids, random), 0, victims, 0, victims.length);
        this.removals = new IdBatch(victims);
    }

    public static Population of(Distribution distribution, int size) {
        return new Population(distribution, size);
    }

    public Distribution distribution() {
        return distribution;
    }

    public int size() {
        return size;
    }

    /** Entity capacity every contender is created with. */
    public int idRange() {
        return distribution.idRange(size);
    }

    /** All IDs in allocation (ascending) order. */
    public IdBatch allocationOrder() {
        return allocation;
    }

    /** All IDs in a seeded random order. */
    public IdBatch shuffledOrder() {
        return shuffled;
    }

    /** N/2 distinct IDs in a seeded random order: what the remove workload removes. */
    public IdBatch removals() {
        return removals;
    }

    /** Whether the entity at this allocation index has a Velocity. */
    public static boolean hasVelocity(int allocationIndex) {
        return (allocationIndex & 1) == 0;
    }

    private static int[] shuffle(int[] ids, SplittableRandom random) {
        int[] a = ids.clone();
        for (int i = a.length - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            int t = a[i];
            a[i] = a[j];
            a[j] = t;
        }
        return a;
    }
}

package io.componentbench.contender;

import io.componentbench.container.PackedSparseSet;

/**
 * A {@link PackedSparseSet} (flat sparse index) or its paged subclass per component type, with
 * {@code x, y} stored inline. Iteration is a straight walk over the zero-copy {@code float[]}; the
 * join walks Velocity's dense fields and finds Position through the sparse index. Presized, the
 * dense arrays are reserved for the expected size; the sparse index (flat, or pages on first use) is
 * never presized.
 */
final class PackedSparseSetContender implements Contender {
    private static final int X = 0;
    private static final int Y = 1;
    private final PackedSparseSet positions;
    private final PackedSparseSet velocities;

    PackedSparseSetContender(PackedSparseSet positions, PackedSparseSet velocities, int expected) {
        this.positions = positions;
        this.velocities = velocities;
        positions.reserve(expected);
        velocities.reserve(expected);
    }

    @Override
    public void addPosition(int entity, float x, float y) {
        write(positions, positions.add(entity), x, y);
    }

    @Override
    public void addVelocity(int entity, float x, float y) {
        write(velocities, velocities.add(entity), x, y);
    }

    private static void write(PackedSparseSet set, int at, float x, float y) {
        set.set(at, X, x);
        set.set(at, Y, y);
    }

    @Override
    public long readPosition(int entity) {
        int i = positions.indexOf(entity);
        if (i < 0) return 0;
        float[] f = positions.denseFields();
        return Checksum.of(f[2 * i], f[2 * i + 1]);
    }

    @Override public boolean removePosition(int entity) { return positions.remove(entity); }

    @Override public Object positionStorage() { return positions; }

    @Override public int positionCount() { return positions.size(); }

    @Override
    public long iteratePositions() {
        float[] f = positions.denseFields();
        long sum = 0;
        for (int i = 0, n = 2 * positions.size(); i < n; i += 2) {
            sum += Checksum.of(f[i], f[i + 1]);
        }
        return sum;
    }

    @Override
    public long move() {
        int[] movers = velocities.denseEntities();
        float[] v = velocities.denseFields();
        float[] p = positions.denseFields();
        long sum = 0;
        for (int i = 0, n = velocities.size(); i < n; i++) {
            int at = positions.indexOf(movers[i]);
            if (at >= 0) {
                float x = p[2 * at] = Movement.step(p[2 * at], v[2 * i]);
                float y = p[2 * at + 1] = Movement.step(p[2 * at + 1], v[2 * i + 1]);
                sum += Checksum.of(x, y);
            }
        }
        return sum;
    }
}

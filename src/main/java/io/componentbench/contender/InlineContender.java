package io.componentbench.contender;

import io.componentbench.container.DenseHashMap;
import io.componentbench.container.InlineComponents;
import io.componentbench.container.PackedSparseSet;

/**
 * One {@link InlineComponents} store per component type, {@code x, y} stored inline: a
 * {@link PackedSparseSet} (flat sparse index) or its paged subclass, or a {@link DenseHashMap}.
 * Iteration is a straight walk over the zero-copy {@code float[]}; the join walks Velocity's dense
 * fields and finds each Position through {@link InlineComponents#indexOf} (the sparse index, or the
 * hashed index of the dense map). Each JMH fork runs one contender, so these call sites see one
 * store class and the JIT inlines them as if the class were named here.
 */
final class InlineContender implements Contender {
    private static final int X = 0;
    private static final int Y = 1;
    private final InlineComponents positions;
    private final InlineComponents velocities;

    InlineContender(InlineComponents positions, InlineComponents velocities) {
        this.positions = positions;
        this.velocities = velocities;
    }

    /**
     * Packed sparse sets whose dense arrays are reserved for {@code expected} components (0: grow
     * from empty); the sparse index (flat, or pages on first use) is never presized.
     */
    static InlineContender packed(PackedSparseSet positions, PackedSparseSet velocities, int expected) {
        positions.reserve(expected);
        velocities.reserve(expected);
        return new InlineContender(positions, velocities);
    }

    /** Dense hash maps sized for {@code expected} entries without growth (0: the map's default); any int ID is accepted. */
    static InlineContender denseHashMaps(int expected) {
        return new InlineContender(new DenseHashMap(2, expected), new DenseHashMap(2, expected));
    }

    @Override
    public void addPosition(int entity, float x, float y) {
        write(positions, positions.add(entity), x, y);
    }

    @Override
    public void addVelocity(int entity, float x, float y) {
        write(velocities, velocities.add(entity), x, y);
    }

    private static void write(InlineComponents set, int at, float x, float y) {
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

    @Override
    public boolean removePosition(int entity) {
        return positions.remove(entity);
    }

    @Override
    public Object positionStorage() {
        return positions;
    }

    @Override
    public int positionCount() {
        return positions.size();
    }

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
        int[] movers = velocities.denseKeys();
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

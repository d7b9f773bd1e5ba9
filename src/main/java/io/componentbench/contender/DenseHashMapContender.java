package io.componentbench.contender;

import io.componentbench.container.DenseHashMap;

/**
 * Our {@link DenseHashMap} per component type, {@code x, y} inline: iteration walks the zero-copy
 * dense {@code float[]} exactly as over a packed sparse set; lookups go through the hashed index, so
 * memory follows the entity count whatever the IDs. The join walks Velocity's dense arrays and finds
 * each Position through the index. The entity capacity is not needed: any {@code int} ID is accepted.
 */
final class DenseHashMapContender implements Contender {
    private static final int X = 0;
    private static final int Y = 1;
    private final DenseHashMap positions;
    private final DenseHashMap velocities;

    /** Both maps sized for {@code expectedSize} entries without growth; 0 = the map's default (start small, grow). */
    DenseHashMapContender(int expectedSize) {
        this.positions = new DenseHashMap(2, expectedSize);
        this.velocities = new DenseHashMap(2, expectedSize);
    }

    @Override
    public void addPosition(int entity, float x, float y) {
        write(positions, positions.add(entity), x, y);
    }

    @Override
    public void addVelocity(int entity, float x, float y) {
        write(velocities, velocities.add(entity), x, y);
    }

    private static void write(DenseHashMap map, int at, float x, float y) {
        map.set(at, X, x);
        map.set(at, Y, y);
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

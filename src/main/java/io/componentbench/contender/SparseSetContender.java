package io.componentbench.contender;

import io.componentbench.container.SparseSet;

/**
 * Our {@link SparseSet} of component objects per type. Iteration walks the dense arrays; the join
 * walks the smaller set (Velocity) and finds Position through its sparse index, as an EnTT view does.
 * Lookups go through {@link SparseSet#getOrNull}: sparse entry, component reference, component, the
 * direct array's path plus one read, with no dense-index check the exact sparse entries make redundant.
 * Presized, the dense arrays are reserved for the expected size; the sparse index is always at capacity.
 */
final class SparseSetContender implements Contender {
    private final SparseSet<Position> positions;
    private final SparseSet<Velocity> velocities;

    SparseSetContender(int entityCapacity, int expected) {
        positions = new SparseSet<>(entityCapacity);
        velocities = new SparseSet<>(entityCapacity);
        positions.reserve(expected);
        velocities.reserve(expected);
    }

    @Override
    public void addPosition(int entity, float x, float y) {
        positions.add(entity, new Position(x, y));
    }

    @Override
    public void addVelocity(int entity, float x, float y) {
        velocities.add(entity, new Velocity(x, y));
    }

    @Override
    public long readPosition(int entity) {
        Position p = positions.getOrNull(entity);
        return p == null ? 0 : Checksum.of(p.x, p.y);
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
        long sum = 0;
        for (int i = 0, n = positions.size(); i < n; i++) {
            Position p = positions.componentAt(i);
            sum += Checksum.of(p.x, p.y);
        }
        return sum;
    }

    @Override
    public long move() {
        long sum = 0;
        for (int i = 0, n = velocities.size(); i < n; i++) {
            Position p = positions.getOrNull(velocities.entityAt(i));
            if (p != null) {
                Velocity v = velocities.componentAt(i);
                p.x = Movement.step(p.x, v.x);
                p.y = Movement.step(p.y, v.y);
                sum += Checksum.of(p.x, p.y);
            }
        }
        return sum;
    }
}

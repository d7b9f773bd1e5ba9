package io.componentbench.contender;

/**
 * A {@code Position[]} and a {@code Velocity[]} indexed by entity ID, {@code null} when absent: the
 * fastest possible lookup, at the price of memory for every possible ID and an iteration that scans
 * the whole ID range, holes included. Both arrays are allocated at entity capacity, so a size hint
 * changes nothing.
 */
final class DirectArrayContender implements Contender {
    private final Position[] positions;
    private final Velocity[] velocities;
    private int count;

    DirectArrayContender(int entityCapacity) {
        positions = new Position[entityCapacity];
        velocities = new Velocity[entityCapacity];
    }

    @Override
    public void addPosition(int entity, float x, float y) {
        positions[entity] = new Position(x, y);
        count++;
    }

    @Override
    public void addVelocity(int entity, float x, float y) {
        velocities[entity] = new Velocity(x, y);
    }

    @Override
    public long readPosition(int entity) {
        Position p = positions[entity];
        return p == null ? 0 : Checksum.of(p.x, p.y);
    }

    @Override
    public boolean removePosition(int entity) {
        if (positions[entity] == null) return false;
        positions[entity] = null;
        count--;
        return true;
    }

    @Override
    public Object positionStorage() {
        return positions;
    }

    @Override
    public int positionCount() {
        return count;
    }

    @Override
    public long iteratePositions() {
        long sum = 0;
        for (Position p : positions) {
            if (p != null) sum += Checksum.of(p.x, p.y);
        }
        return sum;
    }

    @Override
    public long move() {
        long sum = 0;
        for (int e = 0; e < velocities.length; e++) {
            Velocity v = velocities[e];
            Position p = positions[e];
            if (v != null && p != null) {
                p.x = Movement.step(p.x, v.x);
                p.y = Movement.step(p.y, v.y);
                sum += Checksum.of(p.x, p.y);
            }
        }
        return sum;
    }
}

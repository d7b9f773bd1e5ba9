package io.componentbench.contender;

import org.eclipse.collections.impl.map.mutable.primitive.IntObjectHashMap;

/**
 * Eclipse Collections {@code IntObjectHashMap} per component type: primitive keys, internal
 * iteration. Iteration is {@code sumOfLong}, a loop over the value table with a local accumulator
 * that returns a primitive; the join is {@code forEachKeyValue} accumulating into a holder local to
 * the pass (a Java lambda cannot write a local), which C2 scalar-replaces when the call inlines, never
 * into a field of this object. {@code IdiomBenchmark} measures these against the alternatives.
 * Presized, each map gets the expected size (Eclipse's constructor argument is an element count).
 */
final class EclipseContender implements Contender {
    private final IntObjectHashMap<Position> positions;
    private final IntObjectHashMap<Velocity> velocities;

    /** Maps for {@code expected} entries (0: Eclipse's default). */
    EclipseContender(int expected) {
        positions = expected == 0 ? new IntObjectHashMap<>() : new IntObjectHashMap<>(expected);
        velocities = expected == 0 ? new IntObjectHashMap<>() : new IntObjectHashMap<>(expected);
    }

    @Override public void addPosition(int entity, float x, float y) { positions.put(entity, new Position(x, y)); }

    @Override public void addVelocity(int entity, float x, float y) { velocities.put(entity, new Velocity(x, y)); }

    @Override
    public long readPosition(int entity) {
        Position p = positions.get(entity);
        return p == null ? 0 : Checksum.of(p.x, p.y);
    }

    @Override public boolean removePosition(int entity) { return positions.remove(entity) != null; }

    @Override public Object positionStorage() { return positions; }

    @Override public int positionCount() { return positions.size(); }

    @Override
    public long iteratePositions() {
        return positions.sumOfLong(p -> Checksum.of(p.x, p.y));
    }

    @Override
    public long move() {
        Sum sum = new Sum();
        velocities.forEachKeyValue((entity, v) -> {
            Position p = positions.get(entity);
            if (p != null) {
                p.x = Movement.step(p.x, v.x);
                p.y = Movement.step(p.y, v.y);
                sum.value += Checksum.of(p.x, p.y);
            }
        });
        return sum.value;
    }

    /** The join's accumulator: one per pass, local to it. */
    private static final class Sum {
        long value;
    }
}

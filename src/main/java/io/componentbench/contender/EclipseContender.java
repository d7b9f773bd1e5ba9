package io.componentbench.contender;

import org.eclipse.collections.impl.map.mutable.primitive.IntObjectHashMap;

/**
 * Eclipse Collections {@code IntObjectHashMap} per component type: primitive keys, internal
 * iteration, each pass accumulating into a holder local to it ({@link PassSum}: a Java lambda cannot
 * write a local), never into a field of this object. Idioms, as {@code IdiomBenchmark} ranks them
 * (docs/contenders.md, "Contenders and structures", has the figures): iteration is
 * {@code forEachValue}, ahead of {@code sumOfLong} and the iterator and level with a field
 * accumulator; the join is {@code forEachKeyValue}, tied with the field accumulator, which this
 * project rules out, and ahead of the key iterator plus {@code get}.
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

    // Each library's loops stay in its own adapter: shared code would mix the libraries' JIT type profiles.
    @Override
    public void addPosition(int entity, float x, float y) {
        positions.put(entity, new Position(x, y));
    }

    @Override
    public void addVelocity(int entity, float x, float y) {
        velocities.put(entity, new Velocity(x, y));
    }

    @Override
    public long readPosition(int entity) {
        Position p = positions.get(entity);
        return p == null ? 0 : Checksum.of(p.x, p.y);
    }

    @Override
    public boolean removePosition(int entity) {
        return positions.remove(entity) != null;
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
        PassSum sum = new PassSum();
        positions.forEachValue(p -> sum.value += Checksum.of(p.x, p.y));
        return sum.value;
    }

    @Override
    public long move() {
        PassSum sum = new PassSum();
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
}

package io.componentbench.contender;

import org.eclipse.collections.impl.map.mutable.primitive.IntObjectHashMap;

/**
 * Eclipse Collections {@code IntObjectHashMap} per component type: primitive keys, internal
 * iteration with {@code forEachValue} / {@code forEachKeyValue}, the library's fastest idiom. The
 * lambdas accumulate into a field because Java lambdas cannot write a local.
 */
final class EclipseContender implements Contender {
    private final IntObjectHashMap<Position> positions = new IntObjectHashMap<>();
    private final IntObjectHashMap<Velocity> velocities = new IntObjectHashMap<>();
    private long sum;

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
        sum = 0;
        positions.forEachValue(p -> sum += Checksum.of(p.x, p.y));
        return sum;
    }

    @Override
    public long move() {
        sum = 0;
        velocities.forEachKeyValue((entity, v) -> {
            Position p = positions.get(entity);
            if (p != null) {
                p.x = Movement.step(p.x, v.x);
                p.y = Movement.step(p.y, v.y);
                sum += Checksum.of(p.x, p.y);
            }
        });
        return sum;
    }
}

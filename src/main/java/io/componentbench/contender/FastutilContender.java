package io.componentbench.contender;

import it.unimi.dsi.fastutil.ints.Int2ObjectMap;
import it.unimi.dsi.fastutil.ints.Int2ObjectMaps;
import it.unimi.dsi.fastutil.ints.Int2ObjectOpenHashMap;

/**
 * A fastutil {@code Int2ObjectMap} per component type ({@code Int2ObjectOpenHashMap} or
 * {@code Int2ObjectRBTreeMap}): primitive {@code int} keys, no boxing. Iteration walks the values;
 * the join uses the fast entry iterator (one reused entry, {@code getIntKey()}), fastutil's
 * recommended idiom. Presized, the open hash map gets the expected size (fastutil's constructor
 * argument is an element count); the red-black tree takes no size hint.
 */
final class FastutilContender implements Contender {
    private final Int2ObjectMap<Position> positions;
    private final Int2ObjectMap<Velocity> velocities;

    FastutilContender(Int2ObjectMap<Position> positions, Int2ObjectMap<Velocity> velocities) {
        this.positions = positions;
        this.velocities = velocities;
    }

    /** An open hash map for {@code expected} elements without a rehash (0: fastutil's default). */
    static <V> Int2ObjectMap<V> openHash(int expected) {
        return expected == 0 ? new Int2ObjectOpenHashMap<>() : new Int2ObjectOpenHashMap<>(expected);
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
        long sum = 0;
        for (Position p : positions.values()) {
            sum += Checksum.of(p.x, p.y);
        }
        return sum;
    }

    @Override
    public long move() {
        long sum = 0;
        for (Int2ObjectMap.Entry<Velocity> e : Int2ObjectMaps.fastIterable(velocities)) {
            Position p = positions.get(e.getIntKey());
            if (p != null) {
                Velocity v = e.getValue();
                p.x = Movement.step(p.x, v.x);
                p.y = Movement.step(p.y, v.y);
                sum += Checksum.of(p.x, p.y);
            }
        }
        return sum;
    }
}

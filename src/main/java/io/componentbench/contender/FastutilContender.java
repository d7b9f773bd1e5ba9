package io.componentbench.contender;

import it.unimi.dsi.fastutil.ints.Int2ObjectMap;
import it.unimi.dsi.fastutil.ints.Int2ObjectMaps;
import it.unimi.dsi.fastutil.ints.Int2ObjectOpenHashMap;

/**
 * A fastutil {@code Int2ObjectMap} per component type ({@code Int2ObjectOpenHashMap} or
 * {@code Int2ObjectRBTreeMap}): primitive {@code int} keys, no boxing. Idioms, as
 * {@code IdiomBenchmark} ranks them (docs/contenders.md, "Contenders and structures", has the
 * figures): iteration walks the values' iterator (tied with {@code values().forEach} on the open
 * hash map, ahead of {@code forEach} on the red-black tree); the join uses
 * {@code Int2ObjectMaps.fastForEach} (one reused entry, {@code getIntKey()}), tied with the fast
 * entry iterator on the open hash map and ahead of it on the tree. Presized, the open hash map gets the expected size (fastutil's constructor
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
        long sum = 0;
        for (Position p : positions.values()) {
            sum += Checksum.of(p.x, p.y);
        }
        return sum;
    }

    @Override
    public long move() {
        PassSum sum = new PassSum();
        Int2ObjectMaps.fastForEach(velocities, e -> {
            Position p = positions.get(e.getIntKey());
            if (p != null) {
                Velocity v = e.getValue();
                p.x = Movement.step(p.x, v.x);
                p.y = Movement.step(p.y, v.y);
                sum.value += Checksum.of(p.x, p.y);
            }
        });
        return sum.value;
    }
}

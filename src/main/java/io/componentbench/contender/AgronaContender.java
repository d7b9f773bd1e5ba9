package io.componentbench.contender;

import org.agrona.collections.Hashing;
import org.agrona.collections.Int2ObjectHashMap;

/**
 * Agrona {@code Int2ObjectHashMap} (Aeron's collections) per component type: {@code int} keys and
 * value references in two parallel arrays, linear probing, removal by compacting the probe chain (no
 * tombstones); a null value marks an empty slot, so every key, 0 included, is stored alike.
 * Iteration is {@code values().forEach}, which Agrona overrides as one loop over its value array
 * that stops once it has seen {@code size} values (its {@code ValueIterator} walks the same array
 * backwards from a computed start, with more bookkeeping per element); the join is
 * {@code forEachInt(IntObjConsumer)}, the same loop over keys and values with the key unboxed
 * ({@code forEach(BiConsumer)} would box it). Each pass accumulates into a holder local to it
 * ({@link PassSum}), never a field of this object. The maps cache their views and iterators
 * (Agrona's default), so a pass allocates nothing but its holder. Presized, each map gets the
 * table capacity that holds the expected size at Agrona's default load factor without a resize
 * (Agrona's constructor argument is a capacity, not an element count).
 */
final class AgronaContender implements Contender {
    private final Int2ObjectHashMap<Position> positions;
    private final Int2ObjectHashMap<Velocity> velocities;

    /** Maps for {@code expected} entries (0: Agrona's default). */
    AgronaContender(int expected) {
        positions = expected == 0 ? new Int2ObjectHashMap<>() : presized(expected);
        velocities = expected == 0 ? new Int2ObjectHashMap<>() : presized(expected);
    }

    /**
     * A map that takes {@code expected} entries without a resize: Agrona resizes when the size
     * exceeds {@code (int) (capacity * loadFactor)}, and rounds the capacity asked for up to a power of two.
     */
    static <V> Int2ObjectHashMap<V> presized(int expected) {
        float load = Hashing.DEFAULT_LOAD_FACTOR;
        long capacity = (long) Math.ceil(expected / (double) load) + 1;
        return new Int2ObjectHashMap<>((int) Math.min(1 << 30, capacity), load);
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
        positions.values().forEach(p -> sum.value += Checksum.of(p.x, p.y));
        return sum.value;
    }

    @Override
    public long move() {
        PassSum sum = new PassSum();
        velocities.forEachInt((entity, v) -> {
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

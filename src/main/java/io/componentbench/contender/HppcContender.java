package io.componentbench.contender;

import com.carrotsearch.hppc.IntObjectHashMap;

/**
 * HPPC {@code IntObjectHashMap} per component type: primitive keys in an open-addressing table
 * (linear probing, removal by shifting the conflicting keys back, no tombstones). Iteration and
 * the join read the map's public {@code keys} and {@code values} buffers in slot order, the direct
 * buffer access HPPC makes those fields public for: one sequential sweep of each buffer. HPPC's
 * {@code forEach(IntObjectProcedure)} and its cursors instead start each call at a seeded slot and
 * step 29-43 slots at a time ({@code HashContainers.iterationIncrement}, so that copying one map
 * into another does not cluster), so consecutive reads of a buffer lie 116-172 bytes apart and a
 * pass comes back to every cache line of it 16 times. Key 0 is HPPC's empty-slot marker: the map
 * holds its value apart (in the buffers' extra last slot, whose key reads 0 like an empty slot), so
 * the sweep skips it and reads it with {@code get(0)}. Values are never null here, so a null from
 * {@code get} is a miss. Presized, each map gets the expected size (HPPC's constructor argument is
 * the number of elements guaranteed not to cause a rehash).
 */
final class HppcContender implements Contender {
    private final IntObjectHashMap<Position> positions;
    private final IntObjectHashMap<Velocity> velocities;

    /** Maps for {@code expected} entries (0: HPPC's default). */
    HppcContender(int expected) {
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
        int[] keys = positions.keys;
        Object[] values = positions.values;
        long sum = 0;
        for (int slot = 0; slot < keys.length; slot++) {
            if (keys[slot] != 0) {
                Position p = (Position) values[slot];
                sum += Checksum.of(p.x, p.y);
            }
        }
        Position zero = positions.get(0);
        if (zero != null) sum += Checksum.of(zero.x, zero.y);
        return sum;
    }

    @Override
    public long move() {
        int[] keys = velocities.keys;
        Object[] values = velocities.values;
        long sum = 0;
        for (int slot = 0; slot < keys.length; slot++) {
            int entity = keys[slot];
            if (entity != 0) sum += move(entity, (Velocity) values[slot]);
        }
        Velocity zero = velocities.get(0);
        if (zero != null) sum += move(0, zero);
        return sum;
    }

    /** Moves the entity's Position by {@code v} if it has one: the checksum of the new Position, else 0. */
    private long move(int entity, Velocity v) {
        Position p = positions.get(entity);
        if (p == null) return 0;
        p.x = Movement.step(p.x, v.x);
        p.y = Movement.step(p.y, v.y);
        return Checksum.of(p.x, p.y);
    }
}

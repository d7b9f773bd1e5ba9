package io.componentbench.contender;

import com.koloboke.collect.ObjCursor;
import com.koloboke.collect.map.IntObjCursor;
import com.koloboke.collect.map.hash.HashIntObjMap;
import com.koloboke.collect.map.hash.HashIntObjMaps;

/**
 * Koloboke {@code HashIntObjMap} per component type: primitive keys in an open-addressing table,
 * iterated with cursors ({@code moveNext()} / {@code key()} / {@code value()}), Koloboke's fastest
 * idiom with no iterator objects per element. Presized, each map gets the expected size
 * ({@code newMutableMap(expectedSize)}).
 */
final class KolobokeContender implements Contender {
    private final HashIntObjMap<Position> positions;
    private final HashIntObjMap<Velocity> velocities;

    /** Maps for {@code expected} entries (0: Koloboke's default). */
    KolobokeContender(int expected) {
        positions = expected == 0 ? HashIntObjMaps.newMutableMap() : HashIntObjMaps.newMutableMap(expected);
        velocities = expected == 0 ? HashIntObjMaps.newMutableMap() : HashIntObjMaps.newMutableMap(expected);
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
        for (ObjCursor<Position> c = positions.values().cursor(); c.moveNext(); ) {
            Position p = c.elem();
            sum += Checksum.of(p.x, p.y);
        }
        return sum;
    }

    @Override
    public long move() {
        long sum = 0;
        for (IntObjCursor<Velocity> c = velocities.cursor(); c.moveNext(); ) {
            Position p = positions.get(c.key());
            if (p != null) {
                Velocity v = c.value();
                p.x = Movement.step(p.x, v.x);
                p.y = Movement.step(p.y, v.y);
                sum += Checksum.of(p.x, p.y);
            }
        }
        return sum;
    }
}

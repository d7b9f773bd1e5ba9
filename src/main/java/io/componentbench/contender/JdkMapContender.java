package io.componentbench.contender;

import java.util.HashMap;
import java.util.Map;

/**
 * A JDK {@code Map<Integer, component>} per component type ({@code HashMap} or {@code TreeMap}):
 * what most Java code reaches for first. Keys are boxed (the JDK has no primitive map). Idioms, as
 * {@code IdiomBenchmark} ranks them (docs/contenders.md, "Contenders and structures", has the
 * figures): iteration walks {@code values()} with its iterator (tied with {@code Map.forEach} and
 * {@code values().forEach}); the join is {@code Map.forEach} over Velocity, looking Position up by
 * key (ahead of the entry-set iterator on HashMap, tied with it on TreeMap).
 * Presized, a {@code HashMap} gets room for the expected size without a rehash (it allocates that
 * table at its first put, as it always does); {@code TreeMap} takes no size hint.
 */
final class JdkMapContender implements Contender {
    private final Map<Integer, Position> positions;
    private final Map<Integer, Velocity> velocities;

    JdkMapContender(Map<Integer, Position> positions, Map<Integer, Velocity> velocities) {
        this.positions = positions;
        this.velocities = velocities;
    }

    /** A {@code HashMap} holding {@code expected} entries without a rehash (0: the default, 16 buckets). */
    static <V> Map<Integer, V> hashMap(int expected) {
        // HashMap(n) is a bucket count, resized past 0.75 n: ask for expected / 0.75 (JDK 19's newHashMap)
        return expected == 0 ? new HashMap<>() : new HashMap<>((int) Math.ceil(expected / 0.75));
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
        velocities.forEach((entity, v) -> {
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

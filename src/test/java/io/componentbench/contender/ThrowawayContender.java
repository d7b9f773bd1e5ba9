package io.componentbench.contender;

import java.util.LinkedHashMap;

/**
 * A contender that exists only for {@code ThrowawayContenderTest}: {@code java.util.LinkedHashMap}s
 * driven as the JDK map adapter drives its maps. No registry line names it; the test compiles a copy
 * of the registry with one more constant that does.
 */
final class ThrowawayContender implements Contender {
    private final Contender maps;

    ThrowawayContender(int expected) {
        maps = new JdkMapContender(
                expected == 0 ? new LinkedHashMap<>() : new LinkedHashMap<>(2 * expected),
                expected == 0 ? new LinkedHashMap<>() : new LinkedHashMap<>(2 * expected));
    }

    @Override
    public void addPosition(int entity, float x, float y) {
        maps.addPosition(entity, x, y);
    }

    @Override
    public void addVelocity(int entity, float x, float y) {
        maps.addVelocity(entity, x, y);
    }

    @Override
    public long readPosition(int entity) {
        return maps.readPosition(entity);
    }

    @Override
    public boolean removePosition(int entity) {
        return maps.removePosition(entity);
    }

    @Override
    public int positionCount() {
        return maps.positionCount();
    }

    @Override
    public long iteratePositions() {
        return maps.iteratePositions();
    }

    @Override
    public long move() {
        return maps.move();
    }

    @Override
    public Object positionStorage() {
        return maps.positionStorage();
    }
}

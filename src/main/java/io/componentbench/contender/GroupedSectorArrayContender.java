package io.componentbench.contender;

import io.componentbench.container.SectorArray;
import io.componentbench.container.SectorLayout;

/**
 * One ECSS sector array whose sectors hold Position (slot 0) and Velocity (slot 1) side by side:
 * the movement system is a single pass testing {@code (alive & both) == both}, with both components
 * on the same cache line; single-component iteration pays by reading sectors twice as wide.
 */
final class GroupedSectorArrayContender implements Contender {
    private static final int POSITION = 0;
    private static final int VELOCITY = 1;
    private static final int POSITION_MASK = 1 << POSITION;
    private static final int BOTH = POSITION_MASK | 1 << VELOCITY;
    private final SectorArray sectors;
    private int positionCount;

    GroupedSectorArrayContender(int entityCapacity) {
        sectors = new SectorArray(SectorLayout.of(2, 2), entityCapacity);
    }

    @Override
    public void addPosition(int entity, float x, float y) {
        Sectors.write(sectors, sectors.add(entity, POSITION), POSITION, x, y);
        positionCount++;
    }

    @Override public void addVelocity(int entity, float x, float y) { Sectors.write(sectors, sectors.add(entity, VELOCITY), VELOCITY, x, y); }

    @Override public long readPosition(int entity) { return Sectors.read(sectors, entity, POSITION); }

    @Override
    public boolean removePosition(int entity) {
        if (!sectors.remove(entity, POSITION)) return false;
        positionCount--;
        return true;
    }

    @Override public Object positionStorage() { return sectors; }

    @Override public int positionCount() { return positionCount; }

    @Override
    public long iteratePositions() {
        // layout (2, 2): Position at words 0-1, Velocity at 2-3 of each sector
        return sectors.sum(POSITION_MASK, (w, at, sector) -> (long) w[at] + w[at + 1]);
    }

    @Override
    public long move() {
        return sectors.sum(BOTH, (w, at, sector) -> Sectors.step(w, at, w, at + 2));
    }

    @Override
    public void endOfFrame() {
        sectors.update();
    }
}

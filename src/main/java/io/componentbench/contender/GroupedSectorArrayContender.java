package io.componentbench.contender;

import io.componentbench.container.SectorArray;
import io.componentbench.container.SectorLayout;

/**
 * One ECSS sector array whose sectors hold Position (slot 0) and Velocity (slot 1) side by side:
 * the movement system is a single pass testing {@code (alive & both) == both}, with both components
 * on the same cache line; single-component iteration pays by reading sectors twice as wide.
 * Presized, the chunks for the expected number of sectors are added up front.
 */
final class GroupedSectorArrayContender implements Contender {
    private static final int POSITION = 0;
    private static final int VELOCITY = 1;
    private static final int POSITION_MASK = 1 << POSITION;
    private static final int BOTH = POSITION_MASK | 1 << VELOCITY;
    /** Sector size in words: Position (x, y) then Velocity (x, y). */
    private static final int SECTOR_WORDS = 4;

    private final SectorArray sectors;
    private int positionCount;

    GroupedSectorArrayContender(int entityCapacity, int expected) {
        sectors = new SectorArray(SectorLayout.of(2, 2), entityCapacity);
        sectors.reserve(Math.min(expected, entityCapacity));
        assert sectors.layout().sectorWords() == SECTOR_WORDS;
    }

    // Alike in shape to the other adapters (a method per Contender operation); each body calls its own container.
    @Override
    public void addPosition(int entity, float x, float y) {
        Sectors.write(sectors, sectors.add(entity, POSITION), POSITION, x, y);
        positionCount++;
    }

    @Override
    public void addVelocity(int entity, float x, float y) {
        Sectors.write(sectors, sectors.add(entity, VELOCITY), VELOCITY, x, y);
    }

    @Override
    public long readPosition(int entity) {
        return Sectors.read(sectors, entity, POSITION);
    }

    @Override
    public boolean removePosition(int entity) {
        if (!sectors.remove(entity, POSITION)) return false;
        positionCount--;
        return true;
    }

    @Override
    public Object positionStorage() {
        return sectors;
    }

    @Override
    public int positionCount() {
        return positionCount;
    }

    // Repeats SectorArrayContender's walk with this class's constant SECTOR_WORDS: a stride parameter is 2x slower.
    @Override
    public long iteratePositions() {
        // layout (2, 2): Position at words 0-1, Velocity at 2-3 of each sector
        // The hot-loop idiom: each chunk's payload walked with SECTOR_WORDS, a compile-time constant,
        // as the loop step, so the JIT proves the bounds checks away and unrolls (a stride read from
        // the layout measured about 2x slower at 1M sectors; ECSS gets its offsets at compile time).
        boolean all = sectors.everySectorHas(POSITION_MASK);
        long sum = 0;
        for (int c = 0, chunks = sectors.usedChunks(); c < chunks; c++) {
            int[] w = sectors.chunkData(c);
            int[] masks = sectors.chunkMasks(c);
            int end = sectors.sectorsIn(c) * SECTOR_WORDS;
            for (int i = 0, at = 0; at < end; i++, at += SECTOR_WORDS) {
                if (all || (masks[i] & POSITION_MASK) == POSITION_MASK) sum += (long) w[at] + w[at + 1];
            }
        }
        return sum;
    }

    @Override
    public long move() {
        // the same constant-stride walk as iteratePositions, testing both bits
        boolean all = sectors.everySectorHas(BOTH);
        long sum = 0;
        for (int c = 0, chunks = sectors.usedChunks(); c < chunks; c++) {
            int[] w = sectors.chunkData(c);
            int[] masks = sectors.chunkMasks(c);
            int end = sectors.sectorsIn(c) * SECTOR_WORDS;
            for (int i = 0, at = 0; at < end; i++, at += SECTOR_WORDS) {
                if (all || (masks[i] & BOTH) == BOTH) sum += Sectors.step(w, at, w, at + 2);
            }
        }
        return sum;
    }

    @Override
    public void endOfFrame() {
        sectors.update();
    }
}

package io.componentbench.contender;

import io.componentbench.container.SectorArray;
import io.componentbench.container.SectorLayout;

/**
 * ECSS sector arrays, one per component type (each sector holds one component). Iteration is one
 * pass over Position's sectors; the join scans Velocity's sectors and looks Position up by entity
 * ID, the price of not grouping. Defragments (when over the threshold) at the end of each frame.
 * Presized, each array gets the chunks for the expected number of sectors up front; the entity-to-
 * sector map is always at capacity.
 */
final class SectorArrayContender implements Contender {
    private static final int SLOT = 0;
    private static final int MASK = 1;
    /** Sector size in words: one Position (x, y). */
    private static final int SECTOR_WORDS = 2;

    private final SectorArray positions;
    private int positionCount;
    private final SectorArray velocities;

    SectorArrayContender(int entityCapacity, int expected) {
        positions = new SectorArray(SectorLayout.of(SECTOR_WORDS), entityCapacity);
        velocities = new SectorArray(SectorLayout.of(2), entityCapacity);
        positions.reserve(Math.min(expected, entityCapacity));
        velocities.reserve(Math.min(expected, entityCapacity));
    }

    // Alike in shape to the other adapters (a method per Contender operation); each body calls its own container.
    @Override
    public void addPosition(int entity, float x, float y) {
        Sectors.write(positions, positions.add(entity, SLOT), SLOT, x, y);
        positionCount++;
    }

    @Override
    public void addVelocity(int entity, float x, float y) {
        Sectors.write(velocities, velocities.add(entity, SLOT), SLOT, x, y);
    }

    @Override
    public long readPosition(int entity) {
        return Sectors.read(positions, entity, SLOT);
    }

    @Override
    public boolean removePosition(int entity) {
        if (!positions.remove(entity, SLOT)) return false;
        positionCount--;
        return true;
    }

    @Override
    public Object positionStorage() {
        return positions;
    }

    @Override
    public int positionCount() {
        return positionCount;
    }

    // Repeats the grouped adapter's walk with this class's constant SECTOR_WORDS: a stride parameter is 2x slower.
    @Override
    public long iteratePositions() {
        // The hot-loop idiom: each chunk's payload walked with SECTOR_WORDS, a compile-time constant,
        // as the loop step, so the JIT proves the bounds checks away and unrolls (a stride read from
        // the layout measured about 2x slower at 1M sectors; ECSS gets its offsets at compile time).
        boolean all = positions.everySectorHas(MASK);
        long sum = 0;
        for (int c = 0, chunks = positions.usedChunks(); c < chunks; c++) {
            int[] w = positions.chunkData(c);
            int[] masks = positions.chunkMasks(c);
            int end = positions.sectorsIn(c) * SECTOR_WORDS;
            for (int i = 0, at = 0; at < end; i++, at += SECTOR_WORDS) {
                if (all || (masks[i] & MASK) == MASK) sum += (long) w[at] + w[at + 1];
            }
        }
        return sum;
    }

    @Override
    public long move() {
        return velocities.sum(MASK, (v, at, sector) -> {
            int s = positions.sectorIndex(velocities.entityAt(sector));
            if (s < 0 || (positions.maskAt(s) & MASK) == 0) return 0;
            int[] p = positions.chunkOf(s);
            int i = positions.wordIndex(s, SLOT);
            return Sectors.step(p, i, v, at);
        });
    }

    @Override
    public void endOfFrame() {
        positions.update();
        velocities.update();
    }
}

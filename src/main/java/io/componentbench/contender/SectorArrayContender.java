package io.componentbench.contender;

import io.componentbench.container.SectorArray;
import io.componentbench.container.SectorLayout;

/**
 * ECSS sector arrays, one per component type (each sector holds one component). Iteration is one
 * pass over Position's sectors; the join walks Velocity's alive bits and looks Position up by entity
 * ID, the price of not grouping. Defragments (when over the threshold) at the end of each frame.
 * Presized, each array gets the chunks for the expected number of sectors up front; the entity-to-
 * sector map is always at capacity.
 */
final class SectorArrayContender implements Contender {
    private static final int SLOT = 0;
    private static final int MASK = 1;
    /** Sector size in words: one Position (x, y). */
    private static final int SECTOR_WORDS = 2;
    /** Alive-bit words per chunk: the default chunk of 8192 sectors, 64 per word. */
    private static final int WORDS_PER_CHUNK = SectorArray.DEFAULT_SECTORS_PER_CHUNK / 64;
    /** A sector's chunk: {@code s >>> CHUNK_SHIFT}. */
    private static final int CHUNK_SHIFT = Integer.numberOfTrailingZeros(SectorArray.DEFAULT_SECTORS_PER_CHUNK);
    /** A sector's index within its chunk: {@code s & CHUNK_MASK}. */
    private static final int CHUNK_MASK = SectorArray.DEFAULT_SECTORS_PER_CHUNK - 1;

    private final SectorArray positions;
    private int positionCount;
    private final SectorArray velocities;

    SectorArrayContender(int entityCapacity, int expected) {
        positions = new SectorArray(SectorLayout.of(SECTOR_WORDS), entityCapacity);
        velocities = new SectorArray(SectorLayout.of(2), entityCapacity);
        positions.reserve(Math.min(expected, entityCapacity));
        velocities.reserve(Math.min(expected, entityCapacity));
    }

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

    // Repeats the grouped adapter's walk with this class's constant SECTOR_WORDS: a stride parameter would keep
    // the JIT from dropping the bounds checks (docs/design.md, "Design and where it departs from `DESIGN.md`").
    @Override
    public long iteratePositions() {
        // SECTOR_WORDS, a compile-time constant, is every loop's stride or scale (a stride read from the layout
        // keeps the bounds checks in the loop; ECSS gets its offsets at compile time)
        long sum = 0;
        if (positions.everySectorHas(MASK)) {
            // no bit to test: a straight walk, which the JIT unrolls with the bounds checks hoisted
            for (int c = 0, chunks = positions.usedChunks(); c < chunks; c++) {
                int[] w = positions.chunkData(c);
                for (int at = 0, end = positions.sectorsIn(c) * SECTOR_WORDS; at < end; at += SECTOR_WORDS) {
                    sum += (long) w[at] + w[at + 1];
                }
            }
            return sum;
        }
        long[] bits = positions.aliveBits(SLOT);
        for (int c = 0, chunks = positions.usedChunks(); c < chunks; c++) {
            int[] w = positions.chunkData(c);
            for (int k = c * WORDS_PER_CHUNK, end = Math.min(k + WORDS_PER_CHUNK, bits.length), base = 0;
                    k < end;
                    k++, base += 64 * SECTOR_WORDS) {
                long b = bits[k];
                for (int n = Long.bitCount(b); n > 0; n--, b &= b - 1) {
                    int at = base + Long.numberOfTrailingZeros(b) * SECTOR_WORDS;
                    sum += (long) w[at] + w[at + 1];
                }
            }
        }
        return sum;
    }

    @Override
    public long move() {
        // Velocity's sectors by their alive bits, then each Position by entity ID and its alive bit, which need
        // not be read when every Position sector is alive (a mapped entity's sector then holds its Position)
        long[] movers = velocities.aliveBits(SLOT);
        long[] present = positions.aliveBits(SLOT);
        boolean allPresent = positions.everySectorHas(MASK);
        long sum = 0;
        for (int c = 0, chunks = velocities.usedChunks(); c < chunks; c++) {
            int[] v = velocities.chunkData(c);
            int[] ids = velocities.chunkIds(c);
            for (int k = c * WORDS_PER_CHUNK, end = Math.min(k + WORDS_PER_CHUNK, movers.length), base = 0;
                    k < end;
                    k++, base += 64) {
                long b = movers[k];
                for (int n = Long.bitCount(b); n > 0; n--, b &= b - 1) {
                    int i = base + Long.numberOfTrailingZeros(b);
                    int s = positions.sectorIndex(ids[i]);
                    if (s >= 0 && (allPresent || (present[s >>> 6] & 1L << s) != 0)) {
                        int[] p = positions.chunkData(s >>> CHUNK_SHIFT);
                        sum += Sectors.step(p, (s & CHUNK_MASK) * SECTOR_WORDS, v, i * SECTOR_WORDS);
                    }
                }
            }
        }
        return sum;
    }

    @Override
    public void endOfFrame() {
        positions.update();
        velocities.update();
    }
}

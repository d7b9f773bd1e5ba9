package io.componentbench.contender;

import io.componentbench.container.SectorArray;
import io.componentbench.container.SectorLayout;

/**
 * One ECSS sector array whose sectors hold Position (slot 0) and Velocity (slot 1) side by side:
 * the movement system is a single pass over the sectors that have both (the AND of the two slots' alive
 * bits), with both components on the same cache line; single-component iteration pays by reading
 * sectors twice as wide.
 * Presized, the chunks for the expected number of sectors are added up front.
 */
final class GroupedSectorArrayContender implements Contender {
    private static final int POSITION = 0;
    private static final int VELOCITY = 1;
    private static final int POSITION_MASK = 1 << POSITION;
    /** Sector size in words: Position (x, y) then Velocity (x, y). */
    private static final int SECTOR_WORDS = 4;
    /** Alive-bit words per chunk: the default chunk of 8192 sectors, 64 per word. */
    private static final int WORDS_PER_CHUNK = SectorArray.DEFAULT_SECTORS_PER_CHUNK / 64;

    private final SectorArray sectors;
    private int positionCount;

    GroupedSectorArrayContender(int entityCapacity, int expected) {
        sectors = new SectorArray(SectorLayout.of(2, 2), entityCapacity);
        sectors.reserve(Math.min(expected, entityCapacity));
        assert sectors.layout().sectorWords() == SECTOR_WORDS
                && sectors.sectorsPerChunk() == SectorArray.DEFAULT_SECTORS_PER_CHUNK;
    }

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

    // Repeats SectorArrayContender's walk with this class's constant SECTOR_WORDS: a stride parameter would keep
    // the JIT from dropping the bounds checks (docs/design.md, "Design and where it departs from `DESIGN.md`").
    @Override
    public long iteratePositions() {
        // layout (2, 2): Position at words 0-1, Velocity at 2-3 of each sector. Every loop has SECTOR_WORDS, a
        // compile-time constant, as its stride or scale (ECSS gets its offsets at compile time; a stride read
        // from the layout keeps the bounds checks in the loop).
        long sum = 0;
        if (sectors.everySectorHas(POSITION_MASK)) {
            // no bit to test: a straight walk, which the JIT unrolls with the bounds checks hoisted
            for (int c = 0, chunks = sectors.usedChunks(); c < chunks; c++) {
                int[] w = sectors.chunkData(c);
                for (int at = 0, end = sectors.sectorsIn(c) * SECTOR_WORDS; at < end; at += SECTOR_WORDS) {
                    sum += (long) w[at] + w[at + 1];
                }
            }
            return sum;
        }
        long[] bits = sectors.aliveBits(POSITION);
        for (int c = 0, chunks = sectors.usedChunks(); c < chunks; c++) {
            int[] w = sectors.chunkData(c);
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
        // one AND of the two slots' alive bits gives the 64 sectors' matches; each set bit is a matched sector,
        // found with numberOfTrailingZeros and cleared with b & (b - 1): no test per unmatched sector. The inner
        // loop counts the bits down (bitCount) rather than testing b != 0, so that it is a counted loop, which
        // C2 compiles without a safepoint poll per entity.
        long[] positions = sectors.aliveBits(POSITION);
        long[] velocities = sectors.aliveBits(VELOCITY);
        long sum = 0;
        for (int c = 0, chunks = sectors.usedChunks(); c < chunks; c++) {
            int[] w = sectors.chunkData(c);
            for (int k = c * WORDS_PER_CHUNK, end = Math.min(k + WORDS_PER_CHUNK, positions.length), base = 0;
                    k < end;
                    k++, base += 64 * SECTOR_WORDS) {
                long b = positions[k] & velocities[k];
                for (int n = Long.bitCount(b); n > 0; n--, b &= b - 1) {
                    int at = base + Long.numberOfTrailingZeros(b) * SECTOR_WORDS;
                    sum += Sectors.step(w, at, w, at + 2);
                }
            }
        }
        return sum;
    }

    @Override
    public void endOfFrame() {
        sectors.update();
    }
}

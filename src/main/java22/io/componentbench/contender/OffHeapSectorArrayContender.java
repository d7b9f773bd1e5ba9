package io.componentbench.contender;

import io.componentbench.container.OffHeapSectorArray;
import io.componentbench.container.SectorLayout;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;

/**
 * {@link SectorArrayContender} with its sector arrays in native memory ({@link OffHeapSectorArray},
 * JDK 22+): one array per component type, iteration one pass over Position's chunk segments, the
 * join a scan of Velocity's sectors looking Position up by entity ID, defragmentation at the end of
 * each frame. The loops are the heap contender's, with {@code int[]} reads turned into
 * {@link ValueLayout} reads of a {@link MemorySegment} and the same constant stride, so the two differ in the memory only.
 * Made reflectively by {@link ContenderKind#SECTOR_ARRAY_OFFHEAP}.
 */
final class OffHeapSectorArrayContender implements Contender {
    private static final ValueLayout.OfInt INT = ValueLayout.JAVA_INT;
    private static final ValueLayout.OfFloat FLOAT = ValueLayout.JAVA_FLOAT;
    private static final int SLOT = 0;
    private static final int MASK = 1;
    /** Sector size in bytes: one Position (x, y), a compile-time constant stride as in the heap contender. */
    private static final long SECTOR_BYTES = 8;

    private final OffHeapSectorArray positions;
    private int positionCount;
    private final OffHeapSectorArray velocities;

    OffHeapSectorArrayContender(int entityCapacity, int expected) {
        positions = new OffHeapSectorArray(SectorLayout.of(2), entityCapacity);
        velocities = new OffHeapSectorArray(SectorLayout.of(2), entityCapacity);
        positions.reserve(Math.min(expected, entityCapacity));
        velocities.reserve(Math.min(expected, entityCapacity));
    }

    @Override
    public void addPosition(int entity, float x, float y) {
        write(positions, positions.add(entity, SLOT), x, y);
        positionCount++;
    }

    @Override
    public void addVelocity(int entity, float x, float y) {
        write(velocities, velocities.add(entity, SLOT), x, y);
    }

    private static void write(OffHeapSectorArray array, int sector, float x, float y) {
        MemorySegment chunk = array.segmentOf(sector);
        long at = array.byteOffset(sector, SLOT);
        chunk.set(FLOAT, at, x);
        chunk.set(FLOAT, at + 4, y);
    }

    @Override
    public long readPosition(int entity) {
        int s = positions.sectorIndex(entity);
        if (s < 0 || (positions.maskAt(s) & MASK) == 0) return 0;
        MemorySegment chunk = positions.segmentOf(s);
        long at = positions.byteOffset(s, SLOT);
        return (long) chunk.get(INT, at) + chunk.get(INT, at + 4);
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
    public long positionOffHeapBytes() {
        return positions.offHeapBytes();
    }

    @Override
    public int positionCount() {
        return positionCount;
    }

    @Override
    public long iteratePositions() {
        boolean all = positions.everySectorHas(MASK);
        long masks = positions.masksBase();
        long data = positions.dataBase();
        long sum = 0;
        for (int c = 0, chunks = positions.usedChunks(); c < chunks; c++) {
            MemorySegment chunk = positions.chunkSegment(c);
            for (int i = 0, n = positions.sectorsIn(c); i < n; i++) {
                long at = data + i * SECTOR_BYTES;
                if (all || (chunk.get(INT, masks + 4L * i) & MASK) == MASK)
                    sum += (long) chunk.get(INT, at) + chunk.get(INT, at + 4);
            }
        }
        return sum;
    }

    @Override
    public long move() {
        boolean all = velocities.everySectorHas(MASK);
        long masks = velocities.masksBase();
        long data = velocities.dataBase();
        long sum = 0;
        for (int c = 0, chunks = velocities.usedChunks(); c < chunks; c++) {
            MemorySegment v = velocities.chunkSegment(c);
            int first = c * velocities.sectorsPerChunk();
            for (int i = 0, n = velocities.sectorsIn(c); i < n; i++) {
                if (!all && (v.get(INT, masks + 4L * i) & MASK) != MASK) continue;
                int s = positions.sectorIndex(velocities.entityAt(first + i));
                if (s < 0 || (positions.maskAt(s) & MASK) == 0) continue;
                MemorySegment p = positions.segmentOf(s);
                long pi = positions.byteOffset(s, SLOT);
                long vi = data + i * SECTOR_BYTES;
                float x = Movement.step(p.get(FLOAT, pi), v.get(FLOAT, vi));
                float y = Movement.step(p.get(FLOAT, pi + 4), v.get(FLOAT, vi + 4));
                p.set(FLOAT, pi, x);
                p.set(FLOAT, pi + 4, y);
                sum += Checksum.of(x, y);
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

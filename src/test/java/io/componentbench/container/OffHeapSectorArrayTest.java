package io.componentbench.container;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.componentbench.contender.ContenderKind;
import io.componentbench.measure.Footprint;
import io.componentbench.results.FootprintEntry;
import io.componentbench.workload.Distribution;
import java.util.NoSuchElementException;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * What the off-heap sector array adds to the heap one's contract (which {@code SectorArrayPropertyTest}
 * checks on both): it counts the native bytes its arena allocated, and the footprint reports them.
 * JDK 22+; skipped with the reason on an older JVM.
 */
class OffHeapSectorArrayTest {
    @BeforeEach
    void runsHere() {
        Assumptions.assumeTrue(
                ForeignMemory.sectorArrayUnavailableHere().isEmpty(),
                () -> "the off-heap sector array "
                        + ForeignMemory.sectorArrayUnavailableHere().orElse(""));
    }

    @Test
    void countsTheBytesItsArenaAllocated() {
        SectorStore a = ForeignMemory.sectorArray(SectorLayout.of(2), 100, 4);
        long map = 4 * 100;
        long chunk = 4 * (4 + 4 + 2 * 4); // 4 sectors: ID, mask and two payload words each
        assertEquals(map, a.offHeapBytes(), "the entity-to-sector map is allocated up front");
        for (int e = 0; e < 5; e++) a.add(e, 0);
        assertEquals(map + 2 * chunk, a.offHeapBytes(), "five sectors take two chunks of four");
        a.reserve(20);
        assertEquals(map + 5 * chunk, a.offHeapBytes());
        a.defragment();
        assertEquals(map + 5 * chunk, a.offHeapBytes(), "chunks are kept, as in the heap array");
        assertEquals(0, new SectorArray(SectorLayout.of(2), 100, 4).offHeapBytes(), "the heap array has none");
    }

    @Test
    void rejectsWhatTheHeapArrayRejects() {
        assertThrows(IllegalArgumentException.class, () -> ForeignMemory.sectorArray(SectorLayout.of(1), 10, 6));
        assertThrows(IllegalArgumentException.class, () -> ForeignMemory.sectorArray(SectorLayout.of(1), -1, 4));
        SectorStore a = ForeignMemory.sectorArray(SectorLayout.of(1, 1), 10, 4);
        assertThrows(IndexOutOfBoundsException.class, () -> a.add(10, 0));
        assertThrows(IndexOutOfBoundsException.class, () -> a.add(0, 2));
        a.add(3, 0);
        assertThrows(IllegalStateException.class, () -> a.add(3, 0));
        assertThrows(NoSuchElementException.class, () -> a.require(3, 1));
        assertThrows(IndexOutOfBoundsException.class, () -> a.getFloat(0, 0, 1));
        assertThrows(IllegalArgumentException.class, () -> a.sumSectors(0, s -> 1));
    }

    @Test
    void theFootprintAddsTheArenaBytesJolCannotSee() {
        int n = 1000;
        FootprintEntry e = Footprint.measure(ContenderKind.SECTOR_ARRAY_OFFHEAP, Distribution.DENSE, n);
        double arena = (4.0 * n + SectorArray.DEFAULT_SECTORS_PER_CHUNK * (4 + 4 + 8)) / n; // the map and one chunk
        assertEquals(arena, e.offHeapBytesPerEntity(), 1e-9);
        assertTrue(e.bytesPerEntity() > arena, "plus the heap part JOL sees: " + e);
        assertTrue(e.bytesPerEntity() - arena < 1, "which is a few objects, not a per-entity cost: " + e);
    }
}

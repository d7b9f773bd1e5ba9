package io.componentbench.cache;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The cache model against a textbook: LRU replacement, set conflicts, Mattson's stack distances, geometry text. */
class CacheModelTest {
    @Test
    void lruEvictsTheLeastRecentlyUsedBlockOfTheSet() {
        SetAssociativeCache c = new SetAssociativeCache(1, 2);
        boolean[] hits = new boolean[7];
        long[] stream = {1, 2, 1, 3, 1, 2, 3}; // 3 evicts 2; 2 evicts 3; 3 evicts 1
        for (int i = 0; i < stream.length; i++) hits[i] = c.access(stream[i]);
        assertArrayEquals(new boolean[] {false, false, true, false, true, false, false}, hits);
    }

    @Test
    void blocksOfOneSetConflictWhateverTheOtherSetsHold() {
        SetAssociativeCache direct = new SetAssociativeCache(4, 1);
        int misses = 0;
        for (int i = 0; i < 100; i++) if (!direct.access(i % 2 == 0 ? 0 : 4)) misses++;
        assertEquals(100, misses, "blocks 0 and 4 share set 0 of a direct-mapped cache of 4 sets");
        SetAssociativeCache twoWay = new SetAssociativeCache(2, 2);
        misses = 0;
        for (int i = 0; i < 100; i++) if (!twoWay.access(i % 2 == 0 ? 0 : 4)) misses++;
        assertEquals(2, misses, "with two ways both fit");
    }

    @Test
    void reuseDistanceCountsTheDistinctLinesBetween() {
        ReuseDistances r = new ReuseDistances(16);
        assertEquals(-1, r.access(10));
        assertEquals(-1, r.access(11));
        assertEquals(-1, r.access(12));
        assertEquals(0, r.access(12));
        assertEquals(2, r.access(10));
        assertEquals(2, r.access(11));
        assertEquals(5 / 6.0, r.missRatio(2), 1e-12); // 3 first touches and the two of distance 2, of 6
        assertEquals(0.5, r.missRatio(3), 1e-12);
    }

    /** Mattson's inclusion: a fully associative LRU cache of C lines misses exactly the accesses of distance C or more. */
    @Property(tries = 60)
    void missRatioCurveEqualsAFullyAssociativeLruCache(
            @ForAll @Size(min = 1, max = 3000) List<@IntRange(min = 0, max = 300) Integer> stream,
            @ForAll @IntRange(min = 0, max = 20) int sizeIndex) {
        long lines = ReuseDistances.sizes()[sizeIndex];
        ReuseDistances r = new ReuseDistances(1);
        SetAssociativeCache lru = new SetAssociativeCache(1, (int) lines);
        long misses = 0;
        for (int line : stream) {
            r.access(line);
            if (!lru.access(line)) misses++;
        }
        assertEquals((double) misses / stream.size(), r.missRatio(lines), 1e-12);
    }

    @Test
    void distancesSurviveTheRenumberingOfALongStream() {
        ReuseDistances r = new ReuseDistances(1);
        int lines = 1000;
        long steps = 300_000; // several times the tree's 65,536 times: it renumbers
        for (long i = 0; i < steps; i++) {
            long d = r.access(i % lines);
            if (i >= lines) assertEquals(lines - 1, d);
        }
        assertEquals(lines, r.distinctLines());
        assertEquals(
                (double) lines / steps, r.missRatio(ReuseDistances.sizes()[ReuseDistances.sizes().length - 1]), 1e-12);
    }

    @Test
    void aSampledCurveKeepsTheKneeOfACyclicScan() {
        int lines = 200_000; // past EXACT_LINES: one line in four is sampled
        ReuseDistances r = new ReuseDistances(lines);
        for (int pass = 0; pass < 2; pass++) for (long l = 0; l < lines; l++) r.access(l);
        long[] sizes = ReuseDistances.sizes();
        for (long size : sizes) {
            if (size > 4L * lines) break;
            double expected = size > 1.05 * lines ? 0.5 : size < 0.95 * lines ? 1.0 : Double.NaN;
            if (!Double.isNaN(expected)) assertEquals(expected, r.missRatio(size), 0.01, "at " + size + " lines");
        }
        assertEquals(lines, r.distinctLines(), 0.02 * lines);
    }

    @Test
    void aSequentialPassMissesOnceALine() {
        CacheModel m = new CacheModel(CacheGeometry.parse("l1d=32K/8,l2=1M/16"), 1024);
        for (long a = 0; a < 1 << 20; a += 8) m.access(a, false);
        CacheModel.Counts c = m.counts();
        assertEquals(1 << 17, c.accesses());
        assertEquals(List.of((long) (1 << 14), (long) (1 << 14)), c.misses());
        assertEquals(1 << 14, c.firstTouchedLines());
        assertEquals(256, c.firstTouchedPages());
        assertEquals(256, c.tlb4kMisses());
        m.resetCounts();
        for (long a = 0; a < 1 << 20; a += 8) m.access(a, false);
        assertEquals(List.of((long) (1 << 14), 0L), m.counts().misses(), "hot: 1 MiB fits the L2, not the L1");
    }

    @Test
    void geometryTextRoundTripsAndMalformedTextSaysWhy() {
        CacheGeometry g = CacheGeometry.parse("l1d=48K/12,l2=1M/8,l3=32M/16");
        assertEquals("l1d=48K/12,l2=1M/8,l3=32M/16,line=64,tlb4k=64/4,tlb2m=32/4", g.toString());
        assertEquals(g, CacheGeometry.parse(g.toString()));
        for (String bad : List.of(
                "", "l1d=48K", "l1d=48X/12", "l1d=48K/0", "l1d=48K/12,line=48", "l1d=3K/1", "l1d=48K/12,tlb4k=64")) {
            IllegalArgumentException e =
                    assertThrows(IllegalArgumentException.class, () -> CacheGeometry.parse(bad), bad);
            assertTrue(e.getMessage().contains("expected e.g. l1d=48K/12"), e.getMessage());
        }
    }

    @Test
    void sysfsGivesTheDataAndUnifiedLevels(@TempDir Path dir) throws IOException {
        index(dir, 0, "1", "Data", 12, 64, 64);
        index(dir, 1, "1", "Instruction", 8, 64, 64);
        index(dir, 2, "2", "Unified", 16, 64, 1024);
        CacheGeometry g = CacheGeometry.ofSysfs(dir).orElseThrow();
        assertEquals("l1d=48K/12,l2=1M/16,line=64,tlb4k=64/4,tlb2m=32/4", g.toString());
        assertTrue(CacheGeometry.ofSysfs(dir.resolve("absent")).isEmpty());
    }

    private static void index(Path dir, int n, String level, String type, int ways, int line, int sets)
            throws IOException {
        Path i = Files.createDirectories(dir.resolve("index" + n));
        Files.writeString(i.resolve("level"), level + "\n");
        Files.writeString(i.resolve("type"), type + "\n");
        Files.writeString(i.resolve("ways_of_associativity"), ways + "\n");
        Files.writeString(i.resolve("coherency_line_size"), line + "\n");
        Files.writeString(i.resolve("number_of_sets"), sets + "\n");
    }
}

package io.componentbench.cache.trace;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.componentbench.cache.CacheGeometry;
import io.componentbench.results.CacheModelEntry;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The traced pass against the layouts' arithmetic, in a traced JVM of its own as {@code cache-model}
 * runs it. The geometry is fixed (a 32 KiB L1, 512 KiB L2, 8 MiB L3), so the counts do not follow the
 * machine the test runs on.
 */
class TracedPassTest {
    private static final CacheGeometry GEOMETRY = CacheGeometry.parse("l1d=32K/8,l2=512K/8,l3=8M/16");
    private static Map<String, CacheModelEntry> big;
    private static Map<String, CacheModelEntry> small;
    private static Map<String, CacheModelEntry> smallAgain;

    @BeforeAll
    static void trace() throws Exception {
        big = run(List.of("direct-array", "packed-sparse-set"), List.of("lookup", "iterate"), 1_000_000);
        small = run(
                List.of("hash-map", "tree-map", "packed-sparse-set", "direct-array"),
                List.of("lookup", "iterate", "insert"),
                30_000);
        smallAgain = run(
                List.of("hash-map", "tree-map", "packed-sparse-set", "direct-array"),
                List.of("lookup", "iterate", "insert"),
                30_000);
    }

    @Test
    void aRandomLookupInAnArrayIndexedByIdMissesTwoLinesCold() {
        // direct-array: the reference slot and the Position object it points to; packed: the sparse slot and the packed
        // entry
        for (String c : List.of("direct-array", "packed-sparse-set")) {
            CacheModelEntry e = big.get(c + " lookup dense 1000000 cold");
            assertNull(e.notModelled(), c);
            double l1 = e.missesPerOp().get("L1D");
            assertTrue(l1 > 1.9 && l1 < 2.2, c + " misses " + l1 + " L1 lines per lookup");
        }
    }

    @Test
    void aPackedIterationTouchesAnEighthOfALinePerEntity() {
        CacheModelEntry e = big.get("packed-sparse-set iterate dense 1000000 cold");
        assertEquals(0.125, e.linesPerOp(), 0.001, "8 bytes of floats per entity");
        assertEquals(0.125, e.missesPerOp().get("L1D"), 0.001);
        CacheModelEntry direct = big.get("direct-array iterate dense 1000000 cold");
        assertEquals(
                4 / 64.0 + 24 / 64.0,
                direct.linesPerOp(),
                0.002,
                "a 4-byte reference and a 24-byte Position per entity");
    }

    @Test
    void aHashMapLookupFollowsMoreLinesThanAPackedOne() {
        // the table slot, the node, its key and its Position; a key, its Position and its node are allocated
        // together, so two of them often share a line: close to 3 lines, where packed's lookup takes 2
        CacheModelEntry map = small.get("hash-map lookup dense 30000 cold");
        CacheModelEntry packed = small.get("packed-sparse-set lookup dense 30000 cold");
        double l1 = map.missesPerOp().get("L1D");
        assertTrue(
                l1 > 2.5 && l1 > 1.3 * packed.missesPerOp().get("L1D"),
                map.missesPerOp() + " against " + packed.missesPerOp());
    }

    @Test
    void aTreeMapLookupVisitsAboutLog2NNodes() {
        CacheModelEntry e = small.get("tree-map lookup dense 30000 cold");
        double log2n = Math.log(30_000) / Math.log(2);
        double l1 = e.missesPerOp().get("L1D");
        // a node and its boxed key: one line or two by where the container starts within a line
        assertTrue(l1 > 0.6 * log2n && l1 < 2 * log2n, l1 + " L1 misses per lookup against log2 N " + log2n);
    }

    @Test
    void aHotPassThatFitsTheLastLevelMissesOnlyWhatItAllocates() {
        for (CacheModelEntry hot : small.values()) {
            if (!hot.regime().equals(TracedPass.HOT)) continue;
            CacheModelEntry cold = small.get(hot.key().replace(" hot", " cold"));
            assertTrue(
                    cold.missesPerOp().get("L3") >= cold.linesPerOp() - 1e-9,
                    cold.key() + ": a first touch misses every level");
            assertEquals(
                    hot.linesPerOp(),
                    hot.missesPerOp().get("L3"),
                    0.01,
                    hot.key() + ": 30K entities fit 8 MiB, so only new lines miss it");
        }
        assertNull(small.get("hash-map insert dense 30000 hot"), "insert uses its container up: cold only");
    }

    /**
     * Two traced JVMs agree to 0.1%, stores of objects included. Each container starts at a 2 MiB
     * boundary in a heap kept in allocation order, so its objects straddle the same lines every time
     * (CacheModelRun's flags say how). An insert agrees in its accesses and new lines only: the objects
     * it allocates during the pass share the heap with what the JVM's other threads allocate meanwhile,
     * so where they land within a set varies (tree-map's L1 misses per insert moved 24% on Temurin 25).
     */
    @Test
    void twoTracedPassesAgree() {
        for (CacheModelEntry a : small.values()) {
            CacheModelEntry b = smallAgain.get(a.key());
            assertNotNull(b, a.key());
            assertEquals(a.accessesPerOp(), b.accessesPerOp(), 1e-4 * a.accessesPerOp(), a.key());
            assertEquals(a.linesPerOp(), b.linesPerOp(), 0.001 * a.linesPerOp() + 0.001, a.key());
            if (a.workload().equals("insert")) continue;
            for (String level : a.missesPerOp().keySet()) {
                double x = a.missesPerOp().get(level);
                assertEquals(x, b.missesPerOp().get(level), 0.001 * x + 0.001, a.key() + " " + level);
            }
        }
    }

    @Test
    void aMissRatioCurveFallsWithTheCacheSize() {
        CacheModelEntry e =
                small.get("packed-sparse-set lookup dense 30000 hot"); // hash-map's boxed keys are new lines every pass
        List<Double> curve = e.curveMissRatio();
        for (int i = 1; i < curve.size(); i++)
            assertTrue(curve.get(i) <= curve.get(i - 1), "at " + e.curveBytes().get(i));
        assertTrue(curve.get(curve.size() - 1) < 0.01, "hot: everything fits the largest size");
    }

    private static Map<String, CacheModelEntry> run(List<String> contenders, List<String> workloads, int size)
            throws Exception {
        CacheModelEntry.File file = CacheModelRun.count(
                ProcessHandle.current().info().command().orElse("java"),
                System.getProperty("java.class.path"),
                GEOMETRY,
                contenders,
                TracedPass.Cell.every(workloads, List.of("dense"), List.of(size)));
        assertEquals(GEOMETRY.toString(), file.geometry());
        return file.entries().stream().collect(Collectors.toMap(CacheModelEntry::key, Function.identity()));
    }
}

package io.componentbench.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.componentbench.contender.ContenderKind;
import io.componentbench.workload.SliceSubject;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.openjdk.jmh.infra.Blackhole;

/**
 * The side-by-side cell in this JVM: each subject's classes come from a loader of its own (Koloboke,
 * which finds its implementation through the context class loader, included), rounds fill a ratio
 * slot per subject, and bad subject lists are refused. Timing values are not asserted.
 */
class SideBySideBenchmarkTest {
    private static final Blackhole BH = new Blackhole(
            "Today's password is swordfish. I understand instantiating Blackholes directly is dangerous.");

    private static SideBySideBenchmark.Cell cell(String workload, String subjects) {
        SideBySideBenchmark.Cell c = new SideBySideBenchmark.Cell();
        c.workload = workload;
        c.size = 1000;
        c.distribution = "dense";
        c.state = workload.equals("churn") || workload.equals("insert") ? SideBySideBenchmark.NONE : "fresh";
        c.order = workload.equals("lookup")
                ? "shuffled"
                : workload.equals("insert") ? "insertion" : SideBySideBenchmark.NONE;
        c.presized = workload.equals("insert") ? "false" : SideBySideBenchmark.NONE;
        c.subjects = subjects;
        c.seed = 7;
        c.setUpTrial();
        return c;
    }

    @Test
    void everySubjectHasItsOwnClassesAndARatio() throws Exception {
        SideBySideBenchmark.Cell c = cell("lookup", "raw-array+koloboke-hash+hash-map+twin");
        Set<Class<?>> types = new HashSet<>();
        for (var op : c.ops) {
            assertNotSame(SliceSubject.class, op.getClass());
            assertEquals(SliceSubject.class.getName(), op.getClass().getName());
            types.add(op.getClass());
        }
        assertEquals(4, types.size(), "four loaders, four copies of the subject class");
        SideBySideBenchmark.Ratios ratios = new SideBySideBenchmark.Ratios();
        ratios.reset();
        SideBySideBenchmark bench = new SideBySideBenchmark();
        for (int i = 0; i < 5; i++) bench.round(c, ratios, BH);
        assertTrue(ratios.anchorNs > 0);
        assertTrue(ratios.s01 > 0 && ratios.s02 > 0 && ratios.s03 > 0, "every subject's slot is filled");
        assertEquals(0, ratios.s04, "an unused slot stays 0");
        double[][] costs = {
            {ratios.alloc00, ratios.gcCount00, ratios.gcMs00, ratios.timedMs00},
            {ratios.alloc01, ratios.gcCount01, ratios.gcMs01, ratios.timedMs01},
            {ratios.alloc02, ratios.gcCount02, ratios.gcMs02, ratios.timedMs02},
            {ratios.alloc03, ratios.gcCount03, ratios.gcMs03, ratios.timedMs03}
        };
        for (double[] slot : costs) {
            assertTrue(
                    slot[0] >= 0 && slot[1] >= 0 && slot[2] >= 0, "every subject reports its costs, anchor included");
            assertTrue(slot[3] > 0, "and the milliseconds of its timed parts");
        }
        assertEquals(0, ratios.timedMs04, "an unused slot stays 0");
        ratios.reset();
        assertEquals(0, ratios.s01);
        assertEquals(0, ratios.timedMs00);
    }

    @Test
    void theCostSlotsSumAnIterationsSlicesPerElementAndSayNaNWhereASubjectDoesNotReport() throws Exception {
        SideBySideBenchmark.Ratios ratios = new SideBySideBenchmark.Ratios();
        ratios.reset();
        ratios.slice(0, 2_000_000, 1000, new long[] {0, 0, 0});
        ratios.slice(1, 3_000_000, 1000, new long[] {8000, 1, 4});
        ratios.slice(2, 1_000_000, 500, null);
        ratios.record(new double[] {2000, 3000, 2000}, 3);
        ratios.slice(1, 1_000_000, 1000, new long[] {12000, 0, 0});
        ratios.slice(2, 1_000_000, 500, null);
        ratios.slice(0, 2_000_000, 1000, new long[] {0, 0, 0});
        ratios.record(new double[] {2000, 1000, 2000}, 3);
        assertEquals(0, ratios.alloc00);
        assertEquals(10, ratios.alloc01, 1e-12, "20,000 bytes over 2,000 elements");
        assertEquals(1, ratios.gcCount01);
        assertEquals(4, ratios.gcMs01);
        assertEquals(4, ratios.timedMs01, 1e-12);
        assertTrue(Double.isNaN(ratios.alloc02) && Double.isNaN(ratios.gcCount02) && Double.isNaN(ratios.gcMs02));
        assertEquals(2, ratios.timedMs02, 1e-12, "its time is the benchmark's own measure");
        ratios.slice(1, 1_000_000, 1000, new long[] {-1, 0, 0});
        ratios.record(new double[] {2000, 1000, 2000}, 3);
        assertTrue(Double.isNaN(ratios.alloc01), "a JVM that does not count allocation");
        assertEquals(1, ratios.gcCount01);
    }

    @Test
    void everyWorkloadRuns() throws Exception {
        for (String w : new String[] {"iterate", "join", "churn", "lookup", "insert", "remove", "respawn"}) {
            SideBySideBenchmark.Cell c = cell(w, "raw-array+packed-sparse-set+twin");
            SideBySideBenchmark.Ratios ratios = new SideBySideBenchmark.Ratios();
            ratios.reset();
            new SideBySideBenchmark().round(c, ratios, BH);
            assertTrue(ratios.s01 > 0 && ratios.s02 > 0, w);
        }
    }

    @Test
    void theOffHeapSectorArrayRunsInASubjectLoaderOfItsOwnOnJdk22AndLater() throws Exception {
        ContenderKind offHeap = ContenderKind.SECTOR_ARRAY_OFFHEAP;
        for (String w : new String[] {"iterate", "join"}) {
            if (offHeap.unavailableHere().isPresent()) {
                // below 22 the runner never puts it in a cell; built anyway, the subject says why
                var e = assertThrows(IllegalStateException.class, () -> cell(w, "raw-array+sector-array-offheap+twin"));
                assertTrue(String.valueOf(e.getCause()).contains("needs JDK 22+"), String.valueOf(e.getCause()));
                continue;
            }
            SideBySideBenchmark.Cell c = cell(w, "raw-array+sector-array+sector-array-offheap+twin");
            SideBySideBenchmark.Ratios ratios = new SideBySideBenchmark.Ratios();
            ratios.reset();
            new SideBySideBenchmark().round(c, ratios, BH);
            assertTrue(ratios.s01 > 0 && ratios.s02 > 0 && ratios.s03 > 0, w);
        }
    }

    @Test
    void theAnchorMustComeFirstAndTheSlotsSuffice() {
        var e = assertThrows(IllegalArgumentException.class, () -> cell("iterate", "hash-map+raw-array"));
        assertTrue(e.getMessage().contains("anchor"), e.getMessage());
        String many = "raw-array" + "+hash-map".repeat(SideBySideBenchmark.SLOTS);
        e = assertThrows(IllegalArgumentException.class, () -> cell("iterate", many));
        assertTrue(e.getMessage().contains("at most"), e.getMessage());
    }

    /** Two builds in one fork: each subject's classes come from its build's class path, in a loader of its own. */
    @Test
    void subjectsOfTwoBuildsComeFromTheirBuildsClassPaths(@org.junit.jupiter.api.io.TempDir java.nio.file.Path empty)
            throws Exception {
        String cp = System.getProperty("java.class.path");
        System.setProperty(SliceSubject.BUILD_PROPERTY + "base", cp);
        System.setProperty(SliceSubject.BUILD_PROPERTY + "head", cp);
        System.setProperty(SliceSubject.BUILD_PROPERTY + "old", empty.toString());
        try {
            SideBySideBenchmark.Cell c = cell("iterate", "base:raw-array+base:hash-map+head:hash-map+head:raw-array");
            Set<Class<?>> types = new HashSet<>();
            for (var op : c.ops) types.add(op.getClass());
            assertEquals(4, types.size(), "each build's subjects in loaders of their own");
            assertTrue(c.loaders[2].getName().equals("subject-head:hash-map"), c.loaders[2].getName());
            SideBySideBenchmark.Ratios ratios = new SideBySideBenchmark.Ratios();
            ratios.reset();
            for (int i = 0; i < 3; i++) new SideBySideBenchmark().round(c, ratios, BH);
            assertTrue(
                    ratios.s01 > 0 && ratios.s02 > 0 && ratios.s03 > 0, "every subject of both builds has its ratio");

            var e = assertThrows(
                    IllegalArgumentException.class, () -> cell("iterate", "base:raw-array+nobuild:hash-map"));
            assertTrue(e.getMessage().contains(SliceSubject.BUILD_PROPERTY + "nobuild"), e.getMessage());
            e = assertThrows(IllegalArgumentException.class, () -> cell("iterate", "base:raw-array+old:hash-map"));
            assertTrue(
                    e.getMessage().contains("predates side-by-side")
                            && e.getMessage().contains("--mode forks"),
                    e.getMessage());
            e = assertThrows(IllegalArgumentException.class, () -> cell("iterate", "base:hash-map+head:raw-array"));
            assertTrue(e.getMessage().contains("anchor"), e.getMessage());
        } finally {
            for (String b : new String[] {"base", "head", "old"}) System.clearProperty(SliceSubject.BUILD_PROPERTY + b);
        }
    }
}

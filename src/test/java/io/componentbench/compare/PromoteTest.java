package io.componentbench.compare;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.componentbench.cli.Cli;
import io.componentbench.results.RunDirs;
import io.componentbench.store.DirectoryMarker;
import io.componentbench.store.OutputGuard;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Promote takes only complete runs, and a complete baseline survives every interruption of the swap. */
class PromoteTest {
    @TempDir
    Path tmp;

    Path baseline;
    Path oldRun;
    Path newRun;

    @BeforeEach
    void baselineFromARun() throws Exception {
        oldRun = RunDirs.create()
                .iterate("raw-array", 500, 10)
                .iterate("sparse-set", 1000, 20)
                .write(tmp.resolve("runs/2026-01-01T00-00-00.000Z"));
        newRun = RunDirs.create()
                .iterate("raw-array", 400, 10)
                .iterate("sparse-set", 900, 20)
                .write(tmp.resolve("runs/2026-02-01T00-00-00.000Z"));
        baseline = tmp.resolve("results/baseline");
        assertEquals(0, Cli.execute("promote", oldRun.toString(), "--baseline", baseline.toString()));
    }

    @Test
    void aPartialRunWithoutEnvOrFootprintIsRefusedAndTheBaselineKept() throws Exception {
        Path partial = Files.createDirectories(tmp.resolve("runs/.2026-03-01T00-00-00.000Z.partial"));
        Files.copy(newRun.resolve("jmh-results.json"), partial.resolve("jmh-results.json"));
        String before = Files.readString(baseline.resolve("jmh-results.json"));
        String err = stderrOf(() -> Cli.execute("promote", partial.toString(), "--baseline", baseline.toString()), 2);
        assertTrue(err.contains("unfinished run (.partial)"), err);
        Path incomplete = Files.createDirectories(tmp.resolve("runs/2026-03-01T00-00-00.000Z"));
        Files.copy(newRun.resolve("jmh-results.json"), incomplete.resolve("jmh-results.json"));
        Files.writeString(incomplete.resolve("footprint.json"), "[{\"contender\": ");
        err = stderrOf(() -> Cli.execute("promote", incomplete.toString(), "--baseline", baseline.toString()), 2);
        assertTrue(err.contains("env.json is missing") && err.contains("footprint.json is unreadable"), err);
        assertEquals(before, Files.readString(baseline.resolve("jmh-results.json")), "the baseline is untouched");
    }

    @Test
    void promoteReplacesAnEarlierBaselineWithTheRunsFilesOnly() throws Exception {
        Files.writeString(newRun.resolve("my-notes.txt"), "not part of the run");
        assertEquals(0, Cli.execute("promote", newRun.toString(), "--baseline", baseline.toString()));
        assertEquals(
                Files.readString(newRun.resolve("jmh-results.json")),
                Files.readString(baseline.resolve("jmh-results.json")));
        assertEquals("2026-02-01T00-00-00.000Z\n", Files.readString(baseline.resolve("SOURCE")));
        assertFalse(Files.exists(baseline.resolve("my-notes.txt")));
        assertEquals(
                OutputGuard.Kind.BASELINE,
                DirectoryMarker.read(baseline).orElseThrow().kind());
        try (var siblings = Files.list(baseline.getParent())) {
            assertEquals(1, siblings.count(), "no temporary or old directory left beside it");
        }
    }

    @Test
    void aKillBetweenTheTwoRenamesIsRepairedByTheNextCommandNotDeleted() throws Exception {
        // the state a kill between "baseline -> .baseline.old" and ".baseline.tmp-* -> baseline" leaves
        Path old = baseline.resolveSibling(".baseline.old");
        Files.move(baseline, old);
        String previous = Files.readString(old.resolve("jmh-results.json"));
        String err = stderrOf(() -> Cli.execute("compare", baseline.toString(), oldRun.toString()), 0);
        assertTrue(err.contains("restored " + baseline + " from " + old), err);
        assertEquals(
                previous,
                Files.readString(baseline.resolve("jmh-results.json")),
                "reading restores the complete previous baseline");

        Files.move(baseline, old); // killed again; this time the next command is a promote
        err = stderrOf(() -> Cli.execute("promote", newRun.toString(), "--baseline", baseline.toString()), 0);
        assertTrue(err.contains("restored"), err);
        assertEquals(
                Files.readString(newRun.resolve("jmh-results.json")),
                Files.readString(baseline.resolve("jmh-results.json")));
        assertFalse(Files.exists(old));
    }

    @Test
    void anOldCopyLeftAfterTheSwapCompletedIsRemovedWithAMessage() throws Exception {
        Path old = baseline.resolveSibling(".baseline.old");
        copy(baseline, old);
        String err = stderrOf(() -> Cli.execute("promote", newRun.toString(), "--baseline", baseline.toString()), 0);
        assertTrue(err.contains("removed " + old), err);
        assertFalse(Files.exists(old));
    }

    @Test
    void theTemporaryCopyOfAKilledPromoteIsRemovedByTheNextOneAndALiveOnesKept() throws Exception {
        Process gone = new ProcessBuilder("true").start();
        gone.waitFor();
        Path killed = Files.createDirectories(baseline.resolveSibling(".baseline.tmp-" + gone.pid() + "-123"));
        Files.write(killed.resolve("jmh-results.json"), new byte[3 << 20]);
        Path live = Files.createDirectories(baseline.resolveSibling(
                ".baseline.tmp-" + ProcessHandle.current().pid() + "-456"));
        String err = stderrOf(() -> Cli.execute("promote", newRun.toString(), "--baseline", baseline.toString()), 0);
        assertTrue(err.contains("removed " + killed + " (3.0 MiB)") && err.contains("process " + gone.pid()), err);
        assertFalse(Files.exists(killed));
        assertTrue(Files.exists(live), "a copy whose process still runs is not touched");
    }

    @Test
    void aRunWithANaNScoreOrANonPositiveSampleIsRefusedAndTheBaselineKept() throws Exception {
        String before = Files.readString(baseline.resolve("jmh-results.json"));
        java.util.Map<String, String> params =
                java.util.Map.of("size", "1000", "distribution", "dense", "state", "fresh", "contender", "hash-map");
        Path nan = RunDirs.create()
                .iterate("raw-array", 500, 10)
                .result("io.componentbench.bench.IterateBenchmark.contender", params, "avgt", "ns/op", Double.NaN, 1)
                .write(tmp.resolve("runs/2026-03-01T00-00-00.000Z"));
        String err = stderrOf(() -> Cli.execute("promote", nan.toString(), "--baseline", baseline.toString()), 2);
        assertTrue(err.contains("1 of its results cannot be read") && err.contains("score is not a number"), err);
        Path zero = RunDirs.create()
                .iterate("raw-array", 500, 10)
                .result(
                        "io.componentbench.bench.IterateBenchmark.contender",
                        params,
                        "avgt",
                        "ns/op",
                        new double[] {900, 0, 910},
                        new double[] {905, 906, 904})
                .write(tmp.resolve("runs/2026-03-02T00-00-00.000Z"));
        err = stderrOf(() -> Cli.execute("promote", zero.toString(), "--baseline", baseline.toString()), 2);
        assertTrue(err.contains("impossible result") && err.contains("raw sample 0.0"), err);
        assertEquals(before, Files.readString(baseline.resolve("jmh-results.json")), "the baseline is untouched");
    }

    private static void copy(Path from, Path to) throws Exception {
        Files.createDirectories(to);
        try (var files = Files.list(from)) {
            for (Path f : files.toList()) Files.copy(f, to.resolve(f.getFileName()));
        }
    }

    private static String stderrOf(Callable<Integer> command, int expectedExit) {
        PrintStream err = System.err;
        ByteArrayOutputStream captured = new ByteArrayOutputStream();
        System.setErr(new PrintStream(captured));
        try {
            assertEquals(expectedExit, command.call(), () -> captured.toString());
        } catch (Exception e) {
            throw new AssertionError(e);
        } finally {
            System.setErr(err);
        }
        return captured.toString();
    }
}

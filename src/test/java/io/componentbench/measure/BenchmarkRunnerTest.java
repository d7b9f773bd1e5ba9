package io.componentbench.measure;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.componentbench.contender.ContenderKind;
import io.componentbench.store.RunDirectory;
import io.componentbench.workload.Workload;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What a run is asked to measure, its forks, and the run directory a failed run leaves. */
class BenchmarkRunnerTest {
    private static final Instant T = Instant.parse("2026-11-30T03:59:54.123Z");

    @TempDir
    Path tmp;

    @Test
    void aContenderOrWorkloadNamedTwiceRunsOnce() {
        BenchmarkRunner r = BenchmarkRunner.ofWorkloads(
                Profile.SMOKE,
                JvmChoice.resolve(List.of()),
                List.of(ContenderKind.HASH_MAP, ContenderKind.HASH_MAP, ContenderKind.TREE_MAP),
                List.of(Workload.ITERATE, Workload.ITERATE));
        assertEquals(List.of(ContenderKind.HASH_MAP, ContenderKind.TREE_MAP), r.contenders());
        assertEquals(List.of(Workload.ITERATE), r.workloads());
    }

    @Test
    void theRunRecordsWhatItWasAskedToMeasure() {
        BenchmarkRunner r = BenchmarkRunner.ofWorkloads(
                Profile.QUICK,
                JvmChoice.resolve(List.of()),
                List.of(ContenderKind.HASH_MAP, ContenderKind.SPARSE_SET),
                List.of(Workload.ITERATE, Workload.LOOKUP));
        io.componentbench.results.Env.Selection s = r.selection();
        assertEquals(List.of("hash-map", "sparse-set"), s.contenders());
        // the sizes each workload's specs name: quick iterates and looks up at 1M only
        assertEquals(java.util.Map.of("iterate", List.of(1_000_000), "lookup", List.of(1_000_000)), s.workloads());
    }

    @Test
    void forksCanBeAskedForWithinBounds() {
        BenchmarkRunner r = BenchmarkRunner.ofWorkloads(
                Profile.QUICK,
                JvmChoice.resolve(List.of()),
                List.of(ContenderKind.HASH_MAP),
                List.of(Workload.ITERATE));
        assertEquals(Profile.QUICK.forks, r.forks());
        assertEquals(6, r.withForks(6).forks());
        assertEquals(
                2 * r.withForks(3).estimate().toMillis(),
                r.withForks(6).estimate().toMillis(),
                1,
                "time is proportional to forks (--forks sets the cells' forks too)");
        for (int bad : new int[] {0, -1, BenchmarkRunner.MAX_FORKS + 1}) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> r.withForks(bad));
            assertTrue(
                    e.getMessage().contains("forks must be between 1 and " + BenchmarkRunner.MAX_FORKS),
                    e.getMessage());
        }
    }

    @Test
    void aRunThatFailsAfterSomeForksKeepsThemAndIsNeverTakenForAComplete() throws Exception {
        RunDirectory run = RunDirectory.create(tmp, T);
        Path fork = Files.writeString(run.partial().resolve("round-1-spec-0-17.json"), "[{\"benchmark\":\"x\"}]");
        IOException lockLost = new IOException("Another JMH instance might be running");
        BenchmarkRunner.failed(run, 1, lockLost);
        Path kept = tmp.resolve(run.name() + RunDirectory.INCOMPLETE);
        assertEquals(
                "[{\"benchmark\":\"x\"}]",
                Files.readString(kept.resolve(fork.getFileName())),
                "the completed fork is kept");
        assertTrue(lockLost.getSuppressed()[0].getMessage().contains(kept.toString()), "the error says where");
        assertFalse(RunDirectory.isComplete(kept));
        assertThrows(IOException.class, () -> RunDirectory.requireComplete(kept));
        RunDirectory.cleanStale(tmp);
        assertTrue(Files.exists(kept), "no later run cleans it away");
        assertThrows(IOException.class, () -> RunDirectory.latest(tmp));

        RunDirectory nothingYet = RunDirectory.create(tmp, T);
        BenchmarkRunner.failed(nothingYet, 0, new IOException("the first fork failed"));
        assertFalse(Files.exists(nothingYet.partial()), "a run that measured nothing leaves nothing");
    }
}

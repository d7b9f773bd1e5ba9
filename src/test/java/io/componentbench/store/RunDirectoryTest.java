package io.componentbench.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

import io.componentbench.measure.JvmChoice;
import io.componentbench.results.RunData;
import io.componentbench.results.RunDirs;
import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.math.BigInteger;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Run directories: unique names, no partial left by an interrupted run, and "newest run" meaning a complete one of ours. */
class RunDirectoryTest {
    private static final Instant T = Instant.parse("2026-11-30T03:59:54.123Z");

    @TempDir
    Path tmp;

    @Test
    void runsStartedInTheSameMillisecondGetTheirOwnDirectories() throws Exception {
        RunDirectory a = RunDirectory.create(tmp, T);
        RunDirectory b = RunDirectory.create(tmp, T);
        assertEquals("2026-11-30T03-59-54.123Z", a.name());
        assertEquals("2026-11-30T03-59-54.123Z-2", b.name());
        Path doneA = complete(a);
        Path doneB = complete(b);
        assertTrue(RunDirectory.isComplete(doneA) && RunDirectory.isComplete(doneB));
        RunDirectory c = RunDirectory.create(tmp, T);
        assertEquals("2026-11-30T03-59-54.123Z-3", c.name(), "a finished run's name is not reused either");
        c.abandon();
        assertFalse(Files.exists(c.partial()));
    }

    @Test
    void runsAreNeverCreatedInsideABaselineOrReport() throws Exception {
        Path baseline = RunDirs.create().iterate("sparse-set", 1000, 20).write(tmp.resolve("baseline"));
        DirectoryMarker.mark(baseline, OutputGuard.Kind.BASELINE);
        var e = assertThrows(
                OutputGuard.RefusedException.class, () -> RunDirectory.create(baseline.resolve("runs"), T));
        assertTrue(
                e.getMessage().contains("inside " + baseline.toRealPath() + ", a componentbench baseline directory"),
                e.getMessage());
        assertFalse(Files.exists(baseline.resolve("runs")));
    }

    @ParameterizedTest
    @ValueSource(strings = {"TERM", "INT"})
    void aRunStoppedBySigtermOrSigintRemovesItsPartial(String signal) throws Exception {
        Process child = holdPartialRun();
        try {
            Path partial = awaitReady(child);
            assertTrue(Files.exists(partial.resolve(RunData.RESULTS_FILE)));
            assumeFalse(ignores(child, signal), "SIG" + signal + " is ignored in processes started here");
            assertEquals(
                    0,
                    new ProcessBuilder("kill", "-" + signal, String.valueOf(child.pid()))
                            .start()
                            .waitFor());
            assertTrue(child.waitFor(60, TimeUnit.SECONDS), "the run stops");
            assertFalse(Files.exists(partial), "the shutdown hook removed " + partial);
        } finally {
            child.destroyForcibly();
        }
    }

    @Test
    void thePartialOfARunKilledHarderIsReportedAndRemovedByTheNextRunButALiveOnesKept() throws Exception {
        Process child = holdPartialRun();
        Path killed;
        try {
            killed = awaitReady(child);
        } finally {
            child.destroyForcibly().waitFor();
        }
        assertTrue(Files.exists(killed), "SIGKILL runs no hook");
        RunDirectory live = RunDirectory.create(tmp, T);
        Path unknown = Files.createDirectories(tmp.resolve(".2020-01-01T00-00-00Z.partial"));
        String err = stderrOf(() -> RunDirectory.cleanStale(tmp));
        assertFalse(Files.exists(killed));
        assertTrue(
                err.contains("removed " + killed)
                        && err.contains(RunData.RESULTS_FILE)
                        && err.contains("process " + child.pid() + ", which was killed"),
                err);
        assertTrue(
                Files.exists(live.partial())
                        && err.contains("another run (process "
                                + ProcessHandle.current().pid() + ")"),
                err);
        assertTrue(Files.exists(unknown) && err.contains(unknown + ", an unfinished run that records no process"), err);
        live.abandon();
    }

    @Test
    void theNewestRunIsTheNewestCompleteRunMadeByTheTool() throws Exception {
        assertThrows(IOException.class, () -> RunDirectory.latest(tmp));
        Path before = RunDirs.create()
                .unmarked()
                .iterate("sparse-set", 1000, 20)
                .write(tmp.resolve("2026-11-29T10-00-00Z")); // before markers
        Path ours = complete(RunDirectory.create(tmp, T));
        RunDirs.create().unmarked().iterate("sparse-set", 1000, 20).write(tmp.resolve("old-runs-backup"));
        RunDirs.create().iterate("sparse-set", 1000, 20).write(tmp.resolve("2026-12-04T00-00-00Z-copy"));
        RunDirs.create()
                .unmarked()
                .iterate("sparse-set", 1000, 20)
                .write(tmp.resolve(".2026-12-01T00-00-00.000Z.partial"));
        RunDirs.create()
                .unmarked()
                .iterate("sparse-set", 1000, 20)
                .write(tmp.resolve("2026-12-02T00-00-00.000Z")); // a new name without a marker
        Path noFootprint =
                RunDirs.create().iterate("sparse-set", 1000, 20).write(tmp.resolve("2026-12-03T00-00-00.000Z"));
        DirectoryMarker.mark(noFootprint, OutputGuard.Kind.RUN);
        Files.delete(noFootprint.resolve(RunData.FOOTPRINT_FILE));
        assertFalse(RunDirectory.isComplete(before), "a run without a marker is never taken as the newest");
        assertEquals(ours, RunDirectory.latest(tmp));
        Path sameMillisecond = complete(RunDirectory.create(tmp, T));
        assertEquals(sameMillisecond, RunDirectory.latest(tmp), "-2 is newer than the first run of that millisecond");

        Path onlyBackup = Files.createDirectories(tmp.resolve("other"));
        RunDirs.create().iterate("sparse-set", 1000, 20).write(onlyBackup.resolve("old-runs-backup"));
        IOException e = assertThrows(IOException.class, () -> RunDirectory.latest(onlyBackup));
        assertTrue(
                e.getMessage().contains("no complete run") && e.getMessage().contains("old-runs-backup"),
                e.getMessage());
    }

    @Test
    void aShutdownWhileTheRunIsBeingCompletedNeverDeletesTheFinishedRun() throws Exception {
        RunDirectory run = RunDirectory.create(tmp, T);
        RunDirs.create().iterate("sparse-set", 1000, 20).write(run.partial());
        // the race of issue 29 item 4: the shutdown hook runs after complete() has begun and before its rename
        run.afterClaim = run::interrupted;
        Path done = run.complete();
        assertTrue(RunDirectory.isComplete(done), "the finished run is in place");
        RunDirectory.requireComplete(done);
        assertFalse(Files.exists(run.partial()));
    }

    @Test
    void aShutdownRacingTheCompletionEitherKeepsTheWholeRunOrLeavesNothing() throws Exception {
        for (int i = 0; i < 100; i++) {
            Path root = Files.createDirectories(tmp.resolve("race-" + i));
            RunDirectory run = RunDirectory.create(root, T);
            RunDirs.create().iterate("sparse-set", 1000, 20).write(run.partial());
            java.util.concurrent.CountDownLatch go = new java.util.concurrent.CountDownLatch(1);
            Thread hook = new Thread(() -> {
                try {
                    go.await();
                } catch (InterruptedException e) {
                    return;
                }
                run.interrupted();
            });
            hook.start();
            go.countDown();
            Path done = null;
            try {
                done = run.complete();
            } catch (IOException interrupted) {
                // the hook won: the run is removed, which is what an interrupted run does
            }
            hook.join();
            if (done != null) {
                RunDirectory.requireComplete(done);
            } else {
                try (var left = Files.list(root)) {
                    assertEquals(0, left.count(), "an interrupted run leaves nothing");
                }
            }
        }
    }

    @Test
    void aRunInterruptedBeforeItsCompletionIsNotCompletedAfterwards() throws Exception {
        RunDirectory run = RunDirectory.create(tmp, T);
        RunDirs.create().iterate("sparse-set", 1000, 20).write(run.partial());
        run.interrupted();
        assertFalse(Files.exists(run.partial()), "the hook removed the unfinished run");
        IOException e = assertThrows(IOException.class, run::complete);
        assertTrue(e.getMessage().contains("interrupted"), e.getMessage());
        assertFalse(Files.exists(tmp.resolve(run.name())), "nothing half-made appears under the run's name");
    }

    private static Path complete(RunDirectory run) throws IOException {
        RunDirs.create().iterate("sparse-set", 1000, 20).write(run.partial());
        return run.complete();
    }

    private Process holdPartialRun() throws IOException {
        return new ProcessBuilder(
                        JvmChoice.current().path(),
                        "-cp",
                        System.getProperty("java.class.path"),
                        HoldPartialRun.class.getName(),
                        tmp.toString())
                .redirectError(ProcessBuilder.Redirect.INHERIT)
                .start();
    }

    private static Path awaitReady(Process child) throws IOException {
        String line = new BufferedReader(new InputStreamReader(child.getInputStream())).readLine();
        assertTrue(line != null && line.startsWith("ready "), "child said: " + line);
        return Path.of(line.substring("ready ".length()));
    }

    /** Whether the process ignores the signal (Linux: the SigIgn mask in /proc); false where that cannot be read. */
    private static boolean ignores(Process p, String signal) {
        try {
            for (String line : Files.readAllLines(Path.of("/proc", String.valueOf(p.pid()), "status"))) {
                if (line.startsWith("SigIgn:")) {
                    int number = signal.equals("INT") ? 2 : 15;
                    return new BigInteger(line.substring(7).trim(), 16).testBit(number - 1);
                }
            }
        } catch (IOException e) {
            return false;
        }
        return false;
    }

    interface Action {
        void run() throws Exception;
    }

    private static String stderrOf(Action a) throws Exception {
        PrintStream err = System.err;
        ByteArrayOutputStream captured = new ByteArrayOutputStream();
        System.setErr(new PrintStream(captured));
        try {
            a.run();
        } finally {
            System.setErr(err);
        }
        return captured.toString();
    }
}

package io.componentbench.measure;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * One measurement at a time (issue 27 item 8): the pre-start check refuses, with a clear message,
 * while another componentbench measurement or another JMH benchmark holds its lock. The locks are
 * held here by the test itself; no benchmark runs.
 */
class MeasurementLockTest {
    @TempDir
    Path tmp;

    @Test
    @SuppressWarnings("try") // the lock is held for the block, never read
    void aSecondMeasurementIsRefusedWhileTheFirstHoldsTheLockAndAllowedAfterwards() throws Exception {
        Path own = tmp.resolve(MeasurementLock.FILE);
        Path jmh = tmp.resolve(MeasurementLock.JMH_FILE);
        try (MeasurementLock first = MeasurementLock.acquire(own, jmh, "run, profile quick")) {
            MeasurementLock.BusyException e = assertThrows(
                    MeasurementLock.BusyException.class, () -> MeasurementLock.acquire(own, jmh, "ab HEAD~1 HEAD"));
            assertTrue(
                    e.getMessage()
                            .startsWith("another measurement is in progress on this machine (process "
                                    + ProcessHandle.current().pid() + ", run, profile quick"),
                    e.getMessage());
            assertTrue(
                    e.getMessage().contains(own.toString()) && e.getMessage().contains("wait for it to finish"),
                    e.getMessage());
        }
        MeasurementLock.acquire(own, jmh, "ab HEAD~1 HEAD").close();
    }

    @Test
    @SuppressWarnings("try") // the lock is held for the block, never read
    void aJmhBenchmarkOfAnotherToolHoldingJmhsLockRefusesTheMeasurementBeforeItStarts() throws Exception {
        Path own = tmp.resolve(MeasurementLock.FILE);
        Path jmh = tmp.resolve(MeasurementLock.JMH_FILE);
        try (FileChannel ch = FileChannel.open(jmh, StandardOpenOption.CREATE, StandardOpenOption.WRITE);
                FileLock held = ch.lock()) {
            MeasurementLock.BusyException e = assertThrows(
                    MeasurementLock.BusyException.class, () -> MeasurementLock.acquire(own, jmh, "gate-check"));
            assertTrue(
                    e.getMessage().contains("another JMH benchmark is running on this machine (it holds " + jmh),
                    e.getMessage());
        }
        // refused, it kept nothing: once JMH's lock is free the measurement starts
        MeasurementLock.acquire(own, jmh, "gate-check").close();
    }
}

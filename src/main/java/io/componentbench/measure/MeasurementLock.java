package io.componentbench.measure;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Instant;

/**
 * One measurement at a time on a machine: a run, an A/B or a gate-check holds this lock from before
 * its first fork to its end. Two measurements side by side would disturb each other's figures, and
 * JMH itself refuses a second instance (its machine-wide {@code jmh.lock}) only when that
 * instance's next fork starts, deep into a run. So before anything starts, {@link #acquire} takes
 * componentbench's own lock ({@value #FILE} in the temporary directory, {@link FileChannel#tryLock};
 * the operating system releases it when the process ends, however it ends) and checks that JMH's
 * lock is free too (another JMH benchmark, not ours); either taken means a clear refusal naming
 * what holds it. The lock files stay: deleting a lock file races with the next taker.
 */
public final class MeasurementLock implements AutoCloseable {
    /** componentbench's lock file, in {@code java.io.tmpdir}. */
    public static final String FILE = "componentbench-measurement.lock";
    /** JMH's machine-wide lock file, in {@code java.io.tmpdir} (JMH's {@code Runner}). */
    public static final String JMH_FILE = "jmh.lock";

    /** Thrown when another measurement is in progress; the message says which and what to do. */
    public static final class BusyException extends IllegalStateException {
        BusyException(String message) {
            super(message);
        }
    }

    private final FileChannel channel;
    private final FileLock lock;

    private MeasurementLock(FileChannel channel, FileLock lock) {
        this.channel = channel;
        this.lock = lock;
    }

    /** Takes the machine's measurement lock for {@code what} (e.g. "run, profile quick"), in the usual places. */
    public static MeasurementLock acquire(String what) throws IOException {
        Path tmp = Path.of(System.getProperty("java.io.tmpdir"));
        return acquire(tmp.resolve(FILE), tmp.resolve(JMH_FILE), what);
    }

    /**
     * Takes the lock at {@code own} and checks that {@code jmh} is free (it is released again at once:
     * JMH takes it itself for each launch).
     *
     * @throws BusyException when either is held, by another process or by this one
     */
    static MeasurementLock acquire(Path own, Path jmh, String what) throws IOException {
        boolean created = !Files.exists(own);
        FileChannel ch =
                FileChannel.open(own, StandardOpenOption.CREATE, StandardOpenOption.READ, StandardOpenOption.WRITE);
        if (created)
            own.toFile()
                    .setWritable(true, false); // as JMH does with its lock: another user's measurement can take it too
        FileLock lock = null;
        try {
            lock = tryLock(ch);
            if (lock == null) {
                String holder = Files.readString(own, StandardCharsets.UTF_8).strip();
                throw new BusyException(
                        "another measurement is in progress on this machine ("
                                + (holder.isEmpty() ? "holder unknown" : holder) + ", lock " + own
                                + "): two measurements at once disturb each other's figures; wait for it to finish, then start again");
            }
            if (!free(jmh)) {
                throw new BusyException("another JMH benchmark is running on this machine (it holds " + jmh
                        + "): two measurements at once disturb each other's figures, and JMH would refuse our forks part-way;"
                        + " wait for it to finish, then start again");
            }
            String record = "process " + ProcessHandle.current().pid() + ", " + what + ", since " + Instant.now();
            ch.truncate(0);
            ch.write(ByteBuffer.wrap(record.getBytes(StandardCharsets.UTF_8)), 0);
            return new MeasurementLock(ch, lock);
        } catch (IOException | RuntimeException e) {
            if (lock != null) lock.release();
            ch.close();
            throw e;
        }
    }

    /** Whether nobody holds the lock file {@code jmh} (taken and released at once; absent, nobody does: JMH creates it). */
    private static boolean free(Path jmh) throws IOException {
        if (!Files.exists(jmh)) return true;
        try (FileChannel ch = FileChannel.open(jmh, StandardOpenOption.WRITE)) {
            FileLock l = tryLock(ch);
            if (l == null) return false;
            l.release();
            return true;
        }
    }

    /** The lock, or null when another process or this one holds it. */
    private static FileLock tryLock(FileChannel ch) throws IOException {
        try {
            return ch.tryLock();
        } catch (OverlappingFileLockException heldHere) {
            return null;
        }
    }

    /** Releases the lock. */
    @Override
    public void close() throws IOException {
        try {
            if (lock.isValid()) {
                channel.truncate(0);
                lock.release();
            }
        } finally {
            channel.close();
        }
    }
}

package io.componentbench.store;

import com.fasterxml.jackson.databind.JsonNode;
import io.componentbench.results.Json;
import io.componentbench.results.RunData;
import java.io.IOException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * A run directory in the making, and what counts as a run directory.
 *
 * <p>Names are the UTC start time to the millisecond ({@code 2026-11-30T03-59-54.123Z}), with
 * {@code -2}, {@code -3}, ... when another run already took that name: the name is reserved by
 * atomically creating its hidden {@code .NAME.partial} sibling, so two runs never share one. The
 * partial records its owner process in its {@link OutputGuard} marker; a shutdown hook deletes it
 * on SIGINT or SIGTERM (never once the run is being completed), a run that fails after some forks
 * completed keeps them ({@link #keepIncomplete}), and {@link #cleanStale} (called by the next run) reports and deletes the
 * partials of runs killed harder, leaving those whose process is still running. When complete, the
 * marker lists the files and the partial is renamed to {@code NAME}.
 *
 * <p>A <em>complete run</em> is a directory with a run name and {@code jmh-results.json},
 * {@code env.json} and {@code footprint.json}, marked as a finished run; {@link #latest} considers
 * nothing else (a run written before markers existed can still be named), and {@link #newerThan}
 * lists what it passed over.
 */
public final class RunDirectory {
    private static final DateTimeFormatter STAMP =
            DateTimeFormatter.ofPattern("yyyy-MM-dd'T'HH-mm-ss.SSS'Z'").withZone(ZoneOffset.UTC);
    /** A run name: time to the second, then milliseconds (absent in runs before markers) and a counter. */
    private static final Pattern NAME =
            Pattern.compile("(\\d{4}-\\d{2}-\\d{2}T\\d{2}-\\d{2}-\\d{2})(?:\\.(\\d{3}))?Z(?:-(\\d+))?");
    /** A run name, with the suffix or prefix of a failed ({@code .incomplete}) or unfinished ({@code .partial}) run allowed. */
    private static final Pattern ANY_RUN = Pattern.compile("\\.?(" + NAME.pattern() + ")(\\.incomplete|\\.partial)?");

    /** The suffix of a failed run's directory that keeps the forks it completed ({@link #keepIncomplete}). */
    public static final String INCOMPLETE = ".incomplete";

    private static final List<String> FILES = List.of(RunData.RESULTS_FILE, RunData.ENV_FILE, RunData.FOOTPRINT_FILE);

    private final Path root;
    private final String name;
    private final Path partial;
    private final Thread hook;
    /** What the run has become; the shutdown hook and {@link #complete} each claim it under this object's lock. */
    private State state = State.RUNNING;
    /** Runs inside {@link #complete} between claiming the run and renaming it: a seam for the test of the shutdown race. */
    Runnable afterClaim = () -> {};

    private enum State {
        RUNNING,
        COMPLETING,
        INTERRUPTED,
        ENDED
    }

    private RunDirectory(Path root, String name, Path partial) {
        this.root = root;
        this.name = name;
        this.partial = partial;
        this.hook = new Thread(this::interrupted, "componentbench-partial-cleanup");
    }

    /**
     * The shutdown hook's work: unless the run already finished or is being completed (then it is
     * kept: a finished run is never deleted), stops the benchmark forks and the footprint process
     * and deletes the partial directory.
     */
    void interrupted() {
        synchronized (this) {
            if (state != State.RUNNING) return;
            state = State.INTERRUPTED;
        }
        if (!Files.exists(partial)) return;
        // the benchmark forks and the footprint process first, so none writes into the partial afterwards
        ProcessHandle.current().descendants().forEach(ProcessHandle::destroy);
        ProcessHandle.current()
                .descendants()
                .forEach(p ->
                        p.onExit().completeOnTimeout(p, 5, TimeUnit.SECONDS).join());
        try {
            FileTree.delete(partial);
            OutputGuard.notice("interrupted: removed the unfinished run directory " + partial);
        } catch (IOException | RuntimeException e) {
            OutputGuard.notice(
                    "interrupted: could not remove " + partial + " (" + e.getMessage() + "); the next run will");
        }
    }

    /** Claims the run for {@code next}; false when the shutdown hook got it first (the run was interrupted). */
    private synchronized boolean claim(State next) {
        if (state != State.RUNNING) return false;
        state = next;
        return true;
    }

    /** Reserves a unique run name under {@code runsRoot} for a run starting at {@code start} and creates its partial directory. */
    public static RunDirectory create(Path runsRoot, Instant start) throws IOException {
        Path root = runsRoot.toAbsolutePath().normalize();
        OutputGuard.requireNotInsideOutput(root);
        Files.createDirectories(root);
        String stamp = STAMP.format(start);
        for (int n = 1; ; n++) {
            String name = n == 1 ? stamp : stamp + "-" + n;
            if (Files.exists(root.resolve(name))) continue;
            Path partial = root.resolve("." + name + ".partial");
            try {
                Files.createDirectory(partial);
            } catch (FileAlreadyExistsException taken) {
                continue;
            }
            try {
                DirectoryMarker.markInProgress(partial, OutputGuard.Kind.RUN);
            } catch (IOException e) {
                FileTree.delete(partial);
                throw e;
            }
            RunDirectory run = new RunDirectory(root, name, partial);
            Runtime.getRuntime().addShutdownHook(run.hook);
            return run;
        }
    }

    public String name() {
        return name;
    }

    /** The directory to write into until {@link #complete}. */
    public Path partial() {
        return partial;
    }

    /**
     * Marks the run finished and renames it into place; returns the run directory. From here on the
     * partial is never deleted, not even by a shutdown that arrives meanwhile (the hook and this
     * method claim the run under one lock, as ab's {@code Cleanup.commit} does): if the rename fails,
     * the error says where the results are.
     *
     * @throws IOException when the run was interrupted before it could be completed (its partial is
     *         being deleted by the shutdown hook)
     */
    public Path complete() throws IOException {
        if (!claim(State.COMPLETING))
            throw new IOException("the run was interrupted before it completed; " + partial + " is removed");
        afterClaim.run();
        removeHook();
        DirectoryMarker.mark(partial, OutputGuard.Kind.RUN);
        Path done = root.resolve(name);
        try {
            Files.move(partial, done);
        } catch (IOException e) {
            throw new IOException(
                    "the run finished but " + partial + " could not be renamed to " + done + " (" + e
                            + "); its results are kept there",
                    e);
        }
        return done;
    }

    /** Deletes the partial directory (the run failed before it measured anything worth keeping). */
    public void abandon() throws IOException {
        if (!claim(State.ENDED)) return;
        removeHook();
        FileTree.delete(partial);
    }

    /**
     * Keeps what a failed run measured: the partial is marked finished and renamed to a visible
     * {@code NAME.incomplete} (no run name, so it is never taken for a complete run or cleaned as a
     * stale partial), and returned. For a run that stopped after some forks had completed: those
     * are never deleted because a later one failed.
     */
    public Path keepIncomplete() throws IOException {
        if (!claim(State.ENDED)) throw new IOException("the run was interrupted; " + partial + " is removed");
        removeHook();
        DirectoryMarker.mark(partial, OutputGuard.Kind.RUN);
        Path kept = root.resolve(name + INCOMPLETE);
        Files.move(partial, kept);
        return kept;
    }

    private void removeHook() {
        try {
            Runtime.getRuntime().removeShutdownHook(hook);
        } catch (IllegalStateException shuttingDown) {
            // the JVM is exiting; the hook finds the run claimed and does nothing
        }
    }

    /**
     * Deletes the partial directories under {@code runsRoot} whose run process is gone, saying on
     * stderr what each held; a partial whose process still runs, or that records no process (a
     * version before markers), is left alone with a message.
     */
    public static void cleanStale(Path runsRoot) throws IOException {
        if (!Files.isDirectory(runsRoot)) return;
        List<Path> partials;
        try (Stream<Path> entries = Files.list(runsRoot)) {
            partials = entries.filter(p -> p.getFileName().toString().startsWith(".")
                            && p.getFileName().toString().endsWith(".partial")
                            && Files.isDirectory(p))
                    .sorted()
                    .toList();
        }
        for (Path p : partials) {
            Optional<DirectoryMarker> m = DirectoryMarker.read(p);
            if (m.isEmpty()
                    || m.get().kind() != OutputGuard.Kind.RUN
                    || !m.get().inProgress()) {
                OutputGuard.notice(
                        "found " + p + ", an unfinished run that records no process (left by an earlier version?): "
                                + "leaving it; delete it yourself if no run is going");
            } else if (m.get().ownerAlive()) {
                OutputGuard.notice("another run (process " + m.get().ownerPid() + ") is writing " + p + "; leaving it");
            } else {
                String held;
                try (Stream<Path> files = Files.list(p)) {
                    held = String.join(
                            ", ",
                            files.map(f -> f.getFileName().toString())
                                    .filter(f -> !f.equals(DirectoryMarker.FILE))
                                    .sorted()
                                    .toList());
                }
                long bytes = OutputGuard.size(p);
                FileTree.delete(p);
                OutputGuard.notice("removed " + p + " (" + OutputGuard.mib(bytes) + (held.isEmpty() ? "" : ": " + held)
                        + "), left by run process " + m.get().ownerPid() + ", which was killed before it finished");
            }
        }
    }

    /** True when {@code dir} is a complete run directory made by componentbench (see the class comment). */
    public static boolean isComplete(Path dir) {
        Matcher n = NAME.matcher(dir.getFileName().toString());
        if (!n.matches() || !Files.isDirectory(dir)) return false;
        if (!FILES.stream().allMatch(f -> Files.isRegularFile(dir.resolve(f)))) return false;
        Optional<DirectoryMarker> m = DirectoryMarker.read(dir);
        return m.isPresent()
                && m.get().kind() == OutputGuard.Kind.RUN
                && !m.get().inProgress();
    }

    /**
     * The entries under {@code runsRoot} named for a run later than {@code newest} that are not complete
     * runs, each with what it is (failed part-way, unfinished, unmarked, lacking a file): a gate that
     * took {@code newest} by default would judge an older run than the last one started.
     */
    public static List<String> newerThan(Path runsRoot, Path newest) throws IOException {
        String key = sortKey(newest);
        List<String> out = new ArrayList<>();
        if (!Files.isDirectory(runsRoot)) return out;
        List<Path> entries;
        try (Stream<Path> all = Files.list(runsRoot)) {
            entries = all.filter(Files::isDirectory).sorted().toList();
        }
        for (Path e : entries) {
            Matcher a = ANY_RUN.matcher(e.getFileName().toString());
            if (!a.matches() || isComplete(e) || sortKey(a.group(1)).compareTo(key) <= 0) continue;
            out.add(e.getFileName() + " (" + whyNotComplete(e, a.group(5)) + ")");
        }
        return out;
    }

    /** Why a directory with a run name is not a complete run, in a few words. */
    private static String whyNotComplete(Path dir, String suffix) {
        if (INCOMPLETE.equals(suffix)) return "a run that failed part-way: a fork failed";
        Optional<DirectoryMarker> m = DirectoryMarker.read(dir);
        if (".partial".equals(suffix))
            return m.isPresent() && m.get().ownerAlive()
                    ? "unfinished: still being written by process " + m.get().ownerPid()
                    : "unfinished: its run was killed or is still starting";
        if (m.isEmpty()) return "no " + DirectoryMarker.FILE + " marker: an old-format or hand-made run";
        if (m.get().kind() != OutputGuard.Kind.RUN)
            return "a componentbench " + m.get().kind().id() + " directory";
        if (m.get().inProgress())
            return "still being written by process " + m.get().ownerPid();
        return "a file of a complete run is missing";
    }

    /** The newest complete run directory under {@code runsRoot}; the error lists what was passed over. */
    public static Path latest(Path runsRoot) throws IOException {
        if (!Files.isDirectory(runsRoot)) {
            throw new IOException("no run directory: " + runsRoot + " does not exist (run `scripts/bench` first)");
        }
        List<Path> entries;
        try (Stream<Path> all = Files.list(runsRoot)) {
            entries = all.filter(Files::isDirectory).sorted().toList();
        }
        Optional<Path> newest =
                entries.stream().filter(RunDirectory::isComplete).max(Comparator.comparing(RunDirectory::sortKey));
        if (newest.isPresent()) return newest.get();
        List<String> skipped = new ArrayList<>();
        for (Path e : entries) skipped.add(e.getFileName().toString());
        throw new IOException("no complete run under " + runsRoot + " (run `scripts/bench` first)"
                + (skipped.isEmpty()
                        ? ""
                        : "; not complete runs made by componentbench: " + String.join(", ", skipped)));
    }

    /**
     * Refuses (with the reasons) a directory that is not a complete run: unfinished, without a
     * {@link DirectoryMarker} (a run of an older version, or a hand-made directory), or without a
     * readable {@code jmh-results.json} (a non-empty array), {@code env.json} (an object) or
     * {@code footprint.json} (an array).
     */
    public static void requireComplete(Path dir) throws IOException {
        if (!Files.isDirectory(dir)) throw new IOException(dir + " is not a directory");
        String name = dir.toAbsolutePath().normalize().getFileName().toString();
        if (name.endsWith(".partial"))
            throw new IOException(dir + " is an unfinished run (.partial): its run never completed");
        if (name.endsWith(INCOMPLETE))
            throw new IOException(
                    dir + " is a run that failed part-way: it keeps the forks it completed, not a run's results");
        Optional<DirectoryMarker> m = DirectoryMarker.read(dir);
        if (m.isPresent() && m.get().inProgress())
            throw new IOException(
                    dir + " is still being written by process " + m.get().ownerPid());
        List<String> problems = new ArrayList<>();
        if (m.isEmpty())
            problems.add("it has no " + DirectoryMarker.FILE
                    + " marker, so no run finished it (a run of an older version, or a hand-made directory)");
        for (String f : FILES) {
            Path file = dir.resolve(f);
            if (!Files.isRegularFile(file)) {
                problems.add(f + " is missing");
                continue;
            }
            try {
                JsonNode n = Json.MAPPER.readTree(file.toFile());
                boolean ok = f.equals(RunData.ENV_FILE)
                        ? n != null && n.isObject()
                        : n != null && n.isArray() && (!f.equals(RunData.RESULTS_FILE) || !n.isEmpty());
                if (!ok) problems.add(f + " does not hold what a run writes");
            } catch (IOException e) {
                problems.add(f + " is unreadable ("
                        + e.getMessage().lines().findFirst().orElse("") + ")");
            }
        }
        if (!problems.isEmpty()) throw new IOException(dir + " is not a complete run: " + String.join("; ", problems));
    }

    private static String sortKey(Path dir) {
        return sortKey(dir.getFileName().toString());
    }

    private static String sortKey(String name) {
        Matcher n = NAME.matcher(name);
        if (!n.matches()) return "";
        String counter = n.group(3) == null ? "1" : n.group(3);
        return n.group(1) + "." + (n.group(2) == null ? "000" : n.group(2)) + "-"
                + "0".repeat(Math.max(0, 9 - counter.length())) + counter;
    }
}

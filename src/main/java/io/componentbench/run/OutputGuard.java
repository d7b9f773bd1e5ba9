package io.componentbench.run;

import io.componentbench.results.RunData;
import io.componentbench.results.FileTree;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.DirectoryNotEmptyException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * What the tool may replace, and the repair of what an interrupted replacement left behind.
 *
 * <p>Every directory componentbench writes (a run, a baseline, a report) carries a marker file,
 * {@value #MARKER}, naming its kind and listing the files written. An output target (report
 * {@code --out}, promote's baseline) must be absent, an empty directory, or a directory with the
 * marker of the same kind holding nothing but the files the marker lists; anything else (a file,
 * a user's directory, a run, the repository root, {@code results/}) is refused with the path and
 * the reason, and nothing is touched. No output goes inside a run, baseline or report directory,
 * nor into, over or around the runs directory ({@link #requireApart}).
 *
 * <p>A replacement builds the new directory in a sibling {@code .NAME.tmp-PID-*}, renames the old
 * one to {@code .NAME.old}, renames the new one into place and deletes the old one. Before each
 * replacement (and before a run directory is read) {@link #recover} finishes or undoes an
 * interrupted one: a {@code .NAME.old} without {@code NAME} is renamed back (the complete previous
 * version), a {@code .NAME.old} beside {@code NAME} is deleted (superseded), and a temporary
 * directory whose process is gone is deleted; each with a message on stderr.
 */
public final class OutputGuard {
    /** The marker file's name. */
    public static final String MARKER = ".componentbench";

    /** The kinds of directory componentbench writes. */
    public enum Kind {
        RUN, BASELINE, REPORT;

        public String id() { return name().toLowerCase(Locale.ROOT); }
    }

    /**
     * A marker's content.
     *
     * @param ownerPid the process writing the directory, 0 once it is complete
     * @param ownerStart that process's start time, null when unknown or complete
     * @param files every file written, relative, {@code /}-separated
     */
    public record Marker(Kind kind, long ownerPid, Instant ownerStart, List<String> files) {
        /** True while the directory is being written (its owner is recorded). */
        public boolean inProgress() { return ownerPid > 0; }

        /** True when the recorded owner is still running (same pid and, when recorded, same start time). */
        public boolean ownerAlive() { return alive(ownerPid, ownerStart); }
    }

    /** Thrown when componentbench refuses to write to a path; the message names the path and the reason. */
    public static final class RefusedException extends IOException {
        public RefusedException(String message) {
            super(message);
        }
    }

    private static final Pattern TMP = Pattern.compile("\\.tmp-(\\d+)-\\d+");

    private OutputGuard() {}

    /**
     * Replaces {@code target} with a directory of {@code kind} built by {@code filler}, after
     * {@link #requireReplaceable} and {@link #recover}; the new directory gets its marker.
     */
    public static void replace(Path target, Kind kind, FileTree.Filler filler) throws IOException {
        requireReplaceable(target, kind);
        recover(target);
        try {
            FileTree.replace(target, dir -> {
                filler.fill(dir);
                mark(dir, kind);
            });
        } catch (FileSystemException e) {
            throw new IOException("cannot write " + target.toAbsolutePath().normalize() + ": " + reason(e) + " (" + e.getFile() + ")", e);
        }
    }

    /** What went wrong in a file-system error, in words (Java leaves some of them as a bare path). */
    public static String reason(FileSystemException e) {
        if (e instanceof AccessDeniedException) return "permission denied";
        if (e instanceof NoSuchFileException) return "no such file or directory";
        if (e instanceof FileAlreadyExistsException) return "something already exists there";
        if (e instanceof NotDirectoryException) return "not a directory";
        if (e instanceof DirectoryNotEmptyException) return "directory not empty";
        return e.getReason() != null ? e.getReason() : e.getClass().getSimpleName();
    }

    /** Refuses (with the path and the reason) any target that is not absent, empty, or a {@code kind} directory made by this tool. */
    public static void requireReplaceable(Path target, Kind kind) throws IOException {
        Path abs = target.toAbsolutePath().normalize();
        if (Files.isSymbolicLink(abs)) refuse(abs, "it is a symbolic link; give the directory itself");
        Path existing = abs;
        while (!Files.exists(existing)) existing = existing.getParent();
        if (!existing.equals(abs) && !Files.isDirectory(existing)) {
            refuse(abs, "it cannot be created: " + existing + " is a file, not a directory");
        }
        Path real = existing.toRealPath();
        for (Path a = existing.equals(abs) ? real.getParent() : real; a != null; a = a.getParent()) {
            Optional<String> what = toolDirectory(a);
            if (what.isPresent()) refuse(abs, "it is inside " + a + ", " + what.get() + "; outputs never go inside a run, baseline or report");
        }
        if (!Files.exists(abs)) return;
        if (!Files.isDirectory(abs, LinkOption.NOFOLLOW_LINKS)) {
            refuse(abs, "it is a file, not a directory; componentbench writes a directory there and never replaces a file");
        }
        List<String> top;
        try (Stream<Path> entries = Files.list(abs)) {
            top = entries.map(p -> p.getFileName().toString()).sorted().toList();
        }
        if (top.isEmpty()) return;
        Optional<Marker> marker = read(abs);
        if (marker.isEmpty()) {
            if (kind == Kind.REPORT && isEarlierReport(abs, top)) return;
            refuse(abs, "it is not empty and was not made by componentbench (no " + MARKER + " marker); it holds "
                    + sample(top) + ". Choose another directory, or move its contents away yourself");
        }
        Marker m = marker.get();
        if (m.kind() != kind) refuse(abs, "it is a componentbench " + m.kind().id() + " directory, not a " + kind.id());
        if (m.inProgress()) refuse(abs, "it is still being written by process " + m.ownerPid());
        Set<String> ours = new HashSet<>(m.files());
        List<String> foreign = filesUnder(abs).stream().filter(f -> !ours.contains(f)).toList();
        if (!foreign.isEmpty()) {
            refuse(abs, "it holds files componentbench did not write there: " + sample(foreign) + ". Move them away first");
        }
    }

    /**
     * Refuses a target that is {@code area}, lies inside it or contains it: for the runs directory,
     * which holds runs and nothing else (so no output replaces it, {@code results/} or the project).
     */
    public static void requireApart(Path target, Path area, String what) throws IOException {
        Path t = target.toAbsolutePath().normalize();
        Path a = area.toAbsolutePath().normalize();
        if (t.startsWith(a) || a.startsWith(t)) {
            refuse(t, (t.equals(a) ? "it is " : t.startsWith(a) ? "it is inside " : "it contains ") + what + " " + a);
        }
    }

    /**
     * Refuses a directory to create runs in that lies inside a run, baseline or report directory.
     */
    public static void requireNotInsideOutput(Path dir) throws IOException {
        Path abs = dir.toAbsolutePath().normalize();
        Path existing = abs;
        while (!Files.exists(existing)) existing = existing.getParent();
        for (Path a = existing.toRealPath(); a != null; a = a.getParent()) {
            Optional<String> what = toolDirectory(a);
            if (what.isPresent()) refuse(abs, "it is inside " + a + ", " + what.get() + "; runs never go inside a run, baseline or report");
        }
    }

    /**
     * Finishes or undoes an interrupted replacement of {@code target} (see the class comment) and
     * removes temporary directories of processes that are gone, saying what it did on stderr.
     */
    public static void recover(Path target) throws IOException {
        Path abs = target.toAbsolutePath().normalize();
        Path parent = abs.getParent();
        if (parent == null || !Files.isDirectory(parent)) return;
        String name = abs.getFileName().toString();
        Path old = parent.resolve("." + name + ".old");
        if (Files.isDirectory(old, LinkOption.NOFOLLOW_LINKS)) {
            if (read(old).isEmpty()) {
                notice("leaving " + old + " alone: it was not made by componentbench; " + abs + " cannot be replaced while it is there");
            } else if (!Files.exists(abs, LinkOption.NOFOLLOW_LINKS)) {
                Files.move(old, abs);
                notice("restored " + abs + " from " + old + ": an earlier replacement was interrupted between its two renames");
            } else {
                deleteMarked(old);
                notice("removed " + old + ", the previous " + name + " that an interrupted replacement left behind");
            }
        }
        List<Path> temps;
        try (Stream<Path> siblings = Files.list(parent)) {
            String prefix = "." + name;
            temps = siblings.filter(p -> p.getFileName().toString().startsWith(prefix)
                    && TMP.matcher(p.getFileName().toString().substring(prefix.length())).matches()).toList();
        }
        for (Path tmp : temps) {
            Matcher mt = TMP.matcher(tmp.getFileName().toString().substring(name.length() + 1));
            if (!mt.matches()) continue;
            long pid = Long.parseLong(mt.group(1));
            if (alive(pid, null)) continue;
            long bytes = size(tmp);
            FileTree.delete(tmp);
            notice("removed " + tmp + " (" + mib(bytes) + "), the temporary directory of a write of " + abs
                    + " by process " + pid + ", which was killed before it finished");
        }
    }

    /** Writes the marker of a finished directory: its kind and every file now in it. */
    public static void mark(Path dir, Kind kind) throws IOException {
        write(dir, new Marker(kind, 0, null, filesUnder(dir)));
    }

    /** Writes the marker of a directory this process is writing now, recording the process. */
    public static void markInProgress(Path dir, Kind kind) throws IOException {
        ProcessHandle me = ProcessHandle.current();
        write(dir, new Marker(kind, me.pid(), me.info().startInstant().orElse(null), List.of()));
    }

    /** The marker of {@code dir}, if it has a readable one. */
    public static Optional<Marker> read(Path dir) {
        Path file = dir.resolve(MARKER);
        if (!Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS)) return Optional.empty();
        try {
            List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
            if (lines.isEmpty() || !lines.get(0).startsWith("componentbench ")) return Optional.empty();
            Kind kind = Kind.valueOf(lines.get(0).substring("componentbench ".length()).trim().toUpperCase(Locale.ROOT));
            long pid = 0;
            Instant start = null;
            List<String> files = new ArrayList<>();
            for (String line : lines.subList(1, lines.size())) {
                if (line.startsWith("file ")) files.add(line.substring(5));
                if (line.startsWith("owner ")) {
                    String[] f = line.substring(6).trim().split(" ");
                    pid = Long.parseLong(f[0]);
                    start = f.length > 1 && !f[1].equals("unknown") ? Instant.parse(f[1]) : null;
                }
            }
            return Optional.of(new Marker(kind, pid, start, files));
        } catch (IOException | RuntimeException e) {
            return Optional.empty(); // unreadable: treated as not ours, which refuses rather than deletes
        }
    }

    /** True when process {@code pid} runs (and, when {@code start} is known, started then: pids are reused). */
    static boolean alive(long pid, Instant start) {
        if (pid <= 0) return false;
        Optional<ProcessHandle> p = ProcessHandle.of(pid);
        if (p.isEmpty() || !p.get().isAlive()) return false;
        Optional<Instant> s = p.get().info().startInstant();
        return start == null || s.isEmpty() || s.get().equals(start);
    }

    /** Deletes a marked directory, the marker last, so an interrupted delete still leaves it recognisable. */
    static void deleteMarked(Path dir) throws IOException {
        Path marker = dir.resolve(MARKER);
        try (Stream<Path> all = Files.walk(dir)) {
            for (Path p : all.sorted(Comparator.reverseOrder()).toList()) {
                if (!p.equals(marker) && !p.equals(dir)) Files.deleteIfExists(p);
            }
        }
        Files.deleteIfExists(marker);
        Files.deleteIfExists(dir);
    }

    static long size(Path dir) throws IOException {
        try (Stream<Path> all = Files.walk(dir)) {
            return all.filter(Files::isRegularFile).mapToLong(p -> p.toFile().length()).sum();
        }
    }

    static String mib(long bytes) {
        return String.format(Locale.ROOT, "%.1f MiB", bytes / 1048576.0);
    }

    static void notice(String message) {
        System.err.println("componentbench: " + message);
    }

    /** Every non-directory under {@code dir} but the marker, relative and {@code /}-separated, sorted. */
    private static List<String> filesUnder(Path dir) throws IOException {
        try (Stream<Path> all = Files.walk(dir)) {
            return all.filter(p -> !Files.isDirectory(p, LinkOption.NOFOLLOW_LINKS))
                    .map(p -> dir.relativize(p).toString().replace(dir.getFileSystem().getSeparator(), "/"))
                    .filter(f -> !f.equals(MARKER)).sorted().toList();
        }
    }

    private static void write(Path dir, Marker m) throws IOException {
        StringBuilder s = new StringBuilder("componentbench ").append(m.kind().id()).append('\n');
        if (m.inProgress()) s.append("owner ").append(m.ownerPid()).append(' ').append(m.ownerStart() == null ? "unknown" : m.ownerStart()).append('\n');
        for (String f : m.files()) s.append("file ").append(f).append('\n');
        Files.writeString(dir.resolve(MARKER), s, StandardCharsets.UTF_8);
    }

    /** A run, baseline or report directory (marked, or an unmarked run: results and env.json), described; empty otherwise. */
    private static Optional<String> toolDirectory(Path dir) {
        Optional<Marker> m = read(dir);
        if (m.isPresent()) return Optional.of("a componentbench " + m.get().kind().id() + " directory");
        if (Files.isRegularFile(dir.resolve(RunData.RESULTS_FILE)) && Files.isRegularFile(dir.resolve(RunData.ENV_FILE))) {
            return Optional.of("a run directory");
        }
        return Optional.empty();
    }

    /** A report written before reports had markers: exactly index.html, REPORT.md and charts of PNG and SVG files. */
    private static boolean isEarlierReport(Path dir, List<String> top) throws IOException {
        if (!new HashSet<>(top).equals(Set.of("index.html", "REPORT.md", "charts"))) return false;
        return filesUnder(dir).stream().allMatch(f -> f.equals("index.html") || f.equals("REPORT.md")
                || f.matches("charts/[^/]+\\.(png|svg)"));
    }

    private static String sample(List<String> names) {
        String shown = names.stream().limit(5).collect(Collectors.joining(", "));
        return names.size() <= 5 ? shown : shown + " and " + (names.size() - 5) + " more";
    }

    private static void refuse(Path target, String reason) throws RefusedException {
        throw new RefusedException("refusing to write " + target + ": " + reason);
    }
}

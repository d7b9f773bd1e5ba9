package io.componentbench.store;

import io.componentbench.results.RunData;
import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.DirectoryNotEmptyException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * What the tool may replace, and the repair of what an interrupted replacement left behind.
 *
 * <p>Every directory componentbench writes (a run, a baseline, a report) carries a marker file
 * ({@link DirectoryMarker}) naming its kind and listing the files written. An output target (report
 * {@code --out}, promote's baseline) must be absent, an empty directory, or a directory with the
 * marker of the same kind holding nothing but the files the marker lists; anything else (a file,
 * a user's directory, a run, the repository root, {@code results/}) is refused with the path and
 * the reason, and nothing is touched. No output goes inside a run, baseline or report directory,
 * nor into, over or around the runs directory ({@link #requireApart}).
 *
 * <p>A replacement builds the new directory in a sibling {@code .NAME.tmp-PID-*}, renames the old
 * one to {@code .NAME.old}, renames the new one into place and deletes the old one (only the files
 * its marker lists). Before each replacement is checked (and before a run directory is read)
 * {@link #recover} finishes or undoes an interrupted one: a {@code .NAME.old} without {@code NAME}
 * is renamed back (the complete previous version), a {@code .NAME.old} beside {@code NAME} is
 * deleted (superseded), an unmarked {@code .NAME.old} that holds no file (a delete killed after the
 * marker went) is removed, and a temporary directory whose process is gone is deleted; each with a
 * message on stderr. A replacement whose process still runs is never repaired under it.
 */
public final class OutputGuard {
    /** The kinds of directory componentbench writes. */
    public enum Kind {
        RUN,
        BASELINE,
        REPORT;

        public String id() {
            return name().toLowerCase(Locale.ROOT);
        }
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
     * Replaces {@code target} with a directory of {@code kind} built by {@code filler}: first
     * {@link #recover} (so the check sees what an interrupted replacement left, restored), then
     * {@link #requireReplaceable}; the new directory, with its marker, is built in a temporary
     * sibling, the target is checked again just before the swap (something may have been added
     * while it was built), and after the swap the previous version is deleted file by file, only
     * what its marker lists: anything else found there is kept, with a message.
     */
    public static void replace(Path target, Kind kind, FileTree.Filler filler) throws IOException {
        replace(target, kind, filler, FileOps.REAL);
    }

    /** As {@link #replace(Path, Kind, FileTree.Filler)}, every move and delete through {@code ops} (tests inject faults there). */
    static void replace(Path target, Kind kind, FileTree.Filler filler, FileOps ops) throws IOException {
        recover(target, ops);
        requireReplaceable(target, kind);
        Path dest = target.toAbsolutePath().normalize();
        Path old = dest.resolveSibling("." + dest.getFileName() + ".old");
        try {
            Files.createDirectories(dest.getParent());
            if (Files.exists(old, LinkOption.NOFOLLOW_LINKS)) {
                throw new RefusedException(
                        "refusing to write " + dest + ": " + old + " is in the way (see the message above)");
            }
            Path tmp = createTemporarySibling(dest);
            try {
                filler.fill(tmp);
                DirectoryMarker.mark(tmp, kind);
                requireReplaceable(target, kind);
                if (Files.exists(dest, LinkOption.NOFOLLOW_LINKS)) ops.move(dest, old);
                ops.move(tmp, dest);
                // the previous version: what componentbench wrote is deleted, anything added since the check is kept
                if (Files.exists(old, LinkOption.NOFOLLOW_LINKS)) deleteMarked(old, ops);
            } finally {
                if (Files.exists(tmp, LinkOption.NOFOLLOW_LINKS)) FileTree.delete(tmp);
            }
        } catch (FileSystemException e) {
            throw new IOException("cannot write " + dest + ": " + reason(e) + " (" + e.getFile() + ")", e);
        }
    }

    /**
     * Creates {@code .NAME.tmp-PID-N} beside {@code dest}, with the permissions the user's umask gives
     * (a temporary directory of the JDK's would be private, 0700, and stay so once renamed into place).
     */
    private static Path createTemporarySibling(Path dest) throws IOException {
        String prefix =
                "." + dest.getFileName() + ".tmp-" + ProcessHandle.current().pid() + "-";
        for (long n = System.nanoTime() & 0xffffff; ; n++) {
            try {
                return Files.createDirectory(dest.resolveSibling(prefix + n));
            } catch (FileAlreadyExistsException taken) {
                // another replacement of this process took it: try the next
            }
        }
    }

    /** The moves and deletes a replacement makes; tests use a double that fails or pauses at a chosen one. */
    interface FileOps {
        FileOps REAL = new FileOps() {
            @Override
            public void move(Path from, Path to) throws IOException {
                Files.move(from, to);
            }

            @Override
            public void delete(Path p) throws IOException {
                Files.deleteIfExists(p);
            }
        };

        /** Renames {@code from} to {@code to}. */
        void move(Path from, Path to) throws IOException;

        /** Deletes one file or one empty directory, if it exists. */
        void delete(Path p) throws IOException;
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
            if (what.isPresent())
                refuse(
                        abs,
                        "it is inside " + a + ", " + what.get()
                                + "; outputs never go inside a run, baseline or report");
        }
        if (!Files.exists(abs)) return;
        if (!Files.isDirectory(abs, LinkOption.NOFOLLOW_LINKS)) {
            refuse(
                    abs,
                    "it is a file, not a directory; componentbench writes a directory there and never replaces a file");
        }
        List<String> top;
        try (Stream<Path> entries = Files.list(abs)) {
            top = entries.map(p -> p.getFileName().toString()).sorted().toList();
        }
        if (top.isEmpty()) return;
        Optional<DirectoryMarker> marker = DirectoryMarker.read(abs);
        if (marker.isEmpty()) {
            refuse(
                    abs,
                    "it is not empty and was not made by componentbench (no " + DirectoryMarker.FILE
                            + " marker); it holds " + sample(top)
                            + ". Choose another directory, or move its contents away yourself");
        }
        DirectoryMarker m = marker.get();
        if (m.kind() != kind) refuse(abs, "it is a componentbench " + m.kind().id() + " directory, not a " + kind.id());
        if (m.inProgress()) refuse(abs, "it is still being written by process " + m.ownerPid());
        Set<String> ours = new HashSet<>(m.files());
        List<String> foreign = DirectoryMarker.filesUnder(abs).stream()
                .filter(f -> !ours.contains(f))
                .toList();
        if (!foreign.isEmpty()) {
            refuse(
                    abs,
                    "it holds files componentbench did not write there: " + sample(foreign) + ". Move them away first");
        }
    }

    /**
     * Refuses a target that is {@code area}, lies inside it or contains it: for the runs directory,
     * which holds runs and nothing else (so no output replaces it, {@code results/} or the project).
     * Both are compared as real paths, so a symbolic link on the way does not lead around the rule.
     */
    public static void requireApart(Path target, Path area, String what) throws IOException {
        Path t = target.toAbsolutePath().normalize();
        Path a = area.toAbsolutePath().normalize();
        Path rt = real(t);
        Path ra = real(a);
        if (rt.startsWith(ra) || ra.startsWith(rt)) {
            refuse(
                    t,
                    (rt.equals(ra) ? "it is " : rt.startsWith(ra) ? "it is inside " : "it contains ") + what + " " + a);
        }
    }

    /** The real path of {@code p}'s longest existing part, with the rest appended (a path need not exist yet). */
    static Path real(Path p) throws IOException {
        Path abs = p.toAbsolutePath().normalize();
        Path existing = abs;
        while (existing != null && !Files.exists(existing)) existing = existing.getParent();
        if (existing == null) return abs;
        return existing.toRealPath().resolve(existing.relativize(abs)).normalize();
    }

    /**
     * Whether {@code file} goes straight into the partial directory of a run that this process's
     * parent is writing now (the run's footprint step, a child process, writes its file there).
     */
    public static boolean inParentsPartialRun(Path file) throws IOException {
        Path dir = real(file).getParent();
        if (dir == null || !Files.isDirectory(dir)) return false;
        long parent = ProcessHandle.current().parent().map(ProcessHandle::pid).orElse(-1L);
        Optional<DirectoryMarker> m = DirectoryMarker.read(dir);
        return m.isPresent()
                && m.get().kind() == Kind.RUN
                && m.get().inProgress()
                && m.get().ownerPid() == parent
                && m.get().ownerAlive();
    }

    /**
     * Refuses a file to write (footprint {@code --out}, an A/B output directory) that lies inside a
     * run, baseline or report directory, or is one.
     */
    public static void requireOutsideOutputs(Path file, String purpose) throws IOException {
        Path abs = file.toAbsolutePath().normalize();
        for (Path a = real(abs); a != null; a = a.getParent()) {
            if (!Files.isDirectory(a)) continue;
            Optional<String> what = toolDirectory(a);
            if (what.isPresent()) {
                refuse(
                        abs,
                        (a.equals(real(abs)) ? "it is " : "it is inside ") + a + ", " + what.get() + "; " + purpose
                                + " never goes into a run, baseline or report");
            }
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
            if (what.isPresent())
                refuse(
                        abs,
                        "it is inside " + a + ", " + what.get() + "; runs never go inside a run, baseline or report");
        }
    }

    /**
     * Finishes or undoes an interrupted replacement of {@code target} (see the class comment) and
     * removes temporary directories of processes that are gone, saying what it did on stderr. A
     * replacement still under way (its temporary directory's process runs) is left alone: the
     * target is then refused until it finishes, never "repaired" under it.
     */
    public static void recover(Path target) throws IOException {
        recover(target, FileOps.REAL);
    }

    private static void recover(Path target, FileOps ops) throws IOException {
        Path abs = target.toAbsolutePath().normalize();
        Path parent = abs.getParent();
        if (parent == null || !Files.isDirectory(parent)) return;
        String name = abs.getFileName().toString();
        List<Path> temps;
        try (Stream<Path> siblings = Files.list(parent)) {
            String prefix = "." + name;
            temps = siblings.filter(p -> p.getFileName().toString().startsWith(prefix)
                            && TMP.matcher(p.getFileName().toString().substring(prefix.length()))
                                    .matches())
                    .sorted()
                    .toList();
        }
        Path old = parent.resolve("." + name + ".old");
        Map<Path, Long> dead = new LinkedHashMap<>();
        for (Path tmp : temps) {
            Matcher mt = TMP.matcher(tmp.getFileName().toString().substring(name.length() + 1));
            if (!mt.matches()) continue;
            long pid = Long.parseLong(mt.group(1));
            if (!DirectoryMarker.alive(pid, null)) {
                dead.put(tmp, pid);
                continue;
            }
            if (Files.exists(old, LinkOption.NOFOLLOW_LINKS)) {
                throw new RefusedException("refusing to touch " + abs + ": process " + pid
                        + " is replacing it right now (" + tmp + "); try again when it has finished");
            }
        }
        if (Files.isDirectory(old, LinkOption.NOFOLLOW_LINKS)) {
            if (DirectoryMarker.read(old).isEmpty()) {
                if (holdsNoFile(old)) {
                    deleteTree(old, ops);
                    notice("removed " + old + ", an empty directory an interrupted replacement of " + abs
                            + " left behind");
                } else {
                    notice("leaving " + old + " alone: it was not made by componentbench; " + abs
                            + " cannot be replaced while it is there");
                }
            } else if (!Files.exists(abs, LinkOption.NOFOLLOW_LINKS)) {
                ops.move(old, abs);
                notice("restored " + abs + " from " + old
                        + ": an earlier replacement was interrupted between its two renames");
            } else if (deleteMarked(old, ops)) {
                notice("removed " + old + ", the previous " + name + " that an interrupted replacement left behind");
            }
        }
        for (Map.Entry<Path, Long> tmp : dead.entrySet()) {
            long bytes = size(tmp.getKey());
            FileTree.delete(tmp.getKey());
            notice("removed " + tmp.getKey() + " (" + mib(bytes) + "), the temporary directory of a write of " + abs
                    + " by process " + tmp.getValue() + ", which was killed before it finished");
        }
    }

    /**
     * Deletes what componentbench wrote in a marked directory (or an empty unmarked one, which a
     * replacement may replace): the files its marker lists (never through a symbolic link), then the marker, then the directories
     * left empty. Anything else (a file someone added) is kept, with its directories and the marker,
     * and said on stderr. The marker goes after the files, so an interrupted delete still leaves the
     * directory recognisable; one interrupted after the marker leaves only empty directories, which
     * {@link #recover} removes.
     *
     * @return whether the directory is gone
     */
    static boolean deleteMarked(Path dir, FileOps ops) throws IOException {
        Optional<DirectoryMarker> m = DirectoryMarker.read(dir);
        for (String f : m.map(DirectoryMarker::files).orElse(List.of())) {
            Path p = dir.resolve(f).normalize();
            if (withinWithoutLinks(dir, p) && !Files.isDirectory(p, LinkOption.NOFOLLOW_LINKS)) ops.delete(p);
        }
        List<String> foreign = DirectoryMarker.filesUnder(dir);
        if (!foreign.isEmpty()) {
            notice("kept " + dir + ": it holds files componentbench did not write (" + sample(foreign)
                    + "); move them away, then delete it");
            return false;
        }
        if (m.isPresent()) ops.delete(dir.resolve(DirectoryMarker.FILE));
        else if (!holdsNoFile(dir)) {
            notice("kept " + dir + ": its " + DirectoryMarker.FILE
                    + " marker is unreadable, so nothing in it is known to be componentbench's");
            return false;
        }
        deleteTree(dir, ops);
        return true;
    }

    /**
     * True when {@code p} lies under {@code dir} and no directory between them is a symbolic link: a
     * listed file reached through a link (a hand-made or tampered leftover) may lie outside every
     * directory of the tool, so it is never deleted; the link itself stays, as a file not written.
     */
    private static boolean withinWithoutLinks(Path dir, Path p) {
        if (!p.startsWith(dir) || p.equals(dir)) return false;
        for (Path a = p.getParent(); a != null && !a.equals(dir); a = a.getParent()) {
            if (Files.isSymbolicLink(a)) return false;
        }
        return true;
    }

    /** True when no file of any kind lies under {@code dir}, only directories. */
    private static boolean holdsNoFile(Path dir) throws IOException {
        try (Stream<Path> all = Files.walk(dir)) {
            return all.allMatch(p -> Files.isDirectory(p, LinkOption.NOFOLLOW_LINKS));
        }
    }

    /** Deletes a tree that holds no file (only empty directories), deepest first. */
    private static void deleteTree(Path dir, FileOps ops) throws IOException {
        List<Path> all;
        try (Stream<Path> walk = Files.walk(dir)) {
            all = walk.sorted(Comparator.reverseOrder()).toList();
        }
        for (Path p : all) ops.delete(p);
    }

    static long size(Path dir) throws IOException {
        try (Stream<Path> all = Files.walk(dir)) {
            return all.filter(Files::isRegularFile)
                    .mapToLong(p -> p.toFile().length())
                    .sum();
        }
    }

    static String mib(long bytes) {
        return String.format(Locale.ROOT, "%.1f MiB", bytes / 1048576.0);
    }

    public static void notice(String message) {
        System.err.println("componentbench: " + message);
    }

    /** A run, baseline or report directory (marked, or an unmarked run: results and env.json), described; empty otherwise. */
    private static Optional<String> toolDirectory(Path dir) {
        Optional<DirectoryMarker> m = DirectoryMarker.read(dir);
        if (m.isPresent())
            return Optional.of("a componentbench " + m.get().kind().id() + " directory");
        if (Files.isRegularFile(dir.resolve(RunData.RESULTS_FILE))
                && Files.isRegularFile(dir.resolve(RunData.ENV_FILE))) {
            return Optional.of("a run directory");
        }
        return Optional.empty();
    }

    private static String sample(List<String> names) {
        String shown = names.stream().limit(5).collect(Collectors.joining(", "));
        return names.size() <= 5 ? shown : shown + " and " + (names.size() - 5) + " more";
    }

    private static void refuse(Path target, String reason) throws RefusedException {
        throw new RefusedException("refusing to write " + target + ": " + reason);
    }
}

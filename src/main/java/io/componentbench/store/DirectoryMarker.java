package io.componentbench.store;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * The marker file, {@value #FILE}, that every directory componentbench writes carries: its kind
 * ({@link OutputGuard.Kind}), while it is being written the process writing it, and once it is
 * complete every file written. {@link OutputGuard} replaces and deletes only what a marker lists;
 * a directory without a readable marker is not componentbench's.
 *
 * @param ownerPid the process writing the directory, 0 once it is complete
 * @param ownerStart that process's start time, null when unknown or complete
 * @param files every file written, relative, {@code /}-separated
 */
public record DirectoryMarker(OutputGuard.Kind kind, long ownerPid, Instant ownerStart, List<String> files) {
    /** The marker file's name. */
    public static final String FILE = ".componentbench";

    /** True while the directory is being written (its owner is recorded). */
    public boolean inProgress() {
        return ownerPid > 0;
    }

    /** True when the recorded owner is still running (same pid and, when recorded, same start time). */
    public boolean ownerAlive() {
        return alive(ownerPid, ownerStart);
    }

    /** Writes the marker of a finished directory: its kind and every file now in it. */
    public static void mark(Path dir, OutputGuard.Kind kind) throws IOException {
        write(dir, new DirectoryMarker(kind, 0, null, filesUnder(dir)));
    }

    /** Writes the marker of a directory this process is writing now, recording the process. */
    public static void markInProgress(Path dir, OutputGuard.Kind kind) throws IOException {
        ProcessHandle me = ProcessHandle.current();
        write(dir, new DirectoryMarker(kind, me.pid(), me.info().startInstant().orElse(null), List.of()));
    }

    /** The marker of {@code dir}, if it has a readable one. */
    public static Optional<DirectoryMarker> read(Path dir) {
        Path file = dir.resolve(FILE);
        if (!Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS)) return Optional.empty();
        try {
            List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
            if (lines.isEmpty() || !lines.get(0).startsWith("componentbench ")) return Optional.empty();
            OutputGuard.Kind kind = OutputGuard.Kind.valueOf(
                    lines.get(0).substring("componentbench ".length()).trim().toUpperCase(Locale.ROOT));
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
            return Optional.of(new DirectoryMarker(kind, pid, start, files));
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

    /** Every non-directory under {@code dir} but the marker, relative and {@code /}-separated, sorted. */
    static List<String> filesUnder(Path dir) throws IOException {
        try (Stream<Path> all = Files.walk(dir)) {
            return all.filter(p -> !Files.isDirectory(p, LinkOption.NOFOLLOW_LINKS))
                    .map(p -> dir.relativize(p)
                            .toString()
                            .replace(dir.getFileSystem().getSeparator(), "/"))
                    .filter(f -> !f.equals(FILE))
                    .sorted()
                    .toList();
        }
    }

    private static void write(Path dir, DirectoryMarker m) throws IOException {
        StringBuilder s =
                new StringBuilder("componentbench ").append(m.kind().id()).append('\n');
        if (m.inProgress())
            s.append("owner ")
                    .append(m.ownerPid())
                    .append(' ')
                    .append(m.ownerStart() == null ? "unknown" : m.ownerStart())
                    .append('\n');
        for (String f : m.files()) s.append("file ").append(f).append('\n');
        Files.writeString(dir.resolve(FILE), s, StandardCharsets.UTF_8);
    }
}

package io.componentbench.results;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.stream.Stream;

/**
 * Directory trees for outputs that must never be left half-written: build a directory in a
 * temporary sibling, then swap it in; and delete trees.
 */
public final class FileTree {
    private FileTree() {}

    /** Fills a fresh directory. */
    @FunctionalInterface
    public interface Filler {
        void fill(Path dir) throws IOException;
    }

    /**
     * Replaces {@code target} with a directory built by {@code filler} in a temporary sibling
     * ({@code .NAME.tmp-PID-*}, so a leftover names the process that made it); if the filler fails,
     * {@code target} is left exactly as it was. Between the two renames the previous version is
     * {@code .NAME.old}, which is never deleted before the new one is in place: a leftover
     * {@code .NAME.old} makes this refuse (callers check targets and repair leftovers with
     * {@link OutputGuard}).
     */
    public static void replace(Path target, Filler filler) throws IOException {
        Path dest = target.toAbsolutePath();
        Files.createDirectories(dest.getParent());
        Path old = dest.resolveSibling("." + dest.getFileName() + ".old");
        if (Files.exists(old)) throw new IOException(old + " is in the way: an earlier replacement of " + dest + " was interrupted");
        Path tmp = Files.createTempDirectory(dest.getParent(), "." + dest.getFileName() + ".tmp-" + ProcessHandle.current().pid() + "-");
        try {
            filler.fill(tmp);
            if (Files.exists(dest)) Files.move(dest, old);
            Files.move(tmp, dest);
            delete(old);
        } finally {
            delete(tmp);
        }
    }

    /** Deletes {@code dir} and everything under it; nothing happens if it does not exist. */
    public static void delete(Path dir) throws IOException {
        if (!Files.exists(dir)) return;
        try (Stream<Path> all = Files.walk(dir)) {
            for (Path p : all.sorted(Comparator.reverseOrder()).toList()) Files.deleteIfExists(p);
        }
    }
}

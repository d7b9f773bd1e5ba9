package io.componentbench.store;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.stream.Stream;

/**
 * Directory trees: the filler that builds an output directory (swapped in by
 * {@code OutputGuard.replace}), and the deletion of a tree.
 */
public final class FileTree {
    private FileTree() {}

    /** Fills a fresh directory. */
    @FunctionalInterface
    public interface Filler {
        void fill(Path dir) throws IOException;
    }

    /** Deletes {@code dir} and everything under it; nothing happens if it does not exist. */
    public static void delete(Path dir) throws IOException {
        if (!Files.exists(dir)) return;
        try (Stream<Path> all = Files.walk(dir)) {
            for (Path p : all.sorted(Comparator.reverseOrder()).toList()) Files.deleteIfExists(p);
        }
    }
}

package io.componentbench.run;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.stream.Stream;

/** Deleting a directory tree, for the temporary directories that outputs are built in before being moved into place. */
public final class FileTree {
    private FileTree() {}

    /** Deletes {@code dir} and everything under it; nothing happens if it does not exist. */
    public static void delete(Path dir) throws IOException {
        if (!Files.exists(dir)) return;
        try (Stream<Path> all = Files.walk(dir)) {
            for (Path p : all.sorted(Comparator.reverseOrder()).toList()) Files.deleteIfExists(p);
        }
    }
}

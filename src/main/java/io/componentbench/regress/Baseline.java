package io.componentbench.regress;

import io.componentbench.results.FileTree;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.stream.Stream;

/** The committed reference run, {@code results/baseline/}: replaced only by an explicit promote. */
public final class Baseline {
    private Baseline() {}

    /** Copies the run's files into a temporary sibling, then swaps it in for the old baseline. */
    public static void promote(Path run, Path baseline) throws IOException {
        FileTree.replace(baseline, dir -> {
            try (Stream<Path> files = Files.list(run)) {
                for (Path f : files.filter(Files::isRegularFile).toList()) {
                    Files.copy(f, dir.resolve(f.getFileName()), StandardCopyOption.REPLACE_EXISTING);
                }
            }
            Files.writeString(dir.resolve("SOURCE"), run.getFileName() + "\n");
        });
    }
}

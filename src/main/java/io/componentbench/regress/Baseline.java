package io.componentbench.regress;

import io.componentbench.run.FileTree;
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
        Path target = baseline.toAbsolutePath();
        Files.createDirectories(target.getParent());
        Path tmp = Files.createTempDirectory(target.getParent(), ".baseline.tmp");
        Path old = target.resolveSibling("." + target.getFileName() + ".old");
        try {
            try (Stream<Path> files = Files.list(run)) {
                for (Path f : files.filter(Files::isRegularFile).toList()) {
                    Files.copy(f, tmp.resolve(f.getFileName()), StandardCopyOption.REPLACE_EXISTING);
                }
            }
            Files.writeString(tmp.resolve("SOURCE"), run.getFileName() + "\n");
            FileTree.delete(old);
            if (Files.exists(target)) Files.move(target, old);
            Files.move(tmp, target);
            FileTree.delete(old);
        } finally {
            FileTree.delete(tmp);
        }
    }
}

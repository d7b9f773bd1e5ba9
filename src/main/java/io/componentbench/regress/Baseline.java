package io.componentbench.regress;

import io.componentbench.results.FileTree;
import io.componentbench.results.RunData;
import io.componentbench.run.OutputGuard;
import io.componentbench.run.RunDirectory;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * The committed reference run, {@code results/baseline/}: replaced only by an explicit promote, only
 * by a complete run, and only where {@link OutputGuard} allows (absent, empty, or an earlier baseline).
 */
public final class Baseline {
    private Baseline() {}

    /**
     * Copies the run's files into a temporary sibling, then swaps it in for the old baseline (an
     * interrupted swap is repaired by the next promote or read, see {@link OutputGuard#recover}).
     */
    public static void promote(Path run, Path baseline) throws IOException {
        RunDirectory.requireComplete(run);
        OutputGuard.replace(baseline, OutputGuard.Kind.BASELINE, dir -> {
            for (String f : List.of(RunData.RESULTS_FILE, RunData.ENV_FILE, RunData.FOOTPRINT_FILE)) {
                Files.copy(run.resolve(f), dir.resolve(f));
            }
            Files.writeString(dir.resolve("SOURCE"), run.toAbsolutePath().normalize().getFileName() + "\n");
        });
    }
}

package io.componentbench.compare;

import io.componentbench.results.LoadProblem;
import io.componentbench.results.RunData;
import io.componentbench.store.DirectoryMarker;
import io.componentbench.store.OutputGuard;
import io.componentbench.store.RunDirectory;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * The committed reference run, {@code results/baseline/}: replaced only by an explicit promote, only
 * by a complete run, and only where {@link OutputGuard} allows (absent, empty, or an earlier baseline).
 */
public final class Baseline {
    private Baseline() {}

    /**
     * Copies the run's files into a temporary sibling, then swaps it in for the old baseline (an
     * interrupted swap is repaired by the next promote or read, see {@link OutputGuard#recover}).
     * Refused (bad input, nothing touched): anything but a complete run ({@link RunDirectory#requireComplete}),
     * a baseline (the baseline itself included: give the run it came from), and a run that no
     * comparison could read (a result twice, an impossible score or sample: {@link ComparisonInput}; a
     * result that cannot be read at all, such as a NaN score).
     */
    public static void promote(Path run, Path baseline) throws IOException {
        RunDirectory.requireComplete(run);
        Optional<DirectoryMarker> m = DirectoryMarker.read(run);
        if (m.isPresent() && m.get().kind() != OutputGuard.Kind.RUN) {
            throw new IllegalArgumentException("refusing to promote " + run + ": it is a componentbench "
                    + m.get().kind().id() + " directory, not a run; promote the run it was made from");
        }
        if (Files.exists(baseline) && Files.isSameFile(run, baseline)) {
            throw new IllegalArgumentException("refusing to promote " + run + " onto itself");
        }
        RunData data = RunData.load(run);
        List<String> unreadable = LoadProblem.texts(data.problems(), LoadProblem.Part.RESULT);
        if (!unreadable.isEmpty()) {
            throw new IllegalArgumentException("refusing to promote " + run + ": " + unreadable.size()
                    + " of its results cannot be read, so a gate against it could not judge them (scores and samples"
                    + " must be positive numbers): "
                    + String.join("; ", unreadable.subList(0, Math.min(3, unreadable.size()))));
        }
        ComparisonInput.byKey(data, "promoted");
        OutputGuard.replace(baseline, OutputGuard.Kind.BASELINE, dir -> {
            for (String f : List.of(RunData.RESULTS_FILE, RunData.ENV_FILE, RunData.FOOTPRINT_FILE)) {
                Files.copy(run.resolve(f), dir.resolve(f));
            }
            Files.writeString(
                    dir.resolve("SOURCE"), run.toAbsolutePath().normalize().getFileName() + "\n");
        });
    }
}

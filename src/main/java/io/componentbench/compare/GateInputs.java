package io.componentbench.compare;

import io.componentbench.store.DirectoryMarker;
import io.componentbench.store.OutputGuard;
import io.componentbench.store.RunDirectory;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The half of the gate's rule that is about its two directories, before any row is judged: the
 * head is a complete run (its own marker and the completeness check {@code promote} applies,
 * {@link RunDirectory#requireComplete}), it is the newest run or was named (a newer run that failed
 * part-way, is unfinished or is not marked fails the default, by name), and it is not the baseline
 * directory. The other half, on the rows, is {@link Comparison#failures}.
 */
public final class GateInputs {
    private GateInputs() {}

    /**
     * Why a gate of {@code head} against {@code baseline} cannot pass, one sentence each; empty when
     * the two may be judged.
     *
     * @param runsRoot where the default head was taken from, or null when the head was named
     */
    public static List<String> failures(Path baseline, Path head, Path runsRoot) throws IOException {
        List<String> why = new ArrayList<>();
        if (Files.exists(baseline) && Files.exists(head) && Files.isSameFile(baseline, head)) {
            why.add("the current run " + head + " is the baseline directory itself: a run compared with itself"
                    + " judges nothing; name the run to judge");
            return why;
        }
        try {
            RunDirectory.requireComplete(head);
            Optional<DirectoryMarker> m = DirectoryMarker.read(head);
            if (m.isPresent() && m.get().kind() != OutputGuard.Kind.RUN)
                why.add("the current run " + head + " is a componentbench "
                        + m.get().kind().id() + " directory, not a run; name the run to judge");
        } catch (IOException e) {
            why.add("the current run is not a complete run, the gate judges only one: " + e.getMessage());
        }
        if (runsRoot != null) {
            List<String> newer = RunDirectory.newerThan(runsRoot, head);
            if (!newer.isEmpty())
                why.add("the newest run is not complete, so the gate would judge an older one (" + head.getFileName()
                        + "): " + String.join("; ", newer)
                        + "; rerun it, or name the run to judge (scripts/compare BASELINE RUN)");
        }
        return why;
    }
}

package io.componentbench.compare;

import io.componentbench.results.Env;
import io.componentbench.results.Result;
import io.componentbench.results.RunData;
import io.componentbench.stats.Estimate;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * What the two runs of a {@link Comparison} have in common, and the warnings when it is not enough:
 * the same machine and JVMs (else absolute times are not comparable and the ratio rows decide), the
 * same profile, more than one fork per result (else no interval holds the fork-to-fork variation).
 */
final class ComparedRuns {
    private ComparedRuns() {}

    /** Whether both runs come from one machine and the same JVMs; adds to {@code warnings} why not, and a profile that differs. */
    static boolean sameMachine(Optional<Env> baseEnv, Optional<Env> currentEnv, List<String> warnings) {
        if (baseEnv.isEmpty() || currentEnv.isEmpty()) {
            warnings.add(
                    "env.json missing from a run: cannot tell whether both come from the same machine; ratio rows decide");
            return false;
        }
        Env b = baseEnv.get();
        Env c = currentEnv.get();
        boolean same = true;
        if (!Objects.equals(b.machineFingerprint(), c.machineFingerprint())) {
            warnings.add("runs come from different machines (" + b.machine().cpu() + " / "
                    + c.machine().cpu() + "): absolute times are not comparable; ratio rows decide");
            same = false;
        }
        Set<String> bj = JvmCheck.versions(b);
        Set<String> cj = JvmCheck.versions(c);
        if (!bj.equals(cj)) {
            warnings.add("runs used different JVMs (" + String.join(", ", bj) + " / " + String.join(", ", cj)
                    + "); ratio rows decide");
            same = false;
        }
        if (!b.profile().equals(c.profile())) {
            warnings.add("runs used different profiles (" + b.profile() + " / " + c.profile() + ")");
        }
        return same;
    }

    /** E.g. "the current run has 1 fork per result" when every result of {@code run} with an interval has one fork; null otherwise. */
    static String oneFork(RunData run, String role) {
        boolean any = false;
        for (Result r : run.results()) {
            Estimate e = r.estimate();
            if (!e.known()) continue;
            if (e.forks() > 1) return null;
            any = true;
        }
        return any ? "the " + role + " has 1 fork per result" : null;
    }
}

package io.componentbench.compare;

import io.componentbench.contender.ContenderKind;
import io.componentbench.results.RunData;
import io.componentbench.stats.GateCheck;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The gate self-test's accounting of its three runs through the very comparison {@code compare}
 * uses ({@link Comparison}): A/A is A' against A; the trial compares the run with the slowed
 * contender against both A and A' (the slowed contender standing in for the one it slows), so each
 * slowed result is judged twice. One {@link GateCheck} for time-per-element rows, one for ratio rows.
 */
public final class GateCheckRuns {
    private GateCheckRuns() {}

    /**
     * @throws IllegalArgumentException when a run is bad input for a comparison, the runs used
     *         different JVMs, or there is nothing to account for (see {@link GateCheck})
     */
    public static List<GateCheck> account(
            RunData a, RunData a2, RunData slowedRun, ContenderKind slowed, ContenderKind standsFor, double threshold) {
        Comparison aa = new Comparison(a, a2, threshold);
        List<Comparison> trial = List.of(
                Comparison.withStandIn(a, slowedRun, threshold, slowed, standsFor),
                Comparison.withStandIn(a2, slowedRun, threshold, slowed, standsFor));
        List<GateCheck.GateRow> trialScores = new ArrayList<>();
        List<GateCheck.GateRow> trialRatios = new ArrayList<>();
        for (Comparison c : trial) {
            trialScores.addAll(rows(c.absolute(), slowed));
            trialRatios.addAll(rows(c.ratios(), slowed));
        }
        return List.of(
                new GateCheck(
                        "time per element (current / baseline; decides on one machine)",
                        rows(aa.absolute(), slowed),
                        trialScores,
                        threshold),
                new GateCheck(
                        "ratios to raw-array (decide across machines)",
                        rows(aa.ratios(), slowed),
                        trialRatios,
                        threshold));
    }

    /**
     * The accounting with 2, 3, ... forks per result: the three runs cut to their first {@code n}
     * forks ({@link RunData#firstForks}), up to the forks of the run that has fewest
     * ({@link RunData#maxForks}). So one gate-check with many forks says how many a gate on this
     * machine needs.
     *
     * @return the two {@link GateCheck}s of {@link #account} for each number of forks, in increasing order
     */
    public static Map<Integer, List<GateCheck>> byForks(
            RunData a, RunData a2, RunData slowedRun, ContenderKind slowed, ContenderKind standsFor, double threshold) {
        int most = Math.min(a.maxForks(), Math.min(a2.maxForks(), slowedRun.maxForks()));
        Map<Integer, List<GateCheck>> out = new LinkedHashMap<>();
        for (int n = 2; n <= most; n++) {
            out.put(
                    n,
                    account(a.firstForks(n), a2.firstForks(n), slowedRun.firstForks(n), slowed, standsFor, threshold));
        }
        return out;
    }

    private static List<GateCheck.GateRow> rows(List<Comparison.Row> rows, ContenderKind slowed) {
        return rows.stream()
                .map(r -> new GateCheck.GateRow(
                        r.name(),
                        r.decision(),
                        r.verdict().asChange(),
                        r.contender().equals(slowed.id())))
                .toList();
    }
}

package io.componentbench.report.analysis;

import io.componentbench.contender.ContenderKind;
import io.componentbench.contender.Family;
import io.componentbench.results.Result;
import io.componentbench.stats.Ranking;
import io.componentbench.workload.Workload;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The frameworks against the containers: per workload (canonical scenario at its judged size) and
 * state, the fastest containers of this suite and each framework's time over the best's.
 */
public final class Frameworks {
    private Frameworks() {}

    /**
     * One workload in one state at its judged size: the fastest containers of this suite (not
     * frameworks: the best and those tied with it), and each framework's time over the best's.
     */
    public record FrameworkRow(
            Group group, Ranking<Result> containers, Map<ContenderKind, io.componentbench.stats.Ratio> frameworks) {}

    /** Per workload (canonical scenario at its judged size) and state: each framework against the fastest container. */
    public static List<FrameworkRow> frameworkRows(Analysis a) {
        List<FrameworkRow> rows = new ArrayList<>();
        for (Workload w : Workload.values()) {
            for (Group g : a.judgedStates(w)) {
                List<Result> containers = g.contenders().stream()
                        .filter(r -> r.contender().orElseThrow().family() != Family.FRAMEWORK)
                        .toList();
                Optional<Ranking<Result>> best = g.rank(containers);
                if (best.isEmpty()) continue;
                Map<ContenderKind, io.componentbench.stats.Ratio> m = new LinkedHashMap<>();
                for (ContenderKind f : a.frameworks()) {
                    g.of(f).ifPresent(r -> m.put(f, g.ratio(r, best.get().best())));
                }
                if (!m.isEmpty()) rows.add(new FrameworkRow(g, best.get(), m));
            }
        }
        return rows;
    }
}

package io.componentbench.report.analysis;

import io.componentbench.contender.ContenderKind;
import io.componentbench.results.Result;
import io.componentbench.workload.Workload;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A contender's working-set knee along the sizes of a workload's canonical scenario: the first size
 * whose ns/element exceeds {@link #FACTOR} times the plateau (the lowest at the smaller sizes), with
 * the container's footprint there (NaN where JOL did not measure it).
 */
public record Knee(ContenderKind contender, int size, double footprintBytes, double nsPerElement, double plateau) {
    /** The knee: the first size whose ns/element exceeds this multiple of the plateau before it. */
    public static final double FACTOR = 1.5;

    /** How far the knee rose above the plateau. */
    public double rise() {
        return nsPerElement / plateau;
    }

    /** The knee of each contender of the run that has one in the workload's canonical scenario, registry order. */
    public static List<Knee> of(Analysis a, Workload w) {
        List<Group> gs = a.canonicalGroups(w);
        List<Knee> knees = new ArrayList<>();
        for (ContenderKind c : a.contenders()) {
            double plateau = Double.NaN;
            for (Group g : gs) {
                Optional<Result> r = g.of(c);
                if (r.isEmpty()) continue;
                double ns = a.estimate(r.get()).center();
                if (!Double.isNaN(plateau) && ns > FACTOR * plateau) {
                    knees.add(new Knee(c, g.size(), a.footprintBytes(c, g.size()), ns, plateau));
                    break;
                }
                plateau = Double.isNaN(plateau) ? ns : Math.min(plateau, ns);
            }
        }
        return knees;
    }
}

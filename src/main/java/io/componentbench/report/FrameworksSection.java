package io.componentbench.report;

import io.componentbench.contender.ContenderKind;
import io.componentbench.report.analysis.Analysis;
import io.componentbench.report.analysis.Format;
import io.componentbench.report.analysis.Frameworks;
import io.componentbench.report.analysis.Group;
import io.componentbench.stats.Estimate;
import io.componentbench.stats.Ratio;
import java.util.ArrayList;
import java.util.List;

/**
 * The Java ECS frameworks against the hand-rolled containers of this suite: per workload, each
 * framework's time over the fastest container's, and how each framework stores its components.
 */
final class FrameworksSection implements Section {
    @Override
    public void write(Analysis analysis, Document d, ChartSink charts) {
        List<ContenderKind> frameworks = analysis.frameworks();
        if (frameworks.isEmpty()) return;
        d.heading(1, "Frameworks vs hand-rolled containers");
        d.paragraph(
                "Adopting a framework instead of writing a container: per workload (canonical variant at the largest size measured for the whole "
                        + "field, each container state), each framework's time per element over the fastest container of this suite that is not "
                        + "a framework, with the ratio's " + Analysis.percent(Estimate.LEVEL)
                        + " interval (below 1: the framework is faster; "
                        + "an interval including 1: a tie). The frameworks are reached through a handle array indexed by our entity ID; see "
                        + "\"Remaining unfairness\" for what that and each framework's deferred changes add.");
        List<String> header = new ArrayList<>(List.of("workload", "fastest container", "its ns/element"));
        frameworks.forEach(f -> header.add(f.id() + " / fastest"));
        List<List<String>> rows = new ArrayList<>();
        for (Frameworks.FrameworkRow row : Frameworks.frameworkRows(analysis)) {
            Group g = row.group();
            String state = Analysis.stateName(g);
            List<String> cells = new ArrayList<>(List.of(
                    g.workload().id() + ", " + Format.count(g.size()) + (state.isEmpty() ? "" : ", " + state),
                    row.containers().describe(r -> r.contenderId()),
                    g.estimate(row.containers().best()).describe()));
            for (ContenderKind f : frameworks) {
                Ratio r = row.frameworks().get(f);
                cells.add(
                        r == null
                                ? "not measured"
                                : r.describe() + (r.known() && r.lower() <= 1 && r.upper() >= 1 ? " (tie)" : ""));
            }
            rows.add(cells);
        }
        d.table(header, rows);
        d.paragraph("How each framework stores components, from its documentation and source:");
        d.bullets(frameworks.stream()
                .map(f -> "**" + f.id() + "**: " + f.description())
                .toList());
    }
}

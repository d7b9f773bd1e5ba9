package io.componentbench.report;

import io.componentbench.report.analysis.Analysis;
import io.componentbench.report.analysis.Targets;
import io.componentbench.stats.Estimate;
import java.util.List;

/** The project's design targets: met, missed, inconclusive or not measured, with the numbers. */
final class TargetsSection implements Section {
    @Override
    public void write(Analysis analysis, Document d, ChartSink charts) {
        d.heading(1, "Design targets");
        d.paragraph("**MET** or **MISSED** only when the whole " + Analysis.percent(Estimate.LEVEL)
                + " interval of the ratio lies on one "
                + "side of the target, **INCONCLUSIVE** otherwise; footprint targets are exact (JOL counts bytes). \"Faster than every "
                + "map\" is met only when it is met against each map in each state.");
        d.table(
                List.of("target", "status", "measured"),
                Targets.of(analysis).stream()
                        .map(v -> List.of(v.statement(), "**" + v.verdict() + "**", v.evidence()))
                        .toList());
    }
}

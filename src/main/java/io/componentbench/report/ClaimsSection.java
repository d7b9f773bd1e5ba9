package io.componentbench.report;

import io.componentbench.report.analysis.Analysis;
import io.componentbench.report.analysis.Claims;
import io.componentbench.stats.Estimate;
import java.util.List;

/** The verdict on each claim the articles the project grew from make for these structures. */
final class ClaimsSection implements Section {
    @Override
    public void write(Analysis analysis, Document d, ChartSink charts) {
        d.heading(1, "Claims from the seed articles");
        d.paragraph(
                "Each claim is a threshold on a ratio of two times, judged on the ratio's "
                        + Analysis.percent(Estimate.LEVEL)
                        + " interval: **HOLDS** or **REFUTED** only when the whole interval lies on one side of the threshold, **INCONCLUSIVE** "
                        + "when it straddles it (this run cannot tell). Each workload is judged at the largest size measured for the whole field, in every container "
                        + "state measured there (fresh and churned: one verdict when they agree, one per state when they do not).");
        d.table(
                List.of("claim", "verdict", "evidence"),
                Claims.of(analysis).stream()
                        .map(v -> List.of(v.statement(), "**" + v.verdict() + "**", v.evidence()))
                        .toList());
    }
}

package io.componentbench.report;

import java.util.List;

/** The verdict on each claim the articles the project grew from make for these structures. */
final class ClaimsSection implements Section {
    @Override
    public void write(Analysis analysis, Document d, ChartSink charts) {
        d.heading(1, "Claims from the seed articles");
        d.table(List.of("claim", "verdict", "evidence"), new Findings(analysis).claims().stream()
                .map(v -> List.of(v.statement(), "**" + v.verdict() + "**", v.evidence())).toList());
    }
}

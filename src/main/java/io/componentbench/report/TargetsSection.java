package io.componentbench.report;

import java.util.List;

/** The project's design targets: met, not met, or not measured, with the numbers. */
final class TargetsSection implements Section {
    @Override
    public void write(Analysis analysis, Document d, ChartSink charts) {
        d.heading(1, "Design targets");
        d.table(List.of("target", "status", "measured"), new Findings(analysis).targets().stream()
                .map(v -> List.of(v.statement(), "**" + v.verdict() + "**", v.evidence())).toList());
    }
}

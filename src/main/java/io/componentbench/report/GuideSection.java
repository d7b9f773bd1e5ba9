package io.componentbench.report;

import io.componentbench.report.analysis.Analysis;
import io.componentbench.report.analysis.DecisionGuide;
import io.componentbench.stats.Estimate;

/** The decision guide: which contender to pick when a given operation dominates. */
final class GuideSection implements Section {
    @Override
    public void write(Analysis analysis, Document d, ChartSink charts) {
        d.heading(1, "Decision guide");
        d.paragraph(
                "Generated from this run's numbers: each workload's canonical variant (dense IDs, inserts into containers that "
                        + "grow from their default size, shuffled lookups, ascending inserts) at the largest size measured for the whole field (not 16M, which holds a few containers for the knee charts), fresh and churned "
                        + "containers side by side where both were measured. Times are the center of the "
                        + Analysis.percent(Estimate.LEVEL)
                        + " interval, with the interval in brackets; a contender whose ratio interval to the best contains 1 is named as tied with it."
                        + analysis.primaryJvm()
                                .map(j -> " Figures are from the run's first JVM, " + j
                                        + "; \"What the JVM changes\" compares the others.")
                                .orElse(""));
        d.bullets(DecisionGuide.of(analysis));
    }
}

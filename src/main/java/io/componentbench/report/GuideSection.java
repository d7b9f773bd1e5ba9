package io.componentbench.report;

/** The decision guide: which contender to pick when a given operation dominates. */
final class GuideSection implements Section {
    @Override
    public void write(Analysis analysis, Document d, ChartSink charts) {
        d.heading(1, "Decision guide");
        d.paragraph("Generated from this run's numbers (canonical variant: dense IDs, fresh container, shuffled lookups, ascending inserts).");
        d.bullets(new Findings(analysis).guide());
    }
}

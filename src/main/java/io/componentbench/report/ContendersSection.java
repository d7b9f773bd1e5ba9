package io.componentbench.report;

import io.componentbench.report.analysis.Analysis;
import io.componentbench.report.analysis.Gaps;
import io.componentbench.results.Result;
import java.util.List;

/** What each contender of the run is: its family, how it stores components, and one line on what it is. */
final class ContendersSection implements Section {
    @Override
    public void write(Analysis analysis, Document d, ChartSink charts) {
        d.heading(1, "The contenders");
        d.paragraph("Every workload also runs the " + Result.RAW_ARRAY + " reference: the same loop over plain "
                + "primitive arrays with no container, the reference the contenders are measured against (where a contender beats it, the report's gaps say so). Objects storage holds a "
                + "`Position` object per entity; inline storage keeps the floats in primitive arrays.");
        d.add(new Document.Details(
                "The " + analysis.contenders().size() + " contenders: family, storage and what each is",
                List.of(new Document.Table(
                        List.of("contender", "family", "storage", "what"),
                        analysis.contenders().stream()
                                .map(c -> List.of(
                                        c.id(), c.family().label(), c.storage().id(), c.description()))
                                .toList()))));
        var notRunnable = Gaps.notRunnable(analysis);
        if (!notRunnable.isEmpty()) {
            d.paragraph("Not measured in this run, because its JVM cannot run them: "
                    + notRunnable.entrySet().stream()
                            .map(e -> e.getKey().id() + " (" + e.getValue() + ")")
                            .collect(java.util.stream.Collectors.joining(", "))
                    + ".");
        }
    }
}

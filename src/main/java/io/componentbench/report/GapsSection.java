package io.componentbench.report;

import io.componentbench.contender.ContenderKind;
import io.componentbench.results.Result;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/** The gaps in the run: load problems, contenders missing from a group, missing references and error estimates. */
final class GapsSection implements Section {
    /** Gaps listed before the rest are summarized in one line. */
    private static final int MAX_GAPS = 40;

    @Override
    public void write(Analysis analysis, Document d, ChartSink charts) {
        List<String> gaps = new ArrayList<>(analysis.run().problems());
        for (Analysis.Group g : analysis.groups()) {
            if (!g.missing().isEmpty()) {
                gaps.add("missing in " + g.title() + ": " + String.join(", ", g.missing().stream().map(ContenderKind::id).toList()));
            }
            if (g.raw().isEmpty()) gaps.add("missing in " + g.title() + ": " + Result.RAW_ARRAY + " reference");
            g.results().stream().filter(r -> Double.isNaN(r.errorPerElement()))
                    .forEach(r -> gaps.add("no error estimate (too few iterations) for " + r.contenderId() + " in " + g.title()));
        }
        if (!gaps.isEmpty()) {
            d.heading(1, "Gaps in this run");
            d.bullets(gaps.size() > MAX_GAPS
                    ? Stream.concat(gaps.stream().limit(MAX_GAPS), Stream.of("... and " + (gaps.size() - MAX_GAPS) + " more")).toList()
                    : gaps);
        }
    }
}

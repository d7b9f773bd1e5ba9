package io.componentbench.report;

import static io.componentbench.report.Format.num;

import io.componentbench.results.Result;
import io.componentbench.workload.Workload;
import java.io.IOException;
import java.util.List;
import java.util.Map;

/** Per workload: ns/element against entity count, and a bar chart per scenario and size with the raw-array line. */
final class WorkloadSection implements Section {
    @Override
    public void write(Analysis analysis, Document d, ChartSink charts) throws IOException {
        d.heading(1, "Throughput by workload");
        d.paragraph("Bars: ns/element per contender with 99.9% error bars, fastest on top; the red line is the raw-array reference "
                + "(the same loop over plain primitive arrays, no container). Lines: ns/element against entity count, log-log: a "
                + "flat line means cost per element does not grow with size; a rising one shows cache misses setting in.");
        for (Workload w : Workload.values()) {
            List<Analysis.Group> gs = analysis.groups().stream().filter(g -> g.workload() == w).toList();
            if (gs.isEmpty()) continue;
            d.heading(2, w.id());
            if (analysis.canonicalGroups(w).size() >= 2) {
                charts.add(d, Charts.logLog(w.id() + ": ns/element vs entity count " + analysis.canonicalScenario(w).orElseThrow().params(),
                        "entities", "ns/element", analysis.sizeSeries(w), Map.of()), "sizes-" + w.id(), 520, w.id() + " against entity count");
            }
            for (Analysis.Group g : gs) {
                List<Charts.Bar> bars = g.contenders().stream().map(r -> new Charts.Bar(r.contenderId(), r.nsPerElement(), r.errorPerElement())).toList();
                double raw = g.raw().map(Result::nsPerElement).orElse(Double.NaN);
                charts.add(d, Charts.bars(g.title(), "ns/element (lower is better)", bars, raw, Result.RAW_ARRAY + " " + num(raw)),
                        "bars-" + g.slug(), Charts.barsHeight(bars.size()), g.title());
            }
        }
    }
}

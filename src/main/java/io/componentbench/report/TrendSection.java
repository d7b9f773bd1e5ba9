package io.componentbench.report;

import io.componentbench.results.History;
import io.componentbench.workload.Workload;
import java.io.IOException;
import java.util.List;
import java.util.Map;

/** ns/element over the past runs of the same profile in the history, when there are at least two. */
final class TrendSection implements Section {
    private final List<History.Point> history;

    TrendSection(List<History.Point> history) {
        this.history = history;
    }

    @Override
    public void write(Analysis analysis, Document d, ChartSink charts) throws IOException {
        String profile = analysis.run().profile();
        List<History.Point> same = history.stream().filter(p -> p.profile().equals(profile)).toList();
        int runs = History.runs(same).size();
        if (runs < 2) return;
        d.heading(1, "Trend");
        d.paragraph("ns/element over the " + runs + " " + profile + " runs in results/history.jsonl (canonical variant, largest size), one line per contender.");
        for (Workload w : Workload.values()) {
            Map<String, double[][]> series = analysis.canonicalScenario(w)
                    .map(s -> History.trend(same, s, analysis.largestSize())).orElse(Map.of());
            if (series.isEmpty()) continue;
            charts.add(d, Charts.logLog(w.id() + " over runs", "run number", "ns/element", series, Map.of()), "trend-" + w.id(), 460, w.id() + " trend");
        }
    }
}

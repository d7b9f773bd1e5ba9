package io.componentbench.report;

import io.componentbench.contender.ContenderKind;
import io.componentbench.report.analysis.Analysis;
import io.componentbench.report.analysis.Format;
import io.componentbench.report.analysis.Group;
import io.componentbench.report.chart.Charts;
import io.componentbench.report.chart.TrendChart;
import io.componentbench.results.History;
import io.componentbench.results.Result;
import io.componentbench.results.Scenario;
import io.componentbench.stats.Estimate;
import io.componentbench.workload.Workload;
import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * ns/element over the past runs of the same profile in the history (each workload's canonical
 * variant at its largest size), when the history holds at least two of them: each run labelled by
 * commit and date, each point the report's own estimate with its 95% interval ({@link TrendChart});
 * part of {@link BaselineSection}.
 */
final class TrendSection implements Section {
    private final List<History.Point> history;

    TrendSection(List<History.Point> history) {
        this.history = history;
    }

    /** The history's points of this profile. */
    private List<History.Point> same(Analysis analysis) {
        String profile = analysis.run().profile();
        return history.stream().filter(p -> p.profile().equals(profile)).toList();
    }

    /** Whether the history has two runs or more of the run's profile. */
    boolean applies(Analysis analysis) {
        return History.runs(same(analysis)).size() >= 2;
    }

    @Override
    public void write(Analysis analysis, Document d, ChartSink charts) throws IOException {
        List<History.Point> same = same(analysis);
        List<String> runs = History.runs(same);
        if (runs.size() < 2) return;
        List<String> labels = runs.stream()
                .map(run -> same.stream()
                        .filter(p -> p.run().equals(run))
                        .findFirst()
                        .map(p -> TrendChart.label(p.commit(), p.time()))
                        .orElse(run))
                .toList();
        d.heading(2, "Trend");
        long older = same.stream()
                .filter(p -> !p.hasInterval())
                .map(History.Point::run)
                .distinct()
                .count();
        d.paragraph("ns/element over the " + runs.size() + " " + analysis.run().profile()
                + " runs in `results/history.jsonl`, oldest first, "
                + "each labelled by its commit and the UTC date and time it ended; each workload's canonical variant at the size its verdicts use. Whiskers are each run's "
                + Analysis.percent(Estimate.LEVEL) + " interval, the report's own method as the history stored it"
                + (older > 0
                        ? " (" + older + " older run(s) stored JMH's score only: their points have no whisker)"
                        : "")
                + "; a contender is joined by a line only from " + TrendChart.MIN_LINE_POINTS
                + " runs on. Runs on other machines or JVMs "
                + "are not comparable in absolute time.");
        List<Document.Block> trends = new ArrayList<>();
        for (Workload w : Workload.values()) {
            List<Group> gs = analysis.canonicalGroups(w);
            if (gs.isEmpty()) continue;
            Scenario s = gs.get(0).scenario();
            int size = analysis.judgedSize(w).orElseThrow(); // present: the workload has canonical groups
            List<TrendChart.Series> series = series(same, runs, s, size);
            if (series.isEmpty()) continue;
            var chart = TrendChart.of(
                    w.id() + " over runs (" + Format.count(size) + " entities)",
                    "ns/element (log scale)",
                    labels,
                    series);
            trends.add(
                    charts.save(chart, "trend-" + w.id(), Charts.WIDTH, 300 + 18 * series.size(), w.id() + " trend"));
        }
        // folded: a maintainer's view, one tall chart per workload, below the reader's page budget
        if (!trends.isEmpty())
            d.add(new Document.Details("Trend charts, one per workload (" + trends.size() + ")", trends));
    }

    /** Per contender (family order, reference last), (run index, center, lower, upper). */
    static List<TrendChart.Series> series(List<History.Point> points, List<String> runs, Scenario s, int size) {
        Map<String, List<double[]>> byId = new LinkedHashMap<>();
        for (ContenderKind k : ContenderKind.all().stream()
                .sorted(java.util.Comparator.comparing(ContenderKind::family).thenComparing(ContenderKind::ordinal))
                .toList()) {
            byId.put(k.id(), new ArrayList<>());
        }
        byId.put(Result.RAW_ARRAY, new ArrayList<>());
        for (History.Point p : points) {
            if (p.variant().size() != size
                    || !p.variant().scenario().equals(s)
                            && !(p.variant().isReference()
                                    && p.variant().scenario().covers(s))) continue;
            List<double[]> l = byId.get(p.variant().contenderId());
            if (l == null) continue;
            int x = runs.indexOf(p.run());
            // one point per run and contender: a chart series takes each x once (a result twice in a line keeps its
            // last)
            l.removeIf(q -> q[0] == x);
            l.add(new double[] {x, p.center(), p.lower(), p.upper()});
        }
        List<TrendChart.Series> out = new ArrayList<>();
        byId.forEach((id, l) -> {
            if (!l.isEmpty()) out.add(new TrendChart.Series(id, l));
        });
        return out;
    }
}

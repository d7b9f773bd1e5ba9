package io.componentbench.report;

import io.componentbench.contender.ContenderKind;
import io.componentbench.results.History;
import io.componentbench.results.Result;
import io.componentbench.results.Scenario;
import io.componentbench.workload.Workload;
import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * ns/element over the past runs of the same profile in the history (each workload's canonical
 * variant at its largest size), when the history holds at least two of them; part of
 * {@link BaselineSection}.
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
        d.heading(2, "Trend");
        d.paragraph("ns/element over the " + runs.size() + " " + analysis.run().profile() + " runs in `results/history.jsonl` (run 1 is the "
                + "oldest), each workload's canonical variant at its largest size, one line per contender; bands are the runs' own "
                + "intervals as recorded (JMH's 99.9%). Runs on other machines or JVMs are not comparable in absolute time.");
        for (Workload w : Workload.values()) {
            List<Analysis.Group> gs = analysis.canonicalGroups(w);
            if (gs.isEmpty()) continue;
            Scenario s = gs.get(0).scenario();
            int size = gs.get(gs.size() - 1).size();
            List<Charts.Line> lines = lines(same, runs, s, size);
            if (lines.isEmpty()) continue;
            var chart = Charts.lines(w.id() + " over runs (" + Format.count(size) + " entities)", "run number", ReadableLogAxis.Labels.NUMBER,
                    "ns/element (log scale)", lines, Map.of(), Charts.WIDTH, false);
            d.add(charts.save(chart, "trend-" + w.id(), Charts.WIDTH, 480, w.id() + " trend"));
        }
    }

    /** Per contender (family order, reference last), (run number, ns, ns - error, ns + error). */
    private static List<Charts.Line> lines(List<History.Point> points, List<String> runs, Scenario s, int size) {
        Map<String, List<double[]>> byId = new LinkedHashMap<>();
        for (ContenderKind k : ContenderKind.all().stream().sorted(java.util.Comparator.comparing(ContenderKind::family)
                .thenComparing(ContenderKind::ordinal)).toList()) {
            byId.put(k.id(), new ArrayList<>());
        }
        byId.put(Result.RAW_ARRAY, new ArrayList<>());
        for (History.Point p : points) {
            if (p.variant().size() != size || !p.variant().scenario().equals(s) && !(p.variant().isReference() && p.variant().scenario().covers(s))) continue;
            List<double[]> l = byId.get(p.variant().contenderId());
            if (l == null) continue;
            double e = p.errorPerElement();
            l.add(new double[] {runs.indexOf(p.run()) + 1, p.nsPerElement(), p.nsPerElement() - e, p.nsPerElement() + e});
        }
        List<Charts.Line> out = new ArrayList<>();
        byId.forEach((id, l) -> {
            if (!l.isEmpty()) out.add(new Charts.Line(id, l));
        });
        return out;
    }
}

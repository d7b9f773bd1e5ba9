package io.componentbench.report;

import io.componentbench.contender.ContenderKind;
import io.componentbench.report.analysis.Analysis;
import io.componentbench.report.analysis.Format;
import io.componentbench.report.analysis.Group;
import io.componentbench.report.chart.Charts;
import io.componentbench.report.chart.LineCharts;
import io.componentbench.stats.Estimate;
import io.componentbench.workload.Distribution;
import io.componentbench.workload.Workload;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalDouble;
import java.util.OptionalInt;

/**
 * Speed against bytes per entity for iteration, lookups and joins, each at its largest measured
 * size, with the Pareto front: the contenders no other beats on both.
 */
final class SpeedVsMemorySection implements Section {
    @Override
    public void write(Analysis analysis, Document d, ChartSink charts) throws IOException {
        d.heading(1, "Speed vs memory");
        d.paragraph(
                "Time per element (canonical variant, at the size the verdicts use) against the container's bytes per entity at that size, dense "
                        + "IDs, both axes logarithmic; lower left is better on both. Whiskers: the time's "
                        + Analysis.percent(Estimate.LEVEL) + " interval (bytes are exact). "
                        + "The dashed staircase is the Pareto front: the contenders that no other beats on both speed and memory (by central values)."
                        + beyondFootprint(analysis));
        boolean any = false;
        for (Workload w : List.of(Workload.ITERATE, Workload.LOOKUP, Workload.JOIN)) {
            OptionalInt judged = analysis.judgedSize(w);
            if (judged.isEmpty()) continue;
            Group g = analysis.canonicalGroup(w, judged.getAsInt()).orElseThrow();
            Map<String, double[]> points = new LinkedHashMap<>();
            for (ContenderKind c : KneeSection.byFamily(analysis)) {
                OptionalDouble bytes = analysis.bytesPerEntity(c, Distribution.DENSE, g.size());
                g.of(c).ifPresent(r -> {
                    Estimate e = g.estimate(r);
                    if (bytes.isPresent())
                        points.put(c.id(), new double[] {e.center(), bytes.getAsDouble(), e.lower(), e.upper()});
                });
            }
            if (points.size() < 2) continue;
            any = true;
            List<String> front = front(points);
            var chart = LineCharts.scatter(
                    w.id() + ": ns/element vs bytes per entity, " + Format.count(g.size()) + " entities",
                    w.id() + " ns/element (log scale)",
                    "bytes per entity (log scale)",
                    points,
                    front);
            Document.Image image =
                    charts.save(chart, "speed-vs-memory-" + w.id(), Charts.WIDTH, 560, w.id() + " speed vs memory");
            Document.Paragraph note = new Document.Paragraph(w.id() + ", Pareto front: "
                    + String.join(", ", front.stream().map(id -> "`" + id + "`").toList()) + ".");
            // the front inline, the chart folded: the page stays inside its length budget
            d.add(note);
            List<List<String>> rows = points.entrySet().stream()
                    .sorted(Comparator.comparingDouble(e -> e.getValue()[0]))
                    .map(e -> List.of(
                            e.getKey(),
                            Format.num(e.getValue()[0]),
                            Format.num(e.getValue()[1]),
                            front.contains(e.getKey()) ? "yes" : ""))
                    .toList();
            d.add(new Document.Details(
                    w.id() + ": speed vs memory",
                    List.of(
                            image,
                            new Document.Table(
                                    List.of("contender (" + w.id() + ")", "ns/element", "bytes/entity", "Pareto front"),
                                    rows))));
        }
        if (!any) d.paragraph("Needs times and footprint at the same size; this run lacks one of them.");
    }

    /** Which sizes have times but no footprint (the full profile's 16M), said where they would be missed; empty when none. */
    private static String beyondFootprint(Analysis analysis) {
        int largest = analysis.largestFootprintSize();
        if (largest == 0 || analysis.largestSize() <= largest) return "";
        String sizes = String.join(
                ", ",
                analysis.sizes().tailSet(largest, false).stream()
                        .map(n -> Format.count(n))
                        .toList());
        return " The " + sizes
                + " results are in neither this chart nor the knee charts: footprint not measured beyond "
                + Format.count(largest) + ".";
    }

    /** The ids no other point beats on both coordinates (lower is better on both), by the first coordinate. */
    static List<String> front(Map<String, double[]> points) {
        List<String> out = new ArrayList<>();
        points.forEach((id, p) -> {
            boolean dominated = points.values().stream()
                    .anyMatch(q -> q != p && q[0] <= p[0] && q[1] <= p[1] && (q[0] < p[0] || q[1] < p[1]));
            if (!dominated) out.add(id);
        });
        out.sort((a, b) -> Double.compare(points.get(a)[0], points.get(b)[0]));
        return out;
    }
}

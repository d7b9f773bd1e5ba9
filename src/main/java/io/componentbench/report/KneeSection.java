package io.componentbench.report;

import static io.componentbench.report.analysis.Format.num;
import static io.componentbench.report.analysis.Format.ratio;

import io.componentbench.contender.ContenderKind;
import io.componentbench.report.analysis.Analysis;
import io.componentbench.report.analysis.Format;
import io.componentbench.report.analysis.Group;
import io.componentbench.report.analysis.Knee;
import io.componentbench.report.chart.Charts;
import io.componentbench.report.chart.LineCharts;
import io.componentbench.report.chart.ReadableLogAxis;
import io.componentbench.results.Result;
import io.componentbench.stats.Estimate;
import io.componentbench.workload.Workload;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The working-set knee, the cache-miss proxy: ns/element against the container's footprint, with
 * the machine's cache sizes marked, drawn only from three sizes or more; every contender listed,
 * those that never rose as "no knee up to N".
 */
final class KneeSection implements Section {
    @Override
    public void write(Analysis analysis, Document d, ChartSink charts) throws IOException {
        d.heading(1, "Working-set knee (cache-miss proxy)");
        Map<String, Long> caches = analysis.caches();
        Map<String, Double> markers = new LinkedHashMap<>();
        caches.forEach((level, bytes) -> markers.put(level + " " + Format.bytes(bytes), (double) bytes));
        d.paragraph(
                "Without hardware counters, cache behaviour shows as ns/element against the container's footprint in bytes: "
                        + "while the working set fits a cache level, cost per element stays flat; past it, it rises. Dashed lines mark this "
                        + "machine's cache sizes ("
                        + (caches.isEmpty()
                                ? "unknown"
                                : caches.entrySet().stream()
                                        .map(e -> e.getKey() + " " + Format.bytes(e.getValue()))
                                        .reduce((x, y) -> x + ", " + y)
                                        .orElse(""))
                        + "). The knee is the "
                        + "first size whose ns/element exceeds " + Knee.FACTOR + "x the lowest at smaller sizes.");
        for (Workload w : List.of(Workload.ITERATE, Workload.LOOKUP)) {
            List<Group> groups = analysis.canonicalGroups(w);
            if (groups.size() < WorkloadSection.SWEEP_SIZES) {
                d.paragraph(w.id() + ": this run measured " + groups.size() + " size" + (groups.size() == 1 ? "" : "s")
                        + ", too few to " + "find a knee (it needs " + WorkloadSection.SWEEP_SIZES
                        + "); the `full` profile sweeps 1K to 1M entities.");
                continue;
            }
            d.heading(2, w.id() + ": working-set knee");
            List<LineCharts.Line> lines = lines(analysis, w, groups);
            Document.Block table = new Document.Details(
                    w.id() + ": the knee of each contender as a table",
                    List.of(new Document.Table(
                            List.of(
                                    "contender (" + w.id() + ")",
                                    "knee at size",
                                    "footprint there",
                                    "plateau ns",
                                    "ns at knee",
                                    "rise"),
                            rows(analysis, w, groups))));
            List<String> kneed = Knee.of(analysis, w).stream()
                    .map(k -> "`" + k.contender().id() + "` at " + Format.count(k.size()))
                    .toList();
            String beyond = beyondFootprint(analysis, groups);
            Document.Block summary = new Document.Paragraph((kneed.isEmpty()
                            ? "No contender rose " + Knee.FACTOR + "x above its plateau."
                            : "Knees (first size " + Knee.FACTOR + "x above the plateau): " + String.join(", ", kneed)
                                    + ".")
                    + (beyond.isEmpty()
                            ? ""
                            : " " + Character.toUpperCase(beyond.charAt(0)) + beyond.substring(1)
                                    + ": the chart stops there; the table gives the times beyond it."));
            if (!lines.isEmpty()) {
                var chart = LineCharts.lines(
                        w.id() + ": ns/element against container footprint",
                        "container footprint (log scale)",
                        ReadableLogAxis.Labels.BYTES,
                        "ns/element (log scale)",
                        lines,
                        markers,
                        Charts.WIDTH);
                if (!beyond.isEmpty()) Charts.note(chart, beyond + ": " + sizesBeyond(analysis, groups) + " not drawn");
                d.add(new Document.Pair(
                        charts.save(chart, "knee-" + w.id(), Charts.WIDTH, 600, w.id() + " working-set knee"),
                        List.of(summary, table)));
            } else {
                d.add(summary);
                d.add(table);
            }
        }
    }

    /** Per contender, (footprint bytes, center, lower, upper) along the sizes where its footprint was measured. */
    private static List<LineCharts.Line> lines(Analysis analysis, Workload w, List<Group> groups) {
        List<LineCharts.Line> lines = new ArrayList<>();
        for (ContenderKind k : byFamily(analysis)) {
            List<double[]> points = new ArrayList<>();
            for (Group g : groups) {
                Optional<Result> r = g.of(k);
                double bytes = analysis.footprintBytes(k, g.size());
                if (r.isEmpty() || Double.isNaN(bytes)) continue;
                Estimate e = analysis.estimate(r.get());
                points.add(new double[] {bytes, e.center(), e.lower(), e.upper()});
            }
            if (!points.isEmpty()) lines.add(new LineCharts.Line(k.id(), points));
        }
        return lines;
    }

    /** The knee of every contender, or "no knee up to N" with its figures at its largest size. */
    private static List<List<String>> rows(Analysis analysis, Workload w, List<Group> groups) {
        Map<ContenderKind, Knee> knees = new LinkedHashMap<>();
        Knee.of(analysis, w).forEach(k -> knees.put(k.contender(), k));
        List<List<String>> rows = new ArrayList<>();
        for (ContenderKind c : byFamily(analysis)) {
            Knee k = knees.get(c);
            if (k != null) {
                rows.add(List.of(
                        c.id(),
                        Format.count(k.size()),
                        footprint(analysis, k.footprintBytes()),
                        num(k.plateau()),
                        num(k.nsPerElement()),
                        ratio(k.rise())));
                continue;
            }
            List<Result> measured =
                    groups.stream().flatMap(g -> g.of(c).stream()).toList();
            if (measured.size() < 2) continue;
            Result last = measured.get(measured.size() - 1);
            double low = measured.stream()
                    .mapToDouble(r -> analysis.estimate(r).center())
                    .min()
                    .orElse(Double.NaN);
            double ns = analysis.estimate(last).center();
            rows.add(List.of(
                    c.id(),
                    "no knee up to " + Format.count(last.size()),
                    footprint(analysis, analysis.footprintBytes(c, last.size())),
                    num(low),
                    num(ns) + " (at " + Format.count(last.size()) + ")",
                    ratio(ns / low)));
        }
        return rows;
    }

    /** {@code footprint not measured beyond 1M} when the sweep reaches sizes JOL did not measure; empty otherwise. */
    static String beyondFootprint(Analysis analysis, List<Group> groups) {
        int largest = analysis.largestFootprintSize();
        return largest > 0 && groups.stream().anyMatch(g -> g.size() > largest)
                ? "footprint not measured beyond " + Format.count(largest)
                : "";
    }

    /** The sizes of the sweep beyond the largest footprint, e.g. {@code 16M}. */
    private static String sizesBeyond(Analysis analysis, List<Group> groups) {
        return String.join(
                ", ",
                groups.stream()
                        .filter(g -> g.size() > analysis.largestFootprintSize())
                        .map(g -> Format.count(g.size()))
                        .distinct()
                        .toList());
    }

    /** A footprint in bytes, or why there is none. */
    private static String footprint(Analysis analysis, double bytes) {
        if (!Double.isNaN(bytes)) return Format.bytes(bytes);
        int largest = analysis.largestFootprintSize();
        return largest > 0 ? "not measured beyond " + Format.count(largest) : "n/a";
    }

    static List<ContenderKind> byFamily(Analysis analysis) {
        return analysis.contenders().stream()
                .sorted(Comparator.comparing(ContenderKind::family).thenComparing(ContenderKind::ordinal))
                .toList();
    }
}

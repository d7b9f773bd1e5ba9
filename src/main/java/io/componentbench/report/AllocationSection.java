package io.componentbench.report;

import io.componentbench.contender.ContenderKind;
import io.componentbench.report.analysis.Analysis;
import io.componentbench.report.analysis.Format;
import io.componentbench.report.analysis.Group;
import io.componentbench.report.chart.MatrixChart;
import io.componentbench.report.chart.ReadableLogAxis;
import io.componentbench.results.Result;
import io.componentbench.workload.Workload;
import java.awt.Color;
import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Bytes allocated per element by each workload, each at its largest measured size: a table drawn as
 * a picture, where a result without a figure ("not measured") looks nothing like an allocation of
 * zero. Measured in forks of their own the figure is JMH's GC profiler's; side by side each
 * contender's own, counted around its timed parts only.
 */
final class AllocationSection implements Section {
    /** Allocation below this many bytes per element shows as 0: JMH's GC profiler has noise of that order. */
    static final double ZERO = 0.005;

    @Override
    public void write(Analysis analysis, Document d, ChartSink charts) throws IOException {
        d.heading(1, "Allocation");
        List<Group> columns = new ArrayList<>();
        for (Workload w : Workload.values()) {
            List<Group> gs = analysis.canonicalGroups(w);
            if (!gs.isEmpty()) columns.add(gs.get(gs.size() - 1));
        }
        List<Result> shown =
                columns.stream().flatMap(g -> g.contenders().stream()).toList();
        boolean sideBySide = shown.stream().anyMatch(r -> r.sideBySide().present());
        boolean forked = shown.stream().anyMatch(r -> !r.sideBySide().present());
        d.paragraph(
                "Bytes allocated per element (`gc.alloc.rate.norm` per element), canonical variant, each workload at its "
                        + "largest size. Allocation in a hot loop means GC work later; inline containers should allocate nothing once built. "
                        + (sideBySide
                                ? "Measured side by side, each contender counts the bytes its own thread allocated inside its timed parts "
                                        + "only (the counter JMH's GC profiler reads), so insert and remove do not include making the batch of "
                                        + "containers, nor churn its command recording. "
                                : "")
                        + (forked
                                ? "Measured in forks of their own, the figure is JMH's GC profiler's over the whole iteration: for insert "
                                        + "and remove it includes making the batch of containers. "
                                : "")
                        + "`0`: under " + ZERO + " bytes per element; "
                        + "hatched `n/m`: measured, but without an allocation figure; `–`: not run.");
        boolean anyFigure = columns.stream()
                .flatMap(g -> g.contenders().stream())
                .anyMatch(r -> !Double.isNaN(r.allocBytesPerElement()));
        if (!anyFigure) {
            d.paragraph(
                    "No allocation figures in this run (neither JMH's GC profiler nor, side by side, the contenders "
                            + "counted their allocation: runs before per-contender figures have none).");
            return;
        }
        List<ContenderKind> contenders = KneeSection.byFamily(analysis);
        List<List<MatrixChart.MatrixCell>> cells = new ArrayList<>();
        List<List<String>> rows = new ArrayList<>();
        for (ContenderKind c : contenders) {
            List<MatrixChart.MatrixCell> row = new ArrayList<>();
            List<String> text = new ArrayList<>(List.of(c.id()));
            for (Group g : columns) {
                Optional<Result> r = g.of(c);
                MatrixChart.MatrixCell cell = r.isEmpty()
                        ? new MatrixChart.MatrixCell("\u2013", Color.WHITE, false, true)
                        : Double.isNaN(r.get().allocBytesPerElement())
                                ? new MatrixChart.MatrixCell("n/m", Color.WHITE, false, true)
                                : new MatrixChart.MatrixCell(
                                        value(r.get().allocBytesPerElement()),
                                        color(r.get().allocBytesPerElement()),
                                        false,
                                        false);
                row.add(cell);
                text.add(
                        r.isEmpty()
                                ? "not run"
                                : Double.isNaN(r.get().allocBytesPerElement())
                                        ? "not measured"
                                        : value(r.get().allocBytesPerElement()));
            }
            cells.add(row);
            rows.add(text);
        }
        Map<String, Integer> families = new LinkedHashMap<>();
        contenders.forEach(c -> families.merge(SummarySection.label(c.family()), 1, Integer::sum));
        List<MatrixChart.HeaderGroup> rowGroups = families.entrySet().stream()
                .map(e -> new MatrixChart.HeaderGroup(e.getKey(), e.getValue()))
                .toList();
        List<MatrixChart.HeaderGroup> columnGroups = columns.stream()
                .map(g -> new MatrixChart.HeaderGroup(g.workload().id(), 1))
                .toList();
        MatrixChart.Scale scale = new MatrixChart.Scale(
                "bytes allocated per element",
                AllocationSection::color,
                0.1,
                TOP,
                List.of(0.1, 1.0, 10.0, 100.0, TOP),
                v -> v >= TOP ? ReadableLogAxis.plain(TOP) + "+" : ReadableLogAxis.plain(v),
                true);
        MatrixChart chart = new MatrixChart(
                "Bytes allocated per element (0 = nothing; hatched = not measured)",
                columnGroups,
                columns.stream().map(g -> Format.count(g.size())).toList(),
                rowGroups,
                contenders.stream().map(ContenderKind::id).toList(),
                cells,
                null,
                List.of(),
                scale,
                List.of("0: under " + ZERO
                        + " B per element   hatched n/m: no allocation figure   hatched \u2013: not run"),
                SummarySection.PANEL_COLUMNS);
        Document.Image image =
                charts.save(chart, "allocation", chart.width(), chart.height(), "bytes allocated per element");
        List<String> header = new ArrayList<>(List.of("contender"));
        columns.forEach(g -> header.add(g.workload().id() + " " + Format.count(g.size())));
        d.add(new Document.Pair(
                image,
                List.of(new Document.Details(
                        "The allocation figures as a table", List.of(new Document.Table(header, rows))))));
    }

    static String value(double bytes) {
        return bytes < ZERO ? "0" : Format.num(bytes);
    }

    /** The darkest colour's bytes per element: above ashley's inserts, the heaviest allocation, and high enough that the maps' removes do not all take the darkest colour. */
    static final double TOP = 1000;

    /** White for nothing, then light to dark orange on a log scale from 0.1 to {@link #TOP} bytes per element. */
    static Color color(double bytes) {
        if (bytes < ZERO) return Color.WHITE;
        double t = Math.max(0, Math.min(1, (Math.log10(bytes) + 1) / (Math.log10(TOP) + 1)));
        Color a = new Color(0xFEE6CE);
        Color b = new Color(0x8C2D04);
        return new Color(
                (int) (a.getRed() + t * (b.getRed() - a.getRed())),
                (int) (a.getGreen() + t * (b.getGreen() - a.getGreen())),
                (int) (a.getBlue() + t * (b.getBlue() - a.getBlue())));
    }
}

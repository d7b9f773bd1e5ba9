package io.componentbench.report;

import io.componentbench.contender.ContenderKind;
import io.componentbench.contender.Family;
import io.componentbench.report.analysis.Analysis;
import io.componentbench.report.analysis.Format;
import io.componentbench.report.analysis.Group;
import io.componentbench.report.analysis.Heatmap;
import io.componentbench.report.analysis.MeasurementSummary;
import io.componentbench.report.chart.MatrixChart;
import io.componentbench.report.chart.Palette;
import io.componentbench.report.chart.ReadableLogAxis;
import io.componentbench.results.Env;
import io.componentbench.results.RunData;
import java.awt.Color;
import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * The page's header (what the report is, which run, how it was measured) and the summary heatmap,
 * the first thing on the page: every contender against the best of every workload variant and
 * size, as a picture and as a table.
 */
final class SummarySection implements Section {
    /** Ratios at or beyond this are drawn in the darkest colour. */
    static final double CAP = 100;
    /** At most this many columns side by side; a wider heatmap is cut into stacked panels. */
    static final int PANEL_COLUMNS = 20;

    @Override
    public void write(Analysis analysis, Document d, ChartSink charts) throws IOException {
        RunData run = analysis.run();
        d.lead(
                "How should an ECS store its components? Each contender below ran the same workloads on the same entity IDs "
                        + "and component values, "
                        + (!analysis.measuredSideBySide()
                                ? "each in its own JVM fork"
                                : "side by side with the others of its cell in one JVM, each in its own class loader")
                        + ". Times are nanoseconds per element (lower is better); compare ratios within this run, not absolute times "
                        + "across machines.");
        d.lead(runLine(run));
        d.lead("**Method:** " + MeasurementSummary.measurementLine(analysis));
        String precision = MeasurementSummary.precisionLine(analysis);
        if (!precision.isEmpty()) d.lead(precision);
        Heatmap map = Heatmap.of(analysis);
        if (map.isEmpty()) return;
        Heatmap glance = Heatmap.glance(analysis);
        List<Document.Block> right = new ArrayList<>();
        right.add(new Document.Heading(1, "At a glance: each workload at its largest size", "at-a-glance"));
        right.add(saved(
                charts,
                glance,
                "Time per element over the best, per workload and container state (1.0 = best)",
                "columns: each workload's main variant (dense, shuffled lookups, ascending inserts) at its largest size, fresh and churned",
                "glance-heatmap",
                "each contender's time over the best, per workload and container state at the largest size"));
        right.add(
                new Document.Paragraph(
                        "Each cell: time per element over the best in its column (1.0 = best); **outlined**: the best and those tied "
                                + "with it (`=`: the ratio interval to the best contains 1). Every variant and size: [below](#every-variant-and-size-against-the-best)."));
        List<Document.Block> left = new ArrayList<>();
        MixPanel.of(analysis).ifPresent(left::add);
        d.first(
                left.isEmpty()
                        ? new Document.Row("", List.of("glancecol"), List.of(right))
                        : new Document.Row("first", List.of("mixcol", "glancecol"), List.of(left, right)));
        d.heading(1, "Every variant and size against the best");
        d.paragraph(
                "Each cell is a contender's time per element divided by the best contender's in that column (1.0 = the best; "
                        + "2.0 = twice as slow), coloured on a log scale from bright (best) to dark (" + (int) CAP
                        + "x or more). Columns are "
                        + "each workload's main variant (dense IDs, fresh container, shuffled lookups, ascending inserts) at every size, "
                        + "then each other variant at its largest size, named by what differs. **Outlined**: the best and every contender "
                        + "whose ratio interval to the best contains 1 (`=`: tied; this run cannot tell them apart). `?`: unstable, the interval's half-width "
                        + "exceeds " + (int) (100 * Group.UNSTABLE_HALF_WIDTH)
                        + "% of the value or an iteration was an outlier. `!`: a spike, an iteration over "
                        + (int) io.componentbench.stats.Spike.FACTOR
                        + "x the result's median (the table gives its factor). "
                        + "Hatched `–`: not measured.");
        d.add(saved(
                charts,
                map,
                "Time per element relative to the best contender (1.0 = best, lower is better)",
                "columns: main variant (dense, fresh, shuffled lookups, ascending inserts) at each size, then other variants at their largest size",
                "summary-heatmap",
                "summary heatmap: each contender's time over the best, per workload variant and size"));
        List<String> leaders = map.leads().entrySet().stream()
                .filter(e -> e.getValue() > 0)
                .sorted(Map.Entry.<ContenderKind, Integer>comparingByValue().reversed())
                .map(e -> "`" + e.getKey().id() + "` " + e.getValue())
                .limit(5)
                .toList();
        if (!leaders.isEmpty()) {
            d.paragraph("Best or tied with the best, in how many of the "
                    + map.columns().size() + " columns: " + String.join(", ", leaders) + ".");
        }
        d.add(new Document.Details("The heatmap as a table", List.of(table(map))));
    }

    /** The heatmap drawn at its own size ({@link #chart}) and saved as {@code name}. */
    private static Document.Image saved(
            ChartSink charts, Heatmap map, String title, String columnsNote, String name, String alt)
            throws IOException {
        MatrixChart chart = chart(map, title, columnsNote);
        return charts.save(chart, name, chart.width(), chart.height(), alt);
    }

    /** The heatmap as a picture. */
    static MatrixChart chart(Heatmap map, String title, String columnsNote) {
        List<MatrixChart.HeaderGroup> columnGroups = new ArrayList<>();
        map.columns().stream()
                .collect(Collectors.groupingBy(c -> c.workload(), LinkedHashMap::new, Collectors.counting()))
                .forEach((w, n) -> columnGroups.add(new MatrixChart.HeaderGroup(w.id(), n.intValue())));
        List<MatrixChart.HeaderGroup> rowGroups = new ArrayList<>();
        map.families().forEach((f, n) -> rowGroups.add(new MatrixChart.HeaderGroup(label(f), n)));
        List<List<MatrixChart.MatrixCell>> cells = map.rows().stream()
                .map(r -> r.cells().stream().map(SummarySection::cell).toList())
                .toList();
        MatrixChart.Scale scale = new MatrixChart.Scale(
                "time per element / the best in its column",
                SummarySection::color,
                1,
                CAP,
                List.of(1.0, 2.0, 5.0, 10.0, 20.0, 50.0, 100.0),
                v -> v >= CAP ? (int) CAP + "+" : ReadableLogAxis.plain(v),
                true);
        String bytes =
                map.footprintSize() > 0 ? "bytes/entity\n(" + Format.count(map.footprintSize()) + ", dense)" : null;
        List<String> notes = List.of(
                "outlined: best, or tied with the best (= : ratio interval to the best contains 1)",
                "? : unstable (half-width > " + (int) (100 * Group.UNSTABLE_HALF_WIDTH)
                        + "% or an outlier iteration)   ! : a spike, an iteration over "
                        + (int) io.componentbench.stats.Spike.FACTOR
                        + "x the median (factor in the table)   hatched \u2013 : not measured",
                columnsNote);
        return new MatrixChart(
                title,
                columnGroups,
                map.columns().stream().map(Heatmap.Column::label).toList(),
                rowGroups,
                map.rows().stream().map(r -> r.contender().id()).toList(),
                cells,
                bytes,
                map.rows().stream().map(r -> Heatmap.bytes(r.bytesPerEntity())).toList(),
                scale,
                notes,
                PANEL_COLUMNS);
    }

    private static MatrixChart.MatrixCell cell(Heatmap.HeatmapCell c) {
        if (!c.measured()) return new MatrixChart.MatrixCell(c.text(), Color.WHITE, false, true);
        return new MatrixChart.MatrixCell(c.text(), color(c.ratio()), c.best() || c.tied(), false);
    }

    /** Viridis on a log scale: 1 (the best) bright yellow, {@link #CAP} and beyond dark purple. */
    static Color color(double ratio) {
        double t = Math.log(Math.max(1, ratio)) / Math.log(CAP);
        return Palette.viridis(1 - Math.min(1, t));
    }

    /** Plural family names for the row groups. */
    static String label(Family f) {
        String l = f.label();
        return l.endsWith("ID")
                ? "arrays by ID"
                : l.endsWith("map") || l.endsWith("set") || l.endsWith("array") || l.endsWith("framework")
                        ? l + "s"
                        : l;
    }

    /** The heatmap as a table: family, contender, one column per heatmap column, bytes per entity. */
    static Document.Table table(Heatmap map) {
        List<String> header = new ArrayList<>(List.of("family", "contender"));
        map.columns().forEach(c -> header.add(c.workload().id() + " " + c.label()));
        if (map.footprintSize() > 0) header.add("bytes/entity " + Format.count(map.footprintSize()));
        List<List<String>> rows = new ArrayList<>();
        for (Heatmap.HeatmapRow r : map.rows()) {
            List<String> row = new ArrayList<>(
                    List.of(r.contender().family().label(), r.contender().id()));
            r.cells().forEach(c -> row.add(c.best() || c.tied() ? "**" + c.tableText() + "**" : c.tableText()));
            if (map.footprintSize() > 0) row.add(Heatmap.bytes(r.bytesPerEntity()));
            rows.add(row);
        }
        return new Document.Table(header, rows);
    }

    /** Which run this is: its name (a promoted baseline's: the run it was promoted from), commit, machine and fork JVM. */
    static String runLine(RunData run) {
        return "Run `" + name(run) + "`"
                + run.env().map(SummarySection::describe).orElse("") + ".";
    }

    /** The run's directory name, or for a promoted baseline the name of the run it holds (its {@code SOURCE} file). */
    static String name(RunData run) {
        java.nio.file.Path source = run.dir().resolve("SOURCE");
        try {
            if (java.nio.file.Files.isRegularFile(source)) {
                String s = java.nio.file.Files.readString(source).strip();
                if (!s.isEmpty() && !s.contains("\n")) return s;
            }
        } catch (java.io.IOException | java.io.UncheckedIOException e) {
            // unreadable: fall back to the directory's own name
        }
        return String.valueOf(run.dir().getFileName());
    }

    private static String describe(Env env) {
        return ", commit `" + env.git().shortCommit() + "`" + (env.git().dirty() ? " (with uncommitted changes)" : "")
                + (env.git().changedDuringRun()
                        ? " (the checkout was edited during the run; the forks ran the jar built before it)"
                        : "")
                + ", " + env.machine().cpu() + ", " + env.machine().cores() + " cores"
                + ", fork JVM " + env.jvm().forkVersion();
    }
}

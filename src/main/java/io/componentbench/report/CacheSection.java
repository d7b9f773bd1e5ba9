package io.componentbench.report;

import static io.componentbench.report.analysis.Format.num;

import io.componentbench.report.analysis.Analysis;
import io.componentbench.report.analysis.Format;
import io.componentbench.report.chart.BarCharts;
import io.componentbench.report.chart.Charts;
import io.componentbench.report.chart.LineCharts;
import io.componentbench.report.chart.ReadableLogAxis;
import io.componentbench.results.CacheModelEntry;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * "Cache behaviour, counted": the traced pass's counts ({@code cache-model.json}) per operation, for
 * each workload and size the run counted: misses per level in both regimes as bars and a table, the
 * miss-ratio curves of the hot lookups with this machine's cache sizes marked, and every contender the
 * pass could not trace as "not modelled" with why. Counts, not times: no interval, the same on every
 * run of the same layout.
 */
final class CacheSection implements Section {
    /** At most this many curves in one panel, so each can be told apart. */
    static final int MAX_CURVES = 8;

    @Override
    public void write(Analysis analysis, Document d, ChartSink charts) throws IOException {
        var file = analysis.run().cacheModel();
        if (file.isEmpty()) return;
        d.heading(1, "Cache behaviour, counted");
        d.paragraph(
                "Each contender's operation traced once, untimed, in a JVM of its own (`scripts/cli cache-model`): every "
                        + "memory access at its real heap address, fed through a model of set-associative LRU caches of geometry `"
                        + file.get().geometry()
                        + "` (this machine's unless the run was given another). Figures are per operation: "
                        + "per lookup, per element iterated, per matched entity of the join, per insert, per remove. *Cold*: the caches "
                        + "empty before the pass; *hot*: a second pass counted from the state the first left. "
                        + file.get().leftOut());
        Map<String, List<CacheModelEntry>> byCell = file.get().entries().stream()
                .collect(Collectors.groupingBy(
                        e -> e.workload() + " " + e.distribution() + " " + e.size(),
                        LinkedHashMap::new,
                        Collectors.toList()));
        for (var cell : byCell.entrySet()) cell(cell.getValue(), d, charts);
        curves(analysis, file.get().entries(), d, charts);
    }

    private static void cell(List<CacheModelEntry> entries, Document d, ChartSink charts) throws IOException {
        CacheModelEntry first = entries.get(0);
        String title = words(first.workload()) + ", " + Format.count(first.size()) + " entities, "
                + first.distribution() + " IDs";
        List<String> levels = entries.stream()
                .filter(e -> e.notModelled() == null)
                .findFirst()
                .map(e -> List.copyOf(e.missesPerOp().keySet()))
                .orElse(List.of());
        String last = levels.isEmpty() ? "" : levels.get(levels.size() - 1);
        List<CacheModelEntry> sorted = entries.stream()
                .sorted(Comparator.comparing((CacheModelEntry e) -> e.notModelled() != null)
                        .thenComparing(e -> e.missesPerOp().getOrDefault(last, 0.0))
                        .thenComparing(CacheModelEntry::regime))
                .toList();
        d.heading(2, title);
        List<Document.Block> folded = new ArrayList<>();
        for (String regime : List.of("cold", "hot")) {
            Map<String, Map<String, Double>> bars = new LinkedHashMap<>();
            for (String level : levels) bars.put(level, new LinkedHashMap<>());
            for (CacheModelEntry e : sorted) {
                if (!e.regime().equals(regime) || e.notModelled() != null) continue;
                for (String level : levels)
                    bars.get(level).put(e.contender(), e.missesPerOp().get(level));
            }
            if (bars.isEmpty() || bars.get(levels.get(0)).isEmpty()) continue;
            Document.Image chart = charts.save(
                    BarCharts.groupedBars(
                            title + ", " + regime + ": misses per operation at each level",
                            "misses per operation (counted)",
                            bars),
                    "cache-misses-" + first.workload() + "-" + first.distribution() + "-" + first.size() + "-" + regime,
                    Charts.WIDTH,
                    520,
                    "counted misses per operation, " + title + ", " + regime);
            // the lookups' cold misses shown (where the regimes part), the rest folded
            if (regime.equals("cold") && first.workload().equals("lookup")) d.add(chart);
            else folded.add(chart);
        }
        List<String> header = new ArrayList<>(List.of("contender", "regime", "accesses/op", "new lines/op"));
        levels.forEach(l -> header.add(l + " misses/op"));
        header.addAll(List.of("TLB 4K misses/op", "TLB 2M misses/op"));
        List<List<String>> rows = new ArrayList<>();
        for (CacheModelEntry e : sorted) {
            List<String> row = new ArrayList<>(List.of(e.contender(), e.regime()));
            if (e.notModelled() != null) {
                row.add("not modelled: " + e.notModelled());
                while (row.size() < header.size()) row.add("");
            } else {
                row.add(num(e.accessesPerOp()));
                row.add(num(e.linesPerOp()));
                for (String level : levels) row.add(num(e.missesPerOp().get(level)));
                row.add(num(e.tlbMissesPerOp().getOrDefault("4k", Double.NaN)));
                row.add(num(e.tlbMissesPerOp().getOrDefault("2m", Double.NaN)));
            }
            rows.add(row);
        }
        folded.add(new Document.Table(header, rows));
        d.add(new Document.Details(title + ": counts per operation in both regimes, charts and table", folded));
    }

    /** The hot lookups' miss-ratio curves at the largest size counted, the fewest last-level misses first. */
    private static void curves(Analysis analysis, List<CacheModelEntry> entries, Document d, ChartSink charts)
            throws IOException {
        List<CacheModelEntry> hot = entries.stream()
                .filter(e -> e.workload().equals("lookup") && e.regime().equals("hot") && e.notModelled() == null)
                .toList();
        if (hot.isEmpty()) return;
        int size = hot.stream().mapToInt(CacheModelEntry::size).max().orElseThrow();
        List<CacheModelEntry> drawn = hot.stream()
                .filter(e -> e.size() == size)
                .sorted(Comparator.comparingDouble(CacheModelEntry::accessesPerOp))
                .limit(MAX_CURVES)
                .toList();
        List<LineCharts.Line> lines = new ArrayList<>();
        for (CacheModelEntry e : drawn) {
            List<double[]> points = new ArrayList<>();
            for (int i = 0; i < e.curveBytes().size(); i++) {
                double misses = e.curveMissRatio().get(i) * e.accessesPerOp();
                if (misses > 0) points.add(new double[] {e.curveBytes().get(i), misses, Double.NaN, Double.NaN});
            }
            if (!points.isEmpty()) lines.add(new LineCharts.Line(e.contender(), points));
        }
        Map<String, Double> markers = new LinkedHashMap<>();
        analysis.caches().forEach((level, bytes) -> markers.put(level + " " + Format.bytes(bytes), (double) bytes));
        d.heading(2, "Misses per lookup at every cache size (hot, " + Format.count(size) + " entities)");
        d.paragraph(
                "From each access's reuse distance (the distinct lines touched since that line's last access): a fully "
                        + "associative LRU cache of a given size misses exactly the accesses whose distance reaches it, so one pass "
                        + "gives the misses per lookup at every size; dashed lines mark this machine's caches. The "
                        + drawn.size() + " contenders with the fewest accesses per lookup of the "
                        + hot.stream().filter(e -> e.size() == size).count()
                        + " counted are drawn; the tables above give every one.");
        charts.add(
                d,
                LineCharts.lines(
                        "Shuffled lookups, " + Format.count(size)
                                + " entities, hot: misses per lookup against cache size",
                        "cache size (log scale)",
                        ReadableLogAxis.Labels.BYTES,
                        "misses per lookup (log scale)",
                        lines,
                        markers,
                        Charts.WIDTH),
                "cache-curve-lookup-" + size,
                600,
                "misses per lookup against cache size");
    }

    private static String words(String workload) {
        return switch (workload) {
            case "lookup" -> "Shuffled lookups";
            case "iterate" -> "Full iteration";
            case "join" -> "Position+Velocity join";
            case "insert" -> "Inserts";
            case "remove" -> "Removes";
            default -> workload;
        };
    }
}

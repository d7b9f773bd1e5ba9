package io.componentbench.report.analysis;

import io.componentbench.contender.ContenderKind;
import io.componentbench.contender.Family;
import io.componentbench.results.FootprintEntry;
import io.componentbench.results.Result;
import io.componentbench.results.Scenario;
import io.componentbench.stats.Ranking;
import io.componentbench.workload.Distribution;
import io.componentbench.workload.Workload;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SortedMap;

/**
 * The summary heatmap's numbers: for every contender (rows, grouped by family) and every workload
 * variant and size (columns), the time per element over the best contender's in that column, with
 * the cells that cannot be told from the best (their ratio interval to the best contains 1, {@code Group.rank}) and the
 * unstable ones marked. Columns are each workload's canonical variant at every size, then each
 * other variant at the largest size it was measured at. Built from the {@link Analysis}'s groups
 * and {@link Result#estimate()}; it computes nothing the rest of the report does not also show.
 */
public final class Heatmap {
    /** One column: a workload variant at a size. */
    public record Column(Workload workload, String label, Group group) {}

    /**
     * One cell: the ratio to the column's best (NaN: not measured), whether it is the best or tied
     * with it, and whether its result is unstable ({@link Group#instability}).
     */
    public record HeatmapCell(
            double ratio, boolean best, boolean tied, boolean unstable, Optional<io.componentbench.stats.Spike> spike) {
        static final HeatmapCell MISSING = new HeatmapCell(Double.NaN, false, false, false, Optional.empty());

        public boolean measured() {
            return !Double.isNaN(ratio);
        }

        /**
         * The cell as the chart draws it: {@code 1.0}, {@code =1.2} (tied with the best), {@code 3.4?}
         * (unstable), {@code 3.4!} (a spike, its factor in {@link #tableText}), {@code –} (not measured).
         */
        public String text() {
            if (!measured()) return "\u2013";
            return (tied ? "=" : "") + number(ratio) + (unstable ? "?" : "") + (spike.isPresent() ? "!" : "");
        }

        /** The cell as the table writes it: {@link #text} with a spike's factor, e.g. {@code 3.4?! (spike 40x)}. */
        public String tableText() {
            return text() + spike.map(s -> " (" + s.mark() + ")").orElse("");
        }
    }

    /** One row: a contender's cells, in column order, and its bytes per entity (NaN: not measured). */
    public record HeatmapRow(ContenderKind contender, List<HeatmapCell> cells, double bytesPerEntity) {}

    private final List<Column> columns;
    private final List<HeatmapRow> rows;
    private final int footprintSize;

    private Heatmap(List<Column> columns, List<HeatmapRow> rows, int footprintSize) {
        this.columns = columns;
        this.rows = rows;
        this.footprintSize = footprintSize;
    }

    public List<Column> columns() {
        return columns;
    }

    public List<HeatmapRow> rows() {
        return rows;
    }

    /** The size (dense IDs) the bytes-per-entity column was measured at; 0 when the run has no footprint. */
    public int footprintSize() {
        return footprintSize;
    }

    public static Heatmap of(Analysis analysis) {
        return of(analysis, columns(analysis));
    }

    /**
     * The first screen's heatmap: one column per workload and container state, at the size the
     * decision guide judges it (the canonical variant at its largest measured size).
     */
    public static Heatmap glance(Analysis analysis) {
        List<Column> columns = new ArrayList<>();
        for (Workload w : Workload.values()) {
            for (Group g : analysis.judgedStates(w)) {
                if (g.winner().isPresent())
                    columns.add(new Column(
                            w, (g.state().map(s -> s.id() + " ").orElse("")) + Format.count(g.size()), g));
            }
        }
        return of(analysis, columns);
    }

    private static Heatmap of(Analysis analysis, List<Column> columns) {
        List<ContenderKind> contenders = analysis.contenders().stream()
                .sorted(Comparator.comparing(ContenderKind::family).thenComparing(ContenderKind::ordinal))
                .toList();
        Map<Column, Map<ContenderKind, HeatmapCell>> cells = new LinkedHashMap<>();
        for (Column c : columns) cells.put(c, cells(c.group()));
        int size = analysis.run().footprint().stream()
                .filter(f -> f.distribution() == Distribution.DENSE)
                .mapToInt(FootprintEntry::size)
                .max()
                .orElse(0);
        List<HeatmapRow> rows = new ArrayList<>();
        for (ContenderKind k : contenders) {
            List<HeatmapCell> row = columns.stream()
                    .map(c -> cells.get(c).getOrDefault(k, HeatmapCell.MISSING))
                    .toList();
            double bytes = analysis.run()
                    .footprint(k, Distribution.DENSE, size)
                    .map(FootprintEntry::bytesPerEntity)
                    .orElse(Double.NaN);
            rows.add(new HeatmapRow(k, row, bytes));
        }
        return new Heatmap(columns, rows, size);
    }

    /** Each workload's canonical variant at every size, then each other variant at its largest size. */
    private static List<Column> columns(Analysis analysis) {
        List<Column> out = new ArrayList<>();
        for (Workload w : Workload.values()) {
            Optional<Scenario> canonical = analysis.canonicalScenario(w);
            if (canonical.isEmpty()) continue;
            for (Group g : analysis.canonicalGroups(w)) {
                if (g.winner().isPresent()) out.add(new Column(w, Format.count(g.size()), g));
            }
            Map<Scenario, Group> largest = new LinkedHashMap<>();
            for (Group g : analysis.groups()) {
                if (g.workload() != w
                        || g.scenario().equals(canonical.get())
                        || g.winner().isEmpty()) continue;
                largest.merge(g.scenario(), g, (a, b) -> a.size() >= b.size() ? a : b);
            }
            largest.forEach((s, g) ->
                    out.add(new Column(w, difference(canonical.get(), s) + " " + Format.count(g.size()), g)));
        }
        return out;
    }

    /** What sets scenario {@code s} apart from the canonical one, as its parameter values: {@code sparse churned}. */
    static String difference(Scenario canonical, Scenario s) {
        SortedMap<String, String> base = canonical.params();
        List<String> words = new ArrayList<>();
        s.params().forEach((k, v) -> {
            if (!v.equals(base.get(k)))
                words.add(
                        v.equals("insertion") && s.workload() != Workload.INSERT
                                ? "in-order"
                                : v.equals("miss") ? "misses" : Format.word(k, v));
        });
        return words.isEmpty() ? s.label() : String.join(" ", words);
    }

    /** The cells of a group's contenders: ratio to the best centre, tie with the best, stability. */
    private static Map<ContenderKind, HeatmapCell> cells(Group g) {
        Map<ContenderKind, HeatmapCell> out = new LinkedHashMap<>();
        Optional<Ranking<Result>> ranking = g.ranking(); // one tie rule: the ratio interval to the best contains 1
        if (ranking.isEmpty()) return out;
        for (Result r : g.contenders()) {
            boolean unstable = g.instability(r).isPresent();
            // the ratio the tie rule reads (paired within a side-by-side cell), so a cell and its outline agree
            double ratio = r == ranking.get().best()
                    ? 1
                    : g.ratio(r, ranking.get().best()).center();
            out.put(
                    r.contender().orElseThrow(),
                    new HeatmapCell(
                            ratio,
                            r == ranking.get().best(),
                            ranking.get().tied().contains(r),
                            unstable,
                            g.spike(r)));
        }
        return out;
    }

    /** A ratio in at most four characters: {@code 1.0}, {@code 9.4}, {@code 27}, {@code 310}, {@code 1.2K}. */
    static String number(double v) {
        if (v < 9.95) return String.format(java.util.Locale.ROOT, "%.1f", v);
        if (v < 999.5) return String.format(java.util.Locale.ROOT, "%.0f", v);
        return String.format(java.util.Locale.ROOT, "%.1fK", v / 1000).replace(".0K", "K");
    }

    /** The families of the rows, in order, with how many rows each has. */
    public Map<Family, Integer> families() {
        Map<Family, Integer> out = new LinkedHashMap<>();
        for (HeatmapRow r : rows) out.merge(r.contender().family(), 1, Integer::sum);
        return out;
    }

    /** The best cell count per contender: how many columns it is best in or tied with the best in. */
    public Map<ContenderKind, Integer> leads() {
        Map<ContenderKind, Integer> out = new LinkedHashMap<>();
        for (HeatmapRow r : rows)
            out.put(r.contender(), (int)
                    r.cells().stream().filter(c -> c.best() || c.tied()).count());
        return out;
    }

    /** Whether any cell is measured. */
    public boolean isEmpty() {
        return columns.isEmpty();
    }

    /** Bytes per entity as a short cell. */
    public static String bytes(double b) {
        return Double.isNaN(b) ? "\u2013" : Format.num(b);
    }
}

package io.componentbench.report;

import static io.componentbench.report.analysis.Format.num;

import io.componentbench.contender.ContenderKind;
import io.componentbench.report.analysis.Analysis;
import io.componentbench.report.analysis.Format;
import io.componentbench.report.analysis.Group;
import io.componentbench.report.analysis.StateTables;
import io.componentbench.report.chart.BarCharts;
import io.componentbench.report.chart.Charts;
import io.componentbench.report.chart.LineCharts;
import io.componentbench.report.chart.ReadableLogAxis;
import io.componentbench.results.Result;
import io.componentbench.stats.Estimate;
import io.componentbench.stats.Ranking;
import io.componentbench.workload.Workload;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * One section per workload: how time per element grows with the number of entities (when the run
 * has three sizes or more), then per variant and size a bar chart beside its table, the best and
 * those tied with it marked, the samples behind each bar drawn as dots.
 */
final class WorkloadSection implements Section {
    /** A size sweep needs at least this many sizes: two points make a straight line whatever happens between them. */
    static final int SWEEP_SIZES = 3;

    @Override
    public void write(Analysis analysis, Document d, ChartSink charts) throws IOException {
        for (Workload w : Workload.values()) {
            List<StateTables.StateTable> tables = StateTables.stateTables(analysis).stream()
                    .filter(t -> t.first().workload() == w
                            && t.states().stream().anyMatch(g -> g.winner().isPresent()))
                    .toList();
            if (tables.isEmpty()) continue;
            d.heading(1, "Workload: " + w.id());
            List<Document.Block> text = new ArrayList<>(List.of(new Document.Paragraph(describe(w))));
            List<Group> canonical = analysis.canonicalGroups(w);
            Optional<Document.Image> sweepChart = Optional.empty();
            if (canonical.size() >= SWEEP_SIZES) {
                String params =
                        analysis.canonicalScenario(w).map(s -> Format.words(s)).orElse("");
                var chart = LineCharts.lines(
                        w.id() + ": ns/element against entity count (" + params + ")",
                        "entities (log scale)",
                        ReadableLogAxis.Labels.COUNT,
                        "ns/element (log scale)",
                        sweep(analysis, canonical),
                        Map.of(),
                        Charts.WIDTH);
                sweepChart = Optional.of(
                        charts.save(chart, "sizes-" + w.id(), Charts.WIDTH, 560, w.id() + " against entity count"));
                text.add(new Document.Paragraph(
                        "A flat line: the cost per element does not grow with the number of entities; a rising one: the working "
                                + "set has outgrown a cache level. Whiskers are " + Analysis.percent(Estimate.LEVEL)
                                + " intervals; a line joins only the sizes it was measured at."));
            } else {
                text.add(new Document.Paragraph("This run measured " + w.id() + " ("
                        + canonical.stream()
                                .findFirst()
                                .map(g -> Format.words(g.scenario()))
                                .orElse("")
                        + ") at " + canonical.size() + " size" + (canonical.size() == 1 ? "" : "s")
                        + ", too few for a size sweep "
                        + "(it needs " + SWEEP_SIZES + "); the `full` profile sweeps 1K to 1M entities."));
            }
            boolean paired =
                    analysis.sideBySideCells().stream().anyMatch(c -> c.group().workload() == w);
            text.add(new Document.Paragraph(
                    "Per variant and size, folded below: bars fastest on top with the value at the end, whiskers the "
                            + Analysis.percent(Estimate.LEVEL)
                            + " interval, dots the samples behind it, **(best)** and **(tied)** in dark blue; the red line is "
                            + "the `" + Result.RAW_ARRAY
                            + "` reference (the same loop over plain arrays, no container); and the decision table: time, "
                            + "ratio to the best and to " + Analysis.USUAL_MAP.id()
                            + " with intervals, bytes per entity, fresh and churned side by side. "
                            + "The whiskers are intervals of each time alone"
                            + (paired ? " (carrying the anchor's spread)" : "")
                            + ", while ties are decided on the interval of each contender's "
                            + (paired ? "paired " : "")
                            + "ratio to the best, so overlapping whiskers need not mean a tie."));
            if (sweepChart.isPresent()) d.add(new Document.Pair(sweepChart.get(), text));
            else text.forEach(d::add);
            for (StateTables.StateTable t : tables) {
                List<Document.Block> blocks = new ArrayList<>();
                for (Group g : t.states()) {
                    if (g.winner().isEmpty()) continue;
                    List<BarCharts.Item> items = items(g);
                    double raw = g.raw().map(r -> g.estimate(r).center()).orElse(Double.NaN);
                    var chart = BarCharts.intervalBars(
                            g.title(),
                            "ns/element (lower is better)",
                            items,
                            raw,
                            Result.RAW_ARRAY + " " + num(raw),
                            level(g) + " interval",
                            dotsMeaning(g));
                    blocks.add(charts.save(
                            chart,
                            "bars-" + g.slug(),
                            Charts.SIDE_WIDTH,
                            BarCharts.barsHeight(items.size()),
                            g.title()));
                }
                blocks.add(DecisionTableSection.table(analysis, t));
                d.add(new Document.Details(title(t) + ": winner " + DecisionTableSection.winners(t), blocks));
            }
        }
    }

    /** A state table's title in words: {@code insert, dense, insertion, growing, 1M entities}. */
    static String title(StateTables.StateTable t) {
        Group g = t.first();
        String params = g.scenario().params().entrySet().stream()
                .filter(e -> !e.getKey().equals(io.componentbench.workload.Parameter.STATE.name()))
                .map(e -> Format.word(e.getKey(), e.getValue()))
                .collect(java.util.stream.Collectors.joining(", "));
        return g.workload().id() + ", " + params + ", " + Format.count(g.size()) + " entities";
    }

    /** What one number of a workload is. */
    static String describe(Workload w) {
        return switch (w) {
            case INSERT -> "Add N Positions to an empty container; time per insert.";
            case LOOKUP -> "Read the Position of N IDs (or N/2 IDs that are absent, for misses); time per lookup.";
            case REMOVE -> "Remove N/2 Positions in random order from a full container; time per remove.";
            case ITERATE -> "One full pass over all N Positions; time per element.";
            case JOIN ->
                "The movement system over the N/2 entities that have both Position and Velocity; time per matched entity.";
            case CHURN -> "One frame of removals, re-adds and a pass over N entities; time per entity per frame.";
            case RESPAWN ->
                "Remove N/2 Positions in random order, then re-add them, on a container that carries over (what a lazy "
                        + "removal defers is paid here); time per entity removed and re-added.";
        };
    }

    /** The confidence level of a group's intervals, e.g. {@code 95%}. */
    static String level(Group g) {
        return g.contenders().stream()
                .findFirst()
                .map(r -> percent(r.estimate().level()))
                .orElse("95%");
    }

    static String percent(double level) {
        return ReadableLogAxis.plain(100 * level) + "%";
    }

    /** A group's contenders as bars, fastest first, ranked: best, tied with it (ratio interval to the best contains 1), the rest. */
    static List<BarCharts.Item> items(Group g) {
        Map<ContenderKind, Estimate> estimates = estimates(g);
        if (estimates.isEmpty()) return List.of();
        Ranking<Result> ranking = g.ranking().orElseThrow(); // one tie rule: the ratio interval to the best contains 1
        List<BarCharts.Item> items = new ArrayList<>();
        for (Result r : g.contenders().stream()
                .sorted(Comparator.comparingDouble(
                        x -> estimates.get(x.contender().orElseThrow()).center()))
                .toList()) {
            ContenderKind k = r.contender().orElseThrow();
            Estimate e = estimates.get(k);
            BarCharts.BarStanding s = r == ranking.best()
                    ? BarCharts.BarStanding.BEST
                    : ranking.tied().contains(r) ? BarCharts.BarStanding.TIED : BarCharts.BarStanding.OTHER;
            // a spike is named in the bar's label, so the chart carries it as the tables do
            String label = k.id() + g.spike(r).map(x -> " [" + x.mark() + "]").orElse("");
            items.add(new BarCharts.Item(label, e.center(), e.lower(), e.upper(), dots(r), s));
        }
        return items;
    }

    private static Map<ContenderKind, Estimate> estimates(Group g) {
        Map<ContenderKind, Estimate> m = new LinkedHashMap<>();
        for (Result r : g.contenders()) m.put(r.contender().orElseThrow(), r.estimate());
        return m;
    }

    /** The samples behind a result: each fork's (trimmed) mean with two forks or more, each iteration with one; none without raw data. */
    static double[] dots(Result r) {
        List<List<Double>> forks = r.rawNsPerElement();
        if (forks.isEmpty() || forks.stream().anyMatch(List::isEmpty)) return new double[0];
        if (forks.size() == 1)
            return forks.get(0).stream().mapToDouble(Double::doubleValue).toArray();
        return forks.stream()
                .mapToDouble(f -> Estimate.of(new double[][] {
                            f.stream().mapToDouble(Double::doubleValue).toArray()
                        })
                        .center())
                .toArray();
    }

    static String dotsMeaning(Group g) {
        Optional<Result> any =
                g.contenders().stream().filter(r -> !r.rawData().isEmpty()).findFirst();
        if (any.isEmpty()) return null;
        return any.get().rawData().size() == 1 ? "iterations (one fork)" : "per-fork means";
    }

    /** Lines of ns/element against size for the contenders and the reference along a workload's canonical groups. */
    static List<LineCharts.Line> sweep(Analysis analysis, List<Group> canonical) {
        List<LineCharts.Line> lines = new ArrayList<>();
        List<ContenderKind> kinds = analysis.contenders().stream()
                .sorted(Comparator.comparing(ContenderKind::family).thenComparing(ContenderKind::ordinal))
                .toList();
        for (ContenderKind k : kinds) {
            List<double[]> points = new ArrayList<>();
            for (Group g : canonical) g.of(k).ifPresent(r -> points.add(point(r)));
            if (!points.isEmpty()) lines.add(new LineCharts.Line(k.id(), points));
        }
        List<double[]> raw = new ArrayList<>();
        for (Group g : canonical) g.raw().ifPresent(r -> raw.add(point(r)));
        if (!raw.isEmpty()) lines.add(new LineCharts.Line(Result.RAW_ARRAY, raw));
        return lines;
    }

    /** (size, center, lower, upper) of a result. */
    static double[] point(Result r) {
        Estimate e = r.estimate();
        return new double[] {r.size(), e.center(), e.lower(), e.upper()};
    }
}

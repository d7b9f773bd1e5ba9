package io.componentbench.report;

import io.componentbench.contender.ContenderKind;
import io.componentbench.report.analysis.Analysis;
import io.componentbench.report.analysis.Format;
import io.componentbench.report.chart.Charts;
import io.componentbench.report.chart.DotCharts;
import io.componentbench.results.Result;
import io.componentbench.results.Scenario;
import io.componentbench.stats.Ratio;
import io.componentbench.workload.ContainerState;
import io.componentbench.workload.Order;
import io.componentbench.workload.Workload;
import java.awt.Color;
import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** Locality ratios with their intervals: shuffled over insertion-order lookup, churned over fresh iteration. */
final class LocalitySection implements Section {
    @Override
    public void write(Analysis analysis, Document d, ChartSink charts) throws IOException {
        d.heading(1, "Locality ratios");
        d.paragraph(
                "Shuffled / insertion-order lookup: how much a contender suffers when accesses do not follow memory order "
                        + "(1.0 = not at all). Churned / fresh iteration: how much real use (removals, re-adds, re-allocated objects) slows "
                        + "the next full pass (1.0 = not at all). Each ratio has its confidence interval, from both results' intervals "
                        + "(`stats.Ratio`); an interval that includes 1 means this run cannot tell the two apart.");
        List<ContenderKind> contenders = KneeSection.byFamily(analysis);
        Map<String, Map<ContenderKind, Ratio>> series = new LinkedHashMap<>();
        analysis.canonicalScenario(Workload.LOOKUP)
                .ifPresent(s -> add(
                        series,
                        analysis,
                        contenders,
                        "lookup shuffled / insertion order",
                        s.with(Order.SHUFFLED),
                        s.with(Order.INSERTION)));
        analysis.canonicalScenario(Workload.ITERATE)
                .ifPresent(s -> add(
                        series,
                        analysis,
                        contenders,
                        "iterate churned / fresh",
                        s.with(ContainerState.CHURNED),
                        s.with(ContainerState.FRESH)));
        if (series.isEmpty()) {
            d.paragraph(
                    "This run measured neither ratio (it needs lookups in both orders, or iteration in both states, at one size); "
                            + "the `full` profile has both.");
            return;
        }
        List<ContenderKind> shown = contenders.stream()
                .filter(c -> series.values().stream().anyMatch(m -> m.containsKey(c)))
                .toList();
        Map<String, List<DotCharts.Dot>> dots = new LinkedHashMap<>();
        series.forEach((name, m) -> dots.put(
                name,
                shown.stream()
                        .map(c -> Optional.ofNullable(m.get(c))
                                .map(r -> new DotCharts.Dot(r.center(), r.lower(), r.upper()))
                                .orElse(null))
                        .toList()));
        var chart = DotCharts.dots(
                "locality ratios",
                "ratio (1 = insensitive)",
                shown.stream().map(ContenderKind::id).toList(),
                dots,
                1,
                List.of(new Color(0x2C6FB7), new Color(0xD95F02)));
        Document.Image image = charts.save(
                chart,
                "locality",
                Charts.SIDE_WIDTH,
                150 + 22 * shown.size() * Math.max(1, series.size()),
                "locality ratios");
        List<String> header = new ArrayList<>(List.of("contender"));
        header.addAll(series.keySet());
        List<List<String>> rows = new ArrayList<>();
        for (ContenderKind c : shown) {
            List<String> row = new ArrayList<>(List.of(c.id()));
            series.values().forEach(m -> row.add(m.containsKey(c) ? describe(m.get(c)) : "not measured"));
            rows.add(row);
        }
        d.add(new Document.Pair(
                image,
                List.of(new Document.Details(
                        "The locality ratios as a table", List.of(new Document.Table(header, rows))))));
    }

    /** The ratio a/b per contender at the largest size where the run has both, named with that size. */
    private static void add(
            Map<String, Map<ContenderKind, Ratio>> series,
            Analysis analysis,
            List<ContenderKind> contenders,
            String name,
            Scenario a,
            Scenario b) {
        for (int size : analysis.sizes().descendingSet()) {
            Map<ContenderKind, Ratio> m = new LinkedHashMap<>();
            for (ContenderKind c : contenders) {
                Optional<Result> x = analysis.group(a, size).flatMap(g -> g.of(c));
                Optional<Result> y = analysis.group(b, size).flatMap(g -> g.of(c));
                if (x.isPresent() && y.isPresent()) m.put(c, ratio(x.get(), y.get()));
            }
            if (!m.isEmpty()) {
                series.put(name + ", " + Format.count(size), m);
                return;
            }
        }
    }

    private static Ratio ratio(Result a, Result b) {
        try {
            return Ratio.of(a.estimate(), b.estimate());
        } catch (IllegalArgumentException e) {
            // intervals at different levels (one result without raw samples): the ratio, without an interval
            return new Ratio(
                    a.estimate().center() / b.estimate().center(),
                    Double.NaN,
                    Double.NaN,
                    Double.NaN,
                    Double.NaN,
                    Ratio.Bound.UNDEFINED);
        }
    }

    private static String describe(Ratio r) {
        return r.describe().replace(" [", " [").replace("undefined (a center is not positive)", "n/a");
    }
}

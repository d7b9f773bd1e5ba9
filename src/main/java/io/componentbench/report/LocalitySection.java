package io.componentbench.report;

import static io.componentbench.report.Format.ratio;

import io.componentbench.contender.ContenderKind;
import java.io.IOException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Locality ratios: shuffled over insertion-order lookup, churned over fresh iteration. */
final class LocalitySection implements Section {
    @Override
    public void write(Analysis analysis, Document d, ChartSink charts) throws IOException {
        d.heading(1, "Locality ratios");
        d.paragraph("Shuffled / insertion-order lookup: how much a contender suffers when accesses do not follow memory order "
                + "(1.0 = not at all). Churned / fresh iteration: how much real use (removals, re-adds, re-allocated objects) slows "
                + "the next full pass (1.0 = not at all).");
        int n = analysis.largestSize();
        Map<String, Map<String, Double>> rows = new LinkedHashMap<>();
        Map<String, Double> lookup = new LinkedHashMap<>();
        analysis.lookupLocality(n).forEach(r -> lookup.put(r.contender().id(), r.value()));
        Map<String, Double> aging = new LinkedHashMap<>();
        analysis.iterationAging(n).forEach(r -> aging.put(r.contender().id(), r.value()));
        if (!lookup.isEmpty()) rows.put("lookup shuffled / insertion order", lookup);
        if (!aging.isEmpty()) rows.put("iterate churned / fresh", aging);
        if (rows.isEmpty()) {
            d.paragraph("This run measured neither ratio (it needs lookups in both orders, or iteration in both states).");
            return;
        }
        charts.add(d, Charts.groupedBars("locality ratios at " + Format.count(n) + " entities", "ratio (1 = insensitive)", rows),
                "locality", 460, "locality ratios");
        List<List<String>> table = analysis.contenders().stream().map(ContenderKind::id)
                .map(c -> List.of(c, ratio(lookup.getOrDefault(c, Double.NaN)), ratio(aging.getOrDefault(c, Double.NaN)))).toList();
        d.table(List.of("contender", "lookup shuffled/insertion", "iterate churned/fresh"), table);
    }
}

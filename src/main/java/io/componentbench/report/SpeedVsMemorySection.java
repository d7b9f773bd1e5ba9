package io.componentbench.report;

import io.componentbench.contender.ContenderKind;
import java.io.IOException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Iteration speed against bytes per entity, with the Pareto front of the contenders nothing else beats on both. */
final class SpeedVsMemorySection implements Section {
    @Override
    public void write(Analysis analysis, Document d, ChartSink charts) throws IOException {
        d.heading(1, "Speed vs memory");
        int n = analysis.largestSize();
        Map<String, double[]> points = new LinkedHashMap<>();
        analysis.speedVsMemory(n).forEach((c, p) -> points.put(c.id(), p));
        if (points.isEmpty()) {
            d.paragraph("Needs iteration times and footprint at the same size; this run lacks one of them.");
            return;
        }
        List<String> front = analysis.paretoFront(n).stream().map(ContenderKind::id).toList();
        d.paragraph("Iteration ns/element against bytes per entity at " + Format.count(n) + " dense entities; the red line joins the "
                + "Pareto front (no other contender is both faster and smaller): " + String.join(", ", front) + ".");
        charts.add(d, Charts.scatter("iterate ns/element vs bytes per entity, " + Format.count(n), "iterate ns/element (log)",
                "bytes per entity (log)", points, front), "speed-vs-memory", 560, "speed vs memory");
    }
}

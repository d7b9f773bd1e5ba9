package io.componentbench.report;

import static io.componentbench.report.Format.num;
import static io.componentbench.report.Format.ratio;

import io.componentbench.workload.Workload;
import java.io.IOException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** The working-set knee, the cache-miss proxy: ns/element against footprint, with the machine's cache sizes marked. */
final class KneeSection implements Section {
    @Override
    public void write(Analysis analysis, Document d, ChartSink charts) throws IOException {
        d.heading(1, "Working-set knee (cache-miss proxy)");
        Map<String, Long> caches = analysis.caches();
        Map<String, Double> markers = new LinkedHashMap<>();
        caches.forEach((level, bytes) -> markers.put(level + " " + Format.bytes(bytes), (double) bytes));
        d.paragraph("Without hardware counters, cache behaviour shows as ns/element against the container's footprint in bytes: "
                + "while the working set fits a cache level, cost per element stays flat; past it, it rises. Dashed lines mark this "
                + "machine's cache sizes (" + (caches.isEmpty() ? "unknown" : caches.entrySet().stream()
                .map(e -> e.getKey() + " " + Format.bytes(e.getValue())).reduce((x, y) -> x + ", " + y).orElse("")) + "). The knee is the "
                + "first size whose ns/element exceeds " + Analysis.KNEE_FACTOR + "x the lowest at smaller sizes.");
        for (Workload w : List.of(Workload.ITERATE, Workload.LOOKUP)) {
            if (analysis.canonicalGroups(w).size() < 2) {
                d.paragraph(w.id() + ": this run has fewer than two sizes, so there is no knee to find.");
                continue;
            }
            charts.add(d, Charts.logLog(w.id() + ": ns/element vs footprint", "container footprint (bytes, log)", "ns/element",
                    analysis.footprintSeries(w), markers), "knee-" + w.id(), 560, w.id() + " working-set knee");
            List<List<String>> rows = analysis.knees(w).stream().map(k -> List.of(k.contender().id(), Format.count(k.size()),
                    Format.bytes(k.footprintBytes()), num(k.plateau()), num(k.nsPerElement()), ratio(k.rise()))).toList();
            if (rows.isEmpty()) d.paragraph(w.id() + ": no contender crossed " + Analysis.KNEE_FACTOR + "x its plateau in this run.");
            d.table(List.of("contender (" + w.id() + ")", "knee at size", "footprint there", "plateau ns", "ns at knee", "rise"), rows);
        }
    }
}

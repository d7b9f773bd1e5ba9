package io.componentbench.report;

import io.componentbench.report.analysis.Analysis;
import io.componentbench.report.analysis.Format;
import io.componentbench.report.analysis.JvmComparisons;
import io.componentbench.report.chart.BarCharts;
import io.componentbench.results.Scenario;
import io.componentbench.stats.Estimate;
import io.componentbench.workload.Workload;
import java.io.IOException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * In a run measured on several JVMs: per workload and size, each contender's time on the newer JVM
 * over its time on the oldest, with the interval and ties named, a chart of those ratios, and a
 * generated sentence per family group. Absent from runs of one JVM.
 */
final class JvmSection implements Section {
    @Override
    public void write(Analysis analysis, Document d, ChartSink charts) throws IOException {
        List<JvmComparisons.JvmComparison> comparisons = JvmComparisons.jvmComparisons(analysis);
        if (analysis.jvms().size() < 2) return;
        d.heading(1, "What the JVM changes");
        d.paragraph("This run measured the same benchmarks on " + String.join(", ", analysis.jvms())
                + ", forks alternating between them "
                + "so drift hit each alike. Each figure is a contender's time per element on the newer JVM over its time on "
                + analysis.jvmsOldestFirst().get(0) + ", with the ratio's " + Analysis.percent(Estimate.LEVEL)
                + " interval: below 1 "
                + "the newer JVM is faster; an interval including 1 is a tie. The rest of the report shows the first JVM ("
                + analysis.primaryJvm().orElseThrow() + ") only.");
        if (comparisons.isEmpty()) {
            d.paragraph("No variant was measured on two JVMs.");
            return;
        }
        d.bullets(JvmComparisons.sentences(analysis));
        // one chart: each workload's canonical variant at its judged size, per contender
        Map<String, Map<String, Double>> rows = new LinkedHashMap<>();
        for (Workload w : Workload.values()) {
            Optional<Scenario> s = analysis.canonicalScenario(w).map(JvmComparisons::withoutJvm);
            OptionalInt n = analysis.judgedSize(w);
            if (s.isEmpty() || n.isEmpty()) continue;
            comparisons.stream()
                    .filter(c -> c.scenario().equals(s.get()) && c.size() == n.getAsInt())
                    .forEach(c -> {
                        Map<String, Double> m = new LinkedHashMap<>();
                        c.ratios().forEach(r -> m.put(r.contenderId(), r.ratio().center()));
                        rows.put(w.id() + " " + Format.count(c.size()) + " (" + c.newer() + ")", m);
                    });
        }
        if (!rows.isEmpty()) {
            charts.add(
                    d,
                    BarCharts.groupedBars(
                            "time on the newer JVM / time on "
                                    + analysis.jvmsOldestFirst().get(0) + ", canonical variants",
                            "time ratio (below 1: newer JVM faster)",
                            rows),
                    "jvm-ratios",
                    520,
                    "JVM time ratios");
        }
        for (JvmComparisons.JvmComparison c : comparisons) {
            d.heading(2, c.title() + ": " + c.newer() + " / " + c.older());
            d.table(
                    List.of(
                            "contender",
                            "ns/element on " + c.older(),
                            "ns/element on " + c.newer(),
                            "ratio",
                            "newer JVM"),
                    c.ratios().stream()
                            .map(r -> List.of(
                                    r.contenderId(),
                                    r.older().describe(),
                                    r.newer().describe(),
                                    r.ratio().describe(),
                                    r.verdict()))
                            .toList());
        }
    }
}

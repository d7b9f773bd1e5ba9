package io.componentbench.report;

import io.componentbench.report.analysis.Analysis;
import io.componentbench.report.analysis.Format;
import io.componentbench.report.chart.BarCharts;
import java.io.IOException;

/** Cache misses per element from perfnorm where the machine has hardware counters; otherwise which proxies stand in. */
final class CountersSection implements Section {
    @Override
    public void write(Analysis analysis, Document d, ChartSink charts) throws IOException {
        d.heading(1, "Hardware counters");
        if (!analysis.hasCounters()) {
            d.paragraph(
                    "Hardware performance counters were unavailable on this machine (`perf stat -e instructions true` gave no count), "
                            + "so JMH's perfnorm profiler was not run. The working-set knee, the locality ratios, cache lines per entity and "
                            + "heap objects per entity stand in for cache-miss counts.");
            return;
        }
        int n = analysis.largestSize();
        d.paragraph("perfnorm counters per element for iterate at " + Format.count(n) + ".");
        charts.add(
                d,
                BarCharts.groupedBars(
                        "cache misses per element, iterate " + Format.count(n),
                        "misses per element",
                        analysis.iterationMisses(n)),
                "counters",
                480,
                "hardware counters");
    }
}

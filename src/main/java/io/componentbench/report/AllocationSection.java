package io.componentbench.report;

import io.componentbench.contender.ContenderKind;
import io.componentbench.workload.Workload;
import java.io.IOException;
import java.util.LinkedHashMap;
import java.util.Map;

/** Bytes allocated per element by each workload, from JMH's GC profiler. */
final class AllocationSection implements Section {
    @Override
    public void write(Analysis analysis, Document d, ChartSink charts) throws IOException {
        d.heading(1, "Allocation");
        d.paragraph("Bytes allocated per element (JMH's GC profiler, `gc.alloc.rate.norm`) at the largest size, canonical variant. "
                + "Allocation in a hot loop means GC work later; inline containers should allocate nothing once built.");
        int n = analysis.largestSize();
        Map<Workload, Map<ContenderKind, Double>> allocation = analysis.allocation(n);
        if (allocation.isEmpty()) {
            d.paragraph("No allocation figures in this run.");
            return;
        }
        Map<String, Map<String, Double>> rows = new LinkedHashMap<>();
        allocation.forEach((w, byContender) -> {
            Map<String, Double> m = new LinkedHashMap<>();
            byContender.forEach((c, bytes) -> m.put(c.id(), bytes));
            rows.put(w.id(), m);
        });
        charts.add(d, Charts.groupedBars("bytes allocated per element at " + Format.count(n), "bytes allocated per element", rows),
                "allocation", 480, "allocation");
    }
}

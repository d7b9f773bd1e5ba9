package io.componentbench.report;

import static io.componentbench.report.analysis.Format.num;

import io.componentbench.contender.ContenderKind;
import io.componentbench.contender.Family;
import io.componentbench.report.analysis.Analysis;
import io.componentbench.report.analysis.Format;
import io.componentbench.report.chart.BarCharts;
import io.componentbench.report.chart.Charts;
import io.componentbench.results.FootprintEntry;
import io.componentbench.workload.Distribution;
import java.io.IOException;
import java.util.Comparator;
import java.util.List;

/** Memory per entity (JOL): bytes, heap objects, overhead and cache lines per entity, with dense and sparse IDs. */
final class MemorySection implements Section {
    @Override
    public void write(Analysis analysis, Document d, ChartSink charts) throws IOException {
        d.heading(1, "Memory per entity");
        d.paragraph(
                "JOL walks everything the Position store of each contender reaches after N inserts: bytes per entity, heap objects "
                        + "per entity, overhead beyond the " + FootprintEntry.PAYLOAD_BYTES
                        + " bytes of raw data, and the footprint in 64-byte lines per entity (bytes / 64: a size, not a "
                        + "count of the lines an operation touches, which \"Cache behaviour, counted\" gives). Sparse IDs spread N IDs over 64N, which is what a sparse array indexed by ID pays for.");
        for (Distribution dist : Distribution.values()) {
            List<FootprintEntry> entries = analysis.footprintAtLargest(dist).stream()
                    .sorted(Comparator.comparingDouble(FootprintEntry::bytesPerEntity))
                    .toList();
            if (entries.isEmpty()) continue;
            int size = entries.get(0).size();
            Document.Image chart = charts.save(
                    BarCharts.bars(
                            "bytes per entity, " + dist.id() + " IDs, " + Format.count(size) + " entities",
                            "bytes per entity (lower is better)",
                            entries.stream()
                                    .map(e -> new BarCharts.Bar(e.contender().id(), e.bytesPerEntity(), Double.NaN))
                                    .toList(),
                            FootprintEntry.PAYLOAD_BYTES,
                            "raw data " + FootprintEntry.PAYLOAD_BYTES + " B"),
                    "footprint-bytes-" + dist.id(),
                    Charts.WIDTH,
                    BarCharts.barsHeight(entries.size()),
                    "bytes per entity " + dist.id());
            Document.Table table = new Document.Table(
                    List.of(
                            "contender (" + dist.id() + ", " + Format.count(size) + ")",
                            "bytes/entity",
                            "objects/entity",
                            "overhead bytes",
                            "footprint lines/entity (bytes / 64)"),
                    entries.stream()
                            .map(e -> List.of(
                                    e.contender().id(),
                                    num(e.bytesPerEntity()),
                                    num(e.objectsPerEntity()),
                                    num(e.overheadBytesPerEntity()),
                                    num(e.cacheLinesPerEntity())))
                            .toList());
            if (dist == Distribution.DENSE) {
                d.add(chart);
                d.add(new Document.Details(
                        "Bytes, objects, overhead and footprint lines per entity, dense IDs, as a table",
                        List.of(table)));
            } else {
                d.add(new Document.Details(
                        "Bytes per entity with sparse IDs (N IDs over 64N): chart and table", List.of(chart, table)));
            }
        }
        offHeap(analysis, d);
        if (!analysis.frameworks().isEmpty()) {
            d.paragraph(
                    "A framework's figure is its whole world holding N entities with a Position (entity records, component "
                            + "bags or chunks, indexes): its Position storage cannot be separated from it. Dominion's off-heap memory is not counted.");
        }
        List<FootprintEntry> dense = analysis.footprintAtLargest(Distribution.DENSE).stream()
                .sorted(Comparator.comparingDouble(FootprintEntry::objectsPerEntity))
                .toList();
        if (!dense.isEmpty()) {
            // the same horizontal style as bytes per entity, values printed (sparse IDs: the tables)
            d.add(new Document.Details(
                    "Heap objects per entity (GC pressure, pointer chasing)",
                    List.of(charts.save(
                            BarCharts.bars(
                                    "heap objects per entity, dense IDs, "
                                            + Format.count(dense.get(0).size()) + " entities",
                                    "objects per entity (lower is better)",
                                    dense.stream()
                                            .map(e -> new BarCharts.Bar(
                                                    e.contender().id(), e.objectsPerEntity(), Double.NaN))
                                            .toList(),
                                    Double.NaN,
                                    ""),
                            "footprint-objects",
                            Charts.WIDTH,
                            BarCharts.barsHeight(dense.size()),
                            "heap objects per entity"))));
        }
        sparseIds(analysis, d);
    }

    /** Says which figures include native memory, which JOL cannot see: the off-heap store's own count of its arena's bytes. */
    private static void offHeap(Analysis analysis, Document d) {
        List<FootprintEntry> offHeap = java.util.Arrays.stream(Distribution.values())
                .flatMap(dist -> analysis.footprintAtLargest(dist).stream())
                .filter(e -> e.offHeapBytesPerEntity() > 0)
                .toList();
        if (offHeap.isEmpty()) return;
        d.paragraph(
                "JOL sees the Java heap only. A store in native memory counts the bytes its arena allocated, and its figures above are "
                        + "that count plus what JOL finds on the heap: "
                        + offHeap.stream()
                                .map(e -> e.contender().id() + " ("
                                        + e.distribution().id() + " IDs) " + num(e.offHeapBytesPerEntity()) + " of "
                                        + num(e.bytesPerEntity()) + " bytes/entity off-heap")
                                .collect(java.util.stream.Collectors.joining("; "))
                        + ".");
    }

    /**
     * The dense hash map next to the sparse sets, with dense and with sparse IDs: the sparse sets pay
     * for the ID range, the dense hash map for the entries only.
     */
    private static void sparseIds(Analysis analysis, Document d) {
        List<FootprintEntry> sparse = analysis.footprintAtLargest(Distribution.SPARSE);
        if (sparse.isEmpty()) return;
        int size = sparse.get(0).size();
        List<ContenderKind> shown = ContenderKind.all().stream()
                .filter(c -> c == ContenderKind.DENSE_HASH_MAP || c.family() == Family.SPARSE_SET)
                .filter(c ->
                        analysis.run().footprint(c, Distribution.SPARSE, size).isPresent())
                .toList();
        if (shown.isEmpty()) return;
        d.heading(2, "Sparse IDs: the dense hash map next to the sparse sets");
        d.paragraph(
                "With N IDs spread over 64N, a sparse set's index grows with the ID range; the dense hash map's index follows "
                        + "the number of entries. Bytes per entity at " + Format.count(size) + " entities:");
        d.table(
                List.of("contender", "dense IDs", "sparse IDs", "sparse / dense"),
                shown.stream()
                        .map(c -> {
                            double dense = analysis.bytesPerEntity(c, Distribution.DENSE, size)
                                    .orElse(Double.NaN);
                            double sp = analysis.bytesPerEntity(c, Distribution.SPARSE, size)
                                    .orElse(Double.NaN);
                            return List.of(c.id(), num(dense), num(sp), Format.ratio(sp / dense));
                        })
                        .toList());
    }
}

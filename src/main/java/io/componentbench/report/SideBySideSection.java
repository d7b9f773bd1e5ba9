package io.componentbench.report;

import static io.componentbench.report.analysis.Format.num;

import io.componentbench.report.analysis.Analysis;
import io.componentbench.report.analysis.MeasurementSummary;
import io.componentbench.report.analysis.SideBySideCell;
import java.util.ArrayList;
import java.util.List;

/**
 * How precise the side-by-side cells are and whether their built-in A/A holds: per cell the
 * {@code twin}'s ratio to the anchor (the anchor loaded a second time; its interval should contain
 * 1 in at least 95% of cells) and the median half-width of the contenders' ratio intervals; per
 * workload the median of those. Absent from a run measured in forks of their own.
 */
final class SideBySideSection implements Section {

    @Override
    public void write(Analysis analysis, Document d, ChartSink charts) {
        List<SideBySideCell> cells = analysis.sideBySideCells();
        if (cells.isEmpty()) return;
        d.heading(1, "Side by side: precision and the built-in A/A");
        long holding = cells.stream().filter(c -> c.twin().contains(1)).count();
        d.paragraph(
                "Each of these cells was measured side by side: one JMH fork per cell and round held the raw-array anchor, every "
                        + "contender and `twin` (the anchor loaded a second time), each in its own class loader, alternating in slices of about "
                        + "2 ms in a seeded random order; each timed slice follows one untimed unit of the same subject. A contender's figure is "
                        + "its ratio to the anchor in the same rounds (geometric mean per fork, Student's t over forks); its time is the "
                        + "anchor's time times that ratio, so times carry the anchor's wider interval while ratios and ties within a cell use "
                        + "the paired samples. The twin's interval contains 1 in " + holding + " of " + cells.size()
                        + " cells (expected: at "
                        + "least 95% of them).");
        List<List<String>> rows = new ArrayList<>();
        for (SideBySideCell c : cells) {
            double hw = c.medianHalfWidth();
            rows.add(List.of(
                    c.group().title(),
                    c.twin().describe(),
                    c.twin().contains(1) ? "yes" : "**no**",
                    Double.isNaN(hw) ? "-" : "±" + num(100 * hw) + "%",
                    String.valueOf(c.ratios().size())));
        }
        d.paragraph("Median 95% half-width of the contenders' ratios to the reference, by workload: "
                + String.join(
                        "; ",
                        MeasurementSummary.pairedPrecision(analysis).entrySet().stream()
                                .map(e -> e.getKey() + " ±" + num(100 * e.getValue()) + "%")
                                .toList())
                + ".");
        d.add(new Document.Details(
                "Every cell: its twin and its median ratio half-width (" + cells.size() + ")",
                List.of(new Document.Table(
                        List.of("cell", "twin / anchor", "contains 1", "median ratio half-width", "contenders"),
                        rows))));
    }
}

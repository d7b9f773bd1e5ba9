package io.componentbench.report;

import static io.componentbench.report.Format.num;
import static io.componentbench.report.Format.ratio;

import io.componentbench.results.Result;
import java.util.List;

/** Per scenario and size: every contender fastest first, its ratios to the winner and to the usual map, and its memory. */
final class DecisionTableSection implements Section {
    @Override
    public void write(Analysis analysis, Document d, ChartSink charts) {
        String usual = Analysis.USUAL_MAP.id();
        d.heading(1, "Decision table");
        d.paragraph("For each workload variant and size: every contender fastest first, its ratio to the winner and to " + usual + ", "
                + "and its memory (JOL bytes per entity, same distribution and size).");
        for (Analysis.Group g : analysis.groups()) {
            List<Analysis.DecisionRow> table = analysis.decisionTable(g);
            if (table.isEmpty()) continue;
            List<List<String>> rows = table.stream().map(row -> {
                Result r = row.result();
                String bytes = r.isReference() ? "" : row.bytesPerEntity().isPresent() ? num(row.bytesPerEntity().getAsDouble()) : "n/a";
                return List.of(r.isReference() ? "(" + Result.RAW_ARRAY + " reference)" : r.contenderId(),
                        num(r.nsPerElement()) + " ± " + num(r.errorPerElement()), ratio(row.vsWinner()), ratio(row.vsUsualMap()), bytes);
            }).toList();
            d.heading(2, g.title() + ": winner " + g.winner().orElseThrow().contenderId());
            d.table(List.of("contender", "ns/element", "vs winner", "vs " + usual, "bytes/entity"), rows);
        }
    }
}

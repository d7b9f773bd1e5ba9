package io.componentbench.report;

import static io.componentbench.report.Format.num;

import io.componentbench.stats.Estimate;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Per scenario and size: every contender by time per element with its interval, its ratio (with
 * interval) to the best and to the usual map, and its memory; the fresh and churned container
 * states side by side; the best named with every contender tied with it.
 */
final class DecisionTableSection implements Section {
    @Override
    public void write(Analysis analysis, Document d, ChartSink charts) {
        String usual = Analysis.USUAL_MAP.id();
        d.heading(1, "Decision table");
        d.paragraph("For each workload variant and size: every contender by its time per element (the center of its "
                + Analysis.percent(Estimate.LEVEL) + " interval, the interval in brackets), its time over the best's and over " + usual
                + "'s with the ratio's interval, and its memory (JOL bytes per entity, same distribution and size). Where a variant was "
                + "measured on a fresh and on a churned container, the two states stand side by side. The winner is named with every "
                + "contender whose interval overlaps its own: overlapping intervals are ties, not places.");
        for (Analysis.StateTable t : analysis.stateTables()) {
            List<Analysis.StateLine> lines = analysis.stateLines(t);
            if (t.states().stream().allMatch(g -> g.ranking().isEmpty())) continue;
            boolean several = t.states().size() > 1;
            List<String> header = new ArrayList<>(List.of("contender"));
            for (Analysis.Group g : t.states()) {
                String s = several ? " (" + Analysis.stateName(g) + ")" : "";
                header.addAll(List.of("ns/element" + s, "vs best" + s, "vs " + usual + s));
            }
            header.add("bytes/entity");
            List<List<String>> rows = new ArrayList<>();
            for (Analysis.StateLine line : lines) {
                List<String> row = new ArrayList<>();
                row.add(line.reference() ? "(" + line.contenderId() + " reference)" : line.contenderId());
                for (Optional<Analysis.Cell> cell : line.byState()) {
                    if (cell.isEmpty()) {
                        row.addAll(List.of("not measured", "", ""));
                        continue;
                    }
                    Analysis.Cell c = cell.get();
                    row.add(c.estimate().describe());
                    row.add(switch (c.standing()) {
                        case BEST -> "**best**";
                        case TIED -> "**tied**: " + c.vsBest().describe();
                        default -> c.vsBest().describe();
                    });
                    row.add(c.vsUsualMap().map(r -> r.describe()).orElse(line.contender().equals(Optional.of(Analysis.USUAL_MAP)) ? "itself" : "n/a"));
                }
                row.add(line.reference() ? "" : line.bytesPerEntity().isPresent() ? num(line.bytesPerEntity().getAsDouble()) : "n/a");
                rows.add(row);
            }
            d.heading(2, t.title() + ": winner " + winners(t));
            d.table(header, rows);
        }
    }

    /** {@code X, tied with Y} for one state; {@code fresh: X; churned: Y, tied with Z} for several. */
    static String winners(Analysis.StateTable t) {
        if (t.states().size() == 1) return t.first().winnerText();
        List<String> parts = new ArrayList<>();
        for (Analysis.Group g : t.states()) {
            if (g.ranking().isPresent()) parts.add(Analysis.stateName(g) + ": " + g.winnerText());
        }
        return String.join("; ", parts);
    }
}

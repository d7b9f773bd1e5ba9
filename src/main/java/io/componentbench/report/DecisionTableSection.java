package io.componentbench.report;

import static io.componentbench.report.analysis.Format.num;

import io.componentbench.report.analysis.Analysis;
import io.componentbench.report.analysis.Format;
import io.componentbench.report.analysis.Group;
import io.componentbench.report.analysis.StateTables;
import io.componentbench.stats.Estimate;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The decision table of one scenario and size, shown under its workload (folded): every contender
 * by time per element with its interval, its ratio (with interval) to the best and to the usual
 * map, and its memory; the fresh and churned container states side by side; the best named with
 * every contender tied with it.
 */
final class DecisionTableSection {
    private DecisionTableSection() {}

    static Document.Table table(Analysis analysis, StateTables.StateTable t) {
        String usual = Analysis.USUAL_MAP.id();
        List<StateTables.StateLine> lines = StateTables.stateLines(analysis, t);
        boolean several = t.states().size() > 1;
        List<String> header = new ArrayList<>(List.of("contender"));
        for (Group g : t.states()) {
            String s = several ? " (" + Analysis.stateName(g) + ")" : "";
            header.addAll(List.of("ns/element" + s, "vs best" + s, "vs " + usual + s));
        }
        header.add("bytes/entity");
        List<List<String>> rows = new ArrayList<>();
        for (StateTables.StateLine line : lines) {
            List<String> row = new ArrayList<>();
            row.add(line.reference() ? "(" + line.contenderId() + " reference)" : line.contenderId());
            for (int i = 0; i < line.byState().size(); i++) {
                Optional<StateTables.ResultCell> cell = line.byState().get(i);
                if (cell.isEmpty()) {
                    row.addAll(List.of("not measured", "", ""));
                    continue;
                }
                StateTables.ResultCell c = cell.get();
                row.add(time(c.estimate())
                        + t.states()
                                .get(i)
                                .spike(c.result())
                                .map(x -> " (" + x.describe() + ")")
                                .orElse(""));
                row.add(
                        switch (c.standing()) {
                            case BEST ->
                                "**best**"
                                        + t.states()
                                                .get(i)
                                                .instability(c.result())
                                                .map(why -> ", unstable: " + why)
                                                .orElse("");
                            case TIED -> "**tied**: " + c.vsBest().describe();
                            default -> c.vsBest().describe();
                        });
                row.add(c.vsUsualMap()
                        .map(r -> r.describe())
                        .orElse(line.contender().equals(Optional.of(Analysis.USUAL_MAP)) ? "itself" : "n/a"));
            }
            row.add(
                    line.reference()
                            ? ""
                            : line.bytesPerEntity().isPresent()
                                    ? num(line.bytesPerEntity().getAsDouble())
                                    : "n/a");
            rows.add(row);
        }
        return new Document.Table(header, rows);
    }

    /** A time with its interval, a lower end at or below zero (a time cannot be) as {@code < 0}: {@code 12.3 [< 0, 40.1]}. */
    static String time(Estimate e) {
        if (!e.known()) return e.describe();
        return Format.num(e.center()) + " [" + (e.lower() > 0 ? Format.num(e.lower()) : "< 0") + ", "
                + Format.num(e.upper()) + "]";
    }

    /** {@code X, tied with Y} for one state; {@code fresh: X; churned: Y, tied with Z} for several. */
    static String winners(StateTables.StateTable t) {
        if (t.states().size() == 1) return t.first().winnerText();
        List<String> parts = new ArrayList<>();
        for (Group g : t.states()) {
            if (g.ranking().isPresent()) parts.add(Analysis.stateName(g) + ": " + g.winnerText());
        }
        return String.join("; ", parts);
    }
}

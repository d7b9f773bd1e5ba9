package io.componentbench.report.analysis;

import io.componentbench.contender.ContenderKind;
import io.componentbench.results.Result;
import io.componentbench.results.Scenario;
import io.componentbench.stats.Estimate;
import io.componentbench.stats.Ranking;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;

/**
 * The decision tables: one scenario at one size with its container states side by side, a line per
 * contender (then the reference) and a cell per state holding its estimate, its ratios to the best
 * and to {@link Analysis#USUAL_MAP}, and its standing in the ranking.
 */
public final class StateTables {
    private StateTables() {}

    /**
     * One contender's (or the reference's) figures in a group: its estimate, its ratio to the
     * group's best and to {@link Analysis#USUAL_MAP} with intervals (none for the usual map itself, or when
     * it was not measured), and its place in the ranking.
     */
    public record ResultCell(
            Result result,
            Estimate estimate,
            io.componentbench.stats.Ratio vsBest,
            Optional<io.componentbench.stats.Ratio> vsUsualMap,
            Standing standing) {}

    /** Where a result stands in its group's ranking. */
    public enum Standing {
        BEST,
        TIED,
        BEHIND,
        REFERENCE
    }

    /** A decision table: one scenario at one size, its container states side by side (fresh first). */
    public record StateTable(List<Group> states) {
        public Group first() {
            return states.get(0);
        }

        /** E.g. {@code iterate (distribution=dense), 1M entities}: the first group's title without its state. */
        public String title() {
            Group g = first();
            return g.workload().id() + " (" + withoutState(g.scenario()).label() + "), " + Format.count(g.size())
                    + " entities";
        }
    }

    /** One line of a {@link StateTable}: a contender (empty: the reference) in each state, and its memory. */
    public record StateLine(
            Optional<ContenderKind> contender, List<Optional<ResultCell>> byState, OptionalDouble bytesPerEntity) {
        public boolean reference() {
            return contender.isEmpty();
        }

        public String contenderId() {
            return contender.map(ContenderKind::id).orElse(Result.RAW_ARRAY);
        }
    }

    private static Scenario withoutState(Scenario s) {
        return new Scenario(s.workload(), s.distribution(), Optional.empty(), s.order(), s.other());
    }

    /** Every group paired with the same scenario and size in the other container state, in {@link Analysis#groups()} order. */
    public static List<StateTable> stateTables(Analysis a) {
        Map<String, List<Group>> byKey = new LinkedHashMap<>();
        for (Group g : a.groups())
            byKey.computeIfAbsent(
                            withoutState(g.scenario()).params() + "|" + g.workload() + "|" + g.size(),
                            k -> new ArrayList<>())
                    .add(g);
        return byKey.values().stream()
                .map(gs -> {
                    List<Group> sorted = new ArrayList<>(gs);
                    sorted.sort(Comparator.comparingInt(
                            g -> g.state().map(Enum::ordinal).orElse(-1)));
                    return new StateTable(List.copyOf(sorted));
                })
                .toList();
    }

    /** A result's cell in its group. */
    public static ResultCell cell(Group g, Result r) {
        Estimate e = g.estimate(r);
        Optional<Ranking<Result>> ranking = g.ranking();
        Estimate best = ranking.map(rk -> g.estimate(rk.best())).orElse(e);
        Optional<io.componentbench.stats.Ratio> usual =
                g.of(Analysis.USUAL_MAP).filter(u -> u != r).map(u -> g.ratio(r, u));
        Standing standing = r.isReference()
                ? Standing.REFERENCE
                : ranking.map(rk -> rk.best() == r
                                ? Standing.BEST
                                : rk.tied().contains(r) ? Standing.TIED : Standing.BEHIND)
                        .orElse(Standing.BEHIND);
        io.componentbench.stats.Ratio toBest =
                ranking.map(rk -> g.ratio(r, rk.best())).orElseGet(() -> Analysis.ratio(e, best));
        return new ResultCell(r, e, toBest, usual, standing);
    }

    /** The lines of a state table: contenders by their central value in the first state they were measured in, then the raw-array reference. */
    public static List<StateLine> stateLines(Analysis a, StateTable t) {
        List<ContenderKind> kinds = new ArrayList<>();
        for (Group g : t.states())
            g.contenders().forEach(r -> {
                if (!kinds.contains(r.contender().orElseThrow()))
                    kinds.add(r.contender().orElseThrow());
            });
        List<StateLine> lines = new ArrayList<>();
        for (ContenderKind c : kinds) {
            List<Optional<ResultCell>> cells =
                    t.states().stream().map(g -> g.of(c).map(r -> cell(g, r))).toList();
            lines.add(new StateLine(
                    Optional.of(c),
                    cells,
                    a.bytesPerEntity(
                            c, t.first().scenario().distribution(), t.first().size())));
        }
        if (t.states().stream().anyMatch(g -> g.raw().isPresent())) {
            lines.add(new StateLine(
                    Optional.empty(),
                    t.states().stream().map(g -> g.raw().map(r -> cell(g, r))).toList(),
                    OptionalDouble.empty()));
        }
        return lines;
    }
}

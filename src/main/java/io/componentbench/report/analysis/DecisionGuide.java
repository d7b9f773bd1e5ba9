package io.componentbench.report.analysis;

import static io.componentbench.report.analysis.Format.num;
import static io.componentbench.report.analysis.Verdicts.names;
import static io.componentbench.report.analysis.Verdicts.range;
import static io.componentbench.report.analysis.Verdicts.states;

import io.componentbench.contender.ContenderKind;
import io.componentbench.results.CacheModelEntry;
import io.componentbench.results.FootprintEntry;
import io.componentbench.results.Result;
import io.componentbench.stats.Ranking;
import io.componentbench.workload.Distribution;
import io.componentbench.workload.Workload;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The decision guide: which contender to pick when a given operation dominates, at each workload's
 * judged size in every container state measured there, with those tied with the best named
 * ({@link Group#ranking()}) and the margin over {@link Analysis#USUAL_MAP}.
 */
public final class DecisionGuide {
    private final Analysis a;

    private DecisionGuide(Analysis analysis) {
        this.a = analysis;
    }

    /** One line per workload (the best contender where it dominates), then the smallest footprint with sparse IDs. */
    public static List<String> of(Analysis analysis) {
        return new DecisionGuide(analysis).guide();
    }

    private List<String> guide() {
        List<String> out = new ArrayList<>();
        pick(Workload.ITERATE, "When iteration dominates (every system pass)").ifPresent(out::add);
        pick(Workload.JOIN, "When systems join two components (Position+Velocity)")
                .ifPresent(out::add);
        pick(Workload.LOOKUP, "When random lookups by ID dominate").ifPresent(out::add);
        pick(Workload.CHURN, "When entities come and go every frame").ifPresent(out::add);
        pick(Workload.INSERT, "When bulk insertion dominates").ifPresent(out::add);
        pick(Workload.REMOVE, "When removals dominate").ifPresent(out::add);
        pick(Workload.RESPAWN, "When removed entities come back (the removal's deferred costs paid)")
                .ifPresent(out::add);
        // sparse IDs: the smallest footprint
        var sparse = a.footprintAtLargest(Distribution.SPARSE);
        if (!sparse.isEmpty()) {
            var least = sparse.stream()
                    .min(Comparator.comparingDouble(FootprintEntry::bytesPerEntity))
                    .get();
            var worst = sparse.stream()
                    .max(Comparator.comparingDouble(FootprintEntry::bytesPerEntity))
                    .get();
            out.add("When IDs are sparse (N IDs over a 64N range, " + Format.count(least.size()) + " entities): **"
                    + least.contender().id()
                    + "** needs the least memory, " + num(least.bytesPerEntity()) + " bytes/entity, against "
                    + num(worst.bytesPerEntity()) + " for " + worst.contender().id() + ".");
        }
        return out;
    }

    /**
     * The guide's line for a workload at its judged size: in each state, the best contender and
     * those tied with it, with its time and interval; how much faster than {@link Analysis#USUAL_MAP}
     * over the states; its memory.
     */
    private Optional<String> pick(Workload w, String when) {
        List<Group> states =
                a.judgedStates(w).stream().filter(g -> g.ranking().isPresent()).toList();
        if (states.isEmpty()) return Optional.empty();
        int n = states.get(0).size();
        List<String> leaders = new ArrayList<>();
        List<Map.Entry<String, Double>> vsUsual = new ArrayList<>();
        for (Group g : states) {
            Ranking<Result> r = g.ranking().orElseThrow();
            String state = Analysis.stateName(g);
            leaders.add((state.isEmpty() ? "" : state + " ") + "**" + r.best().contenderId() + "** ("
                    + g.estimate(r.best()).describe()
                    + " ns/element"
                    + g.instability(r.best())
                            .map(why -> "; unstable best: " + why)
                            .orElse("") + ")"
                    + (r.isTie() ? ", tied with " + names(r.tied()) : ""));
            // the paired ratio the tie was decided on (within a side-by-side cell), and only when it separates the two:
            // a usual map tied with the best is named among the tied, not "faster than"
            g.of(Analysis.USUAL_MAP)
                    .filter(u -> u != r.best())
                    .map(u -> g.ratio(u, r.best()))
                    .filter(q -> q.known() && !q.contains(1))
                    .ifPresent(q -> vsUsual.add(Map.entry(state, q.center())));
        }
        String usual = vsUsual.size() == states.size()
                ? "; " + range(vsUsual) + " faster than " + Analysis.USUAL_MAP.id() + states(vsUsual)
                : "";
        ContenderKind best =
                states.get(0).ranking().orElseThrow().best().contender().orElseThrow();
        String mem = a.bytesPerEntity(best, Distribution.DENSE, n).isPresent()
                ? "; " + best.id() + " "
                        + num(a.bytesPerEntity(best, Distribution.DENSE, n).getAsDouble()) + " bytes/entity"
                : "";
        return Optional.of(when + ", at " + Format.count(n) + " entities: " + String.join("; ", leaders) + usual + mem
                + counted(w, n, best) + ".");
    }

    /**
     * What the cache model counted for the best and for {@link Analysis#USUAL_MAP} in this workload at this
     * size, dense IDs, cold: misses per operation at the nearest and the last level; empty without counts.
     */
    private String counted(Workload w, int n, ContenderKind best) {
        var file = a.run().cacheModel();
        if (file.isEmpty()) return "";
        Map<String, CacheModelEntry> cold = new java.util.HashMap<>();
        for (CacheModelEntry e : file.get().entries()) {
            if (e.workload().equals(w.id())
                    && e.size() == n
                    && e.distribution().equals(Distribution.DENSE.id())
                    && e.regime().equals("cold")
                    && e.notModelled() == null) cold.put(e.contender(), e);
        }
        CacheModelEntry b = cold.get(best.id());
        if (b == null || b.missesPerOp().isEmpty()) return "";
        List<String> levels = List.copyOf(b.missesPerOp().keySet());
        String first = levels.get(0);
        String last = levels.get(levels.size() - 1);
        CacheModelEntry u = cold.get(Analysis.USUAL_MAP.id());
        return "; counted by the cache model, cold: " + num(b.missesPerOp().get(first)) + " " + first + " and "
                + num(b.missesPerOp().get(last)) + " " + last + " misses per operation"
                + (u == null || u == b
                        ? ""
                        : " against " + Analysis.USUAL_MAP.id() + "'s "
                                + num(u.missesPerOp().get(first)) + " and "
                                + num(u.missesPerOp().get(last)));
    }
}

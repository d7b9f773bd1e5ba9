package io.componentbench.report;

import static io.componentbench.report.Format.num;
import static io.componentbench.report.Format.ratio;

import static io.componentbench.contender.ContenderKind.DIRECT_ARRAY;
import static io.componentbench.contender.ContenderKind.PACKED_SPARSE_SET;
import static io.componentbench.contender.ContenderKind.PAGED_SPARSE_SET;
import static io.componentbench.contender.ContenderKind.SECTOR_ARRAY;
import static io.componentbench.contender.ContenderKind.SECTOR_ARRAY_GROUPED;
import static io.componentbench.contender.ContenderKind.SPARSE_SET;
import static io.componentbench.contender.ContenderKind.TREE_MAP;

import io.componentbench.contender.ContenderKind;
import io.componentbench.contender.Family;
import io.componentbench.results.FootprintEntry;
import io.componentbench.workload.Distribution;
import io.componentbench.workload.Workload;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.function.Function;

/**
 * Sentences generated from the numbers: the decision guide, the check of each claim made for these
 * structures by the articles the project grew from (sparse sets as C#'s struct arrays and EnTT use
 * them, the ECSS sector array), and the project's design targets. Nothing here is a conclusion
 * written by hand: each sentence is a template filled with measured values, and a claim with
 * missing data says so instead of guessing. Contenders are chosen by {@link ContenderKind} constant
 * or by {@link Family}, so a new hash map joins the hash-map claims by being registered as one.
 */
final class Findings {
    /** The hashed maps, registry order: the "good hash map" a sparse set is held against. */
    private static final List<ContenderKind> HASH_MAPS = ContenderKind.all().stream().filter(k -> k.family().hashed()).toList();
    /** Every general-purpose map, hashed or ordered. */
    private static final List<ContenderKind> MAPS = ContenderKind.all().stream().filter(k -> k.family().map()).toList();

    private final Analysis a;
    private final int n;

    Findings(Analysis analysis) {
        this.a = analysis;
        this.n = analysis.largestSize();
    }

    /** One verdict: the statement, CONFIRMED / REFUTED / NOT MEASURED, and the numbers behind it. */
    record Verdict(String statement, String verdict, String evidence) {}

    private static String yes(boolean b) {
        return b ? "CONFIRMED" : "REFUTED";
    }

    private static Verdict unmeasured(String statement, String what) {
        return new Verdict(statement, "NOT MEASURED", "this run has no " + what);
    }

    private OptionalDouble ns(Workload w, ContenderKind c) {
        return a.ns(w, n, c);
    }

    /** The contender with the lowest value of {@code f} among {@code kinds}, if any was measured. */
    private static Optional<Map.Entry<ContenderKind, Double>> best(List<ContenderKind> kinds, Function<ContenderKind, OptionalDouble> f) {
        return kinds.stream().filter(c -> f.apply(c).isPresent()).map(c -> Map.entry(c, f.apply(c).getAsDouble()))
                .min(Map.Entry.comparingByValue());
    }

    List<String> guide() {
        List<String> out = new ArrayList<>();
        String at = " at " + Format.count(n) + " entities";
        pick(Workload.ITERATE, "When iteration dominates (every system pass)", at).ifPresent(out::add);
        pick(Workload.JOIN, "When systems join two components (Position+Velocity)", at).ifPresent(out::add);
        pick(Workload.LOOKUP, "When random lookups by ID dominate", at).ifPresent(out::add);
        pick(Workload.CHURN, "When entities come and go every frame", at).ifPresent(out::add);
        pick(Workload.INSERT, "When bulk insertion dominates", at).ifPresent(out::add);
        // sparse IDs: the smallest footprint among the fastest iterators
        var sparse = a.footprintAtLargest(Distribution.SPARSE);
        if (!sparse.isEmpty()) {
            var least = sparse.stream().min(Comparator.comparingDouble(FootprintEntry::bytesPerEntity)).get();
            var worst = sparse.stream().max(Comparator.comparingDouble(FootprintEntry::bytesPerEntity)).get();
            out.add("When IDs are sparse (N IDs over a 64N range, " + Format.count(least.size()) + " entities): **" + least.contender().id()
                    + "** needs the least memory, " + num(least.bytesPerEntity()) + " bytes/entity, against "
                    + num(worst.bytesPerEntity()) + " for " + worst.contender().id() + ".");
        }
        return out;
    }

    private Optional<String> pick(Workload w, String when, String at) {
        return a.canonicalGroup(w, n).flatMap(g -> g.winner().map(win -> {
            String vsHash = g.of(Analysis.USUAL_MAP).map(h -> ", " + ratio(h.nsPerElement() / win.nsPerElement()) + " faster than "
                    + Analysis.USUAL_MAP.id()).orElse("");
            OptionalDouble bytes = a.bytesPerEntity(win.contender().orElseThrow(), Distribution.DENSE, n);
            String mem = bytes.isPresent() ? ", " + num(bytes.getAsDouble()) + " bytes/entity" : "";
            String runnerUp = g.contenders().size() > 1
                    ? "; next: " + g.contenders().get(1).contenderId() + " (" + ratio(g.contenders().get(1).nsPerElement() / win.nsPerElement()) + ")" : "";
            return when + ": **" + win.contenderId() + "**, " + num(win.nsPerElement()) + " ns/element" + at + vsHash + mem + runnerUp + ".";
        }));
    }

    List<Verdict> claims() {
        List<Verdict> v = new ArrayList<>();
        String at = " at " + Format.count(n) + " entities";
        ContenderKind usual = Analysis.USUAL_MAP;

        String s1 = "Sparse-set lookup is O(1) array indexing with no hashing, so it keeps up with a plain array";
        OptionalDouble ssLookup = ns(Workload.LOOKUP, SPARSE_SET);
        OptionalDouble daLookup = ns(Workload.LOOKUP, DIRECT_ARRAY);
        v.add(ssLookup.isPresent() && daLookup.isPresent()
                ? new Verdict(s1, yes(ssLookup.getAsDouble() <= 1.5 * daLookup.getAsDouble()),
                        "shuffled lookup" + at + ": " + SPARSE_SET.id() + " " + num(ssLookup.getAsDouble()) + " ns vs " + DIRECT_ARRAY.id() + " "
                                + num(daLookup.getAsDouble()) + " ns (" + ratio(ssLookup.getAsDouble() / daLookup.getAsDouble()) + "; confirmed when <= 1.5x)")
                : unmeasured(s1, "shuffled lookups of " + SPARSE_SET.id() + " and " + DIRECT_ARRAY.id()));

        String s2 = "Full iteration over a sparse set is several times to an order of magnitude faster than over a hash map";
        OptionalDouble hmIter = ns(Workload.ITERATE, usual);
        var setIter = best(List.of(SPARSE_SET, PACKED_SPARSE_SET), c -> ns(Workload.ITERATE, c));
        v.add(hmIter.isPresent() && setIter.isPresent()
                ? new Verdict(s2, yes(hmIter.getAsDouble() / setIter.get().getValue() >= 3),
                        "iterate" + at + ": " + usual.id() + " " + num(hmIter.getAsDouble()) + " ns/element, " + setIter.get().getKey().id() + " "
                                + num(setIter.get().getValue()) + " (" + ratio(hmIter.getAsDouble() / setIter.get().getValue())
                                + "; " + SPARSE_SET.id() + " " + ratio(hmIter.getAsDouble() / ns(Workload.ITERATE, SPARSE_SET).orElse(Double.NaN))
                                + "; confirmed when >= 3x)")
                : unmeasured(s2, "iteration of " + usual.id() + " and a sparse set"));

        String s3 = "A single insert or lookup in a sparse set may be no faster than in a good hash map";
        var bestHashLookup = best(HASH_MAPS, c -> ns(Workload.LOOKUP, c));
        var bestHashInsert = best(HASH_MAPS, c -> ns(Workload.INSERT, c));
        OptionalDouble ssInsert = ns(Workload.INSERT, SPARSE_SET);
        if (bestHashLookup.isPresent() && bestHashInsert.isPresent() && ssLookup.isPresent() && ssInsert.isPresent()) {
            double lookupGain = bestHashLookup.get().getValue() / ssLookup.getAsDouble();
            double insertGain = bestHashInsert.get().getValue() / ssInsert.getAsDouble();
            v.add(new Verdict(s3, yes(Math.min(lookupGain, insertGain) <= 1.2),
                    SPARSE_SET.id() + "'s speed-up over the fastest hash map" + at + ": lookup " + ratio(lookupGain) + " (vs "
                            + bestHashLookup.get().getKey().id() + "), insert " + ratio(insertGain) + " (vs " + bestHashInsert.get().getKey().id() + ")"
                            + " (confirmed when either advantage is <= 1.2x)"));
        } else {
            v.add(unmeasured(s3, "insert and lookup of " + SPARSE_SET.id() + " and the hash maps"));
        }

        String s4 = "Swap-back removal is O(1) (per-remove cost does not grow with N) but changes iteration order";
        var small = a.sizes().first();
        OptionalDouble rmSmall = a.ns(Workload.REMOVE, small, SPARSE_SET);
        OptionalDouble rmLarge = a.ns(Workload.REMOVE, n, SPARSE_SET);
        OptionalDouble tmLarge = a.ns(Workload.REMOVE, n, TREE_MAP);
        v.add(rmSmall.isPresent() && rmLarge.isPresent() && small != n
                ? new Verdict(s4, yes(rmLarge.getAsDouble() < (tmLarge.isPresent() ? tmLarge.getAsDouble() : Double.MAX_VALUE)),
                        SPARSE_SET.id() + " remove: " + num(rmSmall.getAsDouble()) + " ns at " + Format.count(small) + ", " + num(rmLarge.getAsDouble())
                                + " ns at " + Format.count(n) + " (growth there is cache misses, not work)"
                                + (tmLarge.isPresent() ? "; " + TREE_MAP.id() + " (O(log N)) " + num(tmLarge.getAsDouble()) + " ns at " + Format.count(n) : "")
                                + "; the order change is asserted by ContainerErrorTest.swapBackRemovalMovesTheLastAndClearsTheVacatedSlot")
                : unmeasured(s4, "removal at two sizes"));

        String s5 = "The sparse array costs memory proportional to the highest entity ID (sparse IDs hurt it)";
        var denseFp = a.run().footprint(SPARSE_SET, Distribution.DENSE, n);
        var sparseFp = a.run().footprint(SPARSE_SET, Distribution.SPARSE, n);
        v.add(denseFp.isPresent() && sparseFp.isPresent()
                ? new Verdict(s5, yes(sparseFp.get().bytesPerEntity() >= 4 * denseFp.get().bytesPerEntity()),
                        SPARSE_SET.id() + ": " + num(denseFp.get().bytesPerEntity()) + " bytes/entity with dense IDs, "
                                + num(sparseFp.get().bytesPerEntity()) + " with IDs over a 64x range ("
                                + ratio(sparseFp.get().bytesPerEntity() / denseFp.get().bytesPerEntity()) + "; confirmed when >= 4x)"
                                + a.run().footprint(PAGED_SPARSE_SET, Distribution.SPARSE, n)
                                        .map(p -> "; " + PAGED_SPARSE_SET.id() + " " + num(p.bytesPerEntity())).orElse(""))
                : unmeasured(s5, "footprint of " + SPARSE_SET.id() + " at both distributions"));

        String s6 = "Grouping components in one sector speeds up multi-component systems at a cost to single-component iteration";
        OptionalDouble gJoin = ns(Workload.JOIN, SECTOR_ARRAY_GROUPED);
        OptionalDouble uJoin = ns(Workload.JOIN, SECTOR_ARRAY);
        OptionalDouble gIter = ns(Workload.ITERATE, SECTOR_ARRAY_GROUPED);
        OptionalDouble uIter = ns(Workload.ITERATE, SECTOR_ARRAY);
        v.add(gJoin.isPresent() && uJoin.isPresent() && gIter.isPresent() && uIter.isPresent()
                ? new Verdict(s6, yes(gJoin.getAsDouble() < uJoin.getAsDouble() && gIter.getAsDouble() > uIter.getAsDouble()),
                        "join" + at + ": grouped " + num(gJoin.getAsDouble()) + " vs ungrouped " + num(uJoin.getAsDouble())
                                + " ns/entity (" + ratio(uJoin.getAsDouble() / gJoin.getAsDouble()) + " faster grouped); iterate: grouped "
                                + num(gIter.getAsDouble()) + " vs ungrouped " + num(uIter.getAsDouble()) + " ns/element ("
                                + ratio(gIter.getAsDouble() / uIter.getAsDouble()) + " the cost)")
                : unmeasured(s6, "join and iterate of both sector arrays"));
        return v;
    }

    /** The project's design targets, as bars: met or not, with the numbers. */
    List<Verdict> targets() {
        List<Verdict> t = new ArrayList<>();
        String at = " at " + Format.count(n);
        String raw = "a raw primitive-array loop";
        target(t, PACKED_SPARSE_SET.id() + " iteration within 1.2x of " + raw + at,
                ns(Workload.ITERATE, PACKED_SPARSE_SET), a.rawNs(Workload.ITERATE, n), 1.2);
        target(t, SPARSE_SET.id() + " lookup within 1.5x of " + DIRECT_ARRAY.id() + at,
                ns(Workload.LOOKUP, SPARSE_SET), ns(Workload.LOOKUP, DIRECT_ARRAY), 1.5);
        target(t, PACKED_SPARSE_SET.id() + " lookup within 1.5x of " + DIRECT_ARRAY.id() + at,
                ns(Workload.LOOKUP, PACKED_SPARSE_SET), ns(Workload.LOOKUP, DIRECT_ARRAY), 1.5);
        target(t, SECTOR_ARRAY_GROUPED.id() + " join within 1.3x of " + raw + at,
                ns(Workload.JOIN, SECTOR_ARRAY_GROUPED), a.rawNs(Workload.JOIN, n), 1.3);
        var fastestMapJoin = best(MAPS, c -> ns(Workload.JOIN, c));
        fastestMapJoin.ifPresent(m -> {
            OptionalDouble g = ns(Workload.JOIN, SECTOR_ARRAY_GROUPED);
            if (g.isPresent()) {
                double r = m.getValue() / g.getAsDouble();
                t.add(new Verdict(SECTOR_ARRAY_GROUPED.id() + " join at least 3x faster than every map" + at, r >= 3 ? "MET" : "NOT MET",
                        "fastest map " + m.getKey().id() + " " + num(m.getValue()) + " ns vs " + num(g.getAsDouble()) + " ns: " + ratio(r)));
            }
        });
        target(t, SECTOR_ARRAY.id() + " iteration within 1.3x of " + PACKED_SPARSE_SET.id() + at,
                ns(Workload.ITERATE, SECTOR_ARRAY), ns(Workload.ITERATE, PACKED_SPARSE_SET), 1.3);
        a.run().footprint(PACKED_SPARSE_SET, Distribution.DENSE, 1_000_000).ifPresent(f -> t.add(new Verdict(
                PACKED_SPARSE_SET.id() + " at most 20 bytes per entity at 1M dense IDs (JOL)", f.bytesPerEntity() <= 20 ? "MET" : "NOT MET",
                num(f.bytesPerEntity()) + " bytes/entity")));
        return t;
    }

    private static void target(List<Verdict> t, String what, OptionalDouble subject, OptionalDouble reference, double bound) {
        if (subject.isEmpty() || reference.isEmpty()) {
            t.add(new Verdict(what, "NOT MEASURED", "missing from this run"));
            return;
        }
        double r = subject.getAsDouble() / reference.getAsDouble();
        t.add(new Verdict(what, r <= bound ? "MET" : "NOT MET",
                num(subject.getAsDouble()) + " vs " + num(reference.getAsDouble()) + " ns/element: " + ratio(r)));
    }
}

package io.componentbench.report;

import static io.componentbench.report.Format.num;
import static io.componentbench.report.Format.ratio;

import io.componentbench.workload.Workload;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.function.Function;

/**
 * Sentences generated from the numbers: the decision guide, the check of each claim from the seed
 * articles (DESIGN.md section 1) and the design targets from the issues. Nothing here is a
 * conclusion written by hand: each sentence is a template filled with measured values, and a
 * claim with missing data says so instead of guessing.
 */
final class Findings {
    private static final List<String> HASH_MAPS = List.of("hash-map", "fastutil-open-hash", "eclipse-hash", "koloboke-hash");
    private static final List<String> MAPS = List.of("hash-map", "tree-map", "fastutil-open-hash", "fastutil-rb-tree", "eclipse-hash", "koloboke-hash");

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

    private OptionalDouble ns(Workload w, String c) {
        return a.ns(w, n, c);
    }

    private OptionalDouble ns(Workload w, String key, String value, String c) {
        return a.ns(w, Analysis.with(a.canonicalVariant(w), key, value), n, c);
    }

    /** The contender with the lowest value of {@code f} among {@code names}, if any was measured. */
    private Optional<Map.Entry<String, Double>> best(List<String> names, Function<String, OptionalDouble> f) {
        return names.stream().filter(c -> f.apply(c).isPresent()).map(c -> Map.entry(c, f.apply(c).getAsDouble()))
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
        var sparse = a.footprintAtLargest("sparse");
        if (!sparse.isEmpty()) {
            var least = sparse.stream().min(Comparator.comparingDouble(f -> f.bytesPerEntity())).get();
            var worst = sparse.stream().max(Comparator.comparingDouble(f -> f.bytesPerEntity())).get();
            out.add("When IDs are sparse (N IDs over a 64N range, " + Format.count(least.size()) + " entities): **" + least.contender()
                    + "** needs the least memory, " + num(least.bytesPerEntity()) + " bytes/entity, against "
                    + num(worst.bytesPerEntity()) + " for " + worst.contender() + ".");
        }
        return out;
    }

    private Optional<String> pick(Workload w, String when, String at) {
        return a.group(w, a.canonicalVariant(w), n).flatMap(g -> g.winner().map(win -> {
            String vsHash = g.of(Analysis.HASH_MAP).map(h -> ", " + ratio(h.nsPerElement() / win.nsPerElement()) + " faster than hash-map").orElse("");
            String mem = a.bytesPerEntity(win.contender(), "dense", n).isPresent()
                    ? ", " + num(a.bytesPerEntity(win.contender(), "dense", n).getAsDouble()) + " bytes/entity" : "";
            String runnerUp = g.contenders().size() > 1
                    ? "; next: " + g.contenders().get(1).contender() + " (" + ratio(g.contenders().get(1).nsPerElement() / win.nsPerElement()) + ")" : "";
            return when + ": **" + win.contender() + "**, " + num(win.nsPerElement()) + " ns/element" + at + vsHash + mem + runnerUp + ".";
        }));
    }

    List<Verdict> claims() {
        List<Verdict> v = new ArrayList<>();
        String at = " at " + Format.count(n) + " entities";

        String s1 = "Sparse-set lookup is O(1) array indexing with no hashing, so it keeps up with a plain array";
        OptionalDouble ssLookup = ns(Workload.LOOKUP, "sparse-set");
        OptionalDouble daLookup = ns(Workload.LOOKUP, "direct-array");
        v.add(ssLookup.isPresent() && daLookup.isPresent()
                ? new Verdict(s1, yes(ssLookup.getAsDouble() <= 1.5 * daLookup.getAsDouble()),
                        "shuffled lookup" + at + ": sparse-set " + num(ssLookup.getAsDouble()) + " ns vs direct-array "
                                + num(daLookup.getAsDouble()) + " ns (" + ratio(ssLookup.getAsDouble() / daLookup.getAsDouble()) + "; confirmed when <= 1.5x)")
                : unmeasured(s1, "shuffled lookups of sparse-set and direct-array"));

        String s2 = "Full iteration over a sparse set is several times to an order of magnitude faster than over a hash map";
        OptionalDouble hmIter = ns(Workload.ITERATE, "hash-map");
        var setIter = best(List.of("sparse-set", "packed-sparse-set"), c -> ns(Workload.ITERATE, c));
        v.add(hmIter.isPresent() && setIter.isPresent()
                ? new Verdict(s2, yes(hmIter.getAsDouble() / setIter.get().getValue() >= 3),
                        "iterate" + at + ": hash-map " + num(hmIter.getAsDouble()) + " ns/element, " + setIter.get().getKey() + " "
                                + num(setIter.get().getValue()) + " (" + ratio(hmIter.getAsDouble() / setIter.get().getValue())
                                + "; sparse-set " + ratio(hmIter.getAsDouble() / ns(Workload.ITERATE, "sparse-set").orElse(Double.NaN))
                                + "; confirmed when >= 3x)")
                : unmeasured(s2, "iteration of hash-map and a sparse set"));

        String s3 = "A single insert or lookup in a sparse set may be no faster than in a good hash map";
        var bestHashLookup = best(HASH_MAPS, c -> ns(Workload.LOOKUP, c));
        var bestHashInsert = best(HASH_MAPS, c -> ns(Workload.INSERT, c));
        OptionalDouble ssInsert = ns(Workload.INSERT, "sparse-set");
        if (bestHashLookup.isPresent() && bestHashInsert.isPresent() && ssLookup.isPresent() && ssInsert.isPresent()) {
            double lookupGain = bestHashLookup.get().getValue() / ssLookup.getAsDouble();
            double insertGain = bestHashInsert.get().getValue() / ssInsert.getAsDouble();
            v.add(new Verdict(s3, yes(Math.min(lookupGain, insertGain) <= 1.2),
                    "sparse-set's speed-up over the fastest hash map" + at + ": lookup " + ratio(lookupGain) + " (vs "
                            + bestHashLookup.get().getKey() + "), insert " + ratio(insertGain) + " (vs " + bestHashInsert.get().getKey() + ")"
                            + " (confirmed when either advantage is <= 1.2x)"));
        } else {
            v.add(unmeasured(s3, "insert and lookup of sparse-set and the hash maps"));
        }

        String s4 = "Swap-back removal is O(1) (per-remove cost does not grow with N) but changes iteration order";
        var small = a.sizes().first();
        OptionalDouble rmSmall = a.ns(Workload.REMOVE, small, "sparse-set");
        OptionalDouble rmLarge = a.ns(Workload.REMOVE, n, "sparse-set");
        OptionalDouble tmLarge = a.ns(Workload.REMOVE, n, "tree-map");
        v.add(rmSmall.isPresent() && rmLarge.isPresent() && small != n
                ? new Verdict(s4, yes(rmLarge.getAsDouble() < (tmLarge.isPresent() ? tmLarge.getAsDouble() : Double.MAX_VALUE)),
                        "sparse-set remove: " + num(rmSmall.getAsDouble()) + " ns at " + Format.count(small) + ", " + num(rmLarge.getAsDouble())
                                + " ns at " + Format.count(n) + " (growth there is cache misses, not work)"
                                + (tmLarge.isPresent() ? "; tree-map (O(log N)) " + num(tmLarge.getAsDouble()) + " ns at " + Format.count(n) : "")
                                + "; the order change is asserted by ContainerErrorTest.swapBackRemovalMovesTheLastAndClearsTheVacatedSlot")
                : unmeasured(s4, "removal at two sizes"));

        String s5 = "The sparse array costs memory proportional to the highest entity ID (sparse IDs hurt it)";
        var denseFp = a.run().footprint("sparse-set", "dense", n);
        var sparseFp = a.run().footprint("sparse-set", "sparse", n);
        v.add(denseFp.isPresent() && sparseFp.isPresent()
                ? new Verdict(s5, yes(sparseFp.get().bytesPerEntity() >= 4 * denseFp.get().bytesPerEntity()),
                        "sparse-set: " + num(denseFp.get().bytesPerEntity()) + " bytes/entity with dense IDs, "
                                + num(sparseFp.get().bytesPerEntity()) + " with IDs over a 64x range ("
                                + ratio(sparseFp.get().bytesPerEntity() / denseFp.get().bytesPerEntity()) + "; confirmed when >= 4x)"
                                + a.run().footprint("paged-sparse-set", "sparse", n).map(p -> "; paged-sparse-set " + num(p.bytesPerEntity())).orElse(""))
                : unmeasured(s5, "footprint of sparse-set at both distributions"));

        String s6 = "Grouping components in one sector speeds up multi-component systems at a cost to single-component iteration";
        OptionalDouble gJoin = ns(Workload.JOIN, "sector-array-grouped");
        OptionalDouble uJoin = ns(Workload.JOIN, "sector-array");
        OptionalDouble gIter = ns(Workload.ITERATE, "sector-array-grouped");
        OptionalDouble uIter = ns(Workload.ITERATE, "sector-array");
        v.add(gJoin.isPresent() && uJoin.isPresent() && gIter.isPresent() && uIter.isPresent()
                ? new Verdict(s6, yes(gJoin.getAsDouble() < uJoin.getAsDouble() && gIter.getAsDouble() > uIter.getAsDouble()),
                        "join" + at + ": grouped " + num(gJoin.getAsDouble()) + " vs ungrouped " + num(uJoin.getAsDouble())
                                + " ns/entity (" + ratio(uJoin.getAsDouble() / gJoin.getAsDouble()) + " faster grouped); iterate: grouped "
                                + num(gIter.getAsDouble()) + " vs ungrouped " + num(uIter.getAsDouble()) + " ns/element ("
                                + ratio(gIter.getAsDouble() / uIter.getAsDouble()) + " the cost)")
                : unmeasured(s6, "join and iterate of both sector arrays"));
        return v;
    }

    /** The design targets of the issues, as bars: met or not, with the numbers. */
    List<Verdict> targets() {
        List<Verdict> t = new ArrayList<>();
        String at = " at " + Format.count(n);
        target(t, "packed-sparse-set iteration within 1.2x of a raw primitive-array loop" + at,
                ns(Workload.ITERATE, "packed-sparse-set"), ns(Workload.ITERATE, "raw-array"), 1.2);
        target(t, "sparse-set lookup within 1.5x of direct-array" + at,
                ns(Workload.LOOKUP, "sparse-set"), ns(Workload.LOOKUP, "direct-array"), 1.5);
        target(t, "packed-sparse-set lookup within 1.5x of direct-array" + at,
                ns(Workload.LOOKUP, "packed-sparse-set"), ns(Workload.LOOKUP, "direct-array"), 1.5);
        target(t, "sector-array-grouped join within 1.3x of a raw primitive-array loop" + at,
                ns(Workload.JOIN, "sector-array-grouped"), ns(Workload.JOIN, "raw-array"), 1.3);
        var fastestMapJoin = best(MAPS, c -> ns(Workload.JOIN, c));
        fastestMapJoin.ifPresent(m -> {
            OptionalDouble g = ns(Workload.JOIN, "sector-array-grouped");
            if (g.isPresent()) {
                double r = m.getValue() / g.getAsDouble();
                t.add(new Verdict("sector-array-grouped join at least 3x faster than every map" + at, r >= 3 ? "MET" : "NOT MET",
                        "fastest map " + m.getKey() + " " + num(m.getValue()) + " ns vs " + num(g.getAsDouble()) + " ns: " + ratio(r)));
            }
        });
        target(t, "sector-array iteration within 1.3x of packed-sparse-set" + at,
                ns(Workload.ITERATE, "sector-array"), ns(Workload.ITERATE, "packed-sparse-set"), 1.3);
        a.run().footprint("packed-sparse-set", "dense", 1_000_000).ifPresent(f -> t.add(new Verdict(
                "packed-sparse-set at most 20 bytes per entity at 1M dense IDs (JOL)", f.bytesPerEntity() <= 20 ? "MET" : "NOT MET",
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

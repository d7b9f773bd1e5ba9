package io.componentbench.report.analysis;

import static io.componentbench.contender.ContenderKind.DENSE_HASH_MAP;
import static io.componentbench.contender.ContenderKind.DIRECT_ARRAY;
import static io.componentbench.contender.ContenderKind.PACKED_SPARSE_SET;
import static io.componentbench.contender.ContenderKind.PAGED_SPARSE_SET;
import static io.componentbench.contender.ContenderKind.SECTOR_ARRAY;
import static io.componentbench.contender.ContenderKind.SECTOR_ARRAY_GROUPED;
import static io.componentbench.contender.ContenderKind.SECTOR_ARRAY_OFFHEAP;
import static io.componentbench.contender.ContenderKind.SPARSE_SET;
import static io.componentbench.contender.ContenderKind.TREE_MAP;
import static io.componentbench.report.analysis.Format.num;

import io.componentbench.contender.ContenderKind;
import io.componentbench.contender.Family;
import io.componentbench.contender.Storage;
import io.componentbench.results.FootprintEntry;
import io.componentbench.results.Result;
import io.componentbench.stats.Outcome;
import io.componentbench.stats.Ranking;
import io.componentbench.stats.Ratio;
import io.componentbench.stats.Requirement;
import io.componentbench.workload.Distribution;
import io.componentbench.workload.Workload;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * Sentences generated from the numbers: the decision guide, the check of each claim made for these
 * structures by the articles the project grew from (sparse sets as C#'s struct arrays and EnTT use
 * them, the ECSS sector array), the project's design targets, and what a newer JVM buys. Nothing
 * here is a conclusion written by hand: each sentence is a template filled with measured values,
 * and a claim with missing data says so instead of guessing. Contenders are chosen by
 * {@link ContenderKind} constant or by {@link Family}, so a new hash map joins the hash-map claims
 * by being registered as one.
 * <p>
 * Every verdict is taken on a ratio's interval ({@link Requirement}): HOLDS/MET or REFUTED/MISSED
 * only when the whole interval lies on one side of the threshold, INCONCLUSIVE otherwise. Each
 * workload is judged at the largest size measured for the whole field ({@link Analysis#judgedSize}), in every
 * container state measured there, and the evidence names both.
 */
public final class Findings {
    /** The hashed maps, registry order: the "good hash map" a sparse set is held against. */
    private static final List<ContenderKind> HASH_MAPS = ContenderKind.all().stream().filter(k -> k.family().hashed()).toList();
    /** Every general-purpose map, hashed or ordered. */
    private static final List<ContenderKind> MAPS = ContenderKind.all().stream().filter(k -> k.family().map()).toList();
    /** The stock maps, hashed or ordered (not this suite's dense hash map). */
    private static final List<ContenderKind> STOCK_MAPS = ContenderKind.all().stream()
            .filter(k -> k.family() == Family.HASH_MAP || k.family() == Family.TREE_MAP).toList();
    /** The stock hash maps that probe their own table (every one but the JDK's chained {@code HashMap}). */
    private static final List<ContenderKind> OPEN_ADDRESSING_MAPS = STOCK_MAPS.stream()
            .filter(k -> k.family() == Family.HASH_MAP && k != ContenderKind.HASH_MAP).toList();
    /** The stock maps holding a component object per entity. */
    private static final List<ContenderKind> OBJECT_MAPS = STOCK_MAPS.stream().filter(k -> k.storage() == Storage.OBJECTS).toList();
    /** Verdict of a claim or target this run has no data for. */
    static final String NOT_MEASURED = "NOT MEASURED";

    private final Analysis a;

    public Findings(Analysis analysis) {
        this.a = analysis;
    }

    /** One verdict: the statement, HOLDS/REFUTED/INCONCLUSIVE (claims) or MET/MISSED/INCONCLUSIVE (targets) or NOT MEASURED, and the numbers behind it. */
    public record Finding(String statement, String verdict, String evidence) {}

    /** What is compared in a group: a contender, the fastest of several, or the raw-array reference. */
    private record Side(String name, Function<Analysis.Group, Optional<Result>> pick) {
        static Side of(ContenderKind c) {
            return new Side(c.id(), g -> g.of(c));
        }

        static Side raw() {
            return new Side(Result.RAW_ARRAY, Analysis.Group::raw);
        }

        /** The one of {@code kinds} with the lowest central value in the group (named in the evidence). */
        static Side fastestOf(String name, List<ContenderKind> kinds) {
            return new Side(name, g -> kinds.stream().flatMap(k -> g.of(k).stream()).min(Comparator.comparingDouble(r -> g.estimate(r).center())));
        }
    }

    /** One ratio in one state of one group: what it compares and how it turned out. */
    private record Comparison(Analysis.Group group, Result numerator, Result denominator, Ratio ratio) {
        String state() {
            return Analysis.stateName(group);
        }

        String describe(Requirement req, boolean claim) {
            String s = state();
            return (s.isEmpty() ? "" : s + ": ") + numerator.contenderId() + " " + group.estimate(numerator).describe() + " vs "
                    + denominator.contenderId() + " " + group.estimate(denominator).describe() + " ns/element, " + req.explain(ratio, claim);
        }
    }

    /** {@code num / den} in each state of a workload's canonical scenario at its judged size, where both were measured. */
    private List<Comparison> compare(Workload w, Side num, Side den) {
        List<Comparison> out = new ArrayList<>();
        for (Analysis.Group g : a.judgedStates(w)) {
            Optional<Result> x = num.pick().apply(g);
            Optional<Result> y = den.pick().apply(g);
            if (x.isPresent() && y.isPresent() && x.get() != y.get()) {
                out.add(new Comparison(g, x.get(), y.get(), g.ratio(x.get(), y.get())));
            }
        }
        return out;
    }

    private String at(Workload w) {
        OptionalInt n = a.judgedSize(w);
        return n.isPresent() ? Format.count(n.getAsInt()) : "its largest size";
    }

    /** Every outcome MET: MET; any MISSED: MISSED; otherwise INCONCLUSIVE. */
    static Outcome all(List<Outcome> outcomes) {
        if (outcomes.contains(Outcome.MISSED)) return Outcome.MISSED;
        return outcomes.stream().allMatch(o -> o == Outcome.MET) ? Outcome.MET : Outcome.INCONCLUSIVE;
    }

    /** Any outcome MET: MET; every one MISSED: MISSED; otherwise INCONCLUSIVE. */
    static Outcome any(List<Outcome> outcomes) {
        if (outcomes.contains(Outcome.MET)) return Outcome.MET;
        return !outcomes.isEmpty() && outcomes.stream().allMatch(o -> o == Outcome.MISSED) ? Outcome.MISSED : Outcome.INCONCLUSIVE;
    }

    private static String word(Outcome o, boolean claim) {
        return claim ? o.asClaim() : o.asTarget();
    }

    /**
     * The verdict over the states of one comparison: one word when every state agrees, else the word
     * of each state (e.g. {@code HOLDS fresh, INCONCLUSIVE churned}).
     */
    private static String verdictOverStates(List<Comparison> cs, Requirement req, boolean claim) {
        List<Outcome> outcomes = cs.stream().map(c -> req.judge(c.ratio())).toList();
        if (outcomes.stream().distinct().count() == 1) return word(outcomes.get(0), claim);
        List<String> parts = new ArrayList<>();
        for (int i = 0; i < cs.size(); i++) parts.add(word(outcomes.get(i), claim) + " " + cs.get(i).state());
        return String.join(", ", parts);
    }

    /** A verdict on one comparison in every state measured. */
    private Finding judge(String statement, Workload w, Side num, Side den, Requirement req, boolean claim) {
        List<Comparison> cs = compare(w, num, den);
        if (cs.isEmpty()) return unmeasured(statement, w.id() + " of " + num.name() + " and " + den.name());
        return new Finding(statement, verdictOverStates(cs, req, claim), "at " + at(w) + ", "
                + cs.stream().map(c -> c.describe(req, claim)).collect(Collectors.joining("; ")) + span(cs, ""));
    }

    /**
     * A verdict that {@code subject} stands in the required relation to each of {@code others} in
     * every state: MET only when every comparison is, MISSED when any is; the evidence names the
     * closest (or the failing) comparisons. The ratio is the subject's time over each other's, or,
     * with {@code othersOverSubject}, each other's over the subject's ("at least 3x faster").
     */
    private Finding judgeAgainstEach(String statement, Workload w, ContenderKind subject, List<ContenderKind> others, Requirement req,
                                     boolean othersOverSubject) {
        List<Comparison> cs = new ArrayList<>();
        for (ContenderKind o : others) {
            if (o != subject) cs.addAll(othersOverSubject ? compare(w, Side.of(o), Side.of(subject)) : compare(w, Side.of(subject), Side.of(o)));
        }
        if (cs.isEmpty()) return unmeasured(statement, w.id() + " of " + subject.id() + " and the maps");
        Outcome verdict = all(cs.stream().map(c -> req.judge(c.ratio())).toList());
        List<Comparison> shown = verdict == Outcome.MET
                ? cs.stream().max(Comparator.comparingDouble(c -> req.side() == Requirement.Direction.AT_MOST ? c.ratio().upper() : -c.ratio().lower())).stream().toList()
                : cs.stream().filter(c -> req.judge(c.ratio()) != Outcome.MET).toList();
        long maps = cs.stream().map(c -> (othersOverSubject ? c.numerator() : c.denominator()).contenderId()).distinct().count();
        return new Finding(statement, word(verdict, false), "at " + at(w) + ", " + cs.size() + " comparison(s) with " + maps + " map(s); "
                + (verdict == Outcome.MET ? "the closest: " : "not met: ")
                + shown.stream().map(c -> c.describe(req, false)).collect(Collectors.joining("; ")));
    }

    private static Finding unmeasured(String statement, String what) {
        return new Finding(statement, NOT_MEASURED, "this run has no " + what);
    }

    /**
     * The ratio's centers over the states, e.g. {@code ; 16-32x over the states (churned-fresh)}: the
     * smallest and largest center, each state named in that order; empty with a single state.
     */
    private static String span(List<Comparison> cs, String what) {
        if (cs.size() < 2) return "";
        List<Map.Entry<String, Double>> byState = cs.stream().map(c -> Map.entry(c.state(), c.ratio().center())).toList();
        return "; " + range(byState) + what + " over the states" + states(byState);
    }

    /** {@code 16-32x}: the smallest and the largest value; {@code 23.9x} for one. */
    static String range(List<Map.Entry<String, Double>> byState) {
        List<Map.Entry<String, Double>> sorted = sorted(byState);
        double lo = sorted.get(0).getValue();
        double hi = sorted.get(sorted.size() - 1).getValue();
        return sorted.size() == 1 ? num(lo) + "x" : num(lo) + "-" + num(hi) + "x";
    }

    /** {@code  (churned-fresh)}: the states of the smallest and the largest value, in that order; empty for one state or none. */
    static String states(List<Map.Entry<String, Double>> byState) {
        List<Map.Entry<String, Double>> sorted = sorted(byState);
        if (sorted.size() < 2) return sorted.isEmpty() || sorted.get(0).getKey().isEmpty() ? "" : " (" + sorted.get(0).getKey() + ")";
        return " (" + sorted.get(0).getKey() + "-" + sorted.get(sorted.size() - 1).getKey() + ")";
    }

    private static List<Map.Entry<String, Double>> sorted(List<Map.Entry<String, Double>> byState) {
        List<Map.Entry<String, Double>> sorted = new ArrayList<>(byState);
        sorted.sort(Map.Entry.comparingByValue());
        return sorted;
    }

    // ---- the decision guide ----

    public List<String> guide() {
        List<String> out = new ArrayList<>();
        pick(Workload.ITERATE, "When iteration dominates (every system pass)").ifPresent(out::add);
        pick(Workload.JOIN, "When systems join two components (Position+Velocity)").ifPresent(out::add);
        pick(Workload.LOOKUP, "When random lookups by ID dominate").ifPresent(out::add);
        pick(Workload.CHURN, "When entities come and go every frame").ifPresent(out::add);
        pick(Workload.INSERT, "When bulk insertion dominates").ifPresent(out::add);
        pick(Workload.REMOVE, "When removals dominate").ifPresent(out::add);
        pick(Workload.RESPAWN, "When removed entities come back (the removal's deferred costs paid)").ifPresent(out::add);
        // sparse IDs: the smallest footprint
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

    /**
     * The guide's line for a workload at its judged size: in each state, the best contender and
     * those tied with it, with its time and interval; how much faster than {@link Analysis#USUAL_MAP}
     * over the states; its memory.
     */
    private Optional<String> pick(Workload w, String when) {
        List<Analysis.Group> states = a.judgedStates(w).stream().filter(g -> g.ranking().isPresent()).toList();
        if (states.isEmpty()) return Optional.empty();
        int n = states.get(0).size();
        List<String> leaders = new ArrayList<>();
        List<Map.Entry<String, Double>> vsUsual = new ArrayList<>();
        for (Analysis.Group g : states) {
            Ranking<Result> r = g.ranking().orElseThrow();
            String state = Analysis.stateName(g);
            leaders.add((state.isEmpty() ? "" : state + " ") + "**" + r.best().contenderId() + "** (" + g.estimate(r.best()).describe()
                    + " ns/element)" + (r.isTie() ? ", tied with " + names(r.tied()) : ""));
            // the paired ratio the tie was decided on (within a side-by-side cell), and only when it separates the two:
            // a usual map tied with the best is named among the tied, not "faster than"
            g.of(Analysis.USUAL_MAP).filter(u -> u != r.best()).map(u -> g.ratio(u, r.best())).filter(q -> q.known() && !q.contains(1))
                    .ifPresent(q -> vsUsual.add(Map.entry(state, q.center())));
        }
        String usual = vsUsual.size() == states.size() ? "; " + range(vsUsual) + " faster than " + Analysis.USUAL_MAP.id() + states(vsUsual) : "";
        ContenderKind best = states.get(0).ranking().orElseThrow().best().contender().orElseThrow();
        String mem = a.bytesPerEntity(best, Distribution.DENSE, n).isPresent()
                ? "; " + best.id() + " " + num(a.bytesPerEntity(best, Distribution.DENSE, n).getAsDouble()) + " bytes/entity" : "";
        return Optional.of(when + ", at " + Format.count(n) + " entities: " + String.join("; ", leaders) + usual + mem + ".");
    }

    // ---- the claims of the seed articles ----

    public List<Finding> claims() {
        List<Finding> v = new ArrayList<>();
        ContenderKind usual = Analysis.USUAL_MAP;

        v.add(judge("Sparse-set lookup is O(1) array indexing with no hashing, so it keeps up with a plain array (within 1.5x)",
                Workload.LOOKUP, Side.of(SPARSE_SET), Side.of(DIRECT_ARRAY), Requirement.atMost(1.5), true));

        v.add(judge("Full iteration over a sparse set is several times (at least 3x) to an order of magnitude faster than over a hash map",
                Workload.ITERATE, Side.of(usual), Side.fastestOf("the fastest sparse set", List.of(SPARSE_SET, PACKED_SPARSE_SET)),
                Requirement.atLeast(3), true));

        String s3 = "A single insert or lookup in a sparse set may be no faster than in a good hash map (either advantage at most 1.2x)";
        Requirement small = Requirement.atMost(1.2);
        List<Comparison> lookups = compare(Workload.LOOKUP, Side.fastestOf("the fastest hash map", HASH_MAPS), Side.of(SPARSE_SET));
        List<Comparison> inserts = compare(Workload.INSERT, Side.fastestOf("the fastest hash map", HASH_MAPS), Side.of(SPARSE_SET));
        if (lookups.isEmpty() || inserts.isEmpty()) {
            v.add(unmeasured(s3, "insert and lookup of " + SPARSE_SET.id() + " and the hash maps"));
        } else {
            List<Outcome> outcomes = new ArrayList<>();
            lookups.forEach(c -> outcomes.add(small.judge(c.ratio())));
            inserts.forEach(c -> outcomes.add(small.judge(c.ratio())));
            v.add(new Finding(s3, word(any(outcomes), true), "the fastest hash map's time over " + SPARSE_SET.id() + "'s; lookup at "
                    + at(Workload.LOOKUP) + ", " + lookups.stream().map(c -> c.describe(small, true)).collect(Collectors.joining("; "))
                    + "; insert at " + at(Workload.INSERT) + ", " + inserts.stream().map(c -> c.describe(small, true)).collect(Collectors.joining("; "))));
        }

        v.add(removalGrowth());

        String s5 = "The sparse array costs memory proportional to the highest entity ID (sparse IDs cost at least 4x the bytes per entity)";
        int fpSize = a.footprintAtLargest(Distribution.SPARSE).stream().mapToInt(FootprintEntry::size).max().orElse(-1);
        var denseFp = a.run().footprint(SPARSE_SET, Distribution.DENSE, fpSize);
        var sparseFp = a.run().footprint(SPARSE_SET, Distribution.SPARSE, fpSize);
        v.add(denseFp.isPresent() && sparseFp.isPresent()
                ? new Finding(s5, sparseFp.get().bytesPerEntity() >= 4 * denseFp.get().bytesPerEntity() ? "HOLDS" : "REFUTED",
                        "JOL (exact, no interval) at " + Format.count(fpSize) + ": " + SPARSE_SET.id() + " " + num(denseFp.get().bytesPerEntity())
                                + " bytes/entity with dense IDs, " + num(sparseFp.get().bytesPerEntity()) + " with IDs over a 64x range ("
                                + num(sparseFp.get().bytesPerEntity() / denseFp.get().bytesPerEntity()) + "x)"
                                + a.run().footprint(PAGED_SPARSE_SET, Distribution.SPARSE, fpSize)
                                        .map(p -> "; " + PAGED_SPARSE_SET.id() + " " + num(p.bytesPerEntity())).orElse("")
                                + a.run().footprint(DENSE_HASH_MAP, Distribution.SPARSE, fpSize)
                                        .map(p -> "; " + DENSE_HASH_MAP.id() + " " + num(p.bytesPerEntity())).orElse(""))
                : unmeasured(s5, "footprint of " + SPARSE_SET.id() + " at both distributions"));

        String s6 = "Grouping components in one sector speeds up multi-component systems at a cost to single-component iteration";
        List<Comparison> join = compare(Workload.JOIN, Side.of(SECTOR_ARRAY_GROUPED), Side.of(SECTOR_ARRAY));
        List<Comparison> iter = compare(Workload.ITERATE, Side.of(SECTOR_ARRAY_GROUPED), Side.of(SECTOR_ARRAY));
        Requirement faster = Requirement.atMost(1);
        Requirement slower = Requirement.atLeast(1);
        if (join.isEmpty() || iter.isEmpty()) {
            v.add(unmeasured(s6, "join and iterate of both sector arrays"));
        } else {
            List<Outcome> outcomes = new ArrayList<>();
            join.forEach(c -> outcomes.add(faster.judge(c.ratio())));
            iter.forEach(c -> outcomes.add(slower.judge(c.ratio())));
            v.add(new Finding(s6, word(all(outcomes), true), "grouped over ungrouped; join at " + at(Workload.JOIN) + ", "
                    + join.stream().map(c -> c.describe(faster, true)).collect(Collectors.joining("; ")) + "; iterate at " + at(Workload.ITERATE) + ", "
                    + iter.stream().map(c -> c.describe(slower, true)).collect(Collectors.joining("; "))));
        }
        v.add(offHeap());
        return v;
    }

    /**
     * Issue 28's claim for ECSS's raw memory blocks on the JVM: the sector array in native memory
     * ({@code sector-array-offheap}, JDK 22+) against the same design on the heap, faster for iterate
     * and join (off-heap time over heap time below 1 in every state), with the price it pays or saves
     * on insert and remove given beside it. On a run whose JVM cannot run it, NOT MEASURED says why.
     */
    private Finding offHeap() {
        String statement = "Native memory (an `Arena`'s `MemorySegment`s, JDK 22+) makes the sector array faster than Java arrays for iterate "
                + "and join (and what it costs on insert and remove)";
        Side off = Side.of(SECTOR_ARRAY_OFFHEAP);
        Side heap = Side.of(SECTOR_ARRAY);
        List<Comparison> iter = compare(Workload.ITERATE, off, heap);
        List<Comparison> join = compare(Workload.JOIN, off, heap);
        if (iter.isEmpty() || join.isEmpty()) {
            String why = Optional.ofNullable(a.notRunnable().get(SECTOR_ARRAY_OFFHEAP)).map(w -> " (" + w + ")").orElse("");
            return unmeasured(statement, "iterate and join of " + SECTOR_ARRAY_OFFHEAP.id() + " and " + SECTOR_ARRAY.id() + why);
        }
        Requirement faster = Requirement.atMost(1);
        List<Outcome> outcomes = new ArrayList<>();
        iter.forEach(c -> outcomes.add(faster.judge(c.ratio())));
        join.forEach(c -> outcomes.add(faster.judge(c.ratio())));
        List<String> costs = new ArrayList<>();
        for (Workload w : List.of(Workload.INSERT, Workload.REMOVE)) {
            List<Comparison> cs = compare(w, off, heap);
            costs.add(cs.isEmpty() ? w.id() + " not measured"
                    : w.id() + " at " + at(w) + " " + cs.stream().map(c -> (c.state().isEmpty() ? "" : c.state() + " ") + c.ratio().describe())
                            .collect(Collectors.joining(", ")));
        }
        return new Finding(statement, word(all(outcomes), true), "off-heap over heap; iterate at " + at(Workload.ITERATE) + ", "
                + iter.stream().map(c -> c.describe(faster, true)).collect(Collectors.joining("; ")) + "; join at " + at(Workload.JOIN) + ", "
                + join.stream().map(c -> c.describe(faster, true)).collect(Collectors.joining("; ")) + "; the cost: "
                + String.join("; ", costs));
    }

    /**
     * Swap-back removal is O(1): from the smallest to the largest size measured, the sparse set's
     * time per remove grows no more than the O(log N) tree map's (the ratio of the two growths at most 1).
     */
    private Finding removalGrowth() {
        String statement = "Swap-back removal is O(1) (per-remove cost grows with N no more than an O(log N) tree's) but changes iteration order";
        List<Analysis.Group> gs = a.canonicalGroups(Workload.REMOVE);
        if (gs.size() < 2) return unmeasured(statement, "removal at two sizes");
        Analysis.Group small = gs.get(0);
        Analysis.Group large = gs.get(gs.size() - 1);
        Optional<Result> ss = small.of(SPARSE_SET);
        Optional<Result> sl = large.of(SPARSE_SET);
        Optional<Result> ts = small.of(TREE_MAP);
        Optional<Result> tl = large.of(TREE_MAP);
        if (ss.isEmpty() || sl.isEmpty() || ts.isEmpty() || tl.isEmpty()) return unmeasured(statement, "removal of " + SPARSE_SET.id() + " and " + TREE_MAP.id() + " at two sizes");
        Ratio setGrowth = Analysis.ratio(large.estimate(sl.get()), small.estimate(ss.get()));
        Ratio treeGrowth = Analysis.ratio(large.estimate(tl.get()), small.estimate(ts.get()));
        Ratio r = Analysis.ratio(setGrowth, treeGrowth);
        Requirement req = Requirement.atMost(1);
        String state = Analysis.stateName(small);
        String sizes = Format.count(small.size()) + " to " + Format.count(large.size()) + (state.isEmpty() ? "" : " (" + state + ")");
        return new Finding(statement, word(req.judge(r), true), "per-remove time from " + sizes + ": " + SPARSE_SET.id() + " grows "
                + setGrowth.describe() + ", " + TREE_MAP.id() + " " + treeGrowth.describe() + "; growth over growth " + req.explain(r, true)
                + "; the order change is asserted by ContainerErrorTest.swapBackRemovalMovesTheLastAndClearsTheVacatedSlot");
    }

    // ---- the design targets ----

    /** The project's design targets: MET, MISSED or INCONCLUSIVE on their ratio's interval, with the numbers. */
    public List<Finding> targets() {
        List<Finding> t = new ArrayList<>();
        String raw = "a raw primitive-array loop";
        t.add(judge(PACKED_SPARSE_SET.id() + " iteration within 1.2x of " + raw + " at " + at(Workload.ITERATE),
                Workload.ITERATE, Side.of(PACKED_SPARSE_SET), Side.raw(), Requirement.atMost(1.2), false));
        t.add(judge(SPARSE_SET.id() + " lookup within 1.6x of " + DIRECT_ARRAY.id() + " at " + at(Workload.LOOKUP),
                Workload.LOOKUP, Side.of(SPARSE_SET), Side.of(DIRECT_ARRAY), Requirement.atMost(1.6), false));
        t.add(judge(PACKED_SPARSE_SET.id() + " lookup within 1.5x of " + DIRECT_ARRAY.id() + " at " + at(Workload.LOOKUP),
                Workload.LOOKUP, Side.of(PACKED_SPARSE_SET), Side.of(DIRECT_ARRAY), Requirement.atMost(1.5), false));
        t.add(judge(SECTOR_ARRAY_GROUPED.id() + " join within 2.0x of " + raw + " at " + at(Workload.JOIN),
                Workload.JOIN, Side.of(SECTOR_ARRAY_GROUPED), Side.raw(), Requirement.atMost(2.0), false));
        t.add(judgeAgainstEach(SECTOR_ARRAY_GROUPED.id() + " join at least 3x faster than every map at " + at(Workload.JOIN),
                Workload.JOIN, SECTOR_ARRAY_GROUPED, MAPS, Requirement.atLeast(3), true));
        t.add(judge(SECTOR_ARRAY.id() + " iteration within 1.3x of " + PACKED_SPARSE_SET.id() + " at " + at(Workload.ITERATE),
                Workload.ITERATE, Side.of(SECTOR_ARRAY), Side.of(PACKED_SPARSE_SET), Requirement.atMost(1.3), false));
        t.add(footprint(PACKED_SPARSE_SET, List.of(Distribution.DENSE), 20));
        // the dense hash map (entt::dense_map design)
        t.add(judge(DENSE_HASH_MAP.id() + " iteration within 1.2x of " + PACKED_SPARSE_SET.id() + " at " + at(Workload.ITERATE),
                Workload.ITERATE, Side.of(DENSE_HASH_MAP), Side.of(PACKED_SPARSE_SET), Requirement.atMost(1.2), false));
        t.add(footprint(DENSE_HASH_MAP, List.of(Distribution.DENSE, Distribution.SPARSE), 28));
        t.add(judgeAgainstEach(DENSE_HASH_MAP.id() + " shuffled lookup faster than every object-holding map at " + at(Workload.LOOKUP),
                Workload.LOOKUP, DENSE_HASH_MAP, OBJECT_MAPS, Requirement.atMost(1), false));
        t.add(judge(DENSE_HASH_MAP.id() + " shuffled lookup within 1.6x of " + PACKED_SPARSE_SET.id() + " at " + at(Workload.LOOKUP),
                Workload.LOOKUP, Side.of(DENSE_HASH_MAP), Side.of(PACKED_SPARSE_SET), Requirement.atMost(1.6), false));
        t.add(judgeAgainstEach(DENSE_HASH_MAP.id() + " respawn (removal with its deferred costs paid) no slower than the fastest "
                + "open-addressing map at " + at(Workload.RESPAWN), Workload.RESPAWN, DENSE_HASH_MAP, OPEN_ADDRESSING_MAPS, Requirement.atMost(1), false));
        return t;
    }

    /** A footprint target: at most {@code bound} bytes per entity at 1M (else the largest size measured) for each distribution; JOL's figures are exact. */
    private Finding footprint(ContenderKind c, List<Distribution> distributions, double bound) {
        String dists = distributions.stream().map(d -> d.id()).collect(Collectors.joining(" and "));
        int size = a.run().footprint().stream().filter(f -> f.contender() == c).mapToInt(FootprintEntry::size)
                .filter(s -> s == 1_000_000).findFirst()
                .orElse(a.run().footprint().stream().filter(f -> f.contender() == c).mapToInt(FootprintEntry::size).max().orElse(-1));
        String statement = c.id() + " at most " + num(bound) + " bytes per entity at " + (size > 0 ? Format.count(size) : "1M") + ", " + dists + " IDs (JOL)";
        List<String> parts = new ArrayList<>();
        boolean met = true;
        for (Distribution d : distributions) {
            var f = a.run().footprint(c, d, size);
            if (f.isEmpty()) return unmeasured(statement, "footprint of " + c.id() + " with " + d.id() + " IDs");
            met &= f.get().bytesPerEntity() <= bound;
            parts.add(d.id() + " IDs " + num(f.get().bytesPerEntity()) + " bytes/entity");
        }
        return new Finding(statement, met ? Outcome.MET.asTarget() : Outcome.MISSED.asTarget(),
                String.join(", ", parts) + " (JOL counts exactly: no interval), required at most " + num(bound));
    }

    // ---- what a newer JVM buys ----

    /**
     * One sentence per family group (object-holding containers, inline containers, frameworks): on
     * the newer JVM, how many comparisons got faster, slower or tied, the median ratio and the
     * largest change each way.
     */
    public List<String> jvmSentences() {
        List<String> out = new ArrayList<>();
        JvmComparisons.jvmRatiosByFamily(a).forEach((family, entries) -> {
            JvmComparisons.JvmComparison first = entries.get(0).getKey();
            long faster = entries.stream().filter(e -> e.getValue().verdict().equals("faster")).count();
            long slower = entries.stream().filter(e -> e.getValue().verdict().equals("slower")).count();
            long ties = entries.size() - faster - slower;
            double[] centers = entries.stream().mapToDouble(e -> e.getValue().ratio().center()).sorted().toArray();
            double median = centers.length % 2 == 1 ? centers[centers.length / 2] : (centers[centers.length / 2 - 1] + centers[centers.length / 2]) / 2;
            var best = entries.stream().filter(e -> e.getValue().verdict().equals("faster")).min(Comparator.comparingDouble(e -> e.getValue().ratio().center()));
            var worst = entries.stream().filter(e -> e.getValue().verdict().equals("slower")).max(Comparator.comparingDouble(e -> e.getValue().ratio().center()));
            StringBuilder s = new StringBuilder("**" + family.label() + "**: on " + first.newer() + " against " + first.older() + ", "
                    + faster + " of " + entries.size() + " results ran faster, " + slower + " slower and " + ties
                    + " tied (interval including 1); median time ratio " + num(median) + "x");
            best.ifPresent(e -> s.append("; the largest gain: ").append(e.getValue().contenderId()).append(" in ").append(e.getKey().title())
                    .append(", ").append(e.getValue().ratio().describe()));
            worst.ifPresent(e -> s.append("; the largest loss: ").append(e.getValue().contenderId()).append(" in ").append(e.getKey().title())
                    .append(", ").append(e.getValue().ratio().describe()));
            int half = entries.size() / 2;
            s.append(faster > half ? ". The newer JVM buys this group speed in most of what it runs."
                    : slower > half ? ". The newer JVM costs this group speed in most of what it runs."
                    : ties > half ? ". For most of this group's results the newer JVM changes nothing this run can see."
                    : ". No majority either way: the change depends on the workload.");
            out.add(s.toString());
        });
        return out;
    }

    /** Contenders' names as a list: {@code a}, {@code a and b}, {@code a, b and c}. */
    static String names(List<Result> rs) {
        List<String> n = rs.stream().map(Result::contenderId).toList();
        return n.size() == 1 ? n.get(0) : String.join(", ", n.subList(0, n.size() - 1)) + " and " + n.get(n.size() - 1);
    }
}

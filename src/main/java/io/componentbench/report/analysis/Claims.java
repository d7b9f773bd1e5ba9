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
import static io.componentbench.report.analysis.Verdicts.all;
import static io.componentbench.report.analysis.Verdicts.unmeasured;
import static io.componentbench.report.analysis.Verdicts.word;

import io.componentbench.contender.ContenderKind;
import io.componentbench.report.analysis.Verdicts.Comparison;
import io.componentbench.report.analysis.Verdicts.Side;
import io.componentbench.results.FootprintEntry;
import io.componentbench.results.Result;
import io.componentbench.stats.Outcome;
import io.componentbench.stats.Ratio;
import io.componentbench.stats.Requirement;
import io.componentbench.workload.Distribution;
import io.componentbench.workload.Workload;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * The check of each claim made for these structures by the articles the project grew from (sparse
 * sets as C#'s struct arrays and EnTT use them, the ECSS sector array), each a {@link Finding}
 * judged by {@link Verdicts} at the workload's judged size in every container state measured there.
 */
public final class Claims {
    /** The hashed maps, registry order: the "good hash map" a sparse set is held against. */
    private static final List<ContenderKind> HASH_MAPS =
            ContenderKind.all().stream().filter(k -> k.family().hashed()).toList();

    private final Analysis a;
    private final Verdicts v;

    private Claims(Analysis analysis) {
        this.a = analysis;
        this.v = new Verdicts(analysis);
    }

    /** The verdict on each claim of the seed articles, in the order the report lists them. */
    public static List<Finding> of(Analysis analysis) {
        return new Claims(analysis).claims();
    }

    private List<Finding> claims() {
        List<Finding> found = new ArrayList<>();
        ContenderKind usual = Analysis.USUAL_MAP;

        found.add(v.judge(
                "Sparse-set lookup is O(1) array indexing with no hashing, so it keeps up with a plain array (within 1.5x)",
                Workload.LOOKUP,
                Side.of(SPARSE_SET),
                Side.of(DIRECT_ARRAY),
                Requirement.atMost(1.5),
                true));

        found.add(v.judge(
                "Full iteration over a sparse set is several times (at least 3x) to an order of magnitude faster than over a hash map",
                Workload.ITERATE,
                Side.of(usual),
                Side.fastestOf("the fastest sparse set", List.of(SPARSE_SET, PACKED_SPARSE_SET)),
                Requirement.atLeast(3),
                true));

        // "may be no faster" holds for any part it is true of: each variant of lookup and insert is judged on its own,
        // not pooled
        found.add(v.judgePerPart(
                "A single insert or lookup in a sparse set may be no faster than in a good hash map (either advantage at most 1.2x)",
                List.of(Workload.LOOKUP, Workload.INSERT),
                Side.fastestOf("the fastest hash map", HASH_MAPS),
                Side.of(SPARSE_SET),
                Requirement.atMost(1.2)));

        found.add(removalGrowth());

        String s5 =
                "The sparse array costs memory proportional to the highest entity ID (sparse IDs cost at least 4x the bytes per entity)";
        int fpSize = a.footprintAtLargest(Distribution.SPARSE).stream()
                .mapToInt(FootprintEntry::size)
                .max()
                .orElse(-1);
        var denseFp = a.run().footprint(SPARSE_SET, Distribution.DENSE, fpSize);
        var sparseFp = a.run().footprint(SPARSE_SET, Distribution.SPARSE, fpSize);
        found.add(
                denseFp.isPresent() && sparseFp.isPresent()
                        ? new Finding(
                                s5,
                                sparseFp.get().bytesPerEntity()
                                                >= 4 * denseFp.get().bytesPerEntity()
                                        ? "HOLDS"
                                        : "REFUTED",
                                "JOL (exact, no interval) at " + Format.count(fpSize) + ": " + SPARSE_SET.id() + " "
                                        + num(denseFp.get().bytesPerEntity())
                                        + " bytes/entity with dense IDs, "
                                        + num(sparseFp.get().bytesPerEntity()) + " with IDs over a 64x range ("
                                        + num(sparseFp.get().bytesPerEntity()
                                                / denseFp.get().bytesPerEntity()) + "x)"
                                        + a.run()
                                                .footprint(PAGED_SPARSE_SET, Distribution.SPARSE, fpSize)
                                                .map(p -> "; " + PAGED_SPARSE_SET.id() + " " + num(p.bytesPerEntity()))
                                                .orElse("")
                                        + a.run()
                                                .footprint(DENSE_HASH_MAP, Distribution.SPARSE, fpSize)
                                                .map(p -> "; " + DENSE_HASH_MAP.id() + " " + num(p.bytesPerEntity()))
                                                .orElse(""))
                        : unmeasured(s5, "footprint of " + SPARSE_SET.id() + " at both distributions"));

        String s6 =
                "Grouping components in one sector speeds up multi-component systems at a cost to single-component iteration";
        List<Comparison> join = v.compare(Workload.JOIN, Side.of(SECTOR_ARRAY_GROUPED), Side.of(SECTOR_ARRAY));
        List<Comparison> iter = v.compare(Workload.ITERATE, Side.of(SECTOR_ARRAY_GROUPED), Side.of(SECTOR_ARRAY));
        Requirement faster = Requirement.atMost(1);
        Requirement slower = Requirement.atLeast(1);
        if (join.isEmpty() || iter.isEmpty()) {
            found.add(unmeasured(s6, "join and iterate of both sector arrays"));
        } else {
            List<Outcome> outcomes = new ArrayList<>();
            join.forEach(c -> outcomes.add(faster.judge(c.ratio())));
            iter.forEach(c -> outcomes.add(slower.judge(c.ratio())));
            found.add(new Finding(
                    s6,
                    word(all(outcomes), true),
                    "grouped over ungrouped; join at " + v.at(Workload.JOIN) + ", "
                            + join.stream().map(c -> c.describe(faster, true)).collect(Collectors.joining("; "))
                            + "; iterate at " + v.at(Workload.ITERATE) + ", "
                            + iter.stream().map(c -> c.describe(slower, true)).collect(Collectors.joining("; "))));
        }
        found.add(offHeap());
        return found;
    }

    /**
     * Issue 28's claim for ECSS's raw memory blocks on the JVM: the sector array in native memory
     * ({@code sector-array-offheap}, JDK 22+) against the same design on the heap, faster for iterate
     * and join (off-heap time over heap time below 1 in every state), with the price it pays or saves
     * on insert and remove given beside it. On a run whose JVM cannot run it, NOT MEASURED says why.
     */
    private Finding offHeap() {
        String statement =
                "Native memory (an `Arena`'s `MemorySegment`s, JDK 22+) makes the sector array faster than Java arrays for iterate "
                        + "and join (and what it costs on insert and remove)";
        Side off = Side.of(SECTOR_ARRAY_OFFHEAP);
        Side heap = Side.of(SECTOR_ARRAY);
        List<Comparison> iter = v.compare(Workload.ITERATE, off, heap);
        List<Comparison> join = v.compare(Workload.JOIN, off, heap);
        if (iter.isEmpty() || join.isEmpty()) {
            String why = Optional.ofNullable(Gaps.notRunnable(a).get(SECTOR_ARRAY_OFFHEAP))
                    .map(w -> " (" + w + ")")
                    .orElse("");
            return unmeasured(
                    statement, "iterate and join of " + SECTOR_ARRAY_OFFHEAP.id() + " and " + SECTOR_ARRAY.id() + why);
        }
        Requirement faster = Requirement.atMost(1);
        List<Outcome> outcomes = new ArrayList<>();
        iter.forEach(c -> outcomes.add(faster.judge(c.ratio())));
        join.forEach(c -> outcomes.add(faster.judge(c.ratio())));
        List<String> costs = new ArrayList<>();
        for (Workload w : List.of(Workload.INSERT, Workload.REMOVE)) {
            List<Comparison> cs = v.compare(w, off, heap);
            costs.add(
                    cs.isEmpty()
                            ? w.id() + " not measured"
                            : w.id() + " at " + v.at(w) + " "
                                    + cs.stream()
                                            .map(c -> (c.state().isEmpty() ? "" : c.state() + " ")
                                                    + c.ratio().describe())
                                            .collect(Collectors.joining(", ")));
        }
        return new Finding(
                statement,
                word(all(outcomes), true),
                "off-heap over heap; iterate at " + v.at(Workload.ITERATE) + ", "
                        + iter.stream().map(c -> c.describe(faster, true)).collect(Collectors.joining("; "))
                        + "; join at " + v.at(Workload.JOIN) + ", "
                        + join.stream().map(c -> c.describe(faster, true)).collect(Collectors.joining("; "))
                        + "; the cost: "
                        + String.join("; ", costs));
    }

    /**
     * Swap-back removal is O(1): from the smallest to the largest size measured, the sparse set's
     * time per remove grows no more than the O(log N) tree map's (the ratio of the two growths at most 1).
     */
    private Finding removalGrowth() {
        String statement =
                "Swap-back removal is O(1) (per-remove cost grows with N no more than an O(log N) tree's) but changes iteration order";
        List<Group> gs = a.canonicalGroups(Workload.REMOVE);
        if (gs.size() < 2) return unmeasured(statement, "removal at two sizes");
        Group small = gs.get(0);
        Group large = gs.get(gs.size() - 1);
        Optional<Result> ss = small.of(SPARSE_SET);
        Optional<Result> sl = large.of(SPARSE_SET);
        Optional<Result> ts = small.of(TREE_MAP);
        Optional<Result> tl = large.of(TREE_MAP);
        if (ss.isEmpty() || sl.isEmpty() || ts.isEmpty() || tl.isEmpty())
            return unmeasured(statement, "removal of " + SPARSE_SET.id() + " and " + TREE_MAP.id() + " at two sizes");
        Ratio setGrowth = Analysis.ratio(large.estimate(sl.get()), small.estimate(ss.get()));
        Ratio treeGrowth = Analysis.ratio(large.estimate(tl.get()), small.estimate(ts.get()));
        Ratio r = Analysis.ratio(setGrowth, treeGrowth);
        Requirement req = Requirement.atMost(1);
        String state = Analysis.stateName(small);
        String sizes = Format.count(small.size()) + " to " + Format.count(large.size())
                + (state.isEmpty() ? "" : " (" + state + ")");
        return new Finding(
                statement,
                word(req.judge(r), true),
                "per-remove time from " + sizes + ": " + SPARSE_SET.id() + " grows "
                        + setGrowth.describe() + ", " + TREE_MAP.id() + " " + treeGrowth.describe()
                        + "; growth over growth " + req.explain(r, true)
                        + "; the order change is asserted by ContainerErrorTest.swapBackRemovalMovesTheLastAndClearsTheVacatedSlot");
    }
}

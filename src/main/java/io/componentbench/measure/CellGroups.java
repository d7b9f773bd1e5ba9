package io.componentbench.measure;

import io.componentbench.contender.ContenderKind;
import io.componentbench.results.FootprintEntry;
import io.componentbench.workload.Distribution;
import io.componentbench.workload.SliceSubject;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * Which contenders of a side-by-side cell share a fork. A cell fork holds every subject at once, so
 * at sizes where they do not fit its heap together the cell is split into groups, each with its own
 * anchor and twin (the contenders' ratios are to their own group's anchor; the first group's anchor
 * stands for the reference's time), and a contender that does not fit even alone is left out, named
 * "not measured (memory)". The estimate of a contender's heap is its Position footprint per entity,
 * as this run's footprint measurement found it at the largest size it measured of that distribution
 * ({@link Footprint}, measured before the benchmarks), times the cell's size, times
 * {@link #HEADROOM} (the Velocities half the entities carry, the growth and churn a build leaves),
 * plus the subject's own copy of the population ({@link #POPULATION_BYTES_PER_ENTITY}: each subject
 * builds it in its own class loader). The anchor and the twin of every group take theirs too. Groups
 * are packed first-fit, largest first, into {@link #BUDGET_BYTES}, and none holds more than
 * {@link #MAX_CONTENDERS} (the benchmark's subject slots less the anchor and the twin), so a
 * registry that outgrows the slots splits its cells as memory does instead of failing at run time.
 *
 * @param groups the contenders of each fork of the cell, in registry order within a group
 * @param leftOut each contender that cannot be measured at that size, with the reason
 */
public record CellGroups(List<List<ContenderKind>> groups, Map<ContenderKind, String> leftOut) {
    /** Heap a cell fork's subjects may take: the cell heap's old generation (10 GiB) less about a quarter, 7,500 MiB. */
    public static final long BUDGET_BYTES = 7_500L << 20;
    /** Heap a subject takes over its measured Position footprint (see the class comment). */
    public static final double HEADROOM = 2.0;
    /**
     * A subject's copy of the population and its inputs, per entity: IDs and Position values in
     * allocation and shuffled order (2 x 12 bytes), the removals (6), and a lookup's probe chunks
     * (12), rounded up.
     */
    public static final long POPULATION_BYTES_PER_ENTITY = 48;
    /** The raw-array anchor's own arrays per entity, at most (its ID-indexed floats with dense IDs: 8; a presence bit set less). */
    static final long ANCHOR_BYTES_PER_ENTITY = 8;

    /** The most contenders one group holds: a cell fork's subject slots less its anchor and its twin. */
    public static final int MAX_CONTENDERS = SliceSubject.SLOTS - 2;

    /** Everything in one group (the contenders fit the slots of one cell). */
    static CellGroups single(List<ContenderKind> contenders) {
        if (contenders.size() > MAX_CONTENDERS)
            throw new IllegalArgumentException(
                    "one cell holds at most " + MAX_CONTENDERS + " contenders, got " + contenders.size());
        return new CellGroups(contenders.isEmpty() ? List.of() : List.of(List.copyOf(contenders)), Map.of());
    }

    /**
     * The groups of a cell of {@code size} entities of the given distributions (the largest estimate
     * of a contender over them counts). A contender without a footprint entry counts as fitting.
     */
    public static CellGroups plan(
            List<ContenderKind> contenders,
            int size,
            List<Distribution> distributions,
            List<FootprintEntry> footprint) {
        return plan(contenders, size, distributions, footprint, MAX_CONTENDERS);
    }

    /** As {@link #plan(List, int, List, List)}, with at most {@code maxPerGroup} contenders in a group. */
    static CellGroups plan(
            List<ContenderKind> contenders,
            int size,
            List<Distribution> distributions,
            List<FootprintEntry> footprint,
            int maxPerGroup) {
        Map<ContenderKind, Long> bytes = new TreeMap<>();
        for (ContenderKind k : contenders) {
            long most = 0;
            for (Distribution d : distributions) {
                most = Math.max(
                        most,
                        perEntity(footprint, k, d)
                                .map(b -> (long) (b * size * HEADROOM))
                                .orElse(0L));
            }
            bytes.put(k, most + POPULATION_BYTES_PER_ENTITY * size);
        }
        long budget = BUDGET_BYTES
                - 2 * (POPULATION_BYTES_PER_ENTITY + ANCHOR_BYTES_PER_ENTITY) * size; // the anchor and the twin
        Map<ContenderKind, String> leftOut = new TreeMap<>();
        List<List<ContenderKind>> groups = new ArrayList<>();
        List<Long> used = new ArrayList<>();
        List<ContenderKind> largestFirst = contenders.stream()
                .sorted(Comparator.comparing(bytes::get).reversed())
                .toList();
        for (ContenderKind k : largestFirst) {
            long b = bytes.get(k);
            if (b > budget) {
                leftOut.put(
                        k,
                        String.format(
                                Locale.ROOT,
                                "not measured (memory): about %.1f GB estimated at %,d entities, a cell fork has %.1f GB"
                                        + " beside its anchor and twin",
                                b / 1e9,
                                size,
                                Math.max(0, budget) / 1e9));
                continue;
            }
            int at = 0;
            while (at < groups.size()
                    && (used.get(at) + b > budget || groups.get(at).size() >= maxPerGroup)) at++;
            if (at == groups.size()) {
                groups.add(new ArrayList<>());
                used.add(0L);
            }
            groups.get(at).add(k);
            used.set(at, used.get(at) + b);
        }
        List<List<ContenderKind>> ordered = groups.stream()
                .map(g -> contenders.stream().filter(g::contains).toList())
                .toList();
        return new CellGroups(ordered, leftOut);
    }

    /** Bytes per entity of a contender's Positions at the largest size measured of a distribution. */
    private static Optional<Double> perEntity(List<FootprintEntry> footprint, ContenderKind k, Distribution d) {
        return footprint.stream()
                .filter(e -> e.contender() == k && e.distribution() == d)
                .max(Comparator.comparingInt(FootprintEntry::size))
                .map(FootprintEntry::bytesPerEntity);
    }
}

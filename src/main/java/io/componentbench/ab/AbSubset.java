package io.componentbench.ab;

import static io.componentbench.contender.ContenderKind.DENSE_HASH_MAP;
import static io.componentbench.contender.ContenderKind.HASH_MAP;
import static io.componentbench.contender.ContenderKind.PACKED_SPARSE_SET;
import static io.componentbench.contender.ContenderKind.SECTOR_ARRAY;

import io.componentbench.contender.ContenderKind;
import io.componentbench.measure.Isolation;
import io.componentbench.measure.Profile;
import io.componentbench.measure.RunEstimate;
import io.componentbench.measure.Spec;
import java.time.Duration;
import java.util.List;

/**
 * What {@code ab} measures unless told otherwise, sized for a pull request on a 2-core runner:
 * every workload once at {@value #SIZE} dense entities ({@link Profile#everyWorkloadAt}: iteration,
 * shuffled lookups and the join on a fresh container, growing inserts, removals, churn) for the
 * containers a change is likely to touch ({@link #CONTENDERS}) and the {@code raw-array} reference,
 * with the quick profile's iterations, in {@value #ROUNDS} rounds: 35 rows. Side by side that is one
 * cell of 10 subjects (each contender and the reference from both builds) per workload and round;
 * with the quick profile's iterations its estimate on a 2-core machine stays well within the pull
 * request job's 30-minute timeout, builds included (docs/gate-and-ab.md, "Measuring the gate", has
 * the measured runs).
 * Rounds are what buy power under the rule's per-row level: over 30 rows each interval is at
 * 99.83%, whose t quantile is 7.53 with 4 degrees of freedom, 4.94 with 7 and 4.42 with 9 (2.78,
 * 2.36 and 2.26 at 95%). {@value #SIZE} entities is past the L2 caches of the usual CI hosts and
 * within their last-level caches, where a change to the code path and a change to the memory layout
 * both show.
 */
public final class AbSubset {
    /** The one size every workload runs at. */
    public static final int SIZE = 100_000;
    /** The containers compared besides the reference. */
    public static final List<ContenderKind> CONTENDERS =
            List.of(PACKED_SPARSE_SET, DENSE_HASH_MAP, SECTOR_ARRAY, HASH_MAP);
    /** Iterations and their timing. */
    public static final Profile TIMING = Profile.QUICK;
    /** Rounds side by side: forks per cell. */
    public static final int ROUNDS = 10;
    /** The measurement budget {@link #estimate} must keep: 15 minutes with the three builds (about 3), half the job's 30-minute timeout. */
    public static final java.time.Duration BUDGET = java.time.Duration.ofMinutes(12);

    private AbSubset() {}

    /** The ids of {@link #CONTENDERS}, in their order. */
    public static List<String> contenderIds() {
        return CONTENDERS.stream().map(ContenderKind::id).toList();
    }

    /** The subset's specs. */
    public static List<Spec> specs() {
        return Profile.everyWorkloadAt(SIZE);
    }

    /**
     * The estimated measurement time of an A/B ({@link RunEstimate}, a machine like this project's
     * 2-core VM; builds not included). Side by side, a cell's fork holds twice the contenders and the
     * reference twice, which is what a side-by-side run's cell of {@code 2 x contenders} holds (its
     * anchor and twin being the other two); in the fork mode every spec runs one fork per side and
     * round.
     */
    public static Duration estimate(Profile timing, List<Spec> specs, int contenders, int rounds, AbMode mode) {
        return mode == AbMode.SIDE_BY_SIDE
                ? RunEstimate.of(timing, rounds, rounds, specs, 2 * contenders, Isolation.SIDE_BY_SIDE)
                : RunEstimate.of(timing, 2 * rounds, specs, contenders);
    }
}

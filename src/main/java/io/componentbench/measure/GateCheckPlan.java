package io.componentbench.measure;

import static io.componentbench.contender.ContenderKind.HASH_MAP;
import static io.componentbench.contender.ContenderKind.PACKED_SPARSE_SET;
import static io.componentbench.contender.ContenderKind.PACKED_SPARSE_SET_SLOWED;
import static io.componentbench.workload.Workload.ITERATE;
import static io.componentbench.workload.Workload.LOOKUP;

import io.componentbench.contender.ContenderKind;
import io.componentbench.workload.ContainerState;
import io.componentbench.workload.Distribution;
import io.componentbench.workload.Order;
import io.componentbench.workload.Parameter;
import java.time.Duration;
import java.util.List;

/**
 * What the gate self-test ({@code cli gate-check}) runs: iteration and shuffled lookups at 1K and
 * 1M dense entities for {@code packed-sparse-set} and {@code hash-map} (12 results a run with their
 * {@code raw-array} references), with the quick profile's iterations and timing and
 * {@link #DEFAULT_FORKS} forks (or {@code --forks N}), so it measures the precision of the gate
 * CI uses at its 5 forks per cell and at every other number from 2 to N. Three runs: A and A' unchanged, then with
 * {@code packed-sparse-set} replaced by its slowed variant. Measured side by side, as runs are by default.
 */
public final class GateCheckPlan {
    /** Iterations and their timing in every run: those of the profile CI gates on. */
    public static final Profile TIMING = Profile.QUICK;
    /**
     * Forks per cell unless {@code --forks} says otherwise: more than the quick profile's, so that
     * one gate-check shows the gate's power at 2 to 7 forks (each run cut to its first forks) and so
     * how many a gate on the machine needs. 7 because the runs measure side by side (a fork per cell
     * holds the contenders, the reference and its twin) and {@link RunEstimate} keeps three runs of 7
     * with the quick profile's measured iterations within the 12-minute budget (docs/side-by-side.md,
     * "The quick profile reshaped").
     */
    public static final int DEFAULT_FORKS = 7;
    /** The deliberately slowed contender. */
    public static final ContenderKind SLOWED = PACKED_SPARSE_SET_SLOWED;
    /** The contender it is a slowed copy of. */
    public static final ContenderKind STANDS_FOR = PACKED_SPARSE_SET;
    /** Contenders of runs A and A'. */
    public static final List<ContenderKind> UNCHANGED = List.of(PACKED_SPARSE_SET, HASH_MAP);
    /** Contenders of the slowed run. */
    public static final List<ContenderKind> WITH_SLOWED = List.of(PACKED_SPARSE_SET_SLOWED, HASH_MAP);
    /** Number of runs. */
    public static final int RUNS = 3;

    private GateCheckPlan() {}

    /** The subset every run runs. */
    public static List<Spec> specs() {
        return List.of(
                Spec.of(ITERATE)
                        .with(Parameter.SIZE, List.of(1000, 1_000_000))
                        .with(Parameter.DISTRIBUTION, Distribution.DENSE)
                        .with(Parameter.STATE, ContainerState.FRESH),
                Spec.of(LOOKUP)
                        .with(Parameter.SIZE, List.of(1000, 1_000_000))
                        .with(Parameter.DISTRIBUTION, Distribution.DENSE)
                        .with(Parameter.STATE, ContainerState.FRESH)
                        .with(Parameter.ORDER, Order.SHUFFLED));
    }

    /** Estimated wall time of all three runs with {@code forks} forks per cell, measured side by side as runs are by default. */
    public static Duration estimate(int forks) {
        return RunEstimate.of(TIMING, forks, forks, specs(), UNCHANGED.size(), Isolation.SIDE_BY_SIDE)
                .multipliedBy(RUNS);
    }
}

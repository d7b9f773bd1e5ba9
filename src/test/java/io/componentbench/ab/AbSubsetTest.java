package io.componentbench.ab;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.componentbench.contender.ContenderKind;
import io.componentbench.measure.Spec;
import io.componentbench.workload.Parameter;
import io.componentbench.workload.Workload;
import java.time.Duration;
import java.util.EnumSet;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** The pull request's A/B subset: what it covers, and that its estimate keeps the budget. */
class AbSubsetTest {
    @Test
    void everyWorkloadAtOneSizeForTheContendersAPullRequestTouches() {
        Set<Workload> covered = AbSubset.specs().stream()
                .map(Spec::workload)
                .collect(Collectors.toCollection(() -> EnumSet.noneOf(Workload.class)));
        assertEquals(EnumSet.allOf(Workload.class), covered);
        Set<String> sizes = AbSubset.specs().stream()
                .flatMap(s -> s.params().get(Parameter.SIZE.name()).stream())
                .collect(Collectors.toSet());
        assertEquals(Set.of(String.valueOf(AbSubset.SIZE)), sizes);
        assertTrue(AbSubset.CONTENDERS.containsAll(java.util.List.of(
                ContenderKind.PACKED_SPARSE_SET,
                ContenderKind.DENSE_HASH_MAP,
                ContenderKind.SECTOR_ARRAY,
                ContenderKind.HASH_MAP)));
    }

    @Test
    void theEstimateKeepsTheBudget() {
        Duration d = AbSubset.estimate(
                AbSubset.TIMING, AbSubset.specs(), AbSubset.CONTENDERS.size(), AbSubset.ROUNDS, AbMode.SIDE_BY_SIDE);
        assertTrue(d.compareTo(AbSubset.BUDGET) <= 0, "estimated " + d);
        assertTrue(d.compareTo(Duration.ofMinutes(5)) > 0, "a sane estimate: " + d);
        Duration forks = AbSubset.estimate(
                AbSubset.TIMING, AbSubset.specs(), AbSubset.CONTENDERS.size(), AbSubset.ROUNDS, AbMode.FORKS);
        assertTrue(forks.compareTo(d) > 0, "forks cost more: a fork per side and result");
    }
}

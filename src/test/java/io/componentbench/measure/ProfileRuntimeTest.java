package io.componentbench.measure;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.componentbench.contender.ContenderKind;
import io.componentbench.results.Env;
import io.componentbench.stats.Estimate;
import io.componentbench.stats.IntervalMethod;
import io.componentbench.workload.ContainerState;
import io.componentbench.workload.Distribution;
import io.componentbench.workload.Parameter;
import io.componentbench.workload.Workload;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * Every profile's estimated wall time, from the parameter combinations its specs produce over the
 * registry's contenders, stays within its budget ({@link Profile#estimateBudget()}); so adding a
 * contender or a parameter that does not fit fails here, not on the lead's machine, saying what one
 * contender costs and how to make room.
 */
class ProfileRuntimeTest {
    private static final int CONTENDERS = ContenderKind.all().size();

    @Test
    void everyProfileFitsItsBudgetWithTheWholeRegistry() {
        for (Profile p : Profile.values()) {
            Optional<String> over = overBudget(p, CONTENDERS, p.estimateBudget());
            assertTrue(over.isEmpty(), over.orElse(""));
        }
        assertEquals(Duration.ofMinutes(2), Profile.SMOKE.estimateBudget(), "CI's smoke pipeline");
        assertEquals(Duration.ofMinutes(14), Profile.QUICK.estimateBudget(), "what mvn verify runs");
        assertEquals(Duration.ofMinutes(95), Profile.FULL.estimateBudget(), "a fifth of its 120 minutes spare");
    }

    @Test
    void aProfileOverItsBudgetSaysWhatAContenderCostsAndHowToMakeRoom() {
        String over =
                overBudget(Profile.FULL, CONTENDERS, Duration.ofMinutes(30)).orElseThrow();
        assertTrue(over.startsWith("full is estimated at "), over);
        assertTrue(over.contains("each contender costs about "), over);
        assertTrue(over.contains("Profile.estimateBudget"), over);
        assertTrue(over.contains("docs/workloads.md"), over);
    }

    /**
     * Empty when the profile's estimate over {@code contenders} contenders is within {@code budget};
     * otherwise what it is, what one contender costs on average (the estimate over the registry less
     * that over one contender, per further contender) and the ways to make room.
     */
    static Optional<String> overBudget(Profile p, int contenders, Duration budget) {
        Duration d = RunEstimate.of(p, contenders);
        if (d.compareTo(budget) <= 0) return Optional.empty();
        Duration each = d.minus(RunEstimate.of(p, 1)).dividedBy(Math.max(1, contenders - 1));
        return Optional.of(p.id() + " is estimated at " + d + " with " + contenders + " contenders, over its budget of "
                + budget + "; each contender costs about " + each + " there. To make room: leave the new contender"
                + " out of some of the profile's cells (Profile's specs name their contenders, as withoutQuadratic"
                + " does), take cells or forks out, or raise Profile.estimateBudget on a measured run that shows"
                + " the room; say which in docs/workloads.md (\"The full profile's budget\").");
    }

    @Test
    void theGateSelfTestFitsInTwelveMinutes() {
        Duration d = GateCheckPlan.estimate(GateCheckPlan.DEFAULT_FORKS);
        assertTrue(d.compareTo(Duration.ofMinutes(12)) <= 0, "gate-check estimated at " + d);
        assertEquals(5, GateCheckPlan.TIMING.slices.forks(), "it measures the gate at the quick profile's precision");
        assertTrue(
                GateCheckPlan.DEFAULT_FORKS > GateCheckPlan.TIMING.slices.forks(),
                "and at more forks, to show what more would buy");
    }

    @Test
    void noProfileSpecMixesSizesThatWarmUpDifferently() {
        for (Profile profile : Profile.values()) {
            for (Spec spec : profile.specs()) {
                List<Integer> sizes = spec.params().getOrDefault(Parameter.SIZE.name(), List.of()).stream()
                        .map(Parameter.SIZE::parse)
                        .toList();
                Set<Integer> warmups = sizes.stream()
                        .map(n -> profile.slices.warmupMillis(spec.workload(), n))
                        .collect(Collectors.toSet());
                assertEquals(
                        1,
                        warmups.size(),
                        profile + " " + spec.workload() + " " + spec.params() + ": one JMH invocation, one warm-up");
            }
        }
        assertTrue(
                Profile.FULL.specs().stream()
                        .anyMatch(s -> s.workload() == Workload.LOOKUP
                                && s.params().get(Parameter.SIZE.name()).equals(List.of("1000", "10000"))),
                "the small shuffled lookups are a spec of their own");
    }

    @Test
    void forksPerProfile() {
        assertEquals(1, Profile.SMOKE.forks);
        assertTrue(Profile.QUICK.forks >= 3);
        assertTrue(Profile.FULL.forks >= 3);
    }

    @Test
    void quickKeepsEveryWorkloadAndBothSizes() {
        Set<Workload> covered =
                Profile.QUICK.specs().stream().map(Spec::workload).collect(Collectors.toSet());
        assertEquals(Set.of(Workload.values()), covered);
        Set<String> sizes = Profile.QUICK.specs().stream()
                .flatMap(s -> s.params().get("size").stream())
                .collect(Collectors.toSet());
        assertEquals(Set.of("1000", "1000000"), sizes);
    }

    @Test
    void combinationsAreCountedTheWayJmhExpandsThem() {
        Spec iterate = Spec.of(Workload.ITERATE)
                .with(Parameter.SIZE, List.of(1000, 2000))
                .with(Parameter.DISTRIBUTION, Distribution.DENSE)
                .with(Parameter.STATE, List.of(ContainerState.FRESH, ContainerState.CHURNED));
        // contender method: 2 sizes x 1 distribution x 2 states x 3 contenders; raw-array has no contender or state
        assertEquals(12 + 2, RunEstimate.results(List.of(iterate), 3));
        // a parameter the spec leaves out runs every declared value: lookup declares 3 orders and 2 states
        Spec lookup =
                Spec.of(Workload.LOOKUP).with(Parameter.SIZE, 1000).with(Parameter.DISTRIBUTION, Distribution.DENSE);
        assertEquals(3 * 2 * 2 + 3, RunEstimate.results(List.of(lookup), 2));
    }

    @Test
    void theEstimateGrowsWithForksContendersAndSize() {
        Spec small = Spec.of(Workload.ITERATE)
                .with(Parameter.SIZE, 1000)
                .with(Parameter.DISTRIBUTION, Distribution.DENSE)
                .with(Parameter.STATE, ContainerState.FRESH);
        Spec large = small.with(Parameter.SIZE, 1_000_000);
        Duration one = RunEstimate.of(Profile.QUICK, List.of(small), 1);
        assertTrue(RunEstimate.of(Profile.QUICK, List.of(small), 4).compareTo(one) > 0);
        assertTrue(RunEstimate.of(Profile.QUICK, List.of(large), 1).compareTo(one) > 0);
        assertTrue(RunEstimate.of(Profile.FULL, List.of(small), 1).compareTo(one) > 0, "full has more forks");
    }

    @Test
    void theEnvironmentRecordStatesHowResultsWereMeasured() {
        Env.Measurement m = Environment.measurement(Profile.QUICK, Profile.QUICK.forks);
        assertEquals(Profile.QUICK.forks, m.forks());
        assertEquals(Profile.QUICK.measurementIterations, m.measurementIterations());
        assertEquals(Profile.QUICK.measurementMillis, m.measurementMillis());
        assertEquals(Profile.QUICK.warmupIterations, m.warmupIterations());
        assertEquals(Profile.QUICK.warmupMillis, m.warmupMillis());
        assertEquals(IntervalMethod.FORKS, m.intervalMethod());
        assertEquals(Estimate.LEVEL, m.confidenceLevel());
        assertEquals(
                IntervalMethod.SINGLE_FORK,
                Environment.measurement(Profile.SMOKE, 1).intervalMethod());
        Env.Measurement more = Environment.measurement(Profile.SMOKE, 4);
        assertEquals(4, more.forks(), "forks asked for on the command line are the forks recorded");
        assertEquals(IntervalMethod.FORKS, more.intervalMethod());
    }

    @Test
    void theEnvironmentRecordStatesTheIsolation() {
        Env.Measurement side = Environment.measurement(Profile.QUICK, 3, 5, Isolation.SIDE_BY_SIDE);
        assertEquals("side-by-side", side.isolation());
        assertTrue(side.sideBySide().startsWith("5 fork(s) per cell"), side.sideBySide());
        assertTrue(side.describe().contains("isolation side-by-side"), side.describe());
        Env.Measurement fork = Environment.measurement(Profile.QUICK, 3, 3, Isolation.FORK);
        assertEquals("fork", fork.isolation());
        assertEquals(null, fork.sideBySide());
    }

    @Test
    void sideBySideCellsCostOneForkPerCellNotPerContender() {
        List<Spec> lookup = Profile.QUICK.specs().stream()
                .filter(s -> s.workload() == Workload.LOOKUP)
                .toList();
        Duration side = RunEstimate.of(Profile.QUICK, 3, 3, lookup, CONTENDERS, Isolation.SIDE_BY_SIDE);
        Duration fork = RunEstimate.of(Profile.QUICK, 3, 3, lookup, CONTENDERS, Isolation.FORK);
        assertTrue(side.compareTo(fork) < 0, side + " against " + fork);
        List<Spec> insert = Profile.QUICK.specs().stream()
                .filter(s -> s.workload() == Workload.INSERT)
                .toList();
        assertTrue(
                RunEstimate.of(Profile.QUICK, 3, 5, insert, CONTENDERS, Isolation.SIDE_BY_SIDE)
                                .compareTo(RunEstimate.of(Profile.QUICK, 3, insert, CONTENDERS))
                        < 0,
                "inserts are measured side by side too");
    }
}

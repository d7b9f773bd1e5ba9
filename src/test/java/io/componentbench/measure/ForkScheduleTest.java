package io.componentbench.measure;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import io.componentbench.contender.ContenderKind;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The order a run launches its forks in: interleaved rounds, so a result's forks are spread over the run. */
class ForkScheduleTest {
    private static final JvmChoice.ProbedJvm A = new JvmChoice.ProbedJvm("/a/bin/java", "17.0.15", "a", "a");
    private static final JvmChoice.ProbedJvm B = new JvmChoice.ProbedJvm("/b/bin/java", "25.0.1", "b", "b");

    private static List<String> names(List<ForkLaunch> launches) {
        return launches.stream()
                .map(l -> "r" + l.round() + "s" + l.spec() + "@" + l.jvm().version())
                .toList();
    }

    @Test
    void everyRoundRunsOneForkOfEverySpecBeforeTheNextRoundStarts() {
        assertEquals(
                List.of("r1s0@17.0.15", "r1s2@17.0.15", "r2s0@17.0.15", "r2s2@17.0.15", "r3s0@17.0.15", "r3s2@17.0.15"),
                names(ForkLaunch.schedule(3, List.of(0, 2), List.of(A))),
                "skipped spec 1 never runs");
    }

    @Test
    void severalJvmsAlternateWithinARound() {
        assertEquals(
                List.of(
                        "r1s0@17.0.15",
                        "r1s0@25.0.1",
                        "r1s1@17.0.15",
                        "r1s1@25.0.1",
                        "r2s0@17.0.15",
                        "r2s0@25.0.1",
                        "r2s1@17.0.15",
                        "r2s1@25.0.1"),
                names(ForkLaunch.schedule(2, List.of(0, 1), List.of(A, B))));
    }

    @Test
    void oneForkIsOneRound() {
        assertEquals(List.of("r1s0@17.0.15", "r1s1@17.0.15"), names(ForkLaunch.schedule(1, List.of(0, 1), List.of(A))));
    }

    @Test
    void aSizeSelectionNarrowsEverySpecAndDropsThoseWithoutIt() {
        BenchmarkRunner full = BenchmarkRunner.ofWorkloads(
                Profile.FULL, List.of(A), ContenderKind.all(), List.of(io.componentbench.workload.Workload.ITERATE));
        BenchmarkRunner beyond = full.withSizes(List.of(Profile.BEYOND_CACHE_SIZE));
        assertEquals(1, beyond.specs().size(), beyond.specs().toString());
        assertEquals(List.of("16000000"), beyond.specs().get(0).params().get("size"));
        List<Spec> oneK = full.withSizes(List.of(1000)).specs();
        assertEquals(2, oneK.size(), "dense and sparse iteration at 1K: " + oneK);
        oneK.forEach(s -> assertEquals(List.of("1000"), s.params().get("size")));
        org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class, () -> full.withSizes(List.of(7)));
    }

    @Test
    void aJvmBelow22RunsEveryContenderButTheOffHeapSectorArray() {
        Spec iterate = Profile.SMOKE.specs().get(0);
        BenchmarkRunner runner = BenchmarkRunner.ofWorkloads(
                Profile.SMOKE, List.of(A, B), ContenderKind.all(), List.of(iterate.workload()));
        List<ContenderKind> on17 = runner.contendersOf(iterate, A);
        assertFalse(on17.contains(ContenderKind.SECTOR_ARRAY_OFFHEAP), on17.toString());
        assertEquals(ContenderKind.all().size() - 1, on17.size());
        assertEquals(17, A.feature());
        assertEquals(25, B.feature());
        // on 25 it runs whenever this build carries its classes (a build made on JDK 22+)
        assertEquals(
                ContenderKind.SECTOR_ARRAY_OFFHEAP.unavailableOn(25).isEmpty(),
                runner.contendersOf(iterate, B).contains(ContenderKind.SECTOR_ARRAY_OFFHEAP));
    }

    @Test
    void aSpecWithFewerForksSitsOutTheLaterRounds() {
        assertEquals(
                List.of("r1s0@17.0.15", "r1s1@17.0.15", "r2s0@17.0.15", "r3s0@17.0.15"),
                names(ForkLaunch.schedule(List.of(3, 1), List.of(0, 1), List.of(A))));
    }
}

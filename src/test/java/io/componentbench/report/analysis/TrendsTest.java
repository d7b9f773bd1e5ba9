package io.componentbench.report.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.componentbench.results.Result;
import io.componentbench.results.Variant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The steady-state check flags warm-up and drift seen in every fork, and nothing else. */
class TrendsTest {
    private static Result result(List<List<Double>> nsPerOp) {
        String benchmark = "io.componentbench.bench.IterateBenchmark.contender";
        Variant v = Variant.parse(
                benchmark, Map.of("contender", "hash-map", "size", "1000", "distribution", "dense", "state", "fresh"));
        return Result.of(benchmark, v, "avgt", "ns/op", 1000, Double.NaN, nsPerOp, Double.NaN, Map.of());
    }

    @Test
    void aSlowFirstIterationInEveryForkIsWarmUp() {
        var flag = Trends.of(
                result(List.of(List.of(1500.0, 1000.0, 1010.0, 990.0), List.of(1300.0, 1000.0, 1000.0, 1000.0))));
        assertTrue(flag.isPresent());
        assertTrue(flag.get().warmup());
        assertEquals(Math.sqrt(1.5 * 1.3), flag.get().firstOverRest(), 1e-9);
    }

    @Test
    void oneForkAloneOrSteadyForksAreNotFlagged() {
        assertTrue(
                Trends.of(result(List.of(List.of(1500.0, 1000.0, 1000.0), List.of(900.0, 1000.0, 1000.0))))
                        .isEmpty(),
                "the forks disagree: noise");
        assertTrue(Trends.of(result(List.of(List.of(1000.0, 1010.0, 990.0), List.of(1020.0, 1000.0, 1000.0))))
                .isEmpty());
        assertTrue(Trends.of(result(List.of(List.of(1500.0, 1000.0)))).isEmpty(), "two iterations cannot tell");
    }

    @Test
    void aClimbInEveryForkIsDrift() {
        var flag = Trends.of(result(List.of(List.of(1000.0, 1100.0, 1250.0), List.of(1000.0, 1150.0, 1300.0))));
        assertTrue(flag.isPresent());
        assertTrue(flag.get().lastOverFirst() > Trends.DRIFT_LIMIT);
    }
}

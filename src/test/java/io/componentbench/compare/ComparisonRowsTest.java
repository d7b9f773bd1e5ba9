package io.componentbench.compare;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.componentbench.compare.ComparisonRows.Input;
import io.componentbench.stats.Estimate;
import io.componentbench.stats.IntervalMethod;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Why a row cannot be judged is decided by the estimate's method, not by its numbers or its text. */
class ComparisonRowsTest {
    private static Estimate noInterval(IntervalMethod method) {
        return new Estimate(5, Double.NaN, Double.NaN, Estimate.LEVEL, method, 1, 1, List.of());
    }

    @Test
    void theMethodSaysWhetherAnEstimateWithoutIntervalHadSamples() {
        Input known = new Input("current run", Estimate.of(new double[][] {{4, 5, 6}, {5, 5, 5}, {6, 5, 4}}));
        assertEquals(
                "no raw samples (JMH rawData) in the baseline",
                ComparisonRows.problem(new Input("baseline", noInterval(IntervalMethod.NO_SAMPLES)), known));
        assertEquals(
                "one sample in the baseline: no interval",
                ComparisonRows.problem(new Input("baseline", noInterval(IntervalMethod.SINGLE_SAMPLE)), known),
                "the same figures measured from one sample");
        assertEquals(null, ComparisonRows.problem(known, known));
    }
}

package io.componentbench.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The paired ratio of a side-by-side cell: geometric means per fork, Student's t over the forks;
 * a known answer, one fork, bad samples, and coverage on a simulated two-state host where both
 * sides of a round see the same state.
 */
class PairedRatioTest {

    @Test
    void knownAnswer() {
        // fork means of the logs: ln 2 + {-0.1, 0, 0.1}: sd 0.1, se 0.1/sqrt(3), t(2) = 4.3027
        List<List<Double>> r = List.of(List.of(2 * Math.exp(-0.1)), List.of(2.0), List.of(2 * Math.exp(0.1)));
        Ratio q = Ratio.paired(r, 0.95);
        double half = 4.302653 * 0.1 / Math.sqrt(3);
        assertEquals(2, q.center(), 1e-12);
        assertEquals(2 * Math.exp(-half), q.lower(), 1e-5);
        assertEquals(2 * Math.exp(half), q.upper(), 1e-5);
        assertEquals(2, q.degreesOfFreedom());
        assertEquals(Ratio.Bound.BOUNDED, q.bound());
    }

    @Test
    void aForkIsTheGeometricMeanOfItsIterations() {
        Ratio q = Ratio.paired(List.of(List.of(1.0, 4.0), List.of(2.0, 2.0)), 0.95);
        assertEquals(2, q.center(), 1e-12);
        assertEquals(0, q.halfWidth(), 1e-12, "both forks' geometric means are 2");
    }

    @Test
    void oneForkUsesItsIterationsAndOneSampleHasNoInterval() {
        Ratio one = Ratio.paired(List.of(List.of(1.9, 2.0, 2.1)), 0.95);
        assertTrue(one.known() && one.contains(2), one.describe());
        assertFalse(Ratio.paired(List.of(List.of(2.0)), 0.95).known());
    }

    @Test
    void badSamplesAreRefused() {
        assertThrows(IllegalArgumentException.class, () -> Ratio.paired(List.of(), 0.95));
        assertThrows(IllegalArgumentException.class, () -> Ratio.paired(List.of(List.of(1.0, 0.0)), 0.95));
        assertThrows(IllegalArgumentException.class, () -> Ratio.paired(List.of(List.of(1.0, Double.NaN)), 0.95));
    }

    /**
     * A host that is 1.8x slower in 10-30% of its moments, hitting both sides of a round alike, with
     * a fork effect on the ratio (layout, JIT) and round noise: 95% intervals of 3 forks cover the
     * true ratio in 90-99% of 400 seeded draws.
     */
    @Test
    void coversOnATwoStateHost() {
        SplittableRandom random = new SplittableRandom(42);
        double truth = 1.7;
        int covered = 0;
        int draws = 400;
        for (int d = 0; d < draws; d++) {
            double slowShare = 0.1 + 0.2 * random.nextDouble();
            List<List<Double>> forks = new ArrayList<>();
            for (int f = 0; f < 3; f++) {
                double forkEffect = Math.exp(0.02 * Synthetic.gaussian(random));
                List<Double> iterations = new ArrayList<>();
                for (int i = 0; i < 6; i++) {
                    double logSum = 0;
                    int rounds = 20;
                    for (int k = 0; k < rounds; k++) {
                        double state = random.nextDouble() < slowShare ? 1.8 : 1.0;
                        double anchor = 10 * state * Math.exp(0.03 * Synthetic.gaussian(random));
                        double subject = 10 * truth * forkEffect * state * Math.exp(0.03 * Synthetic.gaussian(random));
                        logSum += Math.log(subject / anchor);
                    }
                    iterations.add(Math.exp(logSum / rounds));
                }
                forks.add(iterations);
            }
            if (Ratio.paired(forks, 0.95).contains(truth)) covered++;
        }
        double coverage = covered / (double) draws;
        assertTrue(coverage >= 0.90 && coverage <= 0.99, "coverage " + coverage);
    }
}

package io.componentbench.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.DoubleRange;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

/** The interval method on synthetic samples whose true mean is known. */
class EstimateTest {

    @Test
    void knownAnswerForConstantForks() {
        // fork means 1, 2, 3: center 2, sd 1, half-width t(2, 0.975) / sqrt(3) = 4.3027 / 1.7321
        Estimate e = Estimate.of(new double[][] {{1, 1, 1}, {2, 2, 2}, {3, 3, 3}});
        assertEquals(2, e.center(), 1e-12);
        assertEquals(4.302653 / Math.sqrt(3), e.halfWidth(), 1e-5);
        assertEquals(0.95, e.level());
        assertEquals(IntervalMethod.FORKS, e.method());
        assertEquals(3, e.forks());
        assertEquals(9, e.iterations());
        assertTrue(e.outliers().isEmpty());
    }

    @Test
    void aForkShiftedBy20PercentWidensTheInterval() {
        double[][] even = Synthetic.samples(11, 3, 5, 100, 0.5, 1);
        double[][] shifted = Synthetic.copy(even);
        for (int i = 0; i < shifted[2].length; i++) shifted[2][i] *= 1.2;
        Estimate before = Estimate.of(even);
        Estimate after = Estimate.of(shifted);
        assertTrue(
                after.halfWidth() > 5 * before.halfWidth(),
                "fork-to-fork variation must widen the interval: " + before.describe() + " -> " + after.describe());
        assertTrue(
                after.lower() < 100 && after.upper() > 120,
                "the interval spans both kinds of fork: " + after.describe());
        // the shifted iterations are a whole fork, not outliers within one
        assertTrue(after.outliers().isEmpty(), after.outliers().toString());
    }

    @Test
    void oneOutlierIterationBarelyMovesTheCenterAndIsShown() {
        double[][] clean = Synthetic.samples(5, 3, 5, 100, 1, 1);
        double[][] spiked = Synthetic.copy(clean);
        spiked[1][3] = 1000;
        Estimate a = Estimate.of(clean);
        Estimate b = Estimate.of(spiked);
        assertTrue(
                Math.abs(b.center() - a.center()) < 0.01 * a.center(),
                "one 10x iteration moved the center from " + a.center() + " to " + b.center());
        assertEquals(List.of(new Outlier(1, 3, 1000)), b.outliers());
        assertEquals(15, b.iterations(), "flagged, never dropped");
    }

    @Test
    void singleForkFallsBackToAWithinForkIntervalAndSaysSo() {
        Estimate e = Estimate.of(new double[][] {{10, 12, 11, 13, 9}});
        assertEquals(IntervalMethod.SINGLE_FORK, e.method());
        assertTrue(e.method().text().contains("fork-to-fork variation not measured"));
        assertEquals(11, e.center(), 1e-12);
        // sd of 9..13 is sqrt(2.5); t(4, 0.975) = 2.7764
        assertEquals(2.776445 * Math.sqrt(2.5) / Math.sqrt(5), e.halfWidth(), 1e-5);
    }

    @Test
    void aSingleSampleHasNoInterval() {
        Estimate e = Estimate.of(new double[][] {{42}});
        assertEquals(42, e.center());
        assertFalse(e.known());
        assertEquals(IntervalMethod.SINGLE_SAMPLE, e.method());
        assertTrue(e.describe().contains("no interval"));
    }

    @Test
    void coverageOf400SeededTrialsIsNearTheLevel() {
        int covered = 0;
        for (int t = 0; t < 400; t++) {
            if (contains(Estimate.of(Synthetic.samples(1000 + t, 3, 3, 100, 4, 2)), 100)) covered++;
        }
        assertTrue(covered >= 360 && covered <= 396, "95% intervals covered the true mean in " + covered + " of 400");
    }

    @Test
    void coverageHoldsWhenForkEffectsDominateAndWithFiveForks() {
        int threeForks = 0;
        int fiveForks = 0;
        for (int t = 0; t < 400; t++) {
            if (contains(Estimate.of(Synthetic.samples(5000 + t, 3, 5, 100, 10, 1)), 100)) threeForks++;
            if (contains(Estimate.of(Synthetic.samples(9000 + t, 5, 3, 100, 3, 3)), 100)) fiveForks++;
        }
        assertTrue(threeForks >= 360 && threeForks <= 396, "3 forks: " + threeForks + " of 400");
        assertTrue(fiveForks >= 360 && fiveForks <= 396, "5 forks: " + fiveForks + " of 400");
    }

    @Test
    void cleanSamplesRarelyFlagAnOutlier() {
        int flagged = 0;
        for (int t = 0; t < 400; t++) {
            if (!Estimate.of(Synthetic.samples(t, 3, 3, 100, 3, 2)).outliers().isEmpty()) flagged++;
        }
        assertTrue(flagged <= 24, "clean normal samples flagged an outlier in " + flagged + " of 400");
    }

    @Test
    void badInputIsRejectedWithAReason() {
        assertTrue(assertThrows(IllegalArgumentException.class, () -> Estimate.of(new double[0][]))
                .getMessage()
                .contains("no forks"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> Estimate.of(new double[][] {{1, 2}, {}}))
                .getMessage()
                .contains("fork 1"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> Estimate.of(new double[][] {{1, Double.NaN}}))
                .getMessage()
                .contains("iteration 1"));
        assertThrows(IllegalArgumentException.class, () -> Estimate.of(new double[][] {{1, 2}}, 1.0));
    }

    @Property(tries = 200)
    void scalingTheSamplesScalesTheEstimate(
            @ForAll long seed,
            @ForAll @IntRange(min = 1, max = 6) int forks,
            @ForAll @IntRange(min = 2, max = 6) int iterations,
            @ForAll @DoubleRange(min = 0.01, max = 100) double factor) {
        double[][] s = Synthetic.samples(seed, forks, iterations, 50, 5, 5);
        double[][] scaled = Synthetic.copy(s);
        for (double[] f : scaled) for (int i = 0; i < f.length; i++) f[i] *= factor;
        Estimate a = Estimate.of(s);
        Estimate b = Estimate.of(scaled);
        assertEquals(a.center() * factor, b.center(), 1e-9 * Math.abs(b.center()) + 1e-12);
        assertEquals(a.lower() * factor, b.lower(), 1e-9 * Math.abs(b.center()) + 1e-12);
        assertEquals(a.upper() * factor, b.upper(), 1e-9 * Math.abs(b.center()) + 1e-12);
        assertTrue(b.lower() <= b.center() && b.center() <= b.upper());
    }

    private static boolean contains(Interval i, double value) {
        return i.lower() <= value && value <= i.upper();
    }
}

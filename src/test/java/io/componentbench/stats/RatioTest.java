package io.componentbench.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.DoubleRange;
import org.junit.jupiter.api.Test;

/** Ratios of two intervals: the known answer, the unbounded and undefined cases, and coverage. */
class RatioTest {

    @Test
    void knownAnswer() {
        // both inputs +-10% on the log scale with 2 degrees of freedom: equal standard errors
        // ln(1.1) / t(2), so Welch-Satterthwaite gives 4 degrees of freedom and the log half-width
        // is t(4) * sqrt(2) * ln(1.1) / t(2) = 2.7764 * 1.4142 * 0.09531 / 4.3027 = 0.08698
        Ratio r = Ratio.of(Synthetic.interval(10, 10 / 1.1, 11), Synthetic.interval(5, 5 / 1.1, 5.5));
        assertEquals(2, r.center(), 1e-12);
        assertEquals(2 * Math.exp(-0.086978), r.lower(), 1e-5);
        assertEquals(2 * Math.exp(0.086978), r.upper(), 1e-5);
        assertEquals(4, r.degreesOfFreedom(), 1e-9);
        assertEquals(Ratio.Bound.BOUNDED, r.bound());
        assertEquals("2x [1.83, 2.18]", r.describe());
    }

    @Test
    void aBoundNearOneShowsWhichSideOfOneItLiesOn() {
        Ratio above = new Ratio(1.01, 1.0042, 1.02, 0.95, 3, Ratio.Bound.BOUNDED);
        assertEquals(
                "1.01x [1.004, 1.02]", above.describe(), "three digits would print [1, 1.02], which reads as a tie");
        Ratio below = new Ratio(1.04, 0.99972, 1.08, 0.95, 3, Ratio.Bound.BOUNDED);
        assertEquals("1.04x [0.9997, 1.08]", below.describe());
        assertEquals(
                "1.04x [1, 1.08]",
                new Ratio(1.04, 1.0, 1.08, 0.95, 3, Ratio.Bound.BOUNDED).describe(),
                "exactly 1 stays 1");
    }

    @Test
    void aDenominatorIntervalReachingZeroLeavesTheRatioUnbounded() {
        Ratio r = Ratio.of(Synthetic.interval(10, 9, 11), Synthetic.interval(5, -1, 11));
        assertEquals(Ratio.Bound.UNBOUNDED, r.bound());
        assertEquals(Double.POSITIVE_INFINITY, r.upper());
        assertTrue(r.lower() > 0 && r.lower() < 2, r.describe());
        assertTrue(r.describe().contains("unbounded"), r.describe());
        Ratio flipped = Ratio.of(Synthetic.interval(5, -1, 11), Synthetic.interval(10, 9, 11));
        assertEquals(0, flipped.lower());
        assertEquals(Ratio.Bound.BOUNDED, flipped.bound());
    }

    @Test
    void noIntervalOrANonPositiveCenterLeavesItUndefined() {
        Interval single = Estimate.of(new double[][] {{5}});
        Ratio r = Ratio.of(Synthetic.interval(10, 9, 11), single);
        assertEquals(Ratio.Bound.UNDEFINED, r.bound());
        assertEquals(2, r.center(), 1e-12);
        assertTrue(r.describe().contains("no interval"));
        Ratio zero = Ratio.of(Synthetic.interval(10, 9, 11), Synthetic.interval(0, -1, 1));
        assertEquals(Ratio.Bound.UNDEFINED, zero.bound());
        assertTrue(zero.describe().startsWith("undefined"));
    }

    @Test
    void levelsMustAgree() {
        Estimate at99 = Estimate.of(new double[][] {{1, 2}, {2, 3}}, 0.99);
        Estimate at95 = Estimate.of(new double[][] {{1, 2}, {2, 3}});
        assertThrows(IllegalArgumentException.class, () -> Ratio.of(at99, at95));
    }

    @Test
    void coverageOfTheRatioOf400SeededPairs() {
        int covered = 0;
        for (int t = 0; t < 400; t++) {
            Estimate slow = Estimate.of(Synthetic.samples(20_000 + t, 3, 3, 130, 4, 3));
            Estimate fast = Estimate.of(Synthetic.samples(40_000 + t, 3, 3, 100, 4, 3));
            Ratio r = Ratio.of(slow, fast);
            if (r.lower() <= 1.3 && 1.3 <= r.upper()) covered++;
        }
        assertTrue(covered >= 360 && covered <= 396, "95% ratio intervals covered 1.3 in " + covered + " of 400");
    }

    @Test
    void ratiosOfRatiosKeepTheirCoverage() {
        int covered = 0;
        for (int t = 0; t < 400; t++) {
            Ratio now = Ratio.of(
                    Estimate.of(Synthetic.samples(t, 3, 3, 260, 6, 4)),
                    Estimate.of(Synthetic.samples(10_000 + t, 3, 3, 100, 2, 2)));
            Ratio then = Ratio.of(
                    Estimate.of(Synthetic.samples(20_000 + t, 3, 3, 200, 6, 4)),
                    Estimate.of(Synthetic.samples(30_000 + t, 3, 3, 100, 2, 2)));
            Ratio r = Ratio.of(now, then);
            if (r.lower() <= 1.3 && 1.3 <= r.upper()) covered++;
        }
        assertTrue(covered >= 360 && covered <= 396, "covered 1.3 in " + covered + " of 400");
    }

    /** The gate self-test's detectable-slowdown figure rests on this: slowing the numerator by s multiplies the ratio's interval by s. */
    @Property(tries = 200)
    void scalingTheNumeratorScalesTheRatio(@ForAll long seed, @ForAll @DoubleRange(min = 0.1, max = 10) double s) {
        double[][] a = Synthetic.samples(seed, 3, 4, 100, 5, 5);
        double[][] b = Synthetic.samples(seed + 1, 3, 4, 100, 5, 5);
        double[][] slowed = Synthetic.copy(a);
        for (double[] f : slowed) for (int i = 0; i < f.length; i++) f[i] *= s;
        Ratio r = Ratio.of(Estimate.of(a), Estimate.of(b));
        Ratio rs = Ratio.of(Estimate.of(slowed), Estimate.of(b));
        if (r.bound() != Ratio.Bound.BOUNDED) return;
        assertEquals(r.lower() * s, rs.lower(), 1e-9 * rs.center());
        assertEquals(r.upper() * s, rs.upper(), 1e-9 * rs.center());
    }
}

package io.componentbench.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** Three-way threshold verdicts and the gate's change rule. */
class VerdictTest {

    private static Ratio ratio(double center, double lower, double upper) {
        return new Ratio(
                center,
                lower,
                upper,
                Estimate.LEVEL,
                4,
                Double.isInfinite(upper) ? Ratio.Bound.UNBOUNDED : Ratio.Bound.BOUNDED);
    }

    @Test
    void atMostIsMetOnlyWhenTheWholeIntervalIsBelow() {
        Requirement within = Requirement.atMost(1.2);
        assertEquals(Outcome.MET, within.judge(ratio(1.05, 0.98, 1.12)));
        assertEquals(Outcome.MISSED, within.judge(ratio(1.5, 1.3, 1.7)));
        assertEquals(Outcome.INCONCLUSIVE, within.judge(ratio(1.18, 1.05, 1.33)));
        assertEquals(Outcome.INCONCLUSIVE, within.judge(ratio(1.1, 1.0, Double.POSITIVE_INFINITY)));
    }

    @Test
    void atLeastIsMetOnlyWhenTheWholeIntervalIsAbove() {
        Requirement faster = Requirement.atLeast(3);
        assertEquals(Outcome.MET, faster.judge(ratio(4, 3.5, 4.6)));
        assertEquals(Outcome.MISSED, faster.judge(ratio(2.3, 2.0, 2.7)));
        assertEquals(Outcome.INCONCLUSIVE, faster.judge(ratio(3.2, 2.5, 4.0)));
        assertEquals(
                Outcome.MET,
                faster.judge(ratio(5, 3.1, Double.POSITIVE_INFINITY)),
                "unbounded above still lies wholly above");
    }

    @Test
    void inconclusiveVerdictsPrintTheirInterval() {
        String text = Requirement.atMost(1.2).explain(ratio(1.18, 1.05, 1.33), false);
        assertEquals("INCONCLUSIVE: 1.18x [1.05, 1.33], required at most 1.2x", text);
        assertEquals(
                "REFUTED: 2.3x [2, 2.7], required at least 3x",
                Requirement.atLeast(3).explain(ratio(2.3, 2.0, 2.7), true));
        assertEquals(
                Outcome.INCONCLUSIVE,
                Requirement.atMost(2).judge(Estimate.of(new double[][] {{1}})),
                "no interval: no verdict");
    }

    @Test
    void claimWordsAndTargetWords() {
        assertEquals("HOLDS", Outcome.MET.asClaim());
        assertEquals("REFUTED", Outcome.MISSED.asClaim());
        assertEquals("MISSED", Outcome.MISSED.asTarget());
        assertEquals("INCONCLUSIVE", Outcome.INCONCLUSIVE.asClaim());
    }

    @Test
    void aChangeIsCalledOnlyWhenTheWholeRatioIntervalClearsTheThreshold() {
        assertEquals(Change.REGRESSION, Change.of(ratio(1.3, 1.15, 1.45), 0.10, false));
        assertEquals(Change.INCONCLUSIVE, Change.of(ratio(1.3, 1.05, 1.6), 0.10, false), "straddles 1.1: not proven");
        assertEquals(
                Change.INCONCLUSIVE,
                Change.of(ratio(0.95, 0.85, 1.05), 0.10, false),
                "straddles 1/1.1: not proven either way");
        assertEquals(Change.UNCHANGED, Change.of(ratio(1.0, 0.95, 1.05), 0.10, false), "wholly inside the band");
        assertTrue(Change.INCONCLUSIVE.undecided() && Change.UNKNOWN.undecided() && !Change.UNCHANGED.undecided());
        assertEquals(Change.IMPROVEMENT, Change.of(ratio(0.7, 0.6, 0.8), 0.10, false));
        assertEquals(Change.IMPROVEMENT, Change.of(ratio(1.3, 1.15, 1.45), 0.10, true), "more throughput is better");
        assertEquals(
                Change.REGRESSION,
                Change.of(ratio(3, 1.2, Double.POSITIVE_INFINITY), 0.10, false),
                "unbounded above, yet proven slower");
        assertEquals(
                Change.UNKNOWN,
                Change.of(
                        new Ratio(1.3, Double.NaN, Double.NaN, 0.95, Double.NaN, Ratio.Bound.UNDEFINED), 0.10, false));
        assertTrue(Change.REGRESSION.flagged() && Change.IMPROVEMENT.flagged());
        assertFalse(Change.UNCHANGED.flagged() || Change.UNKNOWN.flagged() || Change.INCONCLUSIVE.flagged());
        assertThrows(IllegalArgumentException.class, () -> Change.of(ratio(1, 1, 1), -0.1, false));
    }
}

package io.componentbench.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The one rule: per-side spreads that restate a ratio at another level, a per-row level that keeps an
 * A/A comparison's false alarms at 5% however many rows it has, and the detectable slowdown.
 */
class ChangeRuleTest {

    /** A paired ratio over {@code forks} forks of one iteration each, true value {@code truth}, log noise {@code sd} per fork. */
    static Ratio paired(SplittableRandom r, int forks, double truth, double sd) {
        List<List<Double>> s = new ArrayList<>();
        for (int f = 0; f < forks; f++) s.add(List.of(truth * Math.exp(sd * Synthetic.gaussian(r))));
        return Ratio.paired(s, Estimate.LEVEL);
    }

    @Test
    void aRatioRestatedAtItsOwnLevelIsItselfAndAtAnotherIsWhatPairedGives() {
        List<List<Double>> s = List.of(List.of(1.9), List.of(2.0), List.of(2.2), List.of(2.05));
        Ratio at95 = Ratio.paired(s, 0.95);
        Ratio back = at95.atLevel(0.95);
        assertEquals(at95.lower(), back.lower(), 1e-12);
        assertEquals(at95.upper(), back.upper(), 1e-12);
        Ratio at999 = Ratio.paired(s, 0.999);
        assertEquals(at999.lower(), at95.atLevel(0.999).lower(), 1e-12);
        assertEquals(at999.upper(), at95.atLevel(0.999).upper(), 1e-12);
        assertTrue(at999.lower() < at95.lower() && at999.upper() > at95.upper());
    }

    @Test
    void eachSideKeepsItsOwnDegreesOfFreedom() {
        // a ratio of two paired ratios with 2 and 20 degrees of freedom: Welch-Satterthwaite from the kept spreads,
        // not from one degrees-of-freedom value recovering both
        SplittableRandom r = new SplittableRandom(7);
        Ratio few = paired(r, 3, 1.5, 0.05);
        Ratio many = paired(r, 21, 1.2, 0.05);
        Ratio q = Ratio.of(few, many);
        double s1 = few.spreadBelow().logSe();
        double s2 = many.spreadAbove().logSe();
        double v = s1 * s1 + s2 * s2;
        double df = v * v / (Math.pow(s1, 4) / 2 + Math.pow(s2, 4) / 20);
        assertEquals(df, q.spreadBelow().df(), 1e-9);
        assertEquals(Math.log(q.center()) - Estimate.tQuantile(df, 0.95) * Math.sqrt(v), Math.log(q.lower()), 1e-9);
    }

    @Test
    void theRowLevelSplitsFivePercentOverTheRows() {
        ChangeRule rule = ChangeRule.of(0.10);
        assertEquals(0.95, rule.rowLevel(1), 1e-12);
        assertEquals(0.9995, rule.rowLevel(100), 1e-12);
        assertEquals(0.05, rule.expectedFalseRows(), 1e-12);
        assertEquals(30, ChangeRule.unadjustedMisses(600), 1e-9);
        assertEquals("99.9917%", ChangeRule.percent(rule.rowLevel(600)));
        assertEquals("95%", ChangeRule.percent(0.95));
        assertThrows(IllegalArgumentException.class, () -> ChangeRule.of(0));
        assertThrows(IllegalArgumentException.class, () -> new ChangeRule(0.1, 1));
    }

    /**
     * 400 seeded A/A comparisons of 60 rows (paired ratios over 5 forks, truth 1) and a threshold far
     * below the noise: at 95% per row nearly every comparison flags a row; at the rule's level about
     * 5% of them do, at most.
     */
    @Test
    void anAaComparisonFlagsAnyRowAtMostFivePercentOfTheTime() {
        SplittableRandom r = new SplittableRandom(26);
        ChangeRule rule = ChangeRule.of(1e-9);
        int anyAtRule = 0;
        int anyAt95 = 0;
        int flaggedRows = 0;
        for (int c = 0; c < 400; c++) {
            boolean rowFlagged = false;
            boolean rowFlagged95 = false;
            for (int row = 0; row < 60; row++) {
                Ratio change = paired(r, 5, 1.0, 0.03);
                Change v = rule.judge(change, 60, false);
                if (v.flagged()) flaggedRows++;
                rowFlagged |= v.flagged();
                rowFlagged95 |= Change.of(change, 1e-9, false).flagged();
            }
            if (rowFlagged) anyAtRule++;
            if (rowFlagged95) anyAt95++;
        }
        assertTrue(anyAt95 > 380, "at 95% per row, " + anyAt95 + " of 400 A/A comparisons flag a row");
        assertTrue(
                anyAtRule <= 32, "at the rule's level, " + anyAtRule + " of 400 A/A comparisons flag a row (5% = 20)");
        assertTrue(
                flaggedRows <= 32,
                flaggedRows + " rows flagged over 400 comparisons: about 0.05 a comparison expected");
    }

    /** A real 1.10x change among 60 rows, paired over 8 forks at 1% noise, is flagged at a 2% threshold nearly always. */
    @Test
    void aTenPercentSlowdownIsFlaggedAtSideBySidePrecision() {
        SplittableRandom r = new SplittableRandom(11);
        ChangeRule rule = ChangeRule.of(0.02);
        int flagged = 0;
        for (int c = 0; c < 200; c++) {
            if (rule.judge(paired(r, 8, 1.10, 0.01), 60, false) == Change.REGRESSION) flagged++;
        }
        assertTrue(flagged >= 190, flagged + " of 200");
    }

    @Test
    void theDetectableSlowdownIsWhereTheDecisionIntervalCrossesTheThreshold() {
        ChangeRule rule = ChangeRule.of(0.02);
        Ratio aa = Ratio.paired(List.of(List.of(0.99), List.of(1.0), List.of(1.01), List.of(1.0)), Estimate.LEVEL);
        Ratio decision = rule.decisionInterval(aa, 10);
        double s = rule.slowdownFlagged(decision.lower());
        List<List<Double>> slowed = List.of(
                List.of(0.99 * s * 1.0001), List.of(s * 1.0001), List.of(1.01 * s * 1.0001), List.of(s * 1.0001));
        assertEquals(Change.REGRESSION, rule.judge(Ratio.paired(slowed, Estimate.LEVEL), 10, false));
        List<List<Double>> less =
                List.of(List.of(0.99 * s * 0.999), List.of(s * 0.999), List.of(1.01 * s * 0.999), List.of(s * 0.999));
        assertEquals(
                Change.INCONCLUSIVE,
                rule.judge(Ratio.paired(less, Estimate.LEVEL), 10, false),
                "just short of the threshold: it straddles it");
    }
}

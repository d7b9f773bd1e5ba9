package io.componentbench.compare;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.componentbench.ab.FakeJmh;
import io.componentbench.results.Json;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The paired statistics on synthetic per-round samples with a known shift, judged by the one rule ({@code stats.ChangeRule}). */
class PairedComparisonTest {
    private static final double THRESHOLD = 0.10;

    /**
     * Per-round fork statistics of two sides: each round shares a machine drift (both sides alike,
     * uniform in [1 - drift, 1 + drift]), and each fork has its own lognormal noise of sd {@code noise}.
     */
    private static double[][] rounds(long seed, int k, double shift, double drift, double noise) {
        Random r = new Random(seed);
        double[] base = new double[k];
        double[] head = new double[k];
        for (int i = 0; i < k; i++) {
            double machine = 1 + drift * (2 * r.nextDouble() - 1);
            base[i] = 100 * machine * Math.exp(noise * r.nextGaussian());
            head[i] = 100 * shift * machine * Math.exp(noise * r.nextGaussian());
        }
        return new double[][] {base, head};
    }

    private static PairedComparison.PairedRow row(double[][] s, boolean higherIsBetter) {
        return row(s[0], s[1], higherIsBetter);
    }

    /** One result alone (a family of one row: its decision interval is at 95%), per round head / base. */
    private static PairedComparison.PairedRow row(double[] base, double[] head, boolean higherIsBetter) {
        if (base.length != head.length) throw new IllegalArgumentException("unpaired rounds");
        java.util.List<java.util.List<Double>> ratios = new java.util.ArrayList<>();
        for (int r = 0; r < base.length; r++) ratios.add(java.util.List.of(head[r] / base[r]));
        PairedComparison.Samples s = new PairedComparison.Samples("k", "k", "ns/op", higherIsBetter, 100, 100, ratios);
        return PairedComparison.of(java.util.List.of(s), THRESHOLD).rows().get(0);
    }

    @Test
    void aThirtyPercentSlowdownIsFlaggedWithFiveRoundsOfLowNoise() {
        int flagged = 0;
        for (long seed = 0; seed < 100; seed++) {
            if (row(rounds(seed, 5, 1.3, 0.3, 0.02), false).verdict() == Verdict.REGRESSION) flagged++;
        }
        assertEquals(100, flagged, "a 1.3x slowdown under 2% fork noise, despite +-30% drift between rounds");
    }

    @Test
    void theIntervalHasItsStatedCoverage() {
        int covered = 0;
        for (long seed = 0; seed < 500; seed++) {
            PairedComparison.PairedRow r = row(rounds(seed, 5, 1.2, 0.3, 0.10), false);
            if (r.change().lower() <= 1.2 && 1.2 <= r.change().upper()) covered++;
        }
        // 95% expected (475 +- 4.9); a normal quantile instead of Student's t would cover about 88%
        assertTrue(
                covered >= 460 && covered <= 490,
                "the 95% interval covers the true ratio in " + covered + " of 500 trials");
    }

    @Test
    void identicalDistributionsAreFlaggedInAlmostNoTrial() {
        int flagged = 0;
        for (long seed = 0; seed < 500; seed++) {
            PairedComparison.PairedRow r = row(rounds(seed, 5, 1.0, 0.3, 0.10), false);
            if (r.verdict() == Verdict.REGRESSION || r.verdict() == Verdict.IMPROVEMENT) flagged++;
        }
        // an interval wholly beyond 1.1 when the truth is 1: far rarer than the 2.5% a side of a 95% interval misses
        assertTrue(flagged <= 5, "no change, 10% fork noise: flagged in " + flagged + " of 500 trials");
    }

    @Test
    void pairingCancelsDriftThatWouldSwampAnUnpairedComparison() {
        // +-40% drift between rounds, a 15% slowdown, 1% fork noise: the sides' spreads overlap widely,
        // their per-round ratios do not
        double[][] s = rounds(3, 5, 1.15, 0.4, 0.01);
        double baseMax = java.util.Arrays.stream(s[0]).max().orElseThrow();
        double headMin = java.util.Arrays.stream(s[1]).min().orElseThrow();
        assertTrue(headMin < baseMax, "unpaired, the samples overlap");
        PairedComparison.PairedRow r = row(s, false);
        assertEquals(Verdict.REGRESSION, r.verdict());
        assertEquals(1.15, r.ratio(), 0.03);
    }

    @Test
    void fasterIsAnImprovementAndThroughputIsHigherIsBetter() {
        assertEquals(
                Verdict.IMPROVEMENT, row(rounds(1, 5, 0.7, 0.2, 0.02), false).verdict());
        assertEquals(Verdict.REGRESSION, row(rounds(1, 5, 0.7, 0.2, 0.02), true).verdict(), "less throughput is worse");
        assertEquals(
                Verdict.IMPROVEMENT, row(rounds(1, 5, 1.3, 0.2, 0.02), true).verdict());
    }

    @Test
    void aChangeWithinTheThresholdIsUnchangedEvenWhenCertain() {
        PairedComparison.PairedRow r = row(rounds(2, 5, 1.05, 0.2, 0.001), false);
        assertTrue(r.low() > 1, "the 5% change is certain");
        assertEquals(Verdict.UNCHANGED, r.verdict());
    }

    @Test
    void aLargeChangeWhoseIntervalIncludesOneIsInconclusiveAndFailsAGate() {
        double[] base = {100, 100, 100};
        double[] head = {200, 60, 150};
        PairedComparison.PairedRow r = row(base, head, false);
        assertTrue(r.ratio() > 1.1 && r.low() < 1);
        assertEquals(Verdict.INCONCLUSIVE, r.verdict());
        PairedComparison c = PairedComparison.of(
                List.of(new PairedComparison.Samples(
                        "k",
                        "iterate hash-map",
                        "ns/op",
                        false,
                        100,
                        120,
                        List.of(List.of(2.0), List.of(0.6), List.of(1.5)))),
                0.02);
        assertEquals(1, c.unjudgedMoves().size());
        assertTrue(
                c.failures().get(0).contains("worse than the threshold at their point estimate but not judged")
                        && c.failures().get(0).contains("more rounds"),
                c.failures().toString());
    }

    @Test
    void tooFewRoundsOrNonPositiveValuesAreUnknown() {
        assertEquals(
                Verdict.UNKNOWN,
                row(new double[] {100, 100}, new double[] {200, 200}, false).verdict());
        assertEquals(
                Verdict.UNKNOWN,
                row(new double[] {100, 0, 100}, new double[] {200, 200, 200}, false)
                        .verdict());
        assertThrows(IllegalArgumentException.class, () -> PairedComparison.of(java.util.List.of(), 5));
        assertThrows(IllegalArgumentException.class, () -> PairedComparison.of(java.util.List.of(), 0));
    }

    /**
     * The family: 40 unchanged results and one 1.3x slower, judged together. The slowed one is flagged,
     * and each row's decision interval is at 1 - 0.05 / 41, wider than its 95% interval.
     */
    @Test
    void rowsAreJudgedAsOneFamily() {
        java.util.List<PairedComparison.Samples> all = new java.util.ArrayList<>();
        Random r = new Random(5);
        for (int i = 0; i <= 40; i++) {
            double shift = i == 40 ? 1.3 : 1.0;
            java.util.List<java.util.List<Double>> rounds = new java.util.ArrayList<>();
            for (int k = 0; k < 8; k++) rounds.add(java.util.List.of(shift * Math.exp(0.02 * r.nextGaussian())));
            all.add(new PairedComparison.Samples("k" + i, "k" + i, "ns/element", false, 1, shift, rounds));
        }
        PairedComparison c = PairedComparison.of(all, 0.02);
        assertEquals(41, c.judged());
        assertEquals(1 - 0.05 / 41, c.rowLevel(), 1e-12);
        assertEquals(1, c.count(Verdict.REGRESSION));
        assertEquals("k40", c.rows().get(0).key(), "regressions first");
        for (PairedComparison.PairedRow row : c.rows()) {
            assertTrue(
                    row.low() < row.change().lower()
                            && row.high() > row.change().upper(),
                    "the decision interval is the wider one");
        }
        double half = c.detectableSlowdown(0.5);
        assertTrue(
                half > 1.02 && half < 1.10,
                "8 rounds at 2% noise: a slowdown of " + half + " flagged in half the rows");
    }

    @Test
    void fromMergedResultsEachForkCountsByItsTrimmedLogMeanSoOneOutlierIterationDoesNotFlag() throws Exception {
        String bench = "io.componentbench.bench.IterateBenchmark.contender";
        Map<String, String> params =
                Map.of("contender", "hash-map", "size", "1000", "distribution", "dense", "state", "fresh");
        double[][] base = {{100, 101, 99, 100, 100}, {120, 121, 119, 120, 120}, {90, 91, 89, 90, 90}};
        double[][] head = {{100, 101, 99, 100, 900}, {120, 121, 119, 1000, 120}, {90, 91, 89, 90, 90}
        }; // two GC-like spikes
        PairedComparison c =
                PairedComparison.ofForks(merged(bench, params, base), merged(bench, params, head), THRESHOLD);
        assertEquals(1, c.rows().size());
        assertEquals(Verdict.UNCHANGED, c.rows().get(0).verdict());
        assertEquals(1.0, c.rows().get(0).ratio(), 0.01);
        assertFalse(c.hasRegression());

        double[][] slow = {{150, 151, 149, 150, 150}, {180, 181, 179, 180, 180}, {135, 136, 134, 135, 135}};
        PairedComparison s =
                PairedComparison.ofForks(merged(bench, params, base), merged(bench, params, slow), THRESHOLD);
        assertEquals(Verdict.REGRESSION, s.rows().get(0).verdict());
        assertEquals(1.5, s.rows().get(0).ratio(), 1e-6);
        assertEquals(
                Math.cbrt(100 * 120 * 90),
                s.rows().get(0).base(),
                1e-6,
                "the geometric mean of the forks' trimmed log means");
    }

    /** One side's result as a run's merged JMH JSON holds it: {@code rawData} has one array of iterations per fork (round). */
    private static JsonNode merged(String bench, Map<String, String> params, double[][] forks) throws Exception {
        ObjectNode r = (ObjectNode)
                Json.MAPPER.readTree(FakeJmh.json(bench, params, forks[0])).get(0);
        ArrayNode raw = ((ObjectNode) r.get("primaryMetric")).putArray("rawData");
        for (double[] fork : forks) {
            ArrayNode f = raw.addArray();
            for (double v : fork) f.add(v);
        }
        return Json.MAPPER.createArrayNode().add(r);
    }
}

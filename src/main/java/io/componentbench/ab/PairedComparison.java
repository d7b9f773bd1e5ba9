package io.componentbench.ab;

import com.fasterxml.jackson.databind.JsonNode;
import io.componentbench.regress.Verdict;
import io.componentbench.stats.Estimate;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.openjdk.jmh.util.ListStatistics;

/**
 * The paired comparison of an A/B run. Round r ran one base fork and one head fork of each cell back
 * to back, so both saw the same machine state; the statistic is, per round, the log of the ratio
 * head / base of the two forks' medians (a median, so one disturbed iteration does not move it).
 * Machine drift between rounds cancels in each ratio; what remains varies from round to round, and a
 * Student t interval over the rounds' log-ratios, exponentiated, is the interval of the ratio. A cell
 * is a regression when it got worse by more than the threshold (the same 10% default as
 * {@code cli compare}) and its interval excludes 1 (no change) on the worse side; an improvement
 * likewise; unchanged otherwise; unknown with fewer than 3 rounds or a non-positive measurement.
 */
public final class PairedComparison {
    /** Rounds needed for an interval (a t interval over 2 values is not informative enough to gate on). */
    public static final int MIN_ROUNDS = 3;

    /**
     * One compared cell.
     *
     * @param base median of the base forks' medians, in {@code unit}
     * @param head the same for head
     * @param ratio geometric mean over rounds of head / base
     * @param low lower end of the ratio's interval (NaN when unknown)
     * @param high upper end of the ratio's interval (NaN when unknown)
     */
    public record Row(String key, String label, String unit, boolean higherIsBetter, int rounds,
                      double base, double head, double ratio, double low, double high, Verdict verdict) {
        public double change() {
            return ratio - 1;
        }
    }

    private final List<Row> rows;
    private final List<String> onlyInBase = new ArrayList<>();
    private final List<String> onlyInHead = new ArrayList<>();
    private final double threshold;
    private final double confidence;

    private PairedComparison(List<Row> rows, double threshold, double confidence) {
        this.rows = rows;
        this.threshold = threshold;
        this.confidence = confidence;
    }

    /** Compares two sides' merged JMH results (rawData: one array per fork, fork i = round i). */
    public static PairedComparison of(JsonNode base, JsonNode head, double threshold, double confidence) {
        check(threshold, confidence);
        Map<String, JsonNode> b = byKey(base);
        Map<String, JsonNode> h = byKey(head);
        List<Row> rows = new ArrayList<>();
        PairedComparison c = new PairedComparison(rows, threshold, confidence);
        for (var e : b.entrySet()) {
            JsonNode hr = h.get(e.getKey());
            if (hr == null) {
                c.onlyInBase.add(e.getKey());
                continue;
            }
            JsonNode br = e.getValue();
            JsonNode bm = br.path("primaryMetric");
            int rounds = Math.min(bm.path("rawData").size(), hr.path("primaryMetric").path("rawData").size());
            double[] bs = new double[rounds];
            double[] hs = new double[rounds];
            for (int r = 0; r < rounds; r++) {
                bs[r] = Estimate.median(ForkResults.fork(bm, r));
                hs[r] = Estimate.median(ForkResults.fork(hr.path("primaryMetric"), r));
            }
            String unit = bm.path("scoreUnit").asText("ns/op");
            boolean higher = br.path("mode").asText().equals("thrpt") || !unit.endsWith("/op");
            rows.add(row(e.getKey(), Cell.label(br.path("benchmark").asText(), params(br)), unit, higher, bs, hs, threshold, confidence));
        }
        h.keySet().stream().filter(k -> !b.containsKey(k)).forEach(c.onlyInHead::add);
        rows.sort(Comparator.comparing((Row r) -> r.verdict().ordinal()).thenComparing(r -> -Math.abs(Math.log(r.ratio()))));
        return c;
    }

    /**
     * The paired verdict for one cell from the per-round statistics of each side ({@code base[r]} and
     * {@code head[r]} ran in the same round).
     */
    public static Row row(String key, String label, String unit, boolean higherIsBetter, double[] base, double[] head,
                          double threshold, double confidence) {
        check(threshold, confidence);
        if (base.length != head.length) throw new IllegalArgumentException("unpaired rounds: " + base.length + " base, " + head.length + " head");
        int k = base.length;
        double bMid = Estimate.median(base);
        double hMid = Estimate.median(head);
        boolean positive = Arrays.stream(base).allMatch(v -> v > 0) && Arrays.stream(head).allMatch(v -> v > 0);
        if (k == 0 || !positive) return new Row(key, label, unit, higherIsBetter, k, bMid, hMid, Double.NaN, Double.NaN, Double.NaN, Verdict.UNKNOWN);
        ListStatistics logs = new ListStatistics();
        for (int r = 0; r < k; r++) logs.addValue(Math.log(head[r] / base[r]));
        double ratio = Math.exp(logs.getMean());
        if (k < MIN_ROUNDS) return new Row(key, label, unit, higherIsBetter, k, bMid, hMid, ratio, Double.NaN, Double.NaN, Verdict.UNKNOWN);
        double half = logs.getMeanErrorAt(confidence);
        double low = Math.exp(logs.getMean() - half);
        double high = Math.exp(logs.getMean() + half);
        double worse = higherIsBetter ? 1 - ratio : ratio - 1;
        boolean slower = higherIsBetter ? high < 1 : low > 1;
        boolean faster = higherIsBetter ? low > 1 : high < 1;
        Verdict v = Math.abs(ratio - 1) <= threshold ? Verdict.UNCHANGED
                : worse > 0 && slower ? Verdict.REGRESSION
                : worse < 0 && faster ? Verdict.IMPROVEMENT
                : Verdict.UNCHANGED;
        return new Row(key, label, unit, higherIsBetter, k, bMid, hMid, ratio, low, high, v);
    }

    /** Rejects a threshold outside (0, 1] or a confidence outside (0.5, 1). */
    static void check(double threshold, double confidence) {
        if (!(threshold > 0 && threshold <= 1)) throw new IllegalArgumentException("--threshold must be in (0, 1], got " + threshold);
        if (!(confidence > 0.5 && confidence < 1)) throw new IllegalArgumentException("--confidence must be in (0.5, 1), got " + confidence);
    }

    private static Map<String, JsonNode> byKey(JsonNode results) {
        Map<String, JsonNode> m = new LinkedHashMap<>();
        for (JsonNode n : results) {
            String key = Cell.key(n.path("benchmark").asText(), params(n));
            if (m.put(key, n) != null) throw new IllegalArgumentException("duplicate result " + key);
        }
        return m;
    }

    private static Map<String, String> params(JsonNode n) {
        Map<String, String> p = new TreeMap<>();
        n.path("params").fields().forEachRemaining(e -> p.put(e.getKey(), e.getValue().asText()));
        return p;
    }

    /** Every compared cell, regressions first, then by size of change. */
    public List<Row> rows() { return rows; }

    public List<String> onlyInBase() { return onlyInBase; }

    public List<String> onlyInHead() { return onlyInHead; }

    public double threshold() { return threshold; }

    public double confidence() { return confidence; }

    public long count(Verdict v) {
        return rows.stream().filter(r -> r.verdict() == v).count();
    }

    public boolean hasRegression() {
        return count(Verdict.REGRESSION) > 0;
    }
}

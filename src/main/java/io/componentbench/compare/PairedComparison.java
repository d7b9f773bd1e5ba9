package io.componentbench.compare;

import com.fasterxml.jackson.databind.JsonNode;
import io.componentbench.results.ForkMerge;
import io.componentbench.results.ResultKey;
import io.componentbench.stats.ChangeRule;
import io.componentbench.stats.Estimate;
import io.componentbench.stats.Interval;
import io.componentbench.stats.Ratio;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The paired comparison of an A/B run, by the project's one rule ({@link ChangeRule}). Each result
 * comes as per-round samples of head / base measured at the same moments: in the default mode, per
 * fork and per measured iteration, the two builds' subjects alternated in slices inside one JVM
 * ({@code ab.InJvmResults}); in the fork mode, per round, the two back-to-back forks' log means
 * (a 20% trimmed mean of each fork's log iterations, so one disturbed iteration barely moves it).
 * Host drift between rounds cancels in each sample; the change is the paired {@link Ratio} (the
 * geometric mean over rounds, Student's t over the rounds' log ratios at 95%), and a result is a
 * regression when the whole interval of that change, restated at the per-row level of the whole
 * comparison (5% over the judged rows, Bonferroni), lies above {@code 1 + threshold}; an improvement
 * when below {@code 1 / (1 + threshold)}; unchanged otherwise; unknown with fewer than
 * {@value #MIN_ROUNDS} rounds.
 */
public final class PairedComparison {
    /** Rounds needed for an interval (a t interval over 2 values is not informative enough to gate on). */
    public static final int MIN_ROUNDS = 3;
    /** The default threshold: side by side in one JVM the host's state cancels, so a change of a few percent is worth a verdict. */
    public static final double DEFAULT_THRESHOLD = 0.02;

    /**
     * What one result measured.
     *
     * @param base the base's central value in {@code unit} (a geometric mean)
     * @param head the same for head
     * @param headOverBase per round (fork), per measured iteration, head / base of the same moments
     */
    public record Samples(
            String key,
            String label,
            String unit,
            boolean higherIsBetter,
            double base,
            double head,
            List<List<Double>> headOverBase) {}

    /**
     * One compared result.
     *
     * @param base the base's central value in {@code unit}
     * @param head the same for head
     * @param change head / base with its 95% paired interval
     * @param decision the change at the comparison's per-row level: what the verdict read
     */
    public record PairedRow(
            String key,
            String label,
            String unit,
            boolean higherIsBetter,
            int rounds,
            double base,
            double head,
            Ratio change,
            Ratio decision,
            Verdict verdict) {
        /** Head over base. */
        public double ratio() {
            return change.center();
        }

        /** Lower end of the decision interval (NaN when unknown). */
        public double low() {
            return decision.lower();
        }

        /** Upper end of the decision interval (NaN when unknown). */
        public double high() {
            return decision.upper();
        }
    }

    private final List<PairedRow> rows;
    private final List<String> onlyInBase = new ArrayList<>();
    private final List<String> onlyInHead = new ArrayList<>();
    private final ChangeRule rule;
    private final int judged;

    private PairedComparison(List<PairedRow> rows, ChangeRule rule, int judged) {
        this.rows = rows;
        this.rule = rule;
        this.judged = judged;
    }

    /** Judges every result as one family by the rule with {@code threshold}. */
    public static PairedComparison of(List<Samples> results, double threshold) {
        return of(results, threshold, List.of(), List.of());
    }

    /** As {@link #of(List, double)}, listing results only one side had (not compared). */
    public static PairedComparison of(
            List<Samples> results, double threshold, List<String> onlyInBase, List<String> onlyInHead) {
        check(threshold);
        ChangeRule rule = ChangeRule.of(threshold);
        List<Ratio> changes = new ArrayList<>();
        for (Samples s : results) changes.add(change(s));
        int m = ChangeRule.judged(changes);
        List<PairedRow> rows = new ArrayList<>();
        for (int i = 0; i < results.size(); i++) {
            Samples s = results.get(i);
            Ratio c = changes.get(i);
            int rounds =
                    (int) s.headOverBase().stream().filter(f -> !f.isEmpty()).count();
            boolean judgeable = c.bound() == Ratio.Bound.BOUNDED;
            Ratio decision = judgeable ? rule.decisionInterval(c, m) : c;
            Verdict v = judgeable
                    ? Verdict.of(io.componentbench.stats.Change.of(decision, threshold, s.higherIsBetter()))
                    : Verdict.UNKNOWN;
            rows.add(new PairedRow(
                    s.key(), s.label(), s.unit(), s.higherIsBetter(), rounds, s.base(), s.head(), c, decision, v));
        }
        rows.sort(Comparator.comparing((PairedRow r) -> r.verdict().ordinal())
                .thenComparing(r -> -Math.abs(Math.log(r.ratio()))));
        PairedComparison c = new PairedComparison(rows, rule, m);
        c.onlyInBase.addAll(onlyInBase);
        c.onlyInHead.addAll(onlyInHead);
        return c;
    }

    /** The paired change of one result; undefined with fewer than {@value #MIN_ROUNDS} rounds or a sample that is not positive. */
    static Ratio change(Samples s) {
        List<List<Double>> rounds =
                s.headOverBase().stream().filter(f -> !f.isEmpty()).toList();
        boolean positive = rounds.stream().flatMap(List::stream).allMatch(v -> v > 0 && Double.isFinite(v));
        if (rounds.isEmpty() || !positive) return Ratio.undefined(Double.NaN, Estimate.LEVEL);
        Ratio r = Ratio.paired(rounds, Estimate.LEVEL);
        if (rounds.size() < MIN_ROUNDS) return Ratio.undefined(r.center(), Estimate.LEVEL);
        return r;
    }

    /**
     * The fork mode: compares two sides' merged JMH results (rawData: one array per fork, fork i =
     * round i); per round, head's fork over base's, each fork by its trimmed log mean.
     */
    public static PairedComparison ofForks(JsonNode base, JsonNode head, double threshold) {
        List<String> onlyBase = new ArrayList<>();
        List<String> onlyHead = new ArrayList<>();
        List<Samples> samples = forkSamples(base, head, onlyBase, onlyHead);
        return of(samples, threshold, onlyBase, onlyHead);
    }

    /** The samples of the fork mode ({@link #ofForks}); results only one side has are added to {@code onlyBase} or {@code onlyHead}. */
    public static List<Samples> forkSamples(
            JsonNode base, JsonNode head, List<String> onlyBase, List<String> onlyHead) {
        Map<String, JsonNode> b = byKey(base);
        Map<String, JsonNode> h = byKey(head);
        List<Samples> samples = new ArrayList<>();
        for (var e : b.entrySet()) {
            JsonNode hr = h.get(e.getKey());
            if (hr == null) {
                onlyBase.add(e.getKey());
                continue;
            }
            JsonNode br = e.getValue();
            JsonNode bm = br.path("primaryMetric");
            JsonNode hm = hr.path("primaryMetric");
            int rounds = Math.min(bm.path("rawData").size(), hm.path("rawData").size());
            List<List<Double>> ratios = new ArrayList<>();
            double bLog = 0;
            double hLog = 0;
            for (int r = 0; r < rounds; r++) {
                double bl = logMean(ForkMerge.fork(bm, r));
                double hl = logMean(ForkMerge.fork(hm, r));
                bLog += bl;
                hLog += hl;
                ratios.add(List.of(Math.exp(hl - bl)));
            }
            String unit = bm.path("scoreUnit").asText("ns/op");
            boolean higher = br.path("mode").asText().equals("thrpt") || !unit.endsWith("/op");
            samples.add(new Samples(
                    e.getKey(),
                    ResultKey.label(br.path("benchmark").asText(), ResultKey.params(br)),
                    unit,
                    higher,
                    Math.exp(bLog / rounds),
                    Math.exp(hLog / rounds),
                    ratios));
        }
        h.keySet().stream().filter(k -> !b.containsKey(k)).forEach(onlyHead::add);
        return samples;
    }

    /**
     * A fork's iterations on the log scale: the {@link Estimate#trimmedMean trimmed mean} of their logs
     * (the summary {@link Estimate} makes of a fork), NaN when one is not positive or there is none.
     */
    static double logMean(double[] iterations) {
        if (Arrays.stream(iterations).anyMatch(v -> !(v > 0))) return Double.NaN;
        return Estimate.trimmedMean(Arrays.stream(iterations).map(Math::log).toArray());
    }

    /** Rejects a threshold outside (0, 1]. */
    public static void check(double threshold) {
        if (!(threshold > 0 && threshold <= 1))
            throw new IllegalArgumentException("--threshold must be in (0, 1], got " + threshold);
    }

    private static Map<String, JsonNode> byKey(JsonNode results) {
        Map<String, JsonNode> m = new LinkedHashMap<>();
        for (JsonNode n : results) {
            String key = ResultKey.of(n);
            if (m.put(key, n) != null) throw new IllegalArgumentException("duplicate result " + key);
        }
        return m;
    }

    /** Every compared result, regressions first, then by size of change. */
    public List<PairedRow> rows() {
        return rows;
    }

    public List<String> onlyInBase() {
        return onlyInBase;
    }

    public List<String> onlyInHead() {
        return onlyInHead;
    }

    public double threshold() {
        return rule.threshold();
    }

    /** The rule the verdicts follow. */
    public ChangeRule rule() {
        return rule;
    }

    /** Results with a bounded interval: the family the per-row level splits 5% over. */
    public int judged() {
        return judged;
    }

    /** The level each row's decision interval is at. */
    public double rowLevel() {
        return rule.rowLevel(judged);
    }

    /**
     * The smallest slowdown that would be flagged in half (or {@code fraction}) of the judged rows at
     * the precision this comparison reached: for each row, the factor that would lift its decision
     * interval's lower end above {@code 1 + threshold} ({@link ChangeRule#slowdownFlagged}), as if
     * this comparison were an A/A. Infinite when too few rows have an interval.
     */
    public double detectableSlowdown(double fraction) {
        double[] needed = rows.stream()
                .filter(r -> r.verdict() != Verdict.UNKNOWN && !r.higherIsBetter())
                .mapToDouble(r -> rule.slowdownFlagged(r.low() / r.ratio()))
                .sorted()
                .toArray();
        if (needed.length == 0) return Double.POSITIVE_INFINITY;
        return needed[(int) Math.ceil(fraction * needed.length) - 1];
    }

    public long count(Verdict v) {
        return rows.stream().filter(r -> r.verdict() == v).count();
    }

    public boolean hasRegression() {
        return count(Verdict.REGRESSION) > 0;
    }

    /**
     * The rows that were not judged (inconclusive or unknown) although head / base is worse than the
     * threshold at its point estimate: a gate fails on them as on a regression ({@link #failures}).
     */
    public List<PairedRow> unjudgedMoves() {
        double t = rule.threshold();
        return rows.stream()
                .filter(r -> r.verdict().asChange().undecided())
                .filter(r -> r.higherIsBetter() ? r.ratio() < 1 / (1 + t) : r.ratio() > 1 + t)
                .toList();
    }

    /** Why a gate on this A/B fails, one sentence each (a regression, a row that moved unjudged); empty when it passes. */
    public List<String> failures() {
        List<String> why = new ArrayList<>();
        if (hasRegression()) why.add(count(Verdict.REGRESSION) + " regression(s)");
        List<PairedRow> moved = unjudgedMoves();
        if (!moved.isEmpty()) {
            List<String> names = new ArrayList<>();
            for (PairedRow r : moved.subList(0, Math.min(5, moved.size())))
                names.add(r.label() + " " + Interval.num(r.ratio()) + "x ("
                        + r.verdict().id() + ")");
            why.add(moved.size() + " row(s) worse than the threshold at their point estimate but not judged: "
                    + String.join("; ", names) + (moved.size() > names.size() ? "; and more" : "")
                    + "; more rounds (--rounds N) would decide them");
        }
        return why;
    }
}

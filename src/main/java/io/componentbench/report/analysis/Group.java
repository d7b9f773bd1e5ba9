package io.componentbench.report.analysis;

import io.componentbench.contender.ContenderKind;
import io.componentbench.results.Result;
import io.componentbench.results.Scenario;
import io.componentbench.stats.Estimate;
import io.componentbench.stats.Ranking;
import io.componentbench.workload.ContainerState;
import io.componentbench.workload.Workload;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * One chart's or table row's worth of results: a scenario at one size, with every result's estimate;
 * its ranking (the best and those tied with it, by the paired ratio within a side-by-side cell or
 * else by the two estimates) and the ratios between its results. {@link Analysis#groups()} makes them.
 */
public record Group(Scenario scenario, int size, List<Result> results, Map<Result, Estimate> estimates) {
    /** A result is unstable when its interval's half-width exceeds this fraction of its value. */
    public static final double UNSTABLE_HALF_WIDTH = 0.25;

    public Group(Scenario scenario, int size, List<Result> results) {
        this(scenario, size, results, estimatesOf(results));
    }

    private static Map<Result, Estimate> estimatesOf(List<Result> results) {
        Map<Result, Estimate> m = new IdentityHashMap<>();
        results.forEach(r -> m.put(r, r.estimateOrCenter()));
        return m;
    }

    public Workload workload() {
        return scenario.workload();
    }

    /** The container state of the group, empty for a workload that takes none (insert, churn). */
    public Optional<ContainerState> state() {
        return scenario.state();
    }

    /** A result's estimate. */
    public Estimate estimate(Result r) {
        Estimate e = estimates.get(r);
        return e != null ? e : r.estimateOrCenter();
    }

    /**
     * {@code x / y} with its interval: paired within the side-by-side cell when both were measured
     * there ({@link Result#pairedRatio}), else from the two estimates ({@link Analysis#ratio}).
     */
    public io.componentbench.stats.Ratio ratio(Result x, Result y) {
        return x.pairedRatio(y).orElseGet(() -> Analysis.ratio(estimate(x), estimate(y)));
    }

    /** Contenders only (no raw-array), fastest first by central value. */
    public List<Result> contenders() {
        return results.stream()
                .filter(r -> !r.isReference())
                .sorted(Comparator.comparingDouble(r -> estimate(r).center()))
                .toList();
    }

    public Optional<Result> raw() {
        return results.stream().filter(Result::isReference).findFirst();
    }

    public Optional<Result> of(ContenderKind contender) {
        return results.stream()
                .filter(r -> r.contender().equals(Optional.of(contender)))
                .findFirst();
    }

    /** The best contender, those tied with it (overlapping intervals) and the rest; empty without contenders. */
    public Optional<Ranking<Result>> ranking() {
        return rank(contenders());
    }

    /** The ranking of some of the group's results. */
    public Optional<Ranking<Result>> rank(List<Result> among) {
        if (among.isEmpty()) return Optional.empty();
        Map<Result, Estimate> m = new LinkedHashMap<>();
        among.forEach(r -> m.put(r, estimate(r)));
        Ranking<Result> byCenter = Ranking.of(m, false);
        // a tie: the ratio interval to the best contains 1 (or there is none), one rule for every reader
        List<Result> tied = new ArrayList<>();
        List<Result> behind = new ArrayList<>();
        List<Result> rest = new ArrayList<>(byCenter.tiedAndBehind());
        rest.sort(Comparator.comparingDouble(r -> Double.isNaN(estimate(r).center())
                ? Double.MAX_VALUE
                : estimate(r).center()));
        for (Result r : rest) {
            io.componentbench.stats.Ratio q = ratio(r, byCenter.best());
            (Double.isNaN(estimate(r).center()) ? behind : !q.known() || q.contains(1) ? tied : behind).add(r);
        }
        return Optional.of(new Ranking<>(byCenter.best(), tied, behind));
    }

    /** The contender with the best central value (see {@link #ranking()} for those tied with it). */
    public Optional<Result> winner() {
        return ranking().map(Ranking::best);
    }

    /** The best and every contender tied with it, best first. */
    public List<Result> leaders() {
        return ranking().map(Ranking::leaders).orElse(List.of());
    }

    /** E.g. {@code packed-sparse-set, tied with sector-array}, an unstable best so named; empty without contenders. */
    public String winnerText() {
        return ranking()
                .map(rk -> rk.describe(r -> r == rk.best() && instability(r).isPresent()
                        ? r.contenderId() + " (unstable best)"
                        : r.contenderId()))
                .orElse("");
    }

    /**
     * Why a result is too loose to lean on, empty when it is not. Measured side by side, its paired
     * ratio to the reference decides (its time also carries the reference's spread): no interval, or
     * a half-width above {@link #UNSTABLE_HALF_WIDTH} of it; otherwise its time: no interval, such a
     * half-width, or an outlier iteration. E.g. {@code half-width 52% of its paired ratio}.
     */
    public Optional<String> instability(Result r) {
        Optional<io.componentbench.stats.Ratio> paired = r.sideBySide().ratioToReference();
        if (paired.isPresent()) {
            if (!paired.get().known()) return Optional.of("no interval");
            double w = paired.get().relativeHalfWidth();
            return w > UNSTABLE_HALF_WIDTH
                    ? Optional.of("half-width " + Math.round(100 * w) + "% of its paired ratio")
                    : Optional.empty();
        }
        Estimate e = estimate(r);
        if (!e.known()) return Optional.of("no interval");
        double w = (e.upper() - e.lower()) / 2 / e.center();
        if (w > UNSTABLE_HALF_WIDTH) return Optional.of("half-width " + Math.round(100 * w) + "%");
        return e.outliers().isEmpty() ? Optional.empty() : Optional.of("an outlier iteration");
    }

    /** A result's iteration over {@value io.componentbench.stats.Spike#FACTOR}x its median, if it has one ({@link io.componentbench.stats.Spike}). */
    public Optional<io.componentbench.stats.Spike> spike(Result r) {
        return io.componentbench.stats.Spike.of(r.rawNsPerElement());
    }

    /** Registered contenders with no result here: the gaps the report marks. */
    public List<ContenderKind> missing() {
        return ContenderKind.all().stream().filter(k -> of(k).isEmpty()).toList();
    }

    public String title() {
        return workload().id() + " (" + scenario.label() + "), " + Format.count(size) + " entities";
    }

    /** A file-name-safe identifier. */
    public String slug() {
        return (workload().id() + "-" + String.join("-", scenario.params().values()) + "-" + size)
                .replaceAll("[^a-z0-9-]", "");
    }
}

package io.componentbench.report.analysis;

import io.componentbench.results.Result;
import io.componentbench.stats.Estimate;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Whether a result's measured iterations were in steady state: a first measured iteration slower
 * than the rest of its fork (warm-up not finished: the JIT, the caches, first-touch page faults) or
 * a steady climb from first to last (a container degrading as it is used, a heap filling). Read on
 * the paired ratios to the reference where the result has them (side by side: the host's state
 * cancels out of them), otherwise on the times. A fork needs three measured iterations to say
 * anything; the figures are geometric means over forks, and a trend counts only when every fork
 * leans the same way, so one noisy fork does not raise it.
 */
public final class Trends {
    /** A first iteration this many times the median of the rest of its fork is warm-up, not noise. */
    public static final double WARMUP_LIMIT = 1.15;
    /** A last iteration this many times the first, in every fork, is drift. */
    public static final double DRIFT_LIMIT = 1.15;

    private Trends() {}

    /** A result that was not in steady state: its warm-up excess and drift, geometric means over forks. */
    public record Flag(Result result, double firstOverRest, double lastOverFirst) {
        public boolean warmup() {
            return firstOverRest > WARMUP_LIMIT;
        }
    }

    /** The flag of a result that was not in steady state; empty when it was or its forks are too short to tell. */
    public static Optional<Flag> of(Result r) {
        List<List<Double>> forks = r.sideBySide().toReference().isEmpty()
                ? r.rawNsPerElement()
                : r.sideBySide().toReference();
        List<Double> firstOverRest = new ArrayList<>();
        List<Double> lastOverFirst = new ArrayList<>();
        for (List<Double> f : forks) {
            if (f.size() < 3) continue;
            double[] rest = f.subList(1, f.size()).stream()
                    .mapToDouble(Double::doubleValue)
                    .toArray();
            firstOverRest.add(f.get(0) / Estimate.median(rest));
            lastOverFirst.add(f.get(f.size() - 1) / f.get(0));
        }
        if (firstOverRest.isEmpty()) return Optional.empty();
        Flag flag = new Flag(r, geometricMean(firstOverRest), geometricMean(lastOverFirst));
        boolean warm = flag.warmup() && firstOverRest.stream().allMatch(x -> x > 1);
        boolean drift =
                flag.lastOverFirst() > DRIFT_LIMIT && lastOverFirst.stream().allMatch(x -> x > 1);
        return warm || drift ? Optional.of(flag) : Optional.empty();
    }

    private static double geometricMean(List<Double> values) {
        return Math.exp(values.stream().mapToDouble(Math::log).average().orElseThrow());
    }

    /** Every flagged result of the groups, in group order. */
    public static List<Flag> flags(List<Group> groups) {
        List<Flag> out = new ArrayList<>();
        for (Group g : groups) {
            for (Result r : g.results()) of(r).ifPresent(out::add);
        }
        return out;
    }
}

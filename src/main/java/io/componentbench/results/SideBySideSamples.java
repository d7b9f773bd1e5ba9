package io.componentbench.results;

import io.componentbench.stats.Estimate;
import io.componentbench.stats.Ratio;
import java.util.List;
import java.util.Optional;

/**
 * What a result measured side by side carries beyond its times: per fork, per measured iteration,
 * its time over the reference's in the same rounds of the same fork (the geometric mean of the
 * {@code raw-array} anchor and the cell's {@code twin}, the anchor loaded a second time; the anchor alone in
 * a cell without a twin: {@value #RATIO_METRIC} in the results), and the twin over the anchor (a built-in A/A: {@value #TWIN_METRIC}). Empty for a result measured in
 * forks of its own.
 *
 * @param toReference this result over the reference (anchor and twin), one list per fork, one value per iteration
 * @param twin the cell's twin over the anchor, same shape
 */
public record SideBySideSamples(List<List<Double>> toReference, List<List<Double>> twin) {
    /** The secondary metric holding {@link #toReference}. */
    public static final String RATIO_METRIC = "sbs.ratio";
    /** The secondary metric holding {@link #twin}. */
    public static final String TWIN_METRIC = "sbs.twin";
    /**
     * The secondary metric holding, per fork and iteration, the milliseconds of the result's own
     * timed parts (its slices' share of the iteration, which its {@code gc.time} is a share of).
     */
    public static final String TIMED_METRIC = "sbs.timedMs";
    /** The prefix of every side-by-side metric (they are not hardware counters). */
    public static final String PREFIX = "sbs.";
    /** A result measured in forks of its own. */
    public static final SideBySideSamples NONE = new SideBySideSamples(List.of(), List.of());

    public SideBySideSamples {
        toReference = toReference.stream().map(List::copyOf).toList();
        twin = twin.stream().map(List::copyOf).toList();
    }

    /** Whether the result was measured side by side. */
    public boolean present() {
        return !toReference.isEmpty();
    }

    /** The paired ratio to the reference (anchor and twin), when measured side by side. */
    public Optional<Ratio> ratioToReference() {
        return present() ? Optional.of(Ratio.paired(toReference, Estimate.LEVEL)) : Optional.empty();
    }

    /** The twin's paired ratio to the anchor (the cell's A/A), when measured. */
    public Optional<Ratio> twinRatio() {
        return twin.isEmpty() ? Optional.empty() : Optional.of(Ratio.paired(twin, Estimate.LEVEL));
    }

    /** These samples cut to their first {@code forks} forks. */
    SideBySideSamples firstForks(int forks) {
        return new SideBySideSamples(
                toReference.subList(0, Math.min(forks, toReference.size())),
                twin.subList(0, Math.min(forks, twin.size())));
    }

    /**
     * {@code a / b} from samples of one cell, paired per fork and iteration (each side's ratio to
     * the reference of the same rounds), when both were measured side by side in the same forks.
     */
    static Optional<Ratio> between(SideBySideSamples a, SideBySideSamples b) {
        if (!a.present() || !b.present() || a.toReference.size() != b.toReference.size()) return Optional.empty();
        List<List<Double>> q = new java.util.ArrayList<>();
        for (int f = 0; f < a.toReference.size(); f++) {
            List<Double> x = a.toReference.get(f);
            List<Double> y = b.toReference.get(f);
            if (x.size() != y.size()) return Optional.empty();
            List<Double> fork = new java.util.ArrayList<>();
            for (int i = 0; i < x.size(); i++) fork.add(x.get(i) / y.get(i));
            q.add(fork);
        }
        return Optional.of(Ratio.paired(q, Estimate.LEVEL));
    }
}

package io.componentbench.stats;

import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * A result's worst measured iteration when it is more than {@value #FACTOR}x the median of all its
 * measured iterations (every fork): the report marks the result with that factor wherever it shows
 * its time, since a trimmed mean per fork hides such an iteration and a reader should see it.
 *
 * @param fork 0-based fork of the iteration
 * @param iteration 0-based measured iteration within the fork
 * @param factor the iteration's value over the median
 */
public record Spike(int fork, int iteration, double factor) {
    /** An iteration over this multiple of its result's median is a spike. */
    public static final double FACTOR = 5;

    /** The largest iteration of {@code samples} (per fork, per iteration) when it is a spike; empty otherwise or without samples. */
    public static Optional<Spike> of(List<List<Double>> samples) {
        double[] all = samples.stream()
                .flatMap(List::stream)
                .mapToDouble(Double::doubleValue)
                .filter(Double::isFinite)
                .sorted()
                .toArray();
        if (all.length < 2) return Optional.empty();
        double median = all.length % 2 == 1 ? all[all.length / 2] : (all[all.length / 2 - 1] + all[all.length / 2]) / 2;
        if (!(median > 0)) return Optional.empty();
        Spike worst = null;
        for (int f = 0; f < samples.size(); f++)
            for (int i = 0; i < samples.get(f).size(); i++) {
                double v = samples.get(f).get(i);
                if (Double.isFinite(v) && v > FACTOR * median && (worst == null || v / median > worst.factor))
                    worst = new Spike(f, i, v / median);
            }
        return Optional.ofNullable(worst);
    }

    /** The mark the report shows beside the result, e.g. {@code spike 740x}. */
    public String mark() {
        return "spike "
                + (factor < 10
                        ? String.format(Locale.ROOT, "%.1f", factor)
                        : String.format(Locale.ROOT, "%.0f", factor))
                + "x";
    }

    /** The mark with where the iteration was, e.g. {@code spike 740x (fork 2, iteration 3)}, 1-based. */
    public String describe() {
        return mark() + " (fork " + (fork + 1) + ", iteration " + (iteration + 1) + ")";
    }
}

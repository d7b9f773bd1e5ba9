package io.componentbench.stats;

import java.util.SplittableRandom;

/** Seeded synthetic samples with known answers: a true mean, fork effects and iteration noise, all normal. */
final class Synthetic {
    private Synthetic() {}

    /** {@code forks x iterations} samples around {@code mean}: each fork shifted by N(0, forkSd), each iteration by N(0, iterationSd). */
    static double[][] samples(long seed, int forks, int iterations, double mean, double forkSd, double iterationSd) {
        SplittableRandom r = new SplittableRandom(seed);
        double[][] s = new double[forks][iterations];
        for (int f = 0; f < forks; f++) {
            double shift = gaussian(r) * forkSd;
            for (int i = 0; i < iterations; i++) s[f][i] = mean + shift + gaussian(r) * iterationSd;
        }
        return s;
    }

    /** A standard normal draw (Box-Muller), so the samples depend on the seed alone. */
    static double gaussian(SplittableRandom r) {
        return Math.sqrt(-2 * Math.log(1 - r.nextDouble())) * Math.cos(2 * Math.PI * r.nextDouble());
    }

    static double[][] copy(double[][] s) {
        double[][] c = new double[s.length][];
        for (int f = 0; f < s.length; f++) c[f] = s[f].clone();
        return c;
    }

    /** An interval with the given ends at the default level. */
    static Interval interval(double center, double lower, double upper) {
        return new Estimate(center, lower, upper, Estimate.LEVEL, IntervalMethod.FORKS, 3, 9, java.util.List.of());
    }
}

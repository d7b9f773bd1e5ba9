package io.componentbench.stats;

import java.util.ArrayList;
import java.util.List;

/**
 * The ratio of two positive quantities with its confidence interval: contender over reference,
 * current over baseline, or a ratio of ratios (a contender's ratio to {@code raw-array} now over
 * the same ratio in the baseline).
 * <p>
 * <b>Method:</b> on the log scale, each input's own interval gives its distance from the center on
 * each side; divided by that interval's t critical value it is a standard error per side (the
 * "recovered variance" of Donner and Zou's MOVER). The ratio's lower side combines the numerator's
 * lower and the denominator's upper standard error in quadrature, the upper side the other two, and
 * each side uses Student's t with Welch-Satterthwaite degrees of freedom. It needs nothing but the
 * inputs' intervals, so it is consistent with how each input is reported, works for ratios of
 * ratios, and keeps a ratio's asymmetry (a denominator near zero stretches the upper end, not the
 * lower); the pooled degrees of freedom keep it from the over-width of adding t intervals with few
 * degrees of freedom directly (in 4,000 simulated pairs of 3- and 5-fork estimates, and ratios of
 * such ratios, the 95% interval covered the true ratio 96-97% of the time). When the denominator's
 * interval reaches zero the ratio has no upper end ({@link Bound#UNBOUNDED}); when the numerator's
 * does, its lower end is 0. Both inputs must be at the same confidence level.
 *
 * @param center numerator center over denominator center
 * @param lower lower end (0 when the numerator's interval reaches zero), NaN when undefined
 * @param upper upper end, {@code +Infinity} when unbounded, NaN when undefined
 * @param level confidence level of both inputs
 * @param degreesOfFreedom the smaller of the two bounded sides' Welch-Satterthwaite degrees of freedom
 * @param bound whether the interval is finite, unbounded above, or undefined
 */
public record Ratio(double center, double lower, double upper, double level, double degreesOfFreedom, Bound bound) implements Interval {

    /** What kind of interval a ratio has. */
    public enum Bound {
        /** A finite interval. */
        BOUNDED,
        /** No upper end: the denominator's interval reaches zero, so any large ratio is possible. */
        UNBOUNDED,
        /** No interval: an input has none (a single sample), or a center is not positive. */
        UNDEFINED
    }

    /** {@code numerator / denominator} with its interval. */
    public static Ratio of(Interval numerator, Interval denominator) {
        if (numerator.level() != denominator.level()) {
            throw new IllegalArgumentException("a ratio needs intervals at one confidence level, got "
                    + numerator.level() + " and " + denominator.level());
        }
        double a = numerator.center();
        double b = denominator.center();
        double level = numerator.level();
        if (!(a > 0) || !(b > 0)) return new Ratio(Double.NaN, Double.NaN, Double.NaN, level, Double.NaN, Bound.UNDEFINED);
        if (!numerator.known() || !denominator.known()) return new Ratio(a / b, Double.NaN, Double.NaN, level, Double.NaN, Bound.UNDEFINED);
        double la = Math.log(a);
        double lb = Math.log(b);
        double dfA = numerator.degreesOfFreedom();
        double dfB = denominator.degreesOfFreedom();
        double tA = Estimate.tQuantile(dfA, level);
        double tB = Estimate.tQuantile(dfB, level);
        // standard errors per side on the log scale; log(<= 0) is -infinity: that side is unbounded
        double aDown = (la - log(numerator.lower())) / tA;
        double aUp = (log(numerator.upper()) - la) / tA;
        double bDown = (lb - log(denominator.lower())) / tB;
        double bUp = (log(denominator.upper()) - lb) / tB;
        Side low = Side.of(aDown, dfA, bUp, dfB, level);
        Side high = Side.of(aUp, dfA, bDown, dfB, level);
        double upper = Math.exp(la - lb + high.halfWidth);
        // an unbounded side says nothing about how well the spread is known: the other side's degrees of freedom stand
        double df = Double.isNaN(low.df) ? high.df : Double.isNaN(high.df) ? low.df : Math.min(low.df, high.df);
        return new Ratio(a / b, Math.exp(la - lb - low.halfWidth), upper, level, Double.isNaN(df) ? Double.POSITIVE_INFINITY : df,
                Double.isInfinite(upper) ? Bound.UNBOUNDED : Bound.BOUNDED);
    }

    /** The method of a {@link #paired} ratio over several forks. */
    public static final String PAIRED_METHOD = "paired: Student t over fork means of per-iteration log ratios measured side by side";

    /**
     * A ratio measured side by side: {@code ratios} holds, per fork, per measured iteration, the
     * geometric mean over that iteration's rounds of numerator / denominator measured in the same
     * round. The center is the geometric mean over forks of each fork's geometric mean; the interval
     * Student's t over the fork means of the logs ({@code forks - 1} degrees of freedom), or over one
     * fork's iterations when there is one fork (fork-to-fork variation then unmeasured). The host's
     * state at a moment hits both sides of a round alike, so it cancels out of these samples instead
     * of widening two separate intervals.
     *
     * @throws IllegalArgumentException when there are no samples or a sample is not positive
     */
    public static Ratio paired(List<List<Double>> ratios, double level) {
        List<double[]> forks = new ArrayList<>();
        for (List<Double> fork : ratios) {
            if (fork.isEmpty()) continue;
            double[] logs = new double[fork.size()];
            for (int i = 0; i < logs.length; i++) {
                double v = fork.get(i);
                if (!(v > 0) || Double.isInfinite(v)) throw new IllegalArgumentException("a paired ratio sample is not positive: " + v);
                logs[i] = Math.log(v);
            }
            forks.add(logs);
        }
        if (forks.isEmpty()) throw new IllegalArgumentException("no paired ratio samples");
        double[] means = forks.size() > 1 ? forks.stream().mapToDouble(Ratio::mean).toArray() : forks.get(0);
        double center = mean(means);
        if (means.length < 2) return new Ratio(Math.exp(center), Double.NaN, Double.NaN, level, Double.NaN, Bound.UNDEFINED);
        double ss = 0;
        for (double m : means) ss += (m - center) * (m - center);
        double df = means.length - 1;
        double half = Estimate.tQuantile(df, level) * Math.sqrt(ss / df / means.length);
        return new Ratio(Math.exp(center), Math.exp(center - half), Math.exp(center + half), level, df, Bound.BOUNDED);
    }

    private static double mean(double[] x) {
        double s = 0;
        for (double v : x) s += v;
        return s / x.length;
    }

    /** One side of the log-interval: two standard errors combined, with Welch-Satterthwaite degrees of freedom. */
    private record Side(double halfWidth, double df) {
        static Side of(double s1, double df1, double s2, double df2, double level) {
            double v = s1 * s1 + s2 * s2;
            if (Double.isInfinite(v)) return new Side(Double.POSITIVE_INFINITY, Double.NaN);
            if (v == 0) return new Side(0, Double.POSITIVE_INFINITY);
            double df = v * v / (Math.pow(s1, 4) / df1 + Math.pow(s2, 4) / df2);
            return new Side(Estimate.tQuantile(df, level) * Math.sqrt(v), df);
        }
    }

    private static double log(double v) {
        return v > 0 ? Math.log(v) : Double.NEGATIVE_INFINITY;
    }

    /** E.g. {@code 1.32x [1.15, 1.52]}, {@code 1.32x [0.950, unbounded)} or {@code undefined}. */
    @Override
    public String describe() {
        if (Double.isNaN(center)) return "undefined (a center is not positive)";
        if (!known()) return Interval.num(center) + "x [no interval]";
        return Interval.num(center) + "x [" + Interval.num(lower) + ", "
                + (bound == Bound.UNBOUNDED ? "unbounded)" : Interval.num(upper) + "]");
    }
}

package io.componentbench.stats;

import java.util.ArrayList;
import java.util.List;

/**
 * The ratio of two positive quantities with its confidence interval: contender over reference,
 * current over baseline, or a ratio of ratios (a contender's ratio to {@code raw-array} now over
 * the same ratio in the baseline).
 * <p>
 * <b>Method:</b> everything is on the log scale, and each side of the interval (toward the lower and
 * toward the upper end) has its own standard error and degrees of freedom ({@link Spread}). For a
 * ratio of two independent quantities the lower side combines the numerator's lower and the
 * denominator's upper spread in quadrature, the upper side the other two, each side with
 * Welch-Satterthwaite degrees of freedom. An {@link Estimate} gives its spreads by the "recovered
 * variance" of Donner and Zou's MOVER (its half-width over its own t quantile); a ratio passes on
 * the spreads it keeps, so a ratio of ratios uses each input side's own standard error and degrees of
 * freedom (in 4,000 simulated pairs of 3- and 5-fork estimates, and ratios of such ratios, the 95%
 * interval covered the true ratio 96-97% of the time). A ratio measured side by side is paired
 * ({@link #paired}): one spread from the per-fork log ratios. Keeping the spreads lets a ratio be
 * restated at another level ({@link #atLevel}), which is how the gate ({@link ChangeRule}) judges
 * many rows at once. When the denominator's interval reaches zero the ratio has no upper end
 * ({@link Bound#UNBOUNDED}); when the numerator's does, its lower end is 0. Both inputs must be at
 * the same confidence level.
 *
 * @param center numerator center over denominator center
 * @param lower lower end (0 when the numerator's interval reaches zero), NaN when undefined
 * @param upper upper end, {@code +Infinity} when unbounded, NaN when undefined
 * @param level confidence level of the interval
 * @param degreesOfFreedom the smaller of the two bounded sides' degrees of freedom
 * @param bound whether the interval is finite, unbounded above, or undefined
 * @param spreadBelow the log-scale spread toward the lower end
 * @param spreadAbove the log-scale spread toward the upper end
 */
public record Ratio(
        double center,
        double lower,
        double upper,
        double level,
        double degreesOfFreedom,
        Bound bound,
        Spread spreadBelow,
        Spread spreadAbove)
        implements Interval {

    /** What kind of interval a ratio has. */
    public enum Bound {
        /** A finite interval. */
        BOUNDED,
        /** No upper end: the denominator's interval reaches zero, so any large ratio is possible. */
        UNBOUNDED,
        /** No interval: an input has none (a single sample), or a center is not positive. */
        UNDEFINED
    }

    /** A ratio known only by its ends: its spreads are recovered from them with {@code degreesOfFreedom} ({@link Interval#spreadBelow}). */
    public Ratio(double center, double lower, double upper, double level, double degreesOfFreedom, Bound bound) {
        this(
                center,
                lower,
                upper,
                level,
                degreesOfFreedom,
                bound,
                Double.isNaN(lower) || Double.isNaN(degreesOfFreedom)
                        ? Spread.NONE
                        : Spread.recovered(center, lower, level, degreesOfFreedom),
                Double.isNaN(upper) || Double.isNaN(degreesOfFreedom)
                        ? Spread.NONE
                        : Spread.recovered(center, upper, level, degreesOfFreedom));
    }

    /** A ratio with a center and no interval. */
    public static Ratio undefined(double center, double level) {
        return new Ratio(center, Double.NaN, Double.NaN, level, Double.NaN, Bound.UNDEFINED, Spread.NONE, Spread.NONE);
    }

    /** {@code numerator / denominator} with its interval, the two independent. */
    public static Ratio of(Interval numerator, Interval denominator) {
        if (numerator.level() != denominator.level()) {
            throw new IllegalArgumentException("a ratio needs intervals at one confidence level, got "
                    + numerator.level() + " and " + denominator.level());
        }
        double a = numerator.center();
        double b = denominator.center();
        double level = numerator.level();
        if (!(a > 0) || !(b > 0)) return undefined(Double.NaN, level);
        if (!numerator.known() || !denominator.known()) return undefined(a / b, level);
        return fromSpreads(
                Math.log(a) - Math.log(b),
                level,
                Spread.combine(numerator.spreadBelow(), denominator.spreadAbove()),
                Spread.combine(numerator.spreadAbove(), denominator.spreadBelow()));
    }

    /** The ratio whose log center is {@code logCenter}, with these spreads, at {@code level}. */
    private static Ratio fromSpreads(double logCenter, double level, Spread below, Spread above) {
        double lower = Math.exp(logCenter - below.halfWidth(level));
        double upper = Math.exp(logCenter + above.halfWidth(level));
        // an unbounded side says nothing about how well the spread is known: the other side's degrees of freedom stand
        double df = !below.bounded() ? above.df() : !above.bounded() ? below.df() : Math.min(below.df(), above.df());
        return new Ratio(
                Math.exp(logCenter),
                lower,
                upper,
                level,
                Double.isNaN(df) ? Double.POSITIVE_INFINITY : df,
                Double.isInfinite(upper) ? Bound.UNBOUNDED : Bound.BOUNDED,
                below,
                above);
    }

    /**
     * This ratio with its interval at another confidence level, from the spreads it keeps (each side
     * with its own standard error and degrees of freedom); an undefined ratio stays undefined.
     *
     * @throws IllegalArgumentException for a level outside (0, 1)
     */
    public Ratio atLevel(double level) {
        if (!(level > 0 && level < 1))
            throw new IllegalArgumentException("confidence level must be in (0, 1), got " + level);
        if (bound == Bound.UNDEFINED || !known()) return undefined(center, level);
        return fromSpreads(Math.log(center), level, spreadBelow, spreadAbove);
    }

    /** The method of a {@link #paired} ratio over several forks. */
    public static final String PAIRED_METHOD =
            "paired: Student t over fork means of per-iteration log ratios measured side by side";

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
                if (!(v > 0) || Double.isInfinite(v))
                    throw new IllegalArgumentException("a paired ratio sample is not positive: " + v);
                logs[i] = Math.log(v);
            }
            forks.add(logs);
        }
        if (forks.isEmpty()) throw new IllegalArgumentException("no paired ratio samples");
        double[] means =
                forks.size() > 1 ? forks.stream().mapToDouble(Ratio::mean).toArray() : forks.get(0);
        double center = mean(means);
        if (means.length < 2) return undefined(Math.exp(center), level);
        double ss = 0;
        for (double m : means) ss += (m - center) * (m - center);
        double df = means.length - 1;
        Spread spread = new Spread(Math.sqrt(ss / df / means.length), df);
        return fromSpreads(center, level, spread, spread);
    }

    private static double mean(double[] x) {
        double s = 0;
        for (double v : x) s += v;
        return s / x.length;
    }

    /** E.g. {@code 1.32x [1.15, 1.52]}, {@code 1.32x [0.950, unbounded)} or {@code undefined}. */
    @Override
    public String describe() {
        if (Double.isNaN(center)) return "undefined (a center is not positive)";
        if (!known()) return Interval.num(center) + "x [no interval]";
        return Interval.num(center) + "x [" + side(lower) + ", "
                + (bound == Bound.UNBOUNDED ? "unbounded)" : side(upper) + "]");
    }

    /**
     * A bound with three significant digits, or more (up to six) where three would round it to 1:
     * which side of 1 a bound lies on decides a tie, so "[1, 1.02]" must read "[1.004, 1.02]".
     */
    static String side(double v) {
        String s = Interval.num(v);
        for (int digits = 4; s.equals("1") && v != 1 && digits <= 6; digits++) s = Interval.num(v, digits);
        return s;
    }
}

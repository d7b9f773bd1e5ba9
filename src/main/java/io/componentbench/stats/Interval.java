package io.componentbench.stats;

import java.util.Locale;

/**
 * A central value with a confidence interval around it: what an {@link Estimate} and a
 * {@link Ratio} have in common, and all that ties ({@link Ranking}) and verdicts
 * ({@link Requirement}, {@link Change}) need.
 */
public interface Interval {
    /** The central value. */
    double center();

    /** Lower end of the interval; NaN when no interval could be computed. */
    double lower();

    /** Upper end of the interval; {@code +Infinity} when unbounded; NaN when no interval could be computed. */
    double upper();

    /** Confidence level, e.g. 0.95. */
    double level();

    /**
     * Degrees of freedom of the t distribution the interval was built with ({@code +Infinity} for
     * an exact one), so that combining intervals ({@link Ratio}) can weigh how well each spread is known.
     */
    double degreesOfFreedom();

    /** The spread of the lower side on the log scale (recovered from the interval's ends and degrees of freedom unless known). */
    default Spread spreadBelow() {
        return known() ? Spread.recovered(center(), lower(), level(), degreesOfFreedom()) : Spread.NONE;
    }

    /** The spread of the upper side on the log scale, as {@link #spreadBelow}. */
    default Spread spreadAbove() {
        return known() ? Spread.recovered(center(), upper(), level(), degreesOfFreedom()) : Spread.NONE;
    }

    /** Whether there is an interval at all (a single sample has none). */
    default boolean known() {
        return !Double.isNaN(lower()) && !Double.isNaN(upper());
    }

    /**
     * Whether the two intervals share a value, i.e. this data cannot tell the two apart. An unknown
     * interval overlaps everything: without a spread nothing can be separated from it.
     */
    default boolean overlaps(Interval other) {
        if (!known() || !other.known()) return true;
        return lower() <= other.upper() && other.lower() <= upper();
    }

    /** Whether {@code value} lies inside the interval (ends included); false when there is no interval. */
    default boolean contains(double value) {
        return known() && lower() <= value && value <= upper();
    }

    /** Half the interval's width (infinite when unbounded, NaN when unknown). */
    default double halfWidth() {
        return (upper() - lower()) / 2;
    }

    /** Half-width over the central value: the precision, e.g. 0.05 for +-5%. */
    default double relativeHalfWidth() {
        return halfWidth() / Math.abs(center());
    }

    /** E.g. {@code 12.3 [11.9, 12.8]}, {@code 1.32 [0.950, unbounded)} or {@code 12.3 [no interval]}. */
    default String describe() {
        if (!known()) return num(center()) + " [no interval]";
        return num(center()) + " [" + num(lower()) + ", "
                + (Double.isInfinite(upper()) ? "unbounded)" : num(upper()) + "]");
    }

    /** Three significant digits, without exponent for everyday magnitudes. */
    static String num(double v) {
        return num(v, 3);
    }

    /** {@code v} with {@code digits} significant digits, plain (scientific below a thousandth or from 10^7). */
    static String num(double v, int digits) {
        if (Double.isNaN(v)) return "NaN";
        double a = Math.abs(v);
        if (a != 0 && (a < 1e-3 || a >= 1e7)) return String.format(Locale.ROOT, "%." + digits + "g", v);
        return new java.math.BigDecimal(v)
                .round(new java.math.MathContext(digits))
                .stripTrailingZeros()
                .toPlainString();
    }
}

package io.componentbench.stats;

import java.util.List;
import java.util.Locale;

/**
 * The one rule every gate of the project decides by ({@code compare}, {@code ab}, {@code gate-check}):
 * a change (current / baseline, or head / base) is a regression when the <em>whole</em> interval of
 * the change lies above {@code 1 + threshold}, an improvement when it lies below
 * {@code 1 / (1 + threshold)} ({@link Change}), with the interval taken at a per-row level that
 * accounts for the number of rows judged together.
 * <p>
 * <b>Why a per-row level.</b> A comparison judges many rows at once (about 600 in the full profile).
 * Each calibrated 95% interval misses the truth 1 time in 20, so at 95% per row an A/A comparison of
 * 600 rows expects about 30 intervals that exclude 1. The rule therefore judges each of {@code m}
 * rows at the level {@code 1 - 0.05 / m} (Bonferroni): the chance that any interval of an A/A misses
 * 1 is then at most 5% whatever the dependence between rows, and the expected number of falsely
 * flagged rows at most 0.05; an interval beyond a threshold above 1 is rarer still. Holm's step-down
 * would flag a little more when many rows truly change, but has no per-row interval to show; the
 * Bonferroni interval is the one printed beside every verdict. The price is width: with few degrees
 * of freedom t grows fast in the tail, so the gate needs forks (or side-by-side pairing) to see small
 * changes. Rows without a bounded interval cannot be flagged and are not counted in {@code m}.
 *
 * @param threshold the relative change that counts, in (0, 1] (0.10 is 10%)
 * @param familyLevel the confidence that no row of an unchanged comparison is flagged (0.95)
 */
public record ChangeRule(double threshold, double familyLevel) {
    /** The family level every gate uses: at most a 5% chance of any false row in a comparison of one commit with itself. */
    public static final double FAMILY_LEVEL = Estimate.LEVEL;

    public ChangeRule {
        requireThreshold(threshold);
        if (!(familyLevel > 0.5 && familyLevel < 1))
            throw new IllegalArgumentException("the family level must be in (0.5, 1), got " + familyLevel);
    }

    /** Rejects a threshold that is not a fraction in (0, 1] (the check of this rule, compare and gate-check). */
    public static void requireThreshold(double threshold) {
        if (!(threshold > 0 && threshold <= 1)) {
            throw new IllegalArgumentException(
                    "the threshold must be a fraction in (0, 1] (0.10 is 10%), got " + threshold);
        }
    }

    /** The rule at {@link #FAMILY_LEVEL}. */
    public static ChangeRule of(double threshold) {
        return new ChangeRule(threshold, FAMILY_LEVEL);
    }

    /** The level each of {@code rows} rows is judged at: {@code 1 - (1 - familyLevel) / rows}. */
    public double rowLevel(int rows) {
        return 1 - (1 - familyLevel) / Math.max(1, rows);
    }

    /** The rows of {@code changes} that count toward {@code m}: those with a bounded interval. */
    public static int judged(List<Ratio> changes) {
        return (int)
                changes.stream().filter(r -> r.bound() == Ratio.Bound.BOUNDED).count();
    }

    /** {@code change} restated at the level of a family of {@code rows} rows: the interval the verdict reads. */
    public Ratio decisionInterval(Ratio change, int rows) {
        return change.atLevel(rowLevel(rows));
    }

    /** The verdict on one row of a family of {@code rows}. */
    public Change judge(Ratio change, int rows, boolean higherIsBetter) {
        return Change.of(decisionInterval(change, rows), threshold, higherIsBetter);
    }

    /** An upper bound on the rows an A/A comparison (every true change 1) flags on average, if the intervals are calibrated. */
    public double expectedFalseRows() {
        return 1 - familyLevel;
    }

    /** What 95% per row would expect instead: the intervals excluding 1 among {@code rows} rows of an A/A. */
    public static double unadjustedMisses(int rows) {
        return rows * (1 - Estimate.LEVEL);
    }

    /**
     * The smallest slowdown factor that would be flagged in a row whose decision interval of an
     * unchanged comparison has lower end {@code decisionLower}: slowing every sample by {@code s}
     * multiplies the interval by {@code s}, so the row is flagged exactly when
     * {@code s > (1 + threshold) / decisionLower}; infinite without a positive lower end.
     */
    public double slowdownFlagged(double decisionLower) {
        return decisionLower > 0 ? (1 + threshold) / decisionLower : Double.POSITIVE_INFINITY;
    }

    /**
     * The rule in words for {@code rows} rows, e.g. {@code a row is flagged only when its whole 99.99%
     * interval (5% over 412 rows) lies above 1.1 (regression) or below 0.909 (improvement); an A/A
     * comparison expects at most 0.05 flagged rows (20.6 intervals excluding 1 at 95% per row)}.
     */
    public String describe(int rows) {
        return String.format(
                Locale.ROOT,
                "a row is flagged only when its whole %s interval (%s over %d row%s, Bonferroni) lies above %s"
                        + " (regression) or below %s (improvement); an A/A comparison of calibrated intervals expects at most %s"
                        + " flagged rows (%s intervals excluding 1 at 95%% per row)",
                percent(rowLevel(rows)),
                percent(1 - familyLevel),
                rows,
                rows == 1 ? "" : "s",
                Interval.num(1 + threshold),
                Interval.num(1 / (1 + threshold)),
                Interval.num(expectedFalseRows()),
                Interval.num(unadjustedMisses(rows)));
    }

    /** A level as a percentage with enough digits to tell it from 100%, e.g. {@code 99.988%}. */
    public static String percent(double level) {
        double miss = 100 * (1 - level);
        if (miss <= 0) return "100%";
        int digits = Math.max(0, (int) Math.ceil(-Math.log10(miss)) + 1);
        String s = String.format(Locale.ROOT, "%." + digits + "f", 100 * level);
        if (s.contains(".")) s = s.replaceAll("0+$", "").replaceAll("\\.$", "");
        return s + "%";
    }
}

package io.componentbench.stats;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The regression gate's own accounting, on the machine at hand: given the rows of an A/A comparison
 * (two runs of one unchanged commit) and of comparisons in which one contender was deliberately
 * slowed, each with the verdict the comparison gave it ({@code regress.Comparison}, which decides
 * with {@link Change}), how often the gate raises a false alarm, how many slowed rows it flags, and
 * the smallest slowdown it can detect at the precision these runs reached.
 * <p>
 * Each row carries the interval its verdict read: the change at the per-row level of its comparison
 * ({@link ChangeRule}). The smallest detectable slowdown is read off the A/A rows: slowing every
 * sample of a result by a factor {@code s} multiplies its interval, and so the ratio's interval, by
 * {@code s}; a row whose A/A decision interval has lower end {@code L} is therefore flagged exactly
 * when {@code s > (1 + threshold) / L} ({@link ChangeRule#slowdownFlagged}).
 * The quantiles of that bound over the A/A rows give the slowdown flagged in half, or in 90%, of
 * the results at this precision (a row the comparison could not judge never is). Values are times
 * (lower is better), as the comparison reports them.
 */
public final class GateCheck {
    /**
     * One compared result.
     *
     * @param label short row name
     * @param ratio current over baseline, with the interval the verdict read (its decision interval)
     * @param change the comparison's verdict on it
     * @param slowed whether the current side is the deliberately slowed contender
     */
    public record GateRow(String label, Ratio ratio, Change change, boolean slowed) {}

    private final String kind;
    private final List<GateRow> aa;
    private final List<GateRow> trial;
    private final double threshold;

    /**
     * @param kind what the rows compare, e.g. {@code scores} or {@code ratios to raw-array}
     * @param aa rows of the A/A comparison
     * @param trial rows of the comparisons against the run with the slowed contender
     * @param threshold the gate's threshold, e.g. 0.10
     */
    public GateCheck(String kind, List<GateRow> aa, List<GateRow> trial, double threshold) {
        if (!(threshold >= 0)) throw new IllegalArgumentException("threshold must be >= 0, got " + threshold);
        if (aa.isEmpty()) throw new IllegalArgumentException("no A/A rows: the two unchanged runs share no result");
        if (trial.stream().noneMatch(GateRow::slowed))
            throw new IllegalArgumentException("no row of the slowed contender to compare");
        this.kind = kind;
        this.aa = List.copyOf(aa);
        this.trial = List.copyOf(trial);
        this.threshold = threshold;
    }

    /** Rows of the A/A comparison. */
    public int aaRows() {
        return aa.size();
    }

    /** A/A rows the gate flags (either direction): every one is a false alarm. */
    public List<GateRow> falseAlarms() {
        return aa.stream().filter(r -> r.change().flagged()).toList();
    }

    /** Rows of the slowed contender. */
    public List<GateRow> slowedRows() {
        return trial.stream().filter(GateRow::slowed).toList();
    }

    /** Rows of the slowed contender that the gate flags as a regression. */
    public List<GateRow> slowedFlagged() {
        return slowedRows().stream()
                .filter(r -> r.change() == Change.REGRESSION)
                .toList();
    }

    /** Rows of the slowed comparisons other than the slowed contender's (unchanged code). */
    public List<GateRow> unaffectedRows() {
        return trial.stream().filter(r -> !r.slowed()).toList();
    }

    /** Unaffected rows the gate flags: false alarms too. */
    public List<GateRow> unaffectedFlagged() {
        return unaffectedRows().stream().filter(r -> r.change().flagged()).toList();
    }

    /** The slowdown the slowed contender actually showed: the median of its rows' ratios. */
    public double measuredSlowdown() {
        return quantile(
                slowedRows().stream()
                        .mapToDouble(r -> r.ratio().center())
                        .filter(v -> !Double.isNaN(v))
                        .toArray(),
                0.5);
    }

    /**
     * The smallest slowdown factor that would be flagged in at least {@code fraction} of the A/A
     * rows at their precision (see the class comment); infinite when too many rows have no bounded
     * interval.
     */
    public double detectableSlowdown(double fraction) {
        if (!(fraction > 0 && fraction <= 1))
            throw new IllegalArgumentException("fraction must be in (0, 1], got " + fraction);
        double[] needed = aa.stream()
                .mapToDouble(r -> {
                    double low = r.ratio().lower();
                    return r.change() != Change.UNKNOWN && r.ratio().known() && low > 0
                            ? (1 + threshold) / low
                            : Double.POSITIVE_INFINITY;
                })
                .toArray();
        Arrays.sort(needed);
        return needed[(int) Math.ceil(fraction * needed.length) - 1];
    }

    private static double quantile(double[] x, double q) {
        if (x.length == 0) return Double.NaN;
        double[] s = x.clone();
        Arrays.sort(s);
        return s[(int) Math.ceil(q * s.length) - 1];
    }

    /** The accounting as text: counts, the detectable slowdown, and every flagged row with its interval. */
    public String render() {
        StringBuilder s = new StringBuilder();
        s.append(kind).append(":\n");
        line(s, "A/A false alarms", falseAlarms().size(), aaRows());
        line(s, "slowed contender flagged", slowedFlagged().size(), slowedRows().size());
        s.append(String.format(
                Locale.ROOT,
                "    (its measured slowdown: %sx, median of its rows)%n",
                Interval.num(measuredSlowdown())));
        line(
                s,
                "other rows flagged beside it",
                unaffectedFlagged().size(),
                unaffectedRows().size());
        s.append(String.format(
                Locale.ROOT,
                "  smallest slowdown flagged at this precision: %s in half the results, %s in 90%% of them%n",
                factor(detectableSlowdown(0.5)),
                factor(detectableSlowdown(0.9))));
        for (GateRow r : falseAlarms())
            s.append("    false alarm (A/A): ")
                    .append(r.label())
                    .append("  ")
                    .append(r.ratio().describe())
                    .append('\n');
        for (GateRow r : unaffectedFlagged())
            s.append("    false alarm: ")
                    .append(r.label())
                    .append("  ")
                    .append(r.ratio().describe())
                    .append('\n');
        for (GateRow r : slowedRows()) {
            if (!slowedFlagged().contains(r))
                s.append("    missed: ")
                        .append(r.label())
                        .append("  ")
                        .append(r.ratio().describe())
                        .append('\n');
        }
        return s.toString();
    }

    /**
     * A table of the accounting by forks per result ({@code regress.GateCheckRuns.byForks}): for each
     * kind of row, the false alarms (A/A and beside the slowed contender), the slowed rows flagged and
     * the slowdown detectable in 90% of results; the row of {@code marked} forks (what CI gates at)
     * is marked. Empty when there are fewer than two fork counts to show.
     */
    public static String renderByForks(Map<Integer, List<GateCheck>> byForks, int marked, String mark) {
        if (byForks.size() < 2) return "";
        List<GateCheck> first = byForks.values().iterator().next();
        StringBuilder s =
                new StringBuilder("by forks per result (each run cut to its first N forks, as if it had run N):\n");
        StringBuilder head = new StringBuilder(String.format(Locale.ROOT, "  %5s", "forks"));
        StringBuilder columns = new StringBuilder(String.format(Locale.ROOT, "  %5s", ""));
        for (GateCheck c : first) {
            head.append(String.format(Locale.ROOT, "  | %-44s", shortKind(c.kind)));
            columns.append(String.format(
                    Locale.ROOT, "  | %-13s %-14s %-15s", "false alarms", "slowed flagged", "detectable 90%"));
        }
        s.append(head.toString().stripTrailing())
                .append('\n')
                .append(columns.toString().stripTrailing())
                .append('\n');
        byForks.forEach((forks, checks) -> {
            StringBuilder row = new StringBuilder(String.format(Locale.ROOT, "  %5d", forks));
            for (GateCheck c : checks) {
                int alarms = c.falseAlarms().size() + c.unaffectedFlagged().size();
                int of = c.aaRows() + c.unaffectedRows().size();
                double d = c.detectableSlowdown(0.9);
                row.append(String.format(
                        Locale.ROOT,
                        "  | %-13s %-14s %-15s",
                        alarms + "/" + of,
                        c.slowedFlagged().size() + "/" + c.slowedRows().size(),
                        Double.isInfinite(d) ? "unbounded" : Interval.num(d) + "x"));
            }
            s.append(row.toString().stripTrailing())
                    .append(forks == marked ? "  " + mark : "")
                    .append('\n');
        });
        return s.toString();
    }

    /** The kind's name up to its parenthesis: {@code time per element}, {@code ratios to raw-array}. */
    private static String shortKind(String kind) {
        int p = kind.indexOf(" (");
        return p < 0 ? kind : kind.substring(0, p);
    }

    private static void line(StringBuilder s, String what, int count, int of) {
        s.append(String.format(
                Locale.ROOT, "  %-30s %d of %d (%.0f%%)%n", what + ":", count, of, of == 0 ? 0.0 : 100.0 * count / of));
    }

    private static String factor(double f) {
        return Double.isInfinite(f) ? "none (intervals unbounded)" : Interval.num(f) + "x";
    }
}

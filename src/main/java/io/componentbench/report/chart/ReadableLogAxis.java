package io.componentbench.report.chart;

import io.componentbench.report.analysis.Format;
import java.awt.Graphics2D;
import java.awt.geom.Rectangle2D;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.DoubleFunction;
import org.jfree.chart.axis.AxisState;
import org.jfree.chart.axis.LogAxis;
import org.jfree.chart.axis.NumberTick;
import org.jfree.chart.axis.TickType;
import org.jfree.chart.ui.RectangleEdge;
import org.jfree.chart.ui.TextAnchor;

/**
 * A base-10 log axis whose ticks a person can read: at 1, 2 and 5 times powers of ten over a short
 * range, at powers of ten over a long one, at round steps when the range is under a decade, and
 * labelled as plain numbers ({@code 0.5}, {@code 20}, {@code 1,000}), entity counts ({@code 10K},
 * {@code 1M}) or bytes at powers of two in binary units ({@code 256 KiB}, {@code 4 MiB}: the units
 * cache sizes come in). Ticks beyond {@code tickLimit} are left out, so room kept for labels at the
 * lines' ends carries no tick of a value that was never measured; ticks are thinned until no two
 * labels overlap ({@link #overlaps}).
 */
public final class ReadableLogAxis extends LogAxis {
    /** How tick values are written. */
    public enum Labels {
        NUMBER(ReadableLogAxis::plain),
        COUNT(v -> Format.count(Math.round(v))),
        BYTES(ReadableLogAxis::binaryBytes);

        private final DoubleFunction<String> format;

        Labels(DoubleFunction<String> format) {
            this.format = format;
        }

        String format(double v) {
            return format.apply(v);
        }
    }

    private final Labels labels;
    private double tickLimit = Double.POSITIVE_INFINITY;

    public ReadableLogAxis(String label, Labels labels) {
        super(label);
        this.labels = labels;
        setSmallestValue(1e-9);
        setLabelFont(Charts.LABEL);
        setTickLabelFont(Charts.TICK);
        setMinorTickMarksVisible(false);
    }

    /** No tick above this value. */
    ReadableLogAxis tickLimit(double limit) {
        this.tickLimit = limit;
        return this;
    }

    /** Sets the range to [lower, upper] with {@code margin} of the log range added below and above. */
    ReadableLogAxis span(double lower, double upper, double marginBelow, double marginAbove) {
        double lo = Math.log10(lower);
        double hi = Math.log10(upper);
        if (hi - lo < 0.3) {
            double mid = (hi + lo) / 2;
            lo = mid - 0.15;
            hi = mid + 0.15;
        }
        double r = hi - lo;
        setRange(Math.pow(10, lo - marginBelow * r), Math.pow(10, hi + marginAbove * r));
        return this;
    }

    /**
     * The tick values between lower and upper, at most about {@code maxTicks} of them: 1-2-5 times
     * powers of ten where they fit, else powers of ten (every second or third over a very long
     * range), else, under about a decade, round linear steps.
     */
    static List<Double> ticks(double lower, double upper, int maxTicks) {
        for (int step = 1; step <= 3; step++) {
            for (double[] mantissas : step == 1 ? new double[][] {{1, 2, 5}, {1}} : new double[][] {{1}}) {
                List<Double> out = logTicks(lower, upper, mantissas, step);
                if (out.size() >= 3 && out.size() <= Math.max(3, maxTicks)) return out;
                if (out.size() < 3 && mantissas.length == 1 && step == 1) {
                    List<Double> dense = logTicks(lower, upper, new double[] {1, 2, 5}, 1);
                    if (dense.size() >= 3) return dense;
                }
            }
        }
        List<Double> powers = logTicks(lower, upper, new double[] {1}, 3);
        if (powers.size() >= 2) return powers;
        // within about a decade: round linear steps, 3 to 6 of them
        double range = upper - lower;
        double unit = Math.pow(10, Math.floor(Math.log10(range)));
        for (double m : new double[] {0.1, 0.2, 0.25, 0.5, 1, 2}) {
            if (range / (m * unit) <= 6) {
                unit *= m;
                break;
            }
        }
        List<Double> out = new ArrayList<>();
        for (double v = Math.ceil(lower / unit) * unit; v <= upper * (1 + 1e-9); v += unit) out.add(round(v));
        return out;
    }

    private static List<Double> logTicks(double lower, double upper, double[] mantissas, int step) {
        List<Double> out = new ArrayList<>();
        for (int e = (int) Math.floor(Math.log10(lower)) - 1; e <= (int) Math.ceil(Math.log10(upper)); e++) {
            if (Math.floorMod(e, step) != 0) continue;
            for (double m : mantissas) {
                double v = round(m * Math.pow(10, e));
                if (v >= lower * (1 - 1e-9) && v <= upper * (1 + 1e-9)) out.add(v);
            }
        }
        return out;
    }

    private static double round(double v) {
        return Double.parseDouble(String.format(Locale.ROOT, "%.6g", v));
    }

    @Override
    @SuppressWarnings({"rawtypes", "unchecked"})
    public List refreshTicks(Graphics2D g2, AxisState state, Rectangle2D dataArea, RectangleEdge edge) {
        boolean vertical = RectangleEdge.isLeftOrRight(edge);
        TextAnchor anchor = vertical
                ? (edge == RectangleEdge.LEFT ? TextAnchor.CENTER_RIGHT : TextAnchor.CENTER_LEFT)
                : (edge == RectangleEdge.TOP ? TextAnchor.BOTTOM_CENTER : TextAnchor.TOP_CENTER);
        double length = vertical ? dataArea.getHeight() : dataArea.getWidth();
        double upper = Math.min(getUpperBound(), tickLimit);
        double top = upper > getLowerBound() ? upper : getUpperBound();
        List<Double> values = List.of();
        for (int maxTicks = (int) (length / (vertical ? 32 : 48)); maxTicks >= 2; maxTicks--) {
            values = labels == Labels.BYTES
                    ? binaryTicks(getLowerBound(), top, maxTicks)
                    : ticks(getLowerBound(), top, maxTicks);
            if (!overlaps(values, g2, dataArea, edge)) break;
        }
        // still crowded (long labels on a short axis): keep every second, third... tick
        List<Double> all = values;
        for (int k = 2; overlaps(values, g2, dataArea, edge) && values.size() > 1; k++) {
            int every = k;
            values = java.util.stream.IntStream.range(0, all.size())
                    .filter(i -> i % every == 0)
                    .mapToObj(all::get)
                    .toList();
        }
        List ticks = new ArrayList();
        for (double v : values)
            ticks.add(new NumberTick(TickType.MAJOR, v, labels.format(v), anchor, TextAnchor.CENTER, 0.0));
        return ticks;
    }

    /** The smallest gap, in pixels, between two neighbouring tick labels. */
    static final double LABEL_GAP = 6;

    /** Whether two neighbouring labels of these tick values would overlap (or come closer than {@link #LABEL_GAP}) on this axis. */
    boolean overlaps(List<Double> values, Graphics2D g2, Rectangle2D dataArea, RectangleEdge edge) {
        boolean vertical = RectangleEdge.isLeftOrRight(edge);
        java.awt.FontMetrics fm = g2.getFontMetrics(getTickLabelFont());
        for (int i = 1; i < values.size(); i++) {
            double a = valueToJava2D(values.get(i - 1), dataArea, edge);
            double b = valueToJava2D(values.get(i), dataArea, edge);
            double room = vertical
                    ? fm.getHeight()
                    : (fm.stringWidth(labels.format(values.get(i - 1))) + fm.stringWidth(labels.format(values.get(i))))
                            / 2.0;
            if (Math.abs(b - a) < room + LABEL_GAP) return true;
        }
        return false;
    }

    /** Powers of two between lower and upper, every first, second, third... so that at most about {@code maxTicks} remain. */
    static List<Double> binaryTicks(double lower, double upper, int maxTicks) {
        int lo = (int) Math.ceil(Math.log(lower) / Math.log(2) - 1e-9);
        int hi = (int) Math.floor(Math.log(upper) / Math.log(2) + 1e-9);
        for (int step = 1; ; step++) {
            List<Double> out = new ArrayList<>();
            // anchored on multiples of 10 (1 KiB, 1 MiB, 1 GiB) where the step divides 10
            for (int e = lo; e <= hi; e++)
                if (Math.floorMod(e, step) == (10 % step == 0 ? 0 : Math.floorMod(lo, step))) out.add(Math.pow(2, e));
            if (out.size() <= Math.max(2, maxTicks) || step > hi - lo) return out;
        }
    }

    /** Bytes in binary units, as cache sizes are given: {@code 512 B}, {@code 32 KiB}, {@code 4 MiB}. */
    static String binaryBytes(double b) {
        String[] units = {"B", "KiB", "MiB", "GiB", "TiB"};
        int u = 0;
        while (b >= 1024 && u < units.length - 1) {
            b /= 1024;
            u++;
        }
        return plain(b) + " " + units[u];
    }

    /** A tick value without trailing zeros: {@code 0.05}, {@code 2}, {@code 2.5}, {@code 1,000}. */
    public static String plain(double v) {
        if (Math.abs(v) >= 1000) return String.format(Locale.ROOT, "%,.0f", v);
        return new java.math.BigDecimal(String.format(Locale.ROOT, "%.4g", v))
                .stripTrailingZeros()
                .toPlainString();
    }
}

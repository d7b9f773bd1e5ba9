package io.componentbench.report;

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
 * {@code 1M}) or bytes ({@code 512 B}, {@code 2 MB}). Ticks beyond {@code tickLimit} are left out,
 * so room kept for labels at the lines' ends carries no tick of a value that was never measured.
 */
final class ReadableLogAxis extends LogAxis {
    /** How tick values are written. */
    enum Labels {
        NUMBER(ReadableLogAxis::plain), COUNT(v -> Format.count(Math.round(v))), BYTES(ReadableLogAxis::bytes);

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

    ReadableLogAxis(String label, Labels labels) {
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
        List ticks = new ArrayList();
        boolean vertical = RectangleEdge.isLeftOrRight(edge);
        TextAnchor anchor = vertical ? (edge == RectangleEdge.LEFT ? TextAnchor.CENTER_RIGHT : TextAnchor.CENTER_LEFT)
                : (edge == RectangleEdge.TOP ? TextAnchor.BOTTOM_CENTER : TextAnchor.TOP_CENTER);
        double length = vertical ? dataArea.getHeight() : dataArea.getWidth();
        int maxTicks = (int) (length / (vertical ? 32 : 48));
        double upper = Math.min(getUpperBound(), tickLimit);
        for (double v : ticks(getLowerBound(), upper > getLowerBound() ? upper : getUpperBound(), maxTicks)) {
            ticks.add(new NumberTick(TickType.MAJOR, v, labels.format(v), anchor, TextAnchor.CENTER, 0.0));
        }
        return ticks;
    }

    /** Bytes in decimal units, as the ticks fall on 1-2-5 decimal values: {@code 500 B}, {@code 2 kB}, {@code 10 MB}. */
    static String bytes(double b) {
        String[] units = {"B", "kB", "MB", "GB", "TB"};
        int u = 0;
        while (b >= 1000 && u < units.length - 1) {
            b /= 1000;
            u++;
        }
        return plain(b) + " " + units[u];
    }

    /** A tick value without trailing zeros: {@code 0.05}, {@code 2}, {@code 2.5}, {@code 1,000}. */
    static String plain(double v) {
        if (Math.abs(v) >= 1000) return String.format(Locale.ROOT, "%,.0f", v);
        return new java.math.BigDecimal(String.format(Locale.ROOT, "%.4g", v)).stripTrailingZeros().toPlainString();
    }
}

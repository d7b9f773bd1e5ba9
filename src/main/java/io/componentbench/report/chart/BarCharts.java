package io.componentbench.report.chart;

import static io.componentbench.report.chart.Charts.LABEL;
import static io.componentbench.report.chart.Charts.SMALL;
import static io.componentbench.report.chart.Charts.TICK;
import static io.componentbench.report.chart.Charts.note;

import io.componentbench.report.analysis.Format;
import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.Shape;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Line2D;
import java.awt.geom.Path2D;
import java.awt.geom.Rectangle2D;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.stream.DoubleStream;
import org.jfree.chart.ChartFactory;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.annotations.AbstractAnnotation;
import org.jfree.chart.annotations.CategoryAnnotation;
import org.jfree.chart.axis.AxisLocation;
import org.jfree.chart.axis.CategoryAxis;
import org.jfree.chart.axis.CategoryLabelPositions;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.axis.ValueAxis;
import org.jfree.chart.plot.CategoryPlot;
import org.jfree.chart.plot.PlotOrientation;
import org.jfree.chart.plot.ValueMarker;
import org.jfree.chart.renderer.category.BarRenderer;
import org.jfree.chart.renderer.category.StandardBarPainter;
import org.jfree.chart.ui.RectangleAnchor;
import org.jfree.chart.ui.RectangleEdge;
import org.jfree.chart.ui.TextAnchor;
import org.jfree.data.category.DefaultCategoryDataset;

/**
 * Bar charts in the report's style ({@link Charts}): horizontal bars of values with their intervals
 * as whiskers, the samples as dots and the best and those tied with it marked, and grouped vertical
 * bars of counts. A bar chart whose values span more than {@value #LOG_SPAN}x switches to a log
 * axis (where the values are dots: a bar's length would mean nothing), and an interval reaching
 * below the axis is clipped and marked.
 */
public final class BarCharts {
    /** Bars switch to a log axis when their largest value exceeds the smallest by more than this factor. */
    public static final double LOG_SPAN = 30;

    static final Color REFERENCE_LINE = new Color(0xC0392B);
    static final Color LEADER_BAR = new Color(0x2C6FB7);
    static final Color OTHER_BAR = new Color(0xA9C1DD);
    /** A bar not drawn: on a log axis values are dots. */
    static final Color NO_BAR = new Color(0, 0, 0, 0);
    /** Colours of the series of a grouped bar chart: Tableau 10, colour-blind-friendlier than JFreeChart's defaults. */
    static final List<Color> SERIES = List.of(
            new Color(0x4E79A7),
            new Color(0xF28E2B),
            new Color(0x59A14F),
            new Color(0xB07AA1),
            new Color(0xE15759),
            new Color(0x76B7B2),
            new Color(0xEDC948),
            new Color(0x9C755F),
            new Color(0xFF9DA7),
            new Color(0xBAB0AC));

    static {
        Charts.installTheme(); // the charts below are made by ChartFactory, which applies the theme Charts installs
    }

    private BarCharts() {}

    /** The height of a bar chart of this many bars. */
    public static int barsHeight(int bars) {
        return 130 + 26 * bars;
    }

    /** A value with a confidence half-width (NaN: unknown, drawn without one). */
    public record Bar(String label, double value, double error) {}

    /** How a bar stands against the best of its chart. */
    public enum BarStanding {
        /** The best central value. */
        BEST,
        /** Its ratio interval to the best contains 1: this run cannot tell it from the best. */
        TIED,
        OTHER
    }

    /**
     * One bar: a central value, its interval (NaN ends: none), the samples behind it drawn as dots
     * (per-fork means, or iterations with a single fork), and how it stands against the best.
     */
    public record Item(String label, double center, double lower, double upper, double[] dots, BarStanding standing) {
        /** The values that must fit on the axis: center, upper end, dots. */
        DoubleStream extent() {
            return DoubleStream.concat(DoubleStream.of(center, upper), Arrays.stream(dots))
                    .filter(v -> v > 0 && Double.isFinite(v));
        }

        /** The category label, with the tie mark. */
        String category() {
            return switch (standing) {
                case BEST -> label + " (best)";
                case TIED -> label + " (tied)";
                case OTHER -> label;
            };
        }
    }

    /** Horizontal bars with their intervals, in the given order, and an optional labelled reference line. */
    public static JFreeChart bars(
            String title, String valueLabel, List<Bar> bars, double reference, String referenceLabel) {
        List<Item> items = bars.stream()
                .map(b -> new Item(
                        b.label(),
                        b.value(),
                        b.value() - b.error(),
                        b.value() + b.error(),
                        new double[0],
                        BarStanding.OTHER))
                .toList();
        return intervalBars(title, valueLabel, items, reference, referenceLabel, "interval", null);
    }

    /**
     * Horizontal bars, one per item in the given order: the value printed at the bar's end, the
     * interval as a whisker, the samples as dots, the best and those tied with it in a darker blue
     * and marked in their labels. A log axis when the values span more than {@value #LOG_SPAN}x,
     * otherwise a linear one from zero. {@code whiskerMeaning} and {@code dotsMeaning} say what the
     * whiskers and dots are, for the note under the chart.
     */
    public static JFreeChart intervalBars(
            String title,
            String valueLabel,
            List<Item> items,
            double reference,
            String referenceLabel,
            String whiskerMeaning,
            String dotsMeaning) {
        DefaultCategoryDataset data = new DefaultCategoryDataset();
        for (Item it : items) data.addValue(Double.isNaN(it.center()) ? null : it.center(), "value", it.category());
        JFreeChart chart = ChartFactory.createBarChart(
                title, null, valueLabel, data, PlotOrientation.HORIZONTAL, false, false, false);
        CategoryPlot plot = chart.getCategoryPlot();
        plot.setRangeAxisLocation(AxisLocation.BOTTOM_OR_RIGHT);
        plot.setOutlineVisible(false);
        double[] centers =
                items.stream().mapToDouble(Item::center).filter(v -> v > 0).toArray();
        double min = Arrays.stream(centers).min().orElse(1);
        double max = Arrays.stream(centers).max().orElse(1);
        if (reference > 0) {
            min = Math.min(min, reference);
            max = Math.max(max, reference);
        }
        boolean log = max / min > LOG_SPAN;
        // on a log axis a bar's length means nothing: there each value is a dot on its whisker
        BarRenderer r = new BarRenderer() {
            @Override
            public java.awt.Paint getItemPaint(int row, int column) {
                return log ? NO_BAR : items.get(column).standing() == BarStanding.OTHER ? OTHER_BAR : LEADER_BAR;
            }
        };
        r.setBarPainter(new StandardBarPainter());
        r.setShadowVisible(false);
        r.setDrawBarOutline(false);
        r.setMaximumBarWidth(0.7);
        plot.setRenderer(r);

        double extent = items.stream().flatMapToDouble(Item::extent).max().orElse(max);
        if (reference > 0) extent = Math.max(extent, reference);
        ValueAxis axis;
        if (log) {
            double lowest = items.stream()
                    .flatMapToDouble(it ->
                            DoubleStream.concat(DoubleStream.of(it.center(), it.lower()), Arrays.stream(it.dots())))
                    .filter(v -> v > 0)
                    .min()
                    .orElse(min);
            lowest = Math.max(Math.min(lowest, reference > 0 ? reference : lowest), min / 10);
            ReadableLogAxis a = new ReadableLogAxis(valueLabel + ", log scale", ReadableLogAxis.Labels.NUMBER);
            a.span(lowest / 1.25, extent, 0, 0.22).tickLimit(extent * 1.3);
            axis = a;
        } else {
            NumberAxis a = new NumberAxis(valueLabel);
            double top = extent * 1.22 > 0 ? extent * 1.22 : 1;
            a.setRange(0, top);
            a.setTickUnit(new org.jfree.chart.axis.NumberTickUnit(niceStep(top / 7)));
            a.setLabelFont(LABEL);
            a.setTickLabelFont(TICK);
            axis = a;
        }
        plot.setRangeAxis(axis);
        plot.getDomainAxis().setTickLabelFont(TICK);
        plot.getDomainAxis().setCategoryMargin(0.25);
        if (reference > 0) {
            ValueMarker m = new ValueMarker(reference, REFERENCE_LINE, new BasicStroke(1.6f));
            m.setLabel(referenceLabel);
            m.setLabelFont(SMALL);
            m.setLabelPaint(REFERENCE_LINE);
            m.setLabelBackgroundColor(new Color(255, 255, 255, 0));
            m.setLabelAnchor(RectangleAnchor.BOTTOM_RIGHT);
            m.setLabelTextAnchor(TextAnchor.BOTTOM_LEFT);
            plot.addRangeMarker(m, org.jfree.chart.ui.Layer.FOREGROUND);
        }
        BarMarks marks = new BarMarks(items, log);
        plot.addAnnotation(marks);
        List<String> notes = new ArrayList<>();
        notes.add((log ? "large dot: " : "bar: ")
                + (items.stream().anyMatch(it -> it.dots().length > 0) ? "central value" : "value"));
        if (items.stream().anyMatch(it -> !Double.isNaN(it.lower()) && !Double.isNaN(it.upper())))
            notes.add("whisker: " + whiskerMeaning);
        if (dotsMeaning != null && items.stream().anyMatch(it -> it.dots().length > 0))
            notes.add("dots: " + dotsMeaning);
        if (items.stream().anyMatch(it -> it.standing() != BarStanding.OTHER))
            notes.add("dark: best and tied with it (ratio interval to the best contains 1)");
        if (log) notes.add("log scale: values span " + Format.num(max / min) + "x");
        long beating = reference > 0
                ? items.stream().filter(it -> it.upper() < reference).count()
                : 0;
        if (beating > 0)
            notes.add(beating
                    + " left of the red line with their whole interval: the reference is a yardstick, not a bound");
        if (items.stream().anyMatch(it -> !(it.lower() > axis.getLowerBound()) && !Double.isNaN(it.lower()))) {
            notes.add("\u25C2 interval reaches below the axis (clipped)");
        }
        note(chart, String.join("; ", notes));
        return chart;
    }

    /** The round step (1, 2, 2.5 or 5 times a power of ten) nearest above {@code rough}. */
    static double niceStep(double rough) {
        double unit = Math.pow(10, Math.floor(Math.log10(rough)));
        for (double m : new double[] {1, 2, 2.5, 5, 10}) {
            if (m * unit >= rough) return m * unit;
        }
        return 10 * unit;
    }

    /** Whiskers, dots, printed values and clip marks drawn over the bars of an {@link #intervalBars} chart. */
    private static final class BarMarks extends AbstractAnnotation implements CategoryAnnotation {
        private final List<Item> items;
        private final boolean centerDots;

        /** With {@code centerDots} (a log axis, where bars are not drawn) each central value is a large dot. */
        BarMarks(List<Item> items, boolean centerDots) {
            this.items = items;
            this.centerDots = centerDots;
        }

        @Override
        public void draw(Graphics2D g2, CategoryPlot plot, Rectangle2D area, CategoryAxis domain, ValueAxis range) {
            RectangleEdge edge = plot.getRangeAxisEdge();
            double lo = range.getLowerBound();
            Shape saved = g2.getClip();
            g2.setFont(TICK);
            FontMetrics fm = g2.getFontMetrics();
            for (int i = 0; i < items.size(); i++) {
                Item it = items.get(i);
                double y = domain.getCategoryMiddle(i, items.size(), area, plot.getDomainAxisEdge());
                double band = domain.getCategoryEnd(i, items.size(), area, plot.getDomainAxisEdge())
                        - domain.getCategoryStart(i, items.size(), area, plot.getDomainAxisEdge());
                double cap = Math.min(5, band * 0.3);
                g2.clip(area);
                double right = Double.NaN;
                if (!Double.isNaN(it.lower()) && !Double.isNaN(it.upper())) {
                    boolean clipped = !(it.lower() > lo);
                    double x0 = clipped ? area.getMinX() : range.valueToJava2D(it.lower(), area, edge);
                    double x1 = range.valueToJava2D(it.upper(), area, edge);
                    g2.setPaint(Color.BLACK);
                    g2.setStroke(new BasicStroke(1.2f));
                    g2.draw(new Line2D.Double(x0, y, x1, y));
                    g2.draw(new Line2D.Double(x1, y - cap, x1, y + cap));
                    if (clipped) {
                        Path2D.Double arrow = new Path2D.Double();
                        arrow.moveTo(x0, y);
                        arrow.lineTo(x0 + 7, y - 4.5);
                        arrow.lineTo(x0 + 7, y + 4.5);
                        arrow.closePath();
                        g2.fill(arrow);
                    } else {
                        g2.draw(new Line2D.Double(x0, y - cap, x0, y + cap));
                    }
                    right = x1;
                }
                g2.setPaint(new Color(0, 0, 0, 150));
                for (int k = 0; k < it.dots().length; k++) {
                    double v = it.dots()[k];
                    if (!(v > lo)) continue;
                    double x = range.valueToJava2D(v, area, edge);
                    double jitter = it.dots().length == 1 ? 0 : (k % 3 - 1) * Math.min(3, band * 0.12);
                    g2.fill(new Ellipse2D.Double(x - 2.4, y + jitter - 2.4, 4.8, 4.8));
                    right = Double.isNaN(right) ? x : Math.max(right, x);
                }
                if (centerDots && it.center() > lo) {
                    double x = range.valueToJava2D(it.center(), area, edge);
                    double d = Math.min(11, band * 0.7);
                    g2.setPaint(it.standing() == BarStanding.OTHER ? OTHER_BAR.darker() : LEADER_BAR);
                    g2.fill(new Ellipse2D.Double(x - d / 2, y - d / 2, d, d));
                    g2.setPaint(Color.WHITE);
                    g2.setStroke(new BasicStroke(1f));
                    g2.draw(new Ellipse2D.Double(x - d / 2, y - d / 2, d, d));
                }
                g2.setClip(saved);
                if (Double.isNaN(it.center())) continue;
                double end = range.valueToJava2D(Math.max(it.center(), lo), area, edge);
                right = Double.isNaN(right) ? end : Math.max(right, end);
                String text = Format.num(it.center());
                double tx = right + 6;
                if (tx + fm.stringWidth(text) > area.getMaxX()) tx = area.getMaxX() - fm.stringWidth(text) - 2;
                g2.setPaint(new Color(0x222222));
                g2.drawString(text, (float) tx, (float) (y + fm.getAscent() / 2.0 - 1));
            }
        }
    }

    /** Grouped vertical bars: one group per column key, one colour per row key; the axis from zero. */
    public static JFreeChart groupedBars(
            String title, String valueLabel, Map<String, Map<String, Double>> rowsToColumns) {
        DefaultCategoryDataset data = new DefaultCategoryDataset();
        rowsToColumns.forEach((row, cols) -> cols.forEach((col, v) -> data.addValue(v, row, col)));
        JFreeChart chart = ChartFactory.createBarChart(
                title, null, valueLabel, data, PlotOrientation.VERTICAL, true, false, false);
        CategoryAxis axis = chart.getCategoryPlot().getDomainAxis();
        axis.setCategoryLabelPositions(CategoryLabelPositions.UP_45);
        BarRenderer r = (BarRenderer) chart.getCategoryPlot().getRenderer();
        r.setItemMargin(0.02);
        for (int i = 0; i < SERIES.size(); i++) r.setSeriesPaint(i, SERIES.get(i));
        NumberAxis range = (NumberAxis) chart.getCategoryPlot().getRangeAxis();
        range.setAutoRangeIncludesZero(true);
        double top = rowsToColumns.values().stream()
                .flatMap(m -> m.values().stream())
                .mapToDouble(Double::doubleValue)
                .filter(Double::isFinite)
                .max()
                .orElse(1);
        range.setRange(0, top > 0 ? top * 1.08 : 1);
        return chart;
    }
}

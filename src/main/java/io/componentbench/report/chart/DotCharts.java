package io.componentbench.report.chart;

import static io.componentbench.report.chart.Charts.SMALL;
import static io.componentbench.report.chart.Charts.TICK;
import static io.componentbench.report.chart.Charts.legendStyle;
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
import org.jfree.chart.axis.ValueAxis;
import org.jfree.chart.plot.CategoryPlot;
import org.jfree.chart.plot.PlotOrientation;
import org.jfree.chart.plot.ValueMarker;
import org.jfree.chart.renderer.category.LineAndShapeRenderer;
import org.jfree.chart.ui.RectangleEdge;
import org.jfree.data.category.DefaultCategoryDataset;

/**
 * Dot charts in the report's style ({@link Charts}): per category, one dot per series with its
 * interval, and a reference line; an interval reaching past the axis is clipped and marked.
 */
public final class DotCharts {
    static {
        Charts.installTheme(); // the charts below are made by ChartFactory, which applies the theme Charts installs
    }

    private DotCharts() {}

    /** A value with its interval (NaN ends: none) for a {@link #dots} chart. */
    public record Dot(double center, double lower, double upper) {}

    /**
     * Horizontal dot-and-whisker rows on a log axis: one row per category, one dot per series
     * (each its colour), a vertical line at {@code reference}. For ratios, where 1 means "no
     * difference" and a log axis keeps 0.5x and 2x equally far from it.
     */
    public static JFreeChart dots(
            String title,
            String valueLabel,
            List<String> categories,
            Map<String, List<Dot>> series,
            double reference,
            List<Color> colors) {
        DefaultCategoryDataset data = new DefaultCategoryDataset();
        series.forEach((name, ds) -> {
            for (int i = 0; i < categories.size(); i++) {
                Dot d = ds.get(i);
                data.addValue(d == null || !(d.center() > 0) ? null : d.center(), name, categories.get(i));
            }
        });
        JFreeChart chart = ChartFactory.createLineChart(
                title, null, valueLabel, data, PlotOrientation.HORIZONTAL, series.size() > 1, false, false);
        CategoryPlot plot = chart.getCategoryPlot();
        plot.setOutlineVisible(false);
        plot.setRangeAxisLocation(AxisLocation.BOTTOM_OR_RIGHT);
        plot.setDomainGridlinesVisible(true);
        plot.setDomainGridlinePaint(new Color(0xF0F0F0));
        LineAndShapeRenderer r = new LineAndShapeRenderer(false, true);
        r.setUseSeriesOffset(true);
        r.setItemMargin(0.0);
        for (int i = 0; i < series.size(); i++) {
            r.setSeriesPaint(i, colors.get(i % colors.size()));
            r.setSeriesShape(i, new Ellipse2D.Double(-4.5, -4.5, 9, 9));
        }
        plot.setRenderer(r);
        double[] all = series.values().stream()
                .flatMap(List::stream)
                .filter(d -> d != null)
                .flatMapToDouble(d -> DoubleStream.of(d.center(), d.lower(), d.upper()))
                .filter(v -> v > 0 && Double.isFinite(v))
                .toArray();
        double lo = Math.min(reference, Arrays.stream(all).min().orElse(reference));
        double hi = Math.max(reference, Arrays.stream(all).max().orElse(reference));
        ReadableLogAxis axis = new ReadableLogAxis(valueLabel + ", log scale", ReadableLogAxis.Labels.NUMBER);
        axis.span(lo, hi, 0.08, 0.16);
        plot.setRangeAxis(axis);
        plot.getDomainAxis().setTickLabelFont(TICK);
        ValueMarker m = new ValueMarker(reference, new Color(0x555555), new BasicStroke(1.2f));
        plot.addRangeMarker(m);
        plot.addAnnotation(new DotMarks(new ArrayList<>(series.values()), categories.size(), r.getItemMargin()));
        plot.getDomainAxis().setMaximumCategoryLabelWidthRatio(0.5f);
        List<Dot> known = series.values().stream()
                .flatMap(List::stream)
                .filter(d -> d != null && (d.lower() > 0 || d.upper() > 0))
                .toList();
        if (!known.isEmpty()) {
            String note = "dot: central value; whisker: confidence interval";
            if (known.stream().anyMatch(d -> !(d.lower() > 0) || !Double.isFinite(d.upper())))
                note += "; \u25C2 \u25B8 interval beyond the axis (clipped)";
            note(chart, note);
        }
        legendStyle(chart);
        return chart;
    }

    /** The whiskers and printed values of a {@link #dots} chart. */
    private static final class DotMarks extends AbstractAnnotation implements CategoryAnnotation {
        private final List<List<Dot>> series;
        private final int categories;
        private final double itemMargin;

        DotMarks(List<List<Dot>> series, int categories, double itemMargin) {
            this.series = series;
            this.categories = categories;
            this.itemMargin = itemMargin;
        }

        @Override
        public void draw(Graphics2D g2, CategoryPlot plot, Rectangle2D area, CategoryAxis domain, ValueAxis range) {
            RectangleEdge edge = plot.getRangeAxisEdge();
            g2.setFont(SMALL);
            FontMetrics fm = g2.getFontMetrics();
            Shape saved = g2.getClip();
            for (int s = 0; s < series.size(); s++) {
                for (int c = 0; c < categories; c++) {
                    Dot d = series.get(s).get(c);
                    if (d == null || !(d.center() > 0)) continue;
                    double y = domain.getCategorySeriesMiddle(
                            c, categories, s, series.size(), itemMargin, area, plot.getDomainAxisEdge());
                    double xc = range.valueToJava2D(d.center(), area, edge);
                    double right = xc + 5;
                    g2.setPaint(plot.getRenderer().getSeriesPaint(s));
                    g2.setStroke(new BasicStroke(1.3f));
                    if (d.lower() > 0 || d.upper() > 0) {
                        boolean lowClip = !(d.lower() > range.getLowerBound());
                        boolean highClip = !(d.upper() < range.getUpperBound());
                        double x0 = lowClip ? area.getMinX() : range.valueToJava2D(d.lower(), area, edge);
                        double x1 = highClip ? area.getMaxX() : range.valueToJava2D(d.upper(), area, edge);
                        g2.clip(area);
                        g2.draw(new Line2D.Double(x0, y, x1, y));
                        if (!lowClip) g2.draw(new Line2D.Double(x0, y - 3, x0, y + 3));
                        if (!highClip) g2.draw(new Line2D.Double(x1, y - 3, x1, y + 3));
                        if (lowClip) g2.fill(triangle(x0, y, 1));
                        if (highClip) g2.fill(triangle(x1, y, -1));
                        g2.setClip(saved);
                        right = Math.max(right, x1 + 3);
                    }
                    String text = Format.ratio(d.center());
                    double tx = right + 3;
                    if (tx + fm.stringWidth(text) > area.getMaxX()) {
                        double left =
                                d.lower() > range.getLowerBound() ? range.valueToJava2D(d.lower(), area, edge) : xc;
                        tx = Math.max(area.getMinX() + 2, left - 6 - fm.stringWidth(text));
                    }
                    g2.setPaint(new Color(0x333333));
                    g2.drawString(text, (float) tx, (float) (y + fm.getAscent() / 2.0 - 1));
                }
            }
        }
    }

    /** A small triangle pointing left ({@code dir = 1}, its tip at x) or right ({@code -1}). */
    private static Shape triangle(double x, double y, int dir) {
        Path2D.Double p = new Path2D.Double();
        p.moveTo(x, y);
        p.lineTo(x + dir * 7, y - 4.5);
        p.lineTo(x + dir * 7, y + 4.5);
        p.closePath();
        return p;
    }
}

package io.componentbench.report;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Rectangle;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.jfree.chart.ChartFactory;
import org.jfree.chart.ChartUtils;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.StandardChartTheme;
import org.jfree.chart.annotations.XYTextAnnotation;
import org.jfree.chart.axis.CategoryAxis;
import org.jfree.chart.axis.CategoryLabelPositions;
import org.jfree.chart.axis.LogAxis;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.axis.NumberTickUnit;
import java.text.DecimalFormat;
import org.jfree.chart.plot.CategoryPlot;
import org.jfree.chart.plot.PlotOrientation;
import org.jfree.chart.plot.ValueMarker;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.category.BarRenderer;
import org.jfree.chart.renderer.category.StandardBarPainter;
import org.jfree.chart.renderer.category.StatisticalBarRenderer;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.jfree.chart.ui.RectangleAnchor;
import org.jfree.chart.ui.TextAnchor;
import org.jfree.data.category.DefaultCategoryDataset;
import org.jfree.data.statistics.DefaultStatisticalCategoryDataset;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;
import org.jfree.svg.SVGGraphics2D;

/**
 * The chart shapes the report uses, built with JFreeChart on a white background with explicit
 * fonts, and written as PNG and SVG (JFreeSVG). Headless: no display is needed.
 */
final class Charts {
    static final int WIDTH = 900;
    static final Font TITLE = new Font(Font.SANS_SERIF, Font.BOLD, 16);
    static final Font LABEL = new Font(Font.SANS_SERIF, Font.PLAIN, 13);
    static final Font TICK = new Font(Font.SANS_SERIF, Font.PLAIN, 12);

    static {
        System.setProperty("java.awt.headless", "true");
        StandardChartTheme theme = new StandardChartTheme("componentbench");
        theme.setExtraLargeFont(TITLE);
        theme.setLargeFont(LABEL);
        theme.setRegularFont(TICK);
        theme.setSmallFont(TICK);
        theme.setChartBackgroundPaint(Color.WHITE);
        theme.setPlotBackgroundPaint(Color.WHITE);
        theme.setLegendBackgroundPaint(Color.WHITE);
        theme.setDomainGridlinePaint(new Color(0xDDDDDD));
        theme.setRangeGridlinePaint(new Color(0xDDDDDD));
        theme.setBarPainter(new StandardBarPainter());
        theme.setShadowVisible(false);
        ChartFactory.setChartTheme(theme);
    }

    private Charts() {}

    /** The height of a {@link #bars} chart of this many bars. */
    static int barsHeight(int bars) {
        return 120 + 28 * bars;
    }

    /** A value with a 99.9% confidence half-width (NaN: unknown, drawn without a bar). */
    record Bar(String label, double value, double error) {}

    /** Horizontal bars with error bars, in the given order, and an optional labelled reference line. */
    static JFreeChart bars(String title, String valueLabel, List<Bar> bars, double reference, String referenceLabel) {
        DefaultStatisticalCategoryDataset data = new DefaultStatisticalCategoryDataset();
        for (Bar b : bars) data.add(b.value(), Double.isNaN(b.error()) ? 0 : b.error(), "mean", b.label());
        JFreeChart chart = ChartFactory.createBarChart(title, null, valueLabel, data, PlotOrientation.HORIZONTAL, false, false, false);
        CategoryPlot plot = chart.getCategoryPlot();
        StatisticalBarRenderer r = new StatisticalBarRenderer();
        r.setSeriesPaint(0, new Color(0x4C78A8));
        r.setErrorIndicatorPaint(Color.BLACK);
        r.setBarPainter(new StandardBarPainter());
        r.setShadowVisible(false);
        plot.setRenderer(r);
        if (!Double.isNaN(reference)) {
            ValueMarker m = new ValueMarker(reference, new Color(0xD62728), new BasicStroke(2f));
            m.setLabel(referenceLabel);
            m.setLabelFont(TICK);
            m.setLabelPaint(new Color(0xD62728));
            m.setLabelAnchor(RectangleAnchor.BOTTOM_RIGHT);
            m.setLabelTextAnchor(TextAnchor.BOTTOM_LEFT);
            plot.addRangeMarker(m);
        }
        return chart;
    }

    /** Grouped vertical bars: one group per column key, one colour per row key. */
    static JFreeChart groupedBars(String title, String valueLabel, Map<String, Map<String, Double>> rowsToColumns) {
        DefaultCategoryDataset data = new DefaultCategoryDataset();
        rowsToColumns.forEach((row, cols) -> cols.forEach((col, v) -> data.addValue(v, row, col)));
        JFreeChart chart = ChartFactory.createBarChart(title, null, valueLabel, data, PlotOrientation.VERTICAL, true, false, false);
        CategoryAxis axis = chart.getCategoryPlot().getDomainAxis();
        axis.setCategoryLabelPositions(CategoryLabelPositions.UP_45);
        ((BarRenderer) chart.getCategoryPlot().getRenderer()).setItemMargin(0.02);
        return chart;
    }

    /** Lines of (x, y) points per series on log-log axes, with labelled vertical markers. */
    static JFreeChart logLog(String title, String xLabel, String yLabel, Map<String, double[][]> series, Map<String, Double> xMarkers) {
        XYSeriesCollection data = new XYSeriesCollection();
        series.forEach((name, points) -> {
            XYSeries s = new XYSeries(name, false);
            for (double[] p : points) if (p[0] > 0 && p[1] > 0) s.add(p[0], p[1]);
            data.addSeries(s);
        });
        JFreeChart chart = ChartFactory.createXYLineChart(title, xLabel, yLabel, data, PlotOrientation.VERTICAL, true, false, false);
        XYPlot plot = chart.getXYPlot();
        plot.setDomainAxis(logAxis(xLabel, 1));
        plot.setRangeAxis(logAxis(yLabel, 0.5));
        XYLineAndShapeRenderer r = new XYLineAndShapeRenderer(true, true);
        plot.setRenderer(r);
        xMarkers.forEach((label, at) -> {
            ValueMarker m = new ValueMarker(at, Color.GRAY, new BasicStroke(1f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 1f, new float[] {4f, 4f}, 0f));
            m.setLabel(label);
            m.setLabelFont(TICK);
            m.setLabelAnchor(RectangleAnchor.TOP_RIGHT);
            m.setLabelTextAnchor(TextAnchor.TOP_LEFT);
            plot.addDomainMarker(m);
        });
        return chart;
    }

    /** A base-10 log axis with plain-number labels, a tick every {@code decades} powers of ten. */
    private static LogAxis logAxis(String label, double decades) {
        LogAxis axis = new LogAxis(label);
        axis.setSmallestValue(1e-3);
        axis.setTickUnit(new NumberTickUnit(decades));
        axis.setNumberFormatOverride(new DecimalFormat("#,##0.###"));
        axis.setLabelFont(LABEL);
        axis.setTickLabelFont(TICK);
        return axis;
    }

    /** Labelled points (x, y), with the named front points joined by a line. */
    static JFreeChart scatter(String title, String xLabel, String yLabel, Map<String, double[]> points, List<String> front) {
        XYSeriesCollection data = new XYSeriesCollection();
        XYSeries all = new XYSeries("contenders", false);
        XYSeries pareto = new XYSeries("Pareto front", true);
        points.forEach((name, p) -> {
            all.add(p[0], p[1]);
            if (front.contains(name)) pareto.add(p[0], p[1]);
        });
        data.addSeries(all);
        data.addSeries(pareto);
        JFreeChart chart = ChartFactory.createScatterPlot(title, xLabel, yLabel, data, PlotOrientation.VERTICAL, true, false, false);
        XYPlot plot = chart.getXYPlot();
        plot.setRangeAxis(logAxis(yLabel, 0.5));
        plot.setDomainAxis(logAxis(xLabel, 0.5));
        XYLineAndShapeRenderer r = new XYLineAndShapeRenderer();
        r.setSeriesLinesVisible(0, false);
        r.setSeriesLinesVisible(1, true);
        r.setSeriesPaint(0, new Color(0x4C78A8));
        r.setSeriesPaint(1, new Color(0xD62728));
        plot.setRenderer(r);
        points.forEach((name, p) -> {
            XYTextAnnotation a = new XYTextAnnotation("  " + name, p[0], p[1]);
            a.setFont(TICK);
            a.setTextAnchor(TextAnchor.CENTER_LEFT);
            plot.addAnnotation(a);
        });
        return chart;
    }

    /** Writes {@code name.png} and {@code name.svg} into {@code dir}. */
    static void save(JFreeChart chart, Path dir, String name, int height) throws IOException {
        chart.getTitle().setFont(TITLE);
        if (chart.getPlot() instanceof CategoryPlot p && p.getRangeAxis() instanceof NumberAxis a) {
            a.setLabelFont(LABEL);
            a.setTickLabelFont(TICK);
            p.getDomainAxis().setTickLabelFont(TICK);
        }
        ChartUtils.saveChartAsPNG(dir.resolve(name + ".png").toFile(), chart, WIDTH, height);
        SVGGraphics2D g2 = new SVGGraphics2D(WIDTH, height);
        chart.draw(g2, new Rectangle(0, 0, WIDTH, height));
        Files.writeString(dir.resolve(name + ".svg"), g2.getSVGDocument());
    }
}

package io.componentbench.report.chart;

import static io.componentbench.report.chart.Charts.LABEL;
import static io.componentbench.report.chart.Charts.SMALL;
import static io.componentbench.report.chart.Charts.TICK;
import static io.componentbench.report.chart.Charts.familyLegend;
import static io.componentbench.report.chart.Charts.legendStyle;
import static io.componentbench.report.chart.Charts.note;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Stroke;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Line2D;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.stream.DoubleStream;
import org.jfree.chart.ChartFactory;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.LegendItem;
import org.jfree.chart.LegendItemCollection;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.axis.ValueAxis;
import org.jfree.chart.plot.PlotOrientation;
import org.jfree.chart.plot.ValueMarker;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.jfree.chart.ui.RectangleAnchor;
import org.jfree.chart.ui.TextAnchor;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;
import org.jfree.data.xy.YIntervalSeries;
import org.jfree.data.xy.YIntervalSeriesCollection;

/**
 * Line charts and scatter plots on log axes, in the report's style ({@link Charts}): lines of points
 * with their intervals as whiskers, labelled at their ends, and the speed/memory scatter with its
 * Pareto front.
 */
public final class LineCharts {
    static {
        Charts.installTheme(); // the charts below are made by ChartFactory, which applies the theme Charts installs
    }

    private LineCharts() {}

    /** A line of (x, center, lower, upper) points; NaN ends: no band there. */
    public record Line(String id, List<double[]> points) {}

    /**
     * Lines of (x, y) points with their intervals as whiskers on log-log axes, each labelled at its end,
     * coloured by {@link Palette} (colour per contender, dash and marker per family), with labelled
     * vertical markers (e.g. cache sizes) and a legend of the families.
     */
    public static JFreeChart lines(
            String title,
            String xLabel,
            ReadableLogAxis.Labels xLabels,
            String yLabel,
            List<Line> lines,
            Map<String, Double> xMarkers,
            int width) {
        return lines(title, xLabel, xLabels, yLabel, lines, xMarkers, width, true);
    }

    /** As {@link #lines(String, String, ReadableLogAxis.Labels, String, List, Map, int)}, with a linear x axis of whole numbers (run numbers) when {@code logX} is false. */
    public static JFreeChart lines(
            String title,
            String xLabel,
            ReadableLogAxis.Labels xLabels,
            String yLabel,
            List<Line> lines,
            Map<String, Double> xMarkers,
            int width,
            boolean logX) {
        YIntervalSeriesCollection data = new YIntervalSeriesCollection();
        List<Line> drawn = new ArrayList<>();
        for (Line l : lines) {
            YIntervalSeries s = new YIntervalSeries(l.id(), true, false);
            for (double[] p : l.points()) {
                if (!(p[0] > 0 && p[1] > 0)) continue;
                double lo = p[2] > 0 ? p[2] : p[1];
                double hi = p[3] > 0 ? p[3] : p[1];
                s.add(p[0], p[1], lo, hi);
            }
            if (s.getItemCount() == 0) continue;
            data.addSeries(s);
            drawn.add(l);
        }
        JFreeChart chart = ChartFactory.createXYLineChart(
                title, xLabel, yLabel, data, PlotOrientation.VERTICAL, true, false, false);
        XYPlot plot = chart.getXYPlot();
        plot.setOutlineVisible(false);
        // whiskers at the measured points, not bands: eighteen overlapping bands merge into one mass
        org.jfree.chart.renderer.xy.XYErrorRenderer r = new org.jfree.chart.renderer.xy.XYErrorRenderer();
        r.setDrawXError(false);
        r.setDrawYError(true);
        r.setCapLength(5);
        r.setErrorStroke(new BasicStroke(1f));
        r.setDrawSeriesLineAsPath(true);
        for (int i = 0; i < drawn.size(); i++) {
            style(r, i, drawn.get(i).id());
            r.setSeriesLinesVisible(i, true);
            r.setSeriesShapesVisible(i, true);
        }
        plot.setRenderer(r);

        double[] xs = drawn.stream()
                .flatMap(l -> l.points().stream())
                .mapToDouble(p -> p[0])
                .filter(v -> v > 0)
                .toArray();
        double[] ys = drawn.stream()
                .flatMap(l -> l.points().stream())
                .flatMapToDouble(p -> DoubleStream.of(p[1], p[2], p[3]))
                .filter(v -> v > 0 && Double.isFinite(v))
                .toArray();
        double xMin = Arrays.stream(xs).min().orElse(1);
        double xMax = Arrays.stream(xs).max().orElse(10);
        for (double m : xMarkers.values()) {
            xMin = Math.min(xMin, m);
            xMax = Math.max(xMax, m);
        }
        int longest = drawn.stream().mapToInt(l -> l.id().length()).max().orElse(8);
        double labelRoom = Math.min(0.45, (longest * 7.0 + 20) / (width - 130.0));
        ValueAxis x;
        if (logX) {
            x = new ReadableLogAxis(xLabel, xLabels)
                    .span(xMin, xMax, 0.04, 0.04 + labelRoom / (1 - labelRoom))
                    .tickLimit(xMax * 1.5);
        } else {
            NumberAxis n = new NumberAxis(xLabel);
            n.setStandardTickUnits(NumberAxis.createIntegerTickUnits());
            double span = Math.max(1, xMax - xMin);
            n.setRange(Math.max(0, xMin - 0.05 * span), xMax + span * (0.05 + labelRoom / (1 - labelRoom)));
            n.setLabelFont(LABEL);
            n.setTickLabelFont(TICK);
            x = n;
        }
        ReadableLogAxis y = new ReadableLogAxis(yLabel, ReadableLogAxis.Labels.NUMBER);
        y.span(Arrays.stream(ys).min().orElse(1), Arrays.stream(ys).max().orElse(10), 0.06, 0.06);
        plot.setDomainAxis(x);
        plot.setRangeAxis(y);
        xMarkers.forEach((label, at) -> {
            ValueMarker m = new ValueMarker(
                    at,
                    Color.GRAY,
                    new BasicStroke(1f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 1f, new float[] {4f, 4f}, 0f));
            m.setLabel(label);
            m.setLabelFont(SMALL);
            m.setLabelPaint(new Color(0x555555));
            m.setLabelBackgroundColor(new Color(255, 255, 255, 0));
            m.setLabelAnchor(RectangleAnchor.TOP_RIGHT);
            m.setLabelTextAnchor(TextAnchor.TOP_LEFT);
            plot.addDomainMarker(m);
        });
        List<LabelLayer.Label> labels = new ArrayList<>();
        for (Line l : drawn) {
            double[] last = l.points().stream()
                    .filter(p -> p[0] > 0 && p[1] > 0)
                    .reduce((a, b) -> b)
                    .orElseThrow();
            labels.add(new LabelLayer.Label(l.id(), last[0], last[1], Palette.color(l.id())));
        }
        plot.addAnnotation(new LabelLayer(
                LabelLayer.Mode.LINE_END,
                labels,
                drawn.stream().flatMap(l -> l.points().stream()).toList()));
        plot.setFixedLegendItems(familyLegend(drawn.stream().map(Line::id).toList()));
        legendStyle(chart);
        note(
                chart,
                "whiskers: 95% intervals; a line joins only the sizes its contender was measured at; labels only beside a line's end "
                        + "(a crowded one: see the table)");
        return chart;
    }

    /** Colour, dash and marker of series {@code i}, a contender or the reference. */
    private static void style(XYLineAndShapeRenderer r, int i, String id) {
        Color c = Palette.color(id);
        r.setSeriesPaint(i, c);
        r.setSeriesFillPaint(i, c);
        r.setSeriesStroke(
                i, Palette.kind(id).map(k -> Palette.stroke(k.family(), 2f)).orElse(Palette.referenceStroke(2.2f)));
        r.setSeriesShape(
                i, Palette.kind(id).map(k -> Palette.shape(k.family(), 8)).orElse(Palette.referenceShape(8)));
    }

    /**
     * A log-log scatter of (x, y) points, x with its interval as a horizontal whisker when the
     * point has one ({@code {x, y, xLower, xUpper}}), each labelled beside its marker; the Pareto
     * front (lower is better on both axes) as a dashed staircase, or, when one point beats all
     * others on both, that point ringed and named in the legend; the better corner marked.
     */
    public static JFreeChart scatter(
            String title, String xLabel, String yLabel, Map<String, double[]> points, List<String> front) {
        org.jfree.data.xy.XIntervalSeriesCollection data = new org.jfree.data.xy.XIntervalSeriesCollection();
        List<String> ids = new ArrayList<>(points.keySet());
        for (String id : ids) {
            double[] p = points.get(id);
            boolean interval = p.length >= 4 && p[2] > 0 && p[3] > 0;
            org.jfree.data.xy.XIntervalSeries s = new org.jfree.data.xy.XIntervalSeries(id, false, true);
            s.add(p[0], interval ? p[2] : p[0], interval ? p[3] : p[0], p[1]);
            data.addSeries(s);
        }
        JFreeChart chart = ChartFactory.createScatterPlot(
                title, xLabel, yLabel, data, PlotOrientation.VERTICAL, true, false, false);
        XYPlot plot = chart.getXYPlot();
        plot.setOutlineVisible(false);
        org.jfree.chart.renderer.xy.XYErrorRenderer r = new org.jfree.chart.renderer.xy.XYErrorRenderer();
        r.setDrawXError(true);
        r.setDrawYError(false);
        r.setDefaultLinesVisible(false);
        r.setCapLength(5);
        for (int i = 0; i < ids.size(); i++) {
            Color c = Palette.color(ids.get(i));
            r.setSeriesPaint(i, c);
            r.setSeriesLinesVisible(i, false);
            r.setSeriesShape(
                    i,
                    Palette.kind(ids.get(i))
                            .map(k -> Palette.shape(k.family(), 10))
                            .orElse(Palette.referenceShape(10)));
        }
        plot.setRenderer(r);
        Stroke dashed =
                new BasicStroke(1.4f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND, 1f, new float[] {6f, 3f}, 0f);
        LegendItemCollection legend = familyLegend(ids);
        if (front.size() >= 2) {
            // a staircase: from each front point right to the next one's x, then down to it
            XYSeriesCollection frontData = new XYSeriesCollection();
            XYSeries f = new XYSeries("Pareto front", false);
            for (int i = 0; i < front.size(); i++) {
                double[] p = points.get(front.get(i));
                if (i > 0) f.add(p[0], points.get(front.get(i - 1))[1]);
                f.add(p[0], p[1]);
            }
            frontData.addSeries(f);
            plot.setDataset(1, frontData);
            XYLineAndShapeRenderer fr = new XYLineAndShapeRenderer(true, false);
            fr.setSeriesPaint(0, new Color(0x222222));
            fr.setSeriesStroke(0, dashed);
            plot.setRenderer(1, fr);
            legend.add(new LegendItem(
                    "Pareto front (no contender better on both)",
                    null,
                    null,
                    null,
                    new Line2D.Double(-12, 0, 12, 0),
                    dashed,
                    new Color(0x222222)));
        } else if (front.size() == 1) {
            double[] p = points.get(front.get(0));
            plot.addAnnotation(new org.jfree.chart.annotations.XYShapeAnnotation(
                    new Ellipse2D.Double(p[0] * 0.9, p[1] * 0.9, p[0] * 0.2, p[1] * 0.2),
                    new BasicStroke(1.6f),
                    new Color(0x222222)));
            legend.add(new LegendItem(
                    "ringed: " + front.get(0) + ", better than every other on both",
                    null,
                    null,
                    null,
                    new Ellipse2D.Double(-5, -5, 10, 10),
                    new BasicStroke(1.6f),
                    new Color(0x222222)));
        }
        double[] xs = points.values().stream()
                .flatMapToDouble(p -> p.length >= 4 ? DoubleStream.of(p[0], p[2], p[3]) : DoubleStream.of(p[0]))
                .filter(v -> v > 0 && Double.isFinite(v))
                .toArray();
        double[] ys = points.values().stream().mapToDouble(p -> p[1]).toArray();
        ReadableLogAxis x = new ReadableLogAxis(xLabel, ReadableLogAxis.Labels.NUMBER);
        x.span(Arrays.stream(xs).min().orElse(1), Arrays.stream(xs).max().orElse(10), 0.12, 0.22);
        ReadableLogAxis y = new ReadableLogAxis(yLabel, ReadableLogAxis.Labels.NUMBER);
        y.span(Arrays.stream(ys).min().orElse(1), Arrays.stream(ys).max().orElse(10), 0.1, 0.12);
        plot.setDomainAxis(x);
        plot.setRangeAxis(y);
        org.jfree.chart.annotations.XYTextAnnotation corner = new org.jfree.chart.annotations.XYTextAnnotation(
                "better: faster and smaller, toward the lower left \u2199",
                x.getLowerBound() * 1.02,
                y.getUpperBound() / 1.02);
        corner.setTextAnchor(TextAnchor.TOP_LEFT);
        corner.setFont(SMALL);
        corner.setPaint(new Color(0x555555));
        plot.addAnnotation(corner);
        List<LabelLayer.Label> labels = new ArrayList<>();
        points.forEach(
                (id, p) -> labels.add(new LabelLayer.Label(id, p[0], p[1], Palette.color(id), front.contains(id))));
        plot.addAnnotation(new LabelLayer(LabelLayer.Mode.AROUND, labels));
        note(chart, "labels only beside their own point, the Pareto front's first (a crowded point: see the table)");
        plot.setFixedLegendItems(legend);
        legendStyle(chart);
        return chart;
    }
}

package io.componentbench.report.chart;

import java.awt.BasicStroke;
import java.awt.Color;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.jfree.chart.ChartFactory;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.SymbolAxis;
import org.jfree.chart.plot.PlotOrientation;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYErrorRenderer;
import org.jfree.data.xy.YIntervalSeries;
import org.jfree.data.xy.YIntervalSeriesCollection;

/**
 * A contender's time over the runs of the history: one column per run, labelled by its commit and
 * date, each point with its 95% interval as a whisker (the report's own estimate, as the history
 * stores it). A contender with fewer than {@link #MIN_LINE_POINTS} points is drawn as points only:
 * two points joined by a line would read as a trend that two measurements cannot show.
 */
public final class TrendChart {
    /** The fewest points a contender needs for its points to be joined by a line. */
    public static final int MIN_LINE_POINTS = 3;

    private TrendChart() {}

    /** One run's column: its label (commit and date) and each contender's (center, lower, upper), NaN bounds without an interval. */
    public record Series(String id, List<double[]> points) {}

    /**
     * @param runs the label of each run, oldest first (the x positions 0, 1, ...)
     * @param series per contender, points of (run index, center, lower, upper)
     */
    public static JFreeChart of(String title, String yLabel, List<String> runs, List<Series> series) {
        YIntervalSeriesCollection data = new YIntervalSeriesCollection();
        List<Series> drawn = new ArrayList<>();
        for (Series s : series) {
            YIntervalSeries y = new YIntervalSeries(s.id(), true, false);
            for (double[] p : s.points()) {
                if (!(p[1] > 0)) continue;
                boolean interval = p[2] > 0 && p[3] > 0;
                y.add(p[0], p[1], interval ? p[2] : p[1], interval ? p[3] : p[1]);
            }
            if (y.getItemCount() == 0) continue;
            data.addSeries(y);
            drawn.add(s);
        }
        JFreeChart chart = ChartFactory.createXYLineChart(
                title, "run (commit, date; oldest first)", yLabel, data, PlotOrientation.VERTICAL, true, false, false);
        XYPlot plot = chart.getXYPlot();
        plot.setOutlineVisible(false);
        XYErrorRenderer r = new XYErrorRenderer();
        r.setDrawXError(false);
        r.setDrawYError(true);
        r.setCapLength(6);
        r.setErrorStroke(new BasicStroke(1.2f));
        for (int i = 0; i < drawn.size(); i++) {
            String id = drawn.get(i).id();
            Color c = Palette.color(id);
            r.setSeriesPaint(i, c);
            r.setSeriesStroke(
                    i, Palette.kind(id).map(k -> Palette.stroke(k.family(), 2f)).orElse(Palette.referenceStroke(2.2f)));
            r.setSeriesShape(
                    i, Palette.kind(id).map(k -> Palette.shape(k.family(), 8)).orElse(Palette.referenceShape(8)));
            r.setSeriesShapesVisible(i, true);
            r.setSeriesLinesVisible(i, data.getSeries(i).getItemCount() >= MIN_LINE_POINTS);
        }
        plot.setRenderer(r);
        SymbolAxis x = new SymbolAxis(plot.getDomainAxis().getLabel(), runs.toArray(String[]::new));
        x.setLabelFont(Charts.LABEL);
        x.setTickLabelFont(Charts.SMALL);
        x.setGridBandsVisible(false);
        x.setVerticalTickLabels(runs.size() > 4);
        int longest = drawn.stream().mapToInt(d -> d.id().length()).max().orElse(8);
        double labelRoom = Math.min(0.45, (longest * 7.0 + 20) / (Charts.WIDTH - 130.0));
        x.setRange(-0.5, runs.size() - 0.5 + runs.size() * labelRoom / (1 - labelRoom));
        plot.setDomainAxis(x);
        double[] ys = drawn.stream()
                .flatMap(s -> s.points().stream())
                .flatMapToDouble(p -> Arrays.stream(new double[] {p[1], p[2], p[3]}))
                .filter(v -> v > 0 && Double.isFinite(v))
                .toArray();
        ReadableLogAxis y = new ReadableLogAxis(yLabel, ReadableLogAxis.Labels.NUMBER);
        y.span(Arrays.stream(ys).min().orElse(1), Arrays.stream(ys).max().orElse(10), 0.06, 0.06);
        plot.setRangeAxis(y);
        List<LabelLayer.Label> labels = new ArrayList<>();
        for (Series s : drawn) {
            double[] last = s.points().stream()
                    .filter(p -> p[1] > 0)
                    .reduce((a, b) -> b)
                    .orElseThrow();
            labels.add(new LabelLayer.Label(s.id(), last[0], last[1], Palette.color(s.id())));
        }
        plot.addAnnotation(new LabelLayer(LabelLayer.Mode.LINE_END, labels));
        plot.setFixedLegendItems(
                Charts.familyLegend(drawn.stream().map(Series::id).toList()));
        chart.getLegend().setItemFont(Charts.SMALL);
        return chart;
    }

    /** A run's label: its commit (7 characters) and the UTC date and minute of its end, e.g. {@code 8d5a9fc 2026-11-30 23:34}. */
    public static String label(String commit, String time) {
        String c = commit == null || commit.isBlank() || commit.equals("unknown")
                ? "?"
                : commit.substring(0, Math.min(7, commit.length()));
        if (time == null || time.length() < 10 || !Character.isDigit(time.charAt(0))) return c + " date unknown";
        return c + " " + time.substring(0, 10)
                + (time.length() >= 16 && time.charAt(10) == 'T' ? " " + time.substring(11, 16) : "");
    }
}

package io.componentbench.report.chart;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.Graphics2D;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.jfree.chart.ChartRenderingInfo;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.plot.XYPlot;
import org.junit.jupiter.api.Test;

/**
 * End labels of a size sweep: no leader line reaches a size its contender was not measured at; a
 * crowded scatter's labels: none over another or over a marker, none far from its point, the Pareto
 * front's always there.
 */
class LabelLayerTest {
    /** A chart drawn at the report's size: its plot, its data area and where its labels went. */
    private record Drawn(XYPlot plot, Rectangle2D area, List<LabelLayer.Placed> placed) {}

    private static Drawn draw(JFreeChart chart) {
        BufferedImage image = new BufferedImage(Charts.WIDTH, 560, BufferedImage.TYPE_INT_RGB);
        Graphics2D g2 = image.createGraphics();
        ChartRenderingInfo info = new ChartRenderingInfo();
        chart.draw(g2, new Rectangle2D.Double(0, 0, Charts.WIDTH, 560), info);
        XYPlot plot = chart.getXYPlot();
        Rectangle2D area = info.getPlotInfo().getDataArea();
        LabelLayer layer = (LabelLayer) plot.getAnnotations().stream()
                .filter(a -> a instanceof LabelLayer)
                .findFirst()
                .orElseThrow();
        g2.setFont(Charts.TICK);
        return new Drawn(
                plot, area, layer.layout(g2.getFontMetrics(), plot, area, plot.getDomainAxis(), plot.getRangeAxis()));
    }

    @Test
    void aLineEndingBeforeTheLargestSizeIsLabelledAtItsOwnEnd() {
        List<LineCharts.Line> lines = new ArrayList<>();
        // twelve contenders measured to 1M, crowded at the end (leaders needed), and ashley only to 100K
        List<String> ids = io.componentbench.contender.ContenderKind.all().stream()
                .map(k -> k.id())
                .filter(id -> !id.equals("ashley"))
                .limit(12)
                .toList();
        for (int i = 0; i < 12; i++) {
            double ns = 10 + i * 0.4;
            lines.add(new LineCharts.Line(
                    ids.get(i),
                    List.of(
                            new double[] {1e3, ns, ns * 0.9, ns * 1.1},
                            new double[] {1e5, ns, ns * 0.9, ns * 1.1},
                            new double[] {1e6, ns, ns * 0.9, ns * 1.1})));
        }
        lines.add(
                new LineCharts.Line("ashley", List.of(new double[] {1e3, 30, 28, 32}, new double[] {1e5, 11, 10, 12})));
        JFreeChart chart = LineCharts.lines(
                "sweep", "entities", ReadableLogAxis.Labels.COUNT, "ns", lines, Map.of(), Charts.WIDTH);
        Drawn drawn = draw(chart);
        XYPlot plot = drawn.plot();
        Rectangle2D area = drawn.area();
        List<LabelLayer.Placed> placed = drawn.placed();
        assertTrue(placed.size() == 13, "every line labelled: " + placed.size());
        assertTrue(
                placed.stream().anyMatch(p -> p.leader().isPresent()),
                "the crowded end needs leaders: the check is not empty");
        for (LabelLayer.Placed p : placed) {
            double measuredUpTo = plot.getDomainAxis().valueToJava2D(p.label().x(), area, plot.getDomainAxisEdge());
            p.leader()
                    .ifPresent(line -> assertTrue(
                            Math.max(line.getX1(), line.getX2()) <= measuredUpTo + 12,
                            p.label().text() + ": its leader runs to x = " + Math.max(line.getX1(), line.getX2())
                                    + ", its last size is at " + measuredUpTo));
        }
        LabelLayer.Placed ashley = placed.stream()
                .filter(p -> p.label().text().equals("ashley"))
                .findFirst()
                .orElseThrow();
        double oneMillion = plot.getDomainAxis().valueToJava2D(1e6, area, plot.getDomainAxisEdge());
        assertFalse(ashley.box().getMinX() > oneMillion, "ashley's label is not in the 1M column");
    }

    @Test
    void aCrowdedScattersLabelsNeverOverlapAndStayBesideTheirPoints() {
        // seventeen contenders within a factor of 1.3 on both axes: not every label fits beside its point
        Map<String, double[]> points = new java.util.LinkedHashMap<>();
        List<String> ids = io.componentbench.contender.ContenderKind.all().stream()
                .map(k -> k.id())
                .toList();
        for (int i = 0; i < ids.size(); i++)
            points.put(ids.get(i), new double[] {1 + 0.02 * i, 20 + 0.3 * ((i * 7) % 17)});
        points.put("ashley", new double[] {40, 900}); // far from the crowd: the axes span it
        List<String> front = List.of(ids.get(0), ids.get(5));
        JFreeChart chart = LineCharts.scatter("crowd", "ns", "bytes", points, front);
        Drawn drawn = draw(chart);
        XYPlot plot = drawn.plot();
        Rectangle2D area = drawn.area();
        List<LabelLayer.Placed> placed = drawn.placed();
        assertTrue(
                placed.size() < points.size(),
                "the crowd leaves some labels out: the check is not empty (" + placed.size() + ")");
        for (String id : front)
            assertTrue(
                    placed.stream().anyMatch(p -> p.label().text().equals(id)), "the front's " + id + " is labelled");
        for (int i = 0; i < placed.size(); i++) {
            LabelLayer.Placed a = placed.get(i);
            for (int j = i + 1; j < placed.size(); j++)
                assertFalse(
                        a.box().intersects(placed.get(j).box()),
                        a.label().text() + " overlaps " + placed.get(j).label().text());
            for (double[] p : points.values()) {
                double px = plot.getDomainAxis().valueToJava2D(p[0], area, plot.getDomainAxisEdge());
                double py = plot.getRangeAxis().valueToJava2D(p[1], area, plot.getRangeAxisEdge());
                assertFalse(a.box().intersects(px - 4, py - 4, 8, 8), a.label().text() + " covers a marker");
            }
            double px = plot.getDomainAxis().valueToJava2D(a.label().x(), area, plot.getDomainAxisEdge());
            double py = plot.getRangeAxis().valueToJava2D(a.label().y(), area, plot.getRangeAxisEdge());
            double dx =
                    Math.max(0, Math.max(a.box().getMinX() - px, px - a.box().getMaxX()));
            double dy =
                    Math.max(0, Math.max(a.box().getMinY() - py, py - a.box().getMaxY()));
            assertTrue(
                    Math.hypot(dx, dy) <= 6 + 7 * LabelLayer.MAX_RINGS,
                    a.label().text() + " is " + Math.hypot(dx, dy) + " px from its point");
        }
    }
}

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

/** End labels of a size sweep: no leader line reaches a size its contender was not measured at. */
class LabelLayerTest {
    @Test
    void aLineEndingBeforeTheLargestSizeIsLabelledAtItsOwnEnd() {
        List<LineCharts.Line> lines = new ArrayList<>();
        // twelve contenders measured to 1M, crowded at the end (leaders needed), and ashley only to 100K
        List<String> ids = io.componentbench.contender.ContenderKind.all().stream().map(k -> k.id()).filter(id -> !id.equals("ashley")).limit(12).toList();
        for (int i = 0; i < 12; i++) {
            double ns = 10 + i * 0.4;
            lines.add(new LineCharts.Line(ids.get(i),
                    List.of(new double[] {1e3, ns, ns * 0.9, ns * 1.1}, new double[] {1e5, ns, ns * 0.9, ns * 1.1}, new double[] {1e6, ns, ns * 0.9, ns * 1.1})));
        }
        lines.add(new LineCharts.Line("ashley", List.of(new double[] {1e3, 30, 28, 32}, new double[] {1e5, 11, 10, 12})));
        JFreeChart chart = LineCharts.lines("sweep", "entities", ReadableLogAxis.Labels.COUNT, "ns", lines, Map.of(), Charts.WIDTH);
        BufferedImage image = new BufferedImage(Charts.WIDTH, 560, BufferedImage.TYPE_INT_RGB);
        Graphics2D g2 = image.createGraphics();
        ChartRenderingInfo info = new ChartRenderingInfo();
        chart.draw(g2, new Rectangle2D.Double(0, 0, Charts.WIDTH, 560), info);
        XYPlot plot = chart.getXYPlot();
        Rectangle2D area = info.getPlotInfo().getDataArea();
        LabelLayer layer = (LabelLayer) plot.getAnnotations().stream().filter(a -> a instanceof LabelLayer).findFirst().orElseThrow();
        g2.setFont(Charts.TICK);
        List<LabelLayer.Placed> placed = layer.layout(g2.getFontMetrics(), plot, area, plot.getDomainAxis(), plot.getRangeAxis());
        assertTrue(placed.size() == 13, "every line labelled: " + placed.size());
        assertTrue(placed.stream().anyMatch(p -> p.leader().isPresent()), "the crowded end needs leaders: the check is not empty");
        for (LabelLayer.Placed p : placed) {
            double measuredUpTo = plot.getDomainAxis().valueToJava2D(p.label().x(), area, plot.getDomainAxisEdge());
            p.leader().ifPresent(line -> assertTrue(Math.max(line.getX1(), line.getX2()) <= measuredUpTo + 12,
                    p.label().text() + ": its leader runs to x = " + Math.max(line.getX1(), line.getX2()) + ", its last size is at " + measuredUpTo));
        }
        LabelLayer.Placed ashley = placed.stream().filter(p -> p.label().text().equals("ashley")).findFirst().orElseThrow();
        double oneMillion = plot.getDomainAxis().valueToJava2D(1e6, area, plot.getDomainAxisEdge());
        assertFalse(ashley.box().getMinX() > oneMillion, "ashley's label is not in the 1M column");
    }
}

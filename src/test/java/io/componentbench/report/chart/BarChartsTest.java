package io.componentbench.report.chart;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.LogAxis;
import org.junit.jupiter.api.Test;

/** Bars only where their length means something: on a log axis the values are dots with whiskers. */
class BarChartsTest {
    private static JFreeChart chart(double... centers) {
        List<BarCharts.Item> items = java.util.Arrays.stream(centers)
                .mapToObj(c ->
                        new BarCharts.Item("c" + c, c, c * 0.9, c * 1.1, new double[0], BarCharts.BarStanding.OTHER))
                .toList();
        return BarCharts.intervalBars("t", "ns", items, Double.NaN, "", "95% interval", null);
    }

    @Test
    void onALogAxisNoBarIsDrawn() {
        JFreeChart wide = chart(1, 5, 80);
        assertTrue(wide.getCategoryPlot().getRangeAxis() instanceof LogAxis, "80x apart: a log axis");
        assertEquals(
                0,
                ((java.awt.Color) wide.getCategoryPlot().getRenderer().getItemPaint(0, 0)).getAlpha(),
                "no bar on a log axis");
        JFreeChart narrow = chart(1, 1.5, 2);
        assertTrue(!(narrow.getCategoryPlot().getRangeAxis() instanceof LogAxis), "2x apart: linear from zero");
        assertNotEquals(
                0,
                ((java.awt.Color) narrow.getCategoryPlot().getRenderer().getItemPaint(0, 0)).getAlpha(),
                "bars on a linear axis from zero");
    }
}

package io.componentbench.report.chart;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.List;
import org.jfree.chart.axis.AxisState;
import org.jfree.chart.axis.NumberTick;
import org.jfree.chart.ui.RectangleEdge;
import org.junit.jupiter.api.Test;

/** Tick labels of the log axes never overlap, and bytes are labelled in the binary units cache sizes use. */
class ReadableLogAxisTest {
    @Test
    void noTwoTickLabelsOverlapAtAnyWidthRangeOrKind() {
        Graphics2D g2 = new BufferedImage(10, 10, BufferedImage.TYPE_INT_RGB).createGraphics();
        double[][] ranges = {{1e4, 2e9}, {3e4, 4e8}, {0.3, 900}, {900, 1.2e6}, {1.5, 2.5}, {40, 9000}};
        List<String> failures = new ArrayList<>();
        int checked = 0;
        for (ReadableLogAxis.Labels kind : ReadableLogAxis.Labels.values()) {
            for (double[] r : ranges) {
                for (int width = 150; width <= 900; width += 50) {
                    ReadableLogAxis axis = new ReadableLogAxis("x", kind);
                    axis.setRange(r[0], r[1]);
                    Rectangle2D area = new Rectangle2D.Double(60, 20, width, 300);
                    @SuppressWarnings("unchecked")
                    List<NumberTick> ticks = axis.refreshTicks(g2, new AxisState(), area, RectangleEdge.BOTTOM);
                    FontMetrics fm = g2.getFontMetrics(axis.getTickLabelFont());
                    for (int i = 1; i < ticks.size(); i++) {
                        checked++;
                        NumberTick a = ticks.get(i - 1);
                        NumberTick b = ticks.get(i);
                        double xa = axis.valueToJava2D(a.getValue(), area, RectangleEdge.BOTTOM);
                        double xb = axis.valueToJava2D(b.getValue(), area, RectangleEdge.BOTTOM);
                        double rightOfA = xa + fm.stringWidth(a.getText()) / 2.0;
                        double leftOfB = xb - fm.stringWidth(b.getText()) / 2.0;
                        if (leftOfB < rightOfA + 2)
                            failures.add(kind + " " + r[0] + ".." + r[1] + " at " + width + " px: " + a.getText()
                                    + " / " + b.getText());
                    }
                }
            }
        }
        assertTrue(checked > 500, "label pairs checked: " + checked);
        assertTrue(
                failures.isEmpty(),
                failures.size() + " overlapping label pairs, e.g. "
                        + failures.subList(0, Math.min(5, failures.size())));
    }

    @Test
    void bytesFallOnPowersOfTwoInBinaryUnits() {
        assertTrue(ReadableLogAxis.binaryBytes(256 * 1024).equals("256 KiB"), ReadableLogAxis.binaryBytes(256 * 1024));
        assertTrue(ReadableLogAxis.binaryBytes(4L << 20).equals("4 MiB"));
        for (double v : ReadableLogAxis.binaryTicks(1e4, 2e9, 8)) {
            assertTrue(v == Math.pow(2, Math.round(Math.log(v) / Math.log(2))), "a power of two: " + v);
        }
        assertTrue(ReadableLogAxis.binaryTicks(1e4, 2e9, 8).size() <= 8);
    }
}

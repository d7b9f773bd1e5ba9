package io.componentbench.report.chart;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.componentbench.contender.ContenderKind;
import io.componentbench.results.Result;
import java.awt.Color;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** No two contenders (nor a contender and the reference) get colours a reader could confuse. */
class PaletteTest {
    @Test
    void everyTwoChartColoursAreAtLeastTheMinimumDistanceApart() {
        List<String> ids = new ArrayList<>(ContenderKind.all().stream()
                .filter(k -> !k.calibrationOnly())
                .map(ContenderKind::id)
                .toList());
        ids.add(Result.RAW_ARRAY);
        List<String> close = new ArrayList<>();
        for (int i = 0; i < ids.size(); i++) {
            for (int j = i + 1; j < ids.size(); j++) {
                double d = deltaE(Palette.color(ids.get(i)), Palette.color(ids.get(j)));
                if (d < Palette.MIN_DISTANCE) close.add(ids.get(i) + " / " + ids.get(j) + ": " + Math.round(d));
            }
        }
        assertTrue(close.isEmpty(), "colour pairs closer than Delta E " + Palette.MIN_DISTANCE + ": " + close);
        // the pair the issue found (ashley #f16913 against fastutil-rb-tree #d95f02: Delta E 7) would fail
        assertTrue(deltaE(new Color(0xF16913), new Color(0xD95F02)) < Palette.MIN_DISTANCE);
    }

    /** CIE76: the Euclidean distance of two sRGB colours in CIELAB (D65). */
    static double deltaE(Color a, Color b) {
        double[] x = lab(a);
        double[] y = lab(b);
        return Math.sqrt(Math.pow(x[0] - y[0], 2) + Math.pow(x[1] - y[1], 2) + Math.pow(x[2] - y[2], 2));
    }

    private static double[] lab(Color c) {
        double r = lin(c.getRed()), g = lin(c.getGreen()), b = lin(c.getBlue());
        double x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047;
        double y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
        double z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883;
        double fx = f(x), fy = f(y), fz = f(z);
        return new double[] {116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)};
    }

    private static double lin(int v) {
        double c = v / 255.0;
        return c <= 0.04045 ? c / 12.92 : Math.pow((c + 0.055) / 1.055, 2.4);
    }

    private static double f(double t) {
        return t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16.0 / 116;
    }
}

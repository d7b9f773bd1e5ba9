package io.componentbench.report.chart;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.componentbench.contender.ContenderKind;
import io.componentbench.contender.Family;
import io.componentbench.results.Result;
import java.awt.Color;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** No two contenders (nor a contender and the reference) get colours a reader could confuse, and none moves when another is added. */
class PaletteTest {
    @Test
    void everyTwoChartColoursAreAtLeastTheMinimumDistanceApart() {
        List<String> ids = new ArrayList<>(
                ContenderKind.all().stream().map(ContenderKind::id).toList());
        ids.add(Result.RAW_ARRAY);
        List<String> close = new ArrayList<>();
        for (int i = 0; i < ids.size(); i++) {
            for (int j = i + 1; j < ids.size(); j++) {
                double d = deltaE(Palette.color(ids.get(i)), Palette.color(ids.get(j)));
                if (d < Palette.MIN_DISTANCE) close.add(ids.get(i) + " / " + ids.get(j) + ": " + Math.round(d));
            }
        }
        assertTrue(
                close.isEmpty(),
                "colour pairs closer than Delta E " + Palette.MIN_DISTANCE + ": " + close
                        + "; give the newer contender of each pair a colour of its own in Palette.PINNED");
        // the pair the issue found (ashley #f16913 against fastutil-rb-tree #d95f02: Delta E 7) would fail
        assertTrue(deltaE(new Color(0xF16913), new Color(0xD95F02)) < Palette.MIN_DISTANCE);
    }

    /** The colours the committed report was drawn with: a contender added before any of them must not move one. */
    @Test
    void theColoursOfTheCommittedReportStay() {
        Map<String, Integer> committed = Map.of(
                "hash-map", 0x08306B,
                "fastutil-inline-hash", 0x8C6BB1,
                "fastutil-rb-tree", 0xD95F02,
                "paged-sparse-set", 0x66BD63,
                "sector-array-offheap", 0x4D4000,
                "ashley", 0x67001F);
        committed.forEach((id, rgb) -> assertEquals(new Color(rgb), Palette.color(id), id));
    }

    @Test
    void aColourDependsOnTheIdAndFamilyAloneNotOnTheRegistry() {
        for (ContenderKind k : ContenderKind.all()) {
            assertEquals(Palette.color(k.id(), k.family()), Palette.color(k), k.id());
        }
        // an id the table does not pin gets the same derived colour every time, in its family's hue
        Color once = Palette.color("some-new-hash", Family.HASH_MAP);
        assertEquals(once, Palette.color("some-new-hash", Family.HASH_MAP));
        assertEquals(once, Palette.derived("some-new-hash", Family.HASH_MAP));
        assertNotEquals(once, Palette.color("another-new-hash", Family.HASH_MAP));
        float[] hsb = Color.RGBtoHSB(once.getRed(), once.getGreen(), once.getBlue(), null);
        assertTrue(hsb[0] > 0.55 && hsb[0] < 0.73, "a hash map's derived colour is blue: hue " + hsb[0]);
    }

    @Test
    void aDerivedColourKeepsClearOfEveryPinnedOneAndTheReference() {
        for (Family f : Family.values()) {
            for (int i = 0; i < 10; i++) {
                Color c = Palette.derived("new-contender-" + i, f);
                assertTrue(deltaE(c, Palette.REFERENCE) >= Palette.MIN_DISTANCE, f + " " + i);
                for (ContenderKind k : ContenderKind.all()) {
                    if (Palette.pinned(k.id()))
                        assertTrue(deltaE(c, Palette.color(k)) >= Palette.MIN_DISTANCE, f + " " + i + " / " + k.id());
                }
            }
        }
        assertEquals(deltaE(Color.RED, Color.BLUE), Palette.deltaE(Color.RED, Color.BLUE), 1e-9, "the same distance");
    }

    @Test
    void everyPinnedColourBelongsToARegisteredContender() {
        for (String id : List.of("hash-map", "dense-hash-map", "ashley")) assertTrue(Palette.pinned(id), id);
        List<String> ids = ContenderKind.all().stream().map(ContenderKind::id).toList();
        List<String> stale = Palette.pinnedIds().stream()
                .filter(id -> !ids.contains(id))
                .sorted()
                .toList();
        assertTrue(stale.isEmpty(), "Palette.PINNED names ids the registry lacks (misspelt or removed): " + stale);
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

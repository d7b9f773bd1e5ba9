package io.componentbench.report.chart;

import io.componentbench.contender.ContenderKind;
import io.componentbench.contender.Family;
import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Shape;
import java.awt.Stroke;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Path2D;
import java.awt.geom.Rectangle2D;
import java.util.Map;

/**
 * How the charts tell contenders apart: a hue range, a line dash and a marker shape per family, so
 * the families separate at a glance, and a colour per contender within its family's hue, fixed by
 * its id (a contender added or removed changes no other's). The
 * {@code raw-array} reference is black and dotted. The heatmaps' sequential scale is viridis
 * (perceptually uniform, legible in grey and to the common colour-vision deficiencies).
 */
public final class Palette {
    private Palette() {}

    /**
     * Each contender's colour, by its id, so that adding or removing a contender re-colours no other:
     * every two colours of the charts (the reference's black included) lie at least
     * {@link #MIN_DISTANCE} apart in CIELAB, which PaletteTest checks over the registry. A contender
     * not listed gets a colour derived from its id within its family's hue ({@link #derived}); only
     * when PaletteTest finds that one too close to another does it need a line here.
     */
    private static final Map<String, Color> PINNED = Map.ofEntries(
            pin("hash-map", 0x08306B),
            pin("fastutil-open-hash", 0x2171B5),
            pin("eclipse-hash", 0x6BAED6),
            pin("koloboke-hash", 0x3F007D),
            pin("hppc-hash", 0x2323EA),
            pin("agrona-hash", 0x2E67EA),
            pin("fastutil-inline-hash", 0x8C6BB1),
            pin("tree-map", 0x7F3B08),
            pin("fastutil-rb-tree", 0xD95F02),
            pin("direct-array", 0x404040),
            pin("sparse-set", 0x00441B),
            pin("packed-sparse-set", 0x1B7837),
            pin("paged-sparse-set", 0x66BD63),
            pin("sector-array", 0x8E6B00),
            pin("sector-array-grouped", 0xD4B000),
            pin("sector-array-offheap", 0x4D4000),
            pin("dense-hash-map", 0x00838F),
            pin("artemis-odb", 0xA50F15),
            pin("dominion", 0xE7298A),
            pin("ashley", 0x67001F));

    private static Map.Entry<String, Color> pin(String id, int rgb) {
        return Map.entry(id, new Color(rgb));
    }

    /** The smallest CIE76 distance (Delta E in CIELAB) between the colours of two contenders or a contender and the reference. */
    static final double MIN_DISTANCE = 20;

    /** The reference's colour. */
    static final Color REFERENCE = Color.BLACK;

    /** A contender's colour: its pinned one, else one derived from its id and family; never from its place in the registry. */
    static Color color(ContenderKind c) {
        return color(c.id(), c.family());
    }

    /** The colour of a contender of this id and family (see {@link #color(ContenderKind)}). */
    static Color color(String id, Family family) {
        Color pinned = PINNED.get(id);
        return pinned != null ? pinned : derived(id, family);
    }

    /** Whether this id has a colour of its own in the table rather than a derived one. */
    static boolean pinned(String id) {
        return PINNED.containsKey(id);
    }

    /** The ids the table gives a colour. */
    static java.util.Set<String> pinnedIds() {
        return PINNED.keySet();
    }

    /**
     * A colour for an id the table does not list: its family's hue, moved a little and shaded by
     * bits of a hash of the id and an attempt number ({@link String#hashCode()}, fixed by the
     * language); the first attempt at least {@link #MIN_DISTANCE} from every pinned colour and the
     * reference's is taken. It depends on the id, the family and the table alone: adding a contender
     * never moves it, removing one only if that one's pin leaves the table.
     */
    static Color derived(String id, Family family) {
        Color first = null;
        for (int attempt = 0; attempt < 256; attempt++) {
            Color c = candidate((id + "#" + attempt).hashCode(), family);
            if (first == null) first = c;
            if (clearOfThePinned(c)) return c;
        }
        return first;
    }

    private static Color candidate(int h, Family family) {
        h ^= h >>> 15; // spread the string hash's low-entropy bits
        h *= 0x2C1B3C6D;
        h ^= h >>> 12;
        float hue = familyHue(family) + (((h & 0xFF) / 255f) - 0.5f) * 0.12f;
        float saturation = family == Family.ARRAY ? 0.1f : 0.5f + ((h >>> 8) & 0xFF) / 255f * 0.5f;
        float brightness = 0.3f + ((h >>> 16) & 0xFF) / 255f * 0.6f;
        return Color.getHSBColor(hue, saturation, brightness);
    }

    private static boolean clearOfThePinned(Color c) {
        if (deltaE(c, REFERENCE) < MIN_DISTANCE) return false;
        for (Color p : PINNED.values()) if (deltaE(c, p) < MIN_DISTANCE) return false;
        return true;
    }

    /** CIE76: the Euclidean distance of two sRGB colours in CIELAB (D65). */
    static double deltaE(Color a, Color b) {
        double[] x = lab(a);
        double[] y = lab(b);
        return Math.sqrt(Math.pow(x[0] - y[0], 2) + Math.pow(x[1] - y[1], 2) + Math.pow(x[2] - y[2], 2));
    }

    private static double[] lab(Color c) {
        double r = lin(c.getRed()), g = lin(c.getGreen()), b = lin(c.getBlue());
        double x = labF((0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047);
        double y = labF(0.2126 * r + 0.7152 * g + 0.0722 * b);
        double z = labF((0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883);
        return new double[] {116 * y - 16, 500 * (x - y), 200 * (y - z)};
    }

    private static double labF(double t) {
        return t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16.0 / 116;
    }

    /** The centre of a family's hues (HSB hue, 0-1): blues for the hash maps, greens for the sparse sets... */
    private static float familyHue(Family f) {
        return switch (f) {
            case HASH_MAP -> 0.64f;
            case TREE_MAP -> 0.07f;
            case ARRAY -> 0f;
            case SPARSE_SET -> 0.37f;
            case SECTOR_ARRAY -> 0.14f;
            case DENSE_HASH_MAP -> 0.51f;
            case FRAMEWORK -> 0.95f;
        };
    }

    /** A contender's or the reference's colour by id. */
    static Color color(String id) {
        return kind(id).map(Palette::color).orElse(REFERENCE);
    }

    /** The line stroke of a family: solid, dashed, dotted... at the given width. */
    static Stroke stroke(Family f, float width) {
        float[] dash = switch (f) {
            case HASH_MAP -> new float[] {7f, 3f};
            case TREE_MAP -> new float[] {2f, 3f};
            case ARRAY -> new float[] {10f, 3f, 2f, 3f};
            case SPARSE_SET -> null;
            case SECTOR_ARRAY -> new float[] {12f, 4f};
            case DENSE_HASH_MAP -> new float[] {5f, 2f, 1f, 2f};
            case FRAMEWORK -> new float[] {3f, 2f};
        };
        return dash == null
                ? new BasicStroke(width, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND)
                : new BasicStroke(width, BasicStroke.CAP_BUTT, BasicStroke.JOIN_ROUND, 10f, dash, 0f);
    }

    /** The reference's stroke: dotted. */
    static Stroke referenceStroke(float width) {
        return new BasicStroke(width, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND, 10f, new float[] {1f, 4f}, 0f);
    }

    /** The marker of a family, centred on (0, 0), about {@code size} across. */
    static Shape shape(Family f, double size) {
        double h = size / 2;
        return switch (f) {
            case HASH_MAP -> new Ellipse2D.Double(-h, -h, size, size);
            case TREE_MAP -> polygon(0, -h * 1.15, h * 1.1, h * 0.85, -h * 1.1, h * 0.85);
            case ARRAY -> new Rectangle2D.Double(-h, -h, size, size);
            case SPARSE_SET -> polygon(0, -h * 1.25, h * 1.25, 0, 0, h * 1.25, -h * 1.25, 0);
            case SECTOR_ARRAY -> polygon(0, h * 1.15, h * 1.1, -h * 0.85, -h * 1.1, -h * 0.85);
            case DENSE_HASH_MAP ->
                polygon(
                        -h * 0.4, -h, h * 0.4, -h, h * 0.4, -h * 0.4, h, -h * 0.4, h, h * 0.4, h * 0.4, h * 0.4,
                        h * 0.4, h, -h * 0.4, h, -h * 0.4, h * 0.4, -h, h * 0.4, -h, -h * 0.4, -h * 0.4, -h * 0.4);
            case FRAMEWORK -> star(h * 1.3, h * 0.6);
        };
    }

    /** The reference's marker: a small filled square. */
    static Shape referenceShape(double size) {
        return new Rectangle2D.Double(-size / 3, -size / 3, size * 2 / 3, size * 2 / 3);
    }

    private static Shape polygon(double... xy) {
        Path2D.Double p = new Path2D.Double();
        p.moveTo(xy[0], xy[1]);
        for (int i = 2; i < xy.length; i += 2) p.lineTo(xy[i], xy[i + 1]);
        p.closePath();
        return p;
    }

    private static Shape star(double outer, double inner) {
        double[] xy = new double[20];
        for (int i = 0; i < 10; i++) {
            double r = i % 2 == 0 ? outer : inner;
            double a = -Math.PI / 2 + i * Math.PI / 5;
            xy[2 * i] = r * Math.cos(a);
            xy[2 * i + 1] = r * Math.sin(a);
        }
        return polygon(xy);
    }

    /** The contender of an id, or empty for the reference and unknown names. */
    static java.util.Optional<ContenderKind> kind(String id) {
        return ContenderKind.all().stream().filter(k -> k.id().equals(id)).findFirst();
    }

    /** Viridis at {@code t} in [0, 1] (0: dark purple, 1: yellow), interpolated between 11 of its stops. */
    public static Color viridis(double t) {
        double x = Math.max(0, Math.min(1, t)) * (VIRIDIS.length - 1);
        int i = (int) Math.floor(x);
        if (i >= VIRIDIS.length - 1) return new Color(VIRIDIS[VIRIDIS.length - 1]);
        double f = x - i;
        Color a = new Color(VIRIDIS[i]);
        Color b = new Color(VIRIDIS[i + 1]);
        return new Color(
                (int) Math.round(a.getRed() + f * (b.getRed() - a.getRed())),
                (int) Math.round(a.getGreen() + f * (b.getGreen() - a.getGreen())),
                (int) Math.round(a.getBlue() + f * (b.getBlue() - a.getBlue())));
    }

    private static final int[] VIRIDIS = {
        0x440154, 0x482475, 0x414487, 0x355F8D, 0x2A788E, 0x21918C, 0x22A884, 0x44BF70, 0x7AD151, 0xBDDF26, 0xFDE725
    };

    /** Black or white, whichever reads better on {@code background}. */
    static Color textOn(Color background) {
        double l = 0.2126 * lin(background.getRed())
                + 0.7152 * lin(background.getGreen())
                + 0.0722 * lin(background.getBlue());
        return l > 0.22 ? Color.BLACK : Color.WHITE;
    }

    private static double lin(int c) {
        double v = c / 255.0;
        return v <= 0.04045 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4);
    }
}

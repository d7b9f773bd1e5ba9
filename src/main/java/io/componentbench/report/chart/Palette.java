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
import java.util.List;

/**
 * How the charts tell contenders apart: a hue range, a line dash and a marker shape per family, so
 * the families separate at a glance, and a shade per member within its family's hue. The
 * {@code raw-array} reference is black and dotted. The heatmaps' sequential scale is viridis
 * (perceptually uniform, legible in grey and to the common colour-vision deficiencies).
 */
public final class Palette {
    private Palette() {}

    /**
     * Members' colours per family, chosen so that every two colours of the charts (the reference's
     * black included) lie at least {@link #MIN_DISTANCE} apart in CIELAB (PaletteTest checks it).
     */
    private static List<Color> hues(Family f) {
        return switch (f) {
            case HASH_MAP -> colors(0x08306B, 0x2171B5, 0x6BAED6, 0x3F007D, 0x8C6BB1);
            case TREE_MAP -> colors(0x7F3B08, 0xD95F02);
            case ARRAY -> colors(0x404040);
            case SPARSE_SET -> colors(0x00441B, 0x1B7837, 0x66BD63);
            case SECTOR_ARRAY -> colors(0x8E6B00, 0xD4B000, 0x4D4000);
            case DENSE_HASH_MAP -> colors(0x00838F);
            case FRAMEWORK -> colors(0xA50F15, 0xE7298A, 0x67001F);
        };
    }

    private static List<Color> colors(int... rgb) {
        return java.util.Arrays.stream(rgb).mapToObj(Color::new).toList();
    }

    /** The smallest CIE76 distance (Delta E in CIELAB) between the colours of two contenders or a contender and the reference. */
    static final double MIN_DISTANCE = 20;

    /** The reference's colour. */
    static final Color REFERENCE = Color.BLACK;

    /** A contender's colour: its family's hue, shaded by its place among the family's members. */
    static Color color(ContenderKind c) {
        List<ContenderKind> members = ContenderKind.all().stream()
                .filter(k -> k.family() == c.family())
                .toList();
        List<Color> hues = hues(c.family());
        int i = Math.max(0, members.indexOf(c));
        return hues.get(i % hues.size());
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

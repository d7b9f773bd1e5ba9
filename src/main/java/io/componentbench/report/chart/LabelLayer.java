package io.componentbench.report.chart;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.geom.Line2D;
import java.awt.geom.Rectangle2D;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.jfree.chart.annotations.AbstractXYAnnotation;
import org.jfree.chart.axis.ValueAxis;
import org.jfree.chart.plot.PlotRenderingInfo;
import org.jfree.chart.plot.XYPlot;

/**
 * Text labels for points of an XY chart, placed at drawing time (when pixel positions and font
 * metrics are known) so that no two overlap, each joined to its point by a thin leader line when it
 * had to move away. {@link Mode#LINE_END} puts the labels of the lines that reach the right-most x in
 * a column right of it, stacked in the lines' order, each crowded run centred on its lines, and
 * labels a line that ends earlier beside its own last point; {@link Mode#AROUND} gives each
 * label of a scatter the nearest free spot on any side of its point, covering no point. A label
 * beside its point goes no farther than {@value #MAX_RINGS} steps out: where a crowd leaves no
 * free spot that near, it is left out rather than drawn over another or far away (the chart's
 * table names every point), and {@link Label#first() first} labels (a scatter's Pareto front) are
 * placed before the rest.
 */
final class LabelLayer extends AbstractXYAnnotation {
    /** Where labels may go. */
    enum Mode {
        LINE_END,
        AROUND
    }

    /** How many steps of {@link #candidates} a label may move out from its point before it is left out. */
    static final int MAX_RINGS = 6;

    /** A label for the point (x, y) in data coordinates; {@code first}: placed before the others. */
    record Label(String text, double x, double y, Color color, boolean first) {
        Label(String text, double x, double y, Color color) {
            this(text, x, y, color, false);
        }
    }

    private final Mode mode;
    private final List<Label> labels;
    /** Every other marker of the chart, (x, y) in data coordinates: no label covers one. */
    private final List<double[]> markers;

    LabelLayer(Mode mode, List<Label> labels) {
        this(mode, labels, List.of());
    }

    LabelLayer(Mode mode, List<Label> labels, List<double[]> markers) {
        this.mode = mode;
        this.labels = List.copyOf(labels);
        this.markers = List.copyOf(markers);
    }

    /** A label as laid out: its box and, when it had to move away from its point, the leader line to it. */
    record Placed(Label label, Rectangle2D box, java.util.Optional<Line2D> leader) {}

    @Override
    public void draw(
            Graphics2D g2,
            XYPlot plot,
            Rectangle2D area,
            ValueAxis domain,
            ValueAxis range,
            int index,
            PlotRenderingInfo info) {
        g2.setFont(Charts.TICK);
        FontMetrics fm = g2.getFontMetrics();
        for (Placed p : layout(fm, plot, area, domain, range)) {
            Color c = p.label().color();
            p.leader().ifPresent(line -> {
                g2.setPaint(new Color(c.getRed(), c.getGreen(), c.getBlue(), 150));
                g2.setStroke(new BasicStroke(0.8f));
                g2.draw(line);
            });
            g2.setPaint(new Color(255, 255, 255, 200));
            g2.fill(p.box());
            g2.setPaint(c);
            g2.drawString(p.label().text(), (float) (p.box().getX() + 2), (float)
                    (p.box().getY() + fm.getAscent()));
        }
    }

    /**
     * Where each label goes, in Java2D coordinates. In {@link Mode#LINE_END} only the lines that
     * reach the right-most x share the stacked column; a line that ends earlier (a contender not
     * measured at the largest size) is labelled beside its own last point, so no leader line runs
     * across sizes it was not measured at.
     */
    List<Placed> layout(FontMetrics fm, XYPlot plot, Rectangle2D area, ValueAxis domain, ValueAxis range) {
        double h = fm.getAscent() + fm.getDescent();
        List<double[]> points = new ArrayList<>();
        List<Label> visible = new ArrayList<>();
        for (Label l : labels) {
            if (!(l.x() > 0 && l.y() > 0)
                    && (domain instanceof org.jfree.chart.axis.LogAxis
                            || range instanceof org.jfree.chart.axis.LogAxis)) continue;
            double px = domain.valueToJava2D(l.x(), area, plot.getDomainAxisEdge());
            double py = range.valueToJava2D(l.y(), area, plot.getRangeAxisEdge());
            if (!Double.isFinite(px) || !Double.isFinite(py)) continue;
            points.add(new double[] {px, py});
            visible.add(l);
        }
        List<Rectangle2D> taken = new ArrayList<>();
        for (double[] p : points) taken.add(new Rectangle2D.Double(p[0] - 4, p[1] - 4, 8, 8));
        for (double[] m : markers) {
            if (!(m[0] > 0 && m[1] > 0)) continue;
            double px = domain.valueToJava2D(m[0], area, plot.getDomainAxisEdge());
            double py = range.valueToJava2D(m[1], area, plot.getRangeAxisEdge());
            if (Double.isFinite(px) && Double.isFinite(py)) taken.add(new Rectangle2D.Double(px - 4, py - 4, 8, 8));
        }
        double right = points.stream().mapToDouble(p -> p[0]).max().orElse(0);
        List<Integer> order = new ArrayList<>();
        for (int i = 0; i < visible.size(); i++) order.add(i);
        order.sort(Comparator.comparingDouble(i -> points.get(i)[1]));
        List<Integer> byPriority = new ArrayList<>(order);
        byPriority.sort(Comparator.comparing(i -> !visible.get(i).first()));
        List<Integer> column = mode == Mode.LINE_END
                ? order.stream().filter(i -> right - points.get(i)[0] < 2).toList()
                : List.of();
        double[] stacked =
                stack(column.stream().mapToDouble(i -> points.get(i)[1]).toArray(), h + 1, area);
        List<Placed> out = new ArrayList<>();
        for (int k = 0; k < column.size(); k++) {
            int i = column.get(k);
            double[] p = points.get(i);
            Rectangle2D box = new Rectangle2D.Double(
                    right + 6, stacked[k] - h / 2, fm.stringWidth(visible.get(i).text()) + 4, h);
            taken.add(box);
            boolean moved = Math.abs(box.getCenterY() - p[1]) > h * 0.6;
            out.add(new Placed(
                    visible.get(i),
                    box,
                    moved
                            ? java.util.Optional.of(
                                    new Line2D.Double(p[0] + 4, p[1], box.getMinX() - 1, box.getCenterY()))
                            : java.util.Optional.empty()));
        }
        for (int i : byPriority) {
            if (column.contains(i)) continue;
            double[] p = points.get(i);
            Rectangle2D box = place(p, fm.stringWidth(visible.get(i).text()), h, area, taken);
            if (box == null) continue;
            taken.add(box);
            double cx = Math.max(box.getMinX(), Math.min(p[0], box.getMaxX()));
            double cy = Math.max(box.getMinY(), Math.min(p[1], box.getMaxY()));
            boolean moved = Math.hypot(cx - p[0], cy - p[1])
                    > 8; // a diagonal spot gets a short leader: it tells whose label it is
            out.add(new Placed(
                    visible.get(i),
                    box,
                    moved ? java.util.Optional.of(new Line2D.Double(p[0], p[1], cx, cy)) : java.util.Optional.empty()));
        }
        return out;
    }

    /**
     * Label centres for wanted centres {@code y} (ascending), at least {@code gap} apart, in the same
     * order, each run of labels that would overlap centred on the mean of what its members want,
     * and all within the area.
     */
    static double[] stack(double[] y, double gap, Rectangle2D area) {
        int n = y.length;
        List<int[]> clusters = new ArrayList<>();
        for (int i = 0; i < n; i++) clusters.add(new int[] {i, i});
        boolean merged = true;
        while (merged) {
            merged = false;
            for (int c = 0; c + 1 < clusters.size(); c++) {
                int[] a = clusters.get(c);
                int[] b = clusters.get(c + 1);
                if (top(a, y, gap, area) + (a[1] - a[0] + 1) * gap > top(b, y, gap, area)) {
                    clusters.set(c, new int[] {a[0], b[1]});
                    clusters.remove(c + 1);
                    merged = true;
                    break;
                }
            }
        }
        double[] out = new double[n];
        for (int[] c : clusters) {
            double t = top(c, y, gap, area);
            for (int i = c[0]; i <= c[1]; i++) out[i] = t + (i - c[0] + 0.5) * gap;
        }
        return out;
    }

    /** The top of a cluster of labels centred on what its members want, kept within the area. */
    private static double top(int[] c, double[] y, double gap, Rectangle2D area) {
        double mean = 0;
        for (int i = c[0]; i <= c[1]; i++) mean += y[i];
        mean /= c[1] - c[0] + 1;
        double height = (c[1] - c[0] + 1) * gap;
        return Math.max(area.getMinY(), Math.min(mean - height / 2, area.getMaxY() - height));
    }

    /** The first free box inside the area for a label of w x h near p, trying ever farther candidates up to {@link #MAX_RINGS}; null if none is free. */
    private Rectangle2D place(double[] p, double w, double h, Rectangle2D area, List<Rectangle2D> taken) {
        double bw = w + 4;
        for (int ring = 0; ring < MAX_RINGS; ring++) {
            for (Rectangle2D box : candidates(p, bw, h, ring)) {
                if (area.contains(box) && taken.stream().noneMatch(t -> t.intersects(box))) return box;
            }
        }
        return null;
    }

    private List<Rectangle2D> candidates(double[] p, double bw, double h, int ring) {
        List<Rectangle2D> out = new ArrayList<>();
        double r = 6 + ring * 7;
        // right, left, above, below, then the diagonals
        out.add(new Rectangle2D.Double(p[0] + r, p[1] - h / 2, bw, h));
        out.add(new Rectangle2D.Double(p[0] - r - bw, p[1] - h / 2, bw, h));
        out.add(new Rectangle2D.Double(p[0] - bw / 2, p[1] - r - h, bw, h));
        out.add(new Rectangle2D.Double(p[0] - bw / 2, p[1] + r, bw, h));
        out.add(new Rectangle2D.Double(p[0] + r * 0.7, p[1] - r * 0.7 - h, bw, h));
        out.add(new Rectangle2D.Double(p[0] + r * 0.7, p[1] + r * 0.7, bw, h));
        out.add(new Rectangle2D.Double(p[0] - r * 0.7 - bw, p[1] - r * 0.7 - h, bw, h));
        out.add(new Rectangle2D.Double(p[0] - r * 0.7 - bw, p[1] + r * 0.7, bw, h));
        return out;
    }
}

package io.componentbench.report.chart;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.Shape;
import java.awt.geom.AffineTransform;
import java.awt.geom.Line2D;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.List;
import java.util.function.DoubleFunction;
import org.jfree.chart.ui.Drawable;

/**
 * A table drawn as a picture: rows grouped (contenders by family), columns grouped (variants by
 * workload), each cell a coloured box with its value printed, some outlined, some hatched (not
 * measured); an optional extra column of plain values, a colour-scale legend and notes under it.
 * Wide tables are cut into panels, stacked, at column-group boundaries. The report's summary
 * heatmap and its allocation table are drawn with it; its size follows from its content
 * ({@link #width()}, {@link #height()}).
 */
public final class MatrixChart implements Drawable {
    /** A cell: its text, fill, whether it is outlined (best or tied) and whether it is hatched (not measured). */
    public record MatrixCell(String text, Color fill, boolean outline, boolean hatched) {}

    /** A run of consecutive rows or columns under one name. */
    public record HeaderGroup(String name, int size) {}

    /** A colour scale for the legend: colour of a value, the ticks to label, the values at its ends, its title. */
    public record Scale(
            String title,
            DoubleFunction<Color> color,
            double from,
            double to,
            List<Double> ticks,
            DoubleFunction<String> label,
            boolean log) {}

    private static final Font TITLE = Charts.TITLE;
    private static final Font LABEL = new Font(Font.SANS_SERIF, Font.PLAIN, 12);
    private static final Font GROUP = new Font(Font.SANS_SERIF, Font.BOLD, 12);
    private static final Font CELL = new Font(Font.SANS_SERIF, Font.PLAIN, 11);
    private static final Font CELL_BOLD = new Font(Font.SANS_SERIF, Font.BOLD, 11);
    private static final Font NOTE = Charts.SMALL;
    private static final int MARGIN = 12;
    private static final int CELL_H = 22;
    private static final int GROUP_GAP = 4;
    private static final int PANEL_GAP = 22;
    private static final Color HATCH = new Color(0xB0B0B0);
    private static final Color LINE = new Color(0x888888);

    private final String title;
    private final List<HeaderGroup> columnGroups;
    private final List<String> columnLabels;
    private final List<HeaderGroup> rowGroups;
    private final List<String> rowLabels;
    private final List<List<MatrixCell>> cells;
    private final String extraHeader;
    private final List<String> extra;
    private final Scale scale;
    private final List<String> notes;
    private final List<List<Integer>> panels;
    private final int cellW;
    private final int rowGroupW;
    private final int rowLabelW;
    private final int extraW;
    private final int columnLabelH;
    private final boolean rotate;
    private final FontMetrics label;

    /**
     * @param cells per row, per column
     * @param extraHeader header of the extra column (null: none)
     * @param extra the extra column's values, per row
     * @param scale the legend's colour scale (null: none)
     * @param maxColumns at most this many columns per panel
     */
    public MatrixChart(
            String title,
            List<HeaderGroup> columnGroups,
            List<String> columnLabels,
            List<HeaderGroup> rowGroups,
            List<String> rowLabels,
            List<List<MatrixCell>> cells,
            String extraHeader,
            List<String> extra,
            Scale scale,
            List<String> notes,
            int maxColumns) {
        this.title = title;
        this.columnGroups = List.copyOf(columnGroups);
        this.columnLabels = List.copyOf(columnLabels);
        this.rowGroups = List.copyOf(rowGroups);
        this.rowLabels = List.copyOf(rowLabels);
        this.cells = cells;
        this.extraHeader = extraHeader;
        this.extra = extra;
        this.scale = scale;
        this.notes = List.copyOf(notes);
        this.label = metrics(LABEL);
        FontMetrics cell = metrics(CELL_BOLD);
        int widest = cells.stream()
                .flatMap(List::stream)
                .mapToInt(c -> cell.stringWidth(c.text()))
                .max()
                .orElse(20);
        FontMetrics groupMetrics = metrics(GROUP);
        int single = columnGroups.stream()
                .filter(g -> g.size() == 1)
                .mapToInt(g -> groupMetrics.stringWidth(g.name()) + 10)
                .max()
                .orElse(0);
        this.cellW = Math.max(Math.max(46, widest + 10), single);
        FontMetrics group = metrics(GROUP);
        this.rowGroupW = rowGroups.stream()
                        .mapToInt(g -> group.stringWidth(g.name()))
                        .max()
                        .orElse(0)
                + 16;
        this.rowLabelW = rowLabels.stream().mapToInt(label::stringWidth).max().orElse(40) + 14;
        this.extraW = extraHeader == null
                ? 0
                : Math.max(
                        70,
                        Math.max(
                                label.stringWidth(extraHeader) + 12,
                                extra.stream()
                                                .mapToInt(label::stringWidth)
                                                .max()
                                                .orElse(0)
                                        + 16));
        int widestLabel =
                columnLabels.stream().mapToInt(label::stringWidth).max().orElse(10);
        this.rotate = widestLabel > cellW - 6;
        this.columnLabelH = rotate ? widestLabel + 10 : label.getHeight() + 6;
        this.panels = panels(maxColumns);
    }

    private static FontMetrics metrics(Font f) {
        Graphics2D g = new BufferedImage(1, 1, BufferedImage.TYPE_INT_RGB).createGraphics();
        g.setRenderingHint(
                java.awt.RenderingHints.KEY_FRACTIONALMETRICS, java.awt.RenderingHints.VALUE_FRACTIONALMETRICS_ON);
        FontMetrics m = g.getFontMetrics(f);
        g.dispose();
        return m;
    }

    /**
     * Column indexes per panel: as few panels as whole column groups of at most {@code max}
     * columns allow, balanced so that the widest is as narrow as possible (a group wider than
     * {@code max} is cut).
     */
    private List<List<Integer>> panels(int max) {
        List<Integer> sizes = new ArrayList<>();
        for (HeaderGroup g : columnGroups) {
            for (int left = g.size(); left > 0; left -= max) sizes.add(Math.min(max, left));
        }
        int n = sizes.size();
        int panels = 1;
        for (int used = 0, i = 0; i < n; i++) {
            if (used + sizes.get(i) > max) {
                panels++;
                used = 0;
            }
            used += sizes.get(i);
        }
        // best[k][i]: the narrowest widest panel splitting the first i groups into k panels; cut[k][i]: where the last
        // one starts
        int[][] best = new int[panels + 1][n + 1];
        int[][] cut = new int[panels + 1][n + 1];
        for (int[] row : best) java.util.Arrays.fill(row, Integer.MAX_VALUE);
        best[0][0] = 0;
        for (int k = 1; k <= panels; k++) {
            for (int i = 1; i <= n; i++) {
                int width = 0;
                for (int j = i - 1; j >= 0; j--) {
                    width += sizes.get(j);
                    if (width > max) break;
                    if (best[k - 1][j] == Integer.MAX_VALUE) continue;
                    int worst = Math.max(best[k - 1][j], width);
                    if (worst < best[k][i]) {
                        best[k][i] = worst;
                        cut[k][i] = j;
                    }
                }
            }
        }
        List<Integer> bounds = new ArrayList<>();
        for (int k = panels, i = n; k > 0; i = cut[k][i], k--) bounds.add(0, i);
        List<List<Integer>> out = new ArrayList<>();
        int column = 0;
        int group = 0;
        for (int end : bounds) {
            List<Integer> panel = new ArrayList<>();
            for (; group < end; group++) {
                for (int c = 0; c < sizes.get(group); c++) panel.add(column++);
            }
            out.add(panel);
        }
        return out;
    }

    private int groupOf(int column) {
        int start = 0;
        for (int g = 0; g < columnGroups.size(); g++) {
            start += columnGroups.get(g).size();
            if (column < start) return g;
        }
        return columnGroups.size() - 1;
    }

    private int panelWidth(List<Integer> cols) {
        int gaps = (int) cols.stream().map(this::groupOf).distinct().count() - 1;
        return rowGroupW
                + rowLabelW
                + cols.size() * cellW
                + gaps * GROUP_GAP
                + (extraW > 0 ? extraW + GROUP_GAP * 2 : 0);
    }

    private int panelHeight() {
        return 22 + columnLabelH + rowLabels.size() * CELL_H + (rowGroups.size() - 1) * 3;
    }

    private int legendHeight() {
        return (scale == null ? 0 : 46) + notes.size() * 16 + 6;
    }

    public int width() {
        int text = Math.max(
                metrics(TITLE).stringWidth(title),
                notes.stream().mapToInt(metrics(NOTE)::stringWidth).max().orElse(0));
        return 2 * MARGIN
                + Math.max(
                        Math.max(
                                panels.stream().mapToInt(this::panelWidth).max().orElse(200), scale == null ? 0 : 460),
                        text + 4);
    }

    public int height() {
        return MARGIN
                + 28
                + panels.size() * panelHeight()
                + (panels.size() - 1) * PANEL_GAP
                + 10
                + legendHeight()
                + MARGIN;
    }

    @Override
    public void draw(Graphics2D g2, Rectangle2D area) {
        Shape clip = g2.getClip();
        AffineTransform saved = g2.getTransform();
        g2.translate(area.getX(), area.getY());
        g2.setPaint(Color.WHITE);
        g2.fill(new Rectangle2D.Double(0, 0, area.getWidth(), area.getHeight()));
        g2.setFont(TITLE);
        g2.setPaint(Color.BLACK);
        g2.drawString(title, MARGIN, MARGIN + g2.getFontMetrics().getAscent());
        double y = MARGIN + 28;
        for (List<Integer> cols : panels) {
            drawPanel(g2, cols, MARGIN, y);
            y += panelHeight() + PANEL_GAP;
        }
        y += 10 - PANEL_GAP;
        if (scale != null) {
            drawScale(g2, MARGIN + rowGroupW, y);
            y += 46;
        }
        g2.setFont(NOTE);
        g2.setPaint(new Color(0x444444));
        for (String n : notes) {
            g2.drawString(n, MARGIN, (float) (y + g2.getFontMetrics().getAscent()));
            y += 16;
        }
        g2.setTransform(saved);
        g2.setClip(clip);
    }

    private void drawPanel(Graphics2D g2, List<Integer> cols, double x0, double y0) {
        double[] xs = new double[cols.size()];
        double x = x0 + rowGroupW + rowLabelW;
        for (int i = 0; i < cols.size(); i++) {
            if (i > 0 && groupOf(cols.get(i)) != groupOf(cols.get(i - 1))) x += GROUP_GAP;
            xs[i] = x;
            x += cellW;
        }
        double right = x;
        // column groups: name centred over its columns, a rule under it
        g2.setFont(GROUP);
        FontMetrics gm = g2.getFontMetrics();
        int i = 0;
        while (i < cols.size()) {
            int g = groupOf(cols.get(i));
            int j = i;
            while (j + 1 < cols.size() && groupOf(cols.get(j + 1)) == g) j++;
            double a = xs[i];
            double b = xs[j] + cellW;
            String name = columnGroups.get(g).name();
            g2.setPaint(Color.BLACK);
            g2.drawString(name, (float) ((a + b) / 2 - gm.stringWidth(name) / 2.0), (float) (y0 + gm.getAscent()));
            g2.setPaint(LINE);
            g2.setStroke(new BasicStroke(1f));
            g2.draw(new Line2D.Double(a + 2, y0 + 17, b - 2, y0 + 17));
            i = j + 1;
        }
        // column labels
        g2.setFont(LABEL);
        g2.setPaint(new Color(0x222222));
        double labelsBottom = y0 + 22 + columnLabelH - 4;
        for (int k = 0; k < cols.size(); k++) {
            String text = columnLabels.get(cols.get(k));
            double cx = xs[k] + cellW / 2.0;
            if (rotate) {
                AffineTransform t = g2.getTransform();
                g2.translate(cx + label.getAscent() / 2.0 - 1, labelsBottom);
                g2.rotate(-Math.PI / 2);
                g2.drawString(text, 0f, 0f);
                g2.setTransform(t);
            } else {
                g2.drawString(text, (float) (cx - label.stringWidth(text) / 2.0), (float) labelsBottom);
            }
        }
        boolean withExtra = extraW > 0;
        double extraX = right + GROUP_GAP * 2;
        if (withExtra) {
            g2.setFont(LABEL);
            g2.setPaint(new Color(0x222222));
            String[] words = extraHeader.split("\n");
            for (int k = 0; k < words.length; k++) {
                g2.drawString(words[k], (float) (extraX + extraW - 4 - label.stringWidth(words[k])), (float)
                        (labelsBottom - (words.length - 1 - k) * label.getHeight()));
            }
        }
        // rows
        double y = y0 + 22 + columnLabelH;
        int row = 0;
        for (int gi = 0; gi < rowGroups.size(); gi++) {
            HeaderGroup g = rowGroups.get(gi);
            if (gi > 0) {
                g2.setPaint(LINE);
                g2.setStroke(new BasicStroke(1f));
                g2.draw(new Line2D.Double(x0, y + 1, (withExtra ? extraX + extraW : right), y + 1));
                y += 3;
            }
            g2.setFont(GROUP);
            g2.setPaint(new Color(0x555555));
            double groupMid = y + g.size() * CELL_H / 2.0;
            drawWrapped(g2, g.name(), x0, groupMid, rowGroupW - 8);
            for (int r = 0; r < g.size(); r++, row++) {
                g2.setFont(LABEL);
                g2.setPaint(Color.BLACK);
                String name = rowLabels.get(row);
                double base = y + CELL_H / 2.0 + label.getAscent() / 2.0 - 1;
                g2.drawString(name, (float) (x0 + rowGroupW + rowLabelW - 8 - label.stringWidth(name)), (float) base);
                for (int k = 0; k < cols.size(); k++)
                    drawCell(g2, cells.get(row).get(cols.get(k)), xs[k], y);
                if (withExtra) {
                    g2.setPaint(new Color(0xF2F2F2));
                    g2.fill(new Rectangle2D.Double(extraX, y + 1, extraW, CELL_H - 2));
                    g2.setFont(CELL);
                    g2.setPaint(Color.BLACK);
                    String v = extra.get(row);
                    g2.drawString(
                            v,
                            (float) (extraX + extraW - 6 - g2.getFontMetrics().stringWidth(v)),
                            (float) base);
                }
                y += CELL_H;
            }
        }
    }

    private static void drawWrapped(Graphics2D g2, String text, double x, double mid, double width) {
        FontMetrics fm = g2.getFontMetrics();
        List<String> lines = new ArrayList<>();
        String line = "";
        for (String word : text.split(" ")) {
            String next = line.isEmpty() ? word : line + " " + word;
            if (fm.stringWidth(next) > width && !line.isEmpty()) {
                lines.add(line);
                line = word;
            } else {
                line = next;
            }
        }
        lines.add(line);
        double top = mid - lines.size() * fm.getHeight() / 2.0 + fm.getAscent();
        for (int i = 0; i < lines.size(); i++)
            g2.drawString(lines.get(i), (float) x, (float) (top + i * fm.getHeight()));
    }

    private void drawCell(Graphics2D g2, MatrixCell c, double x, double y) {
        Rectangle2D box = new Rectangle2D.Double(x + 1, y + 1, cellW - 2, CELL_H - 2);
        if (c.hatched()) {
            g2.setPaint(new Color(0xF4F4F4));
            g2.fill(box);
            Shape clip = g2.getClip();
            g2.clip(box);
            g2.setPaint(HATCH);
            g2.setStroke(new BasicStroke(0.8f));
            for (double d = -CELL_H; d < cellW; d += 6)
                g2.draw(new Line2D.Double(x + d, y + CELL_H, x + d + CELL_H, y));
            g2.setClip(clip);
        } else {
            g2.setPaint(c.fill());
            g2.fill(box);
            if (Palette.textOn(c.fill()) == Color.BLACK
                    && c.fill().getRed() + c.fill().getGreen() + c.fill().getBlue() > 700) {
                g2.setPaint(new Color(0xDDDDDD));
                g2.setStroke(new BasicStroke(1f));
                g2.draw(box);
            }
        }
        if (c.outline()) {
            g2.setPaint(Color.BLACK);
            g2.setStroke(new BasicStroke(2f));
            g2.draw(new Rectangle2D.Double(x + 2, y + 2, cellW - 4, CELL_H - 4));
        }
        g2.setFont(c.outline() ? CELL_BOLD : CELL);
        FontMetrics fm = g2.getFontMetrics();
        g2.setPaint(c.hatched() ? new Color(0x444444) : Palette.textOn(c.fill()));
        String t = c.text();
        if (c.hatched()) {
            g2.setPaint(new Color(0xF4F4F4));
            g2.fill(new Rectangle2D.Double(
                    x + cellW / 2.0 - fm.stringWidth(t) / 2.0 - 2, y + 5, fm.stringWidth(t) + 4, CELL_H - 10));
            g2.setPaint(new Color(0x444444));
        }
        g2.drawString(t, (float) (x + cellW / 2.0 - fm.stringWidth(t) / 2.0), (float)
                (y + CELL_H / 2.0 + fm.getAscent() / 2.0 - 1));
    }

    private void drawScale(Graphics2D g2, double x, double y) {
        double w = 300;
        double h = 12;
        g2.setFont(LABEL);
        g2.setPaint(Color.BLACK);
        FontMetrics fm = g2.getFontMetrics();
        g2.drawString(scale.title(), (float) x, (float) (y + fm.getAscent()));
        double bx = x;
        double by = y + fm.getHeight() + 2;
        int steps = 120;
        for (int i = 0; i < steps; i++) {
            double f = (i + 0.5) / steps;
            double v = scale.log()
                    ? scale.from() * Math.pow(scale.to() / scale.from(), f)
                    : scale.from() + f * (scale.to() - scale.from());
            g2.setPaint(scale.color().apply(v));
            g2.fill(new Rectangle2D.Double(bx + i * w / steps, by, w / steps + 0.6, h));
        }
        g2.setFont(NOTE);
        FontMetrics nm = g2.getFontMetrics();
        for (double t : scale.ticks()) {
            double f = scale.log()
                    ? Math.log(t / scale.from()) / Math.log(scale.to() / scale.from())
                    : (t - scale.from()) / (scale.to() - scale.from());
            double tx = bx + f * w;
            g2.setPaint(Color.DARK_GRAY);
            g2.draw(new Line2D.Double(tx, by + h, tx, by + h + 3));
            String s = scale.label().apply(t);
            g2.drawString(s, (float) (tx - nm.stringWidth(s) / 2.0), (float) (by + h + 4 + nm.getAscent()));
        }
    }
}

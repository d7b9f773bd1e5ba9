package io.componentbench.report.chart;

import io.componentbench.contender.ContenderKind;
import io.componentbench.contender.Family;
import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.Rectangle;
import java.awt.RenderingHints;
import java.awt.Shape;
import java.awt.geom.Line2D;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javax.imageio.ImageIO;
import org.jfree.chart.ChartFactory;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.LegendItem;
import org.jfree.chart.LegendItemCollection;
import org.jfree.chart.StandardChartTheme;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.block.BlockBorder;
import org.jfree.chart.plot.CategoryPlot;
import org.jfree.chart.renderer.category.StandardBarPainter;
import org.jfree.chart.title.LegendTitle;
import org.jfree.chart.title.TextTitle;
import org.jfree.chart.ui.Drawable;
import org.jfree.chart.ui.HorizontalAlignment;
import org.jfree.chart.ui.RectangleEdge;
import org.jfree.chart.ui.RectangleInsets;
import org.jfree.svg.SVGGraphics2D;

/**
 * The chart shapes the report uses, built with JFreeChart on a white background with explicit
 * fonts, and written as PNG (rendered at two or three times the display size, at least
 * {@value #MIN_PNG_WIDTH} px wide, for sharp text on dense screens) and SVG (JFreeSVG): the theme,
 * fonts and sizes every chart shares, the note under a plot, the family legend, and writing a chart
 * out. The shapes are {@link BarCharts}, {@link LineCharts}, {@link DotCharts}, {@link MatrixChart}
 * and {@link TrendChart}. Every value axis starts at zero or is logarithmic. Headless: no display is
 * needed.
 */
public final class Charts {
    /** Display width of a full-width chart. */
    public static final int WIDTH = 900;
    /** Display width of a chart beside its table. */
    public static final int SIDE_WIDTH = 640;
    /** The narrowest PNG written: display width times the scale. */
    public static final int MIN_PNG_WIDTH = 1800;

    static final Font TITLE = new Font(Font.SANS_SERIF, Font.BOLD, 15);
    static final Font LABEL = new Font(Font.SANS_SERIF, Font.PLAIN, 13);
    static final Font TICK = new Font(Font.SANS_SERIF, Font.PLAIN, 12);
    static final Font SMALL = new Font(Font.SANS_SERIF, Font.PLAIN, 11);
    static final Color GRID = new Color(0xDDDDDD);

    static {
        System.setProperty("java.awt.headless", "true");
        StandardChartTheme theme = new StandardChartTheme("componentbench");
        theme.setExtraLargeFont(TITLE);
        theme.setLargeFont(LABEL);
        theme.setRegularFont(TICK);
        theme.setSmallFont(TICK);
        theme.setChartBackgroundPaint(Color.WHITE);
        theme.setPlotBackgroundPaint(Color.WHITE);
        theme.setLegendBackgroundPaint(Color.WHITE);
        theme.setDomainGridlinePaint(GRID);
        theme.setRangeGridlinePaint(GRID);
        theme.setBarPainter(new StandardBarPainter());
        theme.setShadowVisible(false);
        ChartFactory.setChartTheme(theme);
    }

    private Charts() {}

    /**
     * Installs the report's chart theme, once: calling it initializes this class, whose static
     * initializer sets the theme {@code ChartFactory} applies, so a class making charts calls it
     * before its first chart.
     */
    static void installTheme() {}

    /** A small grey line of text under the plot, saying how to read it (a chart may carry several). */
    public static void note(JFreeChart chart, String text) {
        TextTitle t = new TextTitle(text, SMALL);
        t.setPaint(new Color(0x555555));
        t.setPosition(RectangleEdge.BOTTOM);
        t.setHorizontalAlignment(HorizontalAlignment.LEFT);
        t.setTextAlignment(HorizontalAlignment.LEFT);
        t.setMargin(6, 4, 2, 4);
        chart.addSubtitle(t);
    }

    /** Legend items of the families among these ids (dash and marker), plus the reference. */
    static LegendItemCollection familyLegend(List<String> ids) {
        LegendItemCollection items = new LegendItemCollection();
        List<Family> families = ids.stream()
                .flatMap(id -> Palette.kind(id).stream())
                .map(ContenderKind::family)
                .distinct()
                .sorted()
                .toList();
        Shape line = new Line2D.Double(-12, 0, 12, 0);
        for (Family f : families) {
            items.add(new LegendItem(
                    f.label(),
                    null,
                    null,
                    null,
                    true,
                    Palette.shape(f, 8),
                    true,
                    Color.DARK_GRAY,
                    false,
                    Color.DARK_GRAY,
                    new BasicStroke(1f),
                    true,
                    line,
                    Palette.stroke(f, 2f),
                    Color.DARK_GRAY));
        }
        if (ids.contains(io.componentbench.results.Result.RAW_ARRAY)) {
            items.add(new LegendItem(
                    io.componentbench.results.Result.RAW_ARRAY + " reference",
                    null,
                    null,
                    null,
                    true,
                    Palette.referenceShape(8),
                    true,
                    Palette.REFERENCE,
                    false,
                    Palette.REFERENCE,
                    new BasicStroke(1f),
                    true,
                    line,
                    Palette.referenceStroke(2.2f),
                    Palette.REFERENCE));
        }
        return items;
    }

    static void legendStyle(JFreeChart chart) {
        LegendTitle legend = chart.getLegend();
        if (legend == null) return;
        legend.setItemFont(SMALL);
        legend.setFrame(BlockBorder.NONE);
        legend.setPosition(RectangleEdge.BOTTOM);
    }

    /**
     * Writes {@code name.png} (at {@link #scale} times the display size) and, when {@code svg},
     * {@code name.svg} (at the display size) into {@code dir}.
     */
    public static void save(Drawable drawing, Path dir, String name, int width, int height, boolean svg)
            throws IOException {
        if (drawing instanceof JFreeChart chart) {
            chart.getTitle().setFont(TITLE);
            chart.setPadding(new RectangleInsets(4, 4, 4, 12));
            if (chart.getPlot() instanceof CategoryPlot p && p.getRangeAxis() instanceof NumberAxis a) {
                a.setLabelFont(LABEL);
                a.setTickLabelFont(TICK);
                p.getDomainAxis().setTickLabelFont(TICK);
            }
        }
        int scale = scale(width);
        BufferedImage image = new BufferedImage(width * scale, height * scale, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
        g.setRenderingHint(RenderingHints.KEY_FRACTIONALMETRICS, RenderingHints.VALUE_FRACTIONALMETRICS_ON);
        g.setRenderingHint(RenderingHints.KEY_STROKE_CONTROL, RenderingHints.VALUE_STROKE_PURE);
        g.setPaint(Color.WHITE);
        g.fillRect(0, 0, width * scale, height * scale);
        g.scale(scale, scale);
        drawing.draw(g, new Rectangle(0, 0, width, height));
        g.dispose();
        Path png = dir.resolve(name + ".png");
        try (OutputStream out = Files.newOutputStream(png)) {
            if (!ImageIO.write(image, "png", out)) throw new IOException("no PNG writer in this JVM");
        } catch (IOException e) {
            // ImageIO's own message ("I/O error writing PNG file!") names no file
            throw new IOException(
                    "cannot write " + png + ": "
                            + (e.getCause() != null ? e.getCause().getMessage() : e.getMessage()),
                    e);
        }
        if (!svg) return;
        SVGGraphics2D vector = new SVGGraphics2D(width, height);
        vector.setRenderingHint(RenderingHints.KEY_STROKE_CONTROL, RenderingHints.VALUE_STROKE_PURE);
        drawing.draw(vector, new Rectangle(0, 0, width, height));
        Files.writeString(dir.resolve(name + ".svg"), vector.getSVGDocument());
    }

    /** How many PNG pixels per display pixel: 2, or more for a narrow chart, so the PNG is at least {@link #MIN_PNG_WIDTH} wide. */
    static int scale(int width) {
        return Math.max(2, (int) Math.ceil(MIN_PNG_WIDTH / (double) width));
    }
}

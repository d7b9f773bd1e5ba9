package io.componentbench.report;

import io.componentbench.report.chart.Charts;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.ui.Drawable;

/**
 * Where the charts of one report go: each is saved as PNG and (unless the report is PNG only) SVG in
 * the report's {@code charts/} directory and linked from the document. One sink per report written,
 * so its count is that report's charts and nothing else; it keeps every chart it saved, by name, for
 * the tests to inspect.
 */
final class ChartSink {
    private final Path dir;
    private final boolean svg;
    private final Map<String, Drawable> saved = new LinkedHashMap<>();

    /** A sink writing PNG and SVG. */
    ChartSink(Path dir) {
        this(dir, true);
    }

    /** A sink writing PNG, and SVG when {@code svg}. */
    ChartSink(Path dir, boolean svg) {
        this.dir = dir;
        this.svg = svg;
    }

    /** Saves {@code charts/<name>.png} (and {@code .svg}) at full width and the given height, and adds the image to the document. */
    void add(Document d, JFreeChart chart, String name, int height, String alt) throws IOException {
        d.add(save(chart, name, Charts.WIDTH, height, alt));
    }

    /** Saves a chart or other drawing at a display size and returns its image block, for the caller to place. */
    Document.Image save(Drawable drawing, String name, int width, int height, String alt) throws IOException {
        if (saved.containsKey(name)) throw new IllegalStateException("two charts named " + name);
        Charts.save(drawing, dir, name, width, height, svg);
        saved.put(name, drawing);
        return new Document.Image(name, alt, width, height, svg);
    }

    /** Charts saved so far. */
    int count() {
        return saved.size();
    }

    /** The charts saved so far, by name, in order. */
    Map<String, Drawable> charts() {
        return Collections.unmodifiableMap(saved);
    }
}

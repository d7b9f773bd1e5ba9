package io.componentbench.report;

import java.io.IOException;
import java.nio.file.Path;
import org.jfree.chart.JFreeChart;

/**
 * Where the charts of one report go: each is saved as PNG and SVG in the report's {@code charts/}
 * directory and linked from the document. One sink per report written, so its count is that
 * report's charts and nothing else.
 */
final class ChartSink {
    private final Path dir;
    private int count;

    ChartSink(Path dir) {
        this.dir = dir;
    }

    /** Saves {@code charts/<name>.png} and {@code .svg} at the given height and adds the image to the document. */
    void add(Document d, JFreeChart chart, String name, int height, String alt) throws IOException {
        Charts.save(chart, dir, name, height);
        d.image(name, alt);
        count++;
    }

    /** Charts added so far. */
    int count() { return count; }
}

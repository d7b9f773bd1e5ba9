package io.componentbench.report.chart;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.jfree.chart.ChartFactory;
import org.jfree.chart.JFreeChart;
import org.jfree.data.category.DefaultCategoryDataset;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A chart that cannot be written names its file (issue 27, low: ImageIO's "I/O error writing PNG file!" named none). */
class ChartWriteFailureTest {
    @TempDir
    Path tmp;

    @Test
    void aFullDiskNamesThePngThatCouldNotBeWritten() throws Exception {
        Path full = Path.of("/dev/full"); // every write fails with "No space left on device"
        assumeTrue(Files.exists(full), "no /dev/full here");
        Files.createSymbolicLink(tmp.resolve("bars.png"), full);
        DefaultCategoryDataset data = new DefaultCategoryDataset();
        data.addValue(1, "a", "b");
        JFreeChart chart = ChartFactory.createBarChart("t", "x", "y", data);
        IOException e = assertThrows(IOException.class, () -> Charts.save(chart, tmp, "bars", 400, 300, false));
        assertTrue(e.getMessage().startsWith("cannot write " + tmp.resolve("bars.png") + ": "), e.getMessage());
        assertTrue(e.getMessage().contains("No space left on device"), e.getMessage());
    }
}

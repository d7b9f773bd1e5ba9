package io.componentbench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.componentbench.cli.Cli;
import io.componentbench.report.analysis.Analysis;
import io.componentbench.report.chart.BarCharts;
import io.componentbench.report.chart.Charts;
import io.componentbench.results.Json;
import io.componentbench.results.RunData;
import io.componentbench.results.RunDirs;
import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.imageio.ImageIO;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.LogAxis;
import org.jfree.chart.axis.ValueAxis;
import org.jfree.chart.plot.CategoryPlot;
import org.jfree.chart.plot.ValueMarker;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.category.BarRenderer;
import org.jfree.chart.ui.Layer;
import org.jfree.data.category.CategoryDataset;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What a reader sees: the summary heatmap first, axes that never run below zero, log axes where
 * values span more than 30x, tie marks where intervals overlap, sweeps only from three sizes.
 */
class ReportVisualsTest {
    @TempDir
    Path tmp;

    /** Writes the report of {@code run} into tmp/name (no history, no baseline unless given) and returns its directory. */
    private Path report(Path run, String name, String... more) {
        Path out = tmp.resolve("report-" + name);
        List<String> args = new ArrayList<>(List.of(
                "report",
                run.toString(),
                "--out",
                out.toString(),
                "--history",
                tmp.resolve("none.jsonl").toString(),
                "--baseline",
                run.toString()));
        args.addAll(List.of(more));
        assertEquals(0, Cli.execute(args.toArray(String[]::new)));
        return out;
    }

    /** Every chart of a run's report, by name, as the sections drew them. */
    private Map<String, org.jfree.chart.ui.Drawable> charts(Path run) throws Exception {
        RunData data = RunData.load(run);
        ReportWriter writer = new ReportWriter(data, List.of());
        Analysis analysis = new Analysis(data);
        Document doc = new Document("test");
        ChartSink sink = new ChartSink(Files.createDirectories(tmp.resolve("charts-" + run.getFileName())));
        for (Section s : writer.sections()) s.write(analysis, doc, sink);
        return sink.charts();
    }

    @Test
    void theHeatmapExistsAndIsLinkedFirst() throws Exception {
        Path out = report(ReportEndToEndTest.FIXTURE, "report");
        Path png = out.resolve("charts/summary-heatmap.png");
        BufferedImage image = ImageIO.read(png.toFile());
        assertTrue(image.getWidth() >= Charts.MIN_PNG_WIDTH, "rendered at 2x or more: " + image.getWidth());
        assertTrue(Files.readString(out.resolve("charts/summary-heatmap.svg")).contains("</svg>"));
        String html = Files.readString(out.resolve("index.html"));
        String md = ReportNumbersTest.withDetails(out);
        assertEquals(
                "glance-heatmap",
                firstChart(html),
                "the first image of the page: the glance heatmap beside the mix panel");
        assertEquals("glance-heatmap", firstChart(md), "the first image of REPORT.md");
        String nav = html.substring(html.indexOf("<nav>"), html.indexOf("</nav>"));
        assertTrue(
                nav.indexOf("Every variant and size") < nav.indexOf("Decision guide")
                        && nav.indexOf("Decision guide") < nav.indexOf("Workload: insert"),
                "contents: heatmap, guide, then the workloads: " + nav);
        assertTrue(html.indexOf("<nav>") < html.indexOf("summary-heatmap.png"), "contents before the heatmap");
        // the same heatmap as a table, one row per contender of the run
        for (String c : List.of("direct-array", "hash-map", "packed-sparse-set", "sector-array-grouped")) {
            assertTrue(md.contains("| " + c + " |"), "heatmap table row " + c);
        }
        assertTrue(md.contains("bytes/entity"), "bytes-per-entity column");
        // every image is shown at its display size and rendered at twice that or more
        Matcher m = Pattern.compile("src=\"charts/([^\"]+)\\.png\" width=\"(\\d+)\"")
                .matcher(html);
        int images = 0;
        while (m.find()) {
            images++;
            BufferedImage i =
                    ImageIO.read(out.resolve("charts/" + m.group(1) + ".png").toFile());
            int display = Integer.parseInt(m.group(2));
            assertTrue(
                    i.getWidth() >= 2 * display && i.getWidth() >= Charts.MIN_PNG_WIDTH,
                    m.group(1) + ": " + i.getWidth() + " px for " + display);
        }
        assertTrue(images >= 15, "images with display sizes: " + images);
    }

    private static String firstChart(String text) {
        Matcher m = Pattern.compile("charts/([a-z0-9-]+)\\.(png|svg)").matcher(text);
        assertTrue(m.find(), "a chart is linked");
        return m.group(1);
    }

    @Test
    void noChartAxisRunsBelowZero() throws Exception {
        // intervals wider than their values: the axis still starts at zero (or is logarithmic)
        Path wide = RunDirs.create()
                .iterate("raw-array", 500, 10)
                .iterate("sparse-set", 1000, 1500)
                .iterate("hash-map", 1300, 2000)
                .iterate("direct-array", 900, 50)
                .write(tmp.resolve("wide"));
        int axes = 0;
        for (Path run : List.of(ReportEndToEndTest.FIXTURE, wide)) {
            for (var e : charts(run).entrySet()) {
                if (!(e.getValue() instanceof JFreeChart chart)) continue;
                for (ValueAxis a : valueAxes(chart)) {
                    axes++;
                    assertTrue(
                            a.getLowerBound() >= 0,
                            e.getKey() + ": axis '" + a.getLabel() + "' from " + a.getLowerBound());
                    if (a instanceof LogAxis) assertTrue(a.getLowerBound() > 0, e.getKey() + ": a log axis above zero");
                }
            }
        }
        assertTrue(axes > 20, "axes checked: " + axes);
        Path out = report(wide, "wide");
        String md = ReportNumbersTest.withDetails(out);
        assertTrue(md.contains("[< 0, "), "an interval reaching below zero is shown clipped in the table");
        assertTrue(
                Files.readString(out.resolve("charts/bars-iterate-dense-fresh-1000.svg"))
                        .contains("clipped"),
                "and marked on the chart");
    }

    private static List<ValueAxis> valueAxes(JFreeChart chart) {
        List<ValueAxis> axes = new ArrayList<>();
        if (chart.getPlot() instanceof CategoryPlot p) {
            for (int i = 0; i < p.getRangeAxisCount(); i++) if (p.getRangeAxis(i) != null) axes.add(p.getRangeAxis(i));
        } else if (chart.getPlot() instanceof XYPlot p) {
            for (int i = 0; i < p.getRangeAxisCount(); i++) if (p.getRangeAxis(i) != null) axes.add(p.getRangeAxis(i));
            for (int i = 0; i < p.getDomainAxisCount(); i++)
                if (p.getDomainAxis(i) != null) axes.add(p.getDomainAxis(i));
        }
        return axes;
    }

    @Test
    void barsSpanningMoreThan30xAreLogarithmic() throws Exception {
        Path spread = RunDirs.create()
                .iterate("raw-array", 500, 10)
                .iterate("direct-array", 600, 20)
                .iterate("sparse-set", 1000, 30)
                .iterate("tree-map", 90_000, 900)
                .write(tmp.resolve("spread"));
        Path narrow = RunDirs.create()
                .iterate("raw-array", 500, 10)
                .iterate("direct-array", 600, 20)
                .iterate("sparse-set", 1000, 30)
                .iterate("hash-map", 5_000, 300)
                .write(tmp.resolve("narrow"));
        int log = 0;
        int linear = 0;
        for (Path run : List.of(ReportEndToEndTest.FIXTURE, spread, narrow)) {
            for (var e : charts(run).entrySet()) {
                // the bar charts of values (not the grouped bars of counts such as objects per entity, whose zeros a
                // log axis cannot show)
                if (!(e.getValue() instanceof JFreeChart chart)
                        || !(chart.getPlot() instanceof CategoryPlot p)
                        || !(p.getRenderer() instanceof BarRenderer)
                        || p.getDataset() == null
                        || p.getAnnotations().isEmpty()) continue;
                double span = span(p);
                if (span > BarCharts.LOG_SPAN) {
                    assertTrue(p.getRangeAxis() instanceof LogAxis, e.getKey() + " spans " + span + "x but is linear");
                    log++;
                } else {
                    assertFalse(p.getRangeAxis() instanceof LogAxis, e.getKey() + " spans " + span + "x only");
                    linear++;
                }
            }
        }
        assertTrue(log >= 1 && linear >= 1, "both kinds checked: " + log + " log, " + linear + " linear");
        assertTrue(
                charts(spread).get("bars-iterate-dense-fresh-1000") instanceof JFreeChart c
                        && c.getCategoryPlot().getRangeAxis() instanceof LogAxis,
                "180x: log");
    }

    /** The largest positive value (bars and range markers) over the smallest. */
    private static double span(CategoryPlot p) {
        List<Double> values = new ArrayList<>();
        CategoryDataset d = p.getDataset();
        for (int r = 0; r < d.getRowCount(); r++) {
            for (int c = 0; c < d.getColumnCount(); c++) {
                Number n = d.getValue(r, c);
                if (n != null && n.doubleValue() > 0) values.add(n.doubleValue());
            }
        }
        for (Layer layer : List.of(Layer.FOREGROUND, Layer.BACKGROUND)) {
            var markers = p.getRangeMarkers(layer);
            if (markers == null) continue;
            for (Object o : markers) {
                if (o instanceof ValueMarker vm && vm.getValue() > 0) values.add(vm.getValue());
            }
        }
        return values.stream().mapToDouble(Double::doubleValue).max().orElse(1)
                / values.stream().mapToDouble(Double::doubleValue).min().orElse(1);
    }

    @Test
    void aRatioIntervalToTheBestContainingOneIsATie() throws Exception {
        // sparse-set [900, 1100], hash-map [960, 1160]: hash-map / sparse-set 1.06 [0.97, 1.15] contains 1, tied;
        // tree-map is not
        // (hash-map at 1100 +-100 would overlap too, but its ratio 1.10 [1.01, 1.20] excludes 1: not a tie under this
        // rule)
        Path run = RunDirs.create()
                .iterate("raw-array", 500, 10)
                .iterate("sparse-set", 1000, 100)
                .iterate("hash-map", 1060, 100)
                .iterate("tree-map", 9000, 100)
                .write(tmp.resolve("ties"));
        Path out = report(run, "ties");
        String md = ReportNumbersTest.withDetails(out);
        String heatmapTable = md.substring(md.indexOf("## The heatmap as a table"));
        assertTrue(
                row(heatmapTable, "hash-map").contains("**=1.1**"),
                "heatmap: hash-map tied with the best: " + row(heatmapTable, "hash-map"));
        assertTrue(row(heatmapTable, "sparse-set").contains("**1.0**"), "heatmap: the best is outlined");
        assertFalse(row(heatmapTable, "tree-map").contains("="), "heatmap: tree-map is not tied");
        String svg = Files.readString(out.resolve("charts/bars-iterate-dense-fresh-1000.svg"));
        assertTrue(svg.contains("sparse-set (best)") && svg.contains("hash-map (tied)"), "bars: best and tie marked");
        assertFalse(svg.contains("tree-map (tied)"), "bars: tree-map not tied");
        assertTrue(
                md.lines().anyMatch(l -> l.startsWith("| hash-map |") && l.contains("**tied**: 1.06x [")),
                "decision table: the tie marked: "
                        + md.lines().filter(l -> l.startsWith("| hash-map")).toList());
        String heatmapSvg = Files.readString(out.resolve("charts/summary-heatmap.svg"));
        assertTrue(heatmapSvg.contains("=1.1"), "heatmap picture: the tie marked");
    }

    private static String row(String md, String contender) {
        return md.lines()
                .filter(l -> l.contains("| " + contender + " |"))
                .findFirst()
                .orElse("");
    }

    @Test
    void sweepsAndKneesNeedThreeSizes() throws Exception {
        Path two = ReportEndToEndTest.FIXTURE;
        String md = Files.readString(report(two, "two").resolve("REPORT.md"));
        assertFalse(md.contains("charts/sizes-"), "two sizes draw no sweep");
        assertFalse(md.contains("charts/knee-"), "nor a knee chart");
        assertTrue(
                md.contains("too few for a size sweep") && md.contains("`full` profile"),
                "a sentence says where the sweep is");
        RunDirs three = RunDirs.create();
        for (int size : new int[] {1000, 100_000, 1_000_000}) {
            for (String c : List.of("sparse-set", "hash-map")) {
                // hash-map rises 3x at 100K: a knee; sparse-set stays flat: none
                double ns = c.equals("hash-map") && size > 1000 ? 30 : 10;
                three.result(
                        "io.componentbench.bench.IterateBenchmark.contender",
                        Map.of("size", "" + size, "distribution", "dense", "state", "fresh", "contender", c),
                        "avgt",
                        "ns/op",
                        ns * size,
                        ns * size / 20);
            }
        }
        Path out = report(three.write(tmp.resolve("three")), "three");
        String threeMd = ReportNumbersTest.withDetails(out);
        assertTrue(Files.size(out.resolve("charts/sizes-iterate.png")) > 5_000, "three sizes draw the sweep");
        assertTrue(
                threeMd.contains("| sparse-set | no knee up to 1M |"),
                "a contender without a knee is listed: " + threeMd);
        assertTrue(threeMd.contains("| hash-map | 100K |"), "the knee of the other");
    }

    @Test
    void theBaselineSectionShowsTheComparisonsVerdicts() throws Exception {
        // the fixture has no raw samples (no intervals); give both runs three tight forks per result
        Path base = withSamples(tmp.resolve("base"), 1);
        Path slower = withSamples(tmp.resolve("slower"), 3);
        Path out = tmp.resolve("against");
        assertEquals(
                0,
                Cli.execute(
                        "report",
                        slower.toString(),
                        "--out",
                        out.toString(),
                        "--history",
                        tmp.resolve("none.jsonl").toString(),
                        "--baseline",
                        base.toString()));
        String md = Files.readString(out.resolve("REPORT.md"));
        String section = md.substring(md.indexOf("## This run against the baseline"));
        assertTrue(section.contains("19 regression(s)") && section.contains(" hash-map "), section);
        assertTrue(
                section.matches("(?s).*\\| regression \\((score|ratio)\\) \\| 3(\\.0+)?x \\[.*"),
                "hash-map's rows flagged as regressions: " + section);
        assertTrue(section.contains("the reference held still"), "only hash-map moved: " + section);
        assertFalse(section.contains("The host changed"), section);
        assertTrue(Files.size(out.resolve("charts/baseline-changes.png")) > 5_000);
        // everything 1.5x slower, the reference too: the host changed, and the relative column says nothing moved
        Path host = withSamples(tmp.resolve("host"), 1.5, 1.5);
        Path hostOut = tmp.resolve("against-host");
        assertEquals(
                0,
                Cli.execute(
                        "report",
                        host.toString(),
                        "--out",
                        hostOut.toString(),
                        "--history",
                        tmp.resolve("none.jsonl").toString(),
                        "--baseline",
                        base.toString(),
                        "--png-only"));
        String hostMd = Files.readString(hostOut.resolve("REPORT.md"));
        String hostSection = hostMd.substring(hostMd.indexOf("## This run against the baseline"));
        assertTrue(
                hostSection.contains("**The host changed, not the containers.**")
                        && hostSection.contains("takes 1.50x its baseline time"),
                hostSection);
        String self =
                Files.readString(report(ReportEndToEndTest.FIXTURE, "self").resolve("REPORT.md"));
        assertTrue(self.contains("This run is the baseline"), "a run compared with itself says so");
    }

    /** A copy of the fixture run with three forks of samples within 1% per result, hash-map's scaled by {@code hashMapFactor}. */
    private static Path withSamples(Path dir, double hashMapFactor) throws Exception {
        return withSamples(dir, hashMapFactor, 1);
    }

    /** As {@link #withSamples(Path, double)}, every result (the reference too) also scaled by {@code hostFactor}. */
    private static Path withSamples(Path dir, double hashMapFactor, double hostFactor) throws Exception {
        Files.createDirectories(dir);
        for (String f : List.of("env.json", "footprint.json"))
            Files.copy(ReportEndToEndTest.FIXTURE.resolve(f), dir.resolve(f));
        JsonNode results = Json.MAPPER.readTree(
                ReportEndToEndTest.FIXTURE.resolve("jmh-results.json").toFile());
        for (JsonNode r : results) {
            ObjectNode metric = (ObjectNode) r.get("primaryMetric");
            double factor = hostFactor
                    * ("hash-map".equals(r.path("params").path("contender").asText()) ? hashMapFactor : 1);
            double score = metric.get("score").asDouble() * factor;
            metric.put("score", score);
            var raw = metric.putArray("rawData");
            for (double[] fork : new double[][] {{0.99, 1.0, 1.01}, {1.0, 1.005, 0.995}, {1.01, 0.99, 1.0}}) {
                var f = raw.addArray();
                for (double x : fork) f.add(score * x);
            }
        }
        Json.write(dir.resolve("jmh-results.json"), results);
        return dir;
    }
}

package io.componentbench.report;

import static io.componentbench.CapturedOutput.stderrOf;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.componentbench.cli.Cli;
import io.componentbench.report.analysis.Analysis;
import io.componentbench.report.analysis.FrameMix;
import io.componentbench.report.chart.Charts;
import io.componentbench.report.chart.TrendChart;
import io.componentbench.results.History;
import io.componentbench.results.Json;
import io.componentbench.results.RunData;
import io.componentbench.results.RunDirs;
import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The report generated from a small committed run directory (a trimmed real quick-profile run:
 * seven contenders, two sizes, every workload) and from broken ones.
 */
class ReportEndToEndTest {
    static final Path FIXTURE = Path.of("src/test/resources/fixtures/run-small");

    @TempDir
    Path tmp;

    @Test
    void everyChartExistsIsValidAndLinked() throws Exception {
        Path out = tmp.resolve("report");
        assertEquals(
                0,
                Cli.execute(
                        "report",
                        FIXTURE.toString(),
                        "--out",
                        out.toString(),
                        "--history",
                        tmp.resolve("none.jsonl").toString()));
        String html = Files.readString(out.resolve("index.html"));
        String md = ReportNumbersTest.withDetails(out);
        List<Path> pngs;
        try (Stream<Path> files = Files.list(out.resolve("charts"))) {
            pngs = files.filter(p -> p.toString().endsWith(".png")).toList();
        }
        assertTrue(pngs.size() >= 15, "expected the full chart set, got " + pngs.size());
        for (Path png : pngs) {
            BufferedImage image = ImageIO.read(png.toFile());
            assertTrue(
                    image != null && image.getWidth() >= Charts.MIN_PNG_WIDTH && image.getHeight() > 100,
                    png + " is a real PNG at 2x or more");
            assertTrue(Files.size(png) > 5_000, png + " is not trivial");
            String name = png.getFileName().toString().replace(".png", "");
            String svg = Files.readString(png.resolveSibling(name + ".svg"));
            assertTrue(
                    svg.contains("<svg") && svg.contains("</svg>") && svg.length() > 5_000,
                    name + ".svg is a real SVG");
            assertTrue(html.contains("charts/" + name + ".png"), "index.html links " + name);
            assertTrue(md.contains("charts/" + name + ".png"), "REPORT.md or DETAILS.md links " + name);
        }
        assertTrue(
                !html.contains("http://") && !html.contains("https://"), "the HTML fetches nothing from the network");
        for (String section : List.of(
                "Decision guide",
                "Claims from the seed articles",
                "Design targets",
                "The contenders",
                "Your mix: cost per frame",
                "Working-set knee",
                "Memory per entity",
                "Locality ratios",
                "Allocation",
                "Speed vs memory",
                "Hardware counters",
                "Environment and reproduction")) {
            assertTrue(md.contains(section), "REPORT.md has " + section);
        }
        assertTrue(md.contains("scripts/bench --profile quick"), "the reproduce command is given");
    }

    @Test
    void aRunOnJdk17SaysWhyTheOffHeapSectorArrayIsMissing() throws Exception {
        Path out = tmp.resolve("report");
        assertEquals(
                0,
                Cli.execute(
                        "report",
                        FIXTURE.toString(),
                        "--out",
                        out.toString(),
                        "--history",
                        tmp.resolve("none.jsonl").toString(),
                        "--png-only"));
        String md = Files.readString(out.resolve("REPORT.md"));
        assertTrue(
                md.contains(
                        "Not measured in this run, because its JVM cannot run them: sector-array-offheap (needs JDK 22+"),
                "the contenders section names it, with the reason");
        assertTrue(
                md.contains("sector-array-offheap (needs JDK 22+: the FFM API is final from Java 22, this is Java 17)"),
                "and every gap it leaves says why");
    }

    @Test
    void pngOnlyWritesNoSvgAndLinksNone() throws Exception {
        Path out = tmp.resolve("report");
        assertEquals(
                0,
                Cli.execute(
                        "report",
                        FIXTURE.toString(),
                        "--out",
                        out.toString(),
                        "--history",
                        tmp.resolve("none.jsonl").toString(),
                        "--png-only"));
        try (Stream<Path> files = Files.list(out.resolve("charts"))) {
            List<String> names = files.map(p -> p.getFileName().toString()).toList();
            assertTrue(names.size() >= 15 && names.stream().allMatch(n -> n.endsWith(".png")), names.toString());
        }
        for (String f : List.of("index.html", "REPORT.md", ReportWriter.SUMMARY_FILE)) {
            assertTrue(!Files.readString(out.resolve(f)).contains(".svg"), f + " links no SVG");
        }
        assertTrue(
                Files.readString(out.resolve("index.html")).contains("<a href=\"charts/summary-heatmap.png\">"),
                "a chart links its PNG instead");
    }

    @Test
    void decisionTableNamesTheFixturesWinners() throws Exception {
        Path out = tmp.resolve("report");
        assertEquals(
                0,
                Cli.execute(
                        "report",
                        FIXTURE.toString(),
                        "--out",
                        out.toString(),
                        "--history",
                        tmp.resolve("none.jsonl").toString()));
        String md = Files.readString(out.resolve("REPORT.md"));
        // winners computed here independently from the raw JMH JSON: lowest score per benchmark params minus contender
        Map<String, String> winner = new HashMap<>();
        Map<String, String> stateOf = new HashMap<>();
        Map<String, Double> best = new HashMap<>();
        java.util.Set<String> tables = new java.util.HashSet<>();
        for (JsonNode n :
                Json.MAPPER.readTree(FIXTURE.resolve("jmh-results.json").toFile())) {
            if (!n.get("benchmark").asText().endsWith(".contender")) continue;
            Map<String, String> params = new java.util.TreeMap<>();
            n.get("params")
                    .properties()
                    .forEach(e -> params.put(e.getKey(), e.getValue().asText()));
            String contender = params.remove("contender");
            String group = n.get("benchmark").asText() + params;
            stateOf.put(group, params.get("state"));
            params.remove("state");
            tables.add(n.get("benchmark").asText() + params);
            double score = n.get("primaryMetric").get("score").asDouble();
            if (score < best.getOrDefault(group, Double.MAX_VALUE)) {
                best.put(group, score);
                winner.put(group, contender);
            }
        }
        assertTrue(winner.size() >= 10);
        winner.forEach((group, w) -> assertTrue(
                md.contains(": winner " + w) || md.contains(stateOf.get(group) + ": " + w),
                "decision table names winner " + w + " of " + group));
        assertTrue(tables.size() < winner.size(), "the fixture has variants in both states");
        assertEquals(
                tables.size(),
                md.split(": winner ", -1).length - 1,
                "one decision table per workload variant and size, states side by side");
    }

    @Test
    void eachReportCountsOnlyItsOwnCharts() throws Exception {
        ReportWriter writer = new ReportWriter(RunData.load(FIXTURE), List.of());
        int first = writer.write(tmp.resolve("one"));
        int second = writer.write(tmp.resolve("two"));
        try (Stream<Path> charts = Files.list(tmp.resolve("two/charts"))) {
            assertEquals(charts.filter(p -> p.toString().endsWith(".png")).count(), second);
        }
        assertEquals(first, second, "a second report of the same run has as many charts as the first");
    }

    @Test
    void historyOfTwoRunsOfTheProfileDrawsTrendCharts() throws Exception {
        Path history = tmp.resolve("history.jsonl");
        RunData run = RunData.load(FIXTURE);
        History.append(history, run);
        Path out = tmp.resolve("report");
        assertEquals(
                0, Cli.execute("report", FIXTURE.toString(), "--out", out.toString(), "--history", history.toString()));
        assertTrue(Files.notExists(out.resolve("charts/trend-iterate.png")), "one run is no trend");
        Path second = tmp.resolve("second-run");
        Files.createDirectories(second);
        for (String f : List.of("jmh-results.json", "env.json", "footprint.json"))
            Files.copy(FIXTURE.resolve(f), second.resolve(f));
        History.append(history, RunData.load(second));
        assertEquals(2, Files.readAllLines(history).size(), "one line per run");
        assertEquals(
                0, Cli.execute("report", FIXTURE.toString(), "--out", out.toString(), "--history", history.toString()));
        assertTrue(Files.size(out.resolve("charts/trend-iterate.png")) > 5_000);
        assertTrue(Files.readString(out.resolve("REPORT.md")).contains("## Trend"));
    }

    /** Two runs are two points per contender, never a line; from three runs on a line joins them; whiskers are the stored estimates. */
    @Test
    void aTrendIsALineOnlyFromThreeRunsAndItsWhiskersAreTheReportsIntervals() throws Exception {
        Path history = tmp.resolve("history.jsonl");
        RunData run = RunData.load(FIXTURE);
        for (int i = 0; i < 3; i++) {
            Path dir = tmp.resolve("run-" + i);
            Files.createDirectories(dir);
            for (String f : List.of("jmh-results.json", "env.json", "footprint.json"))
                Files.copy(FIXTURE.resolve(f), dir.resolve(f));
            History.append(history, RunData.load(dir));
            List<History.Point> points = History.load(history);
            Analysis analysis = new Analysis(run);
            var s = analysis.canonicalGroups(io.componentbench.workload.Workload.ITERATE)
                    .get(0)
                    .scenario();
            int size = analysis.judgedSize(io.componentbench.workload.Workload.ITERATE)
                    .getAsInt();
            List<TrendChart.Series> series = TrendSection.series(points, History.runs(points), s, size);
            var chart = TrendChart.of(
                    "t",
                    "ns",
                    History.runs(points).stream()
                            .map(r -> TrendChart.label("8d5a9fcf", "2026-12-01T10:00:00Z"))
                            .toList(),
                    series);
            var renderer = (org.jfree.chart.renderer.xy.XYLineAndShapeRenderer)
                    chart.getXYPlot().getRenderer();
            var data = (org.jfree.data.xy.YIntervalSeriesCollection)
                    chart.getXYPlot().getDataset();
            for (int k = 0; k < data.getSeriesCount(); k++) {
                assertEquals(
                        i + 1 >= TrendChart.MIN_LINE_POINTS,
                        renderer.getSeriesLinesVisible(k),
                        (i + 1) + " runs, series " + data.getSeriesKey(k));
            }
            var g = analysis.canonicalGroup(io.componentbench.workload.Workload.ITERATE, size)
                    .orElseThrow();
            var r = g.of(io.componentbench.contender.ContenderKind.PACKED_SPARSE_SET)
                    .orElseThrow();
            int k = data.indexOf("packed-sparse-set");
            assertEquals(g.estimate(r).center(), data.getYValue(k, 0), 1e-9);
            if (g.estimate(r).known())
                assertEquals(
                        g.estimate(r).upper(), data.getEndYValue(k, 0), 1e-9, "the whisker is the report's interval");
        }
        assertEquals("8d5a9fc 2026-12-01 10:00", TrendChart.label("8d5a9fcf", "2026-12-01T10:00:00Z"));
    }

    @Test
    void missingDirectoryGivesAOneLineErrorAndKeepsThePreviousReport() throws Exception {
        Path out = tmp.resolve("report");
        assertEquals(0, Cli.execute("report", FIXTURE.toString(), "--out", out.toString()));
        String before = Files.readString(out.resolve("index.html"));
        String err = stderrOf(
                () -> assertEquals(2, Cli.execute("report", tmp.resolve("nope").toString(), "--out", out.toString())));
        assertTrue(err.contains("does not exist") && err.strip().lines().count() == 1, err);
        assertEquals(before, Files.readString(out.resolve("index.html")), "previous report intact");
    }

    @Test
    void emptyOrMalformedResultsAreRejected() throws Exception {
        Path out = tmp.resolve("report");
        for (String content : List.of(
                "",
                "[]",
                "{\"not\": \"an array\"}",
                "[{\"benchmark\": \"x\"",
                "[{\"benchmark\": \"org.Other.run\"}]")) {
            Path dir = Files.createDirectories(tmp.resolve("bad" + content.hashCode()));
            Files.writeString(dir.resolve("jmh-results.json"), content);
            String err =
                    stderrOf(() -> assertEquals(2, Cli.execute("report", dir.toString(), "--out", out.toString())));
            assertTrue(err.startsWith("componentbench: "), "clear message for '" + content + "': " + err);
        }
        Path noResults = Files.createDirectories(tmp.resolve("empty-dir"));
        String err =
                stderrOf(() -> assertEquals(2, Cli.execute("report", noResults.toString(), "--out", out.toString())));
        assertTrue(err.contains("missing results file"), err);
        assertTrue(Files.notExists(out), "nothing written for unusable input");
    }

    /** The mix panel comes first, carries this run's data exactly, and REPORT.md ranks the three presets. */
    @Test
    void theMixPanelIsFirstWithTheRunsDataAndTheMarkdownRanksThePresets() throws Exception {
        Path out = tmp.resolve("report");
        assertEquals(
                0,
                Cli.execute(
                        "report",
                        FIXTURE.toString(),
                        "--out",
                        out.toString(),
                        "--history",
                        tmp.resolve("none.jsonl").toString()));
        String html = Files.readString(out.resolve("index.html"));
        String md = Files.readString(out.resolve("REPORT.md"));
        int mix = html.indexOf("<section id=\"mix\">");
        assertTrue(
                mix > 0 && mix < html.indexOf("<nav>") && mix < html.indexOf("class=\"lead\""),
                "the panel is on the first screen, before the lead and the contents");
        String data = FrameMix.json(FrameMix.data(new Analysis(io.componentbench.results.RunData.load(FIXTURE))));
        assertTrue(
                html.contains("var frameMixData = " + data.replace("</", "<\\/") + ";"),
                "the page embeds this run's mix data");
        assertTrue(
                html.contains("function frameMixRank(") && !html.contains("<script src"),
                "the script is inline: offline");
        for (FrameMix.Preset p : FrameMix.PRESETS) {
            String name = Character.toUpperCase(p.name().charAt(0)) + p.name().substring(1);
            assertTrue(md.contains("**" + name + "**"), "REPORT.md shows preset " + p.name());
        }
        assertTrue(
                md.indexOf("## Your mix: cost per frame") < md.indexOf("**Contents:**"),
                "the presets come first in REPORT.md too");
        assertTrue(
                md.contains(
                        "| # | contender | cost per frame [95% interval] | vs cheapest | bytes per entity |\n| ---: | --- | ---: | ---: | ---: |"),
                "numbers right-aligned in Markdown: " + md.substring(md.indexOf("| # |"), md.indexOf("| # |") + 120));
    }

    @Test
    void gapsAndNanErrorsAreMarked() throws Exception {
        Path dir = RunDirs.create()
                .iterate("raw-array", 500, 10)
                .iterate("sparse-set", 1000, Double.NaN)
                .iterate("hash-map", 9000, 100)
                .write(tmp.resolve("partial"));
        Path out = tmp.resolve("report");
        assertEquals(0, Cli.execute("report", dir.toString(), "--out", out.toString()));
        String md = ReportNumbersTest.withDetails(out);
        assertTrue(md.contains("Gaps in this run"), md);
        assertTrue(
                md.contains("missing in iterate") && md.contains("packed-sparse-set"), "missing contenders are listed");
        assertTrue(md.contains("no error estimate (too few iterations) for sparse-set"), "NaN errors are marked");
        assertTrue(md.contains("NOT MEASURED"), "claims without data say so");
    }
}

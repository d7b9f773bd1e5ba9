package io.componentbench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.componentbench.cli.Cli;
import io.componentbench.results.Json;
import io.componentbench.stats.Spike;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * End to end on copies of the small fixture run: a result with a spike (an iteration over 5x its
 * median) is marked with its factor in its bar chart, its decision table and the heatmap's table, and the environment table reports
 * the iterations and heap flags the results record, not the profile's plan.
 */
class ReportRunSettingsTest {
    @TempDir
    Path tmp;

    /** A copy of run-small whose results are rewritten by {@code edit}, and the report of it (REPORT.md and DETAILS.md). */
    private Path report(Consumer<ArrayNode> edit, Consumer<ObjectNode> editEnv) throws Exception {
        Path run = tmp.resolve("run");
        Files.createDirectories(run);
        for (String f : List.of("env.json", "footprint.json", "cache-model.json"))
            Files.copy(ReportEndToEndTest.FIXTURE.resolve(f), run.resolve(f));
        ArrayNode results = (ArrayNode) Json.MAPPER.readTree(
                ReportEndToEndTest.FIXTURE.resolve("jmh-results.json").toFile());
        edit.accept(results);
        Files.writeString(run.resolve("jmh-results.json"), Json.MAPPER.writeValueAsString(results));
        ObjectNode env =
                (ObjectNode) Json.MAPPER.readTree(run.resolve("env.json").toFile());
        editEnv.accept(env);
        Files.writeString(run.resolve("env.json"), Json.MAPPER.writeValueAsString(env));
        Path out = tmp.resolve("report");
        assertEquals(
                0,
                Cli.execute(
                        "report",
                        run.toString(),
                        "--out",
                        out.toString(),
                        "--history",
                        tmp.resolve("none.jsonl").toString()));
        return out;
    }

    private static String row(String md, String what) {
        int at = md.indexOf("| " + what + " |");
        assertTrue(at >= 0, "the environment table has a row " + what);
        return md.substring(at, md.indexOf('\n', at));
    }

    @Test
    void aSpikeIsMarkedWithItsFactorInTheChartAndTheTable() throws Exception {
        Path out = report(
                results -> {
                    ObjectNode first = (ObjectNode) results.get(0).get("primaryMetric");
                    double s = first.get("score").asDouble();
                    ArrayNode raw = first.putArray("rawData");
                    raw.addArray().add(s).add(s).add(s).add(s);
                    raw.addArray().add(s).add(s).add(s).add(40 * s);
                },
                env -> {});
        String md = ReportNumbersTest.withDetails(out);
        assertTrue(md.contains("spike 40x (fork 2, iteration 4)"), "the decision table marks the spike");
        List<Path> marked;
        try (Stream<Path> svgs = Files.list(out.resolve("charts"))) {
            marked = svgs.filter(p -> p.toString().endsWith(".svg"))
                    .filter(p -> {
                        try {
                            return Files.readString(p).contains("[spike 40x]");
                        } catch (java.io.IOException e) {
                            throw new java.io.UncheckedIOException(e);
                        }
                    })
                    .toList();
        }
        assertFalse(marked.isEmpty(), "a chart names the spike in its bar's label");
        assertTrue(md.contains("! (spike 40x)"), "the heatmap's table gives the factor, its chart the mark `!`");
        java.util.regex.Matcher m =
                java.util.regex.Pattern.compile("spike (\\d+)").matcher(md);
        while (m.find()) assertEquals("40", m.group(1), "only the spiked result is marked");
    }

    @Test
    void spikesAreIterationsOverFiveTimesTheMedianOfEveryFork() {
        assertEquals(Optional.empty(), Spike.of(List.of(List.of(1.0, 1.0, 4.9), List.of(1.0, 1.2))));
        Spike s = Spike.of(List.of(List.of(1.0, 1.0, 6.0), List.of(1.0, 740.0))).orElseThrow();
        assertEquals(1, s.fork());
        assertEquals(1, s.iteration());
        assertEquals("spike 740x", s.mark(), "the worst iteration, over the median 1");
        assertEquals(
                "spike 6.0x",
                Spike.of(List.of(List.of(1.0, 1.0, 6.0))).orElseThrow().mark());
        assertEquals(Optional.empty(), Spike.of(List.of()));
    }

    @Test
    void theEnvironmentTableReportsWhatTheResultsRecord() throws Exception {
        Path out = report(
                results -> results.forEach(r -> {
                    ObjectNode o = (ObjectNode) r;
                    o.put("forks", 4).put("warmupIterations", 3).put("warmupTime", "500 ms");
                    o.put("measurementIterations", 4).put("measurementTime", "500 ms");
                    o.putArray("jvmArgs")
                            .add("-Xms12g")
                            .add("-Xmx12g")
                            .add("-Xmn2g")
                            .add("-Djava.awt.headless=true");
                }),
                env -> {});
        String md = ReportNumbersTest.withDetails(out);
        int n = Json.MAPPER
                .readTree(ReportEndToEndTest.FIXTURE.resolve("jmh-results.json").toFile())
                .size();
        assertTrue(
                row(md, "measurement")
                        .contains("4 fork(s) x 4 measured iteration(s) of 500 ms after 3 warm-up of 500 ms (" + n
                                + " results)"),
                row(md, "measurement"));
        String flags = row(md, "fork flags");
        assertTrue(flags.contains("-Xms12g -Xmx12g -Xmn2g (" + n + " results)"), flags);
        assertFalse(flags.contains("-Xms4g"), "not env.json's plan: " + flags);
    }

    @Test
    void withoutRecordedSettingsTheTableSaysItReadsEnvJsonAndPrefersTheCellsFlags() throws Exception {
        Path out = report(results -> {}, env -> {
            ObjectNode m = env.putObject("measurement");
            m.put("forks", 4).put("warmupIterations", 1).put("warmupMillis", 200);
            m.put("measurementIterations", 3).put("measurementMillis", 100);
            m.put("intervalMethod", "Student t over fork means (20% trimmed within each fork)");
            m.put("confidenceLevel", 0.95).put("isolation", "side-by-side");
            m.put("sideBySide", "4 fork(s) per cell; cell fork flags -Xms12g -Xmx12g -Xmn2g");
        });
        String md = ReportNumbersTest.withDetails(out);
        assertTrue(row(md, "measurement").contains("env.json's plan"), row(md, "measurement"));
        assertTrue(
                row(md, "fork flags").contains("-Xms12g -Xmx12g -Xmn2g (env.json, side-by-side cells)"),
                row(md, "fork flags"));
    }
}

package io.componentbench.ab;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.componentbench.compare.PairedComparison;
import io.componentbench.compare.PairedFormat;
import io.componentbench.compare.Verdict;
import io.componentbench.contender.ContenderKind;
import io.componentbench.measure.Profile;
import io.componentbench.measure.SideBySideCells;
import io.componentbench.measure.Spec;
import io.componentbench.results.Json;
import io.componentbench.workload.SliceSubject;
import io.componentbench.workload.Workload;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The parts of the A/B of two builds inside one JVM: the cell's subjects and flags, the rounds and
 * the merge (with a fake JMH launcher standing in for the fork), and the verdicts read from a fixture
 * of a cell's merged result, formatted end to end.
 */
class InJvmAbTest {
    @TempDir
    Path tmp;

    private static final Spec ITERATE_AT_1K = Profile.everyWorkloadAt(1000).stream()
            .filter(s -> s.workload() == Workload.ITERATE)
            .findFirst()
            .orElseThrow();

    @Test
    void aCellHoldsBothBuildsOfEveryContenderAndTheReference() {
        Map<String, List<String>> p =
                InJvmAb.params(ITERATE_AT_1K, List.of(ContenderKind.HASH_MAP, ContenderKind.SECTOR_ARRAY), 9);
        assertEquals(
                List.of(
                        "base:raw-array+head:raw-array+base:hash-map+head:hash-map+base:sector-array+head:sector-array"),
                p.get("subjects"));
        assertEquals(List.of("9"), p.get("seed"));
        assertEquals(List.of("iterate"), p.get("workload"));
        assertEquals(List.of("1000"), p.get("size"));
        assertEquals(List.of(SliceSubject.NONE), p.get("order"), "a parameter iterate lacks");
    }

    @Test
    void theForkGetsEachBuildsJarAsASystemProperty() throws Exception {
        AbSide b = AbSide.of(AbSide.BASE, "main", null, FakeJars.jar(tmp.resolve("base.jar"), 1, 0));
        AbSide h = AbSide.of(AbSide.HEAD, "HEAD", null, FakeJars.jar(tmp.resolve("head.jar"), 1, 0));
        List<String> args = InJvmAb.buildFlags(b, h);
        assertTrue(
                args.contains(
                        "-Dcomponentbench.build.base=" + tmp.resolve("base.jar").toAbsolutePath()),
                args.toString());
        assertTrue(
                args.contains(
                        "-Dcomponentbench.build.head=" + tmp.resolve("head.jar").toAbsolutePath()),
                args.toString());
        var o = InJvmAb.options(
                Profile.QUICK,
                "/usr/bin/java",
                ITERATE_AT_1K.workload(),
                InJvmAb.params(ITERATE_AT_1K, List.of(ContenderKind.HASH_MAP), 3),
                args,
                tmp.resolve("r.json"));
        assertEquals(
                io.componentbench.workload.ForkJvm.cellFlags(),
                List.copyOf(o.getJvmArgs().get())
                        .subList(
                                0,
                                io.componentbench.workload.ForkJvm.cellFlags().size()),
                "the flags of every side-by-side cell, then the builds'");
        assertTrue(o.getJvmArgs().get().containsAll(args), o.getJvmArgs().get().toString());
    }

    @Test
    void theCellForkRunsTheSideBySideBenchmarkAloneWithTheProfilesSliceIterations() throws Exception {
        AbSide b = AbSide.of(AbSide.BASE, "main", null, FakeJars.jar(tmp.resolve("base.jar"), 1, 0));
        Map<String, List<String>> params = InJvmAb.params(ITERATE_AT_1K, List.of(ContenderKind.HASH_MAP), 3);
        var o = InJvmAb.options(
                Profile.QUICK,
                "/usr/bin/java",
                ITERATE_AT_1K.workload(),
                params,
                InJvmAb.buildFlags(b, b),
                tmp.resolve("r.json"));
        assertEquals(List.of("^" + java.util.regex.Pattern.quote(SideBySideCells.BENCHMARK) + "$"), o.getIncludes());
        assertEquals(1, o.getForkCount().get());
        assertEquals(
                Profile.QUICK.slices.measurementIterations(),
                o.getMeasurementIterations().get());
        assertEquals(
                Profile.QUICK.slices.warmupIterations(), o.getWarmupIterations().get());
        assertTrue(o.getJvmArgs()
                .get()
                .contains(
                        "-Dcomponentbench.build.head=" + tmp.resolve("base.jar").toAbsolutePath()));
        assertEquals(
                params.get("subjects"), List.copyOf(o.getParameter("subjects").get()));
        assertEquals("/usr/bin/java", o.getJvm().get());
    }

    @Test
    void everyWorkloadIsSliced() throws Exception {
        AbSide b = AbSide.of(AbSide.BASE, "main", null, FakeJars.jar(tmp.resolve("base.jar"), 1, 0));
        Spec insert = Profile.everyWorkloadAt(1000).stream()
                .filter(s -> s.workload() == Workload.INSERT)
                .findFirst()
                .orElseThrow();
        PrintWriter quiet = new PrintWriter(new StringWriter());
        new InJvmAb(
                b,
                b,
                List.of(insert),
                List.of(ContenderKind.HASH_MAP),
                3,
                1,
                null,
                new Cleanup(),
                quiet); // inserts too run in slices
    }

    @Test
    void moreContendersThanACellsSlotsAreMeasuredInSeveralCellsEachWithTheReference() throws Exception {
        List<ContenderKind> twelve = ContenderKind.all().subList(0, 12);
        List<String> subjects = InJvmAb.params(ITERATE_AT_1K, twelve, 1).get("subjects");
        assertEquals(2, subjects.size(), subjects.toString());
        for (String cell : subjects) {
            assertTrue(cell.startsWith("base:raw-array+head:raw-array+"), cell);
            assertTrue(cell.split("\\+").length <= io.componentbench.workload.SliceSubject.SLOTS, cell);
        }
        assertTrue(subjects.get(1).contains("base:" + twelve.get(11).id()), subjects.toString());
        List<Map<String, List<String>>> launched = new ArrayList<>();
        AbSide b = AbSide.of(AbSide.BASE, "main", null, FakeJars.jar(tmp.resolve("base.jar"), 1.0, 0));
        AbSide h = AbSide.of(AbSide.HEAD, "HEAD", null, FakeJars.jar(tmp.resolve("head.jar"), 1.0, 0));
        JsonNode merged = new InJvmAb(
                        b,
                        h,
                        List.of(ITERATE_AT_1K),
                        twelve,
                        2,
                        1,
                        fakeCells(launched),
                        new Cleanup(),
                        new PrintWriter(new StringWriter()))
                .run(tmp.resolve("out"));
        assertEquals(2, merged.size(), "one merged cell per group");
        List<String> keys = InJvmResults.samples(merged).stream()
                .map(io.componentbench.compare.PairedComparison.Samples::key)
                .toList();
        assertEquals(13, keys.size(), "every contender once and the reference once: " + keys);
        assertEquals(13, new java.util.HashSet<>(keys).size());
    }

    /**
     * A fake of the cell fork: for each subject, its ratio to the anchor per iteration, the head
     * build's subjects {@code scale(head jar) / scale(base jar)} times the base's, with a round's
     * shared drift and 1% noise.
     */
    static InJvmAb.Launcher fakeCells(List<Map<String, List<String>>> launched) {
        Random random = new Random(3);
        return (workload, params, jvmArgs, resultFile) -> {
            launched.add(params);
            double scale = scaleOf(jvmArgs, AbSide.HEAD) / scaleOf(jvmArgs, AbSide.BASE);
            ArrayNode out = Json.MAPPER.createArrayNode();
            for (String size : params.get("size"))
                for (String cell : params.get("subjects")) {
                    ObjectNode r = out.addObject();
                    r.put("benchmark", SideBySideCells.BENCHMARK);
                    r.put("mode", "avgt");
                    ObjectNode p = r.putObject("params");
                    params.forEach(
                            (k, v) -> p.put(k, k.equals("size") ? size : k.equals("subjects") ? cell : v.get(0)));
                    r.putObject("primaryMetric")
                            .put("score", 1)
                            .put("scoreUnit", "ns/op")
                            .putArray("rawData")
                            .addArray()
                            .add(1)
                            .add(1)
                            .add(1);
                    ObjectNode sec = r.putObject("secondaryMetrics");
                    String[] subjects = cell.split("\\+");
                    double drift = 1 + 0.3 * random.nextDouble();
                    sec.putObject("anchorNs")
                            .put("score", 2)
                            .putArray("rawData")
                            .addArray()
                            .add(2 * drift)
                            .add(2 * drift)
                            .add(2 * drift);
                    for (int i = 1; i < subjects.length; i++) {
                        double v = (SliceSubject.idOf(subjects[i]).equals(SliceSubject.REFERENCE) ? 1 : 3)
                                * (AbSide.HEAD.equals(SliceSubject.buildOf(subjects[i])) ? scale : 1);
                        ArrayNode fork = sec.putObject(String.format("s%02d", i))
                                .put("score", v)
                                .putArray("rawData")
                                .addArray();
                        for (int k = 0; k < 3; k++) fork.add(v * (1 + 0.01 * random.nextGaussian()));
                    }
                }
            Json.write(resultFile, out);
            return out;
        };
    }

    private static double scaleOf(List<String> jvmArgs, String build) {
        String prefix = "-D" + SliceSubject.BUILD_PROPERTY + build + "=";
        String jar = jvmArgs.stream()
                .filter(a -> a.startsWith(prefix))
                .findFirst()
                .orElseThrow()
                .substring(prefix.length());
        try {
            return FakeJars.scale(Path.of(jar));
        } catch (java.io.IOException e) {
            throw new IllegalStateException(e);
        }
    }

    @Test
    void roundsAreMergedPerCellAndReadAsHeadOverBase() throws Exception {
        AbSide b = AbSide.of(AbSide.BASE, "main", null, FakeJars.jar(tmp.resolve("base.jar"), 1.0, 0));
        AbSide h = AbSide.of(AbSide.HEAD, "HEAD", null, FakeJars.jar(tmp.resolve("head.jar"), 1.25, 0));
        List<Map<String, List<String>>> launched = new ArrayList<>();
        StringWriter progress = new StringWriter();
        Path dir = Files.createDirectories(tmp.resolve("ab"));
        JsonNode merged = new InJvmAb(
                        b,
                        h,
                        List.of(ITERATE_AT_1K),
                        List.of(ContenderKind.HASH_MAP),
                        4,
                        40,
                        fakeCells(launched),
                        new Cleanup(),
                        new PrintWriter(progress))
                .run(dir);
        assertEquals(4, launched.size(), "one launch per round");
        assertEquals(
                List.of("41", "42", "43", "44"),
                launched.stream().map(p -> p.get("seed").get(0)).toList(),
                "the seed moves with the round");
        assertEquals(1, merged.size(), "one cell");
        assertEquals(
                4,
                merged.get(0)
                        .path("secondaryMetrics")
                        .path("s03")
                        .path("rawData")
                        .size(),
                "a fork per round");
        assertTrue(Files.isRegularFile(dir.resolve(InJvmAb.DIR).resolve("jmh-results.json")));
        try (var files = Files.list(dir.resolve(InJvmAb.DIR))) {
            assertEquals(1, files.count(), "the per-round files are gone");
        }
        assertTrue(progress.toString().contains("round 4/4"), progress.toString());

        List<PairedComparison.Samples> samples = InJvmResults.samples(merged);
        assertEquals(
                List.of(
                        "io.componentbench.bench.IterateBenchmark.rawArray{distribution=dense,size=1000}",
                        "io.componentbench.bench.IterateBenchmark.contender{contender=hash-map,distribution=dense,size=1000,state=fresh}"),
                samples.stream().map(PairedComparison.Samples::key).toList(),
                "named as a run in forks names them");
        PairedComparison c = PairedComparison.of(samples, 0.02);
        assertEquals(2, c.count(Verdict.REGRESSION), "both the reference and hash-map are 1.25x slower in head");
        for (PairedComparison.PairedRow r : c.rows()) assertEquals(1.25, r.ratio(), 0.02);
    }

    /** A cell's merged result from a fixture: hash-map 1.2x slower in head, the reference unchanged; the verdicts as text, Markdown and JSON. */
    @Test
    void verdictsFromAFixtureCellAreFormattedEndToEnd() throws Exception {
        JsonNode merged;
        try (InputStream in = InJvmAbTest.class.getResourceAsStream("/ab/side-by-side-cell.json")) {
            merged = Json.MAPPER.readTree(in);
        }
        PairedComparison c = PairedComparison.of(InJvmResults.samples(merged), PairedComparison.DEFAULT_THRESHOLD);
        AbSide b = AbSide.of(AbSide.BASE, "main", "a".repeat(40), FakeJars.jar(tmp.resolve("base.jar"), 1, 0));
        AbSide h = AbSide.of(AbSide.HEAD, "HEAD", "b".repeat(40), FakeJars.jar(tmp.resolve("head.jar"), 1, 0));
        Pairing p = new Pairing(
                b,
                h,
                AbMode.SIDE_BY_SIDE,
                "quick",
                3,
                42,
                "java",
                List.of(),
                List.of(),
                List.of(),
                List.of(),
                Instant.EPOCH,
                Instant.EPOCH);

        String text = PairedFormat.TEXT.render(c, p);
        List<String> lines = text.lines().toList();
        assertEquals("componentbench A/B: head HEAD (bbbbbbbbbb) vs base main (aaaaaaaaaa)", lines.get(0));
        assertEquals(
                "1 regression(s), 0 improvement(s), 0 inconclusive, 1 unchanged, 0 unknown (both builds side by side in one JVM, 3 rounds, profile quick;"
                        + " flagged when the whole 97.5% interval of head / base lies beyond 2%, 5% over 2 rows)",
                lines.get(1));
        assertTrue(
                lines.get(2)
                        .startsWith(
                                "a row is flagged only when its whole 97.5% interval (5% over 2 rows, Bonferroni) lies above 1.02"
                                        + " (regression) or below 0.98 (improvement); an A/A comparison of calibrated intervals expects at most 0.05 flagged rows"),
                lines.get(2));
        assertTrue(lines.get(2).contains("would be flagged in half the rows"), lines.get(2));
        String regression = lines.stream()
                .filter(l -> l.contains("regression "))
                .findFirst()
                .orElseThrow();
        assertTrue(
                regression.matches(
                        "  regression +1\\.20\\d \\[1\\.1\\d\\d-1\\.2\\d\\d\\]  10\\.\\d+ ns/element -> 12\\.\\d+ ns/element"
                                + "  iterate hash-map distribution=dense size=100000 state=fresh"),
                regression);
        String unchanged =
                lines.stream().filter(l -> l.contains("unchanged ")).findFirst().orElseThrow();
        assertTrue(
                unchanged.contains("iterate raw-array distribution=dense size=100000") && unchanged.contains(" 1.00"),
                unchanged);
        assertTrue(text.contains("alternating in slices of about 2 ms") && text.contains("(42)"), text);

        String md = PairedFormat.MARKDOWN.render(c, p);
        assertTrue(md.contains("| result | base | head | head / base | 97.5% interval | verdict |"), md);
        assertEquals(
                1,
                md.lines()
                        .filter(l -> l.startsWith("| iterate hash-map") && l.endsWith("| **regression** |"))
                        .count(),
                md);

        JsonNode json = Json.MAPPER.readTree(PairedFormat.JSON.render(c, p));
        assertEquals("side-by-side", json.path("mode").asText());
        assertEquals(2, json.path("judgedRows").asInt());
        assertEquals(0.975, json.path("rowLevel").asDouble(), 1e-12);
        assertEquals("regression", json.path("rows").get(0).path("verdict").asText());
        assertTrue(json.path("rows").get(0).path("low").asDouble()
                < json.path("rows").get(0).path("low95").asDouble());
    }
}

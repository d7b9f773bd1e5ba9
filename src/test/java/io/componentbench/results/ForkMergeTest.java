package io.componentbench.results;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.InputStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.StreamSupport;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Merging single-fork launches of two JVMs (fixtures in src/test/resources/fork-merge: two rounds,
 * each one fork on 17.0.15 then one on 25.0.1, of a contender and its raw-array reference).
 */
class ForkMergeTest {
    @TempDir
    Path tmp;

    private static JsonNode fixture(String name) throws Exception {
        try (InputStream in = ForkMergeTest.class.getResourceAsStream("/fork-merge/" + name + ".json")) {
            return Json.MAPPER.readTree(in);
        }
    }

    /** The launches in the order the runner makes them: per round, each JVM in turn. */
    private static List<ForkMerge.Launch> launches() throws Exception {
        List<ForkMerge.Launch> l = new ArrayList<>();
        for (int round = 1; round <= 2; round++) {
            for (String jvm : List.of("17.0.15", "25.0.1"))
                l.add(new ForkMerge.Launch(jvm, fixture("round" + round + "-" + jvm)));
        }
        return l;
    }

    private static JsonNode find(ArrayNode merged, String benchmarkSuffix, String jvm) {
        return StreamSupport.stream(merged.spliterator(), false)
                .filter(r -> r.path("benchmark").asText().endsWith(benchmarkSuffix)
                        && r.path("params").path("jvm").asText().equals(jvm))
                .findFirst()
                .orElseThrow();
    }

    @Test
    void oneResultPerBenchmarkParamsAndJvmWithEveryForkInRawData() throws Exception {
        ArrayNode merged = ForkMerge.merge(launches(), true);
        assertEquals(4, merged.size());
        List<String> order = StreamSupport.stream(merged.spliterator(), false)
                .map(r -> r.path("benchmark").asText().replaceAll(".*\\.", "") + "@"
                        + r.path("params").path("jvm").asText())
                .toList();
        assertEquals(List.of("contender@17.0.15", "contender@25.0.1", "rawArray@17.0.15", "rawArray@25.0.1"), order);
        JsonNode r = find(merged, ".contender", "17.0.15");
        assertEquals(2, r.path("forks").asInt());
        assertEquals("/jdk17/bin/java", r.path("jvm").asText(), "JMH's own jvm field stays the fork's binary");
        assertEquals(
                "[[10.0,11.0,12.0,13.0,14.0],[12.0,13.0,14.0,15.0,16.0]]",
                r.path("primaryMetric").path("rawData").toString(),
                "one rawData entry per fork, in round order");
        assertEquals(
                Map.of(
                        "contender",
                        "sparse-set",
                        "distribution",
                        "dense",
                        "size",
                        "1000",
                        "state",
                        "fresh",
                        "jvm",
                        "17.0.15"),
                Json.MAPPER.convertValue(r.path("params"), Map.class));
    }

    @Test
    void scoreIsTheMeanOfAllSamplesAndTheErrorJmhsStudentInterval() throws Exception {
        JsonNode p =
                find(ForkMerge.merge(launches(), true), ".contender", "17.0.15").path("primaryMetric");
        // samples 10..14 and 12..16: mean 13, sample variance 30/9; t(0.9995, 9 df) = 4.7809
        double half = 4.780912585 * Math.sqrt(30.0 / 9) / Math.sqrt(10);
        assertEquals(13.0, p.path("score").asDouble(), 1e-12);
        assertEquals(half, p.path("scoreError").asDouble(), 1e-6);
        assertEquals(13.0 - half, p.path("scoreConfidence").get(0).asDouble(), 1e-6);
        assertEquals(13.0 + half, p.path("scoreConfidence").get(1).asDouble(), 1e-6);
        assertEquals(10.0, p.path("scorePercentiles").path("0.0").asDouble());
        assertEquals(16.0, p.path("scorePercentiles").path("100.0").asDouble());
        assertEquals(13.0, p.path("scorePercentiles").path("50.0").asDouble());
        assertEquals("ns/op", p.path("scoreUnit").asText());
    }

    @Test
    void secondaryMetricsMergeLikeJmhAveragedOrSummed() throws Exception {
        JsonNode sec =
                find(ForkMerge.merge(launches(), true), ".contender", "25.0.1").path("secondaryMetrics");
        assertEquals(0.15, sec.path("gc.alloc.rate.norm").path("score").asDouble(), 1e-12, "mean of 0.1 x5 and 0.2 x5");
        assertEquals(4.0, sec.path("gc.count").path("score").asDouble(), "JMH sums GC counts: 2 per fork");
        assertEquals("NaN", sec.path("gc.count").path("scoreError").asText());
        assertEquals(2, sec.path("gc.count").path("rawData").size());
        assertEquals(7.0, sec.path("gc.time").path("score").asDouble(), "present in one fork only: that fork's sum");
        assertEquals(1, sec.path("gc.time").path("rawData").size());
    }

    @Test
    void readersSeeTheJvmAsADimension() throws Exception {
        Path dir = tmp.resolve("run");
        Json.write(dir.resolve(RunData.RESULTS_FILE), ForkMerge.merge(launches(), true));
        RunData run = RunData.load(dir);
        Map<String, Result> byJvm = run.results().stream()
                .filter(r -> !r.isReference())
                .collect(Collectors.toMap(r -> r.params().get("jvm"), r -> r));
        assertEquals(2, byJvm.size());
        assertFalse(byJvm.get("17.0.15").key().equals(byJvm.get("25.0.1").key()));
        Result raw17 = run.results().stream()
                .filter(r -> r.isReference() && r.params().get("jvm").equals("17.0.15"))
                .findFirst()
                .orElseThrow();
        assertTrue(raw17.isReferenceFor(byJvm.get("17.0.15")));
        assertFalse(
                raw17.isReferenceFor(byJvm.get("25.0.1")),
                "a reference measured on one JVM is not the reference of another");
        assertEquals(13.0 / 1000, byJvm.get("17.0.15").nsPerElement(), 1e-12);
    }

    @Test
    void aResultThatAlreadyHasAJvmParameterIsRefused() throws Exception {
        JsonNode launch = fixture("round1-17.0.15");
        ((ObjectNode) launch.get(0).get("params")).put("jvm", "x");
        IllegalArgumentException e = assertThrows(
                IllegalArgumentException.class,
                () -> ForkMerge.merge(List.of(new ForkMerge.Launch("17.0.15", launch)), true));
        assertTrue(e.getMessage().contains("'jvm'"), e.getMessage());
    }

    /**
     * One JVM, forks interleaved as the runner makes them: per round, one launch per spec (here the
     * contender's spec, then the reference's).
     */
    private static List<ForkMerge.Launch> interleavedOnOneJvm() throws Exception {
        List<ForkMerge.Launch> l = new ArrayList<>();
        for (int round = 1; round <= 2; round++) {
            for (JsonNode result : fixture("round" + round + "-17.0.15")) {
                l.add(new ForkMerge.Launch(
                        "17.0.15", Json.MAPPER.createArrayNode().add(result)));
            }
        }
        return l;
    }

    @Test
    void oneJvmKeepsJmhsParametersAndGathersInterleavedForksInRoundOrder() throws Exception {
        ArrayNode merged = ForkMerge.merge(interleavedOnOneJvm(), false);
        assertEquals(2, merged.size());
        assertEquals(
                List.of("contender", "rawArray"),
                StreamSupport.stream(merged.spliterator(), false)
                        .map(r -> r.path("benchmark").asText().replaceAll(".*\\.", ""))
                        .toList(),
                "first appearance order, as JMH wrote them");
        JsonNode r = merged.get(0);
        assertFalse(
                r.path("params").has("jvm"),
                "a run of one JVM matches other one-JVM runs (and the baseline) result by result");
        assertEquals(2, r.path("forks").asInt());
        assertEquals(
                "[[10.0,11.0,12.0,13.0,14.0],[12.0,13.0,14.0,15.0,16.0]]",
                r.path("primaryMetric").path("rawData").toString());
        Path dir = tmp.resolve("one-jvm");
        Json.write(dir.resolve(RunData.RESULTS_FILE), merged);
        RunData run = RunData.load(dir);
        assertEquals(2, run.results().size());
        assertEquals(2, run.results().get(0).estimate().forks(), "the estimate sees both forks");
    }

    @Test
    void eachForkKeepsTheStartOfItsLaunchInForkOrder() throws Exception {
        List<ForkMerge.Launch> launches = new ArrayList<>();
        int i = 0;
        for (ForkMerge.Launch l : interleavedOnOneJvm()) {
            String start = "2026-12-01T10:0" + i++ + ":00Z";
            l.results()
                    .forEach(r ->
                            ((com.fasterxml.jackson.databind.node.ObjectNode) r).put(ForkMerge.LAUNCH_START, start));
            launches.add(l);
        }
        JsonNode r = ForkMerge.merge(launches, false).get(0);
        assertEquals(
                "[\"2026-12-01T10:00:00Z\",\"2026-12-01T10:02:00Z\"]",
                r.path(ForkMerge.LAUNCH_STARTS).toString());
        assertFalse(r.has(ForkMerge.LAUNCH_START), "the per-launch field is folded into the list");
        assertFalse(
                ForkMerge.merge(interleavedOnOneJvm(), false).get(0).has(ForkMerge.LAUNCH_STARTS),
                "no starts recorded, none invented");
    }

    @Test
    void launchesOfSeveralJvmsMustNameTheirJvm() {
        IllegalArgumentException e =
                assertThrows(IllegalArgumentException.class, () -> ForkMerge.merge(launches(), false));
        assertTrue(e.getMessage().contains("several JVMs"), e.getMessage());
    }

    @Test
    void aScoreIsASumOnlyWhenItMatchesTheSumBetterThanTheMean() {
        assertTrue(ForkMerge.isSum(2.0, List.of(0.0, 1.0, 0.0, 1.0, 0.0)));
        assertFalse(ForkMerge.isSum(0.4, List.of(0.0, 1.0, 0.0, 1.0, 0.0)));
        assertFalse(ForkMerge.isSum(3.0, List.of(3.0)), "one sample cannot tell; taken as a mean");
    }

    /**
     * Fork {@code i} of the committed run's result (a fixture of real JMH output holding 4 forks) as a
     * single-fork launch writes it: every metric's {@code rawData} is that fork's; the primary samples
     * times {@code scale}; {@code gc.count} collects {@code collections[j]} in iteration j (its score the sum).
     */
    private static ObjectNode singleFork(int i, double scale, double... collections) throws Exception {
        ObjectNode f = (ObjectNode) Json.MAPPER
                .readTree(Path.of("src/test/resources/fixtures/jmh-result.json").toFile())
                .get(0);
        f.put("forks", 1);
        ObjectNode primary = (ObjectNode) f.get("primaryMetric");
        JsonNode samples = primary.path("rawData").get(i);
        ArrayNode raw = primary.putArray("rawData").addArray();
        samples.forEach(v -> raw.add(v.asDouble() * scale));
        primary.put(
                "score",
                StreamSupport.stream(raw.spliterator(), false)
                        .mapToDouble(JsonNode::asDouble)
                        .average()
                        .orElseThrow());
        f.path("secondaryMetrics").properties().forEach(e -> {
            ObjectNode m = (ObjectNode) e.getValue();
            JsonNode own = m.path("rawData").get(i);
            m.putArray("rawData").add(own);
            m.put(
                    "score",
                    StreamSupport.stream(own.spliterator(), false)
                            .mapToDouble(JsonNode::asDouble)
                            .average()
                            .orElseThrow());
        });
        ObjectNode gc = (ObjectNode) f.path("secondaryMetrics").path("gc.count");
        ArrayNode counts = gc.putArray("rawData").addArray();
        for (double c : collections) counts.add(c);
        gc.put("score", java.util.Arrays.stream(collections).sum());
        return f;
    }

    /** The A/B's merge of its rounds (fork i = round i) is the one of a run: JMH's figures for {@code -f 3}, and GC counts summed. */
    @Test
    void threeForksOfOneResultMergeLikeJmhWithForksThreeAndSumTheirCollections() throws Exception {
        List<ObjectNode> forks =
                List.of(singleFork(0, 1.0, 0, 1, 0), singleFork(1, 1.1, 1, 0, 1), singleFork(2, 0.9, 0, 0, 1));
        List<Double> all = new ArrayList<>();
        forks.forEach(f -> f.path("primaryMetric").path("rawData").get(0).forEach(v -> all.add(v.asDouble())));
        ObjectNode m = ForkMerge.mergeOne(forks);
        assertEquals(3, m.path("forks").asInt());
        JsonNode p = m.path("primaryMetric");
        assertEquals(3, p.path("rawData").size());
        assertEquals(
                forks.get(1).path("primaryMetric").path("rawData").toString(),
                "[" + p.path("rawData").get(1) + "]",
                "fork i is round i");
        double mean = all.stream().mapToDouble(Double::doubleValue).average().orElseThrow();
        double sd =
                Math.sqrt(all.stream().mapToDouble(v -> (v - mean) * (v - mean)).sum() / (all.size() - 1));
        double half = new org.apache.commons.math3.distribution.TDistribution(all.size() - 1)
                        .inverseCumulativeProbability(0.9995)
                * sd
                / Math.sqrt(all.size());
        assertEquals(mean, p.path("score").asDouble(), 1e-9);
        assertEquals(half, p.path("scoreError").asDouble(), 1e-6 * half, "JMH's 99.9% half-width over all iterations");
        assertEquals(mean - half, p.path("scoreConfidence").get(0).asDouble(), 1e-6 * mean);
        assertEquals(
                all.stream().mapToDouble(Double::doubleValue).max().orElseThrow(),
                p.path("scorePercentiles").path("100.0").asDouble(),
                1e-9);
        JsonNode gc = m.path("secondaryMetrics").path("gc.count");
        assertEquals(
                4.0,
                gc.path("score").asDouble(),
                "1 + 2 + 1 collections: summed over forks as JMH does, not their mean");
        assertEquals(
                3,
                m.path("secondaryMetrics")
                        .path("gc.alloc.rate.norm")
                        .path("rawData")
                        .size());

        Path run = java.nio.file.Files.createDirectories(tmp.resolve("ab-side"));
        Json.write(
                run.resolve(RunData.RESULTS_FILE), Json.MAPPER.createArrayNode().add(m));
        Result r = RunData.load(run).results().get(0);
        assertEquals(mean, r.score(), 1e-9);
        assertEquals(4.0, r.gc().collections(), "read as a run's");
    }
}

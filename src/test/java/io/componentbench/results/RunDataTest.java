package io.componentbench.results;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.componentbench.contender.ContenderKind;
import io.componentbench.workload.ContainerState;
import io.componentbench.workload.Distribution;
import io.componentbench.workload.Workload;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The run-directory format: the committed baseline and the test fixture load completely and exactly, and unknown input degrades to
 * named problems. Only the fixture's values are asserted: the baseline is replaced whenever a new run is promoted.
 */
class RunDataTest {
    static final Path BASELINE = Path.of("results/baseline");
    static final Path FIXTURE = Path.of("src/test/resources/fixtures/run-small");

    @TempDir
    Path tmp;

    @Test
    void theCommittedBaselineLoadsCompletely() throws Exception {
        RunData run = RunData.load(BASELINE);
        assertEquals(List.of(), run.problems());
        assertEquals(
                Json.MAPPER
                        .readTree(BASELINE.resolve(RunData.RESULTS_FILE).toFile())
                        .size(),
                run.results().size());
        assertEquals(
                Json.MAPPER
                        .readTree(BASELINE.resolve(RunData.FOOTPRINT_FILE).toFile())
                        .size(),
                run.footprint().size());
        Env env = run.env().orElseThrow();
        assertEquals(
                Files.readString(BASELINE.resolve("SOURCE")).trim().isEmpty(), false, "SOURCE names the promoted run");
        assertTrue(List.of("smoke", "quick", "full").contains(run.profile()), run.profile());
        assertTrue(env.machine().caches().containsKey("L1d"), "the machine's cache sizes are recorded");
        for (JsonNode entry :
                Json.MAPPER.readTree(BASELINE.resolve(RunData.FOOTPRINT_FILE).toFile())) {
            ContenderKind kind = ContenderKind.byId(entry.get("contender").asText());
            Distribution distribution =
                    Distribution.byId(entry.get("distribution").asText());
            assertEquals(
                    Optional.of(entry.get("bytesPerEntity").asDouble()),
                    run.footprint(kind, distribution, entry.get("size").asInt()).map(FootprintEntry::bytesPerEntity),
                    entry.toString());
        }
    }

    /** A footprint is found by contender, distribution and size; the fixture's figures are fixed, so its values can be asserted. */
    @Test
    void theFixturesFootprintIsFoundByContenderDistributionAndSize() throws Exception {
        RunData run = RunData.load(FIXTURE);
        assertEquals(
                Optional.of(28.016),
                run.footprint(ContenderKind.DIRECT_ARRAY, Distribution.DENSE, 1000)
                        .map(FootprintEntry::bytesPerEntity));
        assertEquals(
                Optional.of(280.016),
                run.footprint(ContenderKind.DIRECT_ARRAY, Distribution.SPARSE, 1000)
                        .map(FootprintEntry::bytesPerEntity));
        assertEquals(
                Optional.empty(),
                run.footprint(ContenderKind.DIRECT_ARRAY, Distribution.DENSE, 100_000),
                "a size not measured");
    }

    @Test
    void parsedParametersGiveBackExactlyWhatJmhWrote() throws Exception {
        for (Path dir : List.of(BASELINE, FIXTURE)) {
            JsonNode json =
                    Json.MAPPER.readTree(dir.resolve(RunData.RESULTS_FILE).toFile());
            List<Result> results = RunData.load(dir).results();
            for (int i = 0; i < results.size(); i++) {
                Map<String, String> params = new TreeMap<>();
                json.get(i)
                        .get("params")
                        .properties()
                        .forEach(e -> params.put(e.getKey(), e.getValue().asText()));
                assertEquals(
                        params,
                        results.get(i).params(),
                        json.get(i).get("benchmark").asText());
                assertEquals(
                        json.get(i).get("benchmark").asText().endsWith(".rawArray"),
                        results.get(i).isReference());
            }
        }
    }

    @Test
    void rawSamplesAreKeptPerForkAndIteration() throws Exception {
        JsonNode json =
                Json.MAPPER.readTree(BASELINE.resolve(RunData.RESULTS_FILE).toFile());
        List<Result> results = RunData.load(BASELINE).results();
        for (int i = 0; i < results.size(); i++) {
            Result r = results.get(i);
            JsonNode raw = json.get(i).get("primaryMetric").get("rawData");
            assertEquals(raw.size(), r.rawData().size(), "forks");
            List<Double> first = new ArrayList<>();
            raw.get(0).forEach(v -> first.add(v.asDouble()));
            assertEquals(first, r.rawData().get(0), "iterations of the first fork as reported");
            // JMH's avgt score is the mean of its iterations; per element, so is the mean of the converted samples
            double mean = r.rawNsPerElement().stream()
                    .flatMap(List::stream)
                    .mapToDouble(Double::doubleValue)
                    .average()
                    .orElseThrow();
            assertEquals(r.nsPerElement(), mean, 1e-9 * r.nsPerElement(), r.key());
        }
    }

    @Test
    void everyResultHasAnEstimateFromItsSamplesPerElement() throws Exception {
        for (Result r : RunData.load(BASELINE).results()) {
            var e = r.estimate();
            var method = r.rawData().size() > 1
                    ? io.componentbench.stats.IntervalMethod.FORKS
                    : io.componentbench.stats.IntervalMethod.SINGLE_FORK;
            assertEquals(method, e.method(), r.key());
            assertEquals(r.rawData().stream().mapToInt(List::size).sum(), e.iterations());
            double lo = r.rawNsPerElement().stream()
                    .flatMap(List::stream)
                    .mapToDouble(Double::doubleValue)
                    .min()
                    .orElseThrow();
            double hi = r.rawNsPerElement().stream()
                    .flatMap(List::stream)
                    .mapToDouble(Double::doubleValue)
                    .max()
                    .orElseThrow();
            assertTrue(e.center() >= lo && e.center() <= hi, "a trimmed mean lies within the samples: " + r.key());
        }
    }

    @Test
    void theEnvironmentRoundTripsUnchangedAndItsFingerprintIsReproduced() throws Exception {
        for (Path dir : List.of(BASELINE, FIXTURE)) {
            JsonNode written =
                    Json.MAPPER.readTree(dir.resolve(RunData.ENV_FILE).toFile());
            Env env = RunData.load(dir).env().orElseThrow();
            assertEquals(written.toString(), Json.compact(env), "env.json keeps its format");
            assertEquals(
                    env.machineFingerprint(),
                    env.machine().fingerprint(),
                    "same facts, same fingerprint: runs stay comparable");
        }
        Path copy = tmp.resolve("footprint.json");
        Json.write(copy, RunData.load(BASELINE).footprint());
        assertEquals(
                Json.MAPPER
                        .readTree(BASELINE.resolve(RunData.FOOTPRINT_FILE).toFile())
                        .toString(),
                Json.MAPPER.readTree(copy.toFile()).toString(),
                "footprint.json keeps its format, contenders and distributions by id");
    }

    @Test
    void unknownParametersAreKeptAndKeepResultsApart() throws Exception {
        String bench = "io.componentbench.bench.IterateBenchmark.contender";
        Map<String, String> plain =
                Map.of("size", "1000", "distribution", "dense", "state", "fresh", "contender", "sparse-set");
        Map<String, String> presized = new TreeMap<>(plain);
        presized.put("presized", "true");
        Path dir = RunDirs.create()
                .result(bench, plain, "avgt", "ns/op", 1000, 10)
                .result(bench, presized, "avgt", "ns/op", 900, 10)
                .write(tmp.resolve("run"));
        RunData run = RunData.load(dir);
        assertEquals(2, run.results().size(), run.problems().toString());
        Variant v = run.results().get(1).variant();
        assertEquals(Workload.ITERATE, v.workload());
        assertEquals(Optional.of(ContenderKind.SPARSE_SET), v.contender());
        assertEquals(Optional.of(ContainerState.FRESH), v.state());
        assertEquals(Map.of("presized", "true"), v.other());
        assertNotEquals(run.results().get(0).key(), run.results().get(1).key());
        assertNotEquals(run.results().get(0).scenario(), run.results().get(1).scenario());
        assertEquals(
                List.of("iterate sparse-set 1K", "iterate sparse-set 1K presized"),
                run.results().stream().map(r -> r.variant().shortName()).toList(),
                "short names keep them apart too");
    }

    @Test
    void shortNamesGiveWorkloadContenderSizeAndWhatDiffersFromDenseAndFresh() {
        Map<String, String> p = Map.of(
                "size",
                "1000000",
                "distribution",
                "sparse",
                "state",
                "churned",
                "order",
                "shuffled",
                "contender",
                "packed-sparse-set",
                "presized",
                "false",
                "jvm",
                "25.0.1");
        assertEquals(
                "lookup packed-sparse-set 1M sparse churned shuffled jvm=25.0.1 growing",
                Variant.parse("io.componentbench.bench.LookupBenchmark.contender", p)
                        .shortName());
        assertEquals(
                "iterate raw-array 1500",
                Variant.parse(
                                "io.componentbench.bench.IterateBenchmark.rawArray",
                                Map.of("size", "1500", "distribution", "dense"))
                        .shortName());
    }

    @Test
    void aResultThisVersionCannotReadIsANamedProblemNotAFailure() throws Exception {
        Path dir = RunDirs.create()
                .iterate("sparse-set", 1000, 10)
                .iterate("b-tree", 2000, 10)
                .write(tmp.resolve("run"));
        RunData run = RunData.load(dir);
        assertEquals(1, run.results().size());
        assertTrue(
                run.problems().stream()
                        .anyMatch(p -> p.part() == LoadProblem.Part.RESULT
                                && p.text().contains("b-tree")
                                && p.text().contains("sparse-set")),
                run.problems().toString());
    }

    @Test
    void aMissingEnvironmentOrFootprintIsAProblemOfThatPart() throws Exception {
        Path dir = RunDirs.create().iterate("sparse-set", 1000, 10).write(tmp.resolve("run"));
        Files.delete(dir.resolve(RunData.ENV_FILE));
        Files.writeString(dir.resolve(RunData.FOOTPRINT_FILE), "[{\"contender\": \"b-tree\"}]");
        RunData run = RunData.load(dir);
        assertEquals(
                List.of(LoadProblem.Part.ENVIRONMENT, LoadProblem.Part.FOOTPRINT),
                run.problems().stream().map(LoadProblem::part).toList(),
                run.problems().toString());
        assertEquals(1, run.results().size(), "neither leaves a result out");
    }

    @Test
    void anUnknownScoreUnitIsANamedProblemNotReadAsNanoseconds() throws Exception {
        Map<String, String> params =
                Map.of("size", "1000", "distribution", "dense", "state", "fresh", "contender", "hash-map");
        Path dir = RunDirs.create()
                .iterate("sparse-set", 1000, 10)
                .result("io.componentbench.bench.IterateBenchmark.contender", params, "avgt", "fortnights/op", 1000, 10)
                .write(tmp.resolve("run"));
        RunData run = RunData.load(dir);
        assertEquals(1, run.results().size(), "the hash-map result in fortnights is not read as nanoseconds");
        assertTrue(
                run.problems().stream()
                        .anyMatch(p -> p.part() == LoadProblem.Part.RESULT
                                && p.text().contains("unknown score unit 'fortnights/op'")),
                run.problems().toString());
    }

    @Test
    void aHistoryResultThisVersionCannotReadIsSkippedAlone() throws Exception {
        Path history = tmp.resolve("history.jsonl");
        History.append(
                history,
                RunData.load(RunDirs.create()
                        .iterate("sparse-set", 1000, 10)
                        .iterate("hash-map", 9000, 10)
                        .write(tmp.resolve("a"))));
        Files.writeString(history, Files.readString(history).replace("hash-map", "b-tree"));
        List<History.Point> points = History.load(history);
        assertEquals(1, points.size());
        assertEquals(
                Optional.of(ContenderKind.SPARSE_SET), points.get(0).variant().contender());
    }
}

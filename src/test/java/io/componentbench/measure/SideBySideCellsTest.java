package io.componentbench.measure;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.componentbench.contender.ContenderKind;
import io.componentbench.results.ForkMerge;
import io.componentbench.results.Json;
import io.componentbench.results.Result;
import io.componentbench.results.RunData;
import io.componentbench.results.SideBySideSamples;
import io.componentbench.stats.Ratio;
import io.componentbench.workload.ContainerState;
import io.componentbench.workload.Distribution;
import io.componentbench.workload.Order;
import io.componentbench.workload.Parameter;
import io.componentbench.workload.Workload;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * From a spec to the cell's parameters, and from a cell's JMH result to one result per subject that
 * the readers of a run read, with each subject's allocation and GC figures where the cell has them.
 */
class SideBySideCellsTest {

    private static final Spec LOOKUP = Spec.of(Workload.LOOKUP)
            .with(Parameter.SIZE, 1_000_000)
            .with(Parameter.DISTRIBUTION, Distribution.DENSE)
            .with(Parameter.STATE, ContainerState.FRESH)
            .with(Parameter.ORDER, Order.SHUFFLED);

    @Test
    void aSpecBecomesTheCellsParameters() {
        Map<String, List<String>> p = SideBySideCells.params(
                LOOKUP, CellGroups.single(List.of(ContenderKind.HASH_MAP, ContenderKind.PACKED_SPARSE_SET)), 3);
        assertEquals(List.of("lookup"), p.get("workload"));
        assertEquals(List.of("raw-array+hash-map+packed-sparse-set+twin"), p.get("subjects"));
        assertEquals(List.of("3"), p.get("seed"));
        assertEquals(List.of("shuffled"), p.get("order"));
        Spec churn = Spec.of(Workload.CHURN)
                .with(Parameter.SIZE, List.of(1000, 100_000))
                .with(Parameter.DISTRIBUTION, Distribution.DENSE);
        Map<String, List<String>> c =
                SideBySideCells.params(churn, CellGroups.single(List.of(ContenderKind.HASH_MAP)), 1);
        assertEquals(List.of("-"), c.get("state"));
        assertEquals(List.of("-"), c.get("order"));
        assertEquals(List.of("1000", "100000"), c.get("size"), "JMH makes a fork per size");
        Spec insert = Spec.of(Workload.INSERT)
                .with(Parameter.SIZE, 1000)
                .with(Parameter.DISTRIBUTION, Distribution.DENSE)
                .with(Parameter.ORDER, Order.INSERTION)
                .with(Parameter.PRESIZED, List.of(false, true));
        Map<String, List<String>> i =
                SideBySideCells.params(insert, CellGroups.single(List.of(ContenderKind.HASH_MAP)), 1);
        assertEquals(List.of("false", "true"), i.get("presized"));
        assertEquals(List.of("insertion"), i.get("order"));
    }

    /** A cell's JMH result as SideBySideBenchmark writes it: 2 iterations in one fork. */
    static ObjectNode cell(String state) {
        ObjectNode r = Json.MAPPER.createObjectNode();
        r.put("benchmark", SideBySideCells.BENCHMARK);
        r.put("mode", "avgt");
        r.put("forks", 1);
        ObjectNode p = r.putObject("params");
        p.put("workload", "lookup");
        p.put("size", "1000000");
        p.put("distribution", "dense");
        p.put("state", state);
        p.put("order", "shuffled");
        p.put("subjects", "raw-array+hash-map+packed-sparse-set+twin");
        p.put("seed", "1");
        ObjectNode primary = r.putObject("primaryMetric");
        primary.put("score", 5e6);
        primary.put("scoreUnit", "ns/op");
        primary.putArray("rawData").addArray().add(5e6).add(5e6);
        ObjectNode s = r.putObject("secondaryMetrics");
        metric(s, "anchorNs", 10, 12);
        metric(s, "s01", 5, 5.5);
        metric(s, "s02", 2, 2.2);
        metric(s, "s03", 1.01, 0.99);
        metric(s, "s04", 0, 0);
        return r;
    }

    private static void metric(ObjectNode s, String name, double a, double b) {
        ObjectNode m = s.putObject(name);
        m.put("score", a + b);
        m.put("scoreUnit", "#");
        m.putArray("rawData").addArray().add(a).add(b);
    }

    @Test
    void aCellBecomesOneResultPerSubject() {
        ArrayNode out = SideBySideCells.expand(Json.MAPPER.createArrayNode().add(cell("fresh")), true);
        assertEquals(3, out.size(), "anchor, hash-map, packed-sparse-set; the twin rides along as a metric");
        JsonNode raw = out.get(0);
        assertEquals(
                "io.componentbench.bench.LookupBenchmark.rawArray",
                raw.path("benchmark").asText());
        assertFalse(raw.path("params").has("state"), "the reference has no state");
        assertEquals(
                10 * Math.sqrt(1.01) * 1e6,
                raw.path("primaryMetric").path("rawData").get(0).get(0).asDouble(),
                1e-3,
                "the geometric mean of anchor and twin, ns/element x N");
        JsonNode hash = out.get(1);
        assertEquals(
                "io.componentbench.bench.LookupBenchmark.contender",
                hash.path("benchmark").asText());
        assertEquals("hash-map", hash.path("params").path("contender").asText());
        assertEquals("fresh", hash.path("params").path("state").asText());
        assertEquals(
                12 * 5.5 * 1e6,
                hash.path("primaryMetric").path("rawData").get(0).get(1).asDouble(),
                1e-3);
        assertEquals(
                1.01,
                hash.path("secondaryMetrics")
                        .path(SideBySideSamples.TWIN_METRIC)
                        .path("rawData")
                        .get(0)
                        .get(0)
                        .asDouble());
        assertFalse(hash.path("params").has("subjects"));

        ArrayNode churned = SideBySideCells.expand(Json.MAPPER.createArrayNode().add(cell("churned")), false);
        assertEquals(2, churned.size(), "another spec measures the reference");
    }

    @Test
    void insertCellsThatDifferOnlyInPresizedShareTheFirstCellsReference() {
        ArrayNode launch = Json.MAPPER.createArrayNode();
        for (String presized : new String[] {"false", "true"}) {
            ObjectNode c = cell("-");
            ObjectNode p = (ObjectNode) c.get("params");
            p.put("workload", "insert");
            p.put("order", "insertion");
            p.put("presized", presized);
            launch.add(c);
        }
        ArrayNode out = SideBySideCells.expand(launch, true);
        assertEquals(5, out.size(), "one reference, two contenders per cell");
        assertEquals(
                "io.componentbench.bench.InsertBenchmark.rawArray",
                out.get(0).path("benchmark").asText());
        assertFalse(out.get(0).path("params").has("presized"), "the reference takes no size hint");
        assertFalse(out.get(0).path("params").has("state"));
        assertEquals("insertion", out.get(0).path("params").path("order").asText());
        assertEquals("false", out.get(1).path("params").path("presized").asText());
        assertEquals("true", out.get(3).path("params").path("presized").asText());
        assertEquals(
                10 * 5 * 1e6,
                out.get(1).path("primaryMetric").path("rawData").get(0).get(0).asDouble(),
                1e-3,
                "time per operation = per element x the N inserts into one container, whatever the containers per unit");
    }

    @Test
    void aCellWithoutASubjectsSamplesIsRefused() {
        ObjectNode broken = cell("fresh");
        ((ObjectNode) broken.get("secondaryMetrics")).remove("s02");
        var e = assertThrows(
                IllegalArgumentException.class,
                () -> SideBySideCells.expand(Json.MAPPER.createArrayNode().add(broken), true));
        assertTrue(e.getMessage().contains("s02"), e.getMessage());
        ObjectNode zero = cell("fresh");
        ((ObjectNode) zero.get("secondaryMetrics")).remove("s01");
        metric((ObjectNode) zero.get("secondaryMetrics"), "s01", 0, 1);
        assertThrows(
                IllegalArgumentException.class,
                () -> SideBySideCells.expand(Json.MAPPER.createArrayNode().add(zero), true));
    }

    @Test
    void theReadersPairTheRatiosOfTwoForks(@TempDir Path dir) throws Exception {
        ArrayNode merged = ForkMerge.merge(
                List.of(
                        new ForkMerge.Launch(
                                "17",
                                SideBySideCells.expand(
                                        Json.MAPPER.createArrayNode().add(cell("fresh")), true)),
                        new ForkMerge.Launch(
                                "17",
                                SideBySideCells.expand(
                                        Json.MAPPER.createArrayNode().add(cell("fresh")), true))),
                false);
        Json.write(dir.resolve(RunData.RESULTS_FILE), merged);
        RunData run = RunData.load(dir);
        Result raw =
                run.results().stream().filter(Result::isReference).findFirst().orElseThrow();
        Result hash = run.results().stream()
                .filter(r -> r.contenderId().equals("hash-map"))
                .findFirst()
                .orElseThrow();
        Result packed = run.results().stream()
                .filter(r -> r.contenderId().equals("packed-sparse-set"))
                .findFirst()
                .orElseThrow();
        assertTrue(hash.counters().isEmpty(), "side-by-side metrics are not hardware counters");
        Ratio toRaw = hash.pairedRatio(raw).orElseThrow();
        assertEquals(
                Math.sqrt(5 / Math.sqrt(1.01) * 5.5 / Math.sqrt(0.99)),
                toRaw.center(),
                1e-9,
                "to the mean of anchor and twin");
        assertEquals(0, toRaw.halfWidth(), 1e-9, "two identical forks");
        Ratio between = hash.pairedRatio(packed).orElseThrow();
        assertEquals(Math.sqrt(5 * 5.5) / Math.sqrt(2 * 2.2), between.center(), 1e-9);
        assertEquals(1.0, hash.sideBySide().twinRatio().orElseThrow().center(), 0.01);
        assertTrue(raw.pairedRatio(hash).isEmpty(), "the reference holds no ratio to a contender");
        assertTrue(Files.exists(dir.resolve(RunData.RESULTS_FILE)));
    }

    /** Two cells (churn and growing inserts at 1K) as SideBySideBenchmark writes them with its cost slots: one fork, 3 iterations. */
    static final Path CELLS_WITH_COSTS = Path.of("src/test/resources/fixtures/side-by-side/cells-with-costs.json");

    static ArrayNode cellsWithCosts() throws Exception {
        return (ArrayNode) Json.MAPPER.readTree(CELLS_WITH_COSTS.toFile());
    }

    /** The cells as a run before the cost slots recorded them. */
    static ArrayNode withoutCosts(ArrayNode cells) {
        ArrayNode old = cells.deepCopy();
        for (JsonNode c : old) {
            ((ObjectNode) c.get("secondaryMetrics"))
                    .properties()
                    .removeIf(e -> e.getKey().matches("(alloc|gcCount|gcMs|timedMs)\\d\\d"));
        }
        return old;
    }

    private static JsonNode subject(ArrayNode results, String workload, String contender) {
        for (JsonNode r : results) {
            String benchmark = r.path("benchmark").asText();
            String id = benchmark.endsWith(".rawArray")
                    ? "raw-array"
                    : r.path("params").path("contender").asText();
            if (Workload.ofBenchmark(benchmark).id().equals(workload) && id.equals(contender)) return r;
        }
        throw new AssertionError("no " + workload + " " + contender + " in " + results);
    }

    private static List<Double> fork0(JsonNode result, String metric) {
        List<Double> out = new java.util.ArrayList<>();
        result.path("secondaryMetrics").path(metric).path("rawData").get(0).forEach(v -> out.add(v.asDouble()));
        return out;
    }

    @Test
    void eachSubjectGetsItsOwnAllocationAndGcFiguresInTheGcProfilersShape() throws Exception {
        ArrayNode out = SideBySideCells.expand(cellsWithCosts(), true);
        JsonNode hashChurn = subject(out, "churn", "hash-map");
        assertEquals(
                List.of(9500.0, 9600.0, 9400.0),
                fork0(hashChurn, SideBySideCells.ALLOC_METRIC),
                "bytes per operation: per element x the N entities of a frame");
        assertEquals(
                "B/op",
                hashChurn
                        .path("secondaryMetrics")
                        .path(SideBySideCells.ALLOC_METRIC)
                        .path("scoreUnit")
                        .asText());
        assertEquals(List.of(1.0, 0.0, 1.0), fork0(hashChurn, SideBySideCells.GC_COUNT_METRIC));
        assertEquals(
                2.0,
                hashChurn
                        .path("secondaryMetrics")
                        .path(SideBySideCells.GC_COUNT_METRIC)
                        .path("score")
                        .asDouble(),
                "summed over iterations, as JMH's GC profiler reports it");
        assertEquals(List.of(3.0, 0.0, 4.0), fork0(hashChurn, SideBySideCells.GC_TIME_METRIC));
        assertEquals(List.of(104.0, 103.0, 105.0), fork0(hashChurn, SideBySideSamples.TIMED_METRIC));
        JsonNode packedChurn = subject(out, "churn", "packed-sparse-set");
        assertEquals(List.of(0.0, 1.0, 0.0), fork0(packedChurn, SideBySideCells.GC_COUNT_METRIC), "its own slot's");
        JsonNode raw = subject(out, "insert", "raw-array");
        assertEquals(List.of(0.0, 0.0, 0.0), fork0(raw, SideBySideCells.ALLOC_METRIC), "the anchor's: slot 0");
        assertEquals(List.of(80.0, 81.0, 79.0), fork0(raw, SideBySideSamples.TIMED_METRIC));
        assertEquals(
                List.of(52100.0, 52000.0, 52200.0),
                fork0(subject(out, "insert", "hash-map"), SideBySideCells.ALLOC_METRIC),
                "an insert operation is the N inserts into one container");
    }

    @Test
    void aCellWithoutCostSlotsOrWithAnUnreportedOneGivesNoFiguresRatherThanZeros() throws Exception {
        for (JsonNode r : SideBySideCells.expand(withoutCosts(cellsWithCosts()), true)) {
            JsonNode secondary = r.path("secondaryMetrics");
            assertTrue(secondary.has(SideBySideSamples.RATIO_METRIC), "the ratios still load");
            for (String m : List.of(
                    SideBySideCells.ALLOC_METRIC,
                    SideBySideCells.GC_COUNT_METRIC,
                    SideBySideCells.GC_TIME_METRIC,
                    SideBySideSamples.TIMED_METRIC)) assertFalse(secondary.has(m), m);
        }
        ArrayNode cells = cellsWithCosts();
        ObjectNode unreported =
                (ObjectNode) cells.get(0).path("secondaryMetrics").path("alloc02");
        ((ArrayNode) unreported.get("rawData").get(0))
                .set(1, Json.MAPPER.getNodeFactory().textNode("NaN"));
        JsonNode packed = subject(SideBySideCells.expand(cells, true), "churn", "packed-sparse-set");
        assertFalse(
                packed.path("secondaryMetrics").has(SideBySideCells.ALLOC_METRIC),
                "NaN: a build that does not count its allocation");
        assertTrue(packed.path("secondaryMetrics").has(SideBySideCells.GC_COUNT_METRIC));
    }

    @Test
    void forksOfCostsMergeAndReadAsTheGcProfilersFigures(@TempDir Path dir) throws Exception {
        ArrayNode cells = cellsWithCosts();
        ArrayNode second = cellsWithCosts();
        // the second fork: hash-map's churn saw no collection at all (a sum of 0 is not a mean of 0)
        for (String m : List.of("gcCount01", "gcMs01")) {
            ObjectNode none =
                    (ObjectNode) second.get(0).path("secondaryMetrics").path(m);
            none.put("score", 0);
            none.set(
                    "rawData",
                    Json.MAPPER
                            .createArrayNode()
                            .add(Json.MAPPER.createArrayNode().add(0.0).add(0.0).add(0.0)));
        }
        ArrayNode merged = ForkMerge.merge(
                List.of(
                        new ForkMerge.Launch("17", SideBySideCells.expand(cells, true)),
                        new ForkMerge.Launch("17", SideBySideCells.expand(second, true)),
                        new ForkMerge.Launch("17", SideBySideCells.expand(withoutCosts(cellsWithCosts()), true))),
                false);
        Json.write(dir.resolve(RunData.RESULTS_FILE), merged);
        RunData run = RunData.load(dir);
        Result hash = run.results().stream()
                .filter(r -> r.workload() == Workload.CHURN && r.contenderId().equals("hash-map"))
                .findFirst()
                .orElseThrow();
        assertEquals(9.5, hash.allocBytesPerElement(), 1e-9, "the mean over the forks that counted");
        assertEquals(2, hash.gc().collections(), "every iteration of every fork, summed");
        assertEquals(7, hash.gc().millis(), 1e-9);
        assertEquals(
                2 * (104 + 103 + 105), hash.gc().measuredMillis(), 1e-9, "its own timed parts, not the iterations");
        assertEquals(7.0 / 624, hash.gc().fraction(), 1e-12);
        Result packedInsert = run.results().stream()
                .filter(r -> r.workload() == Workload.INSERT && r.contenderId().equals("packed-sparse-set"))
                .findFirst()
                .orElseThrow();
        assertEquals(14.0, packedInsert.allocBytesPerElement(), 1e-9);
        assertEquals(0, packedInsert.gc().collections());
        assertEquals(3, hash.rawData().size(), "the fork without figures still counts for the times");

        Json.write(
                dir.resolve(RunData.RESULTS_FILE),
                ForkMerge.merge(
                        List.of(new ForkMerge.Launch(
                                "17", SideBySideCells.expand(withoutCosts(cellsWithCosts()), true))),
                        false));
        for (Result r : RunData.load(dir).results()) {
            assertTrue(Double.isNaN(r.allocBytesPerElement()), "an older run: not profiled, not zero");
            assertTrue(Double.isNaN(r.gc().collections()));
            assertTrue(Double.isNaN(r.gc().fraction()));
        }
    }
}

package io.componentbench.ab;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.componentbench.results.Result;
import io.componentbench.results.RunData;
import io.componentbench.measure.BenchmarkRunner;
import io.componentbench.results.Json;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.apache.commons.math3.distribution.TDistribution;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Merging forks of real JMH output (a result of a committed run, kept as a fixture) into one JMH result with one rawData entry per fork. */
class ForkResultsTest {
    @TempDir
    Path tmp;

    @Test
    void threeForksMergeLikeJmhWithForksThree() throws Exception {
        ObjectNode real = (ObjectNode) Json.MAPPER.readTree(Path.of("src/test/resources/fixtures/jmh-result.json").toFile()).get(0);
        List<ObjectNode> forks = new ArrayList<>();
        List<Double> all = new ArrayList<>();
        for (double scale : new double[] {1.0, 1.1, 0.9}) {
            ObjectNode f = real.deepCopy();
            ArrayNode raw = ((ObjectNode) f.get("primaryMetric")).putArray("rawData").addArray();
            for (JsonNode v : real.path("primaryMetric").path("rawData").get(0)) {
                raw.add(v.asDouble() * scale);
                all.add(v.asDouble() * scale);
            }
            forks.add(f);
        }
        ObjectNode m = ForkResults.merge(forks);
        assertEquals(3, m.path("forks").asInt());
        JsonNode p = m.path("primaryMetric");
        assertEquals(3, p.path("rawData").size());
        assertEquals(1.1 * real.path("primaryMetric").path("rawData").get(0).get(0).asDouble(), p.path("rawData").get(1).get(0).asDouble(), 1e-9);
        double mean = all.stream().mapToDouble(Double::doubleValue).average().orElseThrow();
        double sd = Math.sqrt(all.stream().mapToDouble(v -> (v - mean) * (v - mean)).sum() / (all.size() - 1));
        double half = new TDistribution(all.size() - 1).inverseCumulativeProbability(0.9995) * sd / Math.sqrt(all.size());
        assertEquals(mean, p.path("score").asDouble(), 1e-9);
        assertEquals(half, p.path("scoreError").asDouble(), 1e-6 * half, "JMH's 99.9% half-width over all iterations");
        assertEquals(mean - half, p.path("scoreConfidence").get(0).asDouble(), 1e-6 * mean);
        assertEquals(all.stream().mapToDouble(Double::doubleValue).max().orElseThrow(), p.path("scorePercentiles").path("100.0").asDouble(), 1e-9);
        JsonNode alloc = m.path("secondaryMetrics").path("gc.alloc.rate.norm");
        assertEquals(3, alloc.path("rawData").size());
        assertEquals(real.path("secondaryMetrics").path("gc.alloc.rate.norm").path("score").asDouble(), alloc.path("score").asDouble(), 1e-12);

        Path run = Files.createDirectories(tmp.resolve("run"));
        Json.write(run.resolve(RunData.RESULTS_FILE), Json.MAPPER.createArrayNode().add(m));
        Result r = RunData.load(run).results().get(0);
        assertEquals(mean, r.score(), 1e-9);
        assertEquals(half, r.scoreError(), 1e-6 * half);
    }
}

package io.componentbench.ab;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.componentbench.results.ForkMerge;
import io.componentbench.results.Json;
import io.componentbench.results.ResultKey;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Iterator;
import java.util.List;
import org.openjdk.jmh.util.ListStatistics;

/**
 * JMH JSON for A/B runs: reads the result of one fork, and merges the K forks of one cell (one per
 * round) into the single JMH result JMH itself would have written for {@code -f K}: every metric's
 * {@code rawData} holds one array per fork in round order, and score, 99.9% error, confidence interval
 * and percentiles are recomputed over all iterations with JMH's own statistics. So a side's merged file
 * is an ordinary run's {@code jmh-results.json} that the report and {@code cli compare} read, and the
 * paired comparison finds each round's fork at its index.
 */
final class ForkResults {
    static final double CONFIDENCE = 0.999;
    private static final double[] PERCENTILES = {0.0, 50.0, 90.0, 95.0, 99.0, 99.9, 99.99, 99.999, 99.9999, 100.0};

    private ForkResults() {}

    /** The one result of {@code cell} in a fork's result file; an {@link IOException} naming what is wrong otherwise. */
    static ObjectNode read(Path file, AbCell cell) throws IOException {
        JsonNode root;
        try {
            root = Json.MAPPER.readTree(Files.readString(file));
        } catch (IOException e) {
            throw new IOException("unreadable fork result " + file + " for " + cell.label() + ": " + e.getMessage());
        }
        if (root == null || !root.isArray() || root.size() != 1 || !root.get(0).isObject()) {
            throw new IOException("fork result " + file + " for " + cell.label() + " is not a JMH result array holding one result");
        }
        ObjectNode r = (ObjectNode) root.get(0);
        if (!ResultKey.of(r).equals(cell.key())) {
            throw new IOException("fork result " + file + " holds " + ResultKey.of(r) + ", expected " + cell.key());
        }
        if (rawData(r.path("primaryMetric")).length == 0) throw new IOException("fork result " + file + " for " + cell.label() + " has no measurements");
        return r;
    }

    /** One JMH result holding the forks of one cell, in order. */
    static ObjectNode merge(List<ObjectNode> forks) {
        ObjectNode merged = forks.get(0).deepCopy();
        merged.put("forks", forks.size());
        merged.set("primaryMetric", mergeMetric(forks.stream().map(f -> f.path("primaryMetric")).toList(), false));
        ObjectNode secondary = merged.putObject("secondaryMetrics");
        for (Iterator<String> it = forks.get(0).path("secondaryMetrics").fieldNames(); it.hasNext(); ) {
            String name = it.next();
            List<JsonNode> metrics = forks.stream().map(f -> f.path("secondaryMetrics").path(name)).toList();
            if (metrics.stream().allMatch(JsonNode::isObject)) secondary.set(name, mergeMetric(metrics, true));
        }
        return merged;
    }

    /**
     * A metric over several forks. The primary score is the mean of all iterations (what JMH reports
     * for several forks); a secondary score is the mean of the forks' own scores, since some (GC counts)
     * are sums within a fork.
     */
    private static ObjectNode mergeMetric(List<JsonNode> forks, boolean secondary) {
        ObjectNode m = forks.get(0).deepCopy();
        ArrayNode raw = m.putArray("rawData");
        ListStatistics all = new ListStatistics();
        for (JsonNode f : forks) {
            ArrayNode fork = raw.addArray();
            for (double v : rawData(f)) {
                fork.add(v);
                all.addValue(v);
            }
        }
        double score = secondary ? forks.stream().mapToDouble(f -> number(f.path("score"))).average().orElse(Double.NaN) : all.getMean();
        putNumber(m, "score", score);
        double error = all.getN() > 2 ? all.getMeanErrorAt(CONFIDENCE) : Double.NaN;
        putNumber(m, "scoreError", error);
        ArrayNode ci = m.putArray("scoreConfidence");
        if (Double.isNaN(error)) {
            ci.add(score).add(score);
        } else {
            ci.add(score - error).add(score + error);
        }
        ObjectNode pct = m.putObject("scorePercentiles");
        for (double p : PERCENTILES) pct.put(String.valueOf(p), all.getN() == 0 ? Double.NaN : all.getPercentile(p));
        return m;
    }

    /** The iterations of a metric's first fork (a fork's result file has one). */
    static double[] rawData(JsonNode metric) {
        return ForkMerge.fork(metric, 0);
    }

    static double number(JsonNode n) {
        if (n == null || n.isNull() || n.isMissingNode()) return Double.NaN;
        if (n.isNumber()) return n.asDouble();
        try {
            return Double.parseDouble(n.asText());
        } catch (NumberFormatException e) {
            return Double.NaN;
        }
    }

    private static void putNumber(ObjectNode m, String field, double v) {
        if (Double.isNaN(v)) m.put(field, "NaN");
        else m.put(field, v);
    }
}

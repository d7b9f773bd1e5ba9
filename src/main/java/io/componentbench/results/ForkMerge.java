package io.componentbench.results;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.openjdk.jmh.util.ListStatistics;

/**
 * Merges the JMH results of single-fork launches (one launch per spec, JVM and fork round, see
 * {@code measure.BenchmarkRunner}) into JMH's own JSON format: one result per (benchmark, mode, parameters,
 * JVM), whose {@code rawData} holds one entry per fork in launch order, so every reader of JMH JSON
 * reads it unchanged. In a run of several JVMs the JVM becomes a parameter, {@value #JVM_PARAM} =
 * its version string, so every reader also treats it as a dimension; a run of one JVM keeps JMH's
 * parameters as they are, so its results match those of any other one-JVM run.
 *
 * <p>Per metric: the score is the mean of all iteration samples, with JMH's 99.9% Student-t
 * half-width over them and JMH's percentiles; metrics JMH sums over iterations ({@code gc.count},
 * {@code gc.time}: their score is the sum of their samples) are summed over forks with no error,
 * as JMH reports them. Summed, not averaged: a merged result must be the one JMH writes for
 * {@code -f K}, whose {@code gc.count} counts the collections of every measured iteration of every
 * fork, as {@link RunData} reads it ({@link GcTime#collections}).
 *
 * <p>The A/B merges its rounds here too ({@link #mergeOne}), so an A/B side's results read as a run's.
 */
public final class ForkMerge {
    /** The synthetic JMH parameter naming the JVM of a result in a run of several JVMs. */
    public static final String JVM_PARAM = io.componentbench.results.Variant.JVM_PARAM;

    private static final double CONFIDENCE = 0.999;
    private static final double[] PERCENTILES = {0.0, 50.0, 90.0, 95.0, 99.0, 99.9, 99.99, 99.999, 99.9999, 100.0};

    /**
     * Set by the runner on each result of a launch: when the launch started (ISO-8601). A launch is
     * one fork round of one spec: its JMH forks, one per parameter combination (side by side: one per
     * cell), run one after another in JMH's parameter order from that moment.
     */
    public static final String LAUNCH_START = "launchStart";
    /**
     * A merged result's launch start times, in the order of its {@code rawData} forks: which forks of
     * different results ran close together (absent when a launch did not record its start).
     */
    public static final String LAUNCH_STARTS = "launchStarts";

    /** The JMH JSON result array of one launch, and the id of the JVM its forks ran on. */
    public record Launch(String jvmId, JsonNode results) {}

    private ForkMerge() {}

    /**
     * One merged result per (benchmark, mode, parameters, JVM), ordered by first appearance of the
     * benchmark and parameters, then by first appearance of the JVM.
     *
     * @param nameJvm add the {@value #JVM_PARAM} parameter (a run of several JVMs); without it the
     *     launches must all come from one JVM
     * @throws IllegalArgumentException if a result already has a {@value #JVM_PARAM} parameter that
     *     would be added, launches of several JVMs are not to be named, or the forks of one result
     *     disagree on a metric's unit
     */
    public static ArrayNode merge(List<Launch> launches, boolean nameJvm) {
        if (!nameJvm && launches.stream().map(Launch::jvmId).distinct().count() > 1) {
            throw new IllegalArgumentException("launches of several JVMs must name their JVM: "
                    + launches.stream().map(Launch::jvmId).distinct().toList());
        }
        Map<String, Map<String, List<JsonNode>>> groups = new LinkedHashMap<>();
        for (Launch launch : launches) {
            for (JsonNode r : launch.results()) {
                if (nameJvm && r.path("params").has(JVM_PARAM)) {
                    throw new IllegalArgumentException(
                            r.path("benchmark").asText() + " already has a '" + JVM_PARAM + "' parameter");
                }
                String key = ResultKey.of(r) + "|" + r.path("mode").asText();
                groups.computeIfAbsent(key, k -> new LinkedHashMap<>())
                        .computeIfAbsent(launch.jvmId(), k -> new ArrayList<>())
                        .add(r);
            }
        }
        ArrayNode out = Json.MAPPER.createArrayNode();
        for (Map<String, List<JsonNode>> byJvm : groups.values()) {
            for (Map.Entry<String, List<JsonNode>> e : byJvm.entrySet())
                out.add(mergeForks(nameJvm ? e.getKey() : null, e.getValue()));
        }
        return out;
    }

    /**
     * The forks of one result, in order, as one result, merged as {@link #merge} merges them: the
     * A/B's rounds (fork i = round i). The first fork's parameters stand for all (a side-by-side
     * round's seed differs from round to round).
     */
    public static ObjectNode mergeOne(List<? extends JsonNode> forks) {
        if (forks.isEmpty()) throw new IllegalArgumentException("no fork to merge");
        return mergeForks(null, forks);
    }

    /** The forks of one result as one; {@code jvmId} becomes the {@value #JVM_PARAM} parameter unless null. */
    private static ObjectNode mergeForks(String jvmId, List<? extends JsonNode> forks) {
        ObjectNode merged = forks.get(0).deepCopy();
        String name = merged.path("benchmark").asText();
        merged.put(
                "forks", forks.stream().mapToInt(f -> f.path("forks").asInt(1)).sum());
        merged.remove(LAUNCH_START);
        if (forks.stream().allMatch(f -> f.has(LAUNCH_START))) {
            ArrayNode starts = merged.putArray(LAUNCH_STARTS);
            forks.forEach(f -> starts.add(f.get(LAUNCH_START).asText()));
        }
        if (jvmId != null) {
            ObjectNode params = merged.has("params") ? (ObjectNode) merged.get("params") : merged.putObject("params");
            params.put(JVM_PARAM, jvmId);
        }
        merged.set(
                "primaryMetric",
                mergeMetric(
                        name, forks.stream().map(f -> f.get("primaryMetric")).toList(), false));
        Map<String, List<JsonNode>> secondary = new LinkedHashMap<>();
        for (JsonNode f : forks) {
            f.path("secondaryMetrics")
                    .properties()
                    .forEach(e -> secondary
                            .computeIfAbsent(e.getKey(), k -> new ArrayList<>())
                            .add(e.getValue()));
        }
        ObjectNode sec = Json.MAPPER.createObjectNode();
        secondary.forEach((metric, nodes) -> sec.set(metric, mergeMetric(name + " " + metric, nodes, true)));
        merged.set("secondaryMetrics", sec);
        return merged;
    }

    /** One metric over forks; {@code mayBeSum}: secondary metrics may be sums (primary ones never are). */
    private static ObjectNode mergeMetric(String name, List<JsonNode> forks, boolean mayBeSum) {
        ObjectNode m = forks.get(0).deepCopy();
        String unit = m.path("scoreUnit").asText();
        ArrayNode rawData = Json.MAPPER.createArrayNode();
        ArrayNode histograms = Json.MAPPER.createArrayNode();
        List<Double> samples = new ArrayList<>();
        boolean summed = false;
        double total = 0;
        for (JsonNode f : forks) {
            if (!f.path("scoreUnit").asText().equals(unit)) {
                throw new IllegalArgumentException(name + ": forks report different units (" + unit + ", "
                        + f.path("scoreUnit").asText() + ")");
            }
            List<Double> fork = new ArrayList<>();
            for (JsonNode raw : f.path("rawData")) {
                rawData.add(raw);
                raw.forEach(x -> fork.add(number(x)));
            }
            f.path("rawDataHistogram").forEach(histograms::add);
            samples.addAll(fork);
            double score = number(f.get("score"));
            total += score;
            summed |= mayBeSum && isSum(score, fork);
        }
        m.set("rawData", rawData);
        if (!histograms.isEmpty()) m.set("rawDataHistogram", histograms);
        if (summed) {
            m.put("score", total);
            putNumber(m, "scoreError", Double.NaN);
            m.set("scoreConfidence", Json.MAPPER.createArrayNode().add(total).add(total));
            ObjectNode pct = m.putObject("scorePercentiles");
            for (double p : PERCENTILES) pct.put(String.valueOf(p), total);
        } else {
            ListStatistics stats = new ListStatistics(
                    samples.stream().mapToDouble(Double::doubleValue).toArray());
            putNumber(m, "score", stats.getMean());
            putNumber(m, "scoreError", stats.getMeanErrorAt(CONFIDENCE));
            double[] ci = stats.getConfidenceIntervalAt(CONFIDENCE);
            ArrayNode conf = m.putArray("scoreConfidence");
            for (double c : ci) putNumber(conf, c);
            ObjectNode pct = m.putObject("scorePercentiles");
            for (double p : PERCENTILES) putNumber(pct, String.valueOf(p), stats.getPercentile(p));
        }
        return m;
    }

    /** Whether a fork's score is the sum of its samples rather than their mean (JMH's SUM aggregation). */
    static boolean isSum(double score, List<Double> samples) {
        if (samples.size() < 2) return false;
        double sum = samples.stream().mapToDouble(Double::doubleValue).sum();
        return Math.abs(score - sum) < Math.abs(score - sum / samples.size());
    }

    /** The iterations of fork {@code i} of a metric ({@code rawData[i]}), empty when there is no such fork. */
    public static double[] fork(JsonNode metric, int i) {
        JsonNode f = metric.path("rawData").path(i);
        double[] v = new double[f.size()];
        for (int j = 0; j < v.length; j++) v[j] = number(f.get(j));
        return v;
    }

    /** A JSON number, or JMH's string {@code "NaN"} / {@code "Infinity"}. */
    private static double number(JsonNode n) {
        if (n == null || n.isNull()) return Double.NaN;
        return n.isNumber() ? n.asDouble() : Double.parseDouble(n.asText());
    }

    private static void putNumber(ObjectNode o, String field, double v) {
        if (Double.isFinite(v)) o.put(field, v);
        else o.put(field, String.valueOf(v));
    }

    private static void putNumber(ArrayNode a, double v) {
        if (Double.isFinite(v)) a.add(v);
        else a.add(String.valueOf(v));
    }
}

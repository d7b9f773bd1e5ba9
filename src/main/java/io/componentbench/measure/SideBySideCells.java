package io.componentbench.measure;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.componentbench.contender.ContenderKind;
import io.componentbench.results.ForkMerge;
import io.componentbench.results.Json;
import io.componentbench.results.SideBySideSamples;
import io.componentbench.workload.Distribution;
import io.componentbench.workload.Order;
import io.componentbench.workload.Parameter;
import io.componentbench.workload.SliceSubject;
import io.componentbench.workload.Workload;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The side-by-side measurement as the rest of the project sees it. {@link #params} turns a spec into
 * the parameters of {@code SideBySideBenchmark} (one JMH fork per cell, the cell's contenders
 * between the {@code raw-array} anchor and its twin); {@link #expand} turns the one JMH result of
 * each cell back into one result per contender (and the anchor), in the shape of a run measured in
 * forks of their own: the same benchmark names and parameters, times per operation in
 * {@code primaryMetric.rawData} (the reference's time in the iteration x the subject's ratio to it;
 * the reference ran twice a round, as the anchor and as its twin, and stands for the geometric mean
 * of the two, so the anchor's own noise enters every ratio at half its variance),
 * and the paired ratios themselves as the {@value SideBySideSamples#RATIO_METRIC} and
 * {@value SideBySideSamples#TWIN_METRIC} metrics, so every reader of a run reads both kinds. What
 * each subject's timed parts allocated and collected becomes the metrics JMH's GC profiler writes
 * ({@value #ALLOC_METRIC} per operation, {@value #GC_COUNT_METRIC} and {@value #GC_TIME_METRIC} per
 * iteration), with the timed parts' own milliseconds as {@value SideBySideSamples#TIMED_METRIC},
 * the time those collections are a share of.
 */
public final class SideBySideCells {
    /** The JMH benchmark that measures a cell. */
    public static final String BENCHMARK = Workload.BENCH_PACKAGE + ".SideBySideBenchmark.round";
    /** The benchmark's parameter naming the cell's workload. */
    public static final String WORKLOAD = "workload";

    /** JMH's GC profiler's bytes allocated per operation. */
    public static final String ALLOC_METRIC = "gc.alloc.rate.norm";
    /** JMH's GC profiler's collections per iteration. */
    public static final String GC_COUNT_METRIC = "gc.count";
    /** JMH's GC profiler's milliseconds in collections per iteration. */
    public static final String GC_TIME_METRIC = "gc.time";

    private static final String SEPARATOR = SliceSubject.SEPARATOR;
    private static final String TWIN = SliceSubject.TWIN;
    private static final String NONE = SliceSubject.NONE;
    private static final String REFERENCE = SliceSubject.REFERENCE;
    private static final int SLOTS = SliceSubject.SLOTS;

    private SideBySideCells() {}

    /**
     * JMH parameters of the cells of a spec: its own (every value list, JMH makes one fork per
     * combination), the workload, {@value #NONE} for parameters the workload lacks, the subjects of
     * each group of contenders (anchor, the group, twin: one value per group, so JMH runs each group
     * in a fork of its own) and the seed of the subject order.
     *
     * @throws IllegalArgumentException when a group would hold more subjects than the benchmark has slots, or there is none
     */
    public static Map<String, List<String>> params(Spec spec, CellGroups groups, long seed) {
        if (groups.groups().isEmpty()) throw new IllegalArgumentException("a cell needs at least one contender");
        Map<String, List<String>> p = new LinkedHashMap<>();
        p.put(WORKLOAD, List.of(spec.workload().id()));
        for (Map.Entry<String, List<String>> e : spec.params().entrySet()) {
            if (!e.getKey().equals(Parameter.CONTENDER.name())) p.put(e.getKey(), e.getValue());
        }
        p.putIfAbsent(Parameter.STATE.name(), List.of(NONE));
        p.putIfAbsent(Parameter.ORDER.name(), List.of(NONE));
        List<String> cells = new ArrayList<>();
        for (List<ContenderKind> group : groups.groups()) {
            if (group.size() + 2 > SLOTS) {
                throw new IllegalArgumentException(
                        "a side-by-side cell holds at most " + (SLOTS - 2) + " contenders, got " + group.size());
            }
            List<String> subjects = new ArrayList<>();
            subjects.add(REFERENCE);
            group.forEach(k -> subjects.add(Parameter.CONTENDER.format(k)));
            subjects.add(TWIN);
            cells.add(String.join(SEPARATOR, subjects));
        }
        p.put("subjects", cells);
        p.put("seed", List.of(String.valueOf(seed)));
        return p;
    }

    /**
     * One launch's JMH results with every side-by-side cell replaced by one result per subject; other
     * results pass unchanged. The anchor's result is kept only when {@code withReference} (another
     * spec measures it otherwise, as in a run of forks); the twin appears as the
     * {@value SideBySideSamples#TWIN_METRIC} of every result of its cell.
     *
     * @throws IllegalArgumentException when a cell's result lacks a subject's samples
     */
    public static ArrayNode expand(JsonNode launch, boolean withReference) {
        ArrayNode out = Json.MAPPER.createArrayNode();
        Set<String> anchors = new HashSet<>();
        for (JsonNode r : launch) {
            if (!r.path("benchmark").asText().equals(BENCHMARK)) {
                out.add(r);
                continue;
            }
            JsonNode params = r.path("params");
            Workload w = Workload.byId(params.path(WORKLOAD).asText());
            List<String> subjects =
                    List.of(params.path("subjects").asText().split(java.util.regex.Pattern.quote(SEPARATOR)));
            int size = params.path(Parameter.SIZE.name()).asInt();
            String order = params.path(Parameter.ORDER.name()).asText(NONE);
            String state = params.path(Parameter.STATE.name()).asText(NONE);
            String presized = params.path(Parameter.PRESIZED.name()).asText(NONE);
            Distribution distribution = Parameter.DISTRIBUTION.parse(
                    params.path(Parameter.DISTRIBUTION.name()).asText());
            long elements = w.elementsPerOperation(
                    size,
                    order.equals(NONE) ? Optional.empty() : Optional.of(Order.byId(order)),
                    distribution,
                    "avgt",
                    0);
            int twinSlot = subjects.indexOf(TWIN);
            List<List<Double>> twin = twinSlot > 0 ? samples(r, slot(twinSlot)) : List.of();
            // the reference ran twice a round (anchor and twin): its time is the geometric mean of the two,
            // and every ratio is to that mean, which halves the variance the anchor's own noise adds to them
            List<List<Double>> halfTwin = twin.isEmpty() ? null : map(twin, Math::sqrt);
            List<List<Double>> anchorNs =
                    halfTwin == null ? samples(r, "anchorNs") : times(samples(r, "anchorNs"), halfTwin);
            for (int i = 0; i < subjects.size(); i++) {
                String subject = subjects.get(i);
                boolean anchor = i == 0;
                if (subject.equals(TWIN) || anchor && !withReference) continue;
                List<List<Double>> ratios = anchor
                        ? ones(anchorNs)
                        : halfTwin == null
                                ? samples(r, slot(i))
                                : times(samples(r, slot(i)), map(halfTwin, v -> 1 / v));
                ObjectNode result = r.deepCopy();
                result.put("benchmark", w.benchmark(anchor));
                ObjectNode p = result.putObject("params");
                if (!anchor) p.put(Parameter.CONTENDER.name(), subject);
                p.put(Parameter.DISTRIBUTION.name(), Parameter.DISTRIBUTION.format(distribution));
                if (!order.equals(NONE)) p.put(Parameter.ORDER.name(), order);
                p.put(Parameter.SIZE.name(), Parameter.SIZE.format(size));
                if (!anchor && !state.equals(NONE)) p.put(Parameter.STATE.name(), state);
                if (!anchor && !presized.equals(NONE)) p.put(Parameter.PRESIZED.name(), presized);
                // cells that differ only in what the reference does not take (presized) share its result: the first
                // cell's
                if (anchor && !anchors.add(result.path("benchmark").asText() + p)) continue;
                List<List<Double>> times = new ArrayList<>();
                for (int f = 0; f < ratios.size(); f++) {
                    List<Double> fork = new ArrayList<>();
                    for (int k = 0; k < ratios.get(f).size(); k++)
                        fork.add(anchorNs.get(f).get(k) * ratios.get(f).get(k) * elements);
                    times.add(fork);
                }
                result.set("primaryMetric", metric(times, "ns/op"));
                ObjectNode secondary = result.putObject("secondaryMetrics");
                secondary.set(SideBySideSamples.RATIO_METRIC, metric(ratios, "ratio"));
                if (!twin.isEmpty()) secondary.set(SideBySideSamples.TWIN_METRIC, metric(twin, "ratio"));
                putCosts(secondary, r, i, elements);
                out.add(result);
            }
        }
        return out;
    }

    private static String slot(int i) {
        return String.format(Locale.ROOT, "s%02d", i);
    }

    /**
     * The GC profiler's metrics for the subject in {@code slot}, from the cell's {@code allocNN}
     * (bytes per element, times {@code elements} per operation), {@code gcCountNN}, {@code gcMsNN}
     * and {@code timedMsNN}: nothing when the cell has no such slots (a run before they were
     * measured) or the subject did not report them (NaN: a build older than them), so such a result
     * reads as not profiled rather than as allocating nothing.
     */
    private static void putCosts(ObjectNode secondary, JsonNode cell, int slot, long elements) {
        String n = String.format(Locale.ROOT, "%02d", slot);
        Optional<List<List<Double>>> alloc = counts(cell, "alloc" + n);
        Optional<List<List<Double>>> count = counts(cell, "gcCount" + n);
        Optional<List<List<Double>>> millis = counts(cell, "gcMs" + n);
        Optional<List<List<Double>>> timed = counts(cell, "timedMs" + n);
        timed.ifPresent(t -> secondary.set(SideBySideSamples.TIMED_METRIC, summed(t, "ms")));
        if (alloc.isPresent()) secondary.set(ALLOC_METRIC, metric(map(alloc.get(), b -> b * elements), "B/op"));
        if (count.isPresent() && millis.isPresent()) {
            secondary.set(GC_COUNT_METRIC, summed(count.get(), "counts"));
            secondary.set(GC_TIME_METRIC, summed(millis.get(), "ms"));
        }
    }

    /** A cell result's samples of a count or an amount, per fork and iteration, each at least 0; empty when absent or a sample is NaN (not reported). */
    private static Optional<List<List<Double>>> counts(JsonNode result, String metric) {
        JsonNode m = result.path("secondaryMetrics").path(metric);
        if (m.isMissingNode()) return Optional.empty();
        List<List<Double>> out = raw(m);
        for (List<Double> fork : out) {
            for (double x : fork) {
                if (Double.isNaN(x)) return Optional.empty();
                if (x < 0 || Double.isInfinite(x)) {
                    throw new IllegalArgumentException(result.path("benchmark").asText() + " '" + metric
                            + "': a sample is negative or infinite: " + x);
                }
            }
        }
        return out.isEmpty() ? Optional.empty() : Optional.of(out);
    }

    /** A cell result's samples of one metric, per fork and iteration; each must be a positive number. */
    public static List<List<Double>> samples(JsonNode result, String metric) {
        JsonNode m = result.path("secondaryMetrics").path(metric);
        if (m.isMissingNode())
            throw new IllegalArgumentException(result.path("benchmark").asText() + " has no '" + metric + "' samples");
        List<List<Double>> out = raw(m);
        for (List<Double> fork : out) {
            for (double x : fork) {
                if (!(x > 0) || Double.isInfinite(x)) {
                    throw new IllegalArgumentException(
                            result.path("benchmark").asText() + " '" + metric + "': a sample is not positive: " + x);
                }
            }
        }
        return out;
    }

    /** A metric's {@code rawData} as numbers (JMH writes them as numbers, or as text for NaN), per fork and iteration. */
    private static List<List<Double>> raw(JsonNode metric) {
        List<List<Double>> out = new ArrayList<>();
        for (JsonNode fork : metric.path("rawData")) {
            List<Double> values = new ArrayList<>();
            for (JsonNode v : fork) values.add(v.isNumber() ? v.asDouble() : Double.parseDouble(v.asText()));
            out.add(values);
        }
        return out;
    }

    private static List<List<Double>> ones(List<List<Double>> shape) {
        return map(shape, v -> 1.0);
    }

    private static List<List<Double>> map(List<List<Double>> samples, java.util.function.DoubleUnaryOperator f) {
        return samples.stream()
                .map(fork -> fork.stream().map(f::applyAsDouble).toList())
                .toList();
    }

    /** Sample by sample product; the shapes must agree. */
    private static List<List<Double>> times(List<List<Double>> a, List<List<Double>> b) {
        if (a.size() != b.size())
            throw new IllegalArgumentException("samples of " + a.size() + " and " + b.size() + " forks");
        List<List<Double>> out = new ArrayList<>();
        for (int f = 0; f < a.size(); f++) {
            if (a.get(f).size() != b.get(f).size())
                throw new IllegalArgumentException("a fork's metrics have different iteration counts");
            List<Double> fork = new ArrayList<>();
            for (int k = 0; k < a.get(f).size(); k++)
                fork.add(a.get(f).get(k) * b.get(f).get(k));
            out.add(fork);
        }
        return out;
    }

    /** A JMH metric of these samples: the mean as score (per fork; {@link ForkMerge} recomputes it over forks). */
    private static ObjectNode metric(List<List<Double>> samples, String unit) {
        return metric(samples, unit, values(samples).average().orElse(Double.NaN));
    }

    /** A JMH metric JMH sums over iterations ({@code gc.count}, {@code gc.time}): the sum as score, as {@link ForkMerge} expects. */
    private static ObjectNode summed(List<List<Double>> samples, String unit) {
        return metric(samples, unit, values(samples).sum());
    }

    /** Every sample of every fork. */
    private static java.util.stream.DoubleStream values(List<List<Double>> samples) {
        return samples.stream().flatMap(List::stream).mapToDouble(Double::doubleValue);
    }

    private static ObjectNode metric(List<List<Double>> samples, String unit, double score) {
        ObjectNode m = Json.MAPPER.createObjectNode();
        m.put("score", score);
        m.put("scoreError", "NaN");
        m.putArray("scoreConfidence").add(score).add(score);
        m.putObject("scorePercentiles");
        m.put("scoreUnit", unit);
        ArrayNode raw = m.putArray("rawData");
        for (List<Double> fork : samples) {
            ArrayNode f = raw.addArray();
            fork.forEach(f::add);
        }
        return m;
    }
}

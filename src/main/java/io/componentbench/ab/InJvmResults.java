package io.componentbench.ab;

import com.fasterxml.jackson.databind.JsonNode;
import io.componentbench.compare.PairedComparison;
import io.componentbench.measure.SideBySideCells;
import io.componentbench.results.ResultKey;
import io.componentbench.workload.Parameter;
import io.componentbench.workload.SliceSubject;
import io.componentbench.workload.Workload;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * Reads an in-JVM A/B's merged cell results ({@link InJvmAb}) as per-result samples for
 * {@link PairedComparison}: for every subject of a cell measured from both builds ({@code base:X}
 * and {@code head:X}), per fork and per measured iteration, head's ratio to the cell's anchor over
 * base's (the anchor, the base build's {@code raw-array}, cancels: it is the geometric mean of head /
 * base over the same rounds of slices), and each build's time per element (the anchor's time times
 * its ratio, geometric mean over everything). Results are named as a run measured in forks names
 * them (the workload's {@code contender} or {@code rawArray} benchmark and its parameters), so the
 * two modes' rows read alike.
 */
final class InJvmResults {
    private InJvmResults() {}

    /**
     * @throws IllegalArgumentException when a cell's result is not an A/B cell or lacks a subject's samples
     */
    static List<PairedComparison.Samples> samples(JsonNode merged) {
        List<PairedComparison.Samples> out = new ArrayList<>();
        java.util.Set<String> seen = new java.util.HashSet<>();
        for (JsonNode r : merged) {
            JsonNode params = r.path("params");
            String[] subjects =
                    params.path("subjects").asText().split(java.util.regex.Pattern.quote(SliceSubject.SEPARATOR));
            List<List<Double>> anchorNs = SideBySideCells.samples(r, "anchorNs");
            for (int b = 0; b < subjects.length; b++) {
                if (!AbSide.BASE.equals(SliceSubject.buildOf(subjects[b]))) continue;
                String id = SliceSubject.idOf(subjects[b]);
                int h = List.of(subjects).indexOf(SliceSubject.inBuild(AbSide.HEAD, id));
                if (h < 0) continue;
                List<List<Double>> toBase = slot(r, b, anchorNs);
                List<List<Double>> toHead = slot(r, h, anchorNs);
                List<List<Double>> headOverBase = new ArrayList<>();
                double baseLog = 0;
                double headLog = 0;
                int n = 0;
                for (int f = 0; f < anchorNs.size(); f++) {
                    List<Double> fork = new ArrayList<>();
                    for (int k = 0; k < anchorNs.get(f).size(); k++) {
                        double rb = toBase.get(f).get(k);
                        double rh = toHead.get(f).get(k);
                        fork.add(rh / rb);
                        baseLog += Math.log(anchorNs.get(f).get(k) * rb);
                        headLog += Math.log(anchorNs.get(f).get(k) * rh);
                        n++;
                    }
                    headOverBase.add(fork);
                }
                Named named = named(params, id);
                // a selection split into several cells has the reference in each: the first one's counts
                if (!seen.add(named.key())) continue;
                out.add(new PairedComparison.Samples(
                        named.key(),
                        ResultKey.label(named.benchmark(), named.params()),
                        "ns/element",
                        false,
                        Math.exp(baseLog / n),
                        Math.exp(headLog / n),
                        headOverBase));
            }
        }
        return out;
    }

    private record Named(String benchmark, Map<String, String> params) {
        String key() {
            return ResultKey.of(benchmark, params);
        }
    }

    /** The benchmark and parameters a run in forks gives subject {@code id} of this cell (as {@code run.SideBySideCells} names them). */
    private static Named named(JsonNode cell, String id) {
        Workload w = Workload.byId(cell.path("workload").asText());
        boolean reference = id.equals(SliceSubject.REFERENCE);
        Map<String, String> p = new TreeMap<>();
        if (!reference) p.put(Parameter.CONTENDER.name(), id);
        p.put(
                Parameter.DISTRIBUTION.name(),
                cell.path(Parameter.DISTRIBUTION.name()).asText());
        p.put(Parameter.SIZE.name(), cell.path(Parameter.SIZE.name()).asText());
        String order = cell.path(Parameter.ORDER.name()).asText(SliceSubject.NONE);
        String state = cell.path(Parameter.STATE.name()).asText(SliceSubject.NONE);
        if (!order.equals(SliceSubject.NONE)) p.put(Parameter.ORDER.name(), order);
        if (!reference && !state.equals(SliceSubject.NONE)) p.put(Parameter.STATE.name(), state);
        return new Named(w.benchmark(reference), p);
    }

    /** Slot {@code i}'s ratios to the anchor (all 1 for the anchor itself), shaped as the anchor's samples. */
    private static List<List<Double>> slot(JsonNode result, int i, List<List<Double>> shape) {
        if (i == 0)
            return shape.stream().map(f -> f.stream().map(v -> 1.0).toList()).toList();
        List<List<Double>> s = SideBySideCells.samples(result, String.format(Locale.ROOT, "s%02d", i));
        if (s.size() != shape.size())
            throw new IllegalArgumentException("slot " + i + " has " + s.size() + " forks, the anchor " + shape.size());
        for (int f = 0; f < s.size(); f++) {
            if (s.get(f).size() != shape.get(f).size())
                throw new IllegalArgumentException("slot " + i + ": a fork's metrics have different iteration counts");
        }
        return s;
    }
}

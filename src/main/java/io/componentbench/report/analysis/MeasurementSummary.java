package io.componentbench.report.analysis;

import io.componentbench.results.Env;
import io.componentbench.results.Result;
import io.componentbench.stats.Estimate;
import io.componentbench.workload.Parameter;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;

/**
 * How the run measured, for the top of the report and its fairness and side-by-side sections: forks,
 * iterations and interval methods in a sentence, the precision reached per workload (and, side by
 * side, of the paired ratios of the {@link SideBySideCell}s), and which workload conventions the run
 * follows.
 */
public final class MeasurementSummary {
    private MeasurementSummary() {}

    /**
     * How precise this run is: per workload and container state, the median over its results of
     * the interval's half-width over its center (0.10 = +-10%), in workload order; results without
     * an interval, and the raw-array reference, are left out.
     */
    public static Map<String, Double> precision(Analysis a) {
        Map<String, List<Double>> byKey = new TreeMap<>();
        Map<String, Integer> order = new HashMap<>();
        for (Result r : a.results()) {
            if (r.isReference()) continue;
            Estimate e = a.estimate(r);
            double relative = e.relativeHalfWidth();
            if (!Double.isFinite(relative)) continue;
            String key = r.workload().id()
                    + r.variant().state().map(st -> " " + st.id()).orElse("");
            order.putIfAbsent(
                    key,
                    r.workload().ordinal() * 10
                            + r.variant().state().map(Enum::ordinal).orElse(0));
            byKey.computeIfAbsent(key, k -> new ArrayList<>()).add(relative);
        }
        Map<String, Double> out = new LinkedHashMap<>();
        byKey.keySet().stream()
                .sorted(Comparator.comparingInt(order::get))
                .forEach(k -> out.put(
                        k,
                        Estimate.median(byKey.get(k).stream()
                                .mapToDouble(Double::doubleValue)
                                .toArray())));
        return out;
    }

    /** {@link #precision(Analysis)} as one line of the report's header; empty when no result has an interval. */
    public static String precisionLine(Analysis a) {
        Map<String, Double> precision = precision(a);
        if (precision.isEmpty()) return "";
        String line = "**Precision:** median interval half-width over the center, by workload and container state: "
                + precision.entrySet().stream()
                        .map(e -> e.getKey() + " " + Analysis.percent(e.getValue()))
                        .collect(Collectors.joining(", "));
        Map<String, Double> paired = pairedPrecision(a);
        if (paired.isEmpty()) return line + ". Two contenders closer than about twice that share are usually tied.";
        return line
                + ". Measured side by side, the ratios between contenders of a cell, which decide ties and verdicts there, are "
                + "narrower: median ratio half-width "
                + paired.entrySet().stream()
                        .map(e -> e.getKey() + " " + Analysis.percent(e.getValue()))
                        .collect(Collectors.joining(", "))
                + " (times also carry the reference's own spread).";
    }

    /** Median relative half-width of the side-by-side contenders' paired ratios to the reference, by workload; empty without any. */
    public static Map<String, Double> pairedPrecision(Analysis a) {
        Map<String, List<Double>> by = new LinkedHashMap<>();
        for (SideBySideCell c : a.sideBySideCells()) {
            for (io.componentbench.stats.Ratio q : c.ratios().values()) {
                if (q.known())
                    by.computeIfAbsent(c.group().workload().id(), k -> new ArrayList<>())
                            .add(q.relativeHalfWidth());
            }
        }
        Map<String, Double> out = new LinkedHashMap<>();
        by.forEach((w, v) -> out.put(
                w, Estimate.median(v.stream().mapToDouble(Double::doubleValue).toArray())));
        return out;
    }

    /**
     * How the figures were measured and summarized, for the top of the report: forks, iterations
     * and their durations from env.json (an older run without them: JMH defaults, one fork), the
     * fork order when recorded, and each interval method and confidence level the results actually use.
     */
    public static String measurementLine(Analysis a) {
        String settings = a.run()
                .env()
                .map(Env::measurement)
                .map(m -> (a.measuredSideBySide()
                                ? "side by side" + (m.sideBySide() != null ? ", " + m.sideBySide() : "")
                                : String.format(
                                        Locale.ROOT,
                                        "%d fork(s) per result x %d measured iteration(s) of %d ms after %d warm-up iteration(s) of %d ms",
                                        m.forks(),
                                        m.measurementIterations(),
                                        m.measurementMillis(),
                                        m.warmupIterations(),
                                        m.warmupMillis()))
                        + (m.forkOrder() == null ? "" : "; forks " + m.forkOrder()))
                .orElse("JMH defaults of an older run: one fork (env.json does not record forks and iterations)");
        Map<String, Long> methods = a.results().stream()
                .map(a::estimate)
                .collect(Collectors.groupingBy(
                        e -> e.method().text() + ", " + Analysis.percent(e.level()) + " level",
                        TreeMap::new,
                        Collectors.counting()));
        String intervals = methods.size() == 1
                ? methods.keySet().iterator().next()
                : methods.entrySet().stream()
                        .map(e -> e.getKey() + " (" + e.getValue() + " results)")
                        .collect(Collectors.joining("; "));
        String singleShot = a.results().stream().anyMatch(r -> r.mode().equals("ss"))
                ? "; insert and remove are single-shot (one timed batch of prepared containers per iteration)"
                : "";
        return "Measured: " + settings + singleShot + ". Intervals: " + intervals
                + ". Times are the interval's center per element; a contender whose ratio interval to the best contains 1 is named as tied with it (paired within a side-by-side cell)."
                + " A result is unstable when its half-width exceeds " + Analysis.percent(Group.UNSTABLE_HALF_WIDTH)
                + " of its value (side by side: of its "
                + "paired ratio to the anchor) or an iteration was an outlier; a best so measured is named an unstable best, not a firm winner.";
    }

    /** Whether insert and remove were measured single-shot (batches of prepared containers), as runs since issue 10 are. */
    public static boolean singleShot(Analysis a) {
        return a.results().stream().anyMatch(r -> r.mode().equals("ss"));
    }

    /**
     * Whether the side-by-side cells' forks ran with this exact fork flag, as env.json's
     * {@code measurement.sideBySide} lists them; false for a run made before the flag existed, for a run in
     * forks of their own, and for any run if the flag's text is ever changed (its older runs then read as without it).
     */
    public static boolean cellForksHad(Analysis a, String flag) {
        return a.run()
                .env()
                .map(Env::measurement)
                .map(Env.Measurement::sideBySide)
                .filter(cells -> List.of(cells.split(" ")).contains(flag))
                .isPresent();
    }

    /** Whether the run's forks, of either mode, ran with this exact flag (env.json's {@code jvm.forkFlags}); false for a run without it. */
    public static boolean forksHad(Analysis a, String flag) {
        return a.run()
                .env()
                .map(Env::jvm)
                .map(Env.Jvm::forkFlags)
                .filter(flags -> flags.contains(flag))
                .isPresent();
    }

    /** Whether inserts carry the {@code presized} parameter, as runs since issue 10 do. */
    public static boolean hasPresizedParameter(Analysis a) {
        return a.results().stream().anyMatch(r -> r.variant().other().containsKey(Parameter.PRESIZED.name()));
    }
}

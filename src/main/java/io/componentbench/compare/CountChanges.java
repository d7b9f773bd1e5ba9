package io.componentbench.compare;

import io.componentbench.results.CacheModelEntry;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * The cache-model counts of two runs compared exactly: counts are the layout's, the same on every run
 * of one commit, so a change needs no statistics. A count that grew by more than the threshold (and
 * by at least {@link #MIN_ABSOLUTE} per operation, so that a rare access doubling is not a regression)
 * fails a gate; so does a count of the baseline the head lacks, unless missing ones are allowed.
 * Counts of two geometries are not compared (said).
 */
public final class CountChanges {
    /** A change below this, per operation, is never a regression however large its ratio. */
    public static final double MIN_ABSOLUTE = 0.01;
    /** Changes smaller than this share are not listed: the stores of objects repeat to about 1%. */
    static final double LISTED = 0.001;

    private final List<String> lines = new ArrayList<>();
    private final List<String> failures = new ArrayList<>();
    private final List<String> missing = new ArrayList<>();

    private CountChanges() {}

    /** The counts of {@code base} and {@code head} compared, growth beyond {@code threshold} (0.05: 5%) a regression. */
    public static CountChanges of(
            Optional<CacheModelEntry.File> base, Optional<CacheModelEntry.File> head, double threshold) {
        CountChanges c = new CountChanges();
        if (base.isEmpty() && head.isEmpty()) return c;
        if (base.isEmpty()) {
            c.lines.add("cache counts: only the head has them; nothing to compare");
            return c;
        }
        if (head.isEmpty()) {
            c.lines.add("cache counts: the baseline has them and the head has none");
            c.missing.add("the head has no cache counts (" + CacheModelEntry.File.NAME + ") where the baseline has "
                    + base.get().entries().size());
            return c;
        }
        if (!base.get().geometry().equals(head.get().geometry())) {
            c.lines.add("cache counts: not compared: the baseline simulated "
                    + base.get().geometry() + ", the head " + head.get().geometry());
            return c;
        }
        Map<String, CacheModelEntry> after = head.get().entries().stream()
                .collect(Collectors.toMap(CacheModelEntry::key, Function.identity(), (a, b) -> b, LinkedHashMap::new));
        int compared = 0;
        for (CacheModelEntry b : base.get().entries()) {
            CacheModelEntry h = after.get(b.key());
            if (h == null) {
                c.missing.add("cache count " + b.key() + " is only in the baseline");
                continue;
            }
            if (b.notModelled() != null || h.notModelled() != null) continue;
            compared++;
            for (var metric : metrics(b).entrySet()) {
                Double now = metrics(h).get(metric.getKey());
                if (now != null) c.change(b.key(), metric.getKey(), metric.getValue(), now, threshold);
            }
        }
        c.lines.add(
                0,
                String.format(
                        Locale.ROOT,
                        "cache counts (traced, exact; geometry %s): %d compared, %d listed below as changed by %.1f%% or more, "
                                + "a growth past %.0f%% (and %.2f per operation) a regression",
                        base.get().geometry(),
                        compared,
                        c.lines.size(),
                        100 * LISTED,
                        100 * threshold,
                        MIN_ABSOLUTE));
        return c;
    }

    /** What to print, one change per line. */
    public List<String> lines() {
        return List.copyOf(lines);
    }

    /** The counts that grew past the threshold, and, unless {@code allowMissing}, the baseline's counts the head lacks. */
    public List<String> failures(boolean allowMissing) {
        List<String> all = new ArrayList<>(failures);
        if (!allowMissing) all.addAll(missing);
        return all;
    }

    private void change(String key, String metric, double before, double after, double threshold) {
        if (before == after) return;
        double share = before == 0 ? Double.POSITIVE_INFINITY : after / before - 1;
        if (Math.abs(share) < LISTED) return;
        boolean regression = share > threshold && after - before >= MIN_ABSOLUTE;
        String line = String.format(
                Locale.ROOT,
                "%s: %s %.3g -> %.3g per op (%+.1f%%)%s",
                key,
                metric,
                before,
                after,
                100 * share,
                regression ? " REGRESSION" : "");
        lines.add(line);
        if (regression) failures.add(line);
    }

    private static Map<String, Double> metrics(CacheModelEntry e) {
        Map<String, Double> m = new LinkedHashMap<>();
        m.put("new lines", e.linesPerOp());
        e.missesPerOp().forEach((level, v) -> m.put(level + " misses", v));
        e.tlbMissesPerOp().forEach((page, v) -> m.put("TLB " + page + " misses", v));
        return m;
    }
}

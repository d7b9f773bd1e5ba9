package io.componentbench.regress;

import io.componentbench.results.Json;
import java.io.IOException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/** Renders a {@link Comparison} as plain text, Markdown (for a CI job summary) or JSON. */
public enum ComparisonFormat {
    TEXT, MARKDOWN, JSON;

    public static ComparisonFormat byId(String id) {
        for (ComparisonFormat f : values()) {
            if (f.name().equalsIgnoreCase(id)) return f;
        }
        throw new IllegalArgumentException("unknown format '" + id + "'; valid: text, markdown, json");
    }

    public String render(Comparison c) throws IOException {
        return switch (this) {
            case JSON -> json(c);
            case MARKDOWN -> table(c, true);
            case TEXT -> table(c, false);
        };
    }

    private static String summary(Comparison c) {
        StringBuilder unknown = new StringBuilder();
        c.unknownReasons().forEach((reason, n) -> unknown.append(unknown.length() == 0 ? " (" : ", ").append(n).append(": ").append(reason));
        if (unknown.length() > 0) unknown.append(')');
        String s = String.format(Locale.ROOT, "%d regression(s), %d improvement(s), %d unchanged, %d unknown%s, %d missing from the current run, %d unreadable in it (%s, threshold %.0f%% and non-overlapping 99.9%% intervals)",
                c.count(Verdict.REGRESSION), c.count(Verdict.IMPROVEMENT), c.count(Verdict.UNCHANGED), c.count(Verdict.UNKNOWN), unknown,
                c.missing().size(), c.unreadable().size(),
                c.sameMachine() ? "absolute scores decide: same machine and JVM" : "ratios to raw-array decide",
                c.threshold() * 100);
        boolean unjudged = c.count(Verdict.UNKNOWN) + c.missing().size() + c.unreadable().size() > 0;
        if (unjudged && c.count(Verdict.REGRESSION) == 0) s += ". Nothing was flagged, but not everything could be judged";
        return s;
    }

    private static String table(Comparison c, boolean md) {
        StringBuilder s = new StringBuilder();
        s.append(md ? "## componentbench comparison\n\n" : "componentbench comparison\n").append(summary(c)).append(md ? "\n\n" : "\n");
        for (String w : c.warnings()) s.append(md ? "> **warning:** " : "WARNING: ").append(w).append(md ? "\n\n" : "\n");
        section(s, "Deciding rows (" + (c.sameMachine() ? "scores" : "ratios to raw-array") + ")", c.deciding(), md);
        section(s, "Other rows (" + (c.sameMachine() ? "ratios to raw-array" : "scores") + ", informational)",
                c.sameMachine() ? c.ratios() : c.absolute(), md);
        list(s, "Missing from the current run (fails --fail-on-regression unless --allow-missing)", c.missing(), md);
        list(s, "Unreadable in the current run (fails --fail-on-regression unless --allow-missing)", c.unreadable(), md);
        list(s, "Only in baseline (not measured by the current run)", c.onlyInBaseline(), md);
        list(s, "Only in current", c.onlyInCurrent(), md);
        return s.toString();
    }

    private static void section(StringBuilder s, String title, List<Comparison.Row> rows, boolean md) {
        if (rows.isEmpty()) return;
        s.append(md ? "\n### " + title + "\n\n| result | baseline | current | change | verdict |\n| --- | ---: | ---: | ---: | --- |\n" : "\n" + title + "\n");
        for (Comparison.Row r : rows) {
            String change = String.format(Locale.ROOT, "%+.1f%%", 100 * r.change());
            String base = String.format(Locale.ROOT, "%.4g ± %.2g", r.base(), (r.baseHigh() - r.baseLow()) / 2);
            String cur = String.format(Locale.ROOT, "%.4g ± %.2g", r.current(), (r.currentHigh() - r.currentLow()) / 2);
            String verdict = r.verdict() == Verdict.REGRESSION && md ? "**regression**" : r.verdict().id();
            if (md && r.verdict() == Verdict.UNKNOWN) verdict += " (" + r.unknownReason() + ")";
            if (md) s.append("| ").append(r.key()).append(" | ").append(base).append(" | ").append(cur).append(" | ").append(change).append(" | ").append(verdict).append(" |\n");
            else s.append(String.format(Locale.ROOT, "  %-12s %8s  %s -> %s  %s%n", verdict, change, base, cur, r.key()));
        }
    }

    private static void list(StringBuilder s, String title, List<String> keys, boolean md) {
        if (keys.isEmpty()) return;
        s.append(md ? "\n### " + title + "\n\n" : "\n" + title + "\n");
        for (String k : keys) s.append(md ? "- " : "  ").append(k).append('\n');
    }

    private static String json(Comparison c) throws IOException {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("summary", summary(c));
        m.put("sameMachine", c.sameMachine());
        m.put("threshold", c.threshold());
        m.put("warnings", c.warnings());
        m.put("absolute", c.absolute().stream().map(ComparisonFormat::rowMap).toList());
        m.put("ratios", c.ratios().stream().map(ComparisonFormat::rowMap).toList());
        m.put("missing", c.missing());
        m.put("unreadable", c.unreadable());
        m.put("unknownReasons", c.unknownReasons());
        m.put("onlyInBaseline", c.onlyInBaseline());
        m.put("onlyInCurrent", c.onlyInCurrent());
        return Json.MAPPER.writeValueAsString(m);
    }

    private static Map<String, Object> rowMap(Comparison.Row r) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("key", r.key());
        m.put("baseline", r.base());
        m.put("current", r.current());
        m.put("change", r.change());
        m.put("verdict", r.verdict().id());
        if (r.unknownReason() != null) m.put("unknownReason", r.unknownReason());
        m.put("higherIsBetter", r.higherIsBetter());
        return m;
    }
}

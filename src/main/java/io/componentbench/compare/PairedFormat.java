package io.componentbench.compare;

import io.componentbench.results.Json;
import io.componentbench.stats.ChangeRule;
import io.componentbench.stats.Interval;
import java.io.IOException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/** Renders a {@link PairedComparison} as plain text, Markdown (for a CI job summary) or JSON. */
public enum PairedFormat {
    TEXT,
    MARKDOWN,
    JSON;

    public static PairedFormat byId(String id) {
        for (PairedFormat f : values()) {
            if (f.name().equalsIgnoreCase(id)) return f;
        }
        throw new IllegalArgumentException("unknown format '" + id + "'; known: text, markdown, json");
    }

    public String render(PairedComparison c, PairedRun p) throws IOException {
        return switch (this) {
            case JSON -> json(c, p);
            case MARKDOWN -> table(c, p, true);
            case TEXT -> table(c, p, false);
        };
    }

    /** One line for a CI job title: the counts, how it was measured, and the rule. */
    public static String summary(PairedComparison c, PairedRun p) {
        return String.format(
                Locale.ROOT,
                "%d regression(s), %d improvement(s), %d inconclusive, %d unchanged, %d unknown "
                        + "(%s, %d rounds, profile %s; flagged when the whole %s interval of head / base lies beyond %s, 5%% over %d rows)",
                c.count(Verdict.REGRESSION),
                c.count(Verdict.IMPROVEMENT),
                c.count(Verdict.INCONCLUSIVE),
                c.count(Verdict.UNCHANGED),
                c.count(Verdict.UNKNOWN),
                p.modeDescription(),
                p.rounds(),
                p.profile(),
                ChangeRule.percent(c.rowLevel()),
                percent(c.threshold()),
                c.judged());
    }

    /** The rule in full and the precision reached: the false rows an A/A expects, the slowdown flagged in half the rows. */
    static String rule(PairedComparison c) {
        double half = c.detectableSlowdown(0.5);
        return c.rule().describe(c.judged()) + ". At this precision a slowdown of "
                + (Double.isInfinite(half) ? "any size (no interval)" : Interval.num(half) + "x")
                + " would be flagged in half the rows.";
    }

    private static String percent(double fraction) {
        return Interval.num(100 * fraction) + "%";
    }

    private static String table(PairedComparison c, PairedRun p, boolean md) {
        StringBuilder s = new StringBuilder();
        String title = "componentbench A/B: head " + p.headName() + " vs base " + p.baseName();
        s.append(md ? "## " + title + "\n\n" : title + "\n")
                .append(summary(c, p))
                .append(md ? "\n\n" : "\n");
        s.append(rule(c)).append(md ? "\n\n" : "\n");
        String ci = ChangeRule.percent(c.rowLevel()) + " interval";
        if (md) {
            s.append("| result | base | head | head / base | ")
                    .append(ci)
                    .append(" | verdict |\n| --- | ---: | ---: | ---: | --- | --- |\n");
        } else {
            s.append('\n');
        }
        for (PairedComparison.PairedRow r : c.rows()) {
            String interval = Double.isNaN(r.low()) ? "?" : String.format(Locale.ROOT, "%.3f-%.3f", r.low(), r.high());
            String ratio = Double.isNaN(r.ratio()) ? "?" : String.format(Locale.ROOT, "%.3f", r.ratio());
            String base = String.format(Locale.ROOT, "%.4g %s", r.base(), r.unit());
            String head = String.format(Locale.ROOT, "%.4g %s", r.head(), r.unit());
            String verdict = r.verdict() == Verdict.REGRESSION && md
                    ? "**regression**"
                    : r.verdict().id();
            if (md) {
                s.append("| ")
                        .append(r.label())
                        .append(" | ")
                        .append(base)
                        .append(" | ")
                        .append(head)
                        .append(" | ")
                        .append(ratio)
                        .append(" | ")
                        .append(interval)
                        .append(" | ")
                        .append(verdict)
                        .append(" |\n");
            } else {
                s.append(String.format(
                        Locale.ROOT,
                        "  %-12s %7s [%s]  %s -> %s  %s%n",
                        verdict,
                        ratio,
                        interval,
                        base,
                        head,
                        r.label()));
            }
        }
        list(s, "Only in base (not compared)", both(p.onlyInBase(), c.onlyInBase()), md);
        list(s, "Only in head (not compared)", both(p.onlyInHead(), c.onlyInHead()), md);
        s.append('\n').append(p.method()).append('\n');
        return s.toString();
    }

    private static Double finite(double v) {
        return Double.isFinite(v) ? v : null;
    }

    private static List<String> both(List<String> a, List<String> b) {
        return java.util.stream.Stream.concat(a.stream(), b.stream()).distinct().toList();
    }

    private static void list(StringBuilder s, String title, List<String> keys, boolean md) {
        if (keys.isEmpty()) return;
        s.append(md ? "\n### " + title + "\n\n" : "\n" + title + "\n");
        for (String k : keys) s.append(md ? "- " : "  ").append(k).append('\n');
    }

    private static String json(PairedComparison c, PairedRun p) throws IOException {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("summary", summary(c, p));
        m.put("base", p.baseDescription());
        m.put("head", p.headDescription());
        m.put("rounds", p.rounds());
        m.put("seed", p.seed());
        m.put("mode", p.modeId());
        m.put("threshold", c.threshold());
        m.put("judgedRows", c.judged());
        m.put("rowLevel", c.rowLevel());
        m.put("expectedFalseRows", c.rule().expectedFalseRows());
        m.put("rule", rule(c));
        m.put(
                "rows",
                c.rows().stream()
                        .map(r -> {
                            Map<String, Object> row = new LinkedHashMap<>();
                            row.put("key", r.key());
                            row.put("base", r.base());
                            row.put("head", r.head());
                            row.put("unit", r.unit());
                            row.put("ratio", finite(r.ratio()));
                            row.put("low95", finite(r.change().lower()));
                            row.put("high95", finite(r.change().upper()));
                            row.put("low", finite(r.low()));
                            row.put("high", finite(r.high()));
                            // the slowdown that would be flagged in this row were it an A/A at this precision
                            row.put(
                                    "slowdownFlagged",
                                    r.verdict() == Verdict.UNKNOWN
                                            ? null
                                            : finite(c.rule().slowdownFlagged(r.low() / r.ratio())));
                            row.put("rounds", r.rounds());
                            row.put("verdict", r.verdict().id());
                            row.put("higherIsBetter", r.higherIsBetter());
                            return row;
                        })
                        .toList());
        m.put("onlyInBase", both(p.onlyInBase(), c.onlyInBase()));
        m.put("onlyInHead", both(p.onlyInHead(), c.onlyInHead()));
        return Json.MAPPER.writeValueAsString(m) + "\n";
    }
}

package io.componentbench.compare;

import io.componentbench.results.Env;
import io.componentbench.results.Json;
import io.componentbench.results.RunData;
import io.componentbench.stats.Estimate;
import io.componentbench.stats.Interval;
import io.componentbench.stats.IntervalMethod;
import io.componentbench.workload.Workload;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Renders a {@link Comparison} as plain text, Markdown (for a CI job summary) or JSON. The first line
 * of text and Markdown is a one-line summary a CI job can use as its title, e.g. {@code componentbench:
 * 2 regressions, 0 improvements, 140 unchanged, 3 unknown (quick, 3 forks, 95% t over forks, threshold
 * 10%)}; then how each run was measured and the rule, then the deciding rows grouped by workload,
 * workloads with regressions first and within each regressions, improvements, unknowns, unchanged.
 * Text lists the rows that are not unchanged and counts the rest (all of them with {@code all});
 * Markdown folds the unchanged and informational rows into collapsed sections; JSON holds everything.
 */
public enum ComparisonFormat {
    TEXT,
    MARKDOWN,
    JSON;

    /** Names listed of a long list (only in one run) when not asked for all. */
    private static final int LISTED = 5;

    public static ComparisonFormat byId(String id) {
        for (ComparisonFormat f : values()) {
            if (f.name().equalsIgnoreCase(id)) return f;
        }
        throw new IllegalArgumentException("unknown format '" + id + "'; valid: text, markdown, json");
    }

    /** The comparison, listing what a screen holds (see the class comment). */
    public String render(Comparison c) throws IOException {
        return render(c, false);
    }

    /** @param all in text, also list unchanged rows, informational rows and every result found in only one run */
    public String render(Comparison c, boolean all) throws IOException {
        return switch (this) {
            case JSON -> json(c);
            case MARKDOWN -> markdown(c, all);
            case TEXT -> text(c, all);
        };
    }

    /** The first line: counts of the deciding rows, and how the runs were measured and judged. */
    public static String summary(Comparison c) {
        List<String> counts = new ArrayList<>(List.of(
                plural(c.count(Verdict.REGRESSION), "regression"),
                plural(c.count(Verdict.IMPROVEMENT), "improvement"),
                c.count(Verdict.INCONCLUSIVE) + " inconclusive",
                c.count(Verdict.UNCHANGED) + " unchanged",
                c.count(Verdict.UNKNOWN) + " unknown"));
        if (!c.missing().isEmpty()) counts.add(c.missing().size() + " missing");
        if (!c.unreadable().isEmpty()) counts.add(c.unreadable().size() + " unreadable");
        String current = briefly(c.currentRun());
        String baseline = briefly(c.baselineRun());
        String how = current.equals(baseline) ? current + ", " : current + "; baseline " + baseline + "; ";
        return "componentbench: " + String.join(", ", counts) + " (" + how + "threshold " + percent(c.threshold())
                + ")";
    }

    /**
     * E.g. {@code quick, 3 forks, 95% t over forks, cells side by side (paired ratios)}, or for a run older than env.json's
     * {@code measurement} (whose forks are counted in its samples) {@code full, older run: one fork,
     * 95% t over one fork's iterations}.
     */
    private static String briefly(RunData run) {
        Env.Measurement m = run.env().map(Env::measurement).orElse(null);
        if (m != null) {
            String cells = m.sideBySide() == null ? "" : ", cells side by side (paired ratios)";
            return run.profile() + ", " + plural(m.forks(), "fork") + ", " + percent(m.confidenceLevel()) + " "
                    + shortMethod(m.intervalMethod()) + cells;
        }
        int forks = olderForks(run);
        return run.profile() + ", older run: " + (forks == 1 ? "one fork" : forks + " forks") + ", "
                + percent(Estimate.LEVEL) + " " + shortMethod(IntervalMethod.forForks(forks));
    }

    /** The most forks any result of a run without a recorded measurement has (1 without samples). */
    private static int olderForks(RunData run) {
        return Math.max(1, run.maxForks());
    }

    private static String shortMethod(IntervalMethod method) {
        return switch (method) {
            case FORKS -> "t over forks";
            case SINGLE_FORK -> "t over one fork's iterations";
            case SINGLE_SAMPLE, NO_SAMPLES -> method.text();
        };
    }

    /** How a run was measured, in full. */
    private static String measured(RunData run) {
        Env.Measurement m = run.env().map(Env::measurement).orElse(null);
        int forks = m == null ? olderForks(run) : 0;
        String how = m != null
                ? m.describe()
                : "older run: " + (forks == 1 ? "one fork" : forks + " forks")
                        + " (env.json records no measurement); "
                        + IntervalMethod.forForks(forks).text() + ", "
                        + percent(Estimate.LEVEL) + " level";
        return run.dir() + ": " + run.profile() + ", " + how;
    }

    private static String decides(Comparison c) {
        return c.decidingKind().describe() + ", current / baseline"
                + (!c.sameMachine()
                        ? " (ratios decide: different or unknown machines or JVMs)"
                        : c.ratiosDecide()
                                ? " (ratios decide, as asked, on one machine and JVM)"
                                : " (same machine and JVM)");
    }

    /** The rule for the deciding rows, with the per-row level and the false rows an A/A comparison expects. */
    private static String rule(Comparison c) {
        return c.rule().describe(c.judged()) + "; change intervals are current / baseline";
    }

    /** E.g. {@code 131 of 138 change intervals contain 1 (94.9% [90.0%, 97.5%]; ...)}. */
    private static String calibration(Comparison c) {
        Calibration k = c.calibration();
        if (k.rows() == 0) return "no row with a bounded change interval";
        double[] i = k.interval();
        return k.containing() + " of " + k.rows() + " change intervals contain 1 (" + percent(k.share()) + " ["
                + percent(i[0]) + ", "
                + percent(i[1]) + "]; about 95% expected when both runs measure one commit"
                + (k.underCovers()
                        ? ": fewer here, so if they do, the intervals are narrower than what moves between these runs)"
                        : ")");
    }

    /** E.g. {@code 2 row(s) slower than 1.1x at their point estimate were not judged (inconclusive or unknown)}. */
    private static String unjudged(Comparison c) {
        return c.unjudgedMoves().size() + " row(s) slower than " + Interval.num(1 + c.threshold())
                + "x at their point estimate were not judged (inconclusive or unknown)";
    }

    private static String unknown(Comparison c) {
        List<String> parts = new ArrayList<>();
        c.unknownReasons().forEach((reason, n) -> parts.add(n + ": " + reason));
        return String.join("; ", parts);
    }

    private static String text(Comparison c, boolean all) {
        StringBuilder s = new StringBuilder(summary(c)).append('\n');
        s.append("baseline  ").append(measured(c.baselineRun())).append('\n');
        s.append("current   ").append(measured(c.currentRun())).append('\n');
        s.append("decides   ").append(decides(c)).append('\n');
        s.append("rule      ").append(rule(c)).append('\n');
        s.append("calibrated ").append(calibration(c)).append('\n');
        if (c.count(Verdict.UNKNOWN) > 0)
            s.append("unknown   ").append(unknown(c)).append('\n');
        if (c.count(Verdict.REGRESSION) == 0
                && c.count(Verdict.UNKNOWN)
                                + c.count(Verdict.INCONCLUSIVE)
                                + c.missing().size()
                                + c.unreadable().size()
                        > 0) {
            s.append("note      no regression was flagged, but not everything could be judged\n");
        }
        c.nothingJudged().ifPresent(n -> s.append("note      ").append(n).append(" (fails --fail-on-regression)\n"));
        if (!c.unjudgedMoves().isEmpty())
            s.append("note      ").append(unjudged(c)).append(" (fails --fail-on-regression)\n");
        for (String w : c.warnings()) s.append("WARNING: ").append(w).append('\n');
        textGroups(s, c.deciding(), all);
        List<Comparison.Row> other = c.informational();
        if (!other.isEmpty()) {
            s.append("\ninformational, not deciding (")
                    .append(other.get(0).kind().describe())
                    .append("): ")
                    .append(counts(other))
                    .append('\n');
            if (all) textGroups(s, other, true);
        }
        lists(s, c, all, ComparisonFormat::textList);
        return s.toString();
    }

    private static void textGroups(StringBuilder s, List<Comparison.Row> rows, boolean all) {
        Map<Workload, List<Comparison.Row>> groups = grouped(rows);
        List<Comparison.Row> listed = rows.stream()
                .filter(r -> all || r.verdict() != Verdict.UNCHANGED)
                .toList();
        int name = listed.stream().mapToInt(r -> r.name().length()).max().orElse(1);
        int change = listed.stream().mapToInt(r -> change(r).length()).max().orElse(1);
        String line = "  %-11s  %-" + change + "s  %-" + name + "s  %s%s%n";
        for (var g : groups.entrySet()) {
            s.append('\n')
                    .append(g.getKey().id())
                    .append(": ")
                    .append(counts(g.getValue()))
                    .append('\n');
            for (Comparison.Row r : g.getValue()) {
                if (!all && r.verdict() == Verdict.UNCHANGED) continue;
                s.append(String.format(
                        Locale.ROOT,
                        line,
                        r.verdict().id(),
                        change(r),
                        r.name(),
                        values(r),
                        r.unknownReason() == null ? "" : "  (" + r.unknownReason() + ")"));
            }
        }
    }

    /** Writes one list of results under its title (lower case), every item with {@code all}, else the first {@link #LISTED}. */
    private interface ListWriter {
        void write(StringBuilder s, String title, List<String> items, boolean all);
    }

    /** The lists after the rows: missing and unreadable results in full, the others in full with --all. */
    private static void lists(StringBuilder s, Comparison c, boolean all, ListWriter w) {
        w.write(
                s,
                "missing from the current run (fails --fail-on-regression unless --allow-missing)",
                c.missing(),
                true);
        w.write(
                s,
                "unreadable in the current run (fails --fail-on-regression unless --allow-missing)",
                c.unreadable(),
                true);
        w.write(
                s,
                "only in the baseline (not measured by the current run; fails --fail-on-regression unless --allow-missing)",
                c.onlyInBaseline(),
                all);
        w.write(s, "only in the current run", c.onlyInCurrent(), all);
    }

    private static void textList(StringBuilder s, String title, List<String> items, boolean all) {
        if (items.isEmpty()) return;
        s.append('\n').append(title).append(": ").append(items.size()).append('\n');
        List<String> shown = all ? items : items.subList(0, Math.min(LISTED, items.size()));
        for (String i : shown) s.append("  ").append(i).append('\n');
        if (shown.size() < items.size())
            s.append("  ... and ").append(items.size() - shown.size()).append(" more (--all lists them)\n");
    }

    private static String markdown(Comparison c, boolean all) {
        StringBuilder s = new StringBuilder(summary(c)).append("\n\n");
        s.append("| | |\n| --- | --- |\n");
        s.append("| baseline | ").append(cell(measured(c.baselineRun()))).append(" |\n");
        s.append("| current | ").append(cell(measured(c.currentRun()))).append(" |\n");
        s.append("| decides | ").append(cell(decides(c))).append(" |\n");
        s.append("| rule | ").append(cell(rule(c))).append(" |\n");
        s.append("| calibrated | ").append(cell(calibration(c))).append(" |\n");
        if (c.count(Verdict.UNKNOWN) > 0)
            s.append("| unknown | ").append(cell(unknown(c))).append(" |\n");
        s.append('\n');
        c.nothingJudged()
                .ifPresent(n -> s.append("> **note:** ").append(n).append(" (fails --fail-on-regression)\n\n"));
        if (!c.unjudgedMoves().isEmpty())
            s.append("> **note:** ").append(unjudged(c)).append(" (fails --fail-on-regression)\n\n");
        for (String w : c.warnings()) s.append("> **warning:** ").append(w).append("\n\n");
        for (var g : grouped(c.deciding()).entrySet()) {
            s.append("### ")
                    .append(g.getKey().id())
                    .append(": ")
                    .append(counts(g.getValue()))
                    .append("\n\n");
            List<Comparison.Row> judged = g.getValue().stream()
                    .filter(r -> r.verdict() != Verdict.UNCHANGED)
                    .toList();
            List<Comparison.Row> unchanged = g.getValue().stream()
                    .filter(r -> r.verdict() == Verdict.UNCHANGED)
                    .toList();
            if (!judged.isEmpty()) table(s, judged);
            if (!unchanged.isEmpty()) details(s, unchanged.size() + " unchanged", unchanged);
        }
        List<Comparison.Row> other = c.informational();
        if (!other.isEmpty())
            details(s, "informational, not deciding (" + other.get(0).kind().describe() + "): " + counts(other), other);
        lists(s, c, all, ComparisonFormat::mdList);
        return s.toString();
    }

    private static void table(StringBuilder s, List<Comparison.Row> rows) {
        s.append(
                "| verdict | change [decision interval] | result | baseline | current |\n| --- | ---: | --- | ---: | ---: |\n");
        for (Comparison.Row r : rows) {
            String verdict = r.verdict() == Verdict.REGRESSION
                    ? "**regression**"
                    : r.verdict().id();
            if (r.unknownReason() != null) verdict += " (" + r.unknownReason() + ")";
            String[] v = values(r).split(" -> ");
            s.append("| ")
                    .append(cell(verdict))
                    .append(" | ")
                    .append(change(r))
                    .append(" | ")
                    .append(cell(r.name()))
                    .append(" | ")
                    .append(v[0])
                    .append(" | ")
                    .append(v[1])
                    .append(" |\n");
        }
        s.append('\n');
    }

    private static void details(StringBuilder s, String summary, List<Comparison.Row> rows) {
        s.append("<details><summary>").append(summary).append("</summary>\n\n");
        table(s, rows);
        s.append("</details>\n\n");
    }

    private static void mdList(StringBuilder s, String title, List<String> items, boolean all) {
        if (items.isEmpty()) return;
        s.append("### ").append(title.substring(0, 1).toUpperCase(Locale.ROOT)).append(title, 1, title.length());
        s.append(": ").append(items.size()).append("\n\n");
        List<String> shown = all ? items : items.subList(0, Math.min(LISTED, items.size()));
        for (String i : shown) s.append("- ").append(cell(i)).append('\n');
        if (shown.size() < items.size())
            s.append("- ... and ").append(items.size() - shown.size()).append(" more (`--all` lists them)\n");
        s.append('\n');
    }

    private static String cell(String text) {
        return text.replace("|", "\\|");
    }

    /** Rows by workload: workloads with regressions first, and within each regressions, improvements, unknowns, unchanged. */
    static Map<Workload, List<Comparison.Row>> grouped(List<Comparison.Row> rows) {
        Map<Workload, List<Comparison.Row>> byWorkload = new LinkedHashMap<>();
        rows.stream()
                .sorted(Comparator.comparing((Comparison.Row r) -> r.workload().ordinal()))
                .forEach(r -> byWorkload
                        .computeIfAbsent(r.workload(), w -> new ArrayList<>())
                        .add(r));
        Map<Workload, List<Comparison.Row>> ordered = new LinkedHashMap<>();
        byWorkload.entrySet().stream()
                .sorted(Comparator.comparing((Map.Entry<Workload, List<Comparison.Row>> e) ->
                        e.getValue().stream().noneMatch(r -> r.verdict() == Verdict.REGRESSION)))
                .forEach(e -> ordered.put(
                        e.getKey(),
                        e.getValue().stream()
                                .sorted(Comparator.comparing(ComparisonFormat::rank))
                                .toList()));
        return ordered;
    }

    private static int rank(Comparison.Row r) {
        return switch (r.verdict()) {
            case REGRESSION -> 0;
            case IMPROVEMENT -> 1;
            case INCONCLUSIVE -> 2;
            case UNKNOWN -> 3;
            case UNCHANGED -> 4;
        };
    }

    /** E.g. {@code 1 regression, 40 unchanged}: the verdicts present, in display order. */
    private static String counts(List<Comparison.Row> rows) {
        List<String> parts = new ArrayList<>();
        for (Verdict v : List.of(
                Verdict.REGRESSION, Verdict.IMPROVEMENT, Verdict.INCONCLUSIVE, Verdict.UNKNOWN, Verdict.UNCHANGED)) {
            long n = rows.stream().filter(r -> r.verdict() == v).count();
            if (n == 0) continue;
            parts.add(
                    switch (v) {
                        case REGRESSION -> plural(n, "regression");
                        case IMPROVEMENT -> plural(n, "improvement");
                        default -> n + " " + v.id();
                    });
        }
        return String.join(", ", parts);
    }

    /** E.g. {@code +100% [+92%, +108%]} (the decision interval); only the change of the centers when there is no interval. */
    private static String change(Comparison.Row r) {
        var ch = r.decision();
        String center = signed(ch.center() - 1);
        if (r.verdict() == Verdict.UNKNOWN || !ch.known()) return center;
        return center + " [" + signed(ch.lower() - 1) + ", " + signed(ch.upper() - 1) + "]";
    }

    /** E.g. {@code 1.02 ns -> 2.04 ns} or {@code 1.9x -> 3.8x}. */
    private static String values(Comparison.Row r) {
        String unit = r.kind() == Comparison.RowKind.SCORE ? " ns" : "x";
        return Interval.num(r.baseline().center()) + unit + " -> "
                + Interval.num(r.current().center()) + unit;
    }

    private static String signed(double fraction) {
        if (Double.isNaN(fraction)) return "n/a";
        if (Double.isInfinite(fraction)) return "unbounded";
        double p = 100 * fraction;
        return String.format(Locale.ROOT, Math.abs(p) >= 10 ? "%+.0f%%" : "%+.1f%%", p);
    }

    private static String percent(double fraction) {
        return Interval.num(100 * fraction) + "%";
    }

    private static String plural(long n, String noun) {
        return n + " " + noun + (n == 1 ? "" : "s");
    }

    private static String json(Comparison c) throws IOException {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("summary", summary(c));
        m.put("threshold", c.threshold());
        m.put("level", Estimate.LEVEL);
        m.put("judgedRows", c.judged());
        m.put("rowLevel", c.rule().rowLevel(c.judged()));
        m.put("expectedFalseRows", c.rule().expectedFalseRows());
        m.put("rule", rule(c));
        m.put("decides", c.decidingKind().describe());
        m.put("sameMachine", c.sameMachine());
        m.put("baseline", run(c.baselineRun()));
        m.put("current", run(c.currentRun()));
        m.put("warnings", c.warnings());
        Map<String, Long> counts = new LinkedHashMap<>();
        for (Verdict v : Verdict.values()) counts.put(v.id(), c.count(v));
        counts.put("missing", (long) c.missing().size());
        counts.put("unreadable", (long) c.unreadable().size());
        m.put("counts", counts);
        m.put("unknownReasons", c.unknownReasons());
        Calibration calibration = c.calibration();
        Map<String, Object> cal = new LinkedHashMap<>();
        cal.put("containingOne", calibration.containing());
        cal.put("rows", calibration.rows());
        cal.put("share", calibration.share());
        cal.put("lower", calibration.interval()[0]);
        cal.put("upper", calibration.interval()[1]);
        cal.put("underCovers", calibration.underCovers());
        m.put("calibration", cal);
        m.put("absolute", c.absolute().stream().map(ComparisonFormat::rowMap).toList());
        m.put("ratios", c.ratios().stream().map(ComparisonFormat::rowMap).toList());
        m.put("missing", c.missing());
        m.put("unreadable", c.unreadable());
        m.put("onlyInBaseline", c.onlyInBaseline());
        m.put("onlyInCurrent", c.onlyInCurrent());
        return Json.MAPPER.writeValueAsString(m);
    }

    private static Map<String, Object> run(RunData run) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("dir", run.dir().toString());
        m.put("profile", run.profile());
        m.put("measurement", run.env().map(Env::measurement).orElse(null));
        m.put("described", measured(run));
        return m;
    }

    private static Map<String, Object> rowMap(Comparison.Row r) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("name", r.name());
        m.put("key", r.key());
        m.put("workload", r.workload().id());
        m.put("contender", r.contender());
        m.put("kind", r.kind().describe());
        m.put("unit", r.kind() == Comparison.RowKind.SCORE ? "ns/element" : "ratio");
        m.put("baseline", interval(r.baseline()));
        m.put("current", interval(r.current()));
        m.put("change", interval(r.change()));
        m.put("decision", interval(r.decision()));
        m.put("verdict", r.verdict().id());
        if (r.unknownReason() != null) m.put("unknownReason", r.unknownReason());
        return m;
    }

    /** center, lower, upper; null for an end that is not a finite number (unknown, or unbounded). */
    private static Map<String, Object> interval(Interval i) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("center", finite(i.center()));
        m.put("lower", finite(i.lower()));
        m.put("upper", finite(i.upper()));
        return m;
    }

    private static Double finite(double v) {
        return Double.isFinite(v) ? v : null;
    }
}

package io.componentbench.report;

import io.componentbench.regress.Comparison;
import io.componentbench.regress.Verdict;
import io.componentbench.results.History;
import io.componentbench.results.Result;
import io.componentbench.results.RunData;
import java.awt.Color;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * This run against the committed baseline: the verdicts of {@link Comparison} (the statistics and
 * threshold of {@code cli compare}, whose public rows it only reads), the changes it flags drawn
 * and listed, and the trend over the history's runs of the profile ({@link TrendSection}).
 */
final class BaselineSection implements Section {
    /** The relative change that counts, as {@code cli compare}'s default. */
    static final double THRESHOLD = 0.10;
    /** The flagged rows drawn and listed at most. */
    static final int MAX_ROWS = 25;

    private final Optional<RunData> baseline;
    private final TrendSection trend;

    BaselineSection(Optional<RunData> baseline, List<History.Point> history) {
        this.baseline = baseline;
        this.trend = new TrendSection(history);
    }

    @Override
    public void write(Analysis analysis, Document d, ChartSink charts) throws IOException {
        if (baseline.isEmpty() && !trend.applies(analysis)) return;
        d.heading(1, "This run against the baseline");
        baseline.ifPresentOrElse(b -> {
            try {
                compare(b, analysis.run(), d, charts);
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        }, () -> d.paragraph("No baseline (`results/baseline/`) to compare with; `scripts/promote` makes a run the baseline."));
        trend.write(analysis, d, charts);
    }

    private static void compare(RunData base, RunData run, Document d, ChartSink charts) throws IOException {
        if (sameRun(base, run)) {
            d.paragraph("This run is the baseline (`" + base.dir() + "` holds it): nothing to compare.");
            return;
        }
        Comparison c;
        try {
            c = new Comparison(base, run, THRESHOLD, true);
        } catch (IllegalArgumentException e) {
            String why = e.getMessage().length() > 300 ? e.getMessage().substring(0, 300) + " ..." : e.getMessage();
            d.paragraph("The baseline cannot be compared with this run (`scripts/compare` says the same, in full): " + why);
            return;
        }
        String deciding = c.decidingKind() == Comparison.Kind.SCORE ? "absolute times (same machine and JVM)" : "ratios to `" + Result.RAW_ARRAY + "` (the runs differ in machine or JVM)";
        d.paragraph(String.format(Locale.ROOT, "Baseline `%s` against this run, as `scripts/compare` judges it: %d regression(s), %d improvement(s), "
                        + "%d unchanged, %d unknown, %d missing from this run. A change counts when the whole interval of "
                        + "its ratio lies beyond %.0f%%; the verdicts rest on %s.", base.dir().getFileName(), c.count(Verdict.REGRESSION),
                c.count(Verdict.IMPROVEMENT), c.count(Verdict.UNCHANGED), c.count(Verdict.UNKNOWN), c.missing().size(), 100 * THRESHOLD, deciding));
        d.bullets(c.warnings());
        List<Comparison.Row> flagged = c.deciding().stream()
                .filter(r -> r.verdict() == Verdict.REGRESSION || r.verdict() == Verdict.IMPROVEMENT)
                .sorted(Comparator.comparingDouble((Comparison.Row r) -> -Math.abs(Math.log(change(r)))))
                .limit(MAX_ROWS).toList();
        if (flagged.isEmpty()) return;
        List<String> labels = flagged.stream().map(Comparison.Row::name).toList();
        Map<String, List<Charts.Dot>> series = new LinkedHashMap<>();
        for (Verdict v : List.of(Verdict.REGRESSION, Verdict.IMPROVEMENT)) {
            List<Charts.Dot> dots = flagged.stream().map(r -> r.verdict() == v ? new Charts.Dot(change(r), Double.NaN, Double.NaN) : null).toList();
            if (dots.stream().anyMatch(x -> x != null)) series.put(v.id(), dots);
        }
        List<Color> colors = series.keySet().stream().map(k -> k.equals(Verdict.REGRESSION.id()) ? new Color(0xC0392B) : new Color(0x1E8449)).toList();
        var chart = Charts.dots("slower (> 1) or faster (< 1) than the baseline", "time now / time in the baseline", labels, series, 1, colors);
        Document.Image image = charts.save(chart, "baseline-changes", Charts.SIDE_WIDTH, 150 + 24 * labels.size(), "changes against the baseline");
        List<List<String>> rows = new ArrayList<>();
        for (int i = 0; i < flagged.size(); i++) {
            Comparison.Row r = flagged.get(i);
            rows.add(List.of(labels.get(i), r.verdict().id(), Format.ratio(change(r)), String.format(Locale.ROOT, "%+.0f%%", 100 * r.relativeChange())));
        }
        d.add(new Document.Pair(image, List.of(new Document.Table(List.of("result", "verdict", "now / baseline", "change"), rows))));
        long more = c.count(Verdict.REGRESSION) + c.count(Verdict.IMPROVEMENT) - flagged.size();
        if (more > 0) d.paragraph("... and " + more + " more; `scripts/compare` lists every row.");
    }

    /** Time now over time in the baseline (the comparison turns throughput into time). */
    private static double change(Comparison.Row r) {
        return r.change().center();
    }

    /** Whether the baseline is this very run: the same directory, or a promoted copy of it. */
    private static boolean sameRun(RunData base, RunData run) {
        try {
            if (Files.isSameFile(base.dir(), run.dir())) return true;
            Path source = base.dir().resolve("SOURCE");
            return Files.exists(source) && Files.readString(source).strip().equals(run.dir().toAbsolutePath().normalize().getFileName().toString());
        } catch (IOException e) {
            return false;
        }
    }
}

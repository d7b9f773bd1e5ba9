package io.componentbench.report;

import io.componentbench.compare.Comparison;
import io.componentbench.compare.Verdict;
import io.componentbench.report.analysis.Analysis;
import io.componentbench.report.analysis.Format;
import io.componentbench.report.chart.Charts;
import io.componentbench.report.chart.DotCharts;
import io.componentbench.results.History;
import io.componentbench.results.Result;
import io.componentbench.results.RunData;
import io.componentbench.stats.Estimate;
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
        baseline.ifPresentOrElse(
                b -> {
                    try {
                        compare(b, analysis, d, charts);
                    } catch (IOException e) {
                        throw new java.io.UncheckedIOException(e);
                    }
                },
                () -> d.paragraph(
                        "No baseline (`results/baseline/`) to compare with; `scripts/promote` makes a run the baseline."));
        trend.write(analysis, d, charts);
    }

    private static void compare(RunData base, Analysis analysis, Document d, ChartSink charts) throws IOException {
        RunData run = analysis.run();
        if (sameRun(base, run)) {
            d.paragraph("This run is the baseline (`" + base.dir() + "` holds it): nothing to compare.");
            return;
        }
        Comparison c;
        try {
            c = new Comparison(base, run, THRESHOLD, true);
        } catch (IllegalArgumentException e) {
            String why = e.getMessage().length() > 300 ? e.getMessage().substring(0, 300) + " ..." : e.getMessage();
            d.paragraph(
                    "The baseline cannot be compared with this run (`scripts/compare` says the same, in full): " + why);
            return;
        }
        String deciding = c.decidingKind() == Comparison.RowKind.SCORE
                ? "absolute times (same machine and JVM)"
                : "ratios to `" + Result.RAW_ARRAY + "` (the runs differ in machine or JVM)";
        d.paragraph(String.format(
                Locale.ROOT,
                "Baseline `%s` against this run, as `scripts/compare` judges it: %d regression(s), %d improvement(s), "
                        + "%d inconclusive, %d unchanged, %d unknown, %d missing from this run. A change counts when the whole interval of "
                        + "its ratio lies beyond %.0f%%; the verdicts rest on %s.",
                base.dir().getFileName(),
                c.count(Verdict.REGRESSION),
                c.count(Verdict.IMPROVEMENT),
                c.count(Verdict.INCONCLUSIVE),
                c.count(Verdict.UNCHANGED),
                c.count(Verdict.UNKNOWN),
                c.missing().size(),
                100 * THRESHOLD,
                deciding));
        d.bullets(c.warnings());
        modeWarning(new Analysis(base), analysis).ifPresent(d::paragraph);
        hostSentence(c).ifPresent(d::paragraph);
        Map<String, Comparison.Row> relative = new LinkedHashMap<>();
        c.ratios().forEach(r -> relative.put(r.key(), r));
        List<Comparison.Row> flagged = c.deciding().stream()
                .filter(r -> r.verdict() == Verdict.REGRESSION || r.verdict() == Verdict.IMPROVEMENT)
                .sorted(Comparator.comparingDouble((Comparison.Row r) -> -Math.abs(Math.log(change(r)))))
                .limit(MAX_ROWS)
                .toList();
        if (flagged.isEmpty()) return;
        List<String> labels = flagged.stream().map(Comparison.Row::name).toList();
        // each flagged row beside its twin of the other kind: the absolute change and the change relative to the
        // reference
        Map<String, List<DotCharts.Dot>> series = new LinkedHashMap<>();
        series.put(
                "time now / baseline",
                flagged.stream().map(r -> dot(absoluteOf(c, r))).toList());
        series.put(
                "relative to " + Result.RAW_ARRAY + " (now / baseline of the ratio)",
                flagged.stream().map(r -> dot(relative.get(r.key()))).toList());
        var chart = DotCharts.dots(
                "changes against the baseline: absolute and relative to the reference",
                "now / baseline (1 = unchanged)",
                labels,
                series,
                1,
                List.of(new Color(0x555555), new Color(0x2C6FB7)));
        Document.Image image = charts.save(
                chart, "baseline-changes", Charts.SIDE_WIDTH, 150 + 24 * labels.size(), "changes against the baseline");
        List<List<String>> rows = new ArrayList<>();
        for (int i = 0; i < flagged.size(); i++) {
            Comparison.Row r = flagged.get(i);
            Comparison.Row abs = absoluteOf(c, r);
            Comparison.Row rel = relative.get(r.key());
            rows.add(List.of(
                    labels.get(i),
                    r.verdict().id() + " (" + r.kind().name().toLowerCase(Locale.ROOT) + ")",
                    abs == null ? "n/a" : abs.change().describe(),
                    rel == null ? "n/a" : rel.change().describe()));
        }
        d.add(new Document.Pair(
                image,
                List.of(new Document.Table(
                        List.of("result", "verdict", "time now / baseline", "relative to " + Result.RAW_ARRAY),
                        rows))));
        long more = c.count(Verdict.REGRESSION) + c.count(Verdict.IMPROVEMENT) - flagged.size();
        if (more > 0) d.paragraph("... and " + more + " more; `scripts/compare` lists every row.");
    }

    /**
     * A warning when the baseline and this run were measured in different modes, side by side or a
     * fork per contender ({@link Analysis#measuredSideBySide()}: a run older than side by side is
     * forked): their absolute times then differ by mode, not only by code.
     */
    static Optional<String> modeWarning(Analysis base, Analysis run) {
        if (base.measuredSideBySide() == run.measuredSideBySide()) return Optional.empty();
        return Optional.of("**Measured in different modes:** the baseline " + mode(base) + ", this run " + mode(run)
                + ", so absolute "
                + "times differ by mode, not only by code (side by side, a time is the anchor's time times a paired ratio, measured in "
                + "slices beside the cell's other subjects). Read the changes relative to `" + Result.RAW_ARRAY
                + "`, and re-measure the "
                + "baseline in this run's mode before trusting a verdict.");
    }

    private static String mode(Analysis a) {
        return a.measuredSideBySide() ? "side by side" : "in a fork per contender";
    }

    /** The absolute row of a row's result (the row itself when it is one). */
    private static Comparison.Row absoluteOf(Comparison c, Comparison.Row r) {
        if (r.kind() == Comparison.RowKind.SCORE) return r;
        return c.absolute().stream()
                .filter(x -> x.key().equals(r.key()))
                .findFirst()
                .orElse(null);
    }

    private static DotCharts.Dot dot(Comparison.Row r) {
        return r == null || !r.change().known()
                ? (r == null ? null : new DotCharts.Dot(r.change().center(), Double.NaN, Double.NaN))
                : new DotCharts.Dot(
                        r.change().center(), r.change().lower(), r.change().upper());
    }

    /**
     * How far the host moved: the raw-array reference's median change next to the contenders'. When
     * the reference moved beyond the threshold and the contenders moved about as much (within half
     * the reference's move on the log scale), the sentence says the host changed, not the containers.
     */
    static Optional<String> hostSentence(Comparison c) {
        double[] ref = c.absolute().stream()
                .filter(r -> r.contender().equals(Result.RAW_ARRAY))
                .mapToDouble(BaselineSection::change)
                .filter(v -> v > 0)
                .sorted()
                .toArray();
        double[] others = c.absolute().stream()
                .filter(r -> !r.contender().equals(Result.RAW_ARRAY))
                .mapToDouble(BaselineSection::change)
                .filter(v -> v > 0)
                .sorted()
                .toArray();
        if (ref.length == 0 || others.length == 0) return Optional.empty();
        double r = Estimate.median(ref);
        double o = Estimate.median(others);
        boolean moved = Math.abs(Math.log(r)) > Math.log(1 + THRESHOLD);
        boolean together = Math.abs(Math.log(o / r)) < Math.abs(Math.log(r)) / 2;
        String figures = String.format(
                Locale.ROOT,
                "The `%s` reference (no container at all) takes %sx its baseline time (median of its %d rows), the "
                        + "contenders %sx (median of %d rows)",
                Result.RAW_ARRAY,
                Format.num(r),
                ref.length,
                Format.num(o),
                others.length);
        if (moved && together) {
            return Optional.of("**The host changed, not the containers.** " + figures
                    + ": the reference moved as much as the contenders, "
                    + "so most absolute changes below are the machine's or the JVM's state, not the code's. Read the changes relative "
                    + "to the reference (a contender's ratio to `" + Result.RAW_ARRAY
                    + "`, now over then) beside the absolute ones.");
        }
        return Optional.of(figures
                + (moved
                        ? "; the reference moved, but the contenders moved differently: compare the two columns below."
                        : "; the reference held still, so absolute changes are the contenders' own."));
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
            return Files.exists(source)
                    && Files.readString(source)
                            .strip()
                            .equals(run.dir()
                                    .toAbsolutePath()
                                    .normalize()
                                    .getFileName()
                                    .toString());
        } catch (IOException e) {
            return false;
        }
    }
}

package io.componentbench.report;

import static io.componentbench.report.analysis.Format.num;

import io.componentbench.report.analysis.Analysis;
import io.componentbench.report.analysis.Gaps;
import io.componentbench.report.analysis.Trends;
import java.util.List;
import java.util.stream.Stream;

/**
 * What this run cannot show, or shows with a caveat: missing results, results with GC inside the
 * measurement, cells where a contender beats the raw-array reference beyond noise (the reference is a
 * yardstick, not a bound) and why where known, results not in steady state ({@link Trends}), and outlier iterations. Nothing is hidden: each item names its cell.
 */
final class GapsSection implements Section {
    /** Items listed per list before the rest are counted in one line. */
    private static final int MAX_ITEMS = 40;

    @Override
    public void write(Analysis analysis, Document d, ChartSink charts) {
        d.heading(1, "Gaps in this run");
        d.heading(2, "Missing results");
        List<String> missing = Gaps.missingResults(analysis);
        if (missing.isEmpty())
            d.paragraph(
                    "None: every registered contender and the reference ran in every variant, each with an interval.");
        else
            d.add(new Document.Details(
                    "Missing results and load problems (" + missing.size() + ")",
                    List.of(new Document.Bullets(capped(missing)))));

        d.heading(2, "Garbage collection inside the measurement");
        List<Gaps.GcFlag> gc = Gaps.gcFlags(analysis);
        if (!Gaps.hasGcTime(analysis)) {
            d.paragraph(
                    "This run has no GC time figures (JMH's GC profiler's `gc.time`, or side by side each contender's own), so GC "
                            + "inside the measurement cannot be checked.");
        } else if (gc.isEmpty()) {
            d.paragraph("No result spent more than " + pct(Gaps.GC_LIMIT)
                    + " of its measured time in garbage collection, and no "
                    + "batched result (insert, remove) collected inside its timed batches (in forks of their own: "
                    + "beyond the one full collection the setup runs before every batch).");
        } else {
            d.paragraph(
                    "Results whose measured iterations spent more than " + pct(Gaps.GC_LIMIT)
                            + " of their time in garbage "
                            + "collection: in forks of their own, JMH's GC profiler's `gc.time` over the measured iterations' own time; "
                            + "side by side, the collections that ended inside the contender's own timed parts over those parts' time, "
                            + "all forks. Side by side a collection runs in whichever contender's slice fills the young generation, so "
                            + "there the figure is a diagnostic, not a fair share of the GC cost. Where the workload "
                            + "allocates by design (boxed keys, a component object per insert) the collections are part of what it costs and "
                            + "the row says so; otherwise the figure carries a harness artefact. Insert and remove in forks of their own run "
                            + "one full collection in each iteration's setup, inside the profiler's window (ParallelGC counts it as two "
                            + "collections), so they are listed only when they collected more often than that: a collection then fell inside "
                            + "a timed batch. Side by side their figures exclude the setup, so any collection inside a timed batch lists them.");
            d.add(new Document.Details(
                    "Results with GC inside the measurement (" + gc.size() + ")",
                    List.of(new Document.Table(
                            List.of("result", "contender", "time in GC", "collections", "why"),
                            gc.stream()
                                    .limit(MAX_ITEMS)
                                    .map(f -> List.of(
                                            f.group().title(),
                                            f.result().contenderId(),
                                            pct(f.fraction())
                                                    + (f.fraction() > 1
                                                            ? " (more than the measured time: collections during untimed setup inside the iterations)"
                                                            : ""),
                                            num(f.result().gc().collections()),
                                            f.byDesign().orElse("**not by design**")))
                                    .toList()))));
            if (gc.size() > MAX_ITEMS) d.paragraph("... and " + (gc.size() - MAX_ITEMS) + " more.");
        }

        d.heading(2, "Where a contender beats the reference");
        Gaps.BelowReference below = Gaps.belowReference(analysis);
        List<Gaps.BeatsReference> beats = below.beats();
        List<Gaps.BeatsReference> withinNoise = below.withinNoise();
        int unexplained = below.unexplained().size();
        d.paragraph("The raw-array reference is the plain primitive-array loop: a yardstick, not a bound. A contender "
                + "beats it when its whole 95% ratio interval lies below 1 and its center lies below 1 by more than the "
                + "cell's twin (the reference loaded twice) reaches from 1 at either end of its interval: the noise of "
                + "the same code against itself (" + pct(Gaps.NOISE_WITHOUT_TWIN) + " without a twin). "
                + (beats.isEmpty()
                        ? "No contender does: in every cell with a reference it is, within noise, a floor."
                        : beats.size() + " beat(s), " + unexplained + " not explained; each names its mechanism where "
                                + "one is measured (`" + Gaps.BEATS_EXPLAINED_IN
                                + "`). `scripts/cli check-reference RUN` "
                                + "fails on a beat not explained."));
        if (!beats.isEmpty()) {
            d.add(new Document.Details(
                    "Cells where a contender beats the reference (" + beats.size() + ")",
                    List.of(new Document.Table(
                            List.of(
                                    "cell",
                                    "contender",
                                    "contender ns/element",
                                    "reference ns/element",
                                    "contender / reference",
                                    "noise",
                                    "why"),
                            beats.stream()
                                    .map(b -> List.of(
                                            b.group().title(),
                                            b.result().contenderId() + " (beats the reference)",
                                            b.group().estimate(b.result()).describe(),
                                            b.group()
                                                    .estimate(b.group().raw().orElseThrow())
                                                    .describe(),
                                            b.ratio().describe(),
                                            pct(b.noise()),
                                            b.byDesign().orElse("**not explained**")))
                                    .toList()))));
        }
        if (!withinNoise.isEmpty()) {
            d.add(new Document.Details(
                    "Below the reference within noise: not a beat (" + withinNoise.size() + ")",
                    List.of(new Document.Table(
                            List.of("cell", "contender", "contender / reference", "noise"),
                            withinNoise.stream()
                                    .map(b -> List.of(
                                            b.group().title(),
                                            b.result().contenderId(),
                                            b.ratio().describe(),
                                            pct(b.noise())))
                                    .toList()))));
        }

        d.heading(2, "Not in steady state");
        List<Trends.Flag> trends = Trends.flags(analysis.groups());
        if (trends.isEmpty()) {
            d.paragraph("No result's first measured iteration is more than " + num(Trends.WARMUP_LIMIT)
                    + "x the median of the rest of its "
                    + "fork in every fork, and none climbs more than " + num(Trends.DRIFT_LIMIT)
                    + "x from first to last iteration in every fork "
                    + "(read on the paired ratios to the reference where a result has them).");
        } else {
            d.paragraph(
                    "Results whose first measured iteration was slower than the rest of its fork in every fork (warm-up not "
                            + "finished), or that climbed from first to last iteration in every fork (drift), beyond "
                            + num(Trends.WARMUP_LIMIT)
                            + "x; geometric means over forks, on the paired ratios where the result has them. Their "
                            + "figures include the trend.");
            d.add(new Document.Details(
                    "Results not in steady state (" + trends.size() + ")",
                    List.of(new Document.Table(
                            List.of("result", "contender", "first / median of the rest", "last / first"),
                            trends.stream()
                                    .map(t -> List.of(
                                            t.result().workload().id() + " "
                                                    + t.result().params(),
                                            t.result().contenderId(),
                                            num(t.firstOverRest()) + "x",
                                            num(t.lastOverFirst()) + "x"))
                                    .toList()))));
        }

        List<String> outliers = Gaps.outliers(analysis);
        if (!outliers.isEmpty()) {
            d.heading(2, "Outlier iterations");
            d.paragraph(
                    "Iterations far from the rest of their fork; they stay in every figure (each fork's center is a trimmed mean, "
                            + "so one barely moves it) and are listed here.");
            d.add(new Document.Details(
                    "Outlier iterations (" + outliers.size() + ")", List.of(new Document.Bullets(capped(outliers)))));
        }
    }

    private static List<String> capped(List<String> items) {
        return items.size() > MAX_ITEMS
                ? Stream.concat(
                                items.stream().limit(MAX_ITEMS),
                                Stream.of("... and " + (items.size() - MAX_ITEMS) + " more"))
                        .toList()
                : items;
    }

    private static String pct(double fraction) {
        return num(100 * fraction) + "%";
    }
}

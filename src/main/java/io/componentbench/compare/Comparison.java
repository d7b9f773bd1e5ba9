package io.componentbench.compare;

import static io.componentbench.compare.ComparisonRows.problem;
import static io.componentbench.compare.ComparisonRows.row;
import static io.componentbench.compare.ComparisonRows.undefined;

import io.componentbench.compare.ComparisonRows.Input;
import io.componentbench.contender.ContenderKind;
import io.componentbench.results.Env;
import io.componentbench.results.LoadProblem;
import io.componentbench.results.Result;
import io.componentbench.results.RunData;
import io.componentbench.results.Variant;
import io.componentbench.stats.ChangeRule;
import io.componentbench.stats.Estimate;
import io.componentbench.stats.Interval;
import io.componentbench.stats.Ratio;
import io.componentbench.workload.Workload;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;

/**
 * Baseline run vs current run, result by result (matched on benchmark name and every parameter,
 * so parameterized results never overwrite each other). Two kinds of rows: time per element
 * (current / baseline), and machine-independent ratios (each contender's time over the
 * {@code raw-array} reference of the same workload, variant and size in the same run, current over
 * baseline). When the runs come from different machines or JVMs, absolute times say little, so the
 * ratio rows are the ones that decide; a caller may also ask for them on one machine, where they
 * are steadier between runs made at different times (the gate-check figures in docs/gate-and-ab.md). Runs of
 * different JVMs are refused unless asked for ({@link JvmCheck}).
 *
 * <p><b>The rule.</b> Every value is {@link Result#estimate()}: the samples' fork-aware 95% interval
 * (Student's t over fork means, so fork-to-fork variation is in it), or for a ratio measured side by
 * side its paired ratio. The change is the {@link Ratio} of the two, kept on the log scale with each
 * side's standard error and degrees of freedom, and {@link ChangeRule} decides: the whole interval
 * of the change, at a per-row level that keeps the chance of any false row in the comparison at 5%
 * (Bonferroni over the rows of a kind), must lie beyond the threshold. {@link Row#change} keeps the
 * 95% interval (the calibration reads it), {@link Row#decision} the one the verdict read. The gate
 * self-test ({@link GateCheckRuns}) measures this very rule.
 *
 * <p>It counts what it cannot judge. Input is checked first ({@link ComparisonInput}: duplicate
 * results and impossible scores or samples are bad input). A baseline result whose configuration
 * (benchmark and every parameter but the contender) the current run measured, but which has no
 * usable current result (absent, or unreadable such as a NaN score), is <em>missing</em>, and so is
 * every unreadable current result. Results of configurations the current run did not measure at all
 * (another profile) are listed as only in the baseline. {@link #fails} counts both, and unreadable
 * baseline results, as failures unless they are allowed: a gate's head must cover its baseline. A
 * row without an interval, or with one that reaches zero (so the ratio is unbounded), is
 * {@link Verdict#UNKNOWN}, with the reason; one whose interval straddles a threshold is
 * {@link Verdict#INCONCLUSIVE}, and a gate fails on either when its point change is slower than the
 * threshold ({@link #unjudgedMoves}).
 */
public final class Comparison {
    /** What a row compares. */
    public enum RowKind {
        /** Time per element, current / baseline. */
        SCORE("time per element"),
        /** Time per element over the same run's {@code raw-array} reference, current / baseline. */
        RATIO("ratio to raw-array");

        private final String description;

        RowKind(String description) {
            this.description = description;
        }

        /** E.g. {@code ratio to raw-array}. */
        public String describe() {
            return description;
        }
    }

    /**
     * One compared result.
     *
     * @param key the result's identity: benchmark and every parameter, as in the baseline
     * @param name short name, e.g. {@code iterate packed-sparse-set 1M churned} ({@link Variant#shortName})
     * @param workload the workload, for grouping
     * @param contender the current result's contender id ({@code raw-array} for the reference)
     * @param kind time per element, or ratio to raw-array
     * @param baseline the baseline's value with its interval (ns per element, or the ratio)
     * @param current the current run's value with its interval
     * @param change current / baseline with its 95% interval (no interval when the row is unknown)
     * @param decision the same change at the per-row level of its kind's family ({@link ChangeRule}): what the verdict read
     * @param verdict what the rule concludes
     * @param unknownReason why the verdict is unknown, null when it is not
     */
    public record Row(
            String key,
            String name,
            Workload workload,
            String contender,
            RowKind kind,
            Interval baseline,
            Interval current,
            Ratio change,
            Ratio decision,
            Verdict verdict,
            String unknownReason) {
        /** The relative change of the central values, e.g. 0.15 for 15% slower. */
        public double relativeChange() {
            return change.center() - 1;
        }
    }

    private final RunData baselineRun;
    private final RunData currentRun;
    private final List<Row> absolute = new ArrayList<>();
    private final List<Row> ratios = new ArrayList<>();
    private final List<String> onlyInBaseline = new ArrayList<>();
    private final List<String> onlyInCurrent = new ArrayList<>();
    private final List<String> missing = new ArrayList<>();
    private final List<String> unreadable = new ArrayList<>();
    private final List<String> baselineUnreadable = new ArrayList<>();
    private final List<String> warnings = new ArrayList<>();
    private final boolean sameMachine;
    private final boolean ratiosDecide;
    private final double threshold;
    private final ChangeRule rule;

    /** Compares runs of the same JVMs; runs of different JVMs are refused ({@link JvmCheck#requireSameJvms}). */
    public Comparison(RunData baseline, RunData current, double threshold) {
        this(baseline, current, threshold, false);
    }

    /**
     * @param threshold the relative change that counts, in (0, 1]
     * @param acrossJvms compare runs of different JVMs too (ratios to raw-array then decide)
     * @throws IllegalArgumentException for a threshold outside (0, 1], a run that is bad input, or
     *         runs of different JVMs without {@code acrossJvms}
     */
    public Comparison(RunData baseline, RunData current, double threshold, boolean acrossJvms) {
        this(baseline, current, threshold, acrossJvms, false);
    }

    /**
     * As {@link #Comparison(RunData, RunData, double, boolean)}; with {@code ratiosDecide} the ratio
     * rows decide even when both runs come from one machine and JVM.
     */
    public Comparison(RunData baseline, RunData current, double threshold, boolean acrossJvms, boolean ratiosDecide) {
        this(baseline, current, threshold, acrossJvms, ratiosDecide, null);
    }

    /**
     * For the gate self-test: the current run's results of {@code standIn} are compared with the
     * baseline's results of {@code standsFor} (their rows keep the stand-in's name and contender).
     * Runs of different JVMs are refused.
     */
    public static Comparison withStandIn(
            RunData baseline, RunData current, double threshold, ContenderKind standIn, ContenderKind standsFor) {
        return new Comparison(baseline, current, threshold, false, false, new StandIn(standIn, standsFor));
    }

    /** @param standIn the gate self-test's stand-in, null for none */
    private Comparison(
            RunData baseline,
            RunData current,
            double threshold,
            boolean acrossJvms,
            boolean ratiosDecide,
            StandIn standIn) {
        ChangeRule.requireThreshold(threshold);
        if (!acrossJvms) JvmCheck.requireSameJvms(baseline, current);
        this.baselineRun = baseline;
        this.currentRun = current;
        this.threshold = threshold;
        this.rule = ChangeRule.of(threshold);
        this.ratiosDecide = ratiosDecide;
        Map<String, Result> base = ComparisonInput.byKey(baseline, "baseline");
        Map<String, Result> cur = ComparisonInput.byKey(current, "current");
        if (standIn != null) cur = standIn.matched(cur);
        Set<String> measured = new HashSet<>();
        Set<String> measuredGroups = new HashSet<>();
        for (Result r : cur.values()) {
            measured.add(ComparisonInput.configuration(r));
            measuredGroups.add(r.workload() + "@" + r.size());
        }
        Optional<Env.Selection> selection = current.env().map(Env::selection);
        List<String> ratioWithoutReference = new ArrayList<>();
        String baseForks = ComparedRuns.oneFork(baseline, "baseline");
        String curForks = ComparedRuns.oneFork(current, "current run");
        String forks = baseForks != null ? baseForks : curForks;
        if (forks != null) {
            warnings.add(forks
                    + ": a one-fork interval leaves out the fork-to-fork variation, so it would flag noise as change;"
                    + " those rows are not judged (unknown). Measure with 2 forks or more (--forks)");
        }
        unreadable.addAll(LoadProblem.texts(current.problems(), LoadProblem.Part.RESULT));
        for (String p : LoadProblem.texts(baseline.problems(), LoadProblem.Part.RESULT)) {
            warnings.add("baseline: " + p);
            baselineUnreadable.add(p);
        }
        for (var e : base.entrySet()) {
            Result b = e.getValue();
            Result c = cur.get(e.getKey());
            if (c == null) {
                boolean expected = measured.contains(ComparisonInput.configuration(b))
                        || selection.isPresent()
                                && selection.get().covers(b)
                                && !measuredGroups.contains(b.workload() + "@" + b.size());
                (expected ? missing : onlyInBaseline).add(b.variant().shortName());
                continue;
            }
            Estimate be = b.estimate();
            Estimate ce = c.estimate();
            String oneFork = be.forks() == 1 && be.known()
                    ? "one fork in the baseline: no fork-to-fork variation in its interval"
                    : ce.forks() == 1 && ce.known()
                            ? "one fork in the current run: no fork-to-fork variation in its interval"
                            : null;
            absolute.add(row(
                    e.getKey(),
                    c,
                    RowKind.SCORE,
                    be,
                    ce,
                    oneFork,
                    new Input("baseline", be),
                    new Input("current run", ce)));
            Optional<Result> rawB = reference(baseline, b);
            Optional<Result> rawC = reference(current, c);
            if (rawB.isPresent() && rawC.isEmpty()) {
                ratioWithoutReference.add(c.variant().shortName() + " (its ratio: the current run has no "
                        + Result.RAW_ARRAY + " reference)");
            }
            if (rawB.isPresent() && rawC.isPresent()) {
                Estimate rb = rawB.get().estimate();
                Estimate rc = rawC.get().estimate();
                Input[] inputs = {
                    new Input("baseline", be),
                    new Input("baseline's raw-array", rb),
                    new Input("current run", ce),
                    new Input("current run's raw-array", rc)
                };
                // a side-by-side ratio is its own paired estimate: the times' intervals (the reference's is wide) do
                // not enter it
                Optional<Ratio> pairedB = b.pairedRatio(rawB.get());
                Optional<Ratio> pairedC = c.pairedRatio(rawC.get());
                if (pairedB.isPresent() && pairedC.isPresent()) {
                    ratios.add(row(e.getKey(), c, RowKind.RATIO, pairedB.get(), pairedC.get(), oneFork));
                } else {
                    ratios.add(
                            problem(inputs) != null
                                    ? row(
                                            e.getKey(),
                                            c,
                                            RowKind.RATIO,
                                            undefined(be, rb),
                                            undefined(ce, rc),
                                            oneFork,
                                            inputs)
                                    : row(
                                            e.getKey(),
                                            c,
                                            RowKind.RATIO,
                                            pairedB.orElseGet(() -> Ratio.of(be, rb)),
                                            pairedC.orElseGet(() -> Ratio.of(ce, rc)),
                                            oneFork,
                                            inputs));
                }
            }
        }
        cur.forEach((k, r) -> {
            if (!base.containsKey(k)) onlyInCurrent.add(r.variant().shortName());
        });
        ComparisonRows.decide(absolute, rule, threshold);
        ComparisonRows.decide(ratios, rule, threshold);
        this.sameMachine = ComparedRuns.sameMachine(baseline.env(), current.env(), warnings);
        if (decidingKind() == RowKind.RATIO) missing.addAll(ratioWithoutReference);
    }

    private static Optional<Result> reference(RunData run, Result r) {
        if (r.isReference()) return Optional.empty();
        return run.results().stream().filter(x -> x.isReferenceFor(r)).findFirst();
    }

    /** The rule the verdicts follow. */
    public ChangeRule rule() {
        return rule;
    }

    /** The baseline run. */
    public RunData baselineRun() {
        return baselineRun;
    }

    /** The current run. */
    public RunData currentRun() {
        return currentRun;
    }

    /** Time-per-element rows, in the baseline's order. */
    public List<Row> absolute() {
        return absolute;
    }

    /** Ratio-to-raw-array rows, in the baseline's order. */
    public List<Row> ratios() {
        return ratios;
    }

    /** Baseline results (by short name) of configurations the current run did not measure at all (e.g. another profile): listed only. */
    public List<String> onlyInBaseline() {
        return onlyInBaseline;
    }

    /** Baseline results (by short name) whose configuration the current run measured but which have no usable current result. */
    public List<String> missing() {
        return missing;
    }

    /** The current run's results that could not be read (e.g. a NaN score), as RunData described them. */
    public List<String> unreadable() {
        return unreadable;
    }

    /** Current results (by short name) the baseline does not have. */
    public List<String> onlyInCurrent() {
        return onlyInCurrent;
    }

    public List<String> warnings() {
        return warnings;
    }

    public boolean sameMachine() {
        return sameMachine;
    }

    /** Whether the caller asked for the ratio rows to decide whatever the machines. */
    public boolean ratiosDecide() {
        return ratiosDecide;
    }

    public double threshold() {
        return threshold;
    }

    /** The kind of the rows whose verdicts decide: time per element on one machine and JVM unless ratios were asked for, ratios otherwise. */
    public RowKind decidingKind() {
        return sameMachine && !ratiosDecide ? RowKind.SCORE : RowKind.RATIO;
    }

    /** The rows whose verdicts decide ({@link #decidingKind}). */
    public List<Row> deciding() {
        return decidingKind() == RowKind.SCORE ? absolute : ratios;
    }

    /** The other rows, shown for information. */
    public List<Row> informational() {
        return decidingKind() == RowKind.SCORE ? ratios : absolute;
    }

    public long count(Verdict v) {
        return deciding().stream().filter(r -> r.verdict() == v).count();
    }

    public boolean hasRegression() {
        return count(Verdict.REGRESSION) > 0;
    }

    /** Calibration of the comparison: of the deciding rows with a bounded change interval, those whose interval contains 1 ({@link Calibration}). */
    public Calibration calibration() {
        return Calibration.of(deciding());
    }

    /** How many deciding rows are unknown for each reason. */
    public Map<String, Long> unknownReasons() {
        Map<String, Long> m = new TreeMap<>();
        for (Row r : deciding()) {
            if (r.verdict() == Verdict.UNKNOWN) m.merge(r.unknownReason(), 1L, Long::sum);
        }
        return m;
    }

    /**
     * Whether a regression gate must fail: a regression, a comparison that judged no row at all
     * (nothing matched, or nothing could be decided: a gate that judged nothing has passed nothing),
     * or (unless {@code allowMissing}) a missing or unreadable current result, which could be hiding one.
     */
    public boolean fails(boolean allowMissing) {
        return !failures(allowMissing).isEmpty();
    }

    /**
     * Why a regression gate fails ({@link #fails}), one sentence each; empty when it passes. Besides a
     * regression and a comparison that judged nothing: a deciding row that moved past the threshold
     * without being judged ({@link #unjudgedMoves}); unless {@code allowMissing}, a baseline result the
     * current run lacks (missing, or of a configuration it did not measure: the head must cover the
     * baseline) and an unreadable result in either run.
     */
    public List<String> failures(boolean allowMissing) {
        List<String> why = new ArrayList<>();
        if (hasRegression()) why.add(count(Verdict.REGRESSION) + " regression(s)");
        nothingJudged().ifPresent(why::add);
        List<Row> moved = unjudgedMoves();
        if (!moved.isEmpty()) why.add(describeUnjudged(moved));
        if (!allowMissing && !missing.isEmpty()) why.add(missing.size() + " result(s) missing from the current run");
        if (!allowMissing && !unreadable.isEmpty())
            why.add(unreadable.size() + " unreadable result(s) in the current run");
        if (!allowMissing && !onlyInBaseline.isEmpty())
            why.add("the current run does not cover the baseline: " + onlyInBaseline.size()
                    + " baseline result(s) of configurations it did not measure (e.g. "
                    + String.join(", ", onlyInBaseline.subList(0, Math.min(3, onlyInBaseline.size())))
                    + "); --allow-missing accepts a partial comparison");
        if (!allowMissing && !baselineUnreadable.isEmpty())
            why.add(baselineUnreadable.size() + " unreadable result(s) in the baseline (e.g. "
                    + baselineUnreadable.get(0) + "): what they would judge is not judged");
        return why;
    }

    /**
     * The deciding rows that were not judged (inconclusive: the decision interval straddles a
     * threshold; or unknown) although their point change is slower than {@code 1 + threshold}: each
     * could be the regression the gate is for, so a gate fails on them.
     */
    public List<Row> unjudgedMoves() {
        return deciding().stream()
                .filter(r -> r.verdict().asChange().undecided())
                .filter(r -> r.change().center() > 1 + threshold)
                .toList();
    }

    /** One sentence for {@link #failures}: the rows, why each was not judged, and what would decide them. */
    private String describeUnjudged(List<Row> moved) {
        List<String> rows = new ArrayList<>();
        for (Row r : moved.subList(0, Math.min(5, moved.size()))) {
            rows.add(r.name() + " " + Interval.num(r.change().center()) + "x ("
                    + (r.verdict() == Verdict.INCONCLUSIVE
                            ? "inconclusive: its interval " + r.decision().describe() + " straddles "
                                    + Interval.num(1 + threshold)
                            : "unknown: " + r.unknownReason())
                    + ")");
        }
        return moved.size() + " row(s) slower than the threshold (" + Interval.num(1 + threshold)
                + "x) at their point estimate but not judged: " + String.join("; ", rows)
                + (moved.size() > rows.size() ? "; and " + (moved.size() - rows.size()) + " more" : "")
                + "; more forks per result (run --forks N) or raw samples in both runs would decide them";
    }

    /** Why no deciding row was judged, when none was (a gate of it fails): nothing matched, or every row is unknown. */
    public Optional<String> nothingJudged() {
        if (judged() > 0) return Optional.empty();
        return Optional.of("nothing was judged: "
                + (deciding().isEmpty()
                        ? "no " + decidingKind().describe() + " row matched between the runs (" + onlyInBaseline.size()
                                + " result(s) only in the baseline, " + onlyInCurrent.size()
                                + " only in the current run: a parameter added or renamed, or another selection?)"
                        : "all " + deciding().size() + " " + decidingKind().describe() + " row(s) are unknown "
                                + unknownReasons().keySet()));
    }

    /**
     * The rows of the deciding kind that the rule judged, those with a verdict (not unknown, so with a
     * bounded change interval): the family's size.
     */
    public int judged() {
        return (int) deciding().stream().filter(r -> r.unknownReason() == null).count();
    }
}

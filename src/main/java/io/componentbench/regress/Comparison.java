package io.componentbench.regress;

import io.componentbench.results.Env;
import io.componentbench.results.Result;
import io.componentbench.results.RunData;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;

/**
 * Baseline run vs current run, result by result (matched on benchmark name and every parameter,
 * so parameterized results never overwrite each other). Two kinds of rows: the absolute scores, and
 * machine-independent ratios (each contender's result divided by the {@code raw-array} reference of
 * the same workload, variant and size in the same run). When the runs come from different machines
 * or JVMs, absolute times say little, so the ratio verdicts are the ones that decide. Runs of
 * different JVMs are refused unless asked for ({@link JvmCheck}).
 *
 * <p>It counts what it cannot judge. Input is checked first ({@link ComparisonInput}: duplicate
 * results and impossible scores are bad input). A baseline result whose configuration (benchmark and
 * every parameter but the contender) the current run measured, but which has no usable current result
 * (absent, or unreadable such as a NaN score), is <em>missing</em>, and so is every unreadable
 * current result; {@link #fails} counts them as failures unless they are allowed. Results of
 * configurations the current run did not measure at all (another profile) are only listed. Rows
 * whose intervals are unknown or unbounded get {@link Verdict#UNKNOWN}, with the reason.
 */
public final class Comparison {
    /** One compared metric; {@code low}/{@code high} are the 99.9% interval ends, NaN when unknown. */
    public record Row(String key, String kind, double base, double baseLow, double baseHigh,
                      double current, double currentLow, double currentHigh, boolean higherIsBetter, Verdict verdict) {
        public double change() {
            return (current - base) / base;
        }

        /** Why the verdict is unknown, or null when it is not. */
        public String unknownReason() {
            if (verdict != Verdict.UNKNOWN) return null;
            if (Double.isNaN(currentLow) || Double.isNaN(currentHigh)) return "no error estimate in the current run";
            if (Double.isNaN(baseLow) || Double.isNaN(baseHigh)) return "no error estimate in the baseline";
            return "an interval too wide to bound the ratio";
        }
    }

    private final List<Row> absolute = new ArrayList<>();
    private final List<Row> ratios = new ArrayList<>();
    private final List<String> onlyInBaseline = new ArrayList<>();
    private final List<String> onlyInCurrent = new ArrayList<>();
    private final List<String> missing = new ArrayList<>();
    private final List<String> unreadable = new ArrayList<>();
    private final List<String> warnings = new ArrayList<>();
    private final boolean sameMachine;
    private final double threshold;

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
        if (!(threshold > 0 && threshold <= 1)) {
            throw new IllegalArgumentException("the threshold must be a fraction in (0, 1] (0.10 is 10%), got " + threshold);
        }
        if (!acrossJvms) JvmCheck.requireSameJvms(baseline, current);
        this.threshold = threshold;
        Map<String, Result> base = ComparisonInput.byKey(baseline, "baseline");
        Map<String, Result> cur = ComparisonInput.byKey(current, "current");
        Set<String> measured = new HashSet<>();
        for (Result r : cur.values()) measured.add(ComparisonInput.configuration(r));
        for (String p : current.problems()) {
            if (p.startsWith("unreadable result")) unreadable.add(p);
        }
        for (String p : baseline.problems()) {
            if (p.startsWith("unreadable result")) warnings.add("baseline: " + p);
        }
        for (var e : base.entrySet()) {
            Result c = cur.get(e.getKey());
            if (c == null) {
                (measured.contains(ComparisonInput.configuration(e.getValue())) ? missing : onlyInBaseline).add(e.getKey());
                continue;
            }
            Result b = e.getValue();
            absolute.add(row(e.getKey(), "score", b.score(), interval(b), c.score(), interval(c), b.higherIsBetter()));
            Optional<double[]> br = ratio(baseline, b);
            Optional<double[]> cr = ratio(current, c);
            if (br.isPresent() && cr.isPresent()) {
                ratios.add(row(e.getKey(), "ratio to raw-array", br.get()[0], new double[] {br.get()[1], br.get()[2]},
                        cr.get()[0], new double[] {cr.get()[1], cr.get()[2]}, b.higherIsBetter()));
            }
        }
        cur.keySet().stream().filter(k -> !base.containsKey(k)).forEach(onlyInCurrent::add);
        this.sameMachine = compareEnvironments(baseline.env(), current.env());
    }

    private Row row(String key, String kind, double b, double[] bi, double c, double[] ci, boolean higher) {
        return new Row(key, kind, b, bi[0], bi[1], c, ci[0], ci[1], higher, Verdict.of(b, bi[0], bi[1], c, ci[0], ci[1], higher, threshold));
    }

    private static double[] interval(Result r) {
        return new double[] {r.score() - r.scoreError(), r.score() + r.scoreError()};
    }

    /** {ratio, low, high} of a contender result over its run's raw-array reference (interval arithmetic). */
    private static Optional<double[]> ratio(RunData run, Result r) {
        if (r.isReference()) return Optional.empty();
        return run.results().stream()
                .filter(x -> x.isReferenceFor(r))
                .findFirst()
                .map(raw -> {
                    // the ratio's interval from the ends of both intervals; times are positive, so a
                    // lower end at or below zero leaves that side of the ratio unbounded
                    double[] ri = interval(raw);
                    double[] ci = interval(r);
                    double low = Math.max(0, ci[0]) / ri[1];
                    double high = ri[0] > 0 ? ci[1] / ri[0] : Double.POSITIVE_INFINITY;
                    return new double[] {r.score() / raw.score(), low, high};
                });
    }

    private boolean compareEnvironments(Optional<Env> baseEnv, Optional<Env> currentEnv) {
        if (baseEnv.isEmpty() || currentEnv.isEmpty()) {
            warnings.add("env.json missing from a run: cannot tell whether both come from the same machine; ratio verdicts decide");
            return false;
        }
        Env b = baseEnv.get();
        Env c = currentEnv.get();
        boolean same = true;
        if (!Objects.equals(b.machineFingerprint(), c.machineFingerprint())) {
            warnings.add("runs come from different machines (" + b.machine().cpuModel() + " / "
                    + c.machine().cpuModel() + "): absolute times are not comparable; ratio verdicts decide");
            same = false;
        }
        Set<String> bj = JvmCheck.versions(b);
        Set<String> cj = JvmCheck.versions(c);
        if (!bj.equals(cj)) {
            warnings.add("runs used different JVMs (" + String.join(", ", bj) + " / " + String.join(", ", cj) + "); ratio verdicts decide");
            same = false;
        }
        if (!b.profile().equals(c.profile())) {
            warnings.add("runs used different profiles (" + b.profile() + " / " + c.profile() + ")");
        }
        return same;
    }

    public List<Row> absolute() { return absolute; }

    public List<Row> ratios() { return ratios; }

    /** Baseline results of configurations the current run did not measure at all (e.g. another profile): listed only. */
    public List<String> onlyInBaseline() { return onlyInBaseline; }

    /** Baseline results whose configuration the current run measured but which have no usable current result. */
    public List<String> missing() { return missing; }

    /** The current run's results that could not be read (e.g. a NaN score), as RunData described them. */
    public List<String> unreadable() { return unreadable; }

    public List<String> onlyInCurrent() { return onlyInCurrent; }

    public List<String> warnings() { return warnings; }

    public boolean sameMachine() { return sameMachine; }

    public double threshold() { return threshold; }

    /** The rows whose verdicts decide: absolute scores on one machine and JVM, ratios otherwise. */
    public List<Row> deciding() {
        return sameMachine ? absolute : ratios;
    }

    public long count(Verdict v) {
        return deciding().stream().filter(r -> r.verdict() == v).count();
    }

    public boolean hasRegression() {
        return count(Verdict.REGRESSION) > 0;
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
     * Whether a regression gate must fail: a regression, or (unless {@code allowMissing}) a missing
     * or unreadable current result, which could be hiding one.
     */
    public boolean fails(boolean allowMissing) {
        return hasRegression() || !allowMissing && (!missing.isEmpty() || !unreadable.isEmpty());
    }
}

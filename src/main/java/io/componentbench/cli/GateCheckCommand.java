package io.componentbench.cli;

import static io.componentbench.cli.Cli.input;
import static io.componentbench.cli.Cli.orDefault;

import io.componentbench.ab.AbGateCheck;
import io.componentbench.compare.GateCheckRuns;
import io.componentbench.compare.PairedComparison;
import io.componentbench.measure.BenchmarkRunner;
import io.componentbench.measure.GateCheckPlan;
import io.componentbench.measure.Isolation;
import io.componentbench.measure.JvmChoice;
import io.componentbench.measure.RunEstimate;
import io.componentbench.results.RunData;
import io.componentbench.stats.ChangeRule;
import io.componentbench.stats.GateCheck;
import io.componentbench.stats.IntervalMethod;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code gate-check}: measures the regression gates' false alarms and power on this machine: by
 * default {@code compare}'s, between runs (three runs of an 8-row subset); with {@code --ab}, the
 * A/B's that CI gates on, from two A/B directories at its subset ({@link AbGateCheck}).
 */
@Command(
        name = "gate-check",
        mixinStandardHelpOptions = true,
        description = {
            "Measure the regression gate on this machine: run a fixed subset (iterate and shuffled lookup at 1K and 1M,"
                    + " packed-sparse-set and hash-map, quick-profile timing, 7 forks per cell, side by side, unless --forks) twice unchanged and once with packed-sparse-set"
                    + " deliberately slowed (about 1.3x), then print the A/A false alarms, the fraction of slowed results flagged and"
                    + " the smallest slowdown detectable at this precision, for N forks and for each number from 2 to N (CI's quick profile"
                    + " runs 5 per cell). Estimated at about 12 minutes at 7 forks here (with the quick profile's 8 measured iterations per fork); run it on an otherwise idle machine.",
            "That is the power of compare between runs, which CI no longer gates on. The power of the gate CI applies,"
                    + " the A/B at its subset: --ab AA_DIR TRIAL_DIR --slowed CONTENDER, from two directories of scripts/ab"
                    + " (HEAD against HEAD, and HEAD against a revision that slows CONTENDER by a known factor; docs/gate-and-ab.md)."
        })
final class GateCheckCommand implements Callable<Integer> {
    @Option(names = "--jvm", description = "java binary for the benchmark forks (default: this JVM)")
    String jvm;

    @Option(names = "--runs", description = "where the three run directories go (default: results/gate-check)")
    Path runs;

    @Option(
            names = "--threshold",
            description = "the gate's threshold (default: compare's 0.10; with --ab the A/B's "
                    + PairedComparison.DEFAULT_THRESHOLD + ")")
    Double threshold;

    @Option(
            names = "--ab",
            arity = "2",
            paramLabel = "AB_DIR",
            description = "do not run: account for two finished A/B directories of scripts/ab, an A/A (a revision"
                    + " against itself) and a trial whose head slows --slowed's contender, as the A/B gate judges them")
    List<Path> ab;

    @Option(
            names = "--slowed",
            paramLabel = "CONTENDER",
            description = "with --ab: the contender the trial's head slows")
    String slowed;

    @Option(
            names = "--forks",
            paramLabel = "N",
            description =
                    "forks per result in each run, at least 2 (default: "
                            + GateCheckPlan.DEFAULT_FORKS
                            + "); the accounting is printed for N forks and, cutting the runs to their first 2..N forks,"
                            + " for each smaller number (the quick profile runs 5 per cell). The time grows in proportion. Not with --from")
    Integer forks;

    @Option(
            names = "--from",
            arity = "3",
            paramLabel = "RUN_DIR",
            description =
                    "do not run: account for three existing run directories A A' SLOWED made by an earlier gate-check")
    List<Path> from;

    @Override
    public Integer call() throws Exception {
        if (ab != null) return abPath();
        if (slowed != null) throw new IllegalArgumentException("--slowed goes with --ab");
        double threshold = this.threshold == null ? 0.10 : this.threshold;
        ChangeRule.requireThreshold(threshold);
        if (from != null && from.size() != GateCheckPlan.RUNS) {
            throw new IllegalArgumentException(
                    "--from takes exactly three run directories (A, A', slowed), got " + from.size());
        }
        if (from != null && forks != null) {
            throw new IllegalArgumentException(
                    "--forks sets how many forks new runs measure; with --from nothing is run"
                            + " (the table by forks goes up to the forks the given runs have)");
        }
        int n = forks == null ? GateCheckPlan.DEFAULT_FORKS : forks;
        if (n < 2)
            throw new IllegalArgumentException(
                    "--forks must be at least 2: one fork has no fork-to-fork interval to gate on, got " + n);
        List<Path> dirs = from;
        if (dirs == null) {
            List<JvmChoice.ProbedJvm> on = JvmChoice.resolve(jvm == null ? List.of() : List.of(jvm));
            BenchmarkRunner unchanged = BenchmarkRunner.ofSpecs(
                            GateCheckPlan.TIMING, GateCheckPlan.specs(), on, GateCheckPlan.UNCHANGED)
                    .withForks(n);
            BenchmarkRunner slowed = BenchmarkRunner.ofSpecs(
                            GateCheckPlan.TIMING, GateCheckPlan.specs(), on, GateCheckPlan.WITH_SLOWED)
                    .withForks(n);
            System.out.println("componentbench gate-check: 3 runs of "
                    + RunEstimate.results(GateCheckPlan.specs(), GateCheckPlan.UNCHANGED.size()) + " results, " + n
                    + " forks each, estimated " + GateCheckPlan.estimate(n).toMinutes() + " min");
            Path into = orDefault(runs, "results", "gate-check");
            Path first = unchanged.run(into);
            Path second = unchanged.run(into);
            dirs = List.of(first, second, slowed.run(into));
        }
        RunData a = RunData.load(input(dirs.get(0)));
        RunData a2 = RunData.load(input(dirs.get(1)));
        RunData s = RunData.load(input(dirs.get(2)));
        List<GateCheck> checks =
                GateCheckRuns.account(a, a2, s, GateCheckPlan.SLOWED, GateCheckPlan.STANDS_FOR, threshold);
        System.out.printf(
                Locale.ROOT,
                "componentbench gate-check: A %s, A' %s, slowed %s%n",
                dirs.get(0),
                dirs.get(1),
                dirs.get(2));
        System.out.printf(
                Locale.ROOT,
                "a change is flagged when its whole interval, at the per-row level of its comparison (%.0f%% over the"
                        + " rows of a kind, Bonferroni: an A/A expects at most 0.05 flagged rows), lies beyond %.0f%% (intervals: %s)%n",
                100 * (1 - ChangeRule.FAMILY_LEVEL),
                100 * threshold,
                IntervalMethod.forForks(a.maxForks()).text());
        for (GateCheck c : checks) System.out.print(c.render());
        // the quick profile's forks as the runs were measured: per cell side by side, per result in forks of their own
        boolean sideBySide = a.env()
                .map(e -> e.measurement())
                .map(m -> Isolation.SIDE_BY_SIDE.id().equals(m.isolation()))
                .orElse(false);
        System.out.print(GateCheck.renderByForks(
                GateCheckRuns.byForks(a, a2, s, GateCheckPlan.SLOWED, GateCheckPlan.STANDS_FOR, threshold),
                sideBySide ? GateCheckPlan.TIMING.slices.forks() : GateCheckPlan.TIMING.forks,
                "<- the " + GateCheckPlan.TIMING.id() + " profile's forks"));
        System.out.println("componentbench gate-check: this is compare between runs; CI gates on the A/B,"
                + " whose power --ab accounts for (docs/gate-and-ab.md)");
        return 0;
    }

    /** {@code --ab}: the A/B gate's false rows and power from an A/A and a trial directory. */
    private int abPath() throws Exception {
        if (from != null || forks != null || runs != null || jvm != null)
            throw new IllegalArgumentException(
                    "--ab accounts for two A/B directories: --from, --forks, --runs and --jvm do not apply");
        if (slowed == null)
            throw new IllegalArgumentException("--ab needs --slowed CONTENDER: the contender the trial's head slows");
        double t = threshold == null ? PairedComparison.DEFAULT_THRESHOLD : threshold;
        PairedComparison.check(t);
        AbGateCheck check =
                new AbGateCheck(AbGateCheck.load(input(ab.get(0)), t), AbGateCheck.load(input(ab.get(1)), t), slowed);
        System.out.printf(Locale.ROOT, "componentbench gate-check --ab: A/A %s, trial %s%n", ab.get(0), ab.get(1));
        System.out.print(check.render());
        return 0;
    }
}

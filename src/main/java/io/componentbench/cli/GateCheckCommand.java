package io.componentbench.cli;

import static io.componentbench.cli.Cli.input;
import static io.componentbench.cli.Cli.orDefault;

import io.componentbench.compare.GateCheckRuns;
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

/** {@code gate-check}: measures the regression gate's false alarms and power on this machine. */
@Command(
        name = "gate-check",
        mixinStandardHelpOptions = true,
        description = {
            "Measure the regression gate on this machine: run a fixed subset (iterate and shuffled lookup at 1K and 1M,"
                    + " packed-sparse-set and hash-map, quick-profile timing, 7 forks per cell, side by side, unless --forks) twice unchanged and once with packed-sparse-set"
                    + " deliberately slowed (about 1.3x), then print the A/A false alarms, the fraction of slowed results flagged and"
                    + " the smallest slowdown detectable at this precision, for N forks and for each number from 2 to N (CI's quick profile"
                    + " runs 5 per cell). Estimated at about 12 minutes at 7 forks here (with the quick profile's 8 measured iterations per fork); run it on an otherwise idle machine."
        })
final class GateCheckCommand implements Callable<Integer> {
    // Option blocks alike in shape to other commands' (picocli's annotation layout); the options differ.
    @Option(names = "--jvm", description = "java binary for the benchmark forks (default: this JVM)")
    String jvm;

    @Option(names = "--runs", description = "where the three run directories go (default: results/gate-check)")
    Path runs;

    @Option(
            names = "--threshold",
            defaultValue = "0.10",
            description = "the gate's threshold, as for compare (default: ${DEFAULT-VALUE})")
    double threshold;

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
        return 0;
    }
}

package io.componentbench.cli;

import io.componentbench.ab.AbCommand;
import io.componentbench.contender.ContenderKind;
import io.componentbench.regress.Baseline;
import io.componentbench.regress.Comparison;
import io.componentbench.regress.ComparisonFormat;
import io.componentbench.regress.GateCheckRuns;
import io.componentbench.report.ReadmeResults;
import io.componentbench.report.ReportWriter;
import io.componentbench.results.FootprintEntry;
import io.componentbench.results.History;
import io.componentbench.results.Json;
import io.componentbench.results.RunData;
import io.componentbench.run.BenchmarkRunner;
import io.componentbench.run.Footprint;
import io.componentbench.run.Isolation;
import io.componentbench.run.JvmChoice;
import io.componentbench.run.OutputGuard;
import io.componentbench.run.Profile;
import io.componentbench.run.ProjectHome;
import io.componentbench.run.RunDirectory;
import io.componentbench.workload.Distribution;
import io.componentbench.run.GateCheckPlan;
import io.componentbench.run.RunEstimate;
import io.componentbench.stats.Estimate;
import io.componentbench.stats.GateCheck;
import io.componentbench.workload.Workload;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * The one command-line entry: {@code run}, {@code report}, {@code compare}, {@code promote},
 * {@code footprint}, {@code ab}, {@code gate-check}, {@code readme}. Exit codes ({@link ExitCodes}): 0 success, 1 a regression
 * (with --fail-on-regression) or a failure of componentbench itself (its stack trace in a log file), 2 bad input. Paths given on the command line resolve against the working directory; the defaults
 * ({@code results/...}, {@code report}) against the project directory ({@link ProjectHome}).
 */
@Command(name = "componentbench", mixinStandardHelpOptions = true,
        description = "How should an ECS store its components? Run, report and compare the benchmarks.",
        subcommands = {Cli.Run.class, Cli.Report.class, Cli.Compare.class, Cli.Promote.class, Cli.FootprintCommand.class,
                AbCommand.class, Cli.GateCheckCommand.class, Cli.Readme.class})
public final class Cli implements Callable<Integer> {
    /** Exit code for bad input ({@link ExitCodes#BAD_INPUT}). */
    public static final int BAD_INPUT = ExitCodes.BAD_INPUT;

    public static void main(String[] args) {
        System.exit(execute(args));
    }

    /** Runs a command line and returns its exit code (tests call this); {@link ExitCodes} maps what it throws. */
    public static int execute(String... args) {
        return ExitCodes.install(new CommandLine(new Cli())).execute(args);
    }

    @Override
    public Integer call() {
        CommandLine.usage(this, System.out);
        return 0;
    }

    /** The contenders named (each once, in the order given), or all. */
    static List<ContenderKind> contenders(List<String> ids) {
        return ids == null || ids.isEmpty() ? ContenderKind.all() : ids.stream().map(ContenderKind::byId).distinct().toList();
    }

    /** The workloads named (each once, in the order given), or all. */
    static List<Workload> workloads(List<String> ids) {
        return ids == null || ids.isEmpty() ? Arrays.asList(Workload.values()) : ids.stream().map(Workload::byId).distinct().toList();
    }

    /** The project's runs directory, which report and promote never write into, over or around. */
    static Path runsDirectory() {
        return ProjectHome.resolve("results", "runs");
    }

    /** A path the user gave, or the default inside the project directory. */
    static Path orDefault(Path given, String first, String... more) {
        return given != null ? given : ProjectHome.resolve(first, more);
    }

    @Command(name = "run", mixinStandardHelpOptions = true,
            description = "Run a benchmark profile and write results/runs/<UTC start time>/ (JMH JSON, env.json, footprint.json).")
    static final class Run implements Callable<Integer> {
        @Option(names = "--profile", defaultValue = "quick", description = "smoke, quick or full (default: ${DEFAULT-VALUE})")
        String profile;

        @Option(names = "--jvm", split = ",", paramLabel = "PATH",
                description = "java binary or JDK directory to measure on; repeat (or separate by commas) to measure the same specs "
                        + "on several JVMs, forks alternating between them (default: the JVM running this command: JAVA_HOME's, else PATH's)")
        List<String> jvms;

        @Option(names = "--contender", split = ",", description = "only these contenders (default: all)")
        List<String> contenders;

        @Option(names = "--workload", split = ",", description = "only these workloads: insert, lookup, remove, iterate, join, churn, respawn (default: all)")
        List<String> workloads;

        @Option(names = "--size", split = ",", paramLabel = "N", description = "only these sizes of the profile's specs (default: all)")
        List<Integer> sizes;

        @Option(names = "--forks", paramLabel = "N", description = "forks per side-by-side cell (or per result with --isolation fork) instead of"
                + " the profile's (side by side: smoke 1, quick 5, full 4; fork: smoke 1, quick 3, full 4): the interval narrows about as"
                + " t(N-1)/sqrt(N), the run lengthens in proportion")
        Integer forks;

        @Option(names = "--isolation", defaultValue = "side-by-side", paramLabel = "MODE",
                description = "side-by-side: each cell's contenders in one fork, in slices of a few ms, each in its own class loader;"
                        + " fork: every contender in forks of its own (default: ${DEFAULT-VALUE})")
        String isolation;

        @Option(names = "--runs", description = "where run directories go (default: results/runs in the project)")
        Path runs;

        @Option(names = "--history", description = "run history to append to (default: results/history.jsonl in the project)")
        Path history;

        @Override
        public Integer call() throws Exception {
            Isolation mode = Isolation.byId(isolation);
            List<ContenderKind> kinds = contenders(contenders);
            kinds.stream().filter(ContenderKind::calibrationOnly).findFirst().ifPresent(k -> {
                throw new IllegalArgumentException(k.id() + " exists only for the gate self-test (`gate-check`), not for runs");
            });
            BenchmarkRunner runner = BenchmarkRunner.ofWorkloads(Profile.byId(profile), JvmChoice.resolve(jvms), kinds, workloads(workloads))
                    .withIsolation(mode);
            if (sizes != null) runner = runner.withSizes(sizes);
            Path dir = (forks == null ? runner : runner.withForks(forks)).run(orDefault(runs, "results", "runs"));
            History.append(orDefault(history, "results", "history.jsonl"), RunData.load(dir));
            return 0;
        }
    }

    @Command(name = "report", mixinStandardHelpOptions = true,
            description = "Write the report (index.html, REPORT.md, charts/) of a run directory.")
    static final class Report implements Callable<Integer> {
        @Parameters(arity = "0..1", description = "run directory (default: the newest complete run under results/runs)")
        Path run;

        @Option(names = "--out", description = "output directory: absent, empty or an earlier report (default: report in the project)")
        Path out;

        @Option(names = "--history", description = "run history for trend charts (default: results/history.jsonl in the project)")
        Path history;

        @Option(names = "--baseline", description = "baseline run to compare with, as compare does (default: results/baseline in the project, when it exists)")
        Path baseline;

        @Option(names = "--png-only", description = "charts as PNG only, without their SVG twins (a quarter smaller; for a report committed to a repository)")
        boolean pngOnly;

        @Override
        public Integer call() throws Exception {
            Path dir = input(run);
            Path out = orDefault(this.out, "report");
            OutputGuard.recover(out);
            OutputGuard.requireReplaceable(out, OutputGuard.Kind.REPORT);
            OutputGuard.requireApart(out, runsDirectory(), "the runs directory");
            RunData data = RunData.load(dir);
            Path base = orDefault(baseline, "results", "baseline");
            OutputGuard.recover(base); // an interrupted promote left it as .baseline.old: put it back, as compare does
            Optional<RunData> baseRun = baseline != null || Files.isDirectory(base) ? Optional.of(RunData.load(input(base))) : Optional.empty();
            int charts = new ReportWriter(data, History.load(orDefault(history, "results", "history.jsonl")), baseRun, !pngOnly).write(out);
            System.out.println("componentbench: report of " + dir + " written to " + out + "/index.html and REPORT.md (" + charts + " charts)");
            return 0;
        }
    }

    @Command(name = "compare", mixinStandardHelpOptions = true,
            description = "Compare two run directories; exit 1 on regression with --fail-on-regression (or on a failure of componentbench), 2 on bad input.")
    static final class Compare implements Callable<Integer> {
        @Parameters(index = "0", description = "baseline run directory (e.g. results/baseline)")
        Path baseline;

        @Parameters(index = "1", arity = "0..1", description = "current run directory (default: the newest complete run under results/runs)")
        Path current;

        @Option(names = "--threshold", defaultValue = "0.10",
                description = "relative change that counts, in (0, 1]: a row is flagged only when the whole 95%% interval of current / baseline lies beyond it (default: ${DEFAULT-VALUE})")
        double threshold;

        @Option(names = "--fail-on-regression", description = "exit 1 (saying why) when a deciding row regressed, no row could be judged, or a current result is missing or unreadable")
        boolean failOnRegression;

        @Option(names = "--allow-missing", description = "with --fail-on-regression: do not fail on missing or unreadable current results")
        boolean allowMissing;

        @Option(names = "--format", defaultValue = "text", description = "text, markdown or json (default: ${DEFAULT-VALUE})")
        String format;

        @Option(names = "--across-jvms", description = "compare runs measured on different JVMs (refused otherwise); ratios to raw-array then decide")
        boolean acrossJvms;

        @Option(names = "--all", description = "list every row, unchanged ones and the informational kind too (default: flagged and unknown rows, counts for the rest)")
        boolean all;

        @Option(names = "--ratios-decide", description = "let the ratios to raw-array decide even on one machine and JVM: steadier than"
                + " absolute times between runs made at different times (default: they decide only across machines or JVMs)")
        boolean ratiosDecide;

        @Override
        public Integer call() throws Exception {
            ComparisonFormat f = ComparisonFormat.byId(format);
            Comparison c = new Comparison(RunData.load(input(baseline)), RunData.load(input(current)), threshold, acrossJvms, ratiosDecide);
            System.out.print(f.render(c, all));
            if (!failOnRegression) return 0;
            List<String> failures = c.failures(allowMissing);
            if (failures.isEmpty()) return 0;
            System.err.println("componentbench: the gate fails: " + String.join("; ", failures));
            return 1;
        }
    }

    @Command(name = "promote", mixinStandardHelpOptions = true,
            description = "Make a run directory the committed baseline (results/baseline), replacing the previous one.")
    static final class Promote implements Callable<Integer> {
        @Parameters(description = "run directory to promote")
        Path run;

        @Option(names = "--baseline", description = "baseline directory: absent, empty or an earlier baseline (default: results/baseline in the project)")
        Path baseline;

        @Override
        public Integer call() throws Exception {
            Path baseline = orDefault(this.baseline, "results", "baseline");
            OutputGuard.recover(baseline);
            OutputGuard.requireReplaceable(baseline, OutputGuard.Kind.BASELINE);
            OutputGuard.requireApart(baseline, runsDirectory(), "the runs directory");
            Baseline.promote(input(run), baseline);
            System.out.println("componentbench: " + run + " is now the baseline in " + baseline + " (commit it to make it official)");
            return 0;
        }
    }

    @Command(name = "readme", mixinStandardHelpOptions = true,
            description = "Copy a report's SUMMARY.md into the README's results block (between its markers), leaving the rest as it was.")
    static final class Readme implements Callable<Integer> {
        @Parameters(arity = "0..1", description = "report directory (default: docs/report in the project)")
        Path report;

        @Option(names = "--readme", description = "the README to update (default: README.md in the project)")
        Path readme;

        @Override
        public Integer call() throws Exception {
            Path summary = orDefault(report, "docs", "report").resolve(ReportWriter.SUMMARY_FILE);
            Path target = orDefault(readme, "README.md");
            if (!Files.isRegularFile(summary)) {
                throw new IllegalArgumentException(summary + " does not exist: write the report first (scripts/report RUN --out DIR)");
            }
            if (!Files.isRegularFile(target)) throw new IllegalArgumentException(target + " is not a file");
            String updated = ReadmeResults.splice(Files.readString(target), Files.readString(summary));
            Json.writeString(target, updated);
            System.out.println("componentbench: " + target + " now holds the results of " + summary);
            return 0;
        }
    }

    @Command(name = "footprint", mixinStandardHelpOptions = true,
            description = "Print (and optionally write) JOL memory per entity for every contender.")
    static final class FootprintCommand implements Callable<Integer> {
        @Option(names = "--size", split = ",", defaultValue = "1000000", description = "entity counts (default: ${DEFAULT-VALUE})")
        List<Integer> sizes;

        @Option(names = "--distribution", split = ",", defaultValue = "dense,sparse", description = "dense, sparse")
        List<String> distributions;

        @Option(names = "--contender", split = ",", description = "only these contenders (default: all)")
        List<String> contenders;

        @Option(names = "--out", description = "also write the entries to this JSON file (absent, or an earlier footprint file;"
                + " never inside a run, baseline or report)")
        Path out;

        @Override
        public Integer call() throws Exception {
            if (out != null) requireFootprintFile(out);
            List<FootprintEntry> entries = Footprint.measureAll(contenders(contenders), sizes.stream().distinct().toList(),
                    distributions.stream().distinct().map(Distribution::byId).toList());
            if (out != null) {
                requireFootprintFile(out); // again: the measurement takes a while
                Json.write(out, entries);
            }
            return 0;
        }

        /**
         * Refuses a target inside a run, baseline or report (whose footprint.json it would replace),
         * inside the runs directory, or that is not a footprint file (a JSON array of entries); the
         * one place inside a run it writes is the partial of the run its parent process is making.
         */
        private static void requireFootprintFile(Path out) throws IOException {
            if (OutputGuard.inParentsPartialRun(out)) return;
            OutputGuard.requireOutsideOutputs(out, "footprint --out");
            OutputGuard.requireApart(out, runsDirectory(), "the runs directory");
            if (!Files.exists(out)) return;
            if (!Files.isRegularFile(out)) throw new OutputGuard.RefusedException("refusing to write " + out + ": it is a directory, not a file");
            try {
                Json.MAPPER.readValue(out.toFile(), FootprintEntry[].class);
            } catch (IOException e) {
                throw new OutputGuard.RefusedException("refusing to write " + out + ": it exists and is not a footprint file componentbench wrote");
            }
        }
    }

    /**
     * A run directory to read: the one given (repaired first if an interrupted replacement left it
     * as {@code .NAME.old}), or the newest complete run under results/runs.
     */
    static Path input(Path given) throws IOException {
        if (given == null) return RunDirectory.latest(runsDirectory());
        OutputGuard.recover(given);
        return given;
    }

    @Command(name = "gate-check", mixinStandardHelpOptions = true,
            description = {"Measure the regression gate on this machine: run a fixed subset (iterate and shuffled lookup at 1K and 1M,"
                    + " packed-sparse-set and hash-map, quick-profile timing, 7 forks per cell, side by side, unless --forks) twice unchanged and once with packed-sparse-set"
                    + " deliberately slowed (about 1.3x), then print the A/A false alarms, the fraction of slowed results flagged and"
                    + " the smallest slowdown detectable at this precision, for N forks and for each number from 2 to N (CI's quick profile"
                    + " runs 3). Estimated at about 9 minutes at 7 forks here (2 min 10 s at 2); run it on an otherwise idle machine."})
    static final class GateCheckCommand implements Callable<Integer> {
        @Option(names = "--jvm", description = "java binary for the benchmark forks (default: this JVM)")
        String jvm;

        @Option(names = "--runs", description = "where the three run directories go (default: results/gate-check)")
        Path runs;

        @Option(names = "--threshold", defaultValue = "0.10", description = "the gate's threshold, as for compare (default: ${DEFAULT-VALUE})")
        double threshold;

        @Option(names = "--forks", paramLabel = "N", description = "forks per result in each run, at least 2 (default: "
                + GateCheckPlan.DEFAULT_FORKS + "); the accounting is printed for N forks and, cutting the runs to their first 2..N forks,"
                + " for each smaller number (the quick profile runs 3). The time grows in proportion. Not with --from")
        Integer forks;

        @Option(names = "--from", arity = "3", paramLabel = "RUN_DIR",
                description = "do not run: account for three existing run directories A A' SLOWED made by an earlier gate-check")
        List<Path> from;

        @Override
        public Integer call() throws Exception {
            if (!(threshold > 0 && threshold <= 1)) {
                throw new IllegalArgumentException("the threshold must be a fraction in (0, 1] (0.10 is 10%), got " + threshold);
            }
            if (from != null && from.size() != GateCheckPlan.RUNS) {
                throw new IllegalArgumentException("--from takes exactly three run directories (A, A', slowed), got " + from.size());
            }
            if (from != null && forks != null) {
                throw new IllegalArgumentException("--forks sets how many forks new runs measure; with --from nothing is run"
                        + " (the table by forks goes up to the forks the given runs have)");
            }
            int n = forks == null ? GateCheckPlan.DEFAULT_FORKS : forks;
            if (n < 2) throw new IllegalArgumentException("--forks must be at least 2: one fork has no fork-to-fork interval to gate on, got " + n);
            List<Path> dirs = from;
            if (dirs == null) {
                List<JvmChoice.Jvm> on = JvmChoice.resolve(jvm == null ? List.of() : List.of(jvm));
                BenchmarkRunner unchanged = BenchmarkRunner.ofSpecs(GateCheckPlan.TIMING, GateCheckPlan.specs(), on, GateCheckPlan.UNCHANGED)
                        .withForks(n);
                BenchmarkRunner slowed = BenchmarkRunner.ofSpecs(GateCheckPlan.TIMING, GateCheckPlan.specs(), on, GateCheckPlan.WITH_SLOWED)
                        .withForks(n);
                System.out.println("componentbench gate-check: 3 runs of " + RunEstimate.results(GateCheckPlan.specs(), GateCheckPlan.UNCHANGED.size())
                        + " results, " + n + " forks each, estimated " + GateCheckPlan.estimate(n).toMinutes() + " min");
                Path into = orDefault(runs, "results", "gate-check");
                Path first = unchanged.run(into);
                Path second = unchanged.run(into);
                dirs = List.of(first, second, slowed.run(into));
            }
            RunData a = RunData.load(input(dirs.get(0)));
            RunData a2 = RunData.load(input(dirs.get(1)));
            RunData s = RunData.load(input(dirs.get(2)));
            List<GateCheck> checks = GateCheckRuns.account(a, a2, s, GateCheckPlan.SLOWED, GateCheckPlan.STANDS_FOR, threshold);
            System.out.printf(Locale.ROOT, "componentbench gate-check: A %s, A' %s, slowed %s%n", dirs.get(0), dirs.get(1), dirs.get(2));
            System.out.printf(Locale.ROOT, "a change is flagged when its whole interval, at the per-row level of its comparison (%.0f%% over the"
                    + " rows of a kind, Bonferroni: an A/A expects at most 0.05 flagged rows), lies beyond %.0f%% (intervals: %s)%n",
                    100 * (1 - io.componentbench.stats.ChangeRule.FAMILY_LEVEL), 100 * threshold, Estimate.methodFor(a.maxForks()));
            for (GateCheck c : checks) System.out.print(c.render());
            System.out.print(GateCheck.renderByForks(GateCheckRuns.byForks(a, a2, s, GateCheckPlan.SLOWED, GateCheckPlan.STANDS_FOR, threshold),
                    GateCheckPlan.TIMING.forks, "<- the " + GateCheckPlan.TIMING.id() + " profile's forks"));
            return 0;
        }
    }
}

package io.componentbench.cli;

import io.componentbench.contender.ContenderKind;
import io.componentbench.regress.Baseline;
import io.componentbench.regress.Comparison;
import io.componentbench.regress.ComparisonFormat;
import io.componentbench.report.History;
import io.componentbench.report.ReportWriter;
import io.componentbench.report.RunData;
import io.componentbench.run.BenchmarkRunner;
import io.componentbench.run.Footprint;
import io.componentbench.run.Json;
import io.componentbench.run.GateCheckPlan;
import io.componentbench.run.Profile;
import io.componentbench.run.RunEstimate;
import io.componentbench.stats.Estimate;
import io.componentbench.stats.GateCheck;
import io.componentbench.stats.Measured;
import io.componentbench.workload.Workload;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * The one command-line entry: {@code run}, {@code report}, {@code compare}, {@code promote},
 * {@code footprint}, {@code gate-check}. Exit codes: 0 success, 1 regression (compare with --fail-on-regression),
 * 2 bad input.
 */
@Command(name = "componentbench", mixinStandardHelpOptions = true,
        description = "How should an ECS store its components? Run, report and compare the benchmarks.",
        subcommands = {Cli.Run.class, Cli.Report.class, Cli.Compare.class, Cli.Promote.class, Cli.FootprintCommand.class,
                Cli.GateCheckCommand.class})
public final class Cli implements Callable<Integer> {
    /** Exit code for bad input. */
    public static final int BAD_INPUT = 2;

    public static void main(String[] args) {
        System.exit(execute(args));
    }

    /** Runs a command line and returns its exit code (tests call this). */
    public static int execute(String... args) {
        CommandLine cl = new CommandLine(new Cli());
        cl.setExecutionExceptionHandler((e, line, parsed) -> {
            line.getErr().println("componentbench: " + e.getMessage());
            return BAD_INPUT;
        });
        return cl.execute(args);
    }

    @Override
    public Integer call() {
        CommandLine.usage(this, System.out);
        return 0;
    }

    static List<ContenderKind> contenders(List<String> ids) {
        return ids == null || ids.isEmpty() ? ContenderKind.all() : ids.stream().map(ContenderKind::byId).toList();
    }

    @Command(name = "run", mixinStandardHelpOptions = true,
            description = "Run a benchmark profile and write results/runs/<UTC timestamp>/ (JMH JSON, env.json, footprint.json).")
    static final class Run implements Callable<Integer> {
        @Option(names = "--profile", defaultValue = "quick", description = "smoke, quick or full (default: ${DEFAULT-VALUE})")
        String profile;

        @Option(names = "--jvm", description = "java binary for the benchmark forks (default: this JVM)")
        String jvm;

        @Option(names = "--contender", split = ",", description = "only these contenders (default: all)")
        List<String> contenders;

        @Option(names = "--workload", split = ",", description = "only these workloads: insert, lookup, remove, iterate, join, churn (default: all)")
        List<String> workloads;

        @Option(names = "--runs", defaultValue = "results/runs", description = "where run directories go (default: ${DEFAULT-VALUE})")
        Path runs;

        @Option(names = "--history", defaultValue = "results/history.jsonl", description = "run history to append to (default: ${DEFAULT-VALUE})")
        Path history;

        @Override
        public Integer call() throws Exception {
            List<Workload> w = workloads == null ? Arrays.asList(Workload.values()) : workloads.stream().map(Workload::byId).toList();
            List<ContenderKind> kinds = contenders(contenders);
            kinds.stream().filter(ContenderKind::calibrationOnly).findFirst().ifPresent(k -> {
                throw new IllegalArgumentException(k.id() + " exists only for the gate self-test (`gate-check`), not for runs");
            });
            Path dir = new BenchmarkRunner(Profile.byId(profile), jvm, kinds, w).run(runs);
            History.append(history, RunData.load(dir));
            return 0;
        }
    }

    @Command(name = "report", mixinStandardHelpOptions = true,
            description = "Write the report (index.html, REPORT.md, charts/) of a run directory.")
    static final class Report implements Callable<Integer> {
        @Parameters(arity = "0..1", description = "run directory (default: the newest under results/runs)")
        Path run;

        @Option(names = "--out", defaultValue = "report", description = "output directory (default: ${DEFAULT-VALUE})")
        Path out;

        @Option(names = "--history", defaultValue = "results/history.jsonl", description = "run history for trend charts (default: ${DEFAULT-VALUE})")
        Path history;

        @Override
        public Integer call() throws Exception {
            Path dir = run != null ? run : BenchmarkRunner.latest(Path.of("results", "runs"));
            RunData data = RunData.load(dir);
            int charts = new ReportWriter(data, History.load(history)).write(out);
            System.out.println("componentbench: report of " + dir + " written to " + out + "/index.html and REPORT.md (" + charts + " charts)");
            return 0;
        }
    }

    @Command(name = "compare", mixinStandardHelpOptions = true,
            description = "Compare two run directories; exit 1 on regression with --fail-on-regression, 2 on bad input.")
    static final class Compare implements Callable<Integer> {
        @Parameters(index = "0", description = "baseline run directory (e.g. results/baseline)")
        Path baseline;

        @Parameters(index = "1", description = "current run directory")
        Path current;

        @Option(names = "--threshold", defaultValue = "0.10", description = "relative change that counts, when intervals also separate (default: ${DEFAULT-VALUE})")
        double threshold;

        @Option(names = "--fail-on-regression", description = "exit 1 when a deciding row regressed")
        boolean failOnRegression;

        @Option(names = "--format", defaultValue = "text", description = "text, markdown or json (default: ${DEFAULT-VALUE})")
        String format;

        @Override
        public Integer call() throws Exception {
            if (!(threshold >= 0)) throw new IllegalArgumentException("--threshold must be >= 0, got " + threshold);
            ComparisonFormat f = ComparisonFormat.byId(format);
            Comparison c = new Comparison(RunData.load(baseline), RunData.load(current), threshold);
            System.out.print(f.render(c));
            return failOnRegression && c.hasRegression() ? 1 : 0;
        }
    }

    @Command(name = "promote", mixinStandardHelpOptions = true,
            description = "Make a run directory the committed baseline (results/baseline), replacing the previous one.")
    static final class Promote implements Callable<Integer> {
        @Parameters(description = "run directory to promote")
        Path run;

        @Option(names = "--baseline", defaultValue = "results/baseline", description = "baseline directory (default: ${DEFAULT-VALUE})")
        Path baseline;

        @Override
        public Integer call() throws Exception {
            RunData.load(run); // refuse to promote anything unreadable
            Baseline.promote(run, baseline);
            System.out.println("componentbench: " + run + " is now the baseline in " + baseline + " (commit it to make it official)");
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

        @Option(names = "--out", description = "also write the entries to this JSON file")
        Path out;

        @Override
        public Integer call() throws Exception {
            List<Footprint.Entry> entries = Footprint.measureAll(contenders(contenders), sizes, distributions);
            if (out != null) Json.write(out, entries);
            return 0;
        }
    }

    @Command(name = "gate-check", mixinStandardHelpOptions = true,
            description = {"Measure the regression gate on this machine: run a fixed subset (iterate and shuffled lookup at 1K and 1M,"
                    + " packed-sparse-set and hash-map, quick-profile forks and timing) twice unchanged and once with packed-sparse-set"
                    + " deliberately slowed (about 1.3x), then print the A/A false alarms, the fraction of slowed results flagged and"
                    + " the smallest slowdown detectable at this precision. Takes a few minutes; run it on a quiet machine."})
    static final class GateCheckCommand implements Callable<Integer> {
        @Option(names = "--jvm", description = "java binary for the benchmark forks (default: this JVM)")
        String jvm;

        @Option(names = "--runs", defaultValue = "results/gate-check", description = "where the three run directories go (default: ${DEFAULT-VALUE})")
        Path runs;

        @Option(names = "--threshold", defaultValue = "0.10", description = "the gate's threshold, as for compare (default: ${DEFAULT-VALUE})")
        double threshold;

        @Option(names = "--from", arity = "3", paramLabel = "RUN_DIR",
                description = "do not run: account for three existing run directories A A' SLOWED made by an earlier gate-check")
        List<Path> from;

        @Override
        public Integer call() throws Exception {
            if (!(threshold >= 0)) throw new IllegalArgumentException("--threshold must be >= 0, got " + threshold);
            if (from != null && from.size() != GateCheckPlan.RUNS) {
                throw new IllegalArgumentException("--from takes exactly three run directories (A, A', slowed), got " + from.size());
            }
            List<Path> dirs = from;
            if (dirs == null) {
                System.out.println("componentbench gate-check: 3 runs of " + RunEstimate.results(GateCheckPlan.specs(), GateCheckPlan.UNCHANGED.size())
                        + " results, " + GateCheckPlan.TIMING.forks + " forks each, estimated " + GateCheckPlan.estimate().toMinutes() + " min");
                Path a = new BenchmarkRunner(GateCheckPlan.TIMING, GateCheckPlan.specs(), jvm, GateCheckPlan.UNCHANGED).run(runs);
                Path a2 = new BenchmarkRunner(GateCheckPlan.TIMING, GateCheckPlan.specs(), jvm, GateCheckPlan.UNCHANGED).run(runs);
                Path s = new BenchmarkRunner(GateCheckPlan.TIMING, GateCheckPlan.specs(), jvm, GateCheckPlan.WITH_SLOWED).run(runs);
                dirs = List.of(a, a2, s);
            }
            List<GateCheck> checks = GateCheck.of(Measured.read(dirs.get(0)), Measured.read(dirs.get(1)), Measured.read(dirs.get(2)),
                    GateCheckPlan.SLOWED.id(), GateCheckPlan.STANDS_FOR.id(), threshold);
            System.out.printf(Locale.ROOT, "componentbench gate-check: A %s, A' %s, slowed %s%n", dirs.get(0), dirs.get(1), dirs.get(2));
            System.out.printf(Locale.ROOT, "a change is flagged when its whole %.0f%% interval lies beyond %.0f%% (intervals: %s)%n",
                    100 * Estimate.LEVEL, 100 * threshold, Estimate.FORKS_METHOD);
            for (GateCheck c : checks) System.out.print(c.render());
            return 0;
        }
    }
}

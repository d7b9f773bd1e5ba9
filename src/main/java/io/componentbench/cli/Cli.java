package io.componentbench.cli;

import io.componentbench.contender.ContenderKind;
import io.componentbench.run.BenchmarkRunner;
import io.componentbench.run.Footprint;
import io.componentbench.run.Json;
import io.componentbench.run.Profile;
import io.componentbench.workload.Workload;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * The one command-line entry: {@code run}, {@code report}, {@code compare}, {@code promote},
 * {@code footprint}. Exit codes: 0 success, 1 regression (compare with --fail-on-regression),
 * 2 bad input.
 */
@Command(name = "componentbench", mixinStandardHelpOptions = true,
        description = "How should an ECS store its components? Run, report and compare the benchmarks.",
        subcommands = {Cli.Run.class, Cli.FootprintCommand.class})
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

        @Override
        public Integer call() throws Exception {
            List<Workload> w = workloads == null ? Arrays.asList(Workload.values()) : workloads.stream().map(Workload::byId).toList();
            new BenchmarkRunner(Profile.byId(profile), jvm, contenders(contenders), w).run(runs);
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
}

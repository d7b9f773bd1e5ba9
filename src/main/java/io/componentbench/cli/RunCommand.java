package io.componentbench.cli;

import static io.componentbench.cli.Cli.contenders;
import static io.componentbench.cli.Cli.orDefault;
import static io.componentbench.cli.Cli.workloads;

import io.componentbench.contender.ContenderKind;
import io.componentbench.measure.BenchmarkRunner;
import io.componentbench.measure.Isolation;
import io.componentbench.measure.JvmChoice;
import io.componentbench.measure.Profile;
import io.componentbench.measure.SelectionOptions;
import io.componentbench.results.History;
import io.componentbench.results.RunData;
import io.componentbench.store.OutputGuard;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code run}: measures a profile into a new run directory and appends it to the history. */
@Command(
        name = "run",
        mixinStandardHelpOptions = true,
        description =
                "Run a benchmark profile and write results/runs/<UTC start time>/ (JMH JSON, env.json, footprint.json).")
final class RunCommand implements Callable<Integer> {
    @Option(
            names = "--profile",
            defaultValue = "quick",
            description = "smoke, quick or full (default: ${DEFAULT-VALUE})")
    String profile;

    @Option(
            names = "--jvm",
            split = ",",
            paramLabel = "PATH",
            description =
                    "java binary or JDK directory to measure on; repeat (or separate by commas) to measure the same specs "
                            + "on several JVMs, forks alternating between them (default: the JVM running this command: JAVA_HOME's, else PATH's)")
    List<String> jvms;

    @Mixin
    SelectionOptions.ContenderOption contenders;

    @Mixin
    SelectionOptions.WorkloadOption workloads;

    @Option(
            names = "--size",
            split = ",",
            paramLabel = "N",
            description = "only these sizes of the profile's specs (default: all)")
    List<Integer> sizes;

    @Option(
            names = "--forks",
            paramLabel = "N",
            description = "forks per side-by-side cell (or per result with --isolation fork) instead of"
                    + " the profile's (side by side: smoke 1, quick 5, full 4; fork: smoke 1, quick 3, full 4): the interval narrows about as"
                    + " t(N-1)/sqrt(N), the run lengthens in proportion")
    Integer forks;

    @Option(
            names = "--isolation",
            defaultValue = "side-by-side",
            paramLabel = "MODE",
            description =
                    "side-by-side: each cell's contenders in one fork, in slices of a few ms, each in its own class loader;"
                            + " fork: every contender in forks of its own (default: ${DEFAULT-VALUE})")
    String isolation;

    @Option(names = "--runs", description = "where run directories go (default: results/runs in the project)")
    Path runs;

    @Option(
            names = "--history",
            description =
                    "run history to append to: absent, or a history componentbench wrote; never inside a run, baseline or report"
                            + " (default: results/history.jsonl in the project)")
    Path history;

    /** Checks every output first (the history, the runs directory), so nothing is measured for an output refused. */
    @Override
    public Integer call() throws Exception {
        Isolation mode = Isolation.byId(isolation);
        List<ContenderKind> kinds = contenders(contenders.ids().orElse(null));
        kinds.stream().filter(ContenderKind::calibrationOnly).findFirst().ifPresent(k -> {
            throw new IllegalArgumentException(
                    k.id() + " exists only for the gate self-test (`gate-check`), not for runs");
        });
        Path historyFile = orDefault(history, "results", "history.jsonl");
        Path runsDir = orDefault(runs, "results", "runs");
        OutputGuard.requireOutsideOutputs(historyFile, "the run history (--history)");
        OutputGuard.requireApart(historyFile, runsDir, "the runs directory");
        History.requireHistoryFile(historyFile);
        OutputGuard.requireNotInsideOutput(runsDir);
        BenchmarkRunner runner = BenchmarkRunner.ofWorkloads(
                        Profile.byId(profile),
                        JvmChoice.resolve(jvms),
                        kinds,
                        workloads(workloads.ids().orElse(null)))
                .withIsolation(mode);
        if (sizes != null) runner = runner.withSizes(sizes);
        Path dir = (forks == null ? runner : runner.withForks(forks)).run(runsDir);
        History.append(historyFile, RunData.load(dir));
        return 0;
    }
}

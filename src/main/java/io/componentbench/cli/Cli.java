package io.componentbench.cli;

import io.componentbench.ab.AbCommand;
import io.componentbench.contender.ContenderKind;
import io.componentbench.results.Json;
import io.componentbench.store.OutputGuard;
import io.componentbench.store.ProjectHome;
import io.componentbench.store.RunDirectory;
import io.componentbench.workload.Workload;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * The one command-line entry: {@code run}, {@code report}, {@code compare}, {@code promote},
 * {@code footprint}, {@code cache-model}, {@code ab}, {@code gate-check}, {@code readme}, {@code check-reference}. Exit codes ({@link ExitCodes}): 0 success, 1 a gate failed
 * (with --fail-on-regression) or a contender beat the reference without a known reason ({@code check-reference}), 2 bad input, 3 the environment
 * (a lock held, a full disk, a failed fork), 4 a failure of componentbench itself (its stack trace in a log file). Paths given on the command line resolve against the working directory; the defaults
 * ({@code results/...}, {@code report}) against the project directory ({@link ProjectHome}).
 */
@Command(
        name = "componentbench",
        mixinStandardHelpOptions = true,
        description = "How should an ECS store its components? Run, report and compare the benchmarks.",
        subcommands = {
            RunCommand.class,
            ReportCommand.class,
            CompareCommand.class,
            PromoteCommand.class,
            FootprintCommand.class,
            CacheModelCommand.class,
            AbCommand.class,
            GateCheckCommand.class,
            ReadmeCommand.class,
            CheckReferenceCommand.class
        })
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
        return ids == null || ids.isEmpty()
                ? ContenderKind.all()
                : ids.stream().map(ContenderKind::byId).distinct().toList();
    }

    /** The workloads named (each once, in the order given), or all. */
    static List<Workload> workloads(List<String> ids) {
        return ids == null || ids.isEmpty()
                ? Arrays.asList(Workload.values())
                : ids.stream().map(Workload::byId).distinct().toList();
    }

    /** The project's runs directory, which report and promote never write into, over or around. */
    static Path runsDirectory() {
        return ProjectHome.resolve("results", "runs");
    }

    /**
     * The rule of an {@code --out} file a measuring command writes ({@code footprint}, {@code cache-model}):
     * refused inside a run, baseline or report (whose file it would replace) or the runs directory, and
     * refused when it exists and is not a file that command wrote ({@code written} fails to read it); the one
     * place inside a run it writes is the partial of the run its parent process is making.
     */
    static void requireOwnOutput(Path out, String command, String what, Class<?> written) throws IOException {
        if (OutputGuard.inParentsPartialRun(out)) return;
        OutputGuard.requireOutsideOutputs(out, command + " --out");
        OutputGuard.requireApart(out, runsDirectory(), "the runs directory");
        if (!Files.exists(out)) return;
        if (!Files.isRegularFile(out))
            throw new OutputGuard.RefusedException("refusing to write " + out + ": it is a directory, not a file");
        try {
            Json.MAPPER.readValue(out.toFile(), written);
        } catch (IOException e) {
            throw new OutputGuard.RefusedException(
                    "refusing to write " + out + ": it exists and is not a " + what + " componentbench wrote");
        }
    }

    /** A path the user gave, or the default inside the project directory. */
    static Path orDefault(Path given, String first, String... more) {
        return given != null ? given : ProjectHome.resolve(first, more);
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
}

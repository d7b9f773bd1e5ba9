package io.componentbench.cli;

import static io.componentbench.cli.Cli.input;
import static io.componentbench.cli.Cli.orDefault;
import static io.componentbench.cli.Cli.runsDirectory;

import io.componentbench.compare.Baseline;
import io.componentbench.store.OutputGuard;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code promote}: makes a run directory the committed baseline. */
@Command(
        name = "promote",
        mixinStandardHelpOptions = true,
        description = "Make a run directory the committed baseline (results/baseline), replacing the previous one.")
final class PromoteCommand implements Callable<Integer> {
    @Parameters(description = "run directory to promote")
    Path run;

    @Option(
            names = "--baseline",
            description =
                    "baseline directory: absent, empty or an earlier baseline (default: results/baseline in the project)")
    Path baseline;

    @Override
    public Integer call() throws Exception {
        Path baseline = orDefault(this.baseline, "results", "baseline");
        OutputGuard.recover(baseline);
        OutputGuard.requireReplaceable(baseline, OutputGuard.Kind.BASELINE);
        OutputGuard.requireApart(baseline, runsDirectory(), "the runs directory");
        Baseline.promote(input(run), baseline);
        System.out.println(
                "componentbench: " + run + " is now the baseline in " + baseline + " (commit it to make it official)");
        return 0;
    }
}

package io.componentbench.cli;

import static io.componentbench.cli.Cli.input;
import static io.componentbench.cli.Cli.orDefault;
import static io.componentbench.cli.Cli.runsDirectory;

import io.componentbench.report.ReportWriter;
import io.componentbench.results.History;
import io.componentbench.results.RunData;
import io.componentbench.store.OutputGuard;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code report}: writes the report of a run directory. */
@Command(
        name = "report",
        mixinStandardHelpOptions = true,
        description = "Write the report (index.html, REPORT.md, charts/) of a run directory.")
final class ReportCommand implements Callable<Integer> {
    @Parameters(arity = "0..1", description = "run directory (default: the newest complete run under results/runs)")
    Path run;

    @Option(
            names = "--out",
            description = "output directory: absent, empty or an earlier report (default: report in the project)")
    Path out;

    @Option(
            names = "--history",
            description = "run history for trend charts (default: results/history.jsonl in the project)")
    Path history;

    @Option(
            names = "--baseline",
            description =
                    "baseline run to compare with, as compare does (default: results/baseline in the project, when it exists)")
    Path baseline;

    @Option(
            names = "--png-only",
            description =
                    "charts as PNG only, without their SVG twins (a quarter smaller; for a report committed to a repository)")
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
        Optional<RunData> baseRun =
                baseline != null || Files.isDirectory(base) ? Optional.of(RunData.load(input(base))) : Optional.empty();
        int charts = new ReportWriter(
                        data, History.load(orDefault(history, "results", "history.jsonl")), baseRun, !pngOnly)
                .write(out);
        System.out.println("componentbench: report of " + dir + " written to " + out + "/index.html and REPORT.md ("
                + charts + " charts)");
        return 0;
    }
}

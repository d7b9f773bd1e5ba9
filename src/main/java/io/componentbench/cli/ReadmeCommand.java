package io.componentbench.cli;

import static io.componentbench.cli.Cli.orDefault;

import io.componentbench.report.ReadmeResults;
import io.componentbench.report.ReportWriter;
import io.componentbench.results.Json;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code readme}: copies a report's summary into the README's results block. */
@Command(
        name = "readme",
        mixinStandardHelpOptions = true,
        description =
                "Copy a report's SUMMARY.md into the README's results block (between its markers), leaving the rest as it was.")
final class ReadmeCommand implements Callable<Integer> {
    @Parameters(arity = "0..1", description = "report directory (default: docs/report in the project)")
    Path report;

    @Option(names = "--readme", description = "the README to update (default: README.md in the project)")
    Path readme;

    @Override
    public Integer call() throws Exception {
        Path summary = orDefault(report, "docs", "report").resolve(ReportWriter.SUMMARY_FILE);
        Path target = orDefault(readme, "README.md");
        if (!Files.isRegularFile(summary)) {
            throw new IllegalArgumentException(
                    summary + " does not exist: write the report first (scripts/report RUN --out DIR)");
        }
        if (!Files.isRegularFile(target)) throw new IllegalArgumentException(target + " is not a file");
        String updated = ReadmeResults.splice(Files.readString(target), Files.readString(summary));
        Json.writeString(target, updated);
        System.out.println("componentbench: " + target + " now holds the results of " + summary);
        return 0;
    }
}

package io.componentbench.report;

import static io.componentbench.CapturedOutput.stderrOf;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.componentbench.cli.Cli;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The README's results come from the report and nowhere else: the splice keeps everything outside
 * the markers, refuses a README without them, and the committed README, report and baseline name
 * the same run with the same words.
 */
class ReadmeResultsTest {
    private static final String README =
            "# title\n\nintro\n\n" + ReadmeResults.BEGIN + "\nold results\n" + ReadmeResults.END + "\n\nafter\n";

    @TempDir
    Path tmp;

    @Test
    void theBlockIsReplacedAndNothingElse() {
        String out = ReadmeResults.splice(README, "new results\n");
        assertEquals(README.replace("old results", "new results"), out);
        assertEquals("new results\n", ReadmeResults.block(out));
        assertEquals(
                out,
                ReadmeResults.splice(out, "new results"),
                "a summary without a final newline gets one; splicing twice is stable");
    }

    @Test
    void aReadmeWithoutItsMarkersOrWithThemTwiceIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> ReadmeResults.splice("# title\n", "x"));
        assertThrows(
                IllegalArgumentException.class, () -> ReadmeResults.splice(README + ReadmeResults.BEGIN + "\n", "x"));
        String reversed = "a\n" + ReadmeResults.END + "\nb\n" + ReadmeResults.BEGIN + "\n";
        assertThrows(IllegalArgumentException.class, () -> ReadmeResults.splice(reversed, "x"));
    }

    @Test
    void theCommandCopiesTheSummaryAndLeavesTheReadmeAloneOnBadInput() throws Exception {
        Path report = Files.createDirectories(tmp.resolve("report"));
        Files.writeString(report.resolve(ReportWriter.SUMMARY_FILE), "measured results\n");
        Path readme = tmp.resolve("README.md");
        Files.writeString(readme, README);
        assertEquals(0, Cli.execute("readme", report.toString(), "--readme", readme.toString()));
        assertEquals(README.replace("old results", "measured results"), Files.readString(readme));

        Files.writeString(readme, "# no markers\n");
        String err = stderrOf(() ->
                assertEquals(Cli.BAD_INPUT, Cli.execute("readme", report.toString(), "--readme", readme.toString())));
        assertTrue(err.contains("no results block"), err);
        assertEquals("# no markers\n", Files.readString(readme), "untouched");

        String missing = stderrOf(() -> assertEquals(
                Cli.BAD_INPUT,
                Cli.execute("readme", tmp.resolve("nowhere").toString(), "--readme", readme.toString())));
        assertTrue(missing.contains("SUMMARY.md does not exist"), missing);
        try (var files = Files.list(tmp)) {
            assertEquals(2, files.count(), "no temporary file left behind");
        }
    }

    @Test
    void theCommittedReadmeReportAndBaselineNameOneRun() throws Exception {
        String summary = Files.readString(Path.of("docs", "report", ReportWriter.SUMMARY_FILE));
        assertEquals(
                summary,
                ReadmeResults.block(Files.readString(Path.of("README.md"))),
                "README's results block is docs/report/SUMMARY.md: run `scripts/cli readme` after writing the report");
        String source =
                Files.readString(Path.of("results", "baseline", "SOURCE")).trim();
        assertTrue(summary.startsWith("Run `" + source + "`"), "the report is of the baseline's run " + source);
        assertTrue(Files.readString(Path.of("docs", "report", "REPORT.md")).contains("Run `" + source + "`"));
    }
}

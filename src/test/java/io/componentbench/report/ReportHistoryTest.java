package io.componentbench.report;

import static io.componentbench.CapturedOutput.stderrOf;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.componentbench.CapturedOutput;
import io.componentbench.cli.Cli;
import io.componentbench.results.History;
import io.componentbench.results.RunData;
import io.componentbench.results.RunDirs;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code report} does not crash on a damaged history (issue 55 item 7): a run recorded twice, not
 * adjacently, and a last line half written by a full disk are skipped with a message and the trend drawn.
 */
class ReportHistoryTest {
    @TempDir
    Path tmp;

    private Path run(String name, double factor) throws Exception {
        return RunDirs.create()
                .iterate("raw-array", 500 * factor, 10)
                .iterate("sparse-set", 1000 * factor, 20)
                .iterate("hash-map", 9000 * factor, 300)
                .write(tmp.resolve(name));
    }

    @Test
    void aRunTwiceNotAdjacentlyAndAHalfWrittenLastLineAreSkippedNotFatal() throws Exception {
        Path history = tmp.resolve("history.jsonl");
        RunData a = RunData.load(run("2026-12-01T00-00-00.000Z", 1));
        History.append(history, a);
        History.append(history, RunData.load(run("2026-12-02T00-00-00.000Z", 1.1)));
        History.append(history, RunData.load(run("2026-12-03T00-00-00.000Z", 0.9)));
        History.append(history, a);
        History.append(history, RunData.load(run("2026-12-04T00-00-00.000Z", 1.05)));
        String text = Files.readString(history);
        Files.writeString(history, text.substring(0, text.length() - 30));
        Path newest = run("2026-12-05T00-00-00.000Z", 1);
        AtomicInteger exit = new AtomicInteger(-1);
        String err = stderrOf(() -> CapturedOutput.stdoutOf(() -> exit.set(Cli.execute(
                "report",
                newest.toString(),
                "--out",
                tmp.resolve("report").toString(),
                "--baseline",
                newest.toString(),
                "--history",
                history.toString()))));
        assertEquals(0, exit.get(), err);
        assertTrue(err.contains("appears on lines 1 and 4") && err.contains("skipping line 5"), err);
        assertTrue(Files.readString(tmp.resolve("report/REPORT.md")).contains("Trend"), "the trend is drawn");
    }
}

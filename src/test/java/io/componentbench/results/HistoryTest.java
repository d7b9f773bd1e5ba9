package io.componentbench.results;

import static io.componentbench.CapturedOutput.stderrOf;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** results/history.jsonl survives bad bytes and a last line without a newline. */
class HistoryTest {
    @TempDir
    Path tmp;

    @Test
    void aLineOfInvalidUtf8IsSkippedAndReportedAndTheOthersRead() throws Exception {
        Path history = tmp.resolve("history.jsonl");
        History.append(history, run("first"));
        Files.write(history, new byte[] {'{', '"', (byte) 0xC3, (byte) 0x28, '"', '}', '\n'}, java.nio.file.StandardOpenOption.APPEND);
        History.append(history, run("second"));
        String err = stderrOf(() -> assertEquals(List.of("first", "second"), runs(history)));
        assertTrue(err.contains("skipping line 2 of " + history + ": not valid UTF-8"), err);
    }

    @Test
    void anAppendAfterALastLineWithoutANewlineStartsOnAFreshLine() throws Exception {
        Path history = tmp.resolve("history.jsonl");
        History.append(history, run("first"));
        String text = Files.readString(history);
        Files.writeString(history, text.substring(0, text.length() - 1)); // the newline lost
        History.append(history, run("second"));
        assertEquals(2, Files.readAllLines(history, StandardCharsets.UTF_8).size());
        assertEquals(List.of("first", "second"), runs(history));
    }

    private RunData run(String name) throws Exception {
        return RunData.load(RunDirs.create().iterate("sparse-set", 1000, 20).write(tmp.resolve(name)));
    }

    private static List<String> runs(Path history) {
        try {
            return History.load(history).stream().map(History.Point::run).distinct().toList();
        } catch (Exception e) {
            throw new AssertionError(e);
        }
    }
}

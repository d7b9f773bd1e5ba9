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
        Files.write(
                history,
                new byte[] {'{', '"', (byte) 0xC3, (byte) 0x28, '"', '}', '\n'},
                java.nio.file.StandardOpenOption.APPEND);
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

    @Test
    void eachPointIsTheReportsEstimateWithItsIntervalCommitAndTime() throws Exception {
        Path history = tmp.resolve("history.jsonl");
        RunData run = RunData.load(RunDirs.create()
                .iterate("sparse-set", new double[] {1000, 1010, 990}, new double[] {1100, 1080, 1120}, new double[] {
                    950, 960, 940
                })
                .write(tmp.resolve("three-forks")));
        History.append(history, run);
        History.Point p = History.load(history).get(0);
        io.componentbench.stats.Estimate e = run.results().get(0).estimate();
        assertEquals(
                e.center(), p.center(), 1e-12, "the report's center (mean of trimmed fork means), not JMH's score");
        assertEquals(e.lower(), p.lower(), 1e-12);
        assertEquals(e.upper(), p.upper(), 1e-12);
        assertEquals(io.componentbench.stats.IntervalMethod.FORKS.text(), p.method(), "the method is stored with it");
        assertTrue(p.hasInterval());
        assertEquals(run.env().map(Env::end).orElse("unknown"), p.time());
    }

    @Test
    void anOlderLineWithJmhsScoreLoadsWithoutAnInterval() throws Exception {
        Path history = tmp.resolve("history.jsonl");
        Files.writeString(
                history,
                "{\"run\":\"old\",\"profile\":\"quick\",\"commit\":\"abc\",\"time\":\"2026-11-01T00:00:00Z\",\"machine\":\"m\","
                        + "\"results\":[{\"benchmark\":\"io.componentbench.bench.IterateBenchmark.contender\",\"params\":{\"contender\":\"sparse-set\","
                        + "\"size\":\"1000\",\"distribution\":\"dense\",\"state\":\"fresh\"},\"nsPerElement\":1.5,\"errorPerElement\":0.4}]}\n");
        History.Point p = History.load(history).get(0);
        assertEquals(1.5, p.center());
        assertTrue(!p.hasInterval(), "JMH's 99.9% error is not this report's interval: none is drawn");
        assertEquals(History.JMH_METHOD, p.method());
    }

    @Test
    void aRunOnTwoLinesNotAdjacentKeepsItsLastLineWithAMessage() throws Exception {
        Path history = tmp.resolve("history.jsonl");
        RunData first = run("first");
        History.append(history, first);
        History.append(history, run("second"));
        History.append(history, first);
        java.util.concurrent.atomic.AtomicReference<List<History.Point>> points =
                new java.util.concurrent.atomic.AtomicReference<>();
        String err = stderrOf(() -> {
            try {
                points.set(History.load(history));
            } catch (java.io.IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        });
        assertEquals(List.of("second", "first"), History.runs(points.get()));
        assertEquals(2, points.get().size(), "one point per run and result");
        assertTrue(err.contains("run first appears on lines 1 and 3") && err.contains("using line 3 only"), err);
    }

    @Test
    void aHalfWrittenLastLineIsSkippedWithAMessageAndTheNextAppendIsAccepted() throws Exception {
        Path history = tmp.resolve("history.jsonl");
        History.append(history, run("first"));
        History.append(history, run("second"));
        String text = Files.readString(history);
        Files.writeString(history, text.substring(0, text.length() - 40)); // a full disk cut the last line short
        String err = stderrOf(() -> assertEquals(List.of("first"), runs(history)));
        assertTrue(err.contains("skipping line 2 of " + history), err);
        History.append(history, run("third"));
        assertEquals(List.of("first", "third"), runs(history));
    }

    @Test
    void aFileTheToolDidNotWriteIsRefusedAsAHistory() throws Exception {
        Path run = RunDirs.create().iterate("sparse-set", 1000, 20).write(tmp.resolve("a-run"));
        for (Path notOurs : List.of(
                run.resolve("env.json"),
                run.resolve("jmh-results.json"),
                Files.writeString(tmp.resolve("notes.txt"), "my notes\n"))) {
            byte[] before = Files.readAllBytes(notOurs);
            java.io.IOException e = org.junit.jupiter.api.Assertions.assertThrows(
                    java.io.IOException.class, () -> History.append(notOurs, RunData.load(run)));
            assertTrue(e.getMessage().contains("it is not a run history componentbench wrote"), e.getMessage());
            org.junit.jupiter.api.Assertions.assertArrayEquals(before, Files.readAllBytes(notOurs), "untouched");
        }
    }

    private RunData run(String name) throws Exception {
        return RunData.load(RunDirs.create().iterate("sparse-set", 1000, 20).write(tmp.resolve(name)));
    }

    private static List<String> runs(Path history) {
        try {
            return History.load(history).stream()
                    .map(History.Point::run)
                    .distinct()
                    .toList();
        } catch (Exception e) {
            throw new AssertionError(e);
        }
    }
}

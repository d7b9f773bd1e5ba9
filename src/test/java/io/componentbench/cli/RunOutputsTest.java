package io.componentbench.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.componentbench.results.History;
import io.componentbench.results.RunData;
import io.componentbench.results.RunDirs;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code run --history FILE} refuses a file the tool did not write, and says so before anything is
 * measured (issue 55 item 5). Every command line here also names a JVM that does not exist: were the
 * check made after the measurement began, the command would stop there with another message, so
 * nothing is ever measured by this test.
 */
class RunOutputsTest {
    @TempDir
    Path tmp;

    private record Outcome(int exit, String err) {}

    private static Outcome cli(String... args) {
        PrintStream err = System.err;
        PrintStream out = System.out;
        ByteArrayOutputStream captured = new ByteArrayOutputStream();
        System.setErr(new PrintStream(captured));
        System.setOut(new PrintStream(new ByteArrayOutputStream()));
        try {
            return new Outcome(Cli.execute(args), captured.toString());
        } finally {
            System.setErr(err);
            System.setOut(out);
        }
    }

    private Outcome run(Path history) {
        return cli(
                "run",
                "--profile",
                "smoke",
                "--jvm",
                tmp.resolve("no-such-jdk/bin/java").toString(),
                "--runs",
                tmp.resolve("runs").toString(),
                "--history",
                history.toString());
    }

    @Test
    void aRunsEnvJsonABaselinesResultsOrAUsersFileIsRefusedBeforeMeasuring() throws Exception {
        Path finished = RunDirs.create().iterate("sparse-set", 1000, 20).write(tmp.resolve("2026-12-01T00-00-00.000Z"));
        Path notes = Files.writeString(tmp.resolve("notes.txt"), "my notes\n");
        Path loose = Files.copy(finished.resolve(RunData.RESULTS_FILE), tmp.resolve("results-copy.json"));
        for (Path notOurs : List.of(finished.resolve(RunData.ENV_FILE), notes, loose)) {
            byte[] before = Files.readAllBytes(notOurs);
            Outcome o = run(notOurs);
            assertEquals(2, o.exit(), o.err());
            assertTrue(o.err().contains("refusing") && o.err().contains(notOurs.toString()), o.err());
            assertArrayEquals(before, Files.readAllBytes(notOurs), "untouched");
            assertFalse(Files.exists(tmp.resolve("runs")), "nothing was started");
        }
        Outcome inside = run(finished.resolve("history.jsonl"));
        assertEquals(2, inside.exit(), inside.err());
        assertTrue(inside.err().contains("never goes into a run, baseline or report"), inside.err());
    }

    @Test
    void aHistoryTheToolWroteIsAcceptedSoTheRunGoesOnToItsJvm() throws Exception {
        Path history = tmp.resolve("history.jsonl");
        History.append(
                history,
                RunData.load(RunDirs.create().iterate("sparse-set", 1000, 20).write(tmp.resolve("a"))));
        Outcome o = run(history);
        assertEquals(2, o.exit(), o.err());
        assertFalse(o.err().contains("history"), "the history passed; the missing JVM stops the run: " + o.err());
    }
}

package io.componentbench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.componentbench.measure.JvmChoice;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/** {@code run --jvm}: repeatable, comma-separated, and empty as the build passes it when -Dbench.jvms is unset. */
class RunJvmOptionTest {
    @TempDir
    Path tmp;

    private static List<String> parse(String... args) {
        RunCommand run = new RunCommand();
        new CommandLine(run).parseArgs(args);
        return run.jvms;
    }

    @Test
    void repeatedAndCommaSeparatedJvmsAreAllKept() {
        assertEquals(List.of("/a/java", "/b/java", "/c"), parse("--jvm", "/a/java", "--jvm=/b/java,/c"));
    }

    @Test
    void anEmptyJvmOptionMeansTheJvmRunningTheCommand() {
        assertEquals(List.of(JvmChoice.current()), JvmChoice.resolve(parse("--jvm=")));
        assertEquals(List.of(JvmChoice.current()), JvmChoice.resolve(parse()));
    }

    @Test
    void aBadJvmStopsTheRunBeforeAnythingIsMeasured() {
        PrintStream err = System.err;
        ByteArrayOutputStream captured = new ByteArrayOutputStream();
        System.setErr(new PrintStream(captured));
        int exit;
        try {
            exit = Cli.execute(
                    "run",
                    "--profile",
                    "smoke",
                    "--workload",
                    "iterate",
                    "--contender",
                    "sparse-set",
                    "--jvm",
                    tmp.resolve("no-such-jdk").toString(),
                    "--runs",
                    tmp.resolve("runs").toString(),
                    "--history",
                    tmp.resolve("history.jsonl").toString());
        } finally {
            System.setErr(err);
        }
        assertEquals(Cli.BAD_INPUT, exit);
        assertTrue(captured.toString().contains("no java binary"), captured.toString());
        assertTrue(!tmp.resolve("runs").toFile().exists(), "nothing was written");
    }
}

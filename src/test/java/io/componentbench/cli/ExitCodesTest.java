package io.componentbench.cli;

import static io.componentbench.CapturedOutput.stderrOf;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import java.util.function.Supplier;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * A user's mistake exits 2 with one line saying what, the environment's (a lock held, a full disk, a
 * failed fork) 3; a failure of componentbench itself exits 4 with
 * one line naming the exception and a log file holding the stack trace, even when the bug reaches the
 * top wrapped in an I/O error.
 */
class ExitCodesTest {
    @TempDir
    Path tmp;

    /** A command that throws what its constructor is given, made inside {@link #call}, to reach the handler the real commands use. */
    @Command(name = "failing")
    static final class Failing implements Callable<Integer> {
        private final Supplier<Exception> failure;

        @CommandLine.Unmatched
        java.util.List<String> args;

        Failing(Supplier<Exception> failure) {
            this.failure = failure;
        }

        @Override
        public Integer call() throws Exception {
            throw failure.get();
        }
    }

    private record Ended(int exit, String stderr) {}

    private static Ended run(Supplier<Exception> failure, String... args) {
        StringWriter err = new StringWriter();
        int exit = ExitCodes.install(new CommandLine(new Failing(failure)).setErr(new PrintWriter(err, true)))
                .execute(args);
        return new Ended(exit, err.toString());
    }

    @Test
    void aUsersMistakeExitsTwoWithOneLineAndNoStackTrace() {
        Path missing = tmp.resolve("no-such-run");
        String err = stderrOf(() ->
                assertEquals(ExitCodes.BAD_INPUT, Cli.execute("compare", missing.toString(), missing.toString())));
        assertEquals(1, err.lines().count(), err);
        assertTrue(err.startsWith("componentbench: ") && err.contains(missing.toString()), err);
        assertFalse(err.contains("Exception") || err.contains("\tat "), err);

        String value = stderrOf(() -> assertEquals(ExitCodes.BAD_INPUT, Cli.execute("run", "--profile", "huge")));
        assertTrue(value.contains("unknown profile 'huge'"), value);

        assertEquals(
                ExitCodes.BAD_INPUT,
                Cli.execute("compare", "--no-such-option"),
                "picocli's parse errors are input errors too");
        Ended io = run(() -> new IOException("results/x is not a directory"));
        assertEquals(
                new Ended(ExitCodes.BAD_INPUT, "componentbench: results/x is not a directory" + System.lineSeparator()),
                io);
    }

    @Test
    @SuppressWarnings("try") // the lock is held for the block, never read
    void anotherMeasurementInProgressIsARefusalToStartNotABug() throws Exception {
        io.componentbench.measure.MeasurementLock.BusyException busy;
        try (io.componentbench.measure.MeasurementLock held =
                io.componentbench.measure.MeasurementLock.acquire("ExitCodesTest")) {
            busy = org.junit.jupiter.api.Assertions.assertThrows(
                    io.componentbench.measure.MeasurementLock.BusyException.class,
                    () -> io.componentbench.measure.MeasurementLock.acquire("a second measurement"));
        } catch (io.componentbench.measure.MeasurementLock.BusyException measuring) {
            busy = measuring; // a real measurement holds the machine's lock right now: the same refusal
        }
        io.componentbench.measure.MeasurementLock.BusyException refusal = busy;
        Ended ended = run(() -> refusal, "run", "--profile", "smoke");
        assertEquals(ExitCodes.ENVIRONMENT, ended.exit());
        assertEquals(1, ended.stderr().lines().count(), ended.stderr());
        assertTrue(ended.stderr().contains("another"), ended.stderr());
        assertFalse(ended.stderr().contains("a bug in componentbench"), ended.stderr());
    }

    @Test
    void aBugExitsFourNamingItWithTheStackTraceInALogFile() throws Exception {
        Ended bug = run(() -> new NullPointerException("the analysis had no rows"), "--some", "args");
        Path log = logOf(bug.stderr());
        try {
            assertEquals(ExitCodes.TOOL_FAILURE, bug.exit());
            assertEquals(1, bug.stderr().lines().count(), bug.stderr());
            assertTrue(
                    bug.stderr().contains("a bug in componentbench")
                            && bug.stderr().contains("NullPointerException: the analysis had no rows"),
                    bug.stderr());
            assertTrue(
                    Pattern.compile(" at io\\.componentbench\\.\\S+\\(ExitCodesTest\\.java:\\d+\\)")
                            .matcher(bug.stderr())
                            .find(),
                    "names where it was thrown: " + bug.stderr());
            String text = Files.readString(log);
            assertTrue(text.contains("componentbench --some args"), "the command line: " + text);
            assertTrue(text.contains("java.lang.NullPointerException: the analysis had no rows"), text);
            assertTrue(text.contains("\tat " + Failing.class.getName() + ".call("), "the whole stack trace: " + text);
        } finally {
            Files.deleteIfExists(log);
        }
    }

    @Test
    void aBugWrappedInAnInputErrorIsStillABug() throws Exception {
        Ended wrapped = run(() -> new IOException(
                "the A/B run failed\nNothing was left behind but the note x", new IllegalStateException("no fork")));
        Files.deleteIfExists(logOf(wrapped.stderr()));
        assertEquals(ExitCodes.TOOL_FAILURE, wrapped.exit());
        assertTrue(
                wrapped.stderr().contains("IllegalStateException: no fork"),
                "names the bug, not its wrapper: " + wrapped.stderr());

        Ended inputAllTheWay =
                run(() -> new IOException("building HEAD failed", new IllegalArgumentException("unknown revision")));
        assertEquals(ExitCodes.BAD_INPUT, inputAllTheWay.exit());

        Ended interrupted = run(() -> new IOException("interrupted while building HEAD", new InterruptedException()));
        assertEquals(
                new Ended(
                        ExitCodes.INTERRUPTED,
                        "componentbench: interrupted while building HEAD" + System.lineSeparator()),
                interrupted);
    }

    @Test
    void aFullDiskAndAFailedForkAreTheEnvironmentsNamingWhat() {
        Ended full = run(() -> new java.io.UncheckedIOException(
                new java.nio.file.FileSystemException("results/runs/x/env.json", null, "No space left on device")));
        assertEquals(ExitCodes.ENVIRONMENT, full.exit());
        assertTrue(
                full.stderr().startsWith("componentbench: the disk is full: results/runs/x/env.json: No space left"),
                full.stderr());
        Ended fork = run(() -> new org.openjdk.jmh.runner.RunnerException("Benchmark caught the exception"));
        assertEquals(ExitCodes.ENVIRONMENT, fork.exit());
        assertTrue(fork.stderr().contains("a benchmark fork failed"), fork.stderr());
        assertEquals(1, fork.stderr().lines().count(), fork.stderr());
    }

    @Test
    void everyCommandsHelpListsTheExitCodes() {
        for (String command : new String[] {"compare", "run", "ab", "promote"}) {
            String help = io.componentbench.CapturedOutput.stdoutOf(() -> Cli.execute(command, "--help"));
            assertTrue(
                    help.contains("Exit codes:")
                            && help.contains("the environment: another measurement")
                            && help.matches("(?s).*\\n  4 +a failure of componentbench itself.*"),
                    command + ": " + help);
        }
    }

    private static Path logOf(String stderr) {
        Matcher m = Pattern.compile("the stack trace is in (\\S+\\.log)").matcher(stderr);
        assertTrue(m.find(), "the log file is named: " + stderr);
        Path log = Path.of(m.group(1));
        assertTrue(Files.isRegularFile(log), log.toString());
        return log;
    }
}

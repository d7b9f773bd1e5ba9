package io.componentbench.cli;

import io.componentbench.ab.Cleanup;
import io.componentbench.measure.MeasurementLock;
import io.componentbench.store.OutputGuard;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine;

/**
 * How a command ends, in one place: the exit codes, and which exception is the user's mistake and
 * which a failure of componentbench itself.
 *
 * <ul>
 *   <li>{@link #OK} 0: done.
 *   <li>{@link #REGRESSION} 1: {@code compare} or {@code ab} with {@code --fail-on-regression} found one.
 *   <li>{@link #TOOL_FAILURE} 1: componentbench failed (an unexpected exception: a bug). One line on
 *       stderr names the exception and where it was thrown, and the path of a log file holding the
 *       command line and the whole stack trace.
 *   <li>{@link #BAD_INPUT} 2: the input cannot be used, and one line on stderr says why: an option or
 *       value refused ({@link IllegalArgumentException}, picocli's parse errors), a file or directory
 *       missing, unreadable, not a run, or refused as an output ({@link IOException}), a revision that
 *       does not build or whose benchmark fork fails. Nothing was written but what the message names.
 *   <li>{@link #INTERRUPTED} 130: an A/B run was stopped (Ctrl-C, {@code kill}) and cleaned up.
 * </ul>
 *
 * An exception counts as the user's only when it and every cause it wraps are of those kinds, so a bug
 * wrapped on its way out (as an A/B run wraps whatever stopped it) stays a failure of the tool; a
 * chain holding an interruption is an interruption, whatever wraps it.
 */
public final class ExitCodes {
    /** Exit code of a command that did what was asked. */
    public static final int OK = 0;
    /** Exit code of {@code compare} and {@code ab} with {@code --fail-on-regression} when a result regressed. */
    public static final int REGRESSION = 1;
    /** Exit code of a failure of componentbench itself (a bug), with the stack trace in a log file. */
    public static final int TOOL_FAILURE = 1;
    /** Exit code of input the command cannot use, with a one-line message. */
    public static final int BAD_INPUT = 2;
    /** Exit code of an A/B run stopped by a signal (as a shell reports Ctrl-C). */
    public static final int INTERRUPTED = 130;

    private ExitCodes() {}

    /** {@code cl} with every exception of its commands mapped to an exit code and reported on its stderr as this class says. */
    public static CommandLine install(CommandLine cl) {
        cl.setExecutionExceptionHandler((e, line, parsed) -> report(e, parsed.originalArgs(), line.getErr()));
        return cl;
    }

    /** Reports {@code e}, thrown by the command line {@code args}, on {@code err} and returns its exit code. */
    static int report(Throwable e, List<String> args, PrintWriter err) {
        if (chain(e).stream()
                .anyMatch(t -> t instanceof Cleanup.AbortedException || t instanceof InterruptedException)) {
            err.println("componentbench: " + describe(e));
            return INTERRUPTED;
        }
        if (chain(e).stream().allMatch(ExitCodes::isInputError)) {
            err.println("componentbench: " + describe(e));
            return BAD_INPUT;
        }
        Throwable bug =
                chain(e).stream().filter(t -> !isInputError(t)).findFirst().orElse(e);
        String line = "componentbench: failed (a bug in componentbench, not your input): " + bug
                + (bug.getStackTrace().length == 0 ? "" : " at " + bug.getStackTrace()[0]);
        try {
            err.println(line + "; the stack trace is in " + writeLog(e, args));
        } catch (IOException | RuntimeException cannotLog) {
            err.println(line + "; no log file could be written (" + cannotLog + "), so the stack trace follows");
            e.printStackTrace(err);
        }
        return TOOL_FAILURE;
    }

    /**
     * True for the kinds of exception that mean the input cannot be used now: a refused value, a file
     * that cannot be used, or another measurement in progress (a refusal to start, not a failure).
     */
    private static boolean isInputError(Throwable t) {
        return t instanceof IllegalArgumentException
                || t instanceof IOException
                || t instanceof UncheckedIOException
                || t instanceof CommandLine.ParameterException
                || t instanceof MeasurementLock.BusyException;
    }

    /** {@code e} and its causes, outermost first (a cycle ends the list). */
    private static List<Throwable> chain(Throwable e) {
        List<Throwable> out = new ArrayList<>();
        for (Throwable t = e; t != null && !out.contains(t); t = t.getCause()) out.add(t);
        return out;
    }

    /** A one-line message for an input error; file-system errors name the path and say what went wrong with it. */
    static String describe(Throwable e) {
        if (e instanceof UncheckedIOException u) e = u.getCause();
        if (e instanceof FileSystemException f) {
            String what = f instanceof AccessDeniedException ? "cannot access " + f.getFile() : f.getFile();
            return what + (f.getOtherFile() == null ? "" : " -> " + f.getOtherFile()) + ": " + OutputGuard.reason(f);
        }
        return e.getMessage() == null ? e.toString() : e.getMessage();
    }

    /** Writes the command line, the time, the JVM and the stack trace to a new file in the temporary directory; returns its path. */
    private static Path writeLog(Throwable e, List<String> args) throws IOException {
        StringWriter trace = new StringWriter();
        e.printStackTrace(new PrintWriter(trace));
        String text = "componentbench " + String.join(" ", args) + "\n"
                + "at " + Instant.now() + " on " + System.getProperty("java.vm.name") + " "
                + System.getProperty("java.version") + "\n\n"
                + trace;
        Path log = Files.createTempFile("componentbench-failure-", ".log");
        return Files.writeString(log, text);
    }
}

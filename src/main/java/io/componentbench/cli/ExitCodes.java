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
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.openjdk.jmh.runner.RunnerException;
import picocli.CommandLine;

/**
 * How a command ends, in one place: the exit codes, which say who failed, and which exception is the
 * user's mistake, which the environment's and which a failure of componentbench itself.
 *
 * <ul>
 *   <li>{@link #OK} 0: done.
 *   <li>{@link #REGRESSION} 1: a gate failed ({@code compare} or {@code ab} with
 *       {@code --fail-on-regression}: a regression, or a rule of the gate not met, one line saying
 *       which), or {@code check-reference} found an unexplained beat of the reference.
 *   <li>{@link #BAD_INPUT} 2: the input cannot be used, and one line on stderr says why: an option or
 *       value refused ({@link IllegalArgumentException}, picocli's parse errors), a file or directory
 *       missing, unreadable, not a run, or refused as an output ({@link IOException}), a revision that
 *       does not build or whose benchmark fork fails. Nothing was written but what the message names.
 *   <li>{@link #ENVIRONMENT} 3: the machine stopped the command, one line saying how: another process
 *       holds the measurement or JMH lock, a disk is full (the file named), or a benchmark fork's JVM
 *       failed (JMH's {@link RunnerException}: a crash, a signal to the fork).
 *   <li>{@link #TOOL_FAILURE} 4: componentbench failed (an unexpected exception: a bug). One line on
 *       stderr names the exception and where it was thrown, and the path of a log file holding the
 *       command line and the whole stack trace.
 *   <li>{@link #INTERRUPTED} 130: an A/B run stopped by a signal (Ctrl-C, {@code kill}) and cleaned up,
 *       as a shell reports a signal.
 * </ul>
 *
 * An exception counts as the user's only when it and every cause it wraps are of those kinds, so a bug
 * wrapped on its way out (as an A/B run wraps whatever stopped it) stays a failure of the tool; a
 * chain holding an interruption is an interruption, and one holding an environment failure (and no
 * bug) is the environment's, whatever wraps it.
 */
public final class ExitCodes {
    /** Exit code of a command that did what was asked. */
    public static final int OK = 0;
    /** Exit code of a gate that failed (a regression, a rule not met) or an unexplained beat of the reference. */
    public static final int REGRESSION = 1;
    /** Exit code of input the command cannot use, with a one-line message. */
    public static final int BAD_INPUT = 2;
    /** Exit code of a failure of the environment: a lock held by another process, a full disk, a fork JVM that failed. */
    public static final int ENVIRONMENT = 3;
    /** Exit code of a failure of componentbench itself (a bug), with the stack trace in a log file. */
    public static final int TOOL_FAILURE = 4;
    /** Exit code of a command stopped by a signal (as a shell reports Ctrl-C). */
    public static final int INTERRUPTED = 130;

    /** The exit codes as {@code --help} lists them. */
    private static final Map<String, String> HELP = helpList();

    private ExitCodes() {}

    private static Map<String, String> helpList() {
        Map<String, String> m = new LinkedHashMap<>();
        m.put(OK + "", "done");
        m.put(
                REGRESSION + "",
                "a gate failed (a regression, or a rule of the gate not met), or an unexplained beat of the reference");
        m.put(BAD_INPUT + "", "your input cannot be used (an option, a path, a revision), with one line saying why");
        m.put(
                ENVIRONMENT + "",
                "the environment: another measurement or JMH holds the lock, a full disk, a fork JVM that failed");
        m.put(TOOL_FAILURE + "", "a failure of componentbench itself (a bug), its stack trace in a log file");
        m.put(INTERRUPTED + "", "an A/B run stopped by a signal and cleaned up");
        return m;
    }

    /** {@code cl} with every exception of its commands mapped to an exit code and reported on its stderr as this class says. */
    public static CommandLine install(CommandLine cl) {
        cl.setExecutionExceptionHandler((e, line, parsed) -> report(e, parsed.originalArgs(), line.getErr()));
        listInHelp(cl);
        return cl;
    }

    /** Lists the exit codes in the {@code --help} of {@code cl} and of every subcommand. */
    private static void listInHelp(CommandLine cl) {
        cl.getCommandSpec()
                .usageMessage()
                .exitCodeListHeading("%nExit codes:%n")
                .exitCodeList(HELP);
        cl.getSubcommands().values().forEach(ExitCodes::listInHelp);
    }

    /** Reports {@code e}, thrown by the command line {@code args}, on {@code err} and returns its exit code. */
    static int report(Throwable e, List<String> args, PrintWriter err) {
        if (chain(e).stream()
                .anyMatch(t -> t instanceof Cleanup.AbortedException || t instanceof InterruptedException)) {
            err.println("componentbench: " + describe(e));
            return INTERRUPTED;
        }
        if (chain(e).stream().allMatch(t -> isInputError(t) || isEnvironment(t))) {
            Optional<Throwable> env =
                    chain(e).stream().filter(ExitCodes::isEnvironment).findFirst();
            if (env.isPresent()) {
                err.println("componentbench: " + environment(e, env.get()));
                return ENVIRONMENT;
            }
            err.println("componentbench: " + describe(e));
            return BAD_INPUT;
        }
        Throwable bug = chain(e).stream()
                .filter(t -> !isInputError(t) && !isEnvironment(t))
                .findFirst()
                .orElse(e);
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

    /** True for the kinds of exception that mean the input cannot be used: a refused value, a file that cannot be used. */
    private static boolean isInputError(Throwable t) {
        return !isEnvironment(t)
                && (t instanceof IllegalArgumentException
                        || t instanceof IOException
                        || t instanceof UncheckedIOException
                        || t instanceof CommandLine.ParameterException);
    }

    /**
     * True for what the machine did, not the user nor componentbench: another measurement holding the
     * lock, a full disk, a benchmark fork that failed in JMH.
     */
    private static boolean isEnvironment(Throwable t) {
        return t instanceof MeasurementLock.BusyException || t instanceof RunnerException || isDiskFull(t);
    }

    private static boolean isDiskFull(Throwable t) {
        String m = t instanceof FileSystemException f ? f.getReason() : t.getMessage();
        return (t instanceof IOException || t instanceof UncheckedIOException)
                && m != null
                && m.contains("No space left on device");
    }

    /** The one line of an environment failure: what happened, and the outermost message (which names the file). */
    private static String environment(Throwable e, Throwable cause) {
        String what = cause instanceof MeasurementLock.BusyException
                ? "another measurement is running"
                : cause instanceof RunnerException
                        ? "a benchmark fork failed (its JVM crashed, or was stopped)"
                        : "the disk is full";
        return what + ": " + describe(e == cause || cause instanceof RunnerException ? cause : e);
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

package io.componentbench;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;

/** Test helper: what a piece of code prints on standard error or standard output. */
public final class CapturedOutput {
    private CapturedOutput() {}

    /** Runs {@code r} with standard error captured, and returns what it printed there. */
    public static String stderrOf(Runnable r) {
        PrintStream err = System.err;
        ByteArrayOutputStream captured = new ByteArrayOutputStream();
        System.setErr(new PrintStream(captured));
        try {
            r.run();
        } finally {
            System.setErr(err);
        }
        return captured.toString();
    }

    /** Runs {@code r} with standard output captured, and returns what it printed there. */
    public static String stdoutOf(Runnable r) {
        PrintStream out = System.out;
        ByteArrayOutputStream captured = new ByteArrayOutputStream();
        System.setOut(new PrintStream(captured));
        try {
            r.run();
        } finally {
            System.setOut(out);
        }
        return captured.toString();
    }
}

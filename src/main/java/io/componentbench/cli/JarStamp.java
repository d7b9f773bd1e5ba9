package io.componentbench.cli;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Writes, beside a freshly packaged {@code target/benchmarks.jar}, what it was built from: the work
 * tree's commit and git's status of the sources ({@code src/}, {@code pom.xml}), in {@value #SUFFIX}.
 * A run's {@code env.json} names the work tree's commit, so {@code scripts/cli} compares this file
 * with the work tree before it runs the jar and rebuilds the jar when they differ (or refuses while
 * a process runs from it). The build runs this in the package phase, after the shade plugin (pom.xml),
 * so the file is never newer than a jar it does not describe. Outside a git work tree it removes the
 * file and the scripts go by file times alone.
 *
 * <p>The format, which {@code scripts/cli} reproduces with the same two git commands: {@code commit
 * <sha>} on the first line, then the output of {@code git status --porcelain -- src pom.xml}.
 */
public final class JarStamp {
    /** Appended to the jar's path: {@code target/benchmarks.jar.commit}. */
    public static final String SUFFIX = ".commit";

    private JarStamp() {}

    /** {@code JarStamp JAR PROJECT_DIR}. */
    public static void main(String[] args) throws IOException, InterruptedException {
        if (args.length != 2) {
            throw new IllegalArgumentException("usage: JarStamp JAR PROJECT_DIR, got " + List.of(args));
        }
        Path stamp = Path.of(args[0] + SUFFIX);
        String text = describe(Path.of(args[1]));
        if (text == null) {
            Files.deleteIfExists(stamp);
        } else {
            Files.writeString(stamp, text, StandardCharsets.UTF_8);
        }
    }

    /** What a jar built from {@code project} now is built from, or null outside a git work tree. */
    static String describe(Path project) throws IOException, InterruptedException {
        String commit = git(project, "rev-parse", "HEAD");
        if (commit == null) return null;
        String status = git(project, "--no-optional-locks", "status", "--porcelain", "--", "src", "pom.xml");
        if (status == null) return null;
        return "commit " + commit.strip() + "\n" + status;
    }

    /** The standard output of {@code git -C project args...}, or null if git failed or is missing. */
    private static String git(Path project, String... args) throws IOException, InterruptedException {
        List<String> cmd = new ArrayList<>(List.of("git", "-C", project.toString()));
        cmd.addAll(List.of(args));
        Process p;
        try {
            p = new ProcessBuilder(cmd)
                    .redirectError(ProcessBuilder.Redirect.DISCARD)
                    .start();
        } catch (IOException e) {
            return null; // no git on PATH
        }
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (!p.waitFor(30, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            return null;
        }
        return p.exitValue() == 0 ? out : null;
    }
}

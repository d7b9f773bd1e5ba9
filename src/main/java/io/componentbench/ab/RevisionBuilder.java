package io.componentbench.ab;

import io.componentbench.store.FileTree;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;

/**
 * Builds the benchmark jar of a git revision without touching the user's working tree: the commit is
 * checked out with {@code git worktree add --detach} into a temporary directory, built there, its jar
 * copied out, and the worktree removed ({@code git worktree remove --force}, then {@code prune})
 * whether the build succeeded or not, and by the {@link Cleanup} if the run is interrupted meanwhile.
 */
public final class RevisionBuilder {
    /** The Maven command that builds a checkout's {@code target/benchmarks.jar} without tests or benchmarks. */
    public static final List<String> MAVEN = List.of("mvn", "-B", "-q", "package", "-DskipTests", "-DskipBenchmarks");

    /** Builds a checked-out tree and returns its benchmark jar. */
    @FunctionalInterface
    public interface Build {
        /**
         * @param tree the checked-out revision
         * @param log where the build's output goes
         * @return the benchmark jar built inside {@code tree}
         */
        Path build(Path tree, Path log) throws IOException, InterruptedException;
    }

    /** Thrown when a revision does not build; the message ends with the tail of the build log. */
    public static final class BuildFailedException extends IOException {
        public BuildFailedException(String message) {
            super(message);
        }
    }

    /** The real build: {@link #MAVEN} in the tree, output to the log. */
    public static final Build MAVEN_BUILD = (tree, log) -> {
        int exit = run(tree, MAVEN, log);
        if (exit != 0) throw new BuildFailedException("`" + String.join(" ", MAVEN) + "` exited with " + exit);
        return tree.resolve("target").resolve("benchmarks.jar");
    };

    private final Path repo;
    private final Path scratch;
    private final Build build;
    private final Cleanup cleanup;

    /**
     * @param repo a directory inside the git repository
     * @param scratch an existing temporary directory for worktrees and logs (the caller deletes it)
     */
    public RevisionBuilder(Path repo, Path scratch, Build build, Cleanup cleanup) {
        this.repo = repo;
        this.scratch = scratch;
        this.build = build;
        this.cleanup = cleanup;
    }

    /** The full commit id of {@code revision}; a clear {@link IllegalArgumentException} when it names no commit. */
    public static String resolve(Path repo, String revision) throws IOException, InterruptedException {
        if (revision.startsWith("-")) throw new IllegalArgumentException("'" + revision + "' is not a git revision");
        Git top = git(repo, List.of("rev-parse", "--show-toplevel"));
        if (top.exit != 0)
            throw new IllegalArgumentException(
                    repo.toAbsolutePath() + " is not inside a git repository: " + top.output.trim());
        Git r = git(repo, List.of("rev-parse", "--verify", "--quiet", revision + "^{commit}"));
        if (r.exit != 0 || r.output.isBlank()) {
            throw new IllegalArgumentException(
                    "unknown revision '" + revision + "' in " + top.output.trim()
                            + " (a branch, tag or commit; on CI fetch the base branch, e.g. actions/checkout with fetch-depth: 0)");
        }
        return r.output.trim();
    }

    /**
     * Builds {@code commit} and copies its jar to {@code dest}.
     *
     * @throws BuildFailedException when the build fails or makes no jar; the message names the revision and
     *         ends with the last lines of the build log
     */
    @SuppressWarnings("try") // the worktree's handle removes it at the end of the block, never read
    public void build(String revision, String commit, Path dest) throws IOException, InterruptedException {
        String id = commit.substring(0, Math.min(12, commit.length()));
        Path tree = scratch.resolve("worktree-" + id);
        Path log = scratch.resolve("build-" + id + ".log");
        cleanup.doing("building " + revision + " (" + id + ")");
        Git add = git(repo, List.of("worktree", "add", "--detach", tree.toString(), commit));
        if (add.exit != 0)
            throw new IOException(
                    "cannot check out " + revision + " (" + id + ") in a temporary worktree: " + add.output.trim());
        try (Cleanup.Handle worktree = cleanup.add("worktree " + tree, () -> removeWorktree(tree))) {
            Path jar;
            // registered after the worktree, so an abort stops the build before it removes the tree (else Maven writes
            // target/ again)
            try (Cleanup.Handle building = cleanup.add("the build of " + id, RevisionBuilder::stopChildProcesses)) {
                jar = build.build(tree, log);
                building.forget();
            } catch (BuildFailedException e) {
                throw new BuildFailedException(
                        "building " + revision + " (" + id + ") failed: " + e.getMessage() + tail(log));
            } catch (IOException e) {
                throw new BuildFailedException("building " + revision + " (" + id + ") failed: " + e.getMessage()
                        + (e.getMessage() != null && e.getMessage().contains("mvn")
                                ? " (is Maven installed and on PATH?)"
                                : "")
                        + tail(log));
            }
            if (jar == null || !Files.isRegularFile(jar)) {
                throw new BuildFailedException("building " + revision + " (" + id + ") made no benchmark jar (expected "
                        + jar + ")" + tail(log));
            }
            Files.copy(jar, dest, StandardCopyOption.REPLACE_EXISTING);
        }
    }

    /** Stops this process's child processes (during a build: the build) and waits up to 10 s for them to end. */
    private static void stopChildProcesses() {
        List<ProcessHandle> children = ProcessHandle.current().descendants().toList();
        children.forEach(ProcessHandle::destroy);
        for (ProcessHandle p : children)
            p.onExit()
                    .completeOnTimeout(p, 10, java.util.concurrent.TimeUnit.SECONDS)
                    .join();
    }

    /** Removes the worktree; if git cannot (its directory half gone), deletes the directory and prunes the stale entry. */
    private void removeWorktree(Path tree) throws IOException, InterruptedException {
        Git remove = git(repo, List.of("worktree", "remove", "--force", tree.toString()));
        if (remove.exit == 0 && !Files.exists(tree)) return;
        FileTree.delete(tree);
        Git prune = git(repo, List.of("worktree", "prune"));
        if (prune.exit != 0) throw new IOException("git worktree prune failed: " + prune.output.trim());
    }

    private static String tail(Path log) {
        if (!Files.exists(log)) return "";
        try {
            List<String> lines = Files.readAllLines(log, StandardCharsets.UTF_8);
            if (lines.isEmpty()) return "";
            return "\nlast lines of the build log:\n"
                    + String.join("\n", lines.subList(Math.max(0, lines.size() - 40), lines.size()));
        } catch (IOException e) {
            return "";
        }
    }

    private record Git(int exit, String output) {}

    private static Git git(Path dir, List<String> args) throws IOException, InterruptedException {
        List<String> cmd =
                new ArrayList<>(List.of("git", "-C", dir.toAbsolutePath().toString()));
        cmd.addAll(args);
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
        try {
            String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            return new Git(p.waitFor(), out);
        } finally {
            p.destroy();
        }
    }

    /** Runs a command in {@code dir} with its output appended to {@code log}; returns the exit code. */
    static int run(Path dir, List<String> command, Path log) throws IOException, InterruptedException {
        Process p = new ProcessBuilder(command)
                .directory(dir.toFile())
                .redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.appendTo(log.toFile()))
                .start();
        try {
            return p.waitFor();
        } finally {
            if (p.isAlive()) {
                p.descendants().forEach(ProcessHandle::destroy);
                p.destroy();
            }
        }
    }
}

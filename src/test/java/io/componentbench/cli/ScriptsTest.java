package io.componentbench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.componentbench.results.RunDirs;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code scripts/cli}, run as a user would from another directory: relative paths resolve against
 * that directory, not the repository root; and the jar it runs is the one the work tree builds.
 */
class ScriptsTest {
    static final Path CLI = Path.of("scripts", "cli").toAbsolutePath();

    @TempDir
    Path tmp;

    @Test
    void relativePathsResolveAgainstTheDirectoryTheUserIsIn() throws Exception {
        RunDirs.create()
                .iterate("raw-array", 500, 10)
                .iterate("sparse-set", 1000, 20)
                .write(tmp.resolve("my-run"));
        Path strayInRepo = Path.of("my-baseline").toAbsolutePath();
        assertFalse(Files.exists(strayInRepo));
        try {
            assertEquals(0, script("promote", "my-run", "--baseline", "my-baseline"));
            assertTrue(Files.isRegularFile(tmp.resolve("my-baseline/jmh-results.json")), "written where the user is");
            assertFalse(Files.exists(strayInRepo), "nothing written in the repository");
            assertEquals(0, script("compare", "my-baseline", "my-run", "--fail-on-regression"));
        } finally {
            if (Files.exists(strayInRepo)) io.componentbench.store.FileTree.delete(strayInRepo);
        }
    }

    /**
     * A jar packaged from another commit, older than a source, or packaged with other uncommitted
     * changes than the work tree's is rebuilt before it runs, since a run's env.json names the work
     * tree's commit; while a process runs from a stale jar the script refuses (exit 2) naming both;
     * {@code COMPONENTBENCH_CLASSPATH} bypasses all of it. On a copy of the script in a throwaway git
     * repository whose {@code mvn} stands in for the build: it writes a dummy jar and stamps it with the
     * real {@link JarStamp}, as pom.xml's package phase does.
     */
    @Test
    void theJarItRunsIsRebuiltWhenItIsNotTheWorkTreesBuild() throws Exception {
        Path repo = tmp.resolve("repo");
        Files.createDirectories(repo.resolve("scripts"));
        Files.createDirectories(repo.resolve("src/main/java"));
        Files.copy(CLI, repo.resolve("scripts/cli"));
        Path source = Files.writeString(repo.resolve("src/main/java/A.java"), "class A {}\n");
        Files.writeString(repo.resolve("pom.xml"), "<project/>\n");
        Files.writeString(repo.resolve("notes.md"), "one\n");
        git(repo, "init", "-q");
        git(repo, "add", ".");
        git(repo, "commit", "-q", "-m", "first");
        String first = git(repo, "rev-parse", "HEAD");
        Path bin = executable(
                        tmp.resolve("bin/mvn"),
                        "#!/bin/sh\necho built >> \"$BUILDS\"\nmkdir -p target\necho jar > target/benchmarks.jar\n"
                                + "exec \"$REAL_JAVA\" -cp \"$TEST_CP\" io.componentbench.cli.JarStamp target/benchmarks.jar .\n")
                .getParent();
        Path home = executable(tmp.resolve("jdk/bin/java"), "#!/bin/sh\necho ran\n")
                .getParent()
                .getParent();
        Path builds = tmp.resolve("builds.txt");
        Map<String, String> env = Map.of(
                "PATH", bin + ":" + System.getenv("PATH"),
                "JAVA_HOME", home.toString(),
                "BUILDS", builds.toString(),
                "REAL_JAVA",
                        Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "TEST_CP", System.getProperty("java.class.path"));
        Path jar = repo.resolve("target/benchmarks.jar");

        Run run = cli(repo, env);
        assertEquals(List.of(0, "ran", 1), List.of(run.exit, run.out, builds(builds)), run.err);
        assertTrue(run.err.contains("it is missing"), run.err);
        assertEquals("commit " + first + "\n", Files.readString(repo.resolve("target/benchmarks.jar.commit")));
        run = cli(repo, env);
        assertEquals(List.of(0, "ran", 1), List.of(run.exit, run.out, builds(builds)), "fresh: not rebuilt " + run.err);

        Files.writeString(repo.resolve("notes.md"), "two\n");
        git(repo, "commit", "-q", "-am", "second, no source changed");
        String second = git(repo, "rev-parse", "HEAD");
        run = cli(repo, env);
        assertEquals(List.of(0, "ran", 2), List.of(run.exit, run.out, builds(builds)), "another commit: " + run.err);
        assertTrue(run.err.contains("built from commit " + first + ", the work tree is at commit " + second), run.err);

        ageJar(jar, source);
        run = cli(repo, env);
        assertEquals(List.of(0, 3), List.of(run.exit, builds(builds)), "older than a source: " + run.err);
        assertTrue(run.err.contains("src/main/java/A.java is newer than it"), run.err);

        Files.writeString(source, "class A { int x; }\n");
        Files.setLastModifiedTime(
                source, FileTime.fromMillis(Files.getLastModifiedTime(jar).toMillis() - 10_000));
        run = cli(repo, env);
        assertEquals(List.of(0, 4), List.of(run.exit, builds(builds)), "other uncommitted changes: " + run.err);
        assertTrue(run.err.contains("other uncommitted changes to src/ or pom.xml"), run.err);
        run = cli(repo, env);
        assertEquals(List.of(0, 4), List.of(run.exit, builds(builds)), "built with these changes: " + run.err);

        ageJar(jar, source);
        assumeTrue(Files.isExecutable(Path.of("/usr/bin/pgrep")), "the refusal needs pgrep");
        Process holder =
                new ProcessBuilder("sh", "-c", "read -r line; :", "holder", "-cp", jar.toString(), "x").start();
        try {
            run = cli(repo, env);
            assertEquals(List.of(2, "", 4), List.of(run.exit, run.out, builds(builds)), run.err);
            assertTrue(run.err.contains("built from commit " + second + " with uncommitted changes"), run.err);
            assertTrue(run.err.contains("work tree is at commit " + second + " with uncommitted changes"), run.err);
            assertTrue(run.err.contains("process " + holder.pid() + " runs from the jar"), run.err);
        } finally {
            holder.getOutputStream().close();
            assertTrue(holder.waitFor(10, TimeUnit.SECONDS));
        }

        Map<String, String> withClasspath = new java.util.HashMap<>(env);
        withClasspath.put("COMPONENTBENCH_CLASSPATH", jar.toString());
        run = cli(repo, withClasspath);
        assertEquals(
                List.of(0, "ran", 4), List.of(run.exit, run.out, builds(builds)), "the tests' classpath: " + run.err);
    }

    private record Run(int exit, String out, String err) {}

    private Run cli(Path repo, Map<String, String> env) throws Exception {
        ProcessBuilder pb =
                new ProcessBuilder("bash", repo.resolve("scripts/cli").toString(), "--version").directory(tmp.toFile());
        pb.environment().remove("COMPONENTBENCH_CLASSPATH");
        pb.environment().putAll(env);
        Process p = pb.start();
        p.getOutputStream().close();
        String out = new String(p.getInputStream().readAllBytes()).trim();
        String err = new String(p.getErrorStream().readAllBytes()).trim();
        assertTrue(p.waitFor(60, TimeUnit.SECONDS));
        return new Run(p.exitValue(), out, err);
    }

    /** Sets the jar's time 10 s before the source's, as if the source was edited after the build. */
    private static void ageJar(Path jar, Path source) throws Exception {
        Files.setLastModifiedTime(
                jar, FileTime.fromMillis(Files.getLastModifiedTime(source).toMillis() - 10_000));
    }

    private static int builds(Path file) throws Exception {
        return Files.exists(file) ? Files.readAllLines(file).size() : 0;
    }

    private static Path executable(Path file, String script) throws Exception {
        Files.createDirectories(file.getParent());
        Files.writeString(file, script);
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rwxr-xr-x"));
        return file;
    }

    /** Runs git in {@code repo} with a fixed identity; its trimmed output. */
    private static String git(Path repo, String... args) throws Exception {
        List<String> cmd = new java.util.ArrayList<>(List.of(
                "git",
                "-C",
                repo.toString(),
                "-c",
                "user.name=t",
                "-c",
                "user.email=t@t",
                "-c",
                "commit.gpgsign=false"));
        cmd.addAll(List.of(args));
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes()).trim();
        assertTrue(p.waitFor(30, TimeUnit.SECONDS));
        assertEquals(0, p.exitValue(), out);
        return out;
    }

    private int script(String... args) throws Exception {
        List<String> cmd = new java.util.ArrayList<>(List.of("bash", CLI.toString()));
        cmd.addAll(List.of(args));
        ProcessBuilder pb = new ProcessBuilder(cmd).directory(tmp.toFile()).inheritIO();
        pb.environment().put("COMPONENTBENCH_CLASSPATH", System.getProperty("java.class.path"));
        Process p = pb.start();
        assertTrue(p.waitFor(120, TimeUnit.SECONDS));
        return p.exitValue();
    }
}

package io.componentbench.cli;

import static io.componentbench.CapturedOutput.stderrOf;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.componentbench.compare.Baseline;
import io.componentbench.results.RunDirs;
import io.componentbench.store.DirectoryMarker;
import io.componentbench.store.OutputGuard;
import io.componentbench.store.ProjectHome;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.Callable;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Report {@code --out} and {@code promote} never destroy what componentbench did not make: every
 * case of issue 12 in a temporary copy of a project (a repository root with {@code results/}
 * holding a baseline, a run and the history), each checked to leave every byte as it was.
 */
class OutputSafetyTest {
    @TempDir
    Path tmp;

    Path repo;
    Path results;
    Path run;

    @BeforeEach
    void project() throws Exception {
        repo = Files.createDirectories(tmp.resolve("repo"));
        Files.writeString(repo.resolve("pom.xml"), "<project/>");
        Files.createDirectories(repo.resolve("src/main/java"));
        Files.writeString(repo.resolve("src/main/java/Work.java"), "class Work {}");
        results = repo.resolve("results");
        run = RunDirs.create()
                .iterate("raw-array", 500, 10)
                .iterate("sparse-set", 1000, 20)
                .write(results.resolve("runs/2026-11-30T03-59-54.123Z"));
        DirectoryMarker.mark(run, OutputGuard.Kind.RUN);
        Baseline.promote(run, results.resolve("baseline"));
        Files.writeString(results.resolve("history.jsonl"), "{\"run\":\"2026-11-30T03-59-54.123Z\",\"results\":[]}\n");
    }

    @Test
    void outOntoAUsersDirectoryIsRefusedAndItsFilesKept() throws Exception {
        Path mine = Files.createDirectories(tmp.resolve("thesis"));
        Files.writeString(mine.resolve("thesis.txt"), "three years of work");
        refused(
                mine,
                "not made by componentbench",
                () -> Cli.execute("report", run.toString(), "--out", mine.toString()));
    }

    @Test
    void outOntoAFileIsRefusedAndTheFileKept() throws Exception {
        Path file = Files.writeString(tmp.resolve("notes.md"), "my notes");
        refused(
                file,
                "is a file, not a directory",
                () -> Cli.execute("report", run.toString(), "--out", file.toString()));
    }

    @Test
    void outOntoOrInsideTheRunDirectoryIsRefusedAndTheRunKept() throws Exception {
        refused(run, "run directory", () -> Cli.execute("report", run.toString(), "--out", run.toString()));
        refused(
                run.resolve("report"),
                "inside " + run.toRealPath(),
                () -> Cli.execute(
                        "report", run.toString(), "--out", run.resolve("report").toString()));
    }

    @Test
    void outOntoResultsIsRefusedAndBaselineRunsAndHistoryKept() throws Exception {
        refused(
                results,
                "not made by componentbench",
                () -> Cli.execute("report", run.toString(), "--out", results.toString()));
    }

    @Test
    void outOntoTheRepositoryRootIsRefusedAndNothingMoved() throws Exception {
        refused(
                repo,
                "not made by componentbench",
                () -> Cli.execute("report", run.toString(), "--out", repo.toString()));
        assertFalse(Files.exists(tmp.resolve(".repo.old")), "the repository was not moved aside");
    }

    @Test
    void promoteOntoTheRunsDirectoryIsRefusedAndEveryRunKept() throws Exception {
        refused(
                results.resolve("runs"),
                "not made by componentbench",
                () -> Cli.execute(
                        "promote",
                        run.toString(),
                        "--baseline",
                        results.resolve("runs").toString()));
        refused(run, "run directory", () -> Cli.execute("promote", run.toString(), "--baseline", run.toString()));
        refused(
                results.resolve("runs/x"),
                "inside",
                () -> Cli.execute(
                        "promote",
                        run.toString(),
                        "--baseline",
                        run.resolve("x").toString()));
    }

    @Test
    void theRunsDirectoryIsNeverAnOutputEvenBeforeItExists() throws Exception {
        Path project = Files.createDirectories(tmp.resolve("fresh-clone"));
        String before = System.getProperty(ProjectHome.PROPERTY);
        System.setProperty(ProjectHome.PROPERTY, project.toString());
        try {
            Path runs = project.resolve("results/runs");
            refused(
                    runs,
                    "it is the runs directory",
                    () -> Cli.execute("promote", run.toString(), "--baseline", runs.toString()));
            refused(
                    runs.resolve("x"),
                    "it is inside the runs directory",
                    () -> Cli.execute(
                            "report", run.toString(), "--out", runs.resolve("x").toString()));
            refused(
                    project.resolve("results"),
                    "it contains the runs directory",
                    () -> Cli.execute(
                            "report",
                            run.toString(),
                            "--out",
                            project.resolve("results").toString()));
            assertFalse(Files.exists(project.resolve("results")));
        } finally {
            if (before == null) System.clearProperty(ProjectHome.PROPERTY);
            else System.setProperty(ProjectHome.PROPERTY, before);
        }
    }

    @Test
    void outIntoAnAbsentOrEmptyDirectoryOrAnEarlierReportIsAllowedButNotOnceAUserAddsAFile() throws Exception {
        Path empty = Files.createDirectories(tmp.resolve("empty"));
        assertEquals(
                0,
                Cli.execute(
                        "report",
                        run.toString(),
                        "--out",
                        empty.toString(),
                        "--history",
                        tmp.resolve("h").toString()));
        assertTrue(Files.exists(empty.resolve("index.html")) && Files.exists(empty.resolve(DirectoryMarker.FILE)));
        assertEquals(
                0,
                Cli.execute(
                        "report",
                        run.toString(),
                        "--out",
                        empty.toString(),
                        "--history",
                        tmp.resolve("h").toString()),
                "an earlier report is replaced");
        Files.writeString(empty.resolve("charts/my-sketch.txt"), "mine");
        refused(
                empty,
                "did not write there: charts/my-sketch.txt",
                () -> Cli.execute("report", run.toString(), "--out", empty.toString()));
    }

    @Test
    void anOutputUnderAFileNamesThePathAndTheReason() throws Exception {
        Path file = Files.writeString(tmp.resolve("plain-file"), "x");
        String err = refused(
                file,
                "cannot be created: " + file + " is a file, not a directory",
                () -> Cli.execute(
                        "report",
                        run.toString(),
                        "--out",
                        file.resolve("report").toString()));
        assertTrue(err.contains(file.resolve("report").toString()), err);
    }

    @Test
    void anUnwritableOutputNamesThePathAndTheReason() throws Exception {
        assertEquals(
                "cannot access /ro/report: permission denied",
                ExitCodes.describe(new AccessDeniedException("/ro/report")));
        Path readOnly = Files.createDirectories(tmp.resolve("read-only"));
        Files.setPosixFilePermissions(readOnly, PosixFilePermissions.fromString("r-xr-xr-x"));
        try {
            // root writes anywhere but a kernel file system, so it gets one of those instead
            Path parent = Files.isWritable(readOnly) ? Path.of("/sys") : readOnly;
            assumeTrue(Files.isDirectory(parent) && !canCreateIn(parent), "no unwritable directory here");
            Path out = parent.resolve("componentbench-report");
            String err = stderrOf(() -> assertEquals(
                    2,
                    Cli.execute(
                            "report",
                            run.toString(),
                            "--out",
                            out.toString(),
                            "--history",
                            tmp.resolve("h").toString())));
            assertTrue(
                    err.startsWith("componentbench: cannot write " + out + ": ")
                            && err.strip().lines().count() == 1,
                    err);
            assertTrue(
                    err.contains("permission denied") || err.contains("not permitted") || err.contains("Read-only"),
                    err);
        } finally {
            Files.setPosixFilePermissions(readOnly, PosixFilePermissions.fromString("rwxr-xr-x"));
        }
    }

    private static boolean canCreateIn(Path dir) {
        try {
            Files.delete(Files.createDirectory(dir.resolve(
                    "componentbench-probe-" + ProcessHandle.current().pid())));
            return true;
        } catch (IOException e) {
            return false;
        }
    }

    /**
     * Runs a command that must be refused with exit 2, a message naming {@code named} and {@code reason},
     * and every file of the temporary project (and of {@code named}, if outside it) unchanged; returns stderr.
     */
    private String refused(Path named, String reason, Callable<Integer> command) throws Exception {
        Map<Path, String> before = snapshot();
        String err = stderrOf(() -> {
            try {
                assertEquals(2, command.call());
            } catch (Exception e) {
                throw new AssertionError(e);
            }
        });
        assertTrue(err.contains(reason) && err.strip().lines().count() == 1, "message: " + err);
        assertTrue(
                err.contains(named.toString()) || err.contains(named.getParent().toString()), "names the path: " + err);
        assertEquals(before, snapshot(), "nothing changed");
        return err;
    }

    private Map<Path, String> snapshot() throws IOException {
        Map<Path, String> files = new TreeMap<>();
        try (Stream<Path> all = Files.walk(tmp)) {
            for (Path p : all.toList())
                files.put(
                        p,
                        Files.isRegularFile(p)
                                ? new String(Files.readAllBytes(p), StandardCharsets.ISO_8859_1)
                                : "<dir>");
        }
        return files;
    }
}

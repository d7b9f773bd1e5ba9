package io.componentbench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.componentbench.compare.Baseline;
import io.componentbench.measure.JvmChoice;
import io.componentbench.results.RunDirs;
import io.componentbench.store.DirectoryMarker;
import io.componentbench.store.OutputGuard;
import io.componentbench.store.ProjectHome;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The command-line cases of issue 27's probe, each in a temporary project (set as the project home,
 * so the default paths lie inside it): outputs never land inside a run, baseline or report, promote
 * takes only sound runs, a report restores an interrupted promote's baseline, and usage output is clean.
 */
class DataSafetyTest {
    @TempDir
    Path tmp;

    private Path project;
    private Path results;
    private Path run;
    private Path baseline;
    private String homeBefore;

    @BeforeEach
    void project() throws Exception {
        project = Files.createDirectories(tmp.resolve("project"));
        results = project.resolve("results");
        run = RunDirs.create()
                .iterate("raw-array", 500, 10)
                .iterate("sparse-set", 1000, 20)
                .write(results.resolve("runs/2026-11-30T03-59-54.123Z"));
        DirectoryMarker.mark(run, OutputGuard.Kind.RUN);
        baseline = results.resolve("baseline");
        Baseline.promote(run, baseline);
        homeBefore = System.getProperty(ProjectHome.PROPERTY);
        System.setProperty(ProjectHome.PROPERTY, project.toString());
    }

    @AfterEach
    void restoreHome() {
        if (homeBefore == null) System.clearProperty(ProjectHome.PROPERTY);
        else System.setProperty(ProjectHome.PROPERTY, homeBefore);
    }

    /** Exit code, stdout and stderr of a command line. */
    private record Outcome(int exit, String out, String err) {}

    private static Outcome cli(String... args) {
        PrintStream err = System.err;
        PrintStream out = System.out;
        ByteArrayOutputStream e = new ByteArrayOutputStream();
        ByteArrayOutputStream o = new ByteArrayOutputStream();
        System.setErr(new PrintStream(e));
        System.setOut(new PrintStream(o));
        try {
            return new Outcome(Cli.execute(args), o.toString(), e.toString());
        } finally {
            System.setErr(err);
            System.setOut(out);
        }
    }

    private Map<Path, String> snapshot() throws Exception {
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

    /** The command must exit 2 with {@code reason} on stderr and change no byte of the temporary tree. */
    private void refused(String reason, String... args) throws Exception {
        Map<Path, String> before = snapshot();
        Outcome o = cli(args);
        assertEquals(2, o.exit(), o.err());
        assertTrue(o.err().contains(reason), o.err());
        assertEquals(before, snapshot(), "nothing changed");
    }

    @Test
    void footprintOutNeverLandsInsideABaselineARunOrTheRunsDirectory() throws Exception {
        String[] footprint = {"footprint", "--contender", "hash-map", "--size", "1000", "--out"};
        refused(
                "inside " + baseline.toRealPath() + ", a componentbench baseline directory",
                concat(footprint, baseline.resolve("footprint.json").toString()));
        refused(
                "inside " + run.toRealPath() + ", a componentbench run directory",
                concat(footprint, run.resolve("footprint.json").toString()));
        refused(
                "the runs directory",
                concat(footprint, results.resolve("runs/footprint.json").toString()));
    }

    @Test
    void theRunsOwnFootprintStepStillWritesIntoItsPartialDirectory() throws Exception {
        // the one place inside a run that footprint --out may write: the partial its parent process (the run) is making
        io.componentbench.store.RunDirectory making =
                io.componentbench.store.RunDirectory.create(results.resolve("runs"), java.time.Instant.now());
        try {
            Path out = making.partial().resolve("footprint.json");
            io.componentbench.measure.Footprint.measureInChildJvm(
                    JvmChoice.current().path(),
                    java.util.List.of(io.componentbench.contender.ContenderKind.HASH_MAP),
                    java.util.List.of(10),
                    out);
            assertTrue(Files.size(out) > 2, "the child wrote the entries");
        } finally {
            making.abandon();
        }
    }

    @Test
    void aReportAfterAnInterruptedPromoteRestoresTheBaselineAndComparesWithIt() throws Exception {
        Path old = results.resolve(".baseline.old");
        Files.move(baseline, old); // a kill between promote's two renames
        Path out = tmp.resolve("report-out");
        Outcome o = cli("report", run.toString(), "--out", out.toString(), "--png-only");
        assertEquals(0, o.exit(), o.err());
        assertTrue(o.err().contains("restored " + baseline), o.err());
        assertTrue(Files.isDirectory(baseline) && !Files.exists(old));
        String md = Files.readString(out.resolve("REPORT.md"));
        assertFalse(md.contains("No baseline ("), "the baseline section is there");
    }

    @Test
    void promoteRefusesDuplicateOrNegativeResultsAndTheBaselineItself() throws Exception {
        Path twice = RunDirs.create()
                .iterate("raw-array", 500, 10)
                .iterate("sparse-set", 1000, 20)
                .iterate("sparse-set", 1100, 20)
                .write(results.resolve("runs/2026-11-30T04-00-00.000Z"));
        refused("more than once", "promote", twice.toString());
        Path negative = RunDirs.create()
                .iterate("raw-array", 500, 10)
                .iterate("sparse-set", -1000, 20)
                .write(results.resolve("runs/2026-11-30T04-00-01.000Z"));
        refused("impossible result", "promote", negative.toString());
        refused("it is a componentbench baseline directory, not a run", "promote", baseline.toString());
    }

    @Test
    void aSymbolicLinkOnTheWayDoesNotLeadAReportIntoTheRunsDirectory() throws Exception {
        Path link = Files.createSymbolicLink(tmp.resolve("shortcut"), results);
        refused(
                "it is inside the runs directory",
                "report",
                run.toString(),
                "--out",
                link.resolve("runs/report").toString());
    }

    @Test
    void compareHelpAndUsageErrorsPrintNoPicocliWarnings() {
        Outcome help = cli("compare", "--help");
        assertEquals(0, help.exit());
        assertFalse(help.out().contains("WARN") || help.err().contains("WARN"), help.out() + help.err());
        assertTrue(help.out().contains("whole 95% interval"), help.out());
        Outcome usage = cli("compare", "--threshold");
        assertFalse(usage.err().contains("WARN"), usage.err());
    }

    @Test
    void aHistoryThatIsADirectoryIsNamedInTheError() throws Exception {
        Path dir = Files.createDirectories(tmp.resolve("history-dir"));
        Outcome o = cli("report", run.toString(), "--out", tmp.resolve("r").toString(), "--history", dir.toString());
        assertEquals(2, o.exit());
        assertTrue(o.err().contains(dir + " is a directory, not a file"), o.err());
    }

    private static String[] concat(String[] a, String last) {
        String[] all = java.util.Arrays.copyOf(a, a.length + 1);
        all[a.length] = last;
        return all;
    }
}

package io.componentbench.compare;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.componentbench.cli.Cli;
import io.componentbench.results.RunData;
import io.componentbench.results.RunDirs;
import io.componentbench.store.DirectoryMarker;
import io.componentbench.store.OutputGuard;
import io.componentbench.store.ProjectHome;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The gate's rule on its inputs (issue 55 items 1, 2 and 8, Deliver 2), in a temporary project: it
 * passes only a complete head (marker and the completeness check of promote), the newest run or one
 * named, not the baseline itself, covering the baseline unless --allow-missing.
 */
class GateRuleTest {
    @TempDir
    Path tmp;

    private Path runs;
    private Path baseline;
    private Path head;
    private String homeBefore;

    @BeforeEach
    void project() throws Exception {
        Path project = Files.createDirectories(tmp.resolve("project"));
        runs = project.resolve("results/runs");
        Path first = typical().write(runs.resolve("2026-12-01T00-00-00.000Z"));
        baseline = project.resolve("results/baseline");
        Baseline.promote(first, baseline);
        head = typical().write(runs.resolve("2026-12-02T00-00-00.000Z"));
        homeBefore = System.getProperty(ProjectHome.PROPERTY);
        System.setProperty(ProjectHome.PROPERTY, project.toString());
    }

    @AfterEach
    void restoreHome() {
        if (homeBefore == null) System.clearProperty(ProjectHome.PROPERTY);
        else System.setProperty(ProjectHome.PROPERTY, homeBefore);
    }

    static RunDirs typical() {
        return RunDirs.create()
                .iterate("raw-array", 500, 10)
                .iterate("sparse-set", 1000, 20)
                .iterate("hash-map", 9000, 300);
    }

    /** Exit code and stderr of a command line. */
    record Outcome(int exit, String err) {}

    static Outcome cli(String... args) {
        PrintStream err = System.err;
        PrintStream out = System.out;
        ByteArrayOutputStream captured = new ByteArrayOutputStream();
        System.setErr(new PrintStream(captured));
        System.setOut(new PrintStream(new ByteArrayOutputStream()));
        try {
            return new Outcome(Cli.execute(args), captured.toString());
        } finally {
            System.setErr(err);
            System.setOut(out);
        }
    }

    private Outcome gate(String... more) {
        String[] args = new String[3 + more.length];
        args[0] = "compare";
        args[1] = baseline.toString();
        System.arraycopy(more, 0, args, 2, more.length);
        args[args.length - 1] = "--fail-on-regression";
        return cli(args);
    }

    @Test
    void theDefaultHeadPassesWhenItIsTheNewestCompleteRun() {
        Outcome o = gate();
        assertEquals(0, o.exit(), o.err());
    }

    @Test
    void aNewerRunThatFailedPartWayFailsTheDefaultNamingIt() throws Exception {
        Path failed = typical().write(runs.resolve("2026-12-03T00-00-00.000Z.incomplete"));
        Outcome o = gate();
        assertEquals(1, o.exit(), o.err());
        assertTrue(
                o.err().contains("the gate fails: the newest run is not complete")
                        && o.err().contains(failed.getFileName() + " (a run that failed part-way"),
                o.err());
        // named, the older complete run is judged
        assertEquals(0, gate(head.toString()).exit());
        // without the gate the comparison is made, with a warning
        Outcome info = cli("compare", baseline.toString());
        assertEquals(0, info.exit());
        assertTrue(info.err().contains("WARNING: the newest run is not complete"), info.err());
    }

    @Test
    void aNewerKilledRunFailsTheDefaultNamingIt() throws Exception {
        Path killed = Files.createDirectories(runs.resolve(".2026-12-03T00-00-00.000Z.partial"));
        Files.copy(head.resolve(RunData.RESULTS_FILE), killed.resolve(RunData.RESULTS_FILE));
        Outcome o = gate();
        assertEquals(1, o.exit(), o.err());
        assertTrue(o.err().contains(killed.getFileName() + " (unfinished"), o.err());
    }

    @Test
    void anUnfinishedRunNamedAsTheHeadFails() throws Exception {
        Path partial = typical().unmarked().write(runs.resolve(".2026-12-03T00-00-00.000Z.partial"));
        DirectoryMarker.mark(partial, OutputGuard.Kind.RUN);
        Outcome o = gate(partial.toString());
        assertEquals(1, o.exit(), o.err());
        assertTrue(o.err().contains("not a complete run") && o.err().contains("unfinished run (.partial)"), o.err());
    }

    @Test
    void aHeadWithoutEnvJsonFailsAsIncomplete() throws Exception {
        Path lookupsOnly = typical().write(tmp.resolve("2026-12-03T00-00-00.000Z"));
        Files.delete(lookupsOnly.resolve(RunData.ENV_FILE));
        Outcome o = gate(lookupsOnly.toString());
        assertEquals(1, o.exit(), o.err());
        assertTrue(o.err().contains("env.json is missing"), o.err());
    }

    @Test
    void anOldFormatRunWithoutAMarkerIsNotTakenAsTheHead() throws Exception {
        Path old = typical().unmarked().write(runs.resolve("2026-12-05T00-00-00Z"));
        Outcome o = gate();
        assertEquals(1, o.exit(), o.err());
        assertTrue(o.err().contains(old.getFileName() + " (no .componentbench marker"), o.err());
        Outcome named = gate(old.toString());
        assertEquals(1, named.exit(), named.err());
        assertTrue(named.err().contains("has no .componentbench marker"), named.err());
    }

    @Test
    void theBaselineDirectoryAsTheHeadFails() {
        Outcome o = gate(baseline.toString());
        assertEquals(1, o.exit(), o.err());
        assertTrue(o.err().contains("is the baseline directory itself"), o.err());
    }

    @Test
    void aHeadThatLostWholeConfigurationsFailsUnlessAllowMissing() throws Exception {
        Path lost = RunDirs.create()
                .iterate("raw-array", 500, 10)
                .iterate("sparse-set", 1000, 20)
                .iterate("hash-map", 9000, 300)
                .result(
                        "io.componentbench.bench.LookupBenchmark.contender",
                        java.util.Map.of(
                                "size", "1000", "distribution", "dense", "state", "fresh", "contender", "hash-map"),
                        "avgt",
                        "ns/op",
                        20000,
                        400)
                .write(tmp.resolve("wider-baseline"));
        Path widerBaseline = tmp.resolve("results-b/baseline");
        Baseline.promote(lost, widerBaseline);
        Outcome o = cli("compare", widerBaseline.toString(), head.toString(), "--fail-on-regression");
        assertEquals(1, o.exit(), o.err());
        assertTrue(o.err().contains("the current run does not cover the baseline: 1 baseline result(s)"), o.err());
        assertEquals(
                0,
                cli("compare", widerBaseline.toString(), head.toString(), "--fail-on-regression", "--allow-missing")
                        .exit());
    }
}

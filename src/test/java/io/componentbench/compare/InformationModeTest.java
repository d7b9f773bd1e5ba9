package io.componentbench.compare;

import static io.componentbench.CapturedOutput.stdoutOf;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.componentbench.cli.Cli;
import io.componentbench.results.RunData;
import io.componentbench.results.RunDirs;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code compare --information}: the comparison against a baseline from another machine, headed by
 * what differs between the machines and how much the reference moved, never failing on a regression;
 * on synthetic runs ({@link RunDirs}) and on the fixture run.
 */
class InformationModeTest {
    private static final Path FIXTURE = Path.of("src/test/resources/fixtures/run-small");

    @TempDir
    Path tmp;

    /** Another machine and JVM, the reference 20% slower and hash-map doubled: a regression the gate would fail on. */
    private Path[] acrossMachines() throws Exception {
        Path a = RunDirs.create()
                .iterate("raw-array", 500, 5)
                .iterate("hash-map", 9000, 90)
                .write(tmp.resolve("a"));
        Path b = RunDirs.create()
                .machine("machine-b")
                .jvm("openjdk version \"17.0.9\"")
                .iterate("raw-array", 600, 6)
                .iterate("hash-map", 21600, 200)
                .write(tmp.resolve("b"));
        return new Path[] {a, b};
    }

    @Test
    void headsTheComparisonWithTheMachinesDifferencesAndTheReferencesMove() throws Exception {
        Path[] r = acrossMachines();
        MachineDifferences d =
                MachineDifferences.of(new Comparison(RunData.load(r[0]), RunData.load(r[1]), 0.10, true));
        assertEquals(
                java.util.List.of("CPU", "JVM", "machine fingerprint"),
                d.differing().stream().map(MachineDifferences.Fact::name).toList());
        MachineDifferences.ReferenceMove m = d.reference().orElseThrow();
        assertEquals(1, m.results());
        assertEquals(1.2, m.median(), 1e-9);
        String text = d.render(false);
        assertTrue(text.contains("CPU: baseline cpu machine-a, this run cpu machine-b"), text);
        assertTrue(text.contains("moved by +20.0%"), text);
    }

    @Test
    void exitsZeroOnARegressionAndPrintsTheHeaderFirst() throws Exception {
        Path[] r = acrossMachines();
        assertEquals(
                1,
                Cli.execute("compare", r[0].toString(), r[1].toString(), "--fail-on-regression", "--across-jvms"),
                "the fixture must hold a regression the gate fails on");
        int[] exit = new int[1];
        String out = stdoutOf(() -> exit[0] =
                Cli.execute("compare", r[0].toString(), r[1].toString(), "--information", "--format", "markdown"));
        assertEquals(0, exit[0], out);
        assertTrue(out.startsWith("## Against the committed baseline (information only)"), out);
        assertTrue(out.contains("| CPU | cpu machine-a | cpu machine-b |"), out);
        assertTrue(out.contains("| JVM | 17 | 17.0.9 |"), out);
        assertTrue(out.contains("moved by +20.0%"), out);
        assertTrue(out.contains("regression"), out);
    }

    @Test
    void theFixtureAgainstItselfShowsNoDifferenceAndAStillReference() {
        int[] exit = new int[1];
        String out = stdoutOf(
                () -> exit[0] = Cli.execute("compare", FIXTURE.toString(), FIXTURE.toString(), "--information"));
        assertEquals(0, exit[0], out);
        assertTrue(out.contains("the two runs' env.json show the same machine and JVM"), out);
        assertTrue(out.contains("moved by +0.0%"), out);
    }

    @Test
    void unusableInputAndAContradictoryAskStillFail() throws Exception {
        Path[] r = acrossMachines();
        Path broken = Files.createDirectories(tmp.resolve("broken"));
        Files.writeString(broken.resolve(RunData.RESULTS_FILE), "not json");
        assertEquals(2, Cli.execute("compare", r[0].toString(), broken.toString(), "--information"));
        assertEquals(
                2, Cli.execute("compare", r[0].toString(), r[1].toString(), "--information", "--fail-on-regression"));
    }
}

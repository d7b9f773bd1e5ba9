package io.componentbench.ab;

import static io.componentbench.CapturedOutput.stdoutOf;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.componentbench.cli.Cli;
import io.componentbench.cli.ExitCodes;
import io.componentbench.compare.PairedComparison;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/**
 * {@code gate-check --ab}: the A/B gate's accounting on two A/B directories made by {@code ab} with
 * fake builds and forks ({@link FakeLauncher}): an A/A of a revision against itself, and a trial whose
 * head is 1.3x slower in every result (so the slowed contender's row is flagged, and so are the others,
 * which this fake slows too).
 */
class AbGateCheckTest {
    @TempDir
    Path tmp;

    private Path ab(GitRepo repo, String base, String head, String out) throws Exception {
        AbCommand cmd = new AbCommand();
        cmd.launcher = new FakeLauncher(side -> {
            try {
                return FakeJars.scale(side.jar());
            } catch (IOException e) {
                throw new IllegalStateException(e);
            }
        });
        cmd.build = (tree, log) -> AbCommandTest.fakeBuild(tree, log, "");
        cmd.environment = (start, end) -> Map.of("profile", "smoke", "machineFingerprint", "m");
        cmd.scratchRoot = Files.createDirectories(tmp.resolve("scratch"));
        Path dir = tmp.resolve(out);
        StringWriter err = new StringWriter();
        int exit = ExitCodes.install(new CommandLine(cmd)
                        .setOut(new PrintWriter(new StringWriter()))
                        .setErr(new PrintWriter(err)))
                .execute(
                        base,
                        head,
                        "--mode",
                        "forks",
                        "--repo",
                        repo.dir.toString(),
                        "--out",
                        dir.toString(),
                        "--profile",
                        "smoke",
                        "--workload",
                        "iterate",
                        "--contender",
                        "hash-map,sparse-set",
                        "--rounds",
                        "5",
                        "--seed",
                        "11");
        assertEquals(0, exit, err.toString());
        try (Stream<Path> s = Files.list(dir)) {
            return s.filter(Files::isDirectory).findFirst().orElseThrow();
        }
    }

    @Test
    void accountsForTheFalseRowsAndTheSlowedContendersRows() throws Exception {
        GitRepo repo = new GitRepo(tmp.resolve("repo"));
        repo.commit("scale", "1.0");
        repo.commit("scale", "1.3");
        Path aa = ab(repo, "HEAD", "HEAD", "aa");
        Path trial = ab(repo, "HEAD~1", "HEAD", "trial");

        double t = PairedComparison.DEFAULT_THRESHOLD;
        AbGateCheck check = new AbGateCheck(AbGateCheck.load(aa, t), AbGateCheck.load(trial, t), "hash-map");
        assertEquals(List.of(), check.falseRows());
        assertEquals(1, check.slowedRows().size());
        assertEquals(1, check.slowedFlagged().size());
        assertEquals(2, check.othersFlagged().size(), "this fake slows sparse-set and the reference too");
        assertEquals(1.3, check.measuredSlowdown(), 0.01);

        int[] exit = new int[1];
        String out = stdoutOf(() ->
                exit[0] = Cli.execute("gate-check", "--ab", aa.toString(), trial.toString(), "--slowed", "hash-map"));
        assertEquals(0, exit[0], out);
        assertTrue(out.contains("A/A: 0 false row(s) of 3"), out);
        assertTrue(out.contains("flagged in 1 of 1 rows; other rows flagged: 2 of 2"), out);
        assertTrue(out.contains("at the A/A's precision a slowdown is flagged in half the rows at"), out);
    }

    @Test
    void aDirectoryThatIsNoAbAndAMissingContenderAreBadInput() throws Exception {
        Path empty = Files.createDirectories(tmp.resolve("empty"));
        assertThrows(IllegalArgumentException.class, () -> AbGateCheck.load(empty, 0.02));
        assertEquals(2, Cli.execute("gate-check", "--ab", empty.toString(), empty.toString(), "--slowed", "hash-map"));
        assertEquals(2, Cli.execute("gate-check", "--ab", empty.toString(), empty.toString()));
        assertEquals(2, Cli.execute("gate-check", "--slowed", "hash-map"));
    }
}

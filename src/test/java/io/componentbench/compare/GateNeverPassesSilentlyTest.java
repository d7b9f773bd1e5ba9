package io.componentbench.compare;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.componentbench.cli.Cli;
import io.componentbench.results.RunData;
import io.componentbench.results.RunDirs;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A regression gate that judged nothing, or could not judge what it had to, fails and says why
 * (issue 27 items 2 and 7; the JVM check of item 9).
 */
class GateNeverPassesSilentlyTest {
    private static final String LOOKUP = "io.componentbench.bench.LookupBenchmark.contender";

    @TempDir
    Path tmp;

    private static RunDirs typical() {
        return RunDirs.create()
                .iterate("raw-array", 500, 10)
                .iterate("sparse-set", 1000, 20)
                .iterate("hash-map", 9000, 300);
    }

    /** Exit code and stderr of a command line. */
    private record Outcome(int exit, String err) {}

    private static Outcome cli(String... args) {
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

    @Test
    void aCurrentRunWithoutTheReferenceFailsWhenRatiosDecide() throws Exception {
        Path base = typical().write(tmp.resolve("base"));
        // the raw-array reference is gone and hash-map is three times slower
        Path cur = RunDirs.create()
                .iterate("sparse-set", 1000, 20)
                .iterate("hash-map", 27000, 300)
                .write(tmp.resolve("cur"));
        Comparison c = new Comparison(RunData.load(base), RunData.load(cur), 0.10, false, true);
        assertTrue(
                c.missing().stream().anyMatch(m -> m.contains("hash-map") && m.contains("no raw-array reference")),
                c.missing().toString());
        Outcome o = cli("compare", base.toString(), cur.toString(), "--ratios-decide", "--fail-on-regression");
        assertEquals(1, o.exit(), o.err());
        assertTrue(o.err().contains("the gate fails:") && o.err().contains("nothing was judged"), o.err());
        // on another machine ratios decide by themselves: the same holds
        Path elsewhere = RunDirs.create()
                .machine("machine-b")
                .iterate("sparse-set", 1000, 20)
                .iterate("hash-map", 27000, 300)
                .write(tmp.resolve("elsewhere"));
        assertEquals(
                1,
                cli("compare", base.toString(), elsewhere.toString(), "--fail-on-regression")
                        .exit());
    }

    @Test
    void resultsThatAllGainedAParameterMatchNothingAndTheGateFailsSayingWhy() throws Exception {
        Path base = typical().write(tmp.resolve("base"));
        RunDirs r = RunDirs.create();
        for (String c : List.of("sparse-set", "hash-map")) {
            r.result(
                    "io.componentbench.bench.IterateBenchmark.contender",
                    Map.of(
                            "size",
                            "1000",
                            "distribution",
                            "dense",
                            "state",
                            "fresh",
                            "contender",
                            c,
                            "presized",
                            "true"),
                    "avgt",
                    "ns/op",
                    1000,
                    20);
        }
        r.result(
                "io.componentbench.bench.IterateBenchmark.rawArray",
                Map.of("size", "1000", "distribution", "dense", "presized", "true"),
                "avgt",
                "ns/op",
                500,
                10);
        Path cur = r.write(tmp.resolve("cur"));
        Comparison c = new Comparison(RunData.load(base), RunData.load(cur), 0.10);
        assertEquals(0, c.judged());
        assertTrue(c.fails(true), "a gate that judged nothing fails, even when missing results are allowed");
        assertTrue(
                ComparisonFormat.TEXT
                        .render(c, false)
                        .contains("note      nothing was judged: no time per element row matched"),
                "the report says so even without --fail-on-regression");
        Outcome o = cli("compare", base.toString(), cur.toString(), "--fail-on-regression");
        assertEquals(1, o.exit(), o.err());
        assertTrue(
                o.err()
                        .contains(
                                "nothing was judged: no time per element row matched between the runs (3 result(s) only in the baseline,"
                                        + " 3 only in the current run"),
                o.err());
    }

    @Test
    void aWholeWorkloadAbsentFromARunThatWasAskedForItIsMissing() throws Exception {
        RunDirs b = typical();
        b.result(
                LOOKUP,
                Map.of(
                        "size",
                        "1000",
                        "distribution",
                        "dense",
                        "state",
                        "fresh",
                        "order",
                        "shuffled",
                        "contender",
                        "sparse-set"),
                "avgt",
                "ns/op",
                2000,
                20);
        Path base = b.write(tmp.resolve("base"));
        List<Integer> sizes = List.of(1000);
        Path asked = typical()
                .selection(List.of("iterate", "lookup"), List.of("sparse-set", "hash-map"), sizes)
                .write(tmp.resolve("asked"));
        Comparison c = new Comparison(RunData.load(base), RunData.load(asked), 0.10);
        assertEquals(List.of("lookup sparse-set 1K shuffled"), c.missing());
        assertTrue(c.fails(false));
        assertFalse(c.fails(true), "--allow-missing still allows it");
        // a run that was asked for iterate only lists the lookup result, as before
        Path subset = typical()
                .selection(List.of("iterate"), List.of("sparse-set", "hash-map"), sizes)
                .write(tmp.resolve("subset"));
        Comparison s = new Comparison(RunData.load(base), RunData.load(subset), 0.10);
        assertTrue(
                s.missing().isEmpty() && s.onlyInBaseline().size() == 1,
                s.onlyInBaseline().toString());
        assertTrue(s.fails(false), "the gate's head must cover the baseline");
        assertFalse(s.fails(true));
    }

    @Test
    void aOneForkRunAgainstAMultiForkOneIsNotJudgedAndTheComparisonSaysSo() throws Exception {
        Path base = typical().write(tmp.resolve("base"));
        // one fork of five tight iterations, twice as slow: its interval leaves the fork-to-fork variation out
        Path cur = RunDirs.create()
                .iterate("raw-array", new double[] {500, 501, 499, 500, 500})
                .iterate("sparse-set", new double[] {2070, 2071, 2069, 2070, 2070})
                .iterate("hash-map", new double[] {9000, 9010, 8990, 9000, 9000})
                .write(tmp.resolve("cur"));
        Comparison c = new Comparison(RunData.load(base), RunData.load(cur), 0.10);
        assertFalse(c.hasRegression(), "noise between forks is not flagged");
        assertTrue(c.deciding().stream()
                .allMatch(r -> r.verdict() == Verdict.UNKNOWN
                        && r.unknownReason()
                                .equals("one fork in the current run: no fork-to-fork variation in its interval")));
        assertTrue(
                c.warnings().stream()
                        .anyMatch(w ->
                                w.startsWith("the current run has 1 fork per result: a one-fork interval leaves out")),
                c.warnings().toString());
        assertEquals(
                1,
                cli("compare", base.toString(), cur.toString(), "--fail-on-regression")
                        .exit(),
                "and a gate of such rows fails");
    }

    @Test
    void theDifferentJvmRefusalHoldsWhenEnvJsonIsMissingButTheResultsNameTheirJdk() throws Exception {
        Path base = typical().jvms("17.0.15").write(tmp.resolve("base"));
        Path cur = typical().write(tmp.resolve("cur"));
        Files.delete(cur.resolve("env.json"));
        String results = Files.readString(cur.resolve("jmh-results.json"))
                .replace("\"benchmark\"", "\"jdkVersion\" : \"25.0.1\",\n  \"benchmark\"");
        Files.writeString(cur.resolve("jmh-results.json"), results);
        IllegalArgumentException e = assertThrows(
                IllegalArgumentException.class, () -> new Comparison(RunData.load(base), RunData.load(cur), 0.10));
        assertTrue(e.getMessage().contains("current run on 25.0.1"), e.getMessage());
    }
}

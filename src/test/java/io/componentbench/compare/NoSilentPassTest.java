package io.componentbench.compare;

import static io.componentbench.compare.GateRuleTest.cli;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.componentbench.compare.GateRuleTest.Outcome;
import io.componentbench.results.RunData;
import io.componentbench.results.RunDirs;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * No silent pass (issue 54 Deliver 4, issue 55 item 6): "unchanged" only inside the threshold band, a
 * straddling interval is inconclusive, and a gate fails on any deciding row slower than the
 * threshold at its point estimate that was not judged, saying what would decide it.
 */
class NoSilentPassTest {
    private static final double[][] TWIN = {{1.0, 1.001, 0.999}, {1.002, 0.998, 1.0}};

    @TempDir
    Path tmp;

    /**
     * A 3-subject cell at 2 forks: raw-array, sparse-set and hash-map, hash-map's times and paired ratios
     * times {@code k}, its second fork {@code 1 + spread} times its first.
     */
    private static RunDirs smokeCell(double k, double spread) {
        double s = 1 + spread;
        return RunDirs.create()
                .iterate("raw-array", new double[] {500, 501, 499}, new double[] {520, 521, 519})
                .iterate("sparse-set", new double[] {1000, 1002, 998}, new double[] {1040, 1041, 1039})
                .paired(new double[][] {{2.0, 2.001, 1.999}, {2.0, 1.999, 2.001}}, TWIN)
                .iterate("hash-map", new double[] {9000 * k, 9010 * k, 8990 * k}, new double[] {
                    9000 * k * s, 9010 * k * s, 8990 * k * s
                })
                .paired(
                        new double[][] {{18 * k, 18.02 * k, 17.98 * k}, {18 * k * s, 18.02 * k * s, 17.98 * k * s}},
                        TWIN);
    }

    @Test
    void aRowWhoseTimesAndPairedRatiosDoubledFailsTheGate() throws Exception {
        // the two runs: forks far apart (the baseline's interval reaches zero: unknown), and closer (the
        // interval straddles the threshold: inconclusive)
        for (double spread : new double[] {0.6, 0.15}) {
            Path base = smokeCell(1, spread).write(tmp.resolve("base-" + spread));
            Path head = smokeCell(2, spread).write(tmp.resolve("head-" + spread));
            Comparison c = new Comparison(RunData.load(base), RunData.load(head), 0.10);
            Comparison.Row row = c.deciding().stream()
                    .filter(r -> r.contender().equals("hash-map"))
                    .findFirst()
                    .orElseThrow();
            assertEquals(2.0, row.change().center(), 0.01);
            assertEquals(
                    spread > 0.5 ? Verdict.UNKNOWN : Verdict.INCONCLUSIVE,
                    row.verdict(),
                    "2 forks cannot prove it: " + row.decision().describe());
            for (String[] extra : new String[][] {{}, {"--ratios-decide"}}) {
                String[] args = new String[4 + extra.length];
                args[0] = "compare";
                args[1] = base.toString();
                args[2] = head.toString();
                System.arraycopy(extra, 0, args, 3, extra.length);
                args[args.length - 1] = "--fail-on-regression";
                Outcome o = cli(args);
                assertEquals(1, o.exit(), o.err());
                assertTrue(
                        o.err().contains("slower than the threshold (1.1x) at their point estimate but not judged")
                                && o.err().contains("hash-map")
                                && o.err().contains("more forks per result"),
                        o.err());
            }
        }
    }

    @Test
    void aRegressionOfResultsWithoutRawSamplesIsUnknownAndFails() throws Exception {
        Path base = GateRuleTest.typical().withoutSamples().write(tmp.resolve("base"));
        Path head = RunDirs.create()
                .iterate("raw-array", 500, 10)
                .iterate("sparse-set", 1000, 20)
                .iterate("hash-map", 90000, 3000)
                .withoutSamples()
                .write(tmp.resolve("head"));
        Outcome o = cli("compare", base.toString(), head.toString(), "--fail-on-regression");
        assertEquals(1, o.exit(), o.err());
        assertTrue(o.err().contains("hash-map") && o.err().contains("unknown: no raw samples"), o.err());
        String text = ComparisonFormat.TEXT.render(new Comparison(RunData.load(base), RunData.load(head), 0.10));
        assertTrue(text.contains("note      1 row(s) slower than 1.1x at their point estimate were not judged"), text);
    }

    @Test
    void forksAlternatingBetweenOneAndTenTimesFailTheGate() throws Exception {
        Path base = GateRuleTest.typical().write(tmp.resolve("base"));
        double[][] alternating = {{9000, 9010, 8990}, {90000, 90100, 89900}, {9000, 9010, 8990}, {90000, 90100, 89900}};
        Path head = RunDirs.create()
                .iterate("raw-array", 500, 10)
                .iterate("sparse-set", 1000, 20)
                .iterate("hash-map", alternating)
                .write(tmp.resolve("head"));
        for (String decides : new String[] {"--threshold=0.10", "--ratios-decide"}) {
            Outcome o = cli("compare", base.toString(), head.toString(), decides, "--fail-on-regression");
            assertEquals(1, o.exit(), o.err());
            assertTrue(o.err().contains("hash-map") && o.err().contains("not judged"), o.err());
        }
    }

    @Test
    void aTenfoldSlowdownOfAResultUnreadableInTheBaselineFailsTheGate() throws Exception {
        // a baseline made by hand (promote refuses it): hash-map's score is NaN, so its row cannot be judged
        Path base = RunDirs.create()
                .iterate("raw-array", 500, 10)
                .iterate("sparse-set", 1000, 20)
                .result(
                        "io.componentbench.bench.IterateBenchmark.contender",
                        java.util.Map.of(
                                "size", "1000", "distribution", "dense", "state", "fresh", "contender", "hash-map"),
                        "avgt",
                        "ns/op",
                        Double.NaN,
                        1)
                .write(tmp.resolve("base"));
        Path head = RunDirs.create()
                .iterate("raw-array", 500, 10)
                .iterate("sparse-set", 1000, 20)
                .iterate("hash-map", 90000, 3000)
                .write(tmp.resolve("head"));
        Outcome o = cli("compare", base.toString(), head.toString(), "--fail-on-regression");
        assertEquals(1, o.exit(), o.err());
        assertTrue(o.err().contains("1 unreadable result(s) in the baseline"), o.err());
    }

    @Test
    void anUnchangedRowNeedsItsWholeIntervalInsideTheBandAndAStraddlingOneIsInconclusive() throws Exception {
        Path base = GateRuleTest.typical().write(tmp.resolve("base"));
        // hash-map 5% slower, its interval wide enough to reach past +10%: inconclusive, and below the threshold
        // at its point estimate, so the gate passes
        Path head = RunDirs.create()
                .iterate("raw-array", 500, 10)
                .iterate("sparse-set", 1000, 20)
                .iterate("hash-map", 9450, 1500)
                .write(tmp.resolve("head"));
        Comparison c = new Comparison(RunData.load(base), RunData.load(head), 0.10);
        assertEquals(Verdict.INCONCLUSIVE, verdict(c, "hash-map"));
        assertEquals(Verdict.UNCHANGED, verdict(c, "sparse-set"));
        assertTrue(c.unjudgedMoves().isEmpty());
        assertEquals(
                0,
                cli("compare", base.toString(), head.toString(), "--fail-on-regression")
                        .exit());
    }

    private static Verdict verdict(Comparison c, String contender) {
        return c.deciding().stream()
                .filter(r -> r.contender().equals(contender))
                .findFirst()
                .orElseThrow()
                .verdict();
    }
}

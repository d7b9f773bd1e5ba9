package io.componentbench.compare;

import static io.componentbench.CapturedOutput.stderrOf;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.componentbench.cli.Cli;
import io.componentbench.results.Result;
import io.componentbench.results.RunData;
import io.componentbench.results.RunDirs;
import io.componentbench.stats.Ratio;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The comparison's verdicts and exit codes, on small synthetic run directories whose raw samples
 * ({@link RunDirs}: three forks unless given) set each result's fork-aware 95% interval.
 */
class ComparisonTest {
    private static final String ITERATE = "io.componentbench.bench.IterateBenchmark.contender";

    @TempDir
    Path tmp;

    private Path run(String name, RunDirs r) throws Exception {
        return r.write(tmp.resolve(name));
    }

    private static RunDirs typical() {
        return RunDirs.create()
                .iterate("raw-array", 500, 10)
                .iterate("sparse-set", 1000, 20)
                .iterate("hash-map", 9000, 300);
    }

    private Comparison compare(Path a, Path b) throws Exception {
        return new Comparison(RunData.load(a), RunData.load(b), 0.10);
    }

    private static Verdict verdictOf(Comparison c, String contender) {
        return rowOf(c, contender).verdict();
    }

    private static Comparison.Row rowOf(Comparison c, String contender) {
        return c.deciding().stream()
                .filter(r -> r.contender().equals(contender))
                .findFirst()
                .orElseThrow();
    }

    /** Three forks of three iterations: fork {@code f} at {@code means[f]}, its iterations +-0.2% around it. */
    private static double[][] forks(double... means) {
        double[][] s = new double[means.length][];
        for (int f = 0; f < means.length; f++) s[f] = new double[] {means[f] * 0.998, means[f], means[f] * 1.002};
        return s;
    }

    @Test
    void identicalRunsShowNoRegression() throws Exception {
        Comparison c = compare(run("a", typical()), run("b", typical()));
        assertFalse(c.hasRegression());
        assertEquals(c.deciding().size(), c.count(Verdict.UNCHANGED));
        assertTrue(c.sameMachine());
        assertTrue(c.warnings().isEmpty());
    }

    @Test
    void twiceAsSlowWithTightIntervalsIsARegressionAndFailsTheBuild() throws Exception {
        Path a = run("a", typical());
        Path b = run(
                "b",
                RunDirs.create()
                        .iterate("raw-array", 500, 10)
                        .iterate("sparse-set", 2000, 20)
                        .iterate("hash-map", 9000, 300));
        assertEquals(Verdict.REGRESSION, verdictOf(compare(a, b), "sparse-set"));
        assertEquals(Verdict.UNCHANGED, verdictOf(compare(a, b), "hash-map"));
        assertEquals(1, Cli.execute("compare", a.toString(), b.toString(), "--fail-on-regression"));
        assertEquals(
                0,
                Cli.execute("compare", a.toString(), b.toString()),
                "without the flag a regression is reported, not fatal");
    }

    @Test
    void calibrationCountsTheChangeIntervalsThatContainOne() throws Exception {
        Path a = run("a", typical());
        assertEquals(new Calibration(3, 3), compare(a, run("same", typical())).calibration());
        Path b = run(
                "b",
                RunDirs.create()
                        .iterate("raw-array", 500, 10)
                        .iterate("sparse-set", 2000, 20)
                        .iterate("hash-map", 9000, 300));
        Comparison c = compare(a, b);
        assertEquals(new Calibration(2, 3), c.calibration(), "the doubled sparse-set's change excludes 1");
        assertTrue(
                ComparisonFormat.TEXT.render(c).contains("calibrated 2 of 3 change intervals contain 1 (66.7%"),
                ComparisonFormat.TEXT.render(c));
        assertTrue(ComparisonFormat.JSON.render(c).contains("\"containingOne\" : 2"), ComparisonFormat.JSON.render(c));
    }

    /**
     * Seeded A/A simulations of the change interval (Ratio.of two 3-fork estimates of 400 rows): a
     * calibrated host gives about 95% of intervals containing 1 (96-99% here: the combination is
     * slightly conservative), and so does a two-state host (1.8x slower in 10-30% of forks) measured
     * with t over 3 forks, whose intervals widen when a slow fork comes; intervals that under-cover
     * on such a host, each run's from one fork's iterations (which cannot see the fork-to-fork
     * part), give clearly fewer, and {@link Calibration#underCovers} says so.
     */
    @Test
    void aCalibratedAaGivesAbout95PercentAndATwoStateHostIsCaught() {
        java.util.SplittableRandom random = new java.util.SplittableRandom(11);
        assertCoverage(random, 0.0, 3, 0.93, 0.995, false);
        assertCoverage(random, 0.2, 3, 0.93, 0.995, false);
        assertCoverage(random, 0.2, 1, 0.0, 0.90, true);
    }

    private static void assertCoverage(
            java.util.SplittableRandom random, double slow, int forks, double low, double high, boolean underCovers) {
        int rows = 400;
        int containing = 0;
        for (int row = 0; row < rows; row++) {
            double share = slow == 0 ? 0 : slow - 0.1 + 0.2 * random.nextDouble();
            io.componentbench.stats.Estimate x = io.componentbench.stats.Estimate.of(forks(random, share, forks));
            io.componentbench.stats.Estimate y = io.componentbench.stats.Estimate.of(forks(random, share, forks));
            if (io.componentbench.stats.Ratio.of(y, x).contains(1)) containing++;
        }
        Calibration k = new Calibration(containing, rows);
        System.out.printf(
                "calibration simulation, about %.0f%% slow forks, %d fork(s): %d of %d change intervals contain 1%n",
                100 * slow, forks, containing, rows);
        assertTrue(k.share() >= low && k.share() <= high, "share " + k.share());
        assertEquals(underCovers, k.underCovers(), "share " + k.share());
    }

    /** Forks x 3 iterations of a result around 100: 3% fork effects, 1% iteration noise, each fork slow (1.8x) with probability {@code slow}. */
    private static double[][] forks(java.util.SplittableRandom random, double slow, int forks) {
        double[][] s = new double[forks][3];
        for (int f = 0; f < forks; f++) {
            double state = random.nextDouble() < slow ? 1.8 : 1.0;
            double fork = 100 * state * (1 + 0.03 * gaussian(random));
            for (int i = 0; i < 3; i++) s[f][i] = fork * (1 + 0.01 * gaussian(random));
        }
        return s;
    }

    private static double gaussian(java.util.SplittableRandom r) {
        return Math.sqrt(-2 * Math.log(1 - r.nextDouble())) * Math.cos(2 * Math.PI * r.nextDouble());
    }

    @Test
    void sideBySideRatiosDecideEvenWhenTheReferencesTimeIntervalReachesZero() throws Exception {
        double[][] twin = {{1.0, 1.0}, {1.01, 0.99}, {1.0, 1.0}};
        // the reference's time interval reaches zero (a host switching speeds between forks), the paired ratios are
        // tight
        Path a = run(
                "a",
                RunDirs.create()
                        .iterate("raw-array", 500, 600)
                        .iterate("sparse-set", 1000, 900)
                        .paired(new double[][] {{2.0, 2.01}, {1.99, 2.0}, {2.0, 2.0}}, twin));
        Path b = run(
                "b",
                RunDirs.create()
                        .iterate("raw-array", 500, 600)
                        .iterate("sparse-set", 1300, 900)
                        .paired(new double[][] {{2.6, 2.61}, {2.59, 2.6}, {2.6, 2.6}}, twin));
        Comparison ratios = new Comparison(RunData.load(a), RunData.load(b), 0.10, false, true);
        Comparison.Row row = rowOf(ratios, "sparse-set");
        assertEquals(
                Verdict.REGRESSION,
                row.verdict(),
                "1.3x [about 1.29, 1.31] from the paired samples: "
                        + row.change().describe());
        assertEquals(1.3, row.change().center(), 0.01);
    }

    @Test
    void ratiosDecideOnOneMachineWhenAskedSoAHostThatRanSlowerEverywhereFailsNothing() throws Exception {
        Path a = run("a", typical());
        // the whole host 1.5x slower: every time regressed, no ratio to raw-array moved
        Path b = run(
                "b",
                RunDirs.create()
                        .iterate("raw-array", 750, 15)
                        .iterate("sparse-set", 1500, 30)
                        .iterate("hash-map", 13500, 450));
        Comparison times = compare(a, b);
        assertEquals(Comparison.RowKind.SCORE, times.decidingKind());
        assertEquals(Verdict.REGRESSION, verdictOf(times, "sparse-set"));
        Comparison ratios = new Comparison(RunData.load(a), RunData.load(b), 0.10, false, true);
        assertTrue(ratios.sameMachine() && ratios.ratiosDecide());
        assertEquals(Comparison.RowKind.RATIO, ratios.decidingKind());
        assertEquals(ratios.ratios(), ratios.deciding());
        assertEquals(ratios.absolute(), ratios.informational());
        assertFalse(ratios.hasRegression());
        assertTrue(
                ComparisonFormat.TEXT.render(ratios).contains("ratios decide, as asked, on one machine and JVM"),
                ComparisonFormat.TEXT.render(ratios));
        assertEquals(1, Cli.execute("compare", a.toString(), b.toString(), "--fail-on-regression"));
        assertEquals(0, Cli.execute("compare", a.toString(), b.toString(), "--fail-on-regression", "--ratios-decide"));
    }

    @Test
    void fifteenPercentSlowerIsFlaggedOnlyWhenTheWholeIntervalClearsTheThreshold() throws Exception {
        Path a = run("a", RunDirs.create().iterate("sparse-set", 1000, 150));
        Path b = run("b", RunDirs.create().iterate("sparse-set", 1150, 150));
        assertEquals(
                Verdict.INCONCLUSIVE,
                verdictOf(compare(a, b), "sparse-set"),
                "wide intervals: not proven beyond 10%, nor within it");
        Path tightA = run("tight-a", RunDirs.create().iterate("sparse-set", 1000, 5));
        Path tightB = run("tight-b", RunDirs.create().iterate("sparse-set", 1150, 5));
        assertEquals(Verdict.REGRESSION, verdictOf(compare(tightA, tightB), "sparse-set"));
    }

    @Test
    void aChangeJustOverTheThresholdIsNotFlaggedWhenItsIntervalStraddlesIt() throws Exception {
        // 10.5% slower and the two runs' intervals do not overlap (1005 < 1055): the old rule (threshold
        // and separated intervals) flagged this; the interval of the ratio, [1.05, 1.16], does not lie above 1.10
        Path a = run("a", RunDirs.create().iterate("sparse-set", 1000, 5));
        Path b = run("b", RunDirs.create().iterate("sparse-set", 1105, 50));
        Comparison.Row r = rowOf(compare(a, b), "sparse-set");
        assertTrue(
                r.change().lower() < 1.10 && r.change().upper() > 1.10,
                r.change().describe());
        assertEquals(Verdict.INCONCLUSIVE, r.verdict(), "it straddles the threshold");
    }

    @Test
    void aForkShiftedByTwentyPercentWidensTheIntervalSoAFifteenPercentChangeIsNotFlagged() throws Exception {
        Path a = run("a", RunDirs.create().iterate("sparse-set", forks(1000, 1000, 1000)));
        Path steady = run("steady", RunDirs.create().iterate("sparse-set", forks(1150, 1150, 1150)));
        Path shifted = run("shifted", RunDirs.create().iterate("sparse-set", forks(1150, 1150, 1150 * 1.2)));
        assertEquals(Verdict.REGRESSION, verdictOf(compare(a, steady), "sparse-set"), "three agreeing forks prove 15%");
        Comparison.Row r = rowOf(compare(a, shifted), "sparse-set");
        assertTrue(
                r.current().upper() - r.current().lower()
                        > 10
                                * (rowOf(compare(a, steady), "sparse-set")
                                                .current()
                                                .upper()
                                        - rowOf(compare(a, steady), "sparse-set")
                                                .current()
                                                .lower()),
                "the shifted fork widens the interval");
        assertTrue(r.change().lower() < 1.10, r.change().describe());
        assertEquals(Verdict.INCONCLUSIVE, r.verdict(), "one fork 20% off: the forks cannot prove a 15% change");
    }

    @Test
    void aClearTwofoldSlowdownWithThreeTightForksIsFlaggedAndFailsTheGate() throws Exception {
        Path a = run(
                "a",
                RunDirs.create()
                        .iterate("raw-array", forks(500, 502, 498))
                        .iterate("sparse-set", forks(1000, 1010, 990)));
        Path b = run(
                "b",
                RunDirs.create()
                        .iterate("raw-array", forks(500, 499, 501))
                        .iterate("sparse-set", forks(2000, 2030, 1980)));
        Comparison c = compare(a, b);
        Comparison.Row r = rowOf(c, "sparse-set");
        assertEquals(Verdict.REGRESSION, r.verdict());
        assertTrue(
                r.change().lower() > 1.8 && r.change().upper() < 2.2, r.change().describe());
        assertEquals(Verdict.REGRESSION, c.ratios().get(0).verdict(), "the ratio to raw-array too");
        assertEquals(1, Cli.execute("compare", a.toString(), b.toString(), "--fail-on-regression"));
    }

    @Test
    void fasterBeyondThresholdIsAnImprovement() throws Exception {
        Path a = run("a", RunDirs.create().iterate("sparse-set", 1000, 10));
        Path b = run("b", RunDirs.create().iterate("sparse-set", 700, 10));
        assertEquals(Verdict.IMPROVEMENT, verdictOf(compare(a, b), "sparse-set"));
    }

    @Test
    void aSingleSampleIsUnknownNotFine() throws Exception {
        // JMH reports a NaN error when it has one sample; RunDirs writes one sample for a NaN error
        Path a = run("a", RunDirs.create().iterate("sparse-set", 1000, Double.NaN));
        Path b = run("b", RunDirs.create().iterate("sparse-set", 3000, 10));
        Comparison.Row r = rowOf(compare(a, b), "sparse-set");
        assertEquals(Verdict.UNKNOWN, r.verdict());
        assertEquals("one sample in the baseline: no interval", r.unknownReason());
        assertEquals(2.0, r.relativeChange(), 1e-9, "the change of the centers is still shown");
    }

    @Test
    void aResultWithoutRawSamplesIsUnknown() throws Exception {
        // JMH's own 99.9% interval is at another level, over pooled iterations: not comparable with the project's
        Path a = run("a", RunDirs.create().iterate("sparse-set", 1000, 10).withoutSamples());
        Path b = run("b", RunDirs.create().iterate("sparse-set", 3000, 10));
        Comparison.Row r = rowOf(compare(a, b), "sparse-set");
        assertEquals(Verdict.UNKNOWN, r.verdict());
        assertEquals("no raw samples (JMH rawData) in the baseline", r.unknownReason());
    }

    @Test
    void throughputGoingUpIsNotARegression() throws Exception {
        String bench = "io.componentbench.bench.IterateBenchmark.contender";
        Map<String, String> params =
                Map.of("size", "1000", "distribution", "dense", "state", "fresh", "contender", "sparse-set");
        Path a = run("a", RunDirs.create().result(bench, params, "thrpt", "ops/s", 1000, 10));
        Path b = run("b", RunDirs.create().result(bench, params, "thrpt", "ops/s", 2000, 10));
        Path c = run("c", RunDirs.create().result(bench, params, "thrpt", "ops/s", 500, 10));
        assertEquals(Verdict.IMPROVEMENT, verdictOf(compare(a, b), "sparse-set"));
        assertEquals(Verdict.REGRESSION, verdictOf(compare(a, c), "sparse-set"));
    }

    @Test
    void resultsInOnlyOneRunAreListed() throws Exception {
        // the current run measured iterate at 1000 but not the baseline's iterate at 2000 (another profile)
        Path a = run(
                "a",
                RunDirs.create()
                        .iterate("sparse-set", 1000, 10)
                        .result(
                                ITERATE,
                                Map.of(
                                        "size",
                                        "2000",
                                        "distribution",
                                        "dense",
                                        "state",
                                        "fresh",
                                        "contender",
                                        "tree-map"),
                                "avgt",
                                "ns/op",
                                5000,
                                10));
        Path b = run("b", RunDirs.create().iterate("sparse-set", 1000, 10).iterate("fastutil-rb-tree", 5000, 10));
        Comparison c = compare(a, b);
        assertEquals(List.of("iterate tree-map 2K"), c.onlyInBaseline());
        assertTrue(c.missing().isEmpty(), "a configuration the current run did not measure is not missing");
        assertEquals(List.of("iterate fastutil-rb-tree 1K"), c.onlyInCurrent());
        assertTrue(c.fails(false), "a gate needs the current run to cover the baseline");
        assertFalse(c.fails(true), "--allow-missing accepts a partial comparison");
    }

    @Test
    void differentMachinesWarnAndLetRatiosDecide() throws Exception {
        // machine b is twice as slow across the board: every score doubles, every ratio stays
        Path a = run("a", typical());
        Path b = run(
                "b",
                RunDirs.create()
                        .machine("machine-b")
                        .iterate("raw-array", 1000, 20)
                        .iterate("sparse-set", 2000, 40)
                        .iterate("hash-map", 18000, 600));
        Comparison c = compare(a, b);
        assertFalse(c.sameMachine());
        assertTrue(c.warnings().stream().anyMatch(w -> w.contains("different machines")));
        assertEquals(c.ratios(), c.deciding());
        assertFalse(c.hasRegression(), "a uniformly slower machine is not a regression");
        assertTrue(
                c.absolute().stream().anyMatch(r -> r.verdict() == Verdict.REGRESSION),
                "the raw scores alone would have alarmed");
    }

    @Test
    void aReferenceWhoseIntervalReachesZeroMakesTheRatioUnboundedAndTheRowUnknown() throws Exception {
        Path a = run("a", RunDirs.create().iterate("raw-array", 500, 600).iterate("sparse-set", 1000, 20));
        Path b = run("b", RunDirs.create().iterate("raw-array", 500, 10).iterate("sparse-set", 1600, 20));
        RunData base = RunData.load(a);
        Result raw = base.results().get(0);
        Result sparse = base.results().get(1);
        assertTrue(raw.estimate().lower() <= 0, "the reference's interval reaches zero");
        assertEquals(
                Ratio.Bound.UNBOUNDED,
                Ratio.of(sparse.estimate(), raw.estimate()).bound(),
                "so sparse-set / raw-array has no upper end");
        Comparison.Row ratio = compare(a, b).ratios().get(0);
        assertEquals(Verdict.UNKNOWN, ratio.verdict(), "an unbounded interval cannot judge anything");
        assertEquals("the baseline's raw-array's interval reaches zero: the ratio is unbounded", ratio.unknownReason());
        assertTrue(Double.isNaN(ratio.change().lower()), "no interval is claimed for the change");
    }

    @Test
    void differentJvmsAreRefusedUnlessAskedFor() throws Exception {
        Path a = run("a", typical());
        Path b = run(
                "b",
                RunDirs.create()
                        .jvm("openjdk version \"25\"")
                        .iterate("raw-array", 400, 10)
                        .iterate("sparse-set", 800, 20)
                        .iterate("hash-map", 9000, 300));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> compare(a, b));
        assertTrue(
                e.getMessage().contains("17")
                        && e.getMessage().contains("25")
                        && e.getMessage().contains("--across-jvms"),
                e.getMessage());
        PrintStream err = System.err;
        ByteArrayOutputStream captured = new ByteArrayOutputStream();
        System.setErr(new PrintStream(captured));
        try {
            assertEquals(2, Cli.execute("compare", a.toString(), b.toString()));
        } finally {
            System.setErr(err);
        }
        assertTrue(captured.toString().contains("--across-jvms"), captured.toString());
        assertEquals(0, Cli.execute("compare", a.toString(), b.toString(), "--across-jvms"));
        Comparison c = new Comparison(RunData.load(a), RunData.load(b), 0.10, true);
        assertTrue(
                c.warnings().stream().anyMatch(w -> w.contains("different JVMs (17 / 25)")),
                c.warnings().toString());
        assertEquals(c.ratios(), c.deciding(), "across JVMs the ratios to raw-array decide");
    }

    /** A run of two JVMs: each result carries its JVM as the jvm parameter, env.json lists both. */
    private static RunDirs twoJvms(double sparseOn25) {
        RunDirs r = RunDirs.create().jvms("17.0.15", "25.0.1");
        String bench = "io.componentbench.bench.IterateBenchmark.";
        for (String jvm : List.of("17.0.15", "25.0.1")) {
            r.result(
                    bench + "rawArray",
                    Map.of("size", "1000", "distribution", "dense", "jvm", jvm),
                    "avgt",
                    "ns/op",
                    500,
                    10);
            r.result(
                    bench + "contender",
                    Map.of(
                            "size",
                            "1000",
                            "distribution",
                            "dense",
                            "state",
                            "fresh",
                            "contender",
                            "sparse-set",
                            "jvm",
                            jvm),
                    "avgt",
                    "ns/op",
                    jvm.equals("25.0.1") ? sparseOn25 : 1000,
                    20);
        }
        return r;
    }

    @Test
    void runsOfTheSameJvmsCompareEachJvmWithItself() throws Exception {
        Comparison c = compare(run("a", twoJvms(1000)), run("b", twoJvms(2000)));
        assertTrue(c.sameMachine());
        assertEquals(
                List.of("iterate sparse-set 1K jvm=25.0.1"),
                c.deciding().stream()
                        .filter(r -> r.verdict() == Verdict.REGRESSION)
                        .map(Comparison.Row::name)
                        .toList());
        assertTrue(c.onlyInBaseline().isEmpty() && c.onlyInCurrent().isEmpty());
    }

    @Test
    void aRunOfOtherJvmsIsRefusedAndAnOldRecordOfTheSameJvmIsNot() throws Exception {
        Path both = run("both", twoJvms(1000));
        Path only17 = run("only17", typical().jvms("17.0.15"));
        assertThrows(IllegalArgumentException.class, () -> compare(both, only17));
        // runs written before env.json listed its JVMs: the version in the java -version line counts
        Path old = run("old", typical().jvm("openjdk version \"17.0.15\" 2025-04-15"));
        Comparison c = compare(old, only17);
        assertTrue(
                c.warnings().stream().noneMatch(w -> w.contains("JVM")),
                c.warnings().toString());
    }

    @Test
    void malformedInputExitsTwoWithAMessage() throws Exception {
        Path good = run("a", typical());
        Path bad = Files.createDirectories(tmp.resolve("bad"));
        Files.writeString(bad.resolve("jmh-results.json"), "[{\"benchmark\": ");
        PrintStream err = System.err;
        ByteArrayOutputStream captured = new ByteArrayOutputStream();
        System.setErr(new PrintStream(captured));
        try {
            assertEquals(2, Cli.execute("compare", good.toString(), bad.toString()));
            assertEquals(
                    2,
                    Cli.execute(
                            "compare", good.toString(), tmp.resolve("missing").toString()));
            assertEquals(2, Cli.execute("compare", good.toString(), good.toString(), "--format", "yaml"));
        } finally {
            System.setErr(err);
        }
        String messages = captured.toString();
        assertTrue(messages.contains("not valid JSON"), messages);
        assertTrue(messages.contains("does not exist"), messages);
    }

    @Test
    void anUnknownFormatListsTheValidOnes() throws Exception {
        Path good = run("a", typical());
        String err = stderrOf(
                () -> assertEquals(2, Cli.execute("compare", good.toString(), good.toString(), "--format", "xml")));
        assertTrue(
                err.contains("unknown format 'xml'; valid: text, markdown, json") && !err.contains("No enum constant"),
                err);
    }

    @Test
    void aRunPathThatIsAFileSaysSo() throws Exception {
        Path good = run("a", typical());
        Path file = Files.writeString(tmp.resolve("notes.txt"), "not a run");
        String err = stderrOf(() -> assertEquals(2, Cli.execute("compare", good.toString(), file.toString())));
        assertTrue(err.contains(file + " is a file, not a directory"), err);
    }

    @Test
    void aNanScoreInTheCurrentRunFailsTheGateUnlessMissingIsAllowed() throws Exception {
        Path a = run("a", typical());
        Path b = run(
                "b",
                RunDirs.create()
                        .iterate("raw-array", 500, 10)
                        .iterate("sparse-set", Double.NaN, 20)
                        .iterate("hash-map", 9000, 300));
        Comparison c = compare(a, b);
        assertFalse(c.hasRegression(), "nothing that could be judged regressed");
        assertEquals(List.of("iterate sparse-set 1K"), c.missing());
        assertTrue(
                c.unreadable().get(0).contains("score is not a number"),
                c.unreadable().toString());
        String text = ComparisonFormat.TEXT.render(c);
        assertTrue(
                text.lines().findFirst().orElseThrow().contains("2 unchanged, 0 unknown, 1 missing, 1 unreadable ("),
                text);
        assertTrue(text.contains("no regression was flagged, but not everything could be judged"), text);
        assertEquals(1, Cli.execute("compare", a.toString(), b.toString(), "--fail-on-regression"));
        assertEquals(0, Cli.execute("compare", a.toString(), b.toString(), "--fail-on-regression", "--allow-missing"));
    }

    @Test
    void aResultMissingFromTheCurrentRunFailsTheGateUnlessMissingIsAllowed() throws Exception {
        Path a = run("a", typical());
        Path b = run("b", RunDirs.create().iterate("raw-array", 500, 10).iterate("hash-map", 9000, 300));
        Comparison c = compare(a, b);
        assertEquals(List.of("iterate sparse-set 1K"), c.missing());
        assertTrue(
                c.onlyInBaseline().isEmpty(),
                "the current run measured this configuration: missing, not merely listed");
        assertTrue(c.fails(false));
        assertFalse(c.fails(true));
        assertEquals(1, Cli.execute("compare", a.toString(), b.toString(), "--fail-on-regression"));
        assertEquals(0, Cli.execute("compare", a.toString(), b.toString(), "--fail-on-regression", "--allow-missing"));
        assertEquals(
                0, Cli.execute("compare", a.toString(), b.toString()), "without the gate it is reported, not fatal");
    }

    @Test
    void theListsAfterTheRowsAreTitledInTextAndCapitalizedInMarkdown() throws Exception {
        Path a = run("a", typical());
        Path b = run("b", RunDirs.create().iterate("raw-array", 500, 10).iterate("hash-map", 9000, 300));
        Comparison c = compare(a, b);
        String text = ComparisonFormat.TEXT.render(c);
        String markdown = ComparisonFormat.MARKDOWN.render(c);
        assertTrue(
                text.contains("\nmissing from the current run (fails --fail-on-regression unless --allow-missing): 1\n"
                        + "  iterate sparse-set 1K\n"),
                text);
        assertTrue(
                markdown.contains(
                        "### Missing from the current run (fails --fail-on-regression unless --allow-missing): 1"
                                + "\n\n- iterate sparse-set 1K\n"),
                markdown);
    }

    @Test
    void duplicateResultsAreBadInputWhicheverComesFirst() throws Exception {
        // were scores taken from one duplicate and references from another, file order could show or hide a 10x
        // regression
        Path base = run("base", typical());
        Path fastFirst = run(
                "fast-first",
                RunDirs.create()
                        .iterate("raw-array", 500, 10)
                        .iterate("sparse-set", 1000, 20)
                        .iterate("sparse-set", 10000, 20));
        Path slowFirst = run(
                "slow-first",
                RunDirs.create()
                        .iterate("raw-array", 500, 10)
                        .iterate("sparse-set", 10000, 20)
                        .iterate("sparse-set", 1000, 20));
        for (Path dup : List.of(fastFirst, slowFirst)) {
            String err = stderrOf(() ->
                    assertEquals(2, Cli.execute("compare", base.toString(), dup.toString(), "--fail-on-regression")));
            assertTrue(
                    err.contains("more than once")
                            && err.contains(ITERATE + "{contender=sparse-set,")
                            && err.contains(dup.toString()),
                    err);
            assertEquals(
                    2,
                    Cli.execute("compare", dup.toString(), base.toString()),
                    "a duplicated baseline is bad input too");
        }
    }

    @Test
    void aNonPositiveRawSampleIsBadInput() throws Exception {
        Path base = run("base", typical());
        Path bad = run(
                "bad",
                RunDirs.create()
                        .iterate("raw-array", 500, 10)
                        .iterate("sparse-set", new double[] {1000, 1000}, new double[] {1000, -5}));
        String err = stderrOf(() -> assertEquals(2, Cli.execute("compare", base.toString(), bad.toString())));
        assertTrue(
                err.contains("impossible result")
                        && err.contains("contender=sparse-set")
                        && err.contains("has raw sample -5.0"),
                err);
    }

    @Test
    void negativeAndZeroScoresAreBadInput() throws Exception {
        Path base = run("base", typical());
        for (double score : new double[] {-2000, 0}) {
            Path bad = run(
                    "bad" + score,
                    RunDirs.create().iterate("raw-array", 500, 10).iterate("sparse-set", score, 20));
            String err = stderrOf(() -> assertEquals(2, Cli.execute("compare", base.toString(), bad.toString())));
            assertTrue(
                    err.contains("impossible result")
                            && err.contains("contender=sparse-set")
                            && err.contains("has score " + score),
                    err);
        }
    }

    @Test
    void thresholdsOutsideZeroToOneAreRejected() throws Exception {
        Path a = run("a", typical());
        for (String t : List.of("5", "Infinity", "NaN", "0", "-0.1", "1.01")) {
            String err = stderrOf(
                    () -> assertEquals(2, Cli.execute("compare", a.toString(), a.toString(), "--threshold", t)));
            assertTrue(err.contains("(0, 1]") && err.contains("got"), t + ": " + err);
        }
        assertEquals(0, Cli.execute("compare", a.toString(), a.toString(), "--threshold", "1"));
        assertThrows(IllegalArgumentException.class, () -> new Comparison(RunData.load(a), RunData.load(a), 5));
    }

    @Test
    void unboundedRatioIntervalsAreCountedAsUnknownSoATenfoldSlowdownIsNotSilentlyPassed() throws Exception {
        // as with the smoke references: the raw-array error reaches its score, so no ratio interval is bounded
        Path a = run("a", RunDirs.create().iterate("raw-array", 500, 600).iterate("sparse-set", 1000, 20));
        Path b = run(
                "b",
                RunDirs.create()
                        .machine("machine-b")
                        .iterate("raw-array", 500, 600)
                        .iterate("sparse-set", 10000, 20));
        Comparison c = compare(a, b);
        assertEquals(c.ratios(), c.deciding(), "different machines: ratios decide");
        assertEquals(Verdict.UNKNOWN, c.ratios().get(0).verdict());
        String reason = "the baseline's raw-array's interval reaches zero: the ratio is unbounded";
        assertEquals(Map.of(reason, 1L), c.unknownReasons());
        String text = ComparisonFormat.TEXT.render(c);
        assertTrue(
                text.startsWith(
                        "componentbench: 0 regressions, 0 improvements, 0 inconclusive, 0 unchanged, 1 unknown ("),
                text);
        assertTrue(text.contains("unknown   1: " + reason), text);
        assertTrue(text.contains("no regression was flagged, but not everything could be judged"), text);
        assertTrue(ComparisonFormat.JSON.render(c).contains("\"unknownReason\" : \"" + reason + "\""));
    }

    /** Iterate and lookup at 1K and 1M for two contenders; {@code slow} is how much slower sparse-set iteration at 1M is. */
    private static RunDirs twoWorkloads(RunDirs r, double slow) {
        String lookup = "io.componentbench.bench.LookupBenchmark.contender";
        for (int size : List.of(1000, 1_000_000)) {
            for (String c : List.of("sparse-set", "hash-map")) {
                double base = c.equals("sparse-set") ? 1000 : 5000;
                r.result(
                        ITERATE,
                        Map.of("size", "" + size, "distribution", "dense", "state", "churned", "contender", c),
                        "avgt",
                        "ns/op",
                        forks(base * (size == 1_000_000 && c.equals("sparse-set") ? slow : 1), base, base));
                r.result(
                        lookup,
                        Map.of(
                                "size",
                                "" + size,
                                "distribution",
                                "dense",
                                "state",
                                "fresh",
                                "order",
                                "shuffled",
                                "contender",
                                c),
                        "avgt",
                        "ns/op",
                        forks(base, base, base));
            }
        }
        return r;
    }

    @Test
    void eachRunSaysHowItWasMeasuredAndAnOlderRunSaysOneFork() throws Exception {
        Path a = run("a", RunDirs.create().profile("full").olderRun().iterate("sparse-set", new double[] {
            990, 1000, 1010, 1000, 1000
        }));
        Path b = run("b", RunDirs.create().profile("quick").iterate("sparse-set", 1000, 10));
        String text = ComparisonFormat.TEXT.render(compare(a, b));
        // a one-fork interval leaves out fork-to-fork variation: the row is not judged (issue 27 item 7)
        assertTrue(
                text.lines()
                        .findFirst()
                        .orElseThrow()
                        .startsWith(
                                "componentbench: 0 regressions, 0 improvements, 0 inconclusive, 0 unchanged, 1 unknown "
                                        + "(quick, 3 forks, 95% t over forks; baseline full, older run: one fork, 95% t over one fork's iterations; threshold 10%)"),
                text);
        assertTrue(text.contains("baseline  " + a + ": full, older run: one fork"), text);
        assertTrue(text.contains("current   " + b + ": quick, 3 fork(s) x 3 measured iteration(s) of 100 ms"), text);
        assertTrue(text.contains("WARNING: runs used different profiles (full / quick)"), text);
        assertTrue(
                text.contains(
                        "the baseline has 1 fork per result: a one-fork interval leaves out the fork-to-fork variation"),
                text);
    }

    @Test
    void rowsAreGroupedByWorkloadWithRegressionsFirstAndShortNames() throws Exception {
        Path a = run("a", twoWorkloads(RunDirs.create().profile("quick"), 1));
        RunDirs slower = RunDirs.create().profile("quick");
        String lookup = "io.componentbench.bench.LookupBenchmark.contender";
        for (int size : List.of(1000, 1_000_000)) {
            for (String k : List.of("sparse-set", "hash-map")) {
                double base = k.equals("sparse-set") ? 1000 : 5000;
                // lookup first in the file, so grouping (not file order) puts iterate's regression first
                slower.result(
                        lookup,
                        Map.of(
                                "size",
                                "" + size,
                                "distribution",
                                "dense",
                                "state",
                                "fresh",
                                "order",
                                "shuffled",
                                "contender",
                                k),
                        "avgt",
                        "ns/op",
                        forks(base, base, base));
                double f = size == 1_000_000 && k.equals("sparse-set") ? 2 : 1;
                slower.result(
                        ITERATE,
                        Map.of("size", "" + size, "distribution", "dense", "state", "churned", "contender", k),
                        "avgt",
                        "ns/op",
                        forks(base * f * 0.99, base * f, base * f * 1.01));
            }
        }
        Path b = run("b", slower);
        Comparison c = compare(a, b);
        String text = ComparisonFormat.TEXT.render(c);
        List<String> lines = text.lines().toList();
        assertEquals(
                "componentbench: 1 regression, 0 improvements, 0 inconclusive, 7 unchanged, 0 unknown (quick, 3 forks, 95% t over forks, threshold 10%)",
                lines.get(0));
        int iterate = lines.indexOf("iterate: 1 regression, 3 unchanged");
        int lookupGroup = lines.indexOf("lookup: 4 unchanged");
        assertTrue(iterate > 0 && lookupGroup > iterate, text);
        // the change interval shown is the decision interval: 99.38% per row, 5% over the 8 rows judged
        assertTrue(
                lines.get(iterate + 1)
                        .matches(
                                "  regression +\\+100% \\[\\+8\\d%, \\+11\\d%\\] +iterate sparse-set 1M churned +0.001 ns -> 0.002 ns"),
                lines.get(iterate + 1));
        assertTrue(
                text.lines().noneMatch(l -> l.contains("lookup hash-map 1K shuffled")),
                "unchanged rows are counted, not listed");
        assertTrue(ComparisonFormat.TEXT.render(c, true).contains("lookup hash-map 1K shuffled"), "--all lists them");
        assertTrue(
                text.contains(
                        "rule      a row is flagged only when its whole 99.38% interval (5% over 8 rows, Bonferroni) lies above 1.1"
                                + " (regression) or below 0.909 (improvement); an A/A comparison of calibrated intervals expects at most 0.05 flagged rows"
                                + " (0.4 intervals excluding 1 at 95% per row); change intervals are current / baseline"),
                text);

        String md = ComparisonFormat.MARKDOWN.render(c);
        assertEquals(lines.get(0), md.lines().findFirst().orElseThrow(), "the same title line");
        assertTrue(md.indexOf("### iterate: 1 regression, 3 unchanged") < md.indexOf("### lookup: 4 unchanged"), md);
        assertTrue(md.contains("| **regression** | +100% ["), md);
        assertTrue(md.contains("<details><summary>3 unchanged</summary>"), md);

        String json = ComparisonFormat.JSON.render(c);
        assertTrue(
                json.contains("\"name\" : \"iterate sparse-set 1M churned\"")
                        && json.contains("\"verdict\" : \"regression\""),
                json);
        assertTrue(json.contains("\"forks\" : 3") && json.contains("\"regression\" : 1"), json);
    }
}

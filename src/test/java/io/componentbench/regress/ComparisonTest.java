package io.componentbench.regress;

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

/** The comparison's verdicts and exit codes, on small synthetic run directories. */
class ComparisonTest {
    private static final String ITERATE = "io.componentbench.bench.IterateBenchmark.contender";

    @TempDir
    Path tmp;

    private Path run(String name, RunDirs r) throws Exception {
        return r.write(tmp.resolve(name));
    }

    private static RunDirs typical() {
        return RunDirs.create().iterate("raw-array", 500, 10).iterate("sparse-set", 1000, 20).iterate("hash-map", 9000, 300);
    }

    private Comparison compare(Path a, Path b) throws Exception {
        return new Comparison(RunData.load(a), RunData.load(b), 0.10);
    }

    private static Verdict verdictOf(Comparison c, String contender) {
        return c.deciding().stream().filter(r -> r.key().contains("contender=" + contender)).findFirst().orElseThrow().verdict();
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
        Path b = run("b", RunDirs.create().iterate("raw-array", 500, 10).iterate("sparse-set", 2000, 20).iterate("hash-map", 9000, 300));
        assertEquals(Verdict.REGRESSION, verdictOf(compare(a, b), "sparse-set"));
        assertEquals(Verdict.UNCHANGED, verdictOf(compare(a, b), "hash-map"));
        assertEquals(1, Cli.execute("compare", a.toString(), b.toString(), "--fail-on-regression"));
        assertEquals(0, Cli.execute("compare", a.toString(), b.toString()), "without the flag a regression is reported, not fatal");
    }

    @Test
    void fifteenPercentSlowerWithOverlappingIntervalsIsUnchanged() throws Exception {
        Path a = run("a", RunDirs.create().iterate("sparse-set", 1000, 150));
        Path b = run("b", RunDirs.create().iterate("sparse-set", 1150, 150));
        assertEquals(Verdict.UNCHANGED, verdictOf(compare(a, b), "sparse-set"));
    }

    @Test
    void fasterBeyondThresholdIsAnImprovement() throws Exception {
        Path a = run("a", RunDirs.create().iterate("sparse-set", 1000, 10));
        Path b = run("b", RunDirs.create().iterate("sparse-set", 700, 10));
        assertEquals(Verdict.IMPROVEMENT, verdictOf(compare(a, b), "sparse-set"));
    }

    @Test
    void nanErrorIsUnknownNotFine() throws Exception {
        Path a = run("a", RunDirs.create().iterate("sparse-set", 1000, Double.NaN));
        Path b = run("b", RunDirs.create().iterate("sparse-set", 3000, 10));
        assertEquals(Verdict.UNKNOWN, verdictOf(compare(a, b), "sparse-set"));
    }

    @Test
    void throughputGoingUpIsNotARegression() throws Exception {
        String bench = "io.componentbench.bench.IterateBenchmark.contender";
        Map<String, String> params = Map.of("size", "1000", "distribution", "dense", "state", "fresh", "contender", "sparse-set");
        Path a = run("a", RunDirs.create().result(bench, params, "thrpt", "ops/s", 1000, 10));
        Path b = run("b", RunDirs.create().result(bench, params, "thrpt", "ops/s", 2000, 10));
        Path c = run("c", RunDirs.create().result(bench, params, "thrpt", "ops/s", 500, 10));
        assertEquals(Verdict.IMPROVEMENT, verdictOf(compare(a, b), "sparse-set"));
        assertEquals(Verdict.REGRESSION, verdictOf(compare(a, c), "sparse-set"));
    }

    @Test
    void resultsInOnlyOneRunAreListed() throws Exception {
        // the current run measured iterate at 1000 but not the baseline's iterate at 2000 (another profile)
        Path a = run("a", RunDirs.create().iterate("sparse-set", 1000, 10).result(ITERATE, Map.of("size", "2000", "distribution", "dense",
                "state", "fresh", "contender", "tree-map"), "avgt", "ns/op", 5000, 10));
        Path b = run("b", RunDirs.create().iterate("sparse-set", 1000, 10).iterate("fastutil-rb-tree", 5000, 10));
        Comparison c = compare(a, b);
        assertEquals(1, c.onlyInBaseline().size());
        assertTrue(c.onlyInBaseline().get(0).contains("tree-map"));
        assertTrue(c.missing().isEmpty(), "a configuration the current run did not measure is not missing");
        assertTrue(c.onlyInCurrent().get(0).contains("fastutil-rb-tree"));
        assertFalse(c.fails(false));
    }

    @Test
    void differentMachinesWarnAndLetRatiosDecide() throws Exception {
        // machine b is twice as slow across the board: every score doubles, every ratio stays
        Path a = run("a", typical());
        Path b = run("b", RunDirs.create().machine("machine-b").iterate("raw-array", 1000, 20).iterate("sparse-set", 2000, 40).iterate("hash-map", 18000, 600));
        Comparison c = compare(a, b);
        assertFalse(c.sameMachine());
        assertTrue(c.warnings().stream().anyMatch(w -> w.contains("different machines")));
        assertEquals(c.ratios(), c.deciding());
        assertFalse(c.hasRegression(), "a uniformly slower machine is not a regression");
        assertTrue(c.absolute().stream().anyMatch(r -> r.verdict() == Verdict.REGRESSION), "the raw scores alone would have alarmed");
    }

    @Test
    void aReferenceWhoseIntervalReachesZeroGivesAnUnboundedRatioNotANegativeOne() throws Exception {
        Path a = run("a", RunDirs.create().iterate("raw-array", 500, 600).iterate("sparse-set", 1000, 20));
        Path b = run("b", RunDirs.create().iterate("raw-array", 500, 10).iterate("sparse-set", 1600, 20));
        Comparison.Row ratio = compare(a, b).ratios().get(0);
        assertEquals(Double.POSITIVE_INFINITY, ratio.baseHigh());
        assertTrue(ratio.baseLow() >= 0);
        assertEquals(Verdict.UNKNOWN, ratio.verdict(), "an unbounded interval cannot judge anything");
    }

    @Test
    void differentJvmsAreRefusedUnlessAskedFor() throws Exception {
        Path a = run("a", typical());
        Path b = run("b", RunDirs.create().jvm("openjdk version \"25\"").iterate("raw-array", 400, 10).iterate("sparse-set", 800, 20).iterate("hash-map", 9000, 300));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> compare(a, b));
        assertTrue(e.getMessage().contains("17") && e.getMessage().contains("25") && e.getMessage().contains("--across-jvms"), e.getMessage());
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
        assertTrue(c.warnings().stream().anyMatch(w -> w.contains("different JVMs (17 / 25)")), c.warnings().toString());
        assertEquals(c.ratios(), c.deciding(), "across JVMs the ratios to raw-array decide");
    }

    /** A run of two JVMs: each result carries its JVM as the jvm parameter, env.json lists both. */
    private static RunDirs twoJvms(double sparseOn25) {
        RunDirs r = RunDirs.create().jvms("17.0.15", "25.0.1");
        String bench = "io.componentbench.bench.IterateBenchmark.";
        for (String jvm : List.of("17.0.15", "25.0.1")) {
            r.result(bench + "rawArray", Map.of("size", "1000", "distribution", "dense", "jvm", jvm), "avgt", "ns/op", 500, 10);
            r.result(bench + "contender", Map.of("size", "1000", "distribution", "dense", "state", "fresh", "contender", "sparse-set", "jvm", jvm),
                    "avgt", "ns/op", jvm.equals("25.0.1") ? sparseOn25 : 1000, 20);
        }
        return r;
    }

    @Test
    void runsOfTheSameJvmsCompareEachJvmWithItself() throws Exception {
        Comparison c = compare(run("a", twoJvms(1000)), run("b", twoJvms(2000)));
        assertTrue(c.sameMachine());
        assertEquals(List.of("jvm=25.0.1"), c.deciding().stream().filter(r -> r.verdict() == Verdict.REGRESSION)
                .map(r -> r.key().replaceAll(".*(jvm=[^,}]*).*", "$1")).toList());
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
        assertTrue(c.warnings().stream().noneMatch(w -> w.contains("JVM")), c.warnings().toString());
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
            assertEquals(2, Cli.execute("compare", good.toString(), tmp.resolve("missing").toString()));
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
        String err = stderrOf(() -> assertEquals(2, Cli.execute("compare", good.toString(), good.toString(), "--format", "xml")));
        assertTrue(err.contains("unknown format 'xml'; valid: text, markdown, json") && !err.contains("No enum constant"), err);
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
        Path b = run("b", RunDirs.create().iterate("raw-array", 500, 10).iterate("sparse-set", Double.NaN, 20).iterate("hash-map", 9000, 300));
        Comparison c = compare(a, b);
        assertFalse(c.hasRegression(), "nothing that could be judged regressed");
        assertEquals(1, c.missing().size());
        assertTrue(c.missing().get(0).contains("contender=sparse-set"));
        assertTrue(c.unreadable().get(0).contains("score is not a number"), c.unreadable().toString());
        assertTrue(ComparisonFormat.TEXT.render(c).contains("1 missing from the current run, 1 unreadable in it"));
        assertEquals(1, Cli.execute("compare", a.toString(), b.toString(), "--fail-on-regression"));
        assertEquals(0, Cli.execute("compare", a.toString(), b.toString(), "--fail-on-regression", "--allow-missing"));
    }

    @Test
    void aResultMissingFromTheCurrentRunFailsTheGateUnlessMissingIsAllowed() throws Exception {
        Path a = run("a", typical());
        Path b = run("b", RunDirs.create().iterate("raw-array", 500, 10).iterate("hash-map", 9000, 300));
        Comparison c = compare(a, b);
        assertEquals(1, c.missing().size());
        assertTrue(c.missing().get(0).contains("contender=sparse-set"));
        assertTrue(c.onlyInBaseline().isEmpty(), "the current run measured this configuration: missing, not merely listed");
        assertTrue(c.fails(false));
        assertFalse(c.fails(true));
        assertEquals(1, Cli.execute("compare", a.toString(), b.toString(), "--fail-on-regression"));
        assertEquals(0, Cli.execute("compare", a.toString(), b.toString(), "--fail-on-regression", "--allow-missing"));
        assertEquals(0, Cli.execute("compare", a.toString(), b.toString()), "without the gate it is reported, not fatal");
    }

    @Test
    void duplicateResultsAreBadInputWhicheverComesFirst() throws Exception {
        // before: scores took the last duplicate and references the first, so file order showed or hid a 10x regression
        Path base = run("base", typical());
        Path fastFirst = run("fast-first", RunDirs.create().iterate("raw-array", 500, 10).iterate("sparse-set", 1000, 20).iterate("sparse-set", 10000, 20));
        Path slowFirst = run("slow-first", RunDirs.create().iterate("raw-array", 500, 10).iterate("sparse-set", 10000, 20).iterate("sparse-set", 1000, 20));
        for (Path dup : List.of(fastFirst, slowFirst)) {
            String err = stderrOf(() -> assertEquals(2, Cli.execute("compare", base.toString(), dup.toString(), "--fail-on-regression")));
            assertTrue(err.contains("more than once") && err.contains(ITERATE + "{contender=sparse-set,") && err.contains(dup.toString()), err);
            assertEquals(2, Cli.execute("compare", dup.toString(), base.toString()), "a duplicated baseline is bad input too");
        }
    }

    @Test
    void negativeAndZeroScoresAreBadInput() throws Exception {
        Path base = run("base", typical());
        for (double score : new double[] {-2000, 0}) {
            Path bad = run("bad" + score, RunDirs.create().iterate("raw-array", 500, 10).iterate("sparse-set", score, 20));
            String err = stderrOf(() -> assertEquals(2, Cli.execute("compare", base.toString(), bad.toString())));
            assertTrue(err.contains("impossible result") && err.contains("contender=sparse-set") && err.contains("has score " + score), err);
        }
    }

    @Test
    void thresholdsOutsideZeroToOneAreRejected() throws Exception {
        Path a = run("a", typical());
        for (String t : List.of("5", "Infinity", "NaN", "0", "-0.1", "1.01")) {
            String err = stderrOf(() -> assertEquals(2, Cli.execute("compare", a.toString(), a.toString(), "--threshold", t)));
            assertTrue(err.contains("(0, 1]") && err.contains("got"), t + ": " + err);
        }
        assertEquals(0, Cli.execute("compare", a.toString(), a.toString(), "--threshold", "1"));
        assertThrows(IllegalArgumentException.class, () -> new Comparison(RunData.load(a), RunData.load(a), 5));
    }

    @Test
    void unboundedRatioIntervalsAreCountedAsUnknownSoATenfoldSlowdownIsNotSilentlyPassed() throws Exception {
        // as with the smoke references: the raw-array error reaches its score, so no ratio interval is bounded
        Path a = run("a", RunDirs.create().iterate("raw-array", 500, 600).iterate("sparse-set", 1000, 20));
        Path b = run("b", RunDirs.create().machine("machine-b").iterate("raw-array", 500, 600).iterate("sparse-set", 10000, 20));
        Comparison c = compare(a, b);
        assertEquals(c.ratios(), c.deciding(), "different machines: ratios decide");
        assertEquals(Verdict.UNKNOWN, c.ratios().get(0).verdict());
        assertEquals(Map.of("an interval too wide to bound the ratio", 1L), c.unknownReasons());
        String text = ComparisonFormat.TEXT.render(c);
        assertTrue(text.contains("0 regression(s), 0 improvement(s), 0 unchanged, 1 unknown (1: an interval too wide to bound the ratio)"), text);
        assertTrue(text.contains("Nothing was flagged, but not everything could be judged"), text);
        assertTrue(ComparisonFormat.JSON.render(c).contains("\"unknownReason\" : \"an interval too wide to bound the ratio\""));
    }

    private static String stderrOf(Runnable r) {
        PrintStream err = System.err;
        ByteArrayOutputStream captured = new ByteArrayOutputStream();
        System.setErr(new PrintStream(captured));
        try {
            r.run();
        } finally {
            System.setErr(err);
        }
        return captured.toString();
    }

    @Test
    void markdownAndJsonRender() throws Exception {
        Comparison c = compare(run("a", typical()), run("b", typical()));
        assertTrue(ComparisonFormat.MARKDOWN.render(c).contains("| result | baseline | current | change | verdict |"));
        assertTrue(ComparisonFormat.JSON.render(c).contains("\"verdict\" : \"unchanged\""));
    }
}

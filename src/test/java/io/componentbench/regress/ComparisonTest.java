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
        Path a = run("a", RunDirs.create().iterate("sparse-set", 1000, 10).iterate("tree-map", 5000, 10));
        Path b = run("b", RunDirs.create().iterate("sparse-set", 1000, 10).iterate("fastutil-rb-tree", 5000, 10));
        Comparison c = compare(a, b);
        assertEquals(1, c.onlyInBaseline().size());
        assertTrue(c.onlyInBaseline().get(0).contains("tree-map"));
        assertTrue(c.onlyInCurrent().get(0).contains("fastutil-rb-tree"));
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
        assertEquals(Verdict.UNCHANGED, ratio.verdict(), "an unbounded baseline interval overlaps everything");
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
    void markdownAndJsonRender() throws Exception {
        Comparison c = compare(run("a", typical()), run("b", typical()));
        assertTrue(ComparisonFormat.MARKDOWN.render(c).contains("| result | baseline | current | change | verdict |"));
        assertTrue(ComparisonFormat.JSON.render(c).contains("\"verdict\" : \"unchanged\""));
    }
}

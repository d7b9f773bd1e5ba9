package io.componentbench.report;

import static io.componentbench.report.ReportNumbersTest.insert;
import static io.componentbench.report.ReportNumbersTest.iterate;
import static io.componentbench.report.ReportNumbersTest.lookup;
import static io.componentbench.report.ReportNumbersTest.row;
import static io.componentbench.report.ReportNumbersTest.samples;
import static io.componentbench.report.ReportNumbersTest.scaled;
import static io.componentbench.report.ReportNumbersTest.section;
import static io.componentbench.report.ReportNumbersTest.withDetails;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.componentbench.cli.Cli;
import io.componentbench.results.RunDirs;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What the report says where a figure alone would mislead, on synthetic run directories: a claim
 * that holds "for any part" judged per variant, sizes beyond the measured footprint named rather than
 * silently dropped, the whiskers' meaning beside the tie rule, an unstable best flagged, and a
 * baseline measured in another mode than the run.
 */
class ReportCaveatsTest {
    private static final String BENCH = "io.componentbench.bench.";

    @TempDir
    Path tmp;

    private String report(RunDirs run, RunDirs baseline) throws Exception {
        Path at = Files.createTempDirectory(tmp, "case");
        Path dir = run.write(at.resolve("run"));
        Path out = at.resolve("report");
        List<String> args = new ArrayList<>(List.of(
                "report",
                dir.toString(),
                "--out",
                out.toString(),
                "--history",
                at.resolve("none.jsonl").toString()));
        if (baseline != null)
            args.addAll(List.of("--baseline", baseline.write(at.resolve("base")).toString()));
        assertEquals(0, Cli.execute(args.toArray(String[]::new)));
        return withDetails(out);
    }

    /** A presized single-shot insert at 1K (a score of x ms/op is x ns/element, as {@link ReportNumbersTest#insert}). */
    private static RunDirs presizedInsert(RunDirs r, String contender, double ns, double spread) {
        Map<String, String> p = new HashMap<>(Map.of(
                "size",
                "1000",
                "distribution",
                "dense",
                "order",
                "insertion",
                "contender",
                contender,
                "presized",
                "true"));
        return r.sampled(BENCH + "InsertBenchmark.contender", p, "ss", "ms/op", samples(ns, spread));
    }

    @Test
    void aClaimThatHoldsForAnyPartIsJudgedPerVariantNotPooled() throws Exception {
        RunDirs run = RunDirs.create();
        lookup(run, "sparse-set", 20, 0.01);
        lookup(run, "fastutil-inline-hash", 14, 0.01); // the map 0.7x of the sparse set: holds for lookups
        insert(run, "sparse-set", 5, 0.01);
        insert(run, "eclipse-hash", 7.5, 0.01); // growing: the sparse set 1.5x ahead, refuted
        presizedInsert(run, "sparse-set", 5, 0.01);
        presizedInsert(run, "eclipse-hash", 5.5, 0.01); // presized: 1.1x, holds
        String claim = row(section(report(run, null), "Claims from the seed articles"), "A single insert or lookup");
        assertTrue(claim.contains("**HOLDS: lookup, insert presized; REFUTED: insert growing**"), claim);
        assertTrue(
                claim.contains("each variant judged on its own") && claim.contains("growing eclipse-hash 1.5"), claim);
    }

    /** An iterate result at a size, fresh and dense (ns/op = ns/element x size), or the reference for "raw-array". */
    private static RunDirs iterateAt(RunDirs r, String contender, int size, double ns) {
        Map<String, String> p = new HashMap<>(Map.of("size", String.valueOf(size), "distribution", "dense"));
        if (!contender.equals("raw-array")) {
            p.put("contender", contender);
            p.put("state", "fresh");
        }
        return r.sampled(
                BENCH + "IterateBenchmark." + (contender.equals("raw-array") ? "rawArray" : "contender"),
                p,
                "avgt",
                "ns/op",
                scaled(samples(ns, 0.01), size));
    }

    @Test
    void sizesBeyondTheMeasuredFootprintAreNamedNotSilentlyDropped() throws Exception {
        RunDirs run = RunDirs.create();
        int[] sizes = {1_000, 10_000, 100_000, 1_000_000};
        for (int n : sizes) {
            iterateAt(run, "sparse-set", n, n < 1_000_000 ? 0.5 : 0.6);
            iterateAt(run, "hash-map", n, n < 100_000 ? 1 : 3); // a knee at 100K, where the footprint is known
        }
        Path dir = run.write(tmp.resolve("run"));
        StringBuilder footprint = new StringBuilder("[");
        for (String c : List.of("sparse-set", "hash-map")) {
            for (int n : new int[] {1_000, 10_000, 100_000}) {
                footprint
                        .append(footprint.length() > 1 ? "," : "")
                        .append("{\"contender\":\"")
                        .append(c)
                        .append("\",\"distribution\":\"dense\",\"size\":")
                        .append(n)
                        .append(
                                ",\"bytesPerEntity\":40,\"objectsPerEntity\":1,\"overheadBytesPerEntity\":36,\"cacheLinesPerEntity\":1}");
            }
        }
        Files.writeString(dir.resolve("footprint.json"), footprint.append("]").toString());
        Path out = tmp.resolve("report");
        assertEquals(
                0,
                Cli.execute(
                        "report",
                        dir.toString(),
                        "--out",
                        out.toString(),
                        "--history",
                        tmp.resolve("none.jsonl").toString()));
        String md = withDetails(out);
        String knee = section(md, "Working-set knee (cache-miss proxy)");
        assertTrue(knee.contains("Footprint not measured beyond 100K: the chart stops there"), knee);
        assertTrue(
                row(md, "sparse-set | no knee up to 1M").contains("not measured beyond 100K"),
                "the table says why the footprint is missing");
        assertTrue(row(md, "hash-map | 100K").contains("3.81 MiB"), "a knee inside the footprint keeps its bytes");
        assertTrue(
                section(md, "Speed vs memory")
                        .contains(
                                "The 1M results are in neither this chart nor the knee charts: footprint not measured beyond 100K."),
                section(md, "Speed vs memory"));
    }

    @Test
    void theBarsCaptionSaysWhiskersAreTimesWhileTiesAreRatios() throws Exception {
        RunDirs run = RunDirs.create();
        iterate(run, "raw-array", null, 0.5, 0.01);
        iterate(run, "packed-sparse-set", "fresh", 1.00, 0.02);
        iterate(run, "hash-map", "fresh", 14, 0.02);
        String workload = section(report(run, null), "Workload: iterate");
        assertTrue(
                workload.contains(
                        "The whiskers are intervals of each time alone, while ties are decided on the interval of each contender's "
                                + "ratio to the best, so overlapping whiskers need not mean a tie."),
                workload);
    }

    @Test
    void aBestWithAWideIntervalIsFlaggedUnstableNotPresentedAsAFirmWinner() throws Exception {
        RunDirs run = RunDirs.create();
        iterate(run, "raw-array", null, 0.5, 0.01);
        iterate(run, "packed-sparse-set", "fresh", 1.00, 0.2); // +-50%: unstable
        iterate(run, "hash-map", "fresh", 14, 0.02);
        lookup(run, "sparse-set", 20, 0.01); // a stable best: no flag
        lookup(run, "hash-map", 40, 0.01);
        String md = report(run, null);
        String guide = section(md, "Decision guide");
        assertTrue(
                guide.matches(
                        "(?s).*\\*\\*packed-sparse-set\\*\\* \\([^)]*ns/element; unstable best: half-width \\d+%\\).*"),
                guide);
        assertFalse(
                guide.matches("(?s).*\\*\\*sparse-set\\*\\* \\([^)]*unstable.*"),
                "a stable best is not flagged: " + guide);
        assertTrue(
                row(section(md, "iterate, "), "packed-sparse-set").contains("**best**, unstable: half-width"),
                "the decision table flags it");
        assertTrue(
                md.contains("A result is unstable when its half-width exceeds 25% of its value"),
                "the method states the threshold");
    }

    @Test
    void aBaselineMeasuredInAnotherModeIsWarnedAbout() throws Exception {
        double[][] twin = {{1.01, 0.99}, {1.0, 1.02}, {0.98, 1.0}};
        RunDirs sideBySide = RunDirs.create();
        iterate(sideBySide, "raw-array", null, 0.5, 0.02);
        iterate(sideBySide, "packed-sparse-set", "fresh", 1.00, 0.02)
                .paired(new double[][] {{2.0, 2.01}, {1.99, 2.0}, {2.0, 2.0}}, twin);
        iterate(sideBySide, "hash-map", "fresh", 14, 0.02)
                .paired(new double[][] {{28, 28.1}, {27.9, 28}, {28, 28}}, twin);
        String warned = section(report(sideBySide, forked(1.00)), "This run against the baseline");
        assertTrue(
                warned.contains(
                        "**Measured in different modes:** the baseline in a fork per contender, this run side by side"),
                warned);
        String same = section(report(forked(1.02), forked(1.00)), "This run against the baseline");
        assertFalse(same.contains("different modes"), same);
    }

    /** Iterate at 1M measured in a fork per contender: the reference, packed-sparse-set at {@code packed} ns/element, hash-map. */
    private static RunDirs forked(double packed) {
        RunDirs run = RunDirs.create();
        iterate(run, "raw-array", null, 0.5, 0.02);
        iterate(run, "packed-sparse-set", "fresh", packed, 0.02);
        return iterate(run, "hash-map", "fresh", 14, 0.02);
    }
}

package io.componentbench.report;

import static io.componentbench.CapturedOutput.stderrOf;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.componentbench.cli.Cli;
import io.componentbench.measure.SideBySideCells;
import io.componentbench.results.ForkMerge;
import io.componentbench.results.Json;
import io.componentbench.results.RunData;
import io.componentbench.results.RunDirs;
import io.componentbench.workload.ForkJvm;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The report's numbers end to end, on synthetic run directories whose answers are known: ties
 * named as ties, verdicts decided only by whole intervals, both container states cited, the gaps
 * (GC inside the measurement, contenders that beat the reference and why, duplicates refused), the frameworks
 * section and the JVM section.
 */
class ReportNumbersTest {
    private static final String BENCH = "io.componentbench.bench.";
    private static final int N = 1_000_000;

    @TempDir
    Path tmp;

    /**
     * 3 forks x 3 iterations around {@code center}: forks at -spread, 0, +spread, iterations within
     * a fork at +-spread/5. The 95% interval over fork means is then about +-2.5 spread.
     */
    static double[][] samples(double center, double spread) {
        double[][] s = new double[3][3];
        for (int f = 0; f < 3; f++) {
            for (int i = 0; i < 3; i++) s[f][i] = center * (1 + spread * (f - 1) + spread / 5 * (i - 1));
        }
        return s;
    }

    /** An iterate result at 1M (ns/op = ns/element x N), or the raw-array reference for contender "raw-array". */
    static RunDirs iterate(RunDirs r, String contender, String state, double ns, double spread, String jvm) {
        Map<String, String> p = new HashMap<>(Map.of("size", String.valueOf(N), "distribution", "dense"));
        boolean raw = contender.equals("raw-array");
        if (!raw) {
            p.put("contender", contender);
            p.put("state", state);
        }
        if (jvm != null) p.put("jvm", jvm);
        return r.sampled(
                BENCH + "IterateBenchmark." + (raw ? "rawArray" : "contender"),
                p,
                "avgt",
                "ns/op",
                scaled(samples(ns, spread), N));
    }

    static RunDirs iterate(RunDirs r, String contender, String state, double ns, double spread) {
        return iterate(r, contender, state, ns, spread, null);
    }

    /** A shuffled lookup at 1M, fresh. */
    static RunDirs lookup(RunDirs r, String contender, double ns, double spread) {
        Map<String, String> p =
                new HashMap<>(Map.of("size", String.valueOf(N), "distribution", "dense", "order", "shuffled"));
        boolean raw = contender.equals("raw-array");
        if (!raw) {
            p.put("contender", contender);
            p.put("state", "fresh");
        }
        return r.sampled(
                BENCH + "LookupBenchmark." + (raw ? "rawArray" : "contender"),
                p,
                "avgt",
                "ns/op",
                scaled(samples(ns, spread), N));
    }

    /**
     * A single-shot insert at 1K (growing): a batch of 1,000 containers of 1K per operation, so a
     * score of x ms/op is x ns/element.
     */
    static RunDirs insert(RunDirs r, String contender, double ns, double spread) {
        Map<String, String> p = new HashMap<>(Map.of("size", "1000", "distribution", "dense", "order", "insertion"));
        boolean raw = contender.equals("raw-array");
        if (!raw) {
            p.put("contender", contender);
            p.put("presized", "false");
        }
        return r.sampled(
                BENCH + "InsertBenchmark." + (raw ? "rawArray" : "contender"), p, "ss", "ms/op", samples(ns, spread));
    }

    static double[][] scaled(double[][] s, double factor) {
        double[][] out = new double[s.length][];
        for (int f = 0; f < s.length; f++) {
            out[f] = new double[s[f].length];
            for (int i = 0; i < s[f].length; i++) out[f][i] = s[f][i] * factor;
        }
        return out;
    }

    private String report(RunDirs run) throws Exception {
        Path dir = run.write(tmp.resolve("run"));
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
        return withDetails(out);
    }

    /** REPORT.md followed by DETAILS.md, where the folded tables (decision tables, gap lists) are. */
    static String withDetails(Path report) throws Exception {
        Path details = report.resolve(Document.DETAILS_FILE);
        return Files.readString(report.resolve("REPORT.md")) + "\n"
                + (Files.exists(details) ? Files.readString(details) : "");
    }

    /** The text of a section, from its heading to the next heading of the same level. */
    static String section(String md, String heading) {
        int start = md.indexOf("\n## " + heading);
        assertTrue(start >= 0, "report has section " + heading);
        int end = md.indexOf("\n## ", start + 4);
        return md.substring(start, end < 0 ? md.length() : end);
    }

    /** The row of a Markdown table whose first cell starts with {@code first}. */
    static String row(String md, String first) {
        Matcher m = Pattern.compile("(?m)^\\| " + Pattern.quote(first) + ".*$").matcher(md);
        assertTrue(m.find(), "a row starting " + first);
        return m.group();
    }

    @Test
    void tiesAreNamedWhereverAWinnerIs() throws Exception {
        RunDirs run = RunDirs.create().measurement(3, 3, 100);
        iterate(run, "raw-array", null, 0.5, 0.01);
        iterate(run, "packed-sparse-set", "fresh", 1.00, 0.02);
        iterate(run, "sector-array", "fresh", 1.03, 0.02); // overlaps packed: a tie
        iterate(run, "hash-map", "fresh", 14, 0.02);
        String md = report(run);
        assertTrue(
                md.contains(": winner packed-sparse-set, tied with sector-array"), "the decision table names the tie");
        assertTrue(
                section(md, "Decision guide").contains("**packed-sparse-set** (")
                        && section(md, "Decision guide").contains("tied with sector-array"),
                "the guide names the tie");
        String table = section(md, "iterate, ");
        assertTrue(row(table, "sector-array").contains("**tied**"), "the table marks the tied row");
        assertFalse(row(table, "hash-map").contains("tied"), "a separated contender is behind, not tied");
        assertTrue(
                md.contains("Measured: 3 fork(s) per result x 3 measured iteration(s) of 100 ms")
                        && md.contains("Student t over fork means (20% trimmed within each fork), 95% level"),
                "the header states method, level, forks, iterations");
        assertTrue(md.contains("forks interleaved: one round per fork"), "and the order the forks ran in");
    }

    @Test
    void aSideBySideCellDecidesTiesByItsPairedRatios() throws Exception {
        double[][] twin = {{1.01, 0.99}, {1.0, 1.02}, {0.98, 1.0}};
        RunDirs run = RunDirs.create().measurement(3, 2, 500);
        iterate(run, "raw-array", null, 0.5, 0.10);
        // times 1.00 and 1.06 with +-25% intervals overlap, but measured side by side their ratio is a tight 1.06
        iterate(run, "packed-sparse-set", "fresh", 1.00, 0.10)
                .paired(new double[][] {{2.0, 2.01}, {1.99, 2.0}, {2.0, 2.0}}, twin);
        iterate(run, "sector-array", "fresh", 1.06, 0.10)
                .paired(new double[][] {{2.12, 2.13}, {2.11, 2.12}, {2.12, 2.12}}, twin);
        iterate(run, "paged-sparse-set", "fresh", 1.005, 0.10)
                .paired(new double[][] {{1.95, 2.05}, {2.06, 1.97}, {2.0, 2.01}}, twin);
        String md = report(run);
        String table = section(md, "iterate, ");
        assertFalse(row(table, "sector-array").contains("tied"), "the paired ratio 1.06 excludes 1: behind");
        assertTrue(row(table, "paged-sparse-set").contains("**tied**"), "a paired ratio containing 1: tied");
        assertTrue(
                md.contains("Measured side by side, the ratios between contenders of a cell")
                        && md.contains("median ratio half-width iterate"),
                "the header's precision line gives the paired precision");
        String sbs = section(md, "Side by side: precision and the built-in A/A");
        assertTrue(sbs.contains("contains 1 in 1 of 1 cells"), sbs);
        String cells = section(md, "Every cell: its twin and its median ratio half-width (1)");
        assertTrue(row(cells, "iterate").contains("yes"), cells);
        String unfair = section(md, "Known unfairnesses");
        assertTrue(
                unfair.contains("what else its fork runs")
                        && unfair.contains("fixed in later runs")
                        && !unfair.contains("keeps compiles profiled")
                        && unfair.contains("collected with the JVM's default number of threads")
                        && unfair.contains("used the JVM's default pages"),
                "a side-by-side run says that a contender's compiled code can depend on its cell; one made before the "
                        + "Class.newInstance flag, that artemis-odb's inserts were slow in some forks; one without the "
                        + "collector thread flag, that its forks had two: " + unfair);
        run.sideBySide("4 fork(s) per cell; cell fork flags " + String.join(" ", ForkJvm.cellFlags()));
        run.forkFlags(ForkJvm.flags());
        unfair = section(report(run), "Known unfairnesses");
        assertTrue(
                unfair.contains("inlines `Class.newInstance`")
                        && !unfair.contains("fixed in later runs")
                        && unfair.contains("keeps compiles profiled")
                        && unfair.contains("collect with one thread")
                        && !unfair.contains("collected with the JVM's default number of threads"),
                "a run with the flags names them in place of the slow forks, and its one collector thread: " + unfair);
        run.sideBySide("4 fork(s) per cell; cell fork flags -Xms12g");
        unfair = section(report(run), "Known unfairnesses");
        assertTrue(
                unfair.contains("collect with one thread"),
                "the collector threads are the forks' flags, whichever mode measured: " + unfair);
        run.forkFlags(List.of(ForkJvm.GC_THREADS, ForkJvm.HUGE_PAGES)).hugePages("madvise");
        unfair = section(report(run), "Known unfairnesses");
        assertTrue(
                unfair.contains("kernel's mode: madvise, so 2 MiB pages backed the heap")
                        && !unfair.contains("used the JVM's default pages"),
                "forks that asked for huge pages say so with the kernel's mode: " + unfair);
        run.hugePages("never");
        assertTrue(
                section(report(run), "Known unfairnesses")
                        .contains("the kernel refused them and the heap had 4 KiB pages"),
                "a kernel that gives none is named: " + unfair);
        run.hugePages(null);
        assertTrue(
                section(report(run), "Known unfairnesses")
                        .contains("not recorded, so whether the heap got them is not known"),
                "a run without the kernel's mode claims no pages: " + unfair);
    }

    @Test
    void verdictsAreDecidedOnlyByWholeIntervals() throws Exception {
        RunDirs run = RunDirs.create();
        iterate(run, "raw-array", null, 1.0, 0.01);
        iterate(run, "packed-sparse-set", "fresh", 1.2, 0.04); // 1.2x of raw, interval about +-10%: straddles 1.2
        iterate(run, "sector-array", "fresh", 1.25, 0.005); // 1.04x of packed, tight: within 1.3x
        iterate(run, "hash-map", "fresh", 2.4, 0.005); // 2x the sparse set, tight: not 3x
        String md = report(run);
        String targets = section(md, "Design targets");
        assertTrue(row(targets, "packed-sparse-set iteration within 1.2x").contains("**INCONCLUSIVE**"), targets);
        assertTrue(
                row(targets, "packed-sparse-set iteration within 1.2x")
                        .matches(".*1\\.2x \\[[0-9.]+, [0-9.]+\\], required at most 1\\.2x.*"),
                "the ratio interval is printed");
        assertTrue(row(targets, "sector-array iteration within 1.3x").contains("**MET**"), targets);
        String claims = section(md, "Claims from the seed articles");
        assertTrue(row(claims, "Full iteration over a sparse set").contains("**REFUTED**"), claims);
        assertTrue(row(claims, "Sparse-set lookup").contains("**NOT MEASURED**"), "no data: no verdict");
    }

    /** A join at 1M, fresh (the same scaling for every contender: only ratios are read). */
    static RunDirs join(RunDirs r, String contender, double ns, double spread) {
        Map<String, String> p = new HashMap<>(
                Map.of("size", String.valueOf(N), "distribution", "dense", "state", "fresh", "contender", contender));
        return r.sampled(BENCH + "JoinBenchmark.contender", p, "avgt", "ns/op", scaled(samples(ns, spread), N));
    }

    @Test
    void theOffHeapClaimIsJudgedOnIterateAndJoinWithTheCostOfInsertsBeside() throws Exception {
        RunDirs faster = RunDirs.create();
        iterate(faster, "sector-array", "fresh", 1.0, 0.01);
        iterate(faster, "sector-array-offheap", "fresh", 0.8, 0.01);
        join(faster, "sector-array", 2.5, 0.01);
        join(faster, "sector-array-offheap", 2.0, 0.01);
        insert(faster, "sector-array", 10, 0.01);
        insert(faster, "sector-array-offheap", 12, 0.01);
        String claim = row(section(report(faster), "Claims from the seed articles"), "Native memory");
        assertTrue(claim.contains("**HOLDS**"), claim);
        assertTrue(
                claim.contains("off-heap over heap; iterate at 1M, fresh: sector-array-offheap")
                        && claim.contains("join at 1M"),
                claim);
        assertTrue(
                claim.matches(".*the cost: insert at 1K 1\\.2x \\[[0-9.]+, [0-9.]+\\]; remove not measured.*"), claim);

        RunDirs slowerJoin = RunDirs.create();
        iterate(slowerJoin, "sector-array", "fresh", 1.0, 0.01);
        iterate(slowerJoin, "sector-array-offheap", "fresh", 0.8, 0.01);
        join(slowerJoin, "sector-array", 2.5, 0.01);
        join(slowerJoin, "sector-array-offheap", 3.0, 0.01);
        assertTrue(row(section(report(slowerJoin), "Claims from the seed articles"), "Native memory")
                .contains("**REFUTED**"));

        RunDirs on17 = RunDirs.create().jvm("openjdk version \"17.0.15\" 2025-04-15");
        iterate(on17, "sector-array", "fresh", 1.0, 0.01);
        join(on17, "sector-array", 2.5, 0.01);
        String unmeasured = row(section(report(on17), "Claims from the seed articles"), "Native memory");
        assertTrue(unmeasured.contains("**NOT MEASURED**") && unmeasured.contains("needs JDK 22+"), unmeasured);
    }

    @Test
    void bothStatesAreCitedInHeadlinesAndClaims() throws Exception {
        RunDirs run = RunDirs.create();
        iterate(run, "raw-array", null, 0.5, 0.01);
        iterate(run, "packed-sparse-set", "fresh", 0.6, 0.01);
        iterate(run, "packed-sparse-set", "churned", 0.65, 0.01);
        iterate(run, "hash-map", "fresh", 19.2, 0.01);
        iterate(run, "hash-map", "churned", 10.4, 0.01);
        String md = report(run);
        String guide = section(md, "Decision guide");
        assertTrue(
                guide.contains("fresh **packed-sparse-set**") && guide.contains("churned **packed-sparse-set**"),
                guide);
        assertTrue(guide.contains("16.0-32.0x faster than hash-map (churned-fresh)"), guide);
        String claim = row(section(md, "Claims from the seed articles"), "Full iteration over a sparse set");
        assertTrue(
                claim.contains("fresh: hash-map")
                        && claim.contains("churned: hash-map")
                        && claim.contains("16.0-32.0x over the states (churned-fresh)"),
                claim);
        assertTrue(claim.contains("**HOLDS**"), claim);
        String table = section(md, "iterate, ");
        assertTrue(
                table.contains("ns/element (fresh)") && table.contains("ns/element (churned)"),
                "the states stand side by side");
        assertEquals(1, table.split(": winner ", -1).length - 1, "one table for both states");
    }

    @Test
    void eachWorkloadIsJudgedAtItsLargestSize() throws Exception {
        RunDirs run = RunDirs.create();
        iterate(run, "packed-sparse-set", "fresh", 0.6, 0.01);
        iterate(run, "hash-map", "fresh", 12, 0.01);
        insert(run, "raw-array", 3, 0.01);
        insert(run, "packed-sparse-set", 10, 0.01);
        insert(run, "hash-map", 30, 0.01);
        String guide = section(report(run), "Decision guide");
        assertTrue(guide.contains("When iteration dominates (every system pass), at 1M entities"), guide);
        assertTrue(
                guide.contains("When bulk insertion dominates, at 1K entities: **packed-sparse-set**"),
                "inserts judged at 1K, their largest size: " + guide);
    }

    @Test
    void gapsListGcInsideTheMeasurementAndContendersThatBeatTheReference() throws Exception {
        RunDirs run = RunDirs.create();
        lookup(run, "raw-array", 3.0, 0.005);
        lookup(run, "direct-array", 2.0, 0.005).gc(0, 0, "100 ms"); // beats the reference beyond noise, by design
        lookup(run, "hash-map", 40, 0.01).gc(4, 100, "100 ms"); // 100 of 900 ms: 11% in GC, boxing by design
        lookup(run, "packed-sparse-set", 4.0, 0.01).gc(2, 60, "100 ms"); // 6.7%: not by design
        lookup(run, "sparse-set", 5.0, 0.01).gc(1, 40, "100 ms"); // 4.4%: under the limit
        insert(run, "packed-sparse-set", 20, 0.01)
                .gc(18, 30, null); // batched: the setup's full collection per iteration, counted twice by ParallelGC
        insert(run, "paged-sparse-set", 20, 0.01).gc(20, 30, null); // two more than the setups: inside a timed batch
        String md = report(run);
        String gaps = section(md, "Gaps in this run")
                + section(md, "Results with GC inside the measurement")
                + section(md, "Cells where a contender beats the reference")
                + section(md, "Missing results and load problems");
        assertTrue(
                row(gaps, "lookup (distribution=dense, order=shuffled, state=fresh), 1M entities | hash-map")
                                .contains("11.1%")
                        && row(gaps, "lookup (distribution=dense, order=shuffled, state=fresh), 1M entities | hash-map")
                                .contains("boxes every Integer key"),
                gaps);
        assertTrue(
                row(gaps, "lookup (distribution=dense, order=shuffled, state=fresh), 1M entities | packed-sparse-set")
                        .contains("**not by design**"),
                gaps);
        assertFalse(gaps.contains("| sparse-set |"), "4.4% in GC is not flagged");
        assertTrue(
                row(
                                gaps,
                                "insert (distribution=dense, order=insertion, presized=false), 1K entities | paged-sparse-set")
                        .contains("16.7%"),
                "single-shot: GC time over the sum of the iteration times");
        assertFalse(
                gaps.contains("1K entities | packed-sparse-set"),
                "a batch's own setup collections are not flagged: " + gaps);
        assertTrue(
                row(gaps, "lookup (distribution=dense, order=shuffled, state=fresh), 1M entities | direct-array")
                        .contains("by design: its presence test is a null check"),
                "a beat names its known mechanism: " + gaps);
        assertTrue(gaps.contains("a yardstick, not a bound"), gaps);
        assertFalse(gaps.contains("packed-sparse-set (beats the reference)"), "slower than the reference: not listed");
        assertTrue(
                gaps.contains("missing in lookup") && gaps.contains("dense-hash-map"), "missing contenders are listed");
    }

    /**
     * A run of two side-by-side cells (churn and growing inserts at 1K, 3 forks) from the fixture
     * cells with their cost slots, expanded and merged as the runner does.
     */
    private static RunDirs sideBySideWithCosts(boolean costs) throws Exception {
        ArrayNode cells = (ArrayNode)
                Json.MAPPER.readTree(Path.of("src/test/resources/fixtures/side-by-side/cells-with-costs.json")
                        .toFile());
        if (!costs) {
            for (var c : cells) {
                ((ObjectNode) c.get("secondaryMetrics"))
                        .properties()
                        .removeIf(e -> e.getKey().matches("(alloc|gcCount|gcMs|timedMs)\\d\\d"));
            }
        }
        List<ForkMerge.Launch> forks = new ArrayList<>();
        for (int f = 0; f < 3; f++) forks.add(new ForkMerge.Launch("17", SideBySideCells.expand(cells, true)));
        return RunDirs.create().measurement(3, 3, 500).add(ForkMerge.merge(forks, false));
    }

    @Test
    void aSideBySideRunShowsEachContendersOwnAllocationAndChecksItsOwnCollections() throws Exception {
        String md = report(sideBySideWithCosts(true));
        String allocation = section(md, "Allocation");
        assertFalse(allocation.contains("No allocation figures"), allocation);
        assertTrue(
                allocation.contains("inside its timed parts only")
                        && allocation.contains("do not include making the batch of containers"),
                "says where a side-by-side figure comes from: " + allocation);
        assertFalse(allocation.contains("JMH's GC profiler's over the whole iteration"), "no fork-mode result here");
        String table = section(md, "The allocation figures as a table");
        String hash = row(table, "hash-map");
        assertTrue(
                hash.contains("| 52.1 |") && hash.contains("| 9.50 |"), "insert and churn bytes per element: " + hash);
        assertTrue(row(table, "packed-sparse-set").contains("| 0 |"), "churn of a packed set allocates nothing");

        String gc = section(md, "Results with GC inside the measurement");
        assertTrue(
                row(gc, "insert (distribution=dense, order=insertion, presized=false), 1K entities | hash-map")
                        .contains("a Position object and a map entry per insert"),
                "6 collections inside its timed batches over 9 iterations: not discounted as a fork's setup would be: "
                        + gc);
        assertFalse(gc.contains("1K entities | packed-sparse-set"), "no collection inside its batches: " + gc);
        assertFalse(gc.contains("| churn ("), "churn: 21 ms of 936 ms of its own timed parts, under the limit: " + gc);
    }

    @Test
    void aSideBySideRunBeforeTheCostSlotsHasNoAllocationFigures() throws Exception {
        String allocation = section(report(sideBySideWithCosts(false)), "Allocation");
        assertTrue(allocation.contains("No allocation figures in this run"), allocation);
    }

    @Test
    void aRunHoldingAResultTwiceIsRefusedNamingIt() throws Exception {
        RunDirs run = RunDirs.create();
        iterate(run, "packed-sparse-set", "fresh", 0.6, 0.01);
        iterate(run, "raw-array", null, 0.5, 0.01);
        iterate(run, "raw-array", null, 0.7, 0.01);
        Path dir = run.write(tmp.resolve("dup"));
        Path out = tmp.resolve("report");
        String err = stderrOf(() -> assertEquals(2, Cli.execute("report", dir.toString(), "--out", out.toString())));
        assertTrue(
                err.contains("more than once")
                        && err.contains("IterateBenchmark.rawArray{distribution=dense,size=1000000}")
                        && err.contains(dir.toString()),
                err);
        assertTrue(Files.notExists(out), "nothing written");
        assertEquals(
                2,
                Cli.execute("compare", dir.toString(), dir.toString()),
                "the comparison refuses it with the same check");
    }

    @Test
    void frameworksAreComparedWithTheFastestContainer() throws Exception {
        RunDirs run = RunDirs.create();
        iterate(run, "raw-array", null, 0.5, 0.01);
        iterate(run, "packed-sparse-set", "fresh", 0.6, 0.01);
        iterate(run, "sector-array", "fresh", 0.61, 0.01); // tied with packed
        iterate(run, "hash-map", "fresh", 12, 0.01);
        iterate(run, "artemis-odb", "fresh", 3.0, 0.01);
        iterate(run, "dominion", "fresh", 0.605, 0.01); // tied with the fastest container
        iterate(run, "ashley", "fresh", 9.0, 0.01);
        String md = report(run);
        String fw = section(md, "Frameworks vs hand-rolled containers");
        String line = row(fw, "iterate, 1M, fresh");
        assertTrue(line.contains("packed-sparse-set, tied with sector-array"), line);
        assertTrue(
                line.matches(".*\\| 5x \\[[0-9.]+, [0-9.]+\\] \\|.*"), "artemis-odb at 5x with its interval: " + line);
        assertTrue(line.contains("(tie)"), "dominion's interval includes 1: " + line);
        assertTrue(
                fw.contains("**artemis-odb**: Artemis-odb 2.3.0")
                        && fw.contains("archetype")
                        && fw.contains("**ashley**"),
                "storage designs described");
        String unfair = section(md, "Remaining unfairness") + section(md, "Known unfairnesses");
        assertTrue(
                unfair.contains("handle array indexed by our entity ID")
                        && unfair.contains("world.process()")
                        && unfair.contains("libgdx/ashley#59")
                        && unfair.contains("off-heap")
                        && unfair.contains("scheduler")
                        && unfair.contains("entity creation"),
                unfair);
        assertFalse(unfair.contains("what else its fork runs"), "a run of forks of their own shares no JVM: " + unfair);
    }

    @Test
    void twoJvmsGetTheirOwnSectionAndTheRestShowsTheFirst() throws Exception {
        RunDirs run = RunDirs.create().jvms("17.0.15", "25.0.1");
        for (String jvm : List.of("17.0.15", "25.0.1")) {
            boolean newer = jvm.startsWith("25");
            iterate(run, "raw-array", null, 0.5, 0.01, jvm);
            iterate(run, "packed-sparse-set", "fresh", newer ? 0.601 : 0.6, 0.01, jvm); // a tie
            iterate(run, "hash-map", "fresh", newer ? 9 : 12, 0.01, jvm); // 0.75x: faster on 25
            iterate(run, "artemis-odb", "fresh", newer ? 3.3 : 3.0, 0.01, jvm); // 1.1x: slower on 25
        }
        Path dir = run.write(tmp.resolve("run"));
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
        String jvm = section(md, "What the JVM changes");
        assertTrue(row(jvm, "packed-sparse-set").endsWith("| tie |"), jvm);
        assertTrue(
                row(jvm, "hash-map").contains("0.75x [") && row(jvm, "hash-map").endsWith("| faster |"), jvm);
        assertTrue(row(jvm, "artemis-odb").endsWith("| slower |"), jvm);
        assertTrue(
                jvm.contains("**object-holding containers")
                        && jvm.contains("**inline containers")
                        && jvm.contains("**frameworks**"),
                "a sentence per family group");
        assertTrue(jvm.contains("on 25.0.1 against 17.0.15, 1 of 1 results ran faster"), jvm);
        assertTrue(Files.size(out.resolve("charts/jvm-ratios.png")) > 5_000, "the ratios are charted");
        String guide = section(md, "Decision guide");
        assertTrue(guide.contains("first JVM, 17.0.15"), "the guide says which JVM it shows: " + guide);
        assertTrue(guide.contains("20.0x faster than hash-map"), "17's figures, not 25's (15x): " + guide);
        assertTrue(
                md.contains("\n## iterate, dense, 17.0.15, 1M entities: winner")
                        && md.contains("\n## iterate, dense, 25.0.1, 1M entities: winner"),
                "each JVM has its own tables");
    }

    @Test
    void aCalibrationOnlyContenderNeverAppears() throws Exception {
        RunDirs run = RunDirs.create();
        iterate(run, "packed-sparse-set", "fresh", 0.6, 0.01);
        iterate(run, "packed-sparse-set-slowed", "fresh", 0.8, 0.01);
        String md = report(run);
        assertFalse(md.contains("packed-sparse-set-slowed"), "the slowed variant is calibration only");
        assertTrue(md.contains("calibration-only contenders (the gate self-test's) left out"));
    }

    @Test
    void gcFiguresAreReadPerResult() throws Exception {
        RunDirs run = RunDirs.create().measurement(3, 3, 100);
        iterate(run, "packed-sparse-set", "fresh", 0.6, 0.01).gc(2, 45, null);
        RunData data = RunData.load(run.write(tmp.resolve("gc")));
        var gc = data.results().get(0).gc();
        assertEquals(2, gc.collections());
        assertEquals(45, gc.millis());
        assertEquals(900, gc.measuredMillis(), 1e-9, "9 iterations of env.json's 100 ms");
        assertEquals(0.05, gc.fraction(), 1e-12);
    }
}

package io.componentbench.compare;

import static io.componentbench.compare.GateFixtures.PACKED;
import static io.componentbench.compare.GateFixtures.SLOWED;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.componentbench.contender.ContenderKind;
import io.componentbench.results.RunData;
import io.componentbench.stats.GateCheck;
import io.componentbench.stats.IntervalMethod;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The gate self-test's accounting, through the comparison, on fixture runs with known answers: A'
 * equals A except one hash-map result 25% slower (a false alarm); the slowed run makes
 * packed-sparse-set 1.3x slower on all four of its results, one of which (lookup at 1M) has forks
 * too noisy to call.
 */
class GateCheckRunsTest {
    static final List<String> UNCHANGED = List.of(PACKED, "hash-map");
    static final List<String> WITH_SLOWED = List.of(SLOWED, "hash-map");
    static final ContenderKind SLOWED_KIND = ContenderKind.byId(SLOWED);
    static final ContenderKind PACKED_KIND = ContenderKind.byId(PACKED);

    @TempDir
    Path tmp;

    RunData a;
    RunData a2;
    RunData slowed;

    @BeforeEach
    void runs() throws Exception {
        a = GateFixtures.write(tmp.resolve("a"), UNCHANGED, (c, k) -> GateFixtures.same());
        a2 = GateFixtures.write(
                tmp.resolve("a2"),
                UNCHANGED,
                (c, k) -> new GateFixtures.Shape(k.equals("lookup hash-map 1000") ? 1.25 : 1, false));
        slowed = GateFixtures.write(
                tmp.resolve("s"),
                WITH_SLOWED,
                (c, k) -> c.equals(SLOWED)
                        ? new GateFixtures.Shape(1.3, k.equals("lookup " + PACKED + " 1000000"))
                        : GateFixtures.same());
    }

    private List<GateCheck> account(double threshold) {
        return GateCheckRuns.account(a, a2, slowed, SLOWED_KIND, PACKED_KIND, threshold);
    }

    @Test
    void scoreRowsAreCountedAsTheFixturesDictate() {
        GateCheck scores = account(0.10).get(0);
        assertEquals(12, scores.aaRows(), "4 results of each contender and 4 raw-array references");
        assertEquals(
                List.of("lookup hash-map 1K shuffled"),
                scores.falseAlarms().stream().map(GateCheck.GateRow::label).toList());
        assertEquals(8, scores.slowedRows().size(), "4 slowed results, each against A and A'");
        assertEquals(6, scores.slowedFlagged().size(), "the noisy lookup at 1M is missed twice");
        assertEquals(
                List.of("lookup packed-sparse-set-slowed 1M shuffled", "lookup packed-sparse-set-slowed 1M shuffled"),
                scores.slowedRows().stream()
                        .filter(r -> !scores.slowedFlagged().contains(r))
                        .map(GateCheck.GateRow::label)
                        .toList());
        assertEquals(16, scores.unaffectedRows().size());
        assertEquals(
                1, scores.unaffectedFlagged().size(), "A' has the 25% slower hash-map lookup, the slowed run does not");
        assertEquals(1.3, scores.measuredSlowdown(), 1e-9);
    }

    @Test
    void ratioRowsDivideByTheSameRunsRawArray() {
        GateCheck ratios = account(0.10).get(1);
        assertEquals(8, ratios.aaRows(), "contender rows only");
        assertEquals(1, ratios.falseAlarms().size());
        assertEquals(8, ratios.slowedRows().size());
        assertEquals(6, ratios.slowedFlagged().size());
        assertEquals(8, ratios.unaffectedRows().size());
        assertTrue(ratios.render().startsWith("ratios to raw-array"), ratios.render());
    }

    @Test
    void theRowsAndVerdictsAreTheComparisonsOwn() {
        Comparison trial = Comparison.withStandIn(a, slowed, 0.10, SLOWED_KIND, PACKED_KIND);
        List<GateCheck.GateRow> slowedRows = account(0.10).get(0).slowedRows();
        List<Comparison.Row> fromComparison = trial.absolute().stream()
                .filter(r -> r.contender().equals(SLOWED))
                .toList();
        assertEquals(4, fromComparison.size());
        for (int i = 0; i < 4; i++) {
            assertEquals(fromComparison.get(i).name(), slowedRows.get(i).label());
            assertEquals(
                    fromComparison.get(i).decision(),
                    slowedRows.get(i).ratio(),
                    "the gate reads the interval the verdict read");
            assertEquals(
                    fromComparison.get(i).verdict().asChange(),
                    slowedRows.get(i).change());
        }
        assertTrue(
                trial.missing().isEmpty() && trial.onlyInCurrent().isEmpty(),
                "the slowed contender stands in for the one it slows");
    }

    @Test
    void theDetectableSlowdownIsWhatItSays() throws Exception {
        GateCheck scores = account(0.10).get(0);
        double half = scores.detectableSlowdown(0.5);
        double most = scores.detectableSlowdown(0.9);
        assertTrue(half > 1.1 && half < 1.2 && most >= half, half + " " + most);
        // slow every result of A' by just over the 90% figure: at least 90% of the A/A rows must then be flagged
        double s = most * 1.001;
        RunData slowerA2 = GateFixtures.write(
                tmp.resolve("slower"),
                UNCHANGED,
                (c, k) -> new GateFixtures.Shape((k.equals("lookup hash-map 1000") ? 1.25 : 1) * s, false));
        List<Comparison.Row> rows = new Comparison(a, slowerA2, 0.10).absolute();
        long flagged =
                rows.stream().filter(r -> r.verdict() == Verdict.REGRESSION).count();
        assertTrue(flagged >= 0.9 * rows.size(), flagged + " of " + rows.size());
        // and just under the median figure, fewer than half are
        double t = half * 0.999;
        RunData barelyA2 =
                GateFixtures.write(tmp.resolve("barely"), UNCHANGED, (c, k) -> new GateFixtures.Shape(t, false));
        long few = new Comparison(a, barelyA2, 0.10)
                .absolute().stream()
                        .filter(r -> r.verdict().asChange().flagged())
                        .count();
        assertTrue(few < 0.5 * rows.size(), few + " of " + rows.size());
    }

    @Test
    void byForksAccountsForEachPrefixOfTheRuns() {
        Map<Integer, List<GateCheck>> byForks = GateCheckRuns.byForks(a, a2, slowed, SLOWED_KIND, PACKED_KIND, 0.10);
        assertEquals(List.of(2, 3), List.copyOf(byForks.keySet()), "from two forks up to the fixtures' three");
        GateCheck all = account(0.10).get(0);
        GateCheck three = byForks.get(3).get(0);
        assertEquals(all.falseAlarms(), three.falseAlarms());
        assertEquals(all.slowedFlagged(), three.slowedFlagged(), "three forks of three runs: the full accounting");
        // the noisy slowed lookup at 1M has forks -30% and 0% first: two forks still cannot call it, the clean rows are
        // still flagged
        GateCheck two = byForks.get(2).get(0);
        assertEquals(8, two.slowedRows().size());
        assertEquals(6, two.slowedFlagged().size());
        assertTrue(
                two.detectableSlowdown(0.9) > three.detectableSlowdown(0.9), "t with one degree of freedom is wider");
        String table = GateCheck.renderByForks(byForks, 3, "<- CI");
        assertTrue(
                table.contains("by forks per result")
                        && table.contains("time per element")
                        && table.contains("ratios to raw-array"),
                table);
        assertTrue(
                table.lines().anyMatch(l -> l.trim().startsWith("2 ") && l.contains("6/8") && !l.contains("<- CI")),
                table);
        assertTrue(table.lines().anyMatch(l -> l.trim().startsWith("3 ") && l.endsWith("<- CI")), table);
        assertEquals("", GateCheck.renderByForks(Map.of(3, byForks.get(3)), 3, "<- CI"), "one fork count is no table");
    }

    @Test
    void aRunCutToItsFirstForksSaysSo() {
        RunData two = slowed.firstForks(2);
        assertTrue(two.results().stream().allMatch(r -> r.rawData().size() == 2));
        assertEquals(
                slowed.results().get(0).rawData().subList(0, 2),
                two.results().get(0).rawData());
        assertEquals(3, slowed.maxForks());
        assertEquals(2, two.maxForks());
        assertEquals(2, two.env().orElseThrow().measurement().forks(), "its env.json measurement says two forks");
        assertEquals(IntervalMethod.FORKS, two.env().orElseThrow().measurement().intervalMethod());
        assertEquals(
                IntervalMethod.SINGLE_FORK,
                slowed.firstForks(1).env().orElseThrow().measurement().intervalMethod(),
                "one fork: the method Estimate uses with one fork");
        assertEquals(
                slowed.results(),
                slowed.firstForks(5).results(),
                "asking for more forks than a run has changes nothing");
        assertThrows(IllegalArgumentException.class, () -> slowed.firstForks(0));
    }

    @Test
    void renderNamesEveryFalseAlarmAndMiss() {
        String text = account(0.10).get(0).render();
        assertTrue(text.contains("A/A false alarms:"), text);
        assertTrue(text.contains("1 of 12 (8%)"), text);
        assertTrue(text.contains("6 of 8 (75%)"), text);
        assertTrue(text.contains("measured slowdown: 1.3x"), text);
        assertTrue(text.contains("false alarm (A/A): lookup hash-map 1K shuffled"), text);
        assertTrue(text.contains("missed: lookup packed-sparse-set-slowed 1M shuffled"), text);
        assertTrue(text.contains("in half the results"), text);
    }

    @Test
    void inputsThatCannotBeAccountedForAreRejected() {
        assertThrows(IllegalArgumentException.class, () -> new GateCheck("x", List.of(), List.of(), 0.1));
        List<GateCheck.GateRow> aa = account(0.10).get(0).falseAlarms();
        assertThrows(IllegalArgumentException.class, () -> new GateCheck("x", aa, aa, 0.1), "no slowed row");
        assertThrows(
                IllegalArgumentException.class,
                () -> new GateCheck("x", aa, account(0.10).get(0).slowedRows(), -1));
        assertThrows(IllegalArgumentException.class, () -> account(0.10).get(0).detectableSlowdown(0));
        assertThrows(
                IllegalArgumentException.class,
                () -> GateCheckRuns.account(a, a2, a, SLOWED_KIND, PACKED_KIND, 0.1),
                "a third run without the slowed contender");
    }
}

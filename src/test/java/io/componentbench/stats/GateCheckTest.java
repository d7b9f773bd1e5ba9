package io.componentbench.stats;

import static io.componentbench.stats.GateFixtures.PACKED;
import static io.componentbench.stats.GateFixtures.SLOWED;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The gate self-test's accounting on fixture runs with known answers: A' equals A except one
 * hash-map result 25% slower (a false alarm); the slowed run makes packed-sparse-set 1.3x slower on
 * all four of its results, one of which (lookup at 1M) has forks too noisy to call.
 */
class GateCheckTest {
    static final List<String> UNCHANGED = List.of(PACKED, "hash-map");
    static final List<String> WITH_SLOWED = List.of(SLOWED, "hash-map");

    @TempDir
    Path tmp;
    List<Measured> a;
    List<Measured> a2;
    List<Measured> slowed;

    @BeforeEach
    void runs() throws Exception {
        a = Measured.read(GateFixtures.write(Files.createDirectories(tmp.resolve("a")), UNCHANGED, (c, k) -> GateFixtures.same()));
        a2 = Measured.read(GateFixtures.write(Files.createDirectories(tmp.resolve("a2")), UNCHANGED,
                (c, k) -> new GateFixtures.Shape(k.equals("lookup hash-map 1000") ? 1.25 : 1, false)));
        slowed = Measured.read(GateFixtures.write(Files.createDirectories(tmp.resolve("s")), WITH_SLOWED,
                (c, k) -> c.equals(SLOWED) ? new GateFixtures.Shape(1.3, k.equals("lookup " + PACKED + " 1000000")) : GateFixtures.same()));
    }

    @Test
    void scoreRowsAreCountedAsTheFixturesDictate() {
        GateCheck scores = GateCheck.of(a, a2, slowed, SLOWED, PACKED, 0.10).get(0);
        assertEquals(12, scores.aaRows(), "4 results of each contender and 4 raw-array references");
        assertEquals(List.of("lookup hash-map distribution=dense order=shuffled size=1000 state=fresh"),
                scores.falseAlarms().stream().map(GateCheck.Row::label).toList());
        assertEquals(8, scores.slowedRows().size(), "4 slowed results, each against A and A'");
        assertEquals(6, scores.slowedFlagged().size(), "the noisy lookup at 1M is missed twice");
        assertTrue(scores.slowedRows().stream().filter(r -> !scores.slowedFlagged().contains(r))
                .allMatch(r -> r.label().startsWith("lookup packed-sparse-set") && r.label().contains("size=1000000")));
        assertEquals(16, scores.unaffectedRows().size());
        assertEquals(1, scores.unaffectedFlagged().size(), "A' has the 25% slower hash-map lookup, the slowed run does not");
        assertEquals(1.3, scores.measuredSlowdown(), 1e-9);
    }

    @Test
    void ratioRowsDivideByTheSameRunsRawArray() {
        GateCheck ratios = GateCheck.of(a, a2, slowed, SLOWED, PACKED, 0.10).get(1);
        assertEquals(8, ratios.aaRows(), "contender rows only");
        assertEquals(1, ratios.falseAlarms().size());
        assertEquals(8, ratios.slowedRows().size());
        assertEquals(6, ratios.slowedFlagged().size());
        assertEquals(8, ratios.unaffectedRows().size());
        assertTrue(ratios.slowedRows().get(0).label().endsWith("/ raw-array (slowed)"), ratios.slowedRows().get(0).label());
    }

    @Test
    void theDetectableSlowdownIsWhatItSays() throws Exception {
        GateCheck scores = GateCheck.of(a, a2, slowed, SLOWED, PACKED, 0.10).get(0);
        double half = scores.detectableSlowdown(0.5);
        double most = scores.detectableSlowdown(0.9);
        assertTrue(half > 1.1 && half < 1.2 && most >= half, half + " " + most);
        // slow every result of A' by just over the 90% figure: at least 90% of the A/A rows must then be flagged
        double s = most * 1.001;
        List<Measured> slowerA2 = Measured.read(GateFixtures.write(Files.createDirectories(tmp.resolve("slower")), UNCHANGED,
                (c, k) -> new GateFixtures.Shape((k.equals("lookup hash-map 1000") ? 1.25 : 1) * s, false)));
        List<GateCheck.Row> rows = GateCheck.scoreRows(a, slowerA2, SLOWED, PACKED);
        long flagged = rows.stream().filter(r -> Change.of(r.ratio(), 0.10, false) == Change.REGRESSION).count();
        assertTrue(flagged >= 0.9 * rows.size(), flagged + " of " + rows.size());
        // and just under the median figure, fewer than half are
        double t = half * 0.999;
        List<Measured> barelyA2 = Measured.read(GateFixtures.write(Files.createDirectories(tmp.resolve("barely")), UNCHANGED,
                (c, k) -> new GateFixtures.Shape(t, false)));
        long few = GateCheck.scoreRows(a, barelyA2, SLOWED, PACKED).stream().filter(r -> Change.of(r.ratio(), 0.10, false).flagged()).count();
        assertTrue(few < 0.5 * rows.size(), few + " of " + rows.size());
    }

    @Test
    void renderNamesEveryFalseAlarmAndMiss() {
        String text = GateCheck.of(a, a2, slowed, SLOWED, PACKED, 0.10).get(0).render();
        assertTrue(text.contains("A/A false alarms:"), text);
        assertTrue(text.contains("1 of 12 (8%)"), text);
        assertTrue(text.contains("6 of 8 (75%)"), text);
        assertTrue(text.contains("measured slowdown: 1.3x"), text);
        assertTrue(text.contains("false alarm (A/A): lookup hash-map"), text);
        assertTrue(text.contains("missed: lookup packed-sparse-set distribution=dense order=shuffled size=1000000 state=fresh (slowed)"), text);
        assertTrue(text.contains("in half the results"), text);
    }

    @Test
    void inputsThatCannotBeAccountedForAreRejected() {
        assertThrows(IllegalArgumentException.class, () -> new GateCheck("x", List.of(), List.of(), 0.1));
        List<GateCheck.Row> aa = GateCheck.scoreRows(a, a2, SLOWED, PACKED);
        assertThrows(IllegalArgumentException.class, () -> new GateCheck("x", aa, aa, 0.1), "no slowed row");
        assertThrows(IllegalArgumentException.class, () -> new GateCheck("x", aa, GateCheck.scoreRows(a, slowed, SLOWED, PACKED), -1));
        assertThrows(IllegalArgumentException.class, () -> GateCheck.of(a, a2, slowed, SLOWED, PACKED, 0.1).get(0).detectableSlowdown(0));
    }
}

package io.componentbench.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Naming the best and those its interval cannot separate from it. */
class RankingTest {

    private static Map<String, Interval> of(Object... nameCenterLowUpper) {
        Map<String, Interval> m = new LinkedHashMap<>();
        for (int i = 0; i < nameCenterLowUpper.length; i += 4) {
            m.put(
                    (String) nameCenterLowUpper[i],
                    Synthetic.interval((double) nameCenterLowUpper[i + 1], (double) nameCenterLowUpper[i + 2], (double)
                            nameCenterLowUpper[i + 3]));
        }
        return m;
    }

    @Test
    void overlappingIntervalsAreNamedAsTiedWithTheBest() {
        Ranking<String> r = Ranking.of(
                of(
                        "hash-map",
                        14.0,
                        12.0,
                        16.0,
                        "sector-array",
                        0.73,
                        0.60,
                        0.86,
                        "packed-sparse-set",
                        0.70,
                        0.55,
                        0.85,
                        "paged-sparse-set",
                        0.65,
                        0.46,
                        0.84,
                        "sparse-set",
                        1.99,
                        1.6,
                        2.4),
                false);
        assertEquals("paged-sparse-set", r.best());
        assertEquals(List.of("packed-sparse-set", "sector-array"), r.tied());
        assertEquals(List.of("sparse-set", "hash-map"), r.behind());
        assertTrue(r.isTie());
        assertEquals(List.of("paged-sparse-set", "packed-sparse-set", "sector-array"), r.leaders());
        assertEquals("paged-sparse-set, tied with packed-sparse-set and sector-array", r.describe(s -> s));
    }

    @Test
    void separatedIntervalsNameOneWinner() {
        Ranking<String> r = Ranking.of(of("a", 1.0, 0.9, 1.1, "b", 2.0, 1.8, 2.2), false);
        assertEquals("a", r.best());
        assertFalse(r.isTie());
        assertEquals("a", r.describe(s -> s));
    }

    @Test
    void higherIsBetterRanksTheOtherWay() {
        Ranking<String> r = Ranking.of(of("a", 1.0, 0.9, 1.1, "b", 2.0, 1.8, 2.2, "c", 1.9, 1.7, 2.1), true);
        assertEquals("b", r.best());
        assertEquals(List.of("c"), r.tied());
        assertEquals("b, tied with c", r.describe(s -> s));
    }

    @Test
    void anUnknownIntervalCannotBeSeparatedAndAnUnknownCenterIsNotRanked() {
        Map<String, Interval> m = of("a", 1.0, 0.9, 1.1);
        m.put("single", Estimate.of(new double[][] {{5}}));
        m.put("nothing", Synthetic.interval(Double.NaN, Double.NaN, Double.NaN));
        Ranking<String> r = Ranking.of(m, false);
        assertEquals("a", r.best());
        assertEquals(List.of("single"), r.tied());
        assertEquals(List.of("nothing"), r.behind());
        assertThrows(
                IllegalArgumentException.class,
                () -> Ranking.of(Map.of("x", Synthetic.interval(Double.NaN, 0, 1)), false));
    }
}

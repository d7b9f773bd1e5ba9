package io.componentbench.compare;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.componentbench.results.CacheModelEntry;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Cache counts compared exactly: printed changes, growth past the threshold a regression, nothing judged without a pair. */
class CountChangesTest {
    private static final String GEOMETRY = "l1d=32K/8,l2=512K/8,line=64,tlb4k=64/4,tlb2m=32/4";

    @Test
    void aCountThatGrewPastTheThresholdIsARegressionPrintedExactly() {
        var base = file(GEOMETRY, entry("dense-hash-map", 2.00), entry("hash-map", 3.10));
        var head = file(GEOMETRY, entry("dense-hash-map", 2.47), entry("hash-map", 3.12));
        CountChanges c = CountChanges.of(Optional.of(base), Optional.of(head), 0.05);
        assertEquals(1, c.failures(false).size(), c.lines().toString());
        assertTrue(
                c.failures(false)
                        .get(0)
                        .startsWith(
                                "dense-hash-map lookup dense 1000000 cold: L1D misses 2.00 -> 2.47 per op (+23.5%)"),
                c.failures(false).get(0));
        assertTrue(
                c.lines().stream()
                        .anyMatch(l -> l.startsWith(
                                "hash-map lookup dense 1000000 cold: L1D misses 3.10 -> 3.12 per op (+0.6%)")),
                c.lines().toString());
    }

    @Test
    void identicalCountsPassAndListNothing() {
        var base = file(GEOMETRY, entry("packed-sparse-set", 1.99));
        CountChanges c = CountChanges.of(Optional.of(base), Optional.of(base), 0.05);
        assertTrue(c.failures(false).isEmpty());
        assertEquals(1, c.lines().size(), "the heading line alone: " + c.lines());
    }

    @Test
    void aTinyCountDoublingIsNoRegression() {
        var base = file(GEOMETRY, entry("packed-sparse-set", 0.002));
        var head = file(GEOMETRY, entry("packed-sparse-set", 0.004));
        assertTrue(CountChanges.of(Optional.of(base), Optional.of(head), 0.05)
                .failures(false)
                .isEmpty());
    }

    @Test
    void aHeadWithoutTheBaselinesCountsFailsUnlessMissingIsAllowed() {
        var base = file(GEOMETRY, entry("hash-map", 3.1));
        CountChanges none = CountChanges.of(Optional.of(base), Optional.empty(), 0.05);
        assertEquals(1, none.failures(false).size());
        assertTrue(none.failures(true).isEmpty());
        CountChanges fewer = CountChanges.of(Optional.of(base), Optional.of(file(GEOMETRY)), 0.05);
        assertEquals(
                List.of("cache count hash-map lookup dense 1000000 cold is only in the baseline"),
                fewer.failures(false));
    }

    @Test
    void countsOfTwoGeometriesAreNotCompared() {
        var base = file(GEOMETRY, entry("hash-map", 3.1));
        var head = file("l1d=48K/12,line=64,tlb4k=64/4,tlb2m=32/4", entry("hash-map", 9.9));
        CountChanges c = CountChanges.of(Optional.of(base), Optional.of(head), 0.05);
        assertTrue(c.failures(false).isEmpty());
        assertTrue(c.lines().get(0).contains("not compared"), c.lines().toString());
    }

    private static CacheModelEntry.File file(String geometry, CacheModelEntry... entries) {
        return new CacheModelEntry.File(geometry, "left out", List.of(entries));
    }

    private static CacheModelEntry entry(String contender, double l1) {
        return new CacheModelEntry(
                contender,
                "lookup",
                "dense",
                1_000_000,
                "cold",
                null,
                1_000_000,
                11,
                0,
                0.19,
                0.01,
                Map.of("L1D", l1),
                Map.of("4k", 0.5, "2m", 0.01),
                List.of(),
                List.of());
    }
}

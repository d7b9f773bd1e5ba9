package io.componentbench.measure;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.componentbench.contender.ContenderKind;
import io.componentbench.results.FootprintEntry;
import io.componentbench.workload.Distribution;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Cells are split only where their contenders do not fit one fork's heap or its subject slots, and
 * what fits nowhere is named.
 */
class CellGroupsTest {
    private static FootprintEntry entry(ContenderKind k, Distribution d, int size, double bytes) {
        return new FootprintEntry(k, d, size, bytes, 1, bytes - FootprintEntry.PAYLOAD_BYTES, bytes / 64, 0);
    }

    private static final List<ContenderKind> FOUR = List.of(
            ContenderKind.HASH_MAP, ContenderKind.TREE_MAP, ContenderKind.PACKED_SPARSE_SET, ContenderKind.SPARSE_SET);

    private static List<FootprintEntry> footprint(double hashMapSparse) {
        List<FootprintEntry> f = new ArrayList<>();
        for (Distribution d : Distribution.values()) {
            f.add(entry(ContenderKind.HASH_MAP, d, 1000, 500)); // a smaller size's figure does not count
            f.add(entry(ContenderKind.HASH_MAP, d, 1_000_000, d == Distribution.SPARSE ? hashMapSparse : 80));
            f.add(entry(ContenderKind.TREE_MAP, d, 1_000_000, 90));
            f.add(entry(ContenderKind.PACKED_SPARSE_SET, d, 1_000_000, 20));
            f.add(entry(ContenderKind.SPARSE_SET, d, 1_000_000, 45));
        }
        return f;
    }

    @Test
    void whatFitsStaysOneCell() {
        CellGroups g =
                CellGroups.plan(FOUR, 1_000_000, List.of(Distribution.DENSE, Distribution.SPARSE), footprint(80));
        assertEquals(List.of(FOUR), g.groups());
        assertTrue(g.leftOut().isEmpty());
        assertEquals(
                List.of(FOUR),
                CellGroups.plan(FOUR, 16_000_000, List.of(Distribution.DENSE), List.of())
                        .groups(),
                "no footprint: nothing to plan with, one cell");
    }

    @Test
    void aLargeCellSplitsIntoGroupsThatEachFitInRegistryOrder() {
        // at 16M, 2x headroom and 48 B/entity of population: hash-map 3.3 GB, tree-map 3.7, packed 1.4, sparse-set 2.2
        // (10.6 GB);
        // a fork has 7.9 GB less 1.8 for the anchor and the twin
        CellGroups g = CellGroups.plan(FOUR, 16_000_000, List.of(Distribution.DENSE), footprint(80));
        assertEquals(2, g.groups().size(), g.groups().toString());
        for (List<ContenderKind> group : g.groups()) {
            assertEquals(FOUR.stream().filter(group::contains).toList(), group, "registry order within a group");
        }
        assertEquals(4, g.groups().stream().mapToInt(List::size).sum(), "every contender in exactly one group");
        assertTrue(g.leftOut().isEmpty());
    }

    @Test
    void aContenderThatFitsNoForkIsNotMeasuredAndSaysWhy() {
        CellGroups g =
                CellGroups.plan(FOUR, 16_000_000, List.of(Distribution.DENSE, Distribution.SPARSE), footprint(300));
        assertEquals(Map.of(ContenderKind.HASH_MAP, g.leftOut().get(ContenderKind.HASH_MAP)), g.leftOut());
        assertTrue(
                g.leftOut().get(ContenderKind.HASH_MAP).startsWith("not measured (memory): about 10.4 GB"),
                g.leftOut().toString());
        assertTrue(g.groups().stream().noneMatch(gr -> gr.contains(ContenderKind.HASH_MAP)));
    }

    @Test
    void aCellWithMoreContendersThanSlotsSplitsIntoGroupsThatFit() {
        CellGroups g = CellGroups.plan(FOUR, 1000, List.of(Distribution.DENSE), footprint(80), 3);
        assertEquals(2, g.groups().size(), g.groups().toString());
        assertTrue(
                g.groups().stream().allMatch(gr -> gr.size() <= 3), g.groups().toString());
        assertEquals(4, g.groups().stream().mapToInt(List::size).sum(), "every contender in exactly one group");
        for (List<ContenderKind> group : g.groups()) {
            assertEquals(FOUR.stream().filter(group::contains).toList(), group, "registry order within a group");
        }
        assertTrue(g.leftOut().isEmpty());
    }

    @Test
    void theGroupsFollowTheBenchmarksSlotsWhateverTheRegistrysSize() {
        assertEquals(io.componentbench.workload.SliceSubject.SLOTS - 2, CellGroups.MAX_CONTENDERS);
        List<ContenderKind> all = ContenderKind.all();
        CellGroups g = CellGroups.plan(all, 1000, List.of(Distribution.DENSE), List.of());
        int expectedGroups = (all.size() + CellGroups.MAX_CONTENDERS - 1) / CellGroups.MAX_CONTENDERS;
        assertEquals(expectedGroups, g.groups().size(), "cells split only for the slots: " + g.groups());
        assertTrue(g.groups().stream().allMatch(gr -> gr.size() <= CellGroups.MAX_CONTENDERS));
    }
}

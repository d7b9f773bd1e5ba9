package io.componentbench.container;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.function.IntFunction;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * Random operation sequences on {@link PackedSparseSet} and {@link PagedSparseSet} (two fields per
 * component: value and -value), checked step by step against a {@link HashMap}. The paged capacity
 * spans three pages so that page boundaries and unallocated pages are crossed.
 */
class PackedSparseSetPropertyTest {
    private static final int FLAT_CAPACITY = 40;
    private static final int PAGED_CAPACITY = 2 * PagedSparseSet.PAGE_SIZE + 10;

    @Provide
    Arbitrary<List<Step>> flatSteps() {
        return Step.sequences(FLAT_CAPACITY);
    }

    @Provide
    Arbitrary<List<Step>> pagedSteps() {
        // concentrate IDs near page boundaries and the ends, where the paging logic lives
        return Step.sequences(FLAT_CAPACITY)
                .map(list -> list.stream()
                        .map(s -> new Step(s.kind(), spread(s.entity()), s.value()))
                        .toList());
    }

    private static int spread(int e) {
        return e < 0 ? e : e < 20 ? e * (PagedSparseSet.PAGE_SIZE / 10) : PAGED_CAPACITY - 22 + e;
    }

    @Property(tries = 1000)
    void packedBehavesLikeAMap(@ForAll("flatSteps") List<Step> steps) {
        check(steps, FLAT_CAPACITY, c -> new PackedSparseSet(c, 2));
    }

    @Property(tries = 1000)
    void pagedBehavesLikeAMap(@ForAll("pagedSteps") List<Step> steps) {
        check(steps, PAGED_CAPACITY, c -> new PagedSparseSet(c, 2));
    }

    private static void check(List<Step> steps, int capacity, IntFunction<PackedSparseSet> factory) {
        PackedSparseSet set = factory.apply(capacity);
        Map<Integer, Float> model = new HashMap<>();
        for (Step s : steps) {
            int e = s.entity();
            boolean inRange = e >= 0 && e < capacity;
            switch (s.kind()) {
                case ADD -> {
                    if (!inRange) assertThrows(IndexOutOfBoundsException.class, () -> set.add(e));
                    else if (model.containsKey(e)) assertThrows(IllegalStateException.class, () -> set.add(e));
                    else {
                        int i = set.add(e);
                        assertEquals(0f, set.get(i, 0));
                        set.set(i, 0, s.value());
                        set.set(i, 1, -s.value());
                        model.put(e, s.value());
                    }
                }
                case GET -> {
                    if (model.containsKey(e)) {
                        int i = set.require(e);
                        assertEquals(model.get(e), set.get(i, 0));
                        assertEquals(-model.get(e), set.get(i, 1));
                    } else {
                        assertThrows(NoSuchElementException.class, () -> set.require(e));
                    }
                }
                case CONTAINS -> assertEquals(model.containsKey(e), set.contains(e));
                case REMOVE -> assertEquals(model.remove(e) != null, set.remove(e));
                case ITERATE, DEFRAGMENT -> {
                    Map<Integer, Float> seen = new HashMap<>();
                    for (int i = 0; i < set.size(); i++) {
                        assertEquals(-set.get(i, 0), set.get(i, 1), "fields of one slot stay together");
                        assertEquals(null, seen.put(set.entityAt(i), set.get(i, 0)), "entity twice in dense");
                    }
                    assertEquals(model, seen);
                }
            }
            assertEquals(model.size(), set.size());
        }
        if (set instanceof PagedSparseSet paged) {
            long touchedPages = model.keySet().stream()
                    .map(e -> e / PagedSparseSet.PAGE_SIZE)
                    .distinct()
                    .count();
            org.junit.jupiter.api.Assertions.assertTrue(paged.allocatedPages() >= touchedPages);
        }
    }
}

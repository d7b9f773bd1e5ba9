package io.componentbench.container;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/** Random operation sequences on {@link SparseSet}, checked step by step against a {@link HashMap}. */
class SparseSetPropertyTest {
    private static final int CAPACITY = 40;

    @Provide
    Arbitrary<List<Step>> steps() {
        return Step.sequences(CAPACITY);
    }

    @Property(tries = 1000)
    void behavesLikeAMap(@ForAll("steps") List<Step> steps) {
        SparseSet<Float> set = new SparseSet<>(CAPACITY);
        Map<Integer, Float> model = new HashMap<>();
        for (Step s : steps) {
            int e = s.entity();
            boolean inRange = e >= 0 && e < CAPACITY;
            switch (s.kind()) {
                case ADD -> {
                    if (!inRange) assertThrows(IndexOutOfBoundsException.class, () -> set.add(e, s.value()));
                    else if (model.containsKey(e))
                        assertThrows(IllegalStateException.class, () -> set.add(e, s.value()));
                    else {
                        set.add(e, s.value());
                        model.put(e, s.value());
                    }
                }
                case GET -> {
                    if (model.containsKey(e)) assertEquals(model.get(e), set.get(e));
                    else assertThrows(NoSuchElementException.class, () -> set.get(e));
                    assertEquals(model.get(e), set.getOrNull(e), "getOrNull, never throwing");
                }
                case CONTAINS -> assertEquals(model.containsKey(e), set.contains(e));
                case REMOVE -> assertEquals(model.remove(e) != null, set.remove(e));
                case ITERATE, DEFRAGMENT -> {
                    Map<Integer, Float> seen = new HashMap<>();
                    for (int i = 0; i < set.size(); i++) {
                        assertEquals(null, seen.put(set.entityAt(i), set.componentAt(i)), "entity twice in dense");
                    }
                    assertEquals(model, seen);
                }
            }
            assertEquals(model.size(), set.size());
        }
    }
}

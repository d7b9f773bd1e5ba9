package io.componentbench.container;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;

/**
 * Swap-back removal moves every field of the last component into the hole, whatever the component's
 * width: {@link InlineFields} copies two fields straight-line and any other width in a loop, and
 * both stores that remove by swap-back ({@link PackedSparseSet}, {@link DenseHashMap}) go through it.
 * After every removal each dense slot must hold exactly the fields written for its key.
 */
class SwapBackFieldsPropertyTest {
    private static final int KEYS = 40;

    @Property(tries = 500)
    void everyFieldStaysWithItsKeyThroughRemovals(
            @ForAll @IntRange(min = 1, max = 5) int width,
            @ForAll boolean hashed,
            @ForAll @Size(max = 60) List<@IntRange(min = -1, max = KEYS) Integer> removals) {
        InlineComponents store = hashed ? new DenseHashMap(width) : new PackedSparseSet(KEYS, width);
        Set<Integer> present = new HashSet<>();
        for (int key = 0; key < KEYS; key++) {
            int i = store.add(key);
            for (int f = 0; f < width; f++) store.set(i, f, value(key, f));
            present.add(key);
        }
        for (int key : removals) {
            assertEquals(present.remove(key), store.remove(key), "removal of " + key);
            assertEquals(present.size(), store.size());
            int[] keys = store.denseKeys();
            float[] fields = store.denseFields();
            Set<Integer> seen = new HashSet<>();
            for (int i = 0; i < store.size(); i++) {
                seen.add(keys[i]);
                for (int f = 0; f < width; f++) {
                    assertEquals(
                            value(keys[i], f), fields[i * width + f], "field " + f + " of key " + keys[i] + " at " + i);
                }
            }
            assertEquals(present, seen);
        }
    }

    /** A value no other key or field has. */
    private static float value(int key, int field) {
        return key * 10 + field + 0.5f;
    }
}

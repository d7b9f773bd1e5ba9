package io.componentbench.container;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.TreeMap;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.lifecycle.AddLifecycleHook;
import net.jqwik.api.lifecycle.LifecycleContext;
import net.jqwik.api.lifecycle.SkipExecutionHook;

/**
 * Random add/remove/get/defragment/iterate sequences on a two-slot sector array with tiny chunks (4
 * sectors, so shifts cross chunk boundaries), on the heap ({@link SectorArray}) and in native memory
 * ({@code OffHeapSectorArray}, JDK 22+: skipped with the reason on an older JVM), checked after every
 * step against one {@link TreeMap} per slot: sectors sorted by ID, the map pointing every live entity
 * at its sector, iteration yielding exactly the model's entities in ascending order, defragmentation
 * keeping content and order, and (heap) the transposed alive bits agreeing with every sector's mask.
 */
class SectorArrayPropertyTest {
    private static final int CAPACITY = 40;
    /** Entity IDs of the wide property: several 64-bit words of alive bits. */
    private static final int WIDE = 200;

    @Provide
    Arbitrary<List<Step>> steps() {
        return Step.sequences(CAPACITY);
    }

    @Property(tries = 1000)
    void behavesLikeSortedMaps(@ForAll("steps") List<Step> steps) {
        behavesLikeSortedMaps(new SectorArray(SectorLayout.of(1, 2), CAPACITY, 4), steps);
    }

    @Property(tries = 1000)
    @AddLifecycleHook(OffHeapRunsHere.class)
    void offHeapBehavesLikeSortedMaps(@ForAll("steps") List<Step> steps) {
        behavesLikeSortedMaps(ForeignMemory.sectorArray(SectorLayout.of(1, 2), CAPACITY, 4), steps);
    }

    @Provide
    Arbitrary<List<Integer>> manyOperations() {
        return net.jqwik.api.Arbitraries.integers()
                .between(0, 8 * WIDE - 1)
                .list()
                .ofMinSize(1)
                .ofMaxSize(600);
    }

    /**
     * Hundreds of sectors, so insertions below the last ID shift the transposed alive bits across 64-bit words
     * and chunks (of 4 sectors): each operation {@code v} adds (v / WIDE % 4 < 2), removes (2) or, every
     * 64th, defragments (3) slot {@code v / WIDE / 4 % 2} of entity {@code v % WIDE}; after each, the bits
     * agree with the masks and a pass over either slot yields the model's entities in order.
     */
    @Property(tries = 200)
    void aliveBitsFollowTheSectorsAcrossWords(@ForAll("manyOperations") List<Integer> operations) {
        SectorArray array = new SectorArray(SectorLayout.of(1, 2), WIDE, 4);
        List<TreeMap<Integer, Float>> model = List.of(new TreeMap<>(), new TreeMap<>());
        int n = 0;
        for (int v : operations) {
            int e = v % WIDE;
            int slot = v / WIDE / 4 % 2;
            TreeMap<Integer, Float> m = model.get(slot);
            switch (v / WIDE % 4) {
                case 0, 1 -> {
                    if (!m.containsKey(e)) {
                        array.setFloat(array.add(e, slot), slot, 0, v);
                        m.put(e, (float) v);
                    }
                }
                case 2 -> assertEquals(m.remove(e) != null, array.remove(e, slot));
                default -> {
                    if (++n % 64 == 0) array.defragment();
                }
            }
            checkAliveBits(array);
            for (int s = 0; s < 2; s++)
                assertEquals(new ArrayList<>(model.get(s).keySet()), iterate(array, 1 << s));
        }
    }

    /** Skips a property, saying why, where the off-heap sector array cannot run (below JDK 22, or a build made there). */
    static final class OffHeapRunsHere implements SkipExecutionHook {
        @Override
        public SkipResult shouldBeSkipped(LifecycleContext context) {
            return ForeignMemory.sectorArrayUnavailableHere()
                    .map(why -> SkipResult.skip("the off-heap sector array " + why))
                    .orElse(SkipResult.doNotSkip());
        }
    }

    private static void behavesLikeSortedMaps(SectorStore array, List<Step> steps) {
        List<TreeMap<Integer, Float>> model = List.of(new TreeMap<>(), new TreeMap<>());
        for (Step s : steps) {
            int e = s.entity();
            int slot = Float.floatToRawIntBits(s.value()) >= 0 ? 0 : 1;
            TreeMap<Integer, Float> m = model.get(slot);
            boolean inRange = e >= 0 && e < CAPACITY;
            switch (s.kind()) {
                case ADD -> {
                    if (!inRange) assertThrows(IndexOutOfBoundsException.class, () -> array.add(e, slot));
                    else if (m.containsKey(e)) assertThrows(IllegalStateException.class, () -> array.add(e, slot));
                    else {
                        int sector = array.add(e, slot);
                        assertEquals(0f, array.getFloat(sector, slot, 0), "new slot words are zeroed");
                        array.setFloat(sector, slot, 0, s.value());
                        m.put(e, s.value());
                    }
                }
                case GET -> {
                    if (m.containsKey(e)) assertEquals(m.get(e), array.getFloat(array.require(e, slot), slot, 0));
                    else assertThrows(NoSuchElementException.class, () -> array.require(e, slot));
                }
                case CONTAINS -> assertEquals(m.containsKey(e), array.has(e, slot));
                case REMOVE -> assertEquals(m.remove(e) != null, array.remove(e, slot));
                case ITERATE -> array.update();
                case DEFRAGMENT -> {
                    List<Integer> before = iterate(array, 0b11);
                    array.defragment();
                    assertEquals(0.0, array.fragmentation());
                    assertEquals(before, iterate(array, 0b11), "defragment keeps content and order");
                }
            }
            checkInvariants(array, model);
        }
    }

    private static void checkInvariants(SectorStore array, List<TreeMap<Integer, Float>> model) {
        for (int s = 1; s < array.size(); s++) {
            assertTrue(array.entityAt(s - 1) < array.entityAt(s), "sectors sorted by strictly ascending ID");
        }
        for (int slot = 0; slot < 2; slot++) {
            for (var entry : model.get(slot).entrySet()) {
                int sector = array.sectorIndex(entry.getKey());
                assertEquals((int) entry.getKey(), array.entityAt(sector), "map points at the entity's sector");
                assertEquals(entry.getValue(), array.getFloat(sector, slot, 0));
            }
            assertEquals(
                    new ArrayList<>(model.get(slot).keySet()),
                    iterate(array, 1 << slot),
                    "iteration = model, ascending");
        }
        if (array instanceof SectorArray heap) checkAliveBits(heap);
        List<Integer> both = new ArrayList<>(model.get(0).keySet());
        both.retainAll(model.get(1).keySet());
        assertEquals(both, iterate(array, 0b11), "grouped iteration = entities with both");
    }

    /** The heap array's transposed masks: each sector's bit per slot as its mask says, nothing from size() on. */
    private static void checkAliveBits(SectorArray array) {
        for (int slot = 0; slot < array.layout().slots(); slot++) {
            long[] bits = array.aliveBits(slot);
            for (int s = 0; s < 64 * bits.length; s++) {
                boolean set = (bits[s >>> 6] & 1L << s) != 0;
                boolean expected = s < array.size() && (array.maskAt(s) & 1 << slot) != 0;
                assertEquals(expected, set, "alive bit of slot " + slot + ", sector " + s + " of " + array.size());
            }
        }
    }

    private static List<Integer> iterate(SectorStore array, int mask) {
        List<Integer> seen = new ArrayList<>();
        array.sumSectors(mask, sector -> {
            seen.add(array.entityAt(sector));
            return 0;
        });
        return seen;
    }
}

package io.componentbench.container;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.Field;
import java.util.List;
import java.util.NoSuchElementException;
import org.junit.jupiter.api.Test;

/** Every error rule of the containers, one test each, plus the structural promises tests can see. */
class ContainerErrorTest {

    @Test
    void negativeCapacityIsRejected() {
        assertThrows(IllegalArgumentException.class, () -> new SparseSet<>(-1));
        assertThrows(IllegalArgumentException.class, () -> new PackedSparseSet(-1, 2));
        assertThrows(IllegalArgumentException.class, () -> new PagedSparseSet(-1, 2));
        assertThrows(IllegalArgumentException.class, () -> new SectorArray(SectorLayout.of(2), -1));
    }

    @Test
    void outOfRangeAddNamesTheIdAndTheCapacity() {
        var e = assertThrows(IndexOutOfBoundsException.class, () -> new SparseSet<String>(10).add(10, "x"));
        assertTrue(e.getMessage().contains("10") && e.getMessage().contains("capacity 10"), e.getMessage());
        assertThrows(IndexOutOfBoundsException.class, () -> new SparseSet<String>(10).add(-1, "x"));
        assertThrows(IndexOutOfBoundsException.class, () -> new PackedSparseSet(10, 2).add(10));
        assertThrows(IndexOutOfBoundsException.class, () -> new PagedSparseSet(10, 2).add(-5));
        assertThrows(IndexOutOfBoundsException.class, () -> new SectorArray(SectorLayout.of(2), 10).add(10, 0));
        assertThrows(IndexOutOfBoundsException.class, () -> new SectorArray(SectorLayout.of(2), 10).add(-1, 0));
    }

    @Test
    void duplicateAddIsRejected() {
        SparseSet<String> s = new SparseSet<>(4);
        s.add(1, "a");
        assertThrows(IllegalStateException.class, () -> s.add(1, "b"));
        assertEquals("a", s.get(1));
        PackedSparseSet p = new PackedSparseSet(4, 1);
        p.add(2);
        assertThrows(IllegalStateException.class, () -> p.add(2));
        SectorArray a = new SectorArray(SectorLayout.of(1, 1), 4);
        a.add(3, 0);
        assertThrows(IllegalStateException.class, () -> a.add(3, 0));
        a.add(3, 1); // another slot of the same entity is fine
    }

    @Test
    void nullComponentIsRejected() {
        assertThrows(NullPointerException.class, () -> new SparseSet<String>(4).add(0, null));
    }

    @Test
    void missingGetNamesTheId() {
        var e = assertThrows(NoSuchElementException.class, () -> new SparseSet<String>(4).get(3));
        assertTrue(e.getMessage().contains("3"), e.getMessage());
        assertThrows(NoSuchElementException.class, () -> new SparseSet<String>(4).get(99));
        assertThrows(NoSuchElementException.class, () -> new PagedSparseSet(4, 1).require(2));
        assertThrows(NoSuchElementException.class, () -> new SectorArray(SectorLayout.of(1), 4).require(2, 0));
    }

    @Test
    void containsAndRemoveNeverThrowOutOfRange() {
        SparseSet<String> s = new SparseSet<>(4);
        assertFalse(s.contains(-1));
        assertFalse(s.contains(4));
        assertFalse(s.contains(Integer.MAX_VALUE));
        assertFalse(s.remove(-1));
        assertFalse(s.remove(4));
        assertFalse(new PagedSparseSet(4, 1).remove(Integer.MIN_VALUE));
        assertFalse(new SectorArray(SectorLayout.of(1), 4).remove(7, 0));
    }

    @Test
    void denseIndexViewsAreChecked() {
        SparseSet<String> s = new SparseSet<>(4);
        s.add(0, "a");
        assertThrows(IndexOutOfBoundsException.class, () -> s.entityAt(1));
        assertThrows(IndexOutOfBoundsException.class, () -> s.componentAt(-1));
        PackedSparseSet p = new PackedSparseSet(4, 2);
        p.add(0);
        assertThrows(IndexOutOfBoundsException.class, () -> p.get(1, 0));
        assertThrows(IndexOutOfBoundsException.class, () -> p.get(0, 2));
    }

    @Test
    void swapBackRemovalMovesTheLastAndClearsTheVacatedSlot() throws Exception {
        SparseSet<String> s = new SparseSet<>(8);
        s.add(5, "a");
        s.add(6, "b");
        s.add(7, "c");
        assertTrue(s.remove(5));
        assertEquals(7, s.entityAt(0), "the last element moved into the hole");
        assertEquals("c", s.componentAt(0));
        Field f = SparseSet.class.getDeclaredField("components");
        f.setAccessible(true);
        Object[] components = (Object[]) f.get(s);
        assertNull(components[0], "the permanent null an absent entity's sparse entry 0 reads");
        assertEquals("b", components[2]);
        assertNull(components[3], "no stale reference left behind");
    }

    @Test
    void denseArraysGrowByDoublingCappedAtCapacity() throws Exception {
        SparseSet<Integer> s = new SparseSet<>(20);
        Field f = SparseSet.class.getDeclaredField("dense");
        f.setAccessible(true);
        for (int e = 0; e < 20; e++) s.add(e, e);
        assertEquals(20, ((int[]) f.get(s)).length, "8 -> 16 -> capped at 20");
        s = new SparseSet<>(20);
        for (int e = 0; e < 9; e++) s.add(e, e);
        assertEquals(16, ((int[]) f.get(s)).length);
    }

    @Test
    void pagedSetAllocatesOnlyTouchedPages() {
        PagedSparseSet p = new PagedSparseSet(100 * PagedSparseSet.PAGE_SIZE, 2);
        assertEquals(0, p.allocatedPages());
        p.add(0);
        p.add(50 * PagedSparseSet.PAGE_SIZE + 3);
        p.add(50 * PagedSparseSet.PAGE_SIZE + 4);
        assertEquals(2, p.allocatedPages());
        assertFalse(p.contains(99 * PagedSparseSet.PAGE_SIZE));
        assertEquals(2, p.allocatedPages(), "a lookup allocates nothing");
    }

    @Test
    void sectorLayoutAcceptsOneToThirtyTwoSlots() {
        assertThrows(IllegalArgumentException.class, SectorLayout::of);
        assertThrows(IllegalArgumentException.class, () -> SectorLayout.of(new int[33]));
        int[] ones = new int[32];
        java.util.Arrays.fill(ones, 1);
        SectorLayout full = SectorLayout.of(ones);
        assertEquals(32, full.slots());
        assertEquals(1 << 31, full.bit(31));
        SectorArray a = new SectorArray(full, 4);
        a.add(2, 31);
        assertTrue(a.has(2, 31));
        assertFalse(a.has(2, 30));
        assertThrows(IllegalArgumentException.class, () -> SectorLayout.of(2, 0));
    }

    @Test
    void sectorOffsetsArePrefixSums() {
        SectorLayout l = SectorLayout.of(2, 3, 1);
        assertEquals(0, l.offset(0));
        assertEquals(2, l.offset(1));
        assertEquals(5, l.offset(2));
        assertEquals(6, l.sectorWords());
    }

    @Test
    void chunkSizeMustBeAPowerOfTwo() {
        assertThrows(IllegalArgumentException.class, () -> new SectorArray(SectorLayout.of(1), 10, 6));
        assertThrows(IllegalArgumentException.class, () -> new SectorArray(SectorLayout.of(1), 10, 0));
    }

    @Test
    void insertionBeforeTheTailShiftsAcrossChunkBoundaries() {
        SectorArray a = new SectorArray(SectorLayout.of(1), 100, 4);
        for (int e = 10; e < 30; e += 2) {
            a.setFloat(a.add(e, 0), 0, 0, e);
        }
        assertEquals(3, a.chunks());
        a.setFloat(a.add(1, 0), 0, 0, 1); // in front of everything: the whole tail moves across 3 chunks
        a.setFloat(a.add(17, 0), 0, 0, 17);
        int previous = -1;
        for (int s = 0; s < a.size(); s++) {
            int e = a.entityAt(s);
            assertTrue(e > previous);
            assertEquals(e, a.getFloat(s, 0, 0), "payload moved with its entity");
            assertEquals(s, a.sectorIndex(e), "map updated for moved sectors");
            previous = e;
        }
        assertEquals(12, a.size());
    }

    @Test
    void reserveAddsChunksUpFront() {
        SectorArray a = new SectorArray(SectorLayout.of(1), 100, 8);
        a.reserve(17);
        assertEquals(3, a.chunks());
        a.reserve(5);
        assertEquals(3, a.chunks());
    }

    @Test
    void sparseSetReserveIsAHintCappedAtCapacityThatKeepsTheContents() throws Exception {
        SparseSet<String> s = new SparseSet<>(100);
        s.add(7, "seven");
        s.reserve(40);
        assertEquals(40, ((int[]) field(s, "dense")).length);
        s.reserve(1000);
        assertEquals(100, ((int[]) field(s, "dense")).length, "never beyond the entity capacity");
        s.reserve(3);
        assertEquals(100, ((int[]) field(s, "dense")).length, "never shrinks");
        assertEquals("seven", s.get(7));
        assertEquals(1, s.size());
        assertThrows(IllegalArgumentException.class, () -> s.reserve(-1));

        PackedSparseSet p = new PagedSparseSet(100, 2);
        p.set(p.add(9), 1, 4f);
        p.reserve(30);
        assertEquals(30, p.denseKeys().length);
        assertEquals(60, p.denseFields().length);
        assertEquals(4f, p.get(p.require(9), 1));
        assertThrows(IllegalArgumentException.class, () -> p.reserve(-2));
    }

    private static Object field(Object o, String name) throws ReflectiveOperationException {
        Field f = o.getClass().getDeclaredField(name);
        f.setAccessible(true);
        return f.get(o);
    }

    @Test
    void updateDefragmentsOnlyAboveTheThreshold() {
        SectorArray a = new SectorArray(SectorLayout.of(1), 100, 4);
        for (int e = 0; e < 10; e++) a.add(e, 0);
        a.remove(3, 0);
        a.remove(4, 0);
        assertEquals(0.2, a.fragmentation(), 1e-9);
        assertFalse(a.update(), "0.2 is not above the 0.2 threshold");
        a.remove(5, 0);
        assertTrue(a.update());
        assertEquals(7, a.size());
        assertEquals(-1, a.sectorIndex(4), "dropped sectors leave the map");
        a.setDefragmentThreshold(0.5);
        assertThrows(IllegalArgumentException.class, () -> a.setDefragmentThreshold(1.5));
    }

    @Test
    void aDeadSectorIsRevivedInPlace() {
        SectorArray a = new SectorArray(SectorLayout.of(1), 100, 4);
        a.add(1, 0);
        a.add(5, 0);
        a.remove(1, 0);
        assertEquals(0.5, a.fragmentation());
        assertEquals(0, a.add(1, 0));
        assertEquals(0.0, a.fragmentation());
    }

    @Test
    void aThirtyTwoSlotLayoutIteratesAnyMask() {
        int[] ones = new int[32];
        java.util.Arrays.fill(ones, 1);
        SectorArray a = new SectorArray(SectorLayout.of(ones), 8);
        a.setFloat(a.add(3, 31), 31, 0, 2f);
        a.add(3, 0);
        a.add(5, 0);
        // the layout check must not shift an int mask by 32: in Java (mask >>> 32) == mask, every mask "beyond the
        // layout"
        assertEquals(1, a.sum(1 << 31, (w, at, s) -> 1));
        assertEquals(2, a.sum(1, (w, at, s) -> 1));
        assertEquals(1, a.sum(1 | 1 << 31, (w, at, s) -> 1));
        assertEquals(2, a.sum(1 << 31, (w, at, s) ->
                (long) Float.intBitsToFloat(w[at + a.layout().offset(31)])));
    }

    @Test
    void aCapacityNoArrayCanHoldIsAClearArgumentError() {
        for (Runnable create : List.<Runnable>of(
                () -> new SparseSet<String>(Integer.MAX_VALUE),
                () -> new PackedSparseSet(Integer.MAX_VALUE, 2),
                () -> new SectorArray(SectorLayout.of(2), Integer.MAX_VALUE))) {
            var e = assertThrows(IllegalArgumentException.class, create::run);
            assertTrue(
                    e.getMessage().contains("entity capacity " + Integer.MAX_VALUE)
                            && e.getMessage().contains("PagedSparseSet"),
                    e.getMessage());
        }
        long beyondHeap = Math.min(Integer.MAX_VALUE - 8, Runtime.getRuntime().maxMemory() / 4 + 1);
        if (4 * beyondHeap > Runtime.getRuntime().maxMemory()) {
            var e = assertThrows(IllegalArgumentException.class, () -> new SparseSet<String>((int) beyondHeap));
            assertTrue(e.getMessage().contains("maximum heap"), e.getMessage());
        }
        PagedSparseSet paged = new PagedSparseSet(Integer.MAX_VALUE, 2); // pages follow the IDs in use: fine
        paged.add(Integer.MAX_VALUE - 1);
        assertTrue(paged.contains(Integer.MAX_VALUE - 1));
    }

    @Test
    void aSectorLargerThanAnyArrayIsRejected() {
        var e = assertThrows(
                IllegalArgumentException.class, () -> SectorLayout.of(Integer.MAX_VALUE, Integer.MAX_VALUE));
        assertTrue(e.getMessage().contains("longer than the longest Java array"), e.getMessage());
        SectorLayout big = SectorLayout.of(1 << 20);
        assertEquals(1 << 20, big.sectorWords());
        var chunk = assertThrows(IllegalArgumentException.class, () -> new SectorArray(big, 10, 8192));
        assertTrue(chunk.getMessage().contains("fewer sectors per chunk"), chunk.getMessage());
    }

    @Test
    void removingWhileIteratingBackwardsVisitsEveryElementOnceAndForwardsSkips() {
        SparseSet<Integer> backwards = new SparseSet<>(100);
        PackedSparseSet packed = new PagedSparseSet(100, 1);
        for (int e = 0; e < 100; e++) {
            backwards.add(e, e);
            packed.add(e);
        }
        int visited = 0;
        for (int i = backwards.size() - 1; i >= 0; i--, visited++) {
            if (backwards.entityAt(i) % 2 == 0) backwards.remove(backwards.entityAt(i));
        }
        for (int i = packed.size() - 1; i >= 0; i--) packed.remove(packed.entityAt(i));
        assertEquals(100, visited);
        assertEquals(50, backwards.size());
        for (int e = 0; e < 100; e++) assertEquals(e % 2 == 1, backwards.contains(e), "entity " + e);
        assertEquals(0, packed.size());
        // the documented pitfall: a forward loop that removes skips the element swapped into the hole
        SparseSet<Integer> forwards = new SparseSet<>(100);
        for (int e = 0; e < 100; e++) forwards.add(e, e);
        for (int i = 0; i < forwards.size(); i++) forwards.remove(forwards.entityAt(i));
        assertEquals(50, forwards.size());
    }

    @Test
    void aHugeFieldCountIsAClearErrorNotANegativeArraySize() {
        IllegalArgumentException tooWide =
                assertThrows(IllegalArgumentException.class, () -> new PackedSparseSet(10, Integer.MAX_VALUE));
        assertTrue(tooWide.getMessage().contains("longest Java array"), tooWide.getMessage());
        // wide components: growth stops where their fields would overflow an int-indexed array (8 * 2^30 did, going
        // negative);
        // allocating that much is not for a unit test, so the limit itself is checked
        PackedSparseSet wide = new PackedSparseSet(10, 1 << 30);
        assertEquals(1, wide.componentLimit());
        assertTrue((long) wide.componentLimit() * wide.fieldCount() <= Integer.MAX_VALUE - 8);
        assertEquals(10, new PackedSparseSet(10, 2).componentLimit(), "narrow components: the entity capacity");
    }

    @Test
    void sectorReserveIsCappedAtTheCapacityAndRejectsANegativeCount() {
        SectorArray a = new SectorArray(SectorLayout.of(2), 100, 16);
        a.reserve(Integer.MAX_VALUE); // capped at 100 sectors: 7 chunks, not an OutOfMemoryError
        assertEquals(7, a.chunks());
        assertThrows(IllegalArgumentException.class, () -> a.reserve(-1));
    }

    @Test
    void aBadSectorNamesItselfAndTheSectorsInUse() {
        SectorArray a = new SectorArray(SectorLayout.of(2), 10);
        a.add(3, 0);
        IndexOutOfBoundsException e = assertThrows(IndexOutOfBoundsException.class, () -> a.getFloat(5, 0, 0));
        assertEquals("sector 5 outside 0..0 (sectors in use)", e.getMessage());
        assertThrows(IndexOutOfBoundsException.class, () -> a.setFloat(-1, 0, 0, 1f));
    }
}

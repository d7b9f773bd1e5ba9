package io.componentbench.container;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;

/** Every error rule of {@link DenseHashMap}'s public API, one test each, plus its sizing and swap-back promises. */
class DenseHashMapTest {

    private static void throwsNaming(Class<? extends Throwable> type, String value, Executable call) {
        Throwable e = assertThrows(type, call);
        assertTrue(e.getMessage().contains(value), e.getMessage() + " should name " + value);
    }

    @Test
    void fieldCountBelowOneIsRejectedByBothConstructors() {
        throwsNaming(IllegalArgumentException.class, "0", () -> new DenseHashMap(0));
        throwsNaming(IllegalArgumentException.class, "-3", () -> new DenseHashMap(-3));
        throwsNaming(IllegalArgumentException.class, "-3", () -> new DenseHashMap(-3, 10));
    }

    @Test
    void negativeOrImpossibleExpectedSizeIsRejected() {
        throwsNaming(IllegalArgumentException.class, "-1", () -> new DenseHashMap(2, -1));
        throwsNaming(
                IllegalArgumentException.class,
                String.valueOf(Integer.MAX_VALUE),
                () -> new DenseHashMap(2, Integer.MAX_VALUE));
    }

    @Test
    void duplicateAddNamesTheKeyAndChangesNothing() {
        for (int key : new int[] {7, 0, -1, Integer.MIN_VALUE, Integer.MAX_VALUE}) {
            DenseHashMap m = new DenseHashMap(2);
            m.add(3);
            m.set(m.add(key), 1, 42f);
            throwsNaming(IllegalStateException.class, String.valueOf(key), () -> m.add(key));
            assertEquals(2, m.size());
            assertEquals(1, m.indexOf(key));
            assertEquals(42f, m.get(1, 1));
            m.checkIndex();
        }
    }

    @Test
    void denseIndexOutsideTheEntriesIsRejectedNamingIt() {
        DenseHashMap empty = new DenseHashMap(2);
        throwsNaming(IndexOutOfBoundsException.class, "0", () -> empty.get(0, 0));
        throwsNaming(IndexOutOfBoundsException.class, "0", () -> empty.keyAt(0));
        DenseHashMap m = new DenseHashMap(2);
        m.add(-5);
        throwsNaming(IndexOutOfBoundsException.class, "1", () -> m.get(1, 0));
        throwsNaming(IndexOutOfBoundsException.class, "-1", () -> m.get(-1, 0));
        throwsNaming(IndexOutOfBoundsException.class, "1", () -> m.set(1, 0, 1f));
        throwsNaming(IndexOutOfBoundsException.class, "-2", () -> m.set(-2, 0, 1f));
        throwsNaming(IndexOutOfBoundsException.class, "1", () -> m.keyAt(1));
        throwsNaming(IndexOutOfBoundsException.class, "-1", () -> m.keyAt(-1));
        m.remove(-5);
        throwsNaming(IndexOutOfBoundsException.class, "0", () -> m.get(0, 0));
    }

    @Test
    void fieldOutsideTheComponentIsRejectedNamingIt() {
        DenseHashMap m = new DenseHashMap(2);
        m.add(1);
        throwsNaming(IndexOutOfBoundsException.class, "field 2", () -> m.get(0, 2));
        throwsNaming(IndexOutOfBoundsException.class, "field -1", () -> m.get(0, -1));
        throwsNaming(IndexOutOfBoundsException.class, "field 2", () -> m.set(0, 2, 1f));
        throwsNaming(IndexOutOfBoundsException.class, "field -1", () -> m.set(0, -1, 1f));
        assertEquals(0f, m.get(0, 0), "a rejected write changes nothing");
        assertEquals(0f, m.get(0, 1));
    }

    @Test
    void queriesAndRemovalNeverThrowForAnyKey() {
        DenseHashMap m = new DenseHashMap(1);
        int[] keys = {Integer.MIN_VALUE, Integer.MIN_VALUE + 1, -1, 0, 1, Integer.MAX_VALUE - 1, Integer.MAX_VALUE};
        for (int k : keys) {
            assertFalse(m.contains(k));
            assertEquals(-1, m.indexOf(k));
            assertFalse(m.remove(k));
        }
        for (int k : keys) m.add(k);
        for (int i = 0; i < keys.length; i++) {
            assertTrue(m.contains(keys[i]));
            assertEquals(i, m.indexOf(keys[i]));
        }
        assertFalse(m.contains(2));
        assertFalse(m.remove(-2));
        m.checkIndex();
    }

    @Test
    void expectedSizeMeansNoGrowthUpToIt() {
        DenseHashMap m = new DenseHashMap(2, 1000);
        int table = m.tableLength();
        int[] keys = m.denseKeys();
        float[] fields = m.denseFields();
        assertEquals(1751, table, "7 slots per 4 entries, plus one");
        for (int k = 0; k < 1000; k++) m.add(k * 7919);
        assertEquals(table, m.tableLength());
        assertSame(keys, m.denseKeys());
        assertSame(fields, m.denseFields());
        m.add(-1);
        assertEquals(2000, m.denseKeys().length, "the dense arrays double past the expected size");
        assertEquals(3501, m.tableLength(), "and the table is rebuilt for the new capacity");
        assertEquals(22, new DenseHashMap(2, 12).tableLength());
        assertEquals(8, new DenseHashMap(2).tableLength(), "the smallest table before any entry");
        m.checkIndex();
    }

    @Test
    void tableGrowsWithTheDenseArraysSoTheLoadStaysAtMostFourSevenths() {
        DenseHashMap m = new DenseHashMap(1);
        m.add(0);
        assertEquals(8, m.denseKeys().length);
        assertEquals(15, m.tableLength());
        for (int k = 1; k < 8; k++) m.add(k);
        assertEquals(15, m.tableLength(), "8 entries in 15 slots");
        m.add(8);
        assertEquals(16, m.denseKeys().length);
        assertEquals(29, m.tableLength());
        m.checkIndex();
    }

    @Test
    void oneMillionEntriesTakeAtMost28BytesEachByDesign() {
        // the layout's own arithmetic (JOL measures the same arrays: `scripts/cli footprint`)
        int capacity = 1 << 20; // the dense capacity one million entries reach by doubling from 8
        long bytes =
                4L * capacity + 2 * 4L * capacity + (long) DenseHashMap.SLOT_BYTES * DenseHashMap.indexLength(capacity);
        assertTrue(bytes / 1e6 <= 28, bytes / 1e6 + " bytes per entry");
    }

    @Test
    void removalMovesTheLastEntryIntoTheHole() {
        DenseHashMap m = new DenseHashMap(2);
        for (int k : new int[] {10, 20, 30}) {
            int i = m.add(k);
            m.set(i, 0, k);
            m.set(i, 1, -k);
        }
        assertTrue(m.remove(10));
        assertEquals(30, m.keyAt(0), "the last entry moved into the hole");
        assertEquals(30f, m.get(0, 0));
        assertEquals(-30f, m.get(0, 1));
        assertEquals(0, m.indexOf(30));
        assertEquals(20, m.keyAt(1));
        assertEquals(-1, m.indexOf(10));
        int i = m.add(40);
        assertEquals(2, i);
        assertEquals(0f, m.get(i, 0), "a new entry starts zeroed even where an old one lived");
        assertEquals(0f, m.get(i, 1));
        m.checkIndex();
    }
}

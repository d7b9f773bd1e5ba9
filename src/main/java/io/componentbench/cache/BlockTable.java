package io.componentbench.cache;

import java.util.Arrays;

/**
 * Non-negative block numbers mapped to an {@code int}, by open addressing with linear probing: the
 * model's own bookkeeping, primitive so that feeding the model allocates nothing between growths.
 */
final class BlockTable {
    private static final long FREE = -1;

    private long[] keys;
    private int[] values;
    private int size;

    BlockTable(int expected) {
        int capacity = Integer.highestOneBit(Math.max(16, expected) * 2 - 1) << 1;
        keys = new long[capacity];
        values = new int[capacity];
        Arrays.fill(keys, FREE);
    }

    int size() {
        return size;
    }

    /** The value of {@code block}, or {@code absent}. */
    int get(long block, int absent) {
        int mask = keys.length - 1;
        for (int i = slot(block, mask); ; i = (i + 1) & mask) {
            if (keys[i] == block) return values[i];
            if (keys[i] == FREE) return absent;
        }
    }

    /** Sets the value of {@code block} and returns the one it had, or {@code absent} when it was new. */
    int put(long block, int value, int absent) {
        int mask = keys.length - 1;
        int i = slot(block, mask);
        while (keys[i] != FREE && keys[i] != block) i = (i + 1) & mask;
        int old = keys[i] == block ? values[i] : absent;
        values[i] = value;
        if (keys[i] == block) return old;
        keys[i] = block;
        if (++size * 2 > keys.length) grow();
        return absent;
    }

    /** Visits every entry. */
    void forEach(Entry visitor) {
        for (int i = 0; i < keys.length; i++) if (keys[i] != FREE) visitor.accept(keys[i], values[i]);
    }

    void clear() {
        Arrays.fill(keys, FREE);
        size = 0;
    }

    /** One entry of {@link #forEach}. */
    interface Entry {
        void accept(long block, int value);
    }

    private void grow() {
        long[] oldKeys = keys;
        int[] oldValues = values;
        keys = new long[oldKeys.length * 2];
        values = new int[oldKeys.length * 2];
        Arrays.fill(keys, FREE);
        size = 0;
        for (int i = 0; i < oldKeys.length; i++) if (oldKeys[i] != FREE) put(oldKeys[i], oldValues[i], 0);
    }

    private static int slot(long block, int mask) {
        long h = block * 0x9E3779B97F4A7C15L; // Fibonacci hashing: consecutive blocks spread
        return (int) (h >>> 32) & mask;
    }
}

package io.componentbench.container;

import java.util.Arrays;

/**
 * A hash map from any {@code int} key to a component of a fixed number of inline {@code float}
 * fields, after EnTT's {@code entt::dense_map}: the entries live in dense arrays in insertion order
 * (so iteration is a straight walk, as over a sparse set), and a hashed index maps a key to its dense
 * position (so memory follows the number of entries, not the largest key, unlike a sparse set).
 * Removal moves the last entry into the hole (swap-back) and repoints that entry's index slot. It is
 * the component store for IDs that are sparse, negative or huge, where a sparse set would pay for
 * the whole ID range.
 *
 * <p><b>Dense part.</b> {@code keys[i]} is the key of entry {@code i} and its field {@code f} is
 * {@code fields[i * fieldCount + f]}; entries {@code 0..size()-1} are live, each key once, and a new
 * entry's fields start at zero. {@link #denseKeys()} and {@link #denseFields()} expose the arrays
 * themselves for the tightest loops (valid until the next {@code add}). The arrays grow by doubling.
 *
 * <p><b>Index.</b> One {@code int[]} table of power-of-two length, open addressing with linear
 * probing from the slot {@code hash & mask}. A slot holds 0 when empty, otherwise
 * {@code (hash & ~mask) | (denseIndex + 1)}: the dense position in the low bits (it is below the table
 * length because the load stays below 1) and the hash bits that did not pick the home slot in the
 * high bits, as a fingerprint ({@code 32 - log2(table length)} bits: 11 at one million entries). A
 * probe only reads {@code keys[]} for a slot whose fingerprint matches, so a lookup costs one miss
 * into the table plus the entry itself, and a failed lookup usually never leaves the table. Removal uses backward-shift deletion, so there are no tombstones
 * and probe lengths do not degrade with churn. Keys are mixed by murmur3's {@code fmix32}, a
 * bijection with full avalanche, so clustered IDs (sequential, or sharing low bits) spread evenly and
 * the fingerprint bits are independent of the slot bits.
 *
 * <p><b>Why this index.</b> Chained buckets in dense order (EnTT's {@code next} array) cost a
 * dependent miss into the dense arrays per chain hop, and Java cannot put the link, key and value in
 * one node without an object per entry; slots holding the key as well ({@code long}s) would double
 * the table (about 29 instead of 21 bytes per entity at one million). Linear probing keeps a probe inside one 64-byte line of 16 slots in the common case,
 * and the fingerprint removes the extra key reads that make plain index tables slow on collisions.
 *
 * <p><b>Maximum load 3/4</b> (the table doubles when an add would exceed it, and is rebuilt from the
 * dense keys). The same bound as fastutil's default, so a comparison with fastutil's maps is about
 * layout rather than load; linear probing past about 0.8 lengthens failed probes sharply. Between
 * doublings the load is 3/8..3/4, so the index costs 5.3..10.7 bytes per entry (8.4 at one million),
 * on top of 4 bytes of key and {@code 4 * fieldCount} bytes of fields.
 */
public final class DenseHashMap implements InlineComponents {
    private static final int MIN_TABLE = 8;
    private static final int MAX_TABLE = 1 << 30;
    private static final int MAX_ARRAY = Integer.MAX_VALUE - 8;

    private final int fieldCount;
    private final int maxEntries;
    private int[] keys;
    private float[] fields;
    private int size;
    private int[] table;
    private int mask;
    private int maxFill;

    /** An empty map whose components have {@code fieldCount} floats each. */
    public DenseHashMap(int fieldCount) {
        this(fieldCount, 0);
    }

    /**
     * An empty map sized so that {@code expectedSize} entries fit without any growth (0 = the
     * smallest table and empty dense arrays).
     */
    public DenseHashMap(int fieldCount, int expectedSize) {
        if (fieldCount < 1) throw new IllegalArgumentException("field count must be >= 1, got " + fieldCount);
        if (expectedSize < 0) throw new IllegalArgumentException("expected size must be >= 0, got " + expectedSize);
        this.fieldCount = fieldCount;
        this.maxEntries = Math.min(MAX_TABLE / 4 * 3, MAX_ARRAY / fieldCount);
        if (expectedSize > maxEntries) {
            throw new IllegalArgumentException("expected size " + expectedSize + " exceeds the maximum of "
                    + maxEntries + " entries of " + fieldCount + " fields");
        }
        this.keys = new int[expectedSize];
        this.fields = new float[expectedSize * fieldCount];
        rebuild(tableLengthFor(expectedSize));
    }

    /** Number of entries. */
    @Override
    public int size() { return size; }

    /** Floats per component. */
    public int fieldCount() { return fieldCount; }

    /** True when the key has an entry; any key accepted, never throws. */
    public boolean contains(int key) {
        return indexOf(key) >= 0;
    }

    /** The dense index of the key's entry, or -1 when absent; any key accepted, never throws. */
    @Override
    public int indexOf(int key) {
        int h = mix(key);
        int[] t = table;
        int m = mask;
        for (int s = h & m; ; s = (s + 1) & m) {
            int v = t[s];
            if (v == 0) return -1;
            if (((v ^ h) & ~m) == 0) {
                int i = (v & m) - 1;
                if (keys[i] == key) return i;
            }
        }
    }

    /**
     * Appends an entry with zeroed fields for the key and returns its dense index (write the fields
     * with {@link #set}). A key already present is an {@link IllegalStateException} naming it, and
     * leaves the map unchanged.
     */
    @Override
    public int add(int key) {
        if (indexOf(key) >= 0) throw new IllegalStateException("key " + key + " is already in the map");
        if (size == maxEntries) {
            throw new IllegalStateException("the map is full: " + maxEntries + " entries of " + fieldCount + " fields");
        }
        if (size == keys.length) {
            int n = (int) Math.min(maxEntries, Math.max(MIN_TABLE, 2L * size));
            keys = Arrays.copyOf(keys, n);
            fields = Arrays.copyOf(fields, n * fieldCount);
        }
        if (size == maxFill) rebuild(2 * table.length);
        int i = size++;
        keys[i] = key;
        Arrays.fill(fields, i * fieldCount, (i + 1) * fieldCount, 0f);
        int h = mix(key);
        table[emptySlot(h)] = slotValue(h, i);
        return i;
    }

    /** Field {@code field} of the entry at a dense index. */
    public float get(int denseIndex, int field) {
        return fields[checked(denseIndex, field)];
    }

    /** Writes field {@code field} of the entry at a dense index. */
    @Override
    public void set(int denseIndex, int field, float value) {
        fields[checked(denseIndex, field)] = value;
    }

    /**
     * Removes the key's entry: the last entry moves into its dense position (swap-back) and the
     * vacated index slot is closed by backward shift. False when absent; never throws.
     */
    @Override
    public boolean remove(int key) {
        int h = mix(key);
        int m = mask;
        int s = h & m;
        int i;
        while (true) {
            int v = table[s];
            if (v == 0) return false;
            i = (v & m) - 1;
            if (((v ^ h) & ~m) == 0 && keys[i] == key) break;
            s = (s + 1) & m;
        }
        int last = --size;
        if (i != last) {
            int moved = keys[last];
            int hm = mix(moved);
            table[slotHolding(hm, slotValue(hm, last))] = slotValue(hm, i);
            keys[i] = moved;
            System.arraycopy(fields, last * fieldCount, fields, i * fieldCount, fieldCount);
        }
        closeGap(s);
        return true;
    }

    /** The key of the entry at a dense index, {@code 0 <= denseIndex < size()}. */
    public int keyAt(int denseIndex) {
        EntityChecks.requireDenseIndex(denseIndex, size);
        return keys[denseIndex];
    }

    /** Zero-copy view of the dense keys (the first {@code size()} valid until the next add). */
    @Override
    public int[] denseKeys() { return keys; }

    /** Zero-copy view of the inline fields (the first {@code size() * fieldCount()} valid until the next add). */
    @Override
    public float[] denseFields() { return fields; }

    /** murmur3's 32-bit finalizer: a bijection in which every input bit affects every output bit. */
    static int mix(int key) {
        int h = key;
        h ^= h >>> 16;
        h *= 0x85ebca6b;
        h ^= h >>> 13;
        h *= 0xc2b2ae35;
        h ^= h >>> 16;
        return h;
    }

    /**
     * Checks the index against the dense arrays and throws {@link AssertionError} naming the first
     * broken rule: every occupied slot holds a live dense index with the fingerprint of its key, is
     * reachable from its home slot without crossing an empty one, every entry has exactly one slot,
     * and the load is at most 3/4. For tests.
     */
    void checkIndex() {
        int m = mask;
        boolean[] seen = new boolean[size];
        int occupied = 0;
        for (int s = 0; s < table.length; s++) {
            int v = table[s];
            if (v == 0) continue;
            occupied++;
            int i = (v & m) - 1;
            if (i < 0 || i >= size) throw new AssertionError("slot " + s + " holds dense index " + i + " of " + size);
            if (seen[i]) throw new AssertionError("dense index " + i + " has two slots");
            seen[i] = true;
            int h = mix(keys[i]);
            if (v != slotValue(h, i)) throw new AssertionError("slot " + s + " has the wrong fingerprint for key " + keys[i]);
            for (int p = h & m; p != s; p = (p + 1) & m) {
                if (table[p] == 0) throw new AssertionError("key " + keys[i] + " in slot " + s + " is cut off from home " + (h & m));
            }
        }
        if (occupied != size) throw new AssertionError(occupied + " occupied slots for " + size + " entries");
        if (size > maxFill || maxFill != table.length / 4 * 3) throw new AssertionError("load " + size + "/" + table.length);
    }

    /** Length of the index table, for tests. */
    int tableLength() { return table.length; }

    private int slotValue(int h, int denseIndex) {
        return (h & ~mask) | (denseIndex + 1);
    }

    private int emptySlot(int h) {
        int s = h & mask;
        while (table[s] != 0) s = (s + 1) & mask;
        return s;
    }

    private int slotHolding(int h, int value) {
        int s = h & mask;
        while (table[s] != value) s = (s + 1) & mask;
        return s;
    }

    /**
     * Empties slot {@code hole}, then walks the cluster after it and moves back every entry whose
     * home slot is not cyclically within (hole, its slot], so each stays reachable from its home.
     */
    private void closeGap(int hole) {
        int m = mask;
        for (int s = (hole + 1) & m; ; s = (s + 1) & m) {
            int v = table[s];
            if (v == 0) break;
            int home = mix(keys[(v & m) - 1]) & m;
            if (((s - home) & m) >= ((s - hole) & m)) {
                table[hole] = v;
                hole = s;
            }
        }
        table[hole] = 0;
    }

    private static int tableLengthFor(int entries) {
        long needed = Math.max(MIN_TABLE, (4L * entries + 2) / 3);
        return (int) Math.max(MIN_TABLE, Long.highestOneBit(needed - 1) << 1);
    }

    /** A new table of {@code length} slots holding every live entry (dense order, so no old slot is read). */
    private void rebuild(int length) {
        table = new int[length];
        mask = length - 1;
        maxFill = length / 4 * 3;
        for (int i = 0; i < size; i++) {
            int h = mix(keys[i]);
            table[emptySlot(h)] = slotValue(h, i);
        }
    }

    private int checked(int denseIndex, int field) {
        EntityChecks.requireDenseIndex(denseIndex, size);
        if (field < 0 || field >= fieldCount) {
            throw new IndexOutOfBoundsException("field " + field + " outside 0.." + (fieldCount - 1));
        }
        return denseIndex * fieldCount + field;
    }
}

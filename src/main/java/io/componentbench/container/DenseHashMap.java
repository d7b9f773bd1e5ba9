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
 * <p><b>Index: the key beside its slot.</b> One {@code long[]} table, open addressing with linear
 * probing. An occupied slot holds {@code denseIndex << 33 | 1 << 32 | key} (the key in the low 32
 * bits, an occupied bit, the dense index in the top 31 bits), an empty one 0. The key compares as the
 * slot's low {@code int}, and the index comes out by one shift as a value the compiler knows is not
 * negative, so a hit costs no masking and no sign test. A key's home slot is
 * {@code (mix(key) * length) >>> 32} over the unsigned 32-bit hash (Lemire's multiply-shift range
 * reduction, so the length need not be a power of two). The hash is Knuth's multiplicative (Fibonacci) hashing, {@code key * 0x9E3779B9}: a
 * bijection whose high bits, the ones the range reduction uses, depend on every key bit, and which
 * spreads consecutive IDs at nearly even spacing (the three-gap theorem), so dense IDs collide less
 * than random keys; one multiply where murmur3's {@code fmix32} took two and three shifts. So:
 * <ul>
 *   <li>a lookup reads its slot's line (8 slots per 64-byte line; a probe usually stays in it), which
 *       holds the key itself, then the entry's fields: <b>two dependent cache misses</b>, as in the
 *       packed sparse set (sparse entry, then fields), and a failed lookup never leaves the table;</li>
 *   <li>removal closes the gap by backward shift reading only slots: every slot carries its own key,
 *       so its home is computed from the slot and <b>no other entry's dense key is read</b>; the
 *       entry moved by swap-back is found by its key in the table too. There are no tombstones, so
 *       probe lengths do not degrade with churn.</li>
 * </ul>
 *
 * <p><b>Why this layout.</b> The previous layout kept a 32-bit slot (dense index plus an 11-bit
 * fingerprint) and read {@code keys[i]} to confirm a match, a third line per lookup, and its backward
 * shift read the dense key of every cluster member (a miss each). Putting key and fields in one
 * dense record would also give two misses, but iteration would then stream the keys with the fields
 * (12 instead of 8 bytes per Position) and the backward shift would still need every member's key. A
 * {@code long} slot costs 8 bytes, so the table is sized against the dense capacity rather than
 * rounded up to a power of two.
 *
 * <p><b>Load.</b> The table has 7 slots for every 4 entries the dense arrays can hold and is rebuilt
 * (from the dense keys) whenever they grow, so the load never exceeds 4/7: at that load linear
 * probing finds about 73% of random keys in their home slot and 87% within one step, and one
 * million consecutive IDs 76% and 100% ({@code DenseHashMapProbeLinesTest} counts them). Between
 * doublings the memory per entry is 4 bytes of key, {@code 4 * fieldCount} of fields and 14 of index
 * at a full dense capacity, twice that just after a doubling: 27.3 bytes per entry at one million
 * two-field entries grown from empty (dense capacity 2^20).
 *
 * <p>Invariants, after every public method ({@link #checkIndex()} checks them):
 * <ul>
 *   <li>{@code keys[0..size)} are distinct; the table has exactly {@code size} occupied slots, one per
 *       entry, holding that entry's key and dense index;</li>
 *   <li>every occupied slot is reachable from its key's home slot without crossing an empty one;</li>
 *   <li>the table length is {@link #indexLength} of the dense capacity, above the capacity, so a
 *       probe always meets an empty slot.</li>
 * </ul>
 */
public final class DenseHashMap implements InlineComponents {
    /** Table slots per 4 dense places: the load never exceeds 4/7. */
    static final int SLOTS_PER_FOUR_ENTRIES = 7;
    /** Bytes of one index slot: the key and the dense index. */
    static final int SLOT_BYTES = Long.BYTES;

    private static final int MIN_CAPACITY = 8;
    private static final int MIN_TABLE = 8;
    private static final int MAX_ARRAY = EntityChecks.MAX_ARRAY_LENGTH;
    private static final long OCCUPIED = 1L << 32;
    private static final int INDEX_SHIFT = 33;
    private static final long EMPTY = 0L;

    private final int fieldCount;
    private final int maxEntries;
    private int[] keys;
    private float[] fields;
    private int size;
    private long[] table;

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
        // the table (7/4 of the dense capacity, plus one) must stay within the longest array
        this.maxEntries = Math.min((int) (4L * (MAX_ARRAY - 1) / SLOTS_PER_FOUR_ENTRIES), MAX_ARRAY / fieldCount);
        if (expectedSize > maxEntries) {
            throw new IllegalArgumentException("expected size " + expectedSize + " exceeds the maximum of " + maxEntries
                    + " entries of " + fieldCount + " fields");
        }
        this.keys = new int[expectedSize];
        this.fields = new float[expectedSize * fieldCount];
        rebuild();
    }

    /** Number of entries. */
    @Override
    public int size() {
        return size;
    }

    /** Floats per component. */
    public int fieldCount() {
        return fieldCount;
    }

    /** True when the key has an entry; any key accepted, never throws. */
    public boolean contains(int key) {
        return indexOf(key) >= 0;
    }

    /** The dense index of the key's entry, or -1 when absent; any key accepted, never throws. */
    @Override
    public int indexOf(int key) {
        long[] t = table;
        int n = t.length;
        for (int s = home(mix(key), n); ; ) {
            long v = t[s];
            if (v == EMPTY) return -1;
            if ((int) v == key) return (int) (v >>> INDEX_SHIFT);
            if (++s == n) s = 0;
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
            int n = (int) Math.min(maxEntries, Math.max(MIN_CAPACITY, 2L * size));
            keys = Arrays.copyOf(keys, n);
            fields = Arrays.copyOf(fields, n * fieldCount);
            rebuild();
        }
        int i = size++;
        keys[i] = key;
        Arrays.fill(fields, i * fieldCount, (i + 1) * fieldCount, 0f);
        table[emptySlot(key)] = slot(key, i);
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
     * Removes the key's entry: the last entry moves into its dense position (swap-back) and its slot
     * is repointed; the vacated slot is closed by backward shift, which reads slots only. False when
     * absent; never throws.
     */
    @Override
    public boolean remove(int key) {
        int s = slotOf(key);
        if (s < 0) return false;
        int i = (int) (table[s] >>> INDEX_SHIFT);
        int last = --size;
        if (i != last) {
            int moved = keys[last];
            table[slotOf(moved)] = slot(moved, i);
            keys[i] = moved;
            InlineFields.copy(fields, fieldCount, last, i);
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
    public int[] denseKeys() {
        return keys;
    }

    /** Zero-copy view of the inline fields (the first {@code size() * fieldCount()} valid until the next add). */
    @Override
    public float[] denseFields() {
        return fields;
    }

    /** Fibonacci hashing: the key times 2^32 / golden ratio (odd, so a bijection); {@link #home} uses its high bits. */
    static int mix(int key) {
        return key * 0x9E3779B9;
    }

    /** The home slot of a hash in a table of {@code length} slots: the unsigned hash scaled to the length. */
    static int home(int hash, int length) {
        return (int) ((Integer.toUnsignedLong(hash) * length) >>> 32);
    }

    /** Index slots for a dense capacity: 7 per 4 entries, at least {@value #MIN_TABLE} and above the capacity. */
    static int indexLength(int capacity) {
        return (int) Math.max(MIN_TABLE, (long) capacity * SLOTS_PER_FOUR_ENTRIES / 4 + 1);
    }

    /**
     * Checks the invariants and throws {@link AssertionError} naming the first broken one: every
     * occupied slot holds a live dense index and that entry's key, is reachable from its home slot
     * without crossing an empty one, every entry has exactly one slot, and the table length follows
     * the dense capacity. For tests.
     */
    void checkIndex() {
        if (table.length != indexLength(keys.length)) {
            throw new AssertionError(table.length + " slots for a dense capacity of " + keys.length);
        }
        boolean[] seen = new boolean[size];
        int occupied = 0;
        for (int s = 0; s < table.length; s++) {
            long v = table[s];
            if (v == EMPTY) continue;
            occupied++;
            int i = (int) (v >>> INDEX_SHIFT);
            int key = (int) v;
            if (i < 0 || i >= size) throw new AssertionError("slot " + s + " holds dense index " + i + " of " + size);
            if (seen[i]) throw new AssertionError("dense index " + i + " has two slots");
            seen[i] = true;
            if (keys[i] != key)
                throw new AssertionError("slot " + s + " holds key " + key + " for entry " + i + " of key " + keys[i]);
            int home = home(mix(key), table.length);
            for (int p = home; p != s; p = (p + 1) % table.length) {
                if (table[p] == EMPTY)
                    throw new AssertionError("key " + key + " in slot " + s + " is cut off from home " + home);
            }
        }
        if (occupied != size) throw new AssertionError(occupied + " occupied slots for " + size + " entries");
    }

    /** Length of the index table, for tests. */
    int tableLength() {
        return table.length;
    }

    /** Whether index slot {@code s} is occupied, for tests. */
    boolean occupied(int s) {
        return table[s] != EMPTY;
    }

    /** The key in index slot {@code s} (0 when empty), for tests. */
    int keyInSlot(int s) {
        return (int) table[s];
    }

    private static long slot(int key, int denseIndex) {
        return (long) denseIndex << INDEX_SHIFT | OCCUPIED | Integer.toUnsignedLong(key);
    }

    /** The slot holding {@code key}, or -1. */
    private int slotOf(int key) {
        long[] t = table;
        int n = t.length;
        for (int s = home(mix(key), n); ; ) {
            long v = t[s];
            if (v == EMPTY) return -1;
            if ((int) v == key) return s;
            if (++s == n) s = 0;
        }
    }

    private int emptySlot(int key) {
        long[] t = table;
        int n = t.length;
        int s = home(mix(key), n);
        while (t[s] != EMPTY) {
            if (++s == n) s = 0;
        }
        return s;
    }

    /**
     * Empties slot {@code hole}, then walks the cluster after it and moves back every slot whose
     * home is not cyclically within (hole, its position], so each stays reachable from its home. The
     * home comes from the key in the slot itself: no dense array is read.
     */
    private void closeGap(int hole) {
        long[] t = table;
        int n = t.length;
        for (int s = hole + 1 == n ? 0 : hole + 1; ; s = s + 1 == n ? 0 : s + 1) {
            long v = t[s];
            if (v == EMPTY) break;
            int home = home(mix((int) v), n);
            if (cyclicDistance(home, s, n) >= cyclicDistance(hole, s, n)) {
                t[hole] = v;
                hole = s;
            }
        }
        t[hole] = EMPTY;
    }

    /** Steps from slot {@code from} forward to slot {@code to} in a ring of {@code n}. */
    private static int cyclicDistance(int from, int to, int n) {
        int d = to - from;
        return d < 0 ? d + n : d;
    }

    /** A new table for the dense capacity holding every live entry (from the dense keys, so no old slot is read). */
    private void rebuild() {
        table = new long[indexLength(keys.length)];
        for (int i = 0; i < size; i++) {
            table[emptySlot(keys[i])] = slot(keys[i], i);
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

package io.componentbench.container;

import java.util.Arrays;

/**
 * A sparse set whose components are a fixed number of {@code float} fields stored inline in one
 * {@code float[]}: the Java answer to a C# {@code struct} array. There is no object per component;
 * component {@code i}'s field {@code f} is {@code fields[i * fieldCount + f]}.
 *
 * <p>Invariants: as {@link SparseSet} ({@code dense[0..size)} unique, exact sparse entries so that
 * membership is one read of the sparse index, swap-back removal, doubling growth capped at capacity); in addition
 * the fields of slot {@code i} always belong to {@code dense[i]} and a newly added component's fields
 * start at zero. Same error rules as {@link SparseSet}, and the same rule for removing while
 * iterating: iterate backwards (from {@code size() - 1} down to 0), since a forward loop skips the
 * element swap-back removal moves into the hole.
 *
 * <p>For the tightest loops {@link #denseKeys()} and {@link #denseFields()} expose the arrays
 * themselves (zero copy); they are valid until the next {@code add}, and only their first
 * {@code size()} (times field count) entries are meaningful.
 */
public class PackedSparseSet implements InlineComponents {
    private final SparseIndex sparse;
    private final int fieldCount;
    private int[] dense = new int[0];
    private float[] fields = new float[0];
    private int size;

    /** An empty set for IDs {@code 0 <= id < entityCapacity}, each component {@code fieldCount} floats. */
    public PackedSparseSet(int entityCapacity, int fieldCount) {
        this(SparseIndex.flat(EntityChecks.requireFlatCapacity(entityCapacity)), fieldCount);
    }

    PackedSparseSet(SparseIndex sparse, int fieldCount) {
        if (fieldCount < 1) throw new IllegalArgumentException("field count must be >= 1, got " + fieldCount);
        if (fieldCount > EntityChecks.MAX_ARRAY_LENGTH) {
            throw new IllegalArgumentException("field count " + fieldCount + " is longer than the longest Java array");
        }
        this.sparse = sparse;
        this.fieldCount = fieldCount;
    }

    /** The most components whose fields fit in one array: the entity capacity, or fewer for wide components. */
    int componentLimit() {
        return Math.min(sparse.capacity(), EntityChecks.MAX_ARRAY_LENGTH / fieldCount);
    }

    @Override
    public final int size() {
        return size;
    }

    public final int capacity() {
        return sparse.capacity();
    }

    public final int fieldCount() {
        return fieldCount;
    }

    /**
     * Grows the dense arrays so that {@code min(expected, capacity())} components fit without further
     * growth (a size hint, as EnTT's {@code reserve}); never shrinks. Throws on a negative hint.
     */
    public final void reserve(int expected) {
        int n = EntityChecks.reservation(expected, componentLimit());
        if (n > dense.length) {
            dense = Arrays.copyOf(dense, n);
            fields = Arrays.copyOf(fields, n * fieldCount);
        }
    }

    /** True when the entity has a component; false for any out-of-range ID, never throws. */
    public final boolean contains(int entity) {
        return indexOf(entity) >= 0;
    }

    /** The dense index of the entity's component, or -1 when it has none (any ID accepted). */
    @Override
    public final int indexOf(int entity) {
        if (entity < 0 || entity >= sparse.capacity()) return -1;
        return sparse.get(entity);
    }

    /**
     * Adds a zeroed component for the entity and returns its dense index (write its fields with
     * {@link #set}); throws on a bad ID or a duplicate.
     */
    @Override
    public final int add(int entity) {
        EntityChecks.requireInRange(entity, sparse.capacity());
        if (indexOf(entity) >= 0) throw EntityChecks.duplicate(entity);
        if (size == dense.length) {
            if (size == componentLimit()) {
                throw new IllegalStateException("cannot add entity " + entity + ": the fields of " + (size + 1L)
                        + " components of " + fieldCount + " floats would be longer than the longest Java array");
            }
            int n = EntityChecks.grow(size, componentLimit());
            dense = Arrays.copyOf(dense, n);
            fields = Arrays.copyOf(fields, n * fieldCount);
        }
        int i = size++;
        dense[i] = entity;
        Arrays.fill(fields, i * fieldCount, (i + 1) * fieldCount, 0f);
        sparse.set(entity, i);
        return i;
    }

    /** The dense index of a present entity; {@link java.util.NoSuchElementException} naming the ID when absent. */
    public final int require(int entity) {
        int i = indexOf(entity);
        if (i < 0) throw EntityChecks.missing(entity);
        return i;
    }

    /** Field {@code field} of the component at a dense index. */
    public final float get(int denseIndex, int field) {
        return fields[checked(denseIndex, field)];
    }

    /** Writes field {@code field} of the component at a dense index. */
    @Override
    public final void set(int denseIndex, int field, float value) {
        fields[checked(denseIndex, field)] = value;
    }

    /** Removes the entity's component by swap-back; false when absent (including out of range). */
    @Override
    public final boolean remove(int entity) {
        int i = indexOf(entity);
        if (i < 0) return false;
        int last = --size;
        int moved = dense[last];
        dense[i] = moved;
        InlineFields.copy(fields, fieldCount, last, i);
        sparse.set(moved, i);
        sparse.set(entity, -1);
        return true;
    }

    /** The entity stored at a dense index, {@code 0 <= denseIndex < size()}. */
    public final int entityAt(int denseIndex) {
        EntityChecks.requireDenseIndex(denseIndex, size);
        return dense[denseIndex];
    }

    /** Zero-copy view of the dense entity array (first {@code size()} entries valid until the next add). */
    @Override
    public final int[] denseKeys() {
        return dense;
    }

    /** Zero-copy view of the inline fields (first {@code size() * fieldCount()} valid until the next add). */
    @Override
    public final float[] denseFields() {
        return fields;
    }

    private int checked(int denseIndex, int field) {
        EntityChecks.requireDenseIndex(denseIndex, size);
        if (field < 0 || field >= fieldCount) {
            throw new IndexOutOfBoundsException("field " + field + " outside 0.." + (fieldCount - 1));
        }
        return denseIndex * fieldCount + field;
    }
}

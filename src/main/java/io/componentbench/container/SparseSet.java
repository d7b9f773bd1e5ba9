package io.componentbench.container;

import java.util.Arrays;
import java.util.Objects;

/**
 * A sparse set mapping entity IDs to component objects: the classic sparse-set design (a sparse index
 * by entity ID into dense, swap-back arrays), as C# ECS code and EnTT use it.
 *
 * <p>Invariants, kept by every method:
 * <ul>
 *   <li>{@code dense[0..size)} holds each present entity exactly once and {@code components[i + 1]} is
 *       the component of {@code dense[i]}; {@code components[0]} is always {@code null}, so the sparse
 *       entry (dense index + 1, 0 when absent) indexes the components directly and an absent entity
 *       reads {@code null} without a branch;</li>
 *   <li>{@code sparse[e] == i + 1} iff {@code dense[i] == e} for {@code i < size}, and {@code sparse[e]}
 *       is 0 (absent) for every other ID: removal clears the removed entity's entry (as EnTT does), so
 *       membership is a single read of the sparse index, never a read of the dense array;</li>
 *   <li>{@code components[size + 1..)} is all {@code null}: removal clears the vacated slot;</li>
 *   <li>dense arrays grow by doubling, capped at the entity capacity.</li>
 * </ul>
 * Removal is swap-back: the last element moves into the hole, so it is O(1) and changes iteration
 * order. Iterate with {@link #entityAt(int)} / {@link #componentAt(int)} for {@code 0 <= i < size()}.
 *
 * <p><b>Removing while iterating:</b> iterate <em>backwards</em>, from {@code size() - 1} down to 0.
 * Removing the entity at {@code i} then moves an element already visited into the hole, so every
 * element is visited exactly once. A forward loop that removes the entity at {@code i} and then
 * advances skips the element moved into {@code i} (removing every other entity that way leaves
 * half of them behind). Adding while iterating appends beyond a bound read before the loop.
 *
 * @param <T> the component type
 */
public final class SparseSet<T> {
    /**
     * {@code sparse[e]} is the dense index of {@code e}'s component plus one, 0 when absent: a plain
     * array rather than a {@link SparseIndex}, so the hot {@link #getOrNull} is one bounds test and
     * two array reads with no interface call (this set is always flat).
     */
    private final int[] sparse;

    private int[] dense = new int[0];
    private Object[] components = new Object[1];
    private int size;

    /** An empty set accepting entity IDs {@code 0 <= id < entityCapacity}. */
    public SparseSet(int entityCapacity) {
        this.sparse = new int[EntityChecks.requireFlatCapacity(entityCapacity)];
    }

    public int size() {
        return size;
    }

    public int capacity() {
        return sparse.length;
    }

    /**
     * Grows the dense arrays so that {@code min(expected, capacity())} components fit without further
     * growth (a size hint, as EnTT's {@code reserve}); never shrinks. Throws on a negative hint.
     */
    public void reserve(int expected) {
        int n = EntityChecks.reservation(expected, sparse.length);
        if (n > dense.length) {
            dense = Arrays.copyOf(dense, n);
            components = Arrays.copyOf(components, n + 1);
        }
    }

    /** True when the entity has a component; false for any out-of-range ID, never throws. */
    public boolean contains(int entity) {
        return indexOf(entity) >= 0;
    }

    /** The dense index of the entity's component, or -1 when it has none (any ID accepted). */
    public int indexOf(int entity) {
        if (entity < 0 || entity >= sparse.length) return -1;
        return sparse[entity] - 1;
    }

    /**
     * The entity's component, or {@code null} when it has none (any ID accepted, never throws): the
     * lookup of hot loops. The sparse entry is exact, so a present entity's index is below
     * {@code size()} and needs no second check, and an absent entity's entry 0 reads the permanent
     * {@code null} in {@code components[0]}: the path is the range test, {@code sparse[e]} and
     * {@code components[sparse[e]]}, one read more than an array indexed by ID and no other branch.
     */
    @SuppressWarnings("unchecked")
    public T getOrNull(int entity) {
        int[] s = sparse;
        if (entity < 0 || entity >= s.length) return null;
        return (T) components[s[entity]];
    }

    /** Adds the entity's component; throws on a bad ID, a duplicate or a null component. */
    public void add(int entity, T component) {
        EntityChecks.requireInRange(entity, sparse.length);
        Objects.requireNonNull(component, "component");
        if (indexOf(entity) >= 0) throw EntityChecks.duplicate(entity);
        if (size == dense.length) {
            int n = EntityChecks.grow(size, sparse.length);
            dense = Arrays.copyOf(dense, n);
            components = Arrays.copyOf(components, n + 1);
        }
        dense[size] = entity;
        components[size + 1] = component;
        sparse[entity] = ++size;
    }

    /** The entity's component; {@link java.util.NoSuchElementException} naming the ID when absent. */
    public T get(int entity) {
        int i = indexOf(entity);
        if (i < 0) throw EntityChecks.missing(entity);
        return component(i);
    }

    /** Removes the entity's component by swap-back; false when absent (including out of range). */
    public boolean remove(int entity) {
        int i = indexOf(entity);
        if (i < 0) return false;
        int last = --size;
        int moved = dense[last];
        dense[i] = moved;
        components[i + 1] = components[last + 1];
        sparse[moved] = i + 1;
        sparse[entity] = 0;
        components[last + 1] = null;
        return true;
    }

    /** The entity stored at a dense index, {@code 0 <= denseIndex < size()}. */
    public int entityAt(int denseIndex) {
        EntityChecks.requireDenseIndex(denseIndex, size);
        return dense[denseIndex];
    }

    /** The component stored at a dense index, {@code 0 <= denseIndex < size()}. */
    public T componentAt(int denseIndex) {
        EntityChecks.requireDenseIndex(denseIndex, size);
        return component(denseIndex);
    }

    @SuppressWarnings("unchecked")
    private T component(int denseIndex) {
        return (T) components[denseIndex + 1];
    }
}

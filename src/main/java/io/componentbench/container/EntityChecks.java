package io.componentbench.container;

import java.util.NoSuchElementException;

/** The error rules every container shares, worded once. */
final class EntityChecks {
    /** The longest array every JVM allocates (the JDK's own soft limit): longer requests fail with an error, not an exception. */
    static final int MAX_ARRAY_LENGTH = Integer.MAX_VALUE - 8;

    private EntityChecks() {}

    static int requireCapacity(int capacity) {
        if (capacity < 0) {
            throw new IllegalArgumentException("entity capacity must be >= 0, got " + capacity);
        }
        return capacity;
    }

    /**
     * The capacity of a container holding one {@code int} per possible ID: it must fit one Java array
     * and the maximum heap, so an impossible capacity is a clear argument error instead of an
     * {@link OutOfMemoryError} (a sparse ID range that large wants {@link PagedSparseSet}).
     */
    static int requireFlatCapacity(int capacity) {
        requireCapacity(capacity);
        if (capacity > MAX_ARRAY_LENGTH) {
            throw new IllegalArgumentException("entity capacity " + capacity + " is above the longest Java array ("
                    + MAX_ARRAY_LENGTH + "); use PagedSparseSet for an ID range that large");
        }
        long bytes = 4L * capacity;
        long heap = Runtime.getRuntime().maxMemory();
        if (bytes > heap) {
            throw new IllegalArgumentException(
                    "entity capacity " + capacity + " needs a " + (bytes >> 20) + " MiB index, more than the "
                            + (heap >> 20) + " MiB maximum heap; raise -Xmx or use PagedSparseSet");
        }
        return capacity;
    }

    static void requireInRange(int entity, int capacity) {
        if (entity < 0 || entity >= capacity) {
            throw new IndexOutOfBoundsException("entity " + entity + " is outside capacity " + capacity
                    + " (valid IDs: 0.." + (capacity - 1) + ")");
        }
    }

    static IllegalStateException duplicate(int entity) {
        return new IllegalStateException("entity " + entity + " already has this component");
    }

    static NoSuchElementException missing(int entity) {
        return new NoSuchElementException("entity " + entity + " has no such component");
    }

    static void requireDenseIndex(int denseIndex, int size) {
        if (denseIndex < 0 || denseIndex >= size) {
            throw new IndexOutOfBoundsException("dense index " + denseIndex + " outside 0.." + (size - 1));
        }
    }

    /** Dense capacity for a size hint: the hint, capped at the entity capacity; a negative hint is an error. */
    static int reservation(int expected, int entityCapacity) {
        if (expected < 0) throw new IllegalArgumentException("expected size must be >= 0, got " + expected);
        return Math.min(expected, entityCapacity);
    }

    /** Next dense capacity: double, at least 8, never above the entity capacity. */
    static int grow(int current, int entityCapacity) {
        return (int) Math.min(entityCapacity, Math.max(8L, 2L * current));
    }
}

package io.componentbench.contender;

/**
 * One way of storing the Position and Velocity components of entities, as driven by the workloads.
 * Each implementation uses its library's best idiom (no needless boxing, its fastest iteration).
 * Entity IDs are {@code 0 <= id < capacity} as given at creation; values are never NaN.
 */
public interface Contender {
    /** Gives the entity a Position; the entity has none. */
    void addPosition(int entity, float x, float y);

    /** Gives the entity a Velocity; the entity has none. */
    void addVelocity(int entity, float x, float y);

    /** {@link Checksum#of} the entity's Position, or 0 when it has none (a miss). */
    long readPosition(int entity);

    /** Removes the entity's Position (swap-back where the container has it); false if it had none. */
    boolean removePosition(int entity);

    /** Entities with a Position. */
    int positionCount();

    /** One full pass over all Positions with the container's fastest idiom: sum of {@link Checksum#of}. */
    long iteratePositions();

    /**
     * The movement system: for every entity with both components, {@code pos += vel * dt}
     * ({@link Movement#step}); returns the sum of {@link Checksum#of} the new positions.
     */
    long move();

    /**
     * The object graph that holds the Positions, for memory measurement (the Velocity store is left
     * out, so every contender is measured on one component type).
     */
    Object positionStorage();

    /**
     * Bytes of native memory the Position store holds outside the Java heap, which a walk of
     * {@link #positionStorage()} cannot see (the off-heap sector array's arena); 0 for heap storage.
     */
    default long positionOffHeapBytes() {
        return 0;
    }

    /**
     * Called after each system pass, where a container may do deferred maintenance (the sector
     * array defragments here). Most do nothing.
     */
    default void endOfFrame() {}

    /**
     * Lets go at once of what the container keeps alive beyond its own reachability, when the caller
     * is done with it; the container is unusable afterwards. Most keep nothing and do nothing. A
     * Dominion world is closed by a {@link java.lang.ref.Cleaner} when its adapter becomes unreachable,
     * so without this every world would survive one more young collection and be promoted, and in a
     * side-by-side insert cell each collection would copy them all and pause for long
     * (docs/side-by-side.md, "Collections in the batched cells", has the figures).
     */
    default void release() {}
}

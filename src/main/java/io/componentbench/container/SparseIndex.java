package io.componentbench.container;

/**
 * The entity -> dense-index half of a sparse set. A stored index may be stale (left behind by a
 * removal); the owning set never trusts it without checking {@code dense[index] == entity}.
 */
interface SparseIndex {
    /** The dense index last stored for {@code entity}, or -1 if none was ever stored. */
    int get(int entity);

    /** Stores {@code denseIndex} for {@code entity}; the entity is within capacity. */
    void set(int entity, int denseIndex);

    /** Entity IDs {@code 0 <= id < capacity()} are accepted. */
    int capacity();

    /** One flat {@code int[]} covering every possible ID: the seed-000 layout. */
    static SparseIndex flat(int capacity) {
        return new SparseIndex() {
            private final int[] sparse = new int[capacity];

            @Override public int get(int entity) { return sparse[entity]; }
            @Override public void set(int entity, int denseIndex) { sparse[entity] = denseIndex; }
            @Override public int capacity() { return sparse.length; }
        };
    }
}

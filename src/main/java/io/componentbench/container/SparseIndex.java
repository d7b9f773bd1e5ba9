package io.componentbench.container;

/**
 * The entity -> dense-index half of a sparse set. Entries are kept exact, as EnTT keeps them: an
 * entity's entry holds its dense index while it is present and reads as absent once it is removed,
 * so membership is one read of the sparse index and never touches the dense arrays. Storage is
 * {@code index + 1}, so the zero a fresh array (or a missing page) holds means absent.
 */
interface SparseIndex {
    /** The dense index of {@code entity}, or -1 when absent; the entity is within capacity. */
    int get(int entity);

    /** Stores {@code denseIndex} for {@code entity}, or marks it absent with -1; the entity is within capacity. */
    void set(int entity, int denseIndex);

    /** Entity IDs {@code 0 <= id < capacity()} are accepted. */
    int capacity();

    /** One flat {@code int[]} covering every possible ID: the classic sparse-set layout. */
    static SparseIndex flat(int capacity) {
        return new SparseIndex() {
            private final int[] sparse = new int[capacity];

            @Override
            public int get(int entity) {
                return sparse[entity] - 1;
            }

            @Override
            public void set(int entity, int denseIndex) {
                sparse[entity] = denseIndex + 1;
            }

            @Override
            public int capacity() {
                return sparse.length;
            }
        };
    }
}

package io.componentbench.container;

/**
 * EnTT-style sparse index: pages of {@value #PAGE_SIZE} entries, each allocated the first time an ID
 * in its range is stored, so memory follows the IDs actually used rather than the highest possible
 * one. A missing page reads as absent, and marking an ID absent never allocates its page.
 */
final class PagedSparseIndex implements SparseIndex {
    static final int PAGE_SHIFT = 12;
    static final int PAGE_SIZE = 1 << PAGE_SHIFT;
    private static final int PAGE_MASK = PAGE_SIZE - 1;

    private final int[][] pages;
    private final int capacity;

    PagedSparseIndex(int capacity) {
        this.capacity = capacity;
        this.pages = new int[(int) (((long) capacity + PAGE_MASK) >>> PAGE_SHIFT)][];
    }

    @Override
    public int get(int entity) {
        int[] page = pages[entity >>> PAGE_SHIFT];
        return page == null ? -1 : page[entity & PAGE_MASK] - 1;
    }

    @Override
    public void set(int entity, int denseIndex) {
        int p = entity >>> PAGE_SHIFT;
        int[] page = pages[p];
        if (page == null) {
            if (denseIndex < 0) return;
            page = pages[p] = new int[PAGE_SIZE];
        }
        page[entity & PAGE_MASK] = denseIndex + 1;
    }

    @Override
    public int capacity() {
        return capacity;
    }

    /** Pages allocated so far (for tests and footprint explanations). */
    int allocatedPages() {
        int n = 0;
        for (int[] page : pages) {
            if (page != null) n++;
        }
        return n;
    }
}

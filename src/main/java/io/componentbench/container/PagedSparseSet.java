package io.componentbench.container;

/**
 * EnTT's layout: a {@link PackedSparseSet} whose sparse index is split into pages of 4096 entries,
 * each allocated on the first use of an ID in its range. Memory for the index follows the IDs in use
 * (a page per 4096-ID block touched) instead of the highest possible ID; a lookup costs one extra
 * dependent load (page, then entry). Invariants and error rules are those of {@link PackedSparseSet};
 * in addition no page exists for an ID block that was never added to.
 */
public final class PagedSparseSet extends PackedSparseSet {
    /** Sparse-index entries per page. */
    public static final int PAGE_SIZE = PagedSparseIndex.PAGE_SIZE;

    private final PagedSparseIndex pages;

    /** An empty set for IDs {@code 0 <= id < entityCapacity}, each component {@code fieldCount} floats. */
    public PagedSparseSet(int entityCapacity, int fieldCount) {
        this(new PagedSparseIndex(EntityChecks.requireCapacity(entityCapacity)), fieldCount);
    }

    private PagedSparseSet(PagedSparseIndex pages, int fieldCount) {
        super(pages, fieldCount);
        this.pages = pages;
    }

    /** Sparse pages allocated so far. */
    public int allocatedPages() {
        return pages.allocatedPages();
    }
}

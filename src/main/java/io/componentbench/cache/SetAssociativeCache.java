package io.componentbench.cache;

import java.util.Arrays;

/**
 * One set-associative cache with least-recently-used replacement, as in a textbook: a block
 * (a line, or a page for a TLB) maps to set {@code block mod sets}; a set holds {@code ways} blocks
 * ordered from most to least recently used; a miss fills the block and evicts the set's least
 * recently used one. Blocks are numbered by the caller (address divided by the block size).
 */
public final class SetAssociativeCache {
    private static final long EMPTY = -1;

    private final int ways;
    private final long setMask;
    /** Set {@code s} occupies {@code [s * ways, (s + 1) * ways)}, most recently used first. */
    private final long[] blocks;

    /** A cache of {@code sets} sets (a power of two) of {@code ways} blocks each, empty. */
    public SetAssociativeCache(long sets, int ways) {
        if (sets < 1 || Long.bitCount(sets) != 1 || ways < 1 || sets * ways > Integer.MAX_VALUE)
            throw new IllegalArgumentException(
                    "sets must be a power of two and sets x ways fit an array: " + sets + " x " + ways);
        this.ways = ways;
        this.setMask = sets - 1;
        this.blocks = new long[(int) (sets * ways)];
        clear();
    }

    /** Touches a block; true on a hit. Either way the block is then the most recently used of its set. */
    public boolean access(long block) {
        int first = (int) (block & setMask) * ways;
        int last = first + ways - 1;
        int at = first;
        while (at < last && blocks[at] != block) at++;
        boolean hit = blocks[at] == block;
        System.arraycopy(blocks, first, blocks, first + 1, at - first); // shift the more recent ones down one
        blocks[first] = block;
        return hit;
    }

    /** Empties the cache. */
    public void clear() {
        Arrays.fill(blocks, EMPTY);
    }
}

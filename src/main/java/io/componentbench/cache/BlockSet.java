package io.componentbench.cache;

import java.util.ArrayList;
import java.util.List;

/**
 * The set of blocks (lines or pages) touched, as bitmaps of {@value #BITS} consecutive blocks found by a
 * small table: a membership test costs about one access to a bitmap that is usually cached, where a
 * hash set of millions of lines would miss on almost every test.
 */
final class BlockSet {
    private static final int SHIFT = 15;
    private static final int BITS = 1 << SHIFT;

    private final BlockTable regions = new BlockTable(64);
    private final List<long[]> bitmaps = new ArrayList<>();
    private long lastRegion = -1;
    private long[] last;
    private long size;

    /** Adds a block; true when it was not yet in the set. */
    boolean add(long block) {
        long region = block >>> SHIFT;
        if (region != lastRegion) {
            int at = regions.get(region, -1);
            if (at < 0) {
                at = bitmaps.size();
                regions.put(region, at, -1);
                bitmaps.add(new long[BITS / 64]);
            }
            last = bitmaps.get(at);
            lastRegion = region;
        }
        int bit = (int) (block & (BITS - 1));
        long mask = 1L << (bit & 63);
        if ((last[bit >>> 6] & mask) != 0) return false;
        last[bit >>> 6] |= mask;
        size++;
        return true;
    }

    long size() {
        return size;
    }
}

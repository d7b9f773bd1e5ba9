package io.componentbench.cache;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A data-cache hierarchy and data TLBs fed one memory access at a time: each level a
 * {@link SetAssociativeCache} of lines, looked up only when the level above missed and filled on the
 * way back (write-allocate, writes treated as reads, no inclusion enforced); a TLB for 4 KiB pages and
 * one for 2 MiB pages, looked up on every access; and the {@link ReuseDistances} of the lines, for the
 * miss ratio at any size.
 *
 * <p>Left out, and said wherever the counts are shown: hardware prefetchers (a stream of sequential
 * lines costs far less than its misses suggest), out-of-order overlap of independent misses, the
 * physical addresses that index the larger caches (virtual ones are used), second-level TLBs and page
 * walks, and instructions.
 */
public final class CacheModel {
    private final CacheGeometry geometry;
    private final int lineShift;
    private final SetAssociativeCache[] levels;
    private final SetAssociativeCache tlb4k;
    private final SetAssociativeCache tlb2m;
    private final ReuseDistances reuse;
    private final BlockSet lines = new BlockSet();
    private final BlockSet pages = new BlockSet();
    private long accesses;
    private long writes;
    private final long[] misses;
    private long tlb4kMisses;
    private long tlb2mMisses;
    private long pagesFirstTouched;
    private long linesFirstTouched;
    private long lastLine = -1;

    /** An empty model of this geometry, ready for about {@code expectedLines} distinct lines. */
    public CacheModel(CacheGeometry geometry, int expectedLines) {
        this.geometry = geometry;
        this.lineShift = Integer.numberOfTrailingZeros(geometry.lineBytes());
        this.levels = geometry.levels().stream()
                .map(l -> new SetAssociativeCache(l.sets(geometry.lineBytes()), l.ways()))
                .toArray(SetAssociativeCache[]::new);
        this.tlb4k = tlb(geometry.tlb4k());
        this.tlb2m = tlb(geometry.tlb2m());
        this.reuse = new ReuseDistances(expectedLines);
        this.misses = new long[levels.length];
    }

    public CacheGeometry geometry() {
        return geometry;
    }

    /** One access of a byte address (the line holding it is what counts). */
    public void access(long address, boolean write) {
        accesses++;
        if (write) writes++;
        long line = address >>> lineShift;
        if (line
                == lastLine) { // the most recently used line of every level, page and stack: a hit that changes nothing
            reuse.repeat(line);
            return;
        }
        lastLine = line;
        boolean missedAll = true;
        for (int i = 0; i < levels.length && missedAll; i++) {
            if (levels[i].access(line)) missedAll = false;
            else misses[i]++;
        }
        if (!tlb4k.access(address >>> 12)) {
            tlb4kMisses++;
            if (pages.add(address >>> 12)) pagesFirstTouched++; // a first touch always misses the TLB
        }
        if (!tlb2m.access(address >>> 21)) tlb2mMisses++;
        if (missedAll && lines.add(line)) linesFirstTouched++; // a first touch misses every level
        reuse.access(line);
    }

    /**
     * Zeroes the counts and keeps what the caches hold, so what follows is counted from the state the
     * accesses so far left (the hot state, after a first pass).
     */
    public void resetCounts() {
        accesses = 0;
        writes = 0;
        Arrays.fill(misses, 0);
        tlb4kMisses = 0;
        tlb2mMisses = 0;
        pagesFirstTouched = 0;
        linesFirstTouched = 0;
        reuse.resetCounts();
    }

    /** The counts since the last reset. */
    public Counts counts() {
        List<Double> mrc = new ArrayList<>();
        List<Long> sizes = new ArrayList<>();
        long maxLines = 4L * Math.max(1, reuse.distinctLines());
        for (long s : ReuseDistances.sizes()) {
            if (s > maxLines) break;
            sizes.add(s << lineShift);
            mrc.add(reuse.missRatio(s));
        }
        List<Long> perLevel = new ArrayList<>();
        for (long m : misses) perLevel.add(m);
        return new Counts(
                accesses, writes, linesFirstTouched, pagesFirstTouched, perLevel, tlb4kMisses, tlb2mMisses, sizes, mrc);
    }

    /**
     * What the model counted over some accesses.
     *
     * @param firstTouchedLines lines touched for the first time since the model was made
     * @param firstTouchedPages likewise 4 KiB pages
     * @param misses misses per cache level, nearest first
     * @param curveBytes cache sizes of the miss-ratio curve, in bytes
     * @param curveMissRatio a fully associative LRU cache's miss ratio at each of those sizes
     */
    public record Counts(
            long accesses,
            long writes,
            long firstTouchedLines,
            long firstTouchedPages,
            List<Long> misses,
            long tlb4kMisses,
            long tlb2mMisses,
            List<Long> curveBytes,
            List<Double> curveMissRatio) {}

    private static SetAssociativeCache tlb(CacheGeometry.Tlb t) {
        return new SetAssociativeCache(t.entries() / t.ways(), t.ways());
    }
}

package io.componentbench.cache;

import java.util.Arrays;

/**
 * Reuse (LRU stack) distances of a stream of line accesses: for each access, the number of distinct
 * other lines touched since the same line's previous access, or a first touch. A fully associative
 * LRU cache of {@code C} lines hits exactly the accesses of distance below {@code C} (Mattson et al.,
 * 1970), so one pass gives the miss ratio at every cache size ({@link #missRatio}).
 *
 * <p>Past {@value #EXACT_LINES} expected lines the distances are those of a spatially hashed sample of
 * the lines, scaled by the sampling rate (Waldspurger et al., "Efficient MRC construction with
 * SHARDS", FAST 2015): a line is in the sample when a hash of its number falls below the rate, so a
 * line is always or never sampled, the sample is the same on every run, and each sampled distance
 * stands for {@code 1 / rate} lines. The curve is then an estimate (its error falls with the sample's
 * size); the cache levels and the first touches stay exact, in {@link CacheModel}.
 *
 * <p>Distances are counted with a Fenwick tree over access times holding a 1 at each line's latest
 * access (Bennett and Kruskal's method); when the times run past the tree, the live lines are
 * renumbered in order. Distances are kept in a histogram of quarter-octave buckets whose lower
 * bounds are the sizes {@link #sizes()} reports.
 */
public final class ReuseDistances {
    /** Bucket lower bounds in lines: 1, then about 2^(k/4), up to 2^36 lines. */
    private static final long[] BOUNDS = bounds();

    /** Up to this many expected lines every line is sampled. */
    static final int EXACT_LINES = 1 << 16;

    private final BlockTable lastAccess;
    /** log2 of 1 / the sampling rate. */
    private final int rateShift;
    /** A line is sampled when the top 32 bits of its hash are below this. */
    private final long threshold;

    private int[] tree;
    private int now;
    private final long[] histogram = new long[BOUNDS.length];
    private long zero;
    private long firstTouches;
    private long accesses;

    /** Ready for a stream over about {@code expectedLines} distinct lines (it grows past that). */
    public ReuseDistances(int expectedLines) {
        int shift = 0;
        while ((long) expectedLines >> shift > EXACT_LINES) shift++;
        rateShift = shift;
        threshold = 1L << (32 - shift);
        int sampled = Math.max(1, expectedLines >> shift);
        lastAccess = new BlockTable(sampled);
        tree = new int[Math.max(1 << 16, 4 * sampled) + 1];
    }

    /** Records one access to a line and returns its (scaled) distance, -1 for a first touch, -2 when the line is not sampled. */
    public long access(long line) {
        if (rateShift > 0 && ((line * 0x9E3779B97F4A7C15L) >>> 32) >= threshold) return -2;
        accesses++;
        if (now + 1 >= tree.length) compact();
        int time = ++now;
        int previous = lastAccess.put(line, time, 0);
        add(time, 1);
        if (previous == 0) {
            firstTouches++;
            return -1;
        }
        long distance = (prefix(time - 1) - prefix(previous)) << rateShift;
        add(previous, -1);
        if (distance == 0) zero++;
        else histogram[bucket(distance)]++;
        return distance;
    }

    /** Records an access to the line accessed last: distance 0, nothing else moves. */
    public void repeat(long line) {
        if (rateShift > 0 && ((line * 0x9E3779B97F4A7C15L) >>> 32) >= threshold) return;
        accesses++;
        zero++;
    }

    /** Forgets the counts (not the lines' history): what follows is counted as a steady state. */
    public void resetCounts() {
        Arrays.fill(histogram, 0);
        zero = 0;
        firstTouches = 0;
        accesses = 0;
    }

    /** Accesses counted (of sampled lines). */
    public long accesses() {
        return accesses;
    }

    /** Distinct lines touched since the history began (estimated from the sample past {@link #EXACT_LINES}). */
    public long distinctLines() {
        return (long) lastAccess.size() << rateShift;
    }

    /** The cache sizes, in lines, at which {@link #missRatio} is exact: 1, 2, 3, 4, 5, 6, 7, 8, 10, 11, 13, 16, ... */
    public static long[] sizes() {
        return BOUNDS.clone();
    }

    /** The miss ratio of a fully associative LRU cache of {@code lines} lines, one of {@link #sizes()}, over the counted accesses. */
    public double missRatio(long lines) {
        int k = Arrays.binarySearch(BOUNDS, lines);
        if (k < 0) throw new IllegalArgumentException(lines + " lines is not one of the sizes the histogram resolves");
        long misses = firstTouches;
        for (int i = k; i < histogram.length; i++) misses += histogram[i];
        return accesses == 0 ? 0 : (double) misses / accesses;
    }

    private static int bucket(long distance) {
        int k = Arrays.binarySearch(BOUNDS, distance);
        return k >= 0 ? k : -k - 2;
    }

    private void add(int time, int delta) {
        for (int i = time; i < tree.length; i += i & -i) tree[i] += delta;
    }

    private long prefix(int time) {
        long sum = 0;
        for (int i = time; i > 0; i -= i & -i) sum += tree[i];
        return sum;
    }

    /** Renumbers the live lines' latest accesses 1..n in order, into a tree with room for as many again. */
    private void compact() {
        int n = lastAccess.size();
        long[] byTime = new long[n]; // each line's latest time above its index in lines
        long[] lines = new long[n];
        int[] count = {0};
        lastAccess.forEach((line, time) -> {
            lines[count[0]] = line;
            byTime[count[0]] = ((long) time << 32) | count[0];
            count[0]++;
        });
        Arrays.sort(byTime);
        if (tree.length < 4L * n + 1) tree = new int[4 * n + 1];
        else Arrays.fill(tree, 0);
        for (int t = 0; t < n; t++) {
            lastAccess.put(lines[(int) byTime[t]], t + 1, 0);
            add(t + 1, 1);
        }
        now = n;
    }

    private static long[] bounds() {
        long[] b = new long[4 * 36 + 1];
        int n = 0;
        for (int k = 0; k <= 4 * 36; k++) {
            long v = Math.round(Math.pow(2, k / 4.0));
            if (n == 0 || v > b[n - 1]) b[n++] = v;
        }
        return Arrays.copyOf(b, n);
    }
}

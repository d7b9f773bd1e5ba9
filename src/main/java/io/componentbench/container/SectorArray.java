package io.componentbench.container;

import java.util.Arrays;
import java.util.function.IntToLongFunction;

/**
 * The ECSS sector-array design (the wagnerks/ecss library) in Java: each entity owns one fixed-size
 * <em>sector</em> holding up to 32 component slots side by side, so components a system reads
 * together share cache lines.
 *
 * <p>Storage. Sectors live in chunks of a power-of-two sector count (default 8192); sector {@code s}
 * is in chunk {@code s >>> shift} at offset {@code s & mask}, never a division. Chunks are added as
 * needed ({@link #reserve} adds them up front) and never move, so growth copies nothing but the alive bits
 * (one bit per sector and slot, below). Per sector there is an entity ID and a 32-bit alive mask (one bit
 * per slot). They sit in <b>parallel arrays</b> beside the payload, as in current ECSS rather than inline
 * as the article draws them: the binary search of an insertion touches only IDs, and the payload stays a
 * pure run of component words.
 *
 * <p>Invariants, after every public method:
 * <ul>
 *   <li>sectors {@code [0, size)} are sorted by strictly ascending entity ID;</li>
 *   <li>{@code sectorOf[e] == s + 1} iff sector {@code s} (live or dead) belongs to {@code e}, else 0;</li>
 *   <li>a sector whose mask is 0 is dead; {@code dead} counts them; a dead sector is revived in place
 *       if its entity gets a component again, and dropped by {@link #defragment()};</li>
 *   <li>a slot's words are zero when its bit is first set;</li>
 *   <li>{@code slotPopulation[s]} counts the sectors whose mask has bit {@code s};</li>
 *   <li>the alive masks transposed: bit {@code s & 63} of {@code aliveBits(slot)[s >>> 6]} is bit {@code slot} of
 *       sector {@code s}'s mask, and every bit from {@code size()} on is 0.</li>
 * </ul>
 * The transposed masks are what a pass reads: one bit per sector and slot, so a loop over 64-bit words finds the
 * sectors that hold a slot (or, AND-ed, several) with {@link Long#numberOfTrailingZeros}, no branch per sector.
 * The per-sector mask stays the sector's own record (ECSS's {@code isAliveData}, read by lookups and
 * defragmentation); both are written together.
 * Insertion appends when the ID is above the last one; otherwise it binary-searches and shifts the
 * tail right by one sector with {@code System.arraycopy} across chunk boundaries, fixing the map for
 * every moved sector: descending or random insertion is O(n) per insert, by design. Removal only
 * clears a bit. {@link #update()} defragments when {@link #fragmentation()} exceeds the threshold
 * (0.2 by default); nothing defragments implicitly, so it never happens during an iteration.
 */
public final class SectorArray implements SectorStore {
    /** ECSS's default chunk size, in sectors. */
    public static final int DEFAULT_SECTORS_PER_CHUNK = 8192;
    /** ECSS's default fragmentation threshold. */
    public static final double DEFAULT_DEFRAGMENT_THRESHOLD = 0.2;

    /** Reads one sector during an iteration; its return values are summed. */
    @FunctionalInterface
    public interface SectorFunction {
        /**
         * {@code words[offset ..]} is the payload of sector {@code sector} ({@link #entityAt} gives its
         * entity); slot {@code s} begins at {@code offset + layout.offset(s)}.
         */
        long apply(int[] words, int offset, int sector);
    }

    private final SectorLayout layout;
    private final int sectorWords;
    private final int chunkShift;
    private final int chunkMask;
    private final int[] sectorOf;
    private int[][] ids = new int[0][];
    private int[][] alive = new int[0][];
    private int[][] data = new int[0][];
    private final int[] slotPopulation;
    /** Per slot, one bit per sector (allocated sectors, in 64-bit words): the masks transposed. */
    private final long[][] aliveBits;

    private int size;
    private int dead;
    private double defragmentThreshold = DEFAULT_DEFRAGMENT_THRESHOLD;

    /** A sector array with the default chunk size. */
    public SectorArray(SectorLayout layout, int entityCapacity) {
        this(layout, entityCapacity, DEFAULT_SECTORS_PER_CHUNK);
    }

    /** A sector array for IDs {@code 0 <= id < entityCapacity}; {@code sectorsPerChunk} a power of two. */
    public SectorArray(SectorLayout layout, int entityCapacity, int sectorsPerChunk) {
        if (sectorsPerChunk < 1 || Integer.bitCount(sectorsPerChunk) != 1) {
            throw new IllegalArgumentException("sectors per chunk must be a power of two, got " + sectorsPerChunk);
        }
        if ((long) sectorsPerChunk * layout.sectorWords() > EntityChecks.MAX_ARRAY_LENGTH) {
            throw new IllegalArgumentException("a chunk of " + sectorsPerChunk + " sectors of " + layout.sectorWords()
                    + " words is longer than the longest Java array; use fewer sectors per chunk");
        }
        this.layout = layout;
        this.sectorWords = layout.sectorWords();
        this.chunkShift = Integer.numberOfTrailingZeros(sectorsPerChunk);
        this.chunkMask = sectorsPerChunk - 1;
        this.sectorOf = new int[EntityChecks.requireFlatCapacity(entityCapacity)];
        this.slotPopulation = new int[layout.slots()];
        this.aliveBits = new long[layout.slots()][0];
    }

    public SectorLayout layout() {
        return layout;
    }

    public int capacity() {
        return sectorOf.length;
    }

    /** Sectors in use, live and dead. */
    public int size() {
        return size;
    }

    /** Chunks allocated. */
    public int chunks() {
        return data.length;
    }

    /** Dead sectors / sectors (0 when empty). */
    public double fragmentation() {
        return size == 0 ? 0 : (double) dead / size;
    }

    public double defragmentThreshold() {
        return defragmentThreshold;
    }

    /** Sets the fragmentation above which {@link #update()} defragments, in [0, 1]. */
    public void setDefragmentThreshold(double threshold) {
        if (!(threshold >= 0 && threshold <= 1)) {
            throw new IllegalArgumentException("threshold must be in [0, 1], got " + threshold);
        }
        this.defragmentThreshold = threshold;
    }

    /**
     * Adds chunks so that at least {@code sectors} sectors fit without further allocation, capped at
     * {@link #capacity()} (an entity has at most one sector); a negative count is an error.
     */
    public void reserve(int sectors) {
        if (sectors < 0) throw new IllegalArgumentException("sector count must be >= 0, got " + sectors);
        sectors = Math.min(sectors, sectorOf.length);
        int needed = (int) (((long) sectors + chunkMask) >>> chunkShift);
        if (needed <= data.length) return;
        int old = data.length;
        ids = Arrays.copyOf(ids, needed);
        alive = Arrays.copyOf(alive, needed);
        data = Arrays.copyOf(data, needed);
        for (int c = old; c < needed; c++) {
            ids[c] = new int[chunkMask + 1];
            alive[c] = new int[chunkMask + 1];
            data[c] = new int[(chunkMask + 1) * sectorWords];
        }
        int words = (int) (((long) needed * (chunkMask + 1) + 63) >>> 6);
        for (int slot = 0; slot < aliveBits.length; slot++) aliveBits[slot] = Arrays.copyOf(aliveBits[slot], words);
    }

    /** True when the entity has a component in {@code slot}; false for any out-of-range ID. */
    public boolean has(int entity, int slot) {
        int bit = layout.bit(slot);
        int s = sectorIndex(entity);
        return s >= 0 && (maskAt(s) & bit) != 0;
    }

    /** The entity's sector (live or dead), or -1; any ID accepted. */
    public int sectorIndex(int entity) {
        return entity >= 0 && entity < sectorOf.length ? sectorOf[entity] - 1 : -1;
    }

    /**
     * Gives the entity a component in {@code slot} (words zeroed) and returns its sector index, valid
     * until the next insertion or defragmentation. Throws on a bad ID or when the slot is taken.
     */
    public int add(int entity, int slot) {
        int bit = layout.bit(slot);
        EntityChecks.requireInRange(entity, sectorOf.length);
        int s = sectorOf[entity] - 1;
        if (s < 0) {
            s = insertSector(entity);
        } else {
            int mask = maskAt(s);
            if ((mask & bit) != 0) throw EntityChecks.duplicate(entity);
            if (mask == 0) dead--;
        }
        alive[s >>> chunkShift][s & chunkMask] |= bit;
        aliveBits[slot][s >>> 6] |= 1L << s;
        slotPopulation[slot]++;
        Arrays.fill(data[s >>> chunkShift], wordIndex(s, slot), wordIndex(s, slot) + layout.words(slot), 0);
        return s;
    }

    /** The sector index of the entity's component in {@code slot}; {@link java.util.NoSuchElementException} when absent. */
    public int require(int entity, int slot) {
        int bit = layout.bit(slot);
        int s = sectorIndex(entity);
        if (s < 0 || (maskAt(s) & bit) == 0) throw EntityChecks.missing(entity);
        return s;
    }

    /** Clears the slot's bit; false when absent (including out of range). A sector left empty is dead. */
    public boolean remove(int entity, int slot) {
        int bit = layout.bit(slot);
        int s = sectorIndex(entity);
        if (s < 0) return false;
        int[] masks = alive[s >>> chunkShift];
        int m = masks[s & chunkMask];
        if ((m & bit) == 0) return false;
        masks[s & chunkMask] = m & ~bit;
        aliveBits[slot][s >>> 6] &= ~(1L << s);
        slotPopulation[slot]--;
        if (m == bit) dead++;
        return true;
    }

    /** Word {@code word} of the slot's component in a sector, {@code 0 <= sector < size()}, as a float. */
    public float getFloat(int sector, int slot, int word) {
        requireSector(sector);
        return Float.intBitsToFloat(data[sector >>> chunkShift][wordIndex(sector, slot) + checkedWord(slot, word)]);
    }

    /** Sets word {@code word} of the slot's component in a sector, {@code 0 <= sector < size()}. */
    public void setFloat(int sector, int slot, int word, float value) {
        requireSector(sector);
        data[sector >>> chunkShift][wordIndex(sector, slot) + checkedWord(slot, word)] = Float.floatToRawIntBits(value);
    }

    private void requireSector(int sector) {
        if (sector < 0 || sector >= size)
            throw new IndexOutOfBoundsException("sector " + sector + " outside 0.." + (size - 1) + " (sectors in use)");
    }

    /** The entity owning a sector, {@code 0 <= sector < size()}. */
    public int entityAt(int sector) {
        EntityChecks.requireDenseIndex(sector, size);
        return ids[sector >>> chunkShift][sector & chunkMask];
    }

    /** The alive mask of a sector, {@code 0 <= sector < size()}. */
    public int maskAt(int sector) {
        EntityChecks.requireDenseIndex(sector, size);
        return alive[sector >>> chunkShift][sector & chunkMask];
    }

    /** The payload chunk holding a sector, and {@link #wordIndex} its slot's first word there: zero-copy access. */
    public int[] chunkOf(int sector) {
        return data[sector >>> chunkShift];
    }

    /** Index in {@link #chunkOf(int)} of the first word of {@code slot} in {@code sector}. */
    public int wordIndex(int sector, int slot) {
        return (sector & chunkMask) * sectorWords + layout.offset(slot);
    }

    /** True when every sector has all the slots of {@code slotMask}, so an iteration need not read masks. */
    public boolean everySectorHas(int slotMask) {
        for (int s = 0; s < slotPopulation.length; s++) {
            if ((slotMask & 1 << s) != 0 && slotPopulation[s] != size) return false;
        }
        return true;
    }

    /** Chunks holding sectors in use (the last may be partly used). */
    public int usedChunks() {
        return (int) (((long) size + chunkMask) >>> chunkShift);
    }

    /** Sectors in use in a chunk, {@code 0 <= chunk < usedChunks()}. */
    public int sectorsIn(int chunk) {
        return Math.min(chunkMask + 1, size - (chunk << chunkShift));
    }

    /**
     * Zero-copy view of a chunk's payload: sector {@code i} of the chunk occupies words
     * {@code [i * sectorWords, (i + 1) * sectorWords)}. Valid until the next insertion or
     * defragmentation. With {@link #chunkMasks} this is the iteration idiom for hot loops that know
     * their layout, as ECSS's typed iterators do with compile-time offsets.
     */
    public int[] chunkData(int chunk) {
        return data[chunk];
    }

    /** Zero-copy view of a chunk's alive masks, one per sector; see {@link #chunkData}. */
    public int[] chunkMasks(int chunk) {
        return alive[chunk];
    }

    /** Zero-copy view of a chunk's entity IDs, one per sector; see {@link #chunkData}. */
    public int[] chunkIds(int chunk) {
        return ids[chunk];
    }

    /** Sectors per chunk (a power of two): sector {@code s} is sector {@code s & (n - 1)} of chunk {@code s >>> log2(n)}. */
    public int sectorsPerChunk() {
        return chunkMask + 1;
    }

    /**
     * Zero-copy view of one slot's alive bits: bit {@code s & 63} of word {@code s >>> 6} is set when sector
     * {@code s} has the slot; every bit from {@link #size()} on is 0. With 64 or more sectors per chunk a word's
     * sectors are in one chunk: word {@code k} covers sectors {@code 64 (k - c n / 64) ..} of chunk {@code c}, where
     * {@code n} is {@link #sectorsPerChunk()}. Valid until the next insertion, reservation or defragmentation.
     */
    public long[] aliveBits(int slot) {
        layout.bit(slot);
        return aliveBits[slot];
    }

    /**
     * One pass over the sectors in ascending entity order, applying {@code fn} to every sector whose
     * mask contains all bits of {@code slotMask} ({@code (alive & m) == m}), and summing its results.
     * One slot or several: a grouped system is a single pass. When every sector has all the slots
     * asked for (a per-slot population count tells), the masks are not read at all.
     */
    public long sum(int slotMask, SectorFunction fn) {
        if (slotMask == 0) throw new IllegalArgumentException("empty slot mask");
        // a shift by 32 is a no-op in Java, so a 32-slot layout accepts every mask
        if (slotPopulation.length < SectorLayout.MAX_SLOTS && (slotMask >>> slotPopulation.length) != 0)
            throw new IllegalArgumentException("mask names slots beyond " + layout);
        boolean everySector = everySectorHas(slotMask);
        long total = 0;
        int chunk = 0;
        for (int start = 0; start < size; start += chunkMask + 1, chunk++) {
            int n = Math.min(chunkMask + 1, size - start);
            int[] words = data[chunk];
            if (everySector) {
                for (int i = 0, at = 0; i < n; i++, at += sectorWords) {
                    total += fn.apply(words, at, start + i);
                }
            } else {
                int[] masks = alive[chunk];
                for (int i = 0; i < n; i++) {
                    if ((masks[i] & slotMask) == slotMask) {
                        total += fn.apply(words, i * sectorWords, start + i);
                    }
                }
            }
        }
        return total;
    }

    @Override
    public long sumSectors(int slotMask, IntToLongFunction perSector) {
        return sum(slotMask, (words, offset, sector) -> perSector.applyAsLong(sector));
    }

    /** Defragments when fragmentation exceeds the threshold; call it between system passes. */
    public boolean update() {
        if (dead == 0 || fragmentation() <= defragmentThreshold) return false;
        defragment();
        return true;
    }

    /** Drops every dead sector in one order-keeping pass and fixes the map. */
    public void defragment() {
        int write = 0;
        int read = 0;
        while (read < size) {
            if (maskAt(read) == 0) {
                sectorOf[entityAt(read)] = 0;
                read++;
                continue;
            }
            int run = read;
            while (run < size && maskAt(run) != 0) run++;
            int n = run - read;
            if (write != read) {
                copySectors(read, write, n);
                remap(write, n);
            }
            write += n;
            read = run;
        }
        size = write;
        dead = 0;
        rebuildAliveBits();
    }

    /** Writes the transposed masks anew from the per-sector masks (after defragmentation moved sectors). */
    private void rebuildAliveBits() {
        for (long[] bits : aliveBits) Arrays.fill(bits, 0);
        for (int s = 0; s < size; s++) {
            for (int m = alive[s >>> chunkShift][s & chunkMask]; m != 0; m &= m - 1) {
                aliveBits[Integer.numberOfTrailingZeros(m)][s >>> 6] |= 1L << s;
            }
        }
    }

    /** Moves the alive bits of sectors {@code [s, size)} up by one, as the insertion moved the sectors; bit s is 0. */
    private void openAliveBit(int s) {
        int first = s >>> 6;
        int last = size >>> 6;
        long below = (1L << s) - 1;
        for (long[] bits : aliveBits) {
            for (int w = last; w > first; w--) bits[w] = bits[w] << 1 | bits[w - 1] >>> 63;
            long low = bits[first];
            bits[first] = (low & below) | (low & ~below) << 1;
        }
    }

    private int insertSector(int entity) {
        reserve(size + 1);
        int s = size;
        if (size > 0 && entityAt(size - 1) > entity) {
            s = lowerBound(entity);
            copySectors(s, s + 1, size - s);
            openAliveBit(s);
        }
        size++;
        ids[s >>> chunkShift][s & chunkMask] = entity;
        alive[s >>> chunkShift][s & chunkMask] = 0;
        remap(s, size - s);
        return s;
    }

    /** The first sector whose entity ID is >= entity. */
    private int lowerBound(int entity) {
        int lo = 0;
        int hi = size;
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (ids[mid >>> chunkShift][mid & chunkMask] < entity) lo = mid + 1;
            else hi = mid;
        }
        return lo;
    }

    private void remap(int from, int n) {
        for (int s = from; s < from + n; s++) {
            sectorOf[ids[s >>> chunkShift][s & chunkMask]] = s + 1;
        }
    }

    // Repeats OffHeapSectorArray.copySectors' split: apart, each calls its own copyWithinChunks without a callback.
    /** Moves {@code n} sectors from {@code src} to {@code dst} (ranges may overlap), chunk segment by segment. */
    private void copySectors(int src, int dst, int n) {
        int perChunk = chunkMask + 1;
        if (dst > src) {
            while (n > 0) {
                int srcOff = (src + n - 1) & chunkMask;
                int dstOff = (dst + n - 1) & chunkMask;
                int len = Math.min(n, Math.min(srcOff, dstOff) + 1);
                n -= len;
                copyWithinChunks(src + n, dst + n, len);
            }
        } else {
            while (n > 0) {
                int len = Math.min(n, Math.min(perChunk - (src & chunkMask), perChunk - (dst & chunkMask)));
                copyWithinChunks(src, dst, len);
                src += len;
                dst += len;
                n -= len;
            }
        }
    }

    private void copyWithinChunks(int src, int dst, int len) {
        int sc = src >>> chunkShift, so = src & chunkMask;
        int dc = dst >>> chunkShift, d = dst & chunkMask;
        System.arraycopy(ids[sc], so, ids[dc], d, len);
        System.arraycopy(alive[sc], so, alive[dc], d, len);
        System.arraycopy(data[sc], so * sectorWords, data[dc], d * sectorWords, len * sectorWords);
    }

    private int checkedWord(int slot, int word) {
        if (word < 0 || word >= layout.words(slot)) {
            throw new IndexOutOfBoundsException(
                    "word " + word + " outside slot " + slot + " of " + layout.words(slot) + " words");
        }
        return word;
    }
}

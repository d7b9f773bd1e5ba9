package io.componentbench.container;

import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.util.Arrays;
import java.util.function.IntToLongFunction;

/**
 * The ECSS sector array ({@link SectorArray}'s design, the same invariants) in native memory: the
 * JVM's counterpart of ECSS's raw memory blocks. JDK 22+ (the FFM API); the rest of the build makes it
 * through {@link ForeignMemory#sectorArray} and drives it as a {@link SectorStore}.
 *
 * <p>Memory. Everything the structure stores is in {@link MemorySegment}s from one automatic
 * {@link Arena} ({@code Arena.ofAuto()}: freed when the array becomes unreachable, usable from any
 * thread, as a contender that is built in one thread and measured in another needs), read and written
 * with {@link ValueLayout#JAVA_INT} and {@link ValueLayout#JAVA_FLOAT} accessors:
 * <ul>
 *   <li>the entity-to-sector map, one {@code int} per possible ID ({@code sector + 1}, 0 for none);</li>
 *   <li>one segment per chunk of {@code 2^k} sectors, 64-byte aligned, holding three regions one after
 *       the other: the sectors' entity IDs ({@code int} each, from byte 0), their alive masks ({@code int}
 *       each, from {@link #masksBase()}) and their payloads ({@code sectorWords} 32-bit words each, from
 *       {@link #dataBase()}). IDs and masks stay apart from the payload, as in {@link SectorArray} and
 *       current ECSS, so the binary search of an insertion reads only IDs and a pass reads masks 16 to a
 *       cache line.</li>
 * </ul>
 * Arena memory is zeroed when allocated, which is what a fresh map and fresh slots need. The heap holds
 * only this object, the chunk table and the per-slot population counts; {@link #offHeapBytes()} counts
 * what the arena allocated, which JOL cannot see.
 *
 * <p>Insertion appends when the ID is above the last one; otherwise it binary-searches and shifts the
 * tail right by one sector ({@link MemorySegment#copy}, region by region, across chunk boundaries),
 * fixing the map for every moved sector. Removal only clears a bit. {@link #update()} defragments in
 * one order-keeping pass when the fragmentation exceeds the threshold (0.2 by default).
 */
public final class OffHeapSectorArray implements SectorStore {
    private static final ValueLayout.OfInt INT = ValueLayout.JAVA_INT;
    private static final ValueLayout.OfFloat FLOAT = ValueLayout.JAVA_FLOAT;
    /** Chunk alignment: a cache line, as a native allocator for data of this kind would give. */
    private static final long ALIGNMENT = 64;

    private final Arena arena = Arena.ofAuto();
    private final SectorLayout layout;
    private final int sectorWords;
    private final long sectorBytes;
    private final int chunkShift;
    private final int chunkMask;
    private final long masksBase;
    private final long dataBase;
    private final long chunkBytes;
    private final int capacity;
    private final MemorySegment sectorOf;
    private MemorySegment[] chunks = new MemorySegment[0];
    private final int[] slotPopulation;
    private long offHeapBytes;
    private int size;
    private int dead;
    private double defragmentThreshold = SectorArray.DEFAULT_DEFRAGMENT_THRESHOLD;

    /** An off-heap sector array with ECSS's default chunk size. */
    public OffHeapSectorArray(SectorLayout layout, int entityCapacity) {
        this(layout, entityCapacity, SectorArray.DEFAULT_SECTORS_PER_CHUNK);
    }

    /** An off-heap sector array for IDs {@code 0 <= id < entityCapacity}; {@code sectorsPerChunk} a power of two. */
    public OffHeapSectorArray(SectorLayout layout, int entityCapacity, int sectorsPerChunk) {
        if (sectorsPerChunk < 1 || Integer.bitCount(sectorsPerChunk) != 1) {
            throw new IllegalArgumentException("sectors per chunk must be a power of two, got " + sectorsPerChunk);
        }
        this.layout = layout;
        this.sectorWords = layout.sectorWords();
        this.sectorBytes = 4L * sectorWords;
        this.chunkShift = Integer.numberOfTrailingZeros(sectorsPerChunk);
        this.chunkMask = sectorsPerChunk - 1;
        this.masksBase = 4L * sectorsPerChunk;
        this.dataBase = 8L * sectorsPerChunk;
        this.chunkBytes = dataBase + sectorBytes * sectorsPerChunk;
        this.capacity = EntityChecks.requireCapacity(entityCapacity);
        this.sectorOf = allocate(4L * capacity);
        this.slotPopulation = new int[layout.slots()];
    }

    @Override
    public SectorLayout layout() {
        return layout;
    }

    @Override
    public int capacity() {
        return capacity;
    }

    @Override
    public int size() {
        return size;
    }

    @Override
    public int chunks() {
        return chunks.length;
    }

    @Override
    public long offHeapBytes() {
        return offHeapBytes;
    }

    @Override
    public double fragmentation() {
        return size == 0 ? 0 : (double) dead / size;
    }

    @Override
    public double defragmentThreshold() {
        return defragmentThreshold;
    }

    @Override
    public void setDefragmentThreshold(double threshold) {
        if (!(threshold >= 0 && threshold <= 1)) {
            throw new IllegalArgumentException("threshold must be in [0, 1], got " + threshold);
        }
        this.defragmentThreshold = threshold;
    }

    @Override
    public void reserve(int sectors) {
        int needed = (int) (((long) sectors + chunkMask) >>> chunkShift);
        if (needed <= chunks.length) return;
        int old = chunks.length;
        chunks = Arrays.copyOf(chunks, needed);
        for (int c = old; c < needed; c++) chunks[c] = allocate(chunkBytes);
    }

    private MemorySegment allocate(long bytes) {
        MemorySegment s = arena.allocate(bytes, ALIGNMENT);
        offHeapBytes += bytes;
        return s;
    }

    @Override
    public boolean has(int entity, int slot) {
        int bit = layout.bit(slot);
        int s = sectorIndex(entity);
        return s >= 0 && (maskAt(s) & bit) != 0;
    }

    @Override
    public int sectorIndex(int entity) {
        return entity >= 0 && entity < capacity ? sectorOf.getAtIndex(INT, entity) - 1 : -1;
    }

    @Override
    public int add(int entity, int slot) {
        int bit = layout.bit(slot);
        EntityChecks.requireInRange(entity, capacity);
        int s = sectorOf.getAtIndex(INT, entity) - 1;
        if (s < 0) {
            s = insertSector(entity);
        } else {
            int mask = maskAt(s);
            if ((mask & bit) != 0) throw EntityChecks.duplicate(entity);
            if (mask == 0) dead--;
        }
        MemorySegment chunk = segmentOf(s);
        long m = maskOffset(s);
        chunk.set(INT, m, chunk.get(INT, m) | bit);
        slotPopulation[slot]++;
        long at = byteOffset(s, slot);
        for (int w = 0; w < layout.words(slot); w++) chunk.set(INT, at + 4L * w, 0);
        return s;
    }

    @Override
    public int require(int entity, int slot) {
        int bit = layout.bit(slot);
        int s = sectorIndex(entity);
        if (s < 0 || (maskAt(s) & bit) == 0) throw EntityChecks.missing(entity);
        return s;
    }

    @Override
    public boolean remove(int entity, int slot) {
        int bit = layout.bit(slot);
        int s = sectorIndex(entity);
        if (s < 0) return false;
        MemorySegment chunk = segmentOf(s);
        long at = maskOffset(s);
        int m = chunk.get(INT, at);
        if ((m & bit) == 0) return false;
        chunk.set(INT, at, m & ~bit);
        slotPopulation[slot]--;
        if (m == bit) dead++;
        return true;
    }

    @Override
    public float getFloat(int sector, int slot, int word) {
        return segmentOf(sector).get(FLOAT, byteOffset(sector, slot) + 4L * checkedWord(slot, word));
    }

    @Override
    public void setFloat(int sector, int slot, int word, float value) {
        segmentOf(sector).set(FLOAT, byteOffset(sector, slot) + 4L * checkedWord(slot, word), value);
    }

    @Override
    public int entityAt(int sector) {
        EntityChecks.requireDenseIndex(sector, size);
        return idAt(sector);
    }

    @Override
    public int maskAt(int sector) {
        EntityChecks.requireDenseIndex(sector, size);
        return segmentOf(sector).get(INT, maskOffset(sector));
    }

    /** The chunk segment holding a sector; {@link #byteOffset} gives its slot's first word there: zero-copy access. */
    public MemorySegment segmentOf(int sector) {
        return chunks[sector >>> chunkShift];
    }

    /** Byte offset in {@link #segmentOf(int)} of the first word of {@code slot} in {@code sector}. */
    public long byteOffset(int sector, int slot) {
        return dataBase + (sector & chunkMask) * sectorBytes + 4L * layout.offset(slot);
    }

    /**
     * Zero-copy view of a chunk, {@code 0 <= chunk < usedChunks()}: sector {@code i} of the chunk has
     * its alive mask at byte {@code masksBase() + 4 i} and its payload from byte
     * {@code dataBase() + i * sectorWords * 4}. Valid until the next insertion or defragmentation; with
     * {@link #sectorsIn} this is the iteration idiom for hot loops that know their layout.
     */
    public MemorySegment chunkSegment(int chunk) {
        return chunks[chunk];
    }

    /** Sectors per chunk (a power of two): sector {@code s} is sector {@code s % sectorsPerChunk()} of chunk {@code s / sectorsPerChunk()}. */
    public int sectorsPerChunk() {
        return chunkMask + 1;
    }

    /** Byte offset of the alive masks in every chunk segment. */
    public long masksBase() {
        return masksBase;
    }

    /** Byte offset of the payload in every chunk segment. */
    public long dataBase() {
        return dataBase;
    }

    @Override
    public boolean everySectorHas(int slotMask) {
        for (int s = 0; s < slotPopulation.length; s++) {
            if ((slotMask & 1 << s) != 0 && slotPopulation[s] != size) return false;
        }
        return true;
    }

    @Override
    public int usedChunks() {
        return (int) (((long) size + chunkMask) >>> chunkShift);
    }

    @Override
    public int sectorsIn(int chunk) {
        return Math.min(chunkMask + 1, size - (chunk << chunkShift));
    }

    @Override
    public long sumSectors(int slotMask, IntToLongFunction perSector) {
        if (slotMask == 0) throw new IllegalArgumentException("empty slot mask");
        // a shift by 32 is a no-op in Java, so a 32-slot layout accepts every mask
        if (slotPopulation.length < SectorLayout.MAX_SLOTS && (slotMask >>> slotPopulation.length) != 0) {
            throw new IllegalArgumentException("mask names slots beyond " + layout);
        }
        boolean everySector = everySectorHas(slotMask);
        long total = 0;
        for (int c = 0, used = usedChunks(); c < used; c++) {
            MemorySegment chunk = chunks[c];
            int first = c << chunkShift;
            for (int i = 0, n = sectorsIn(c); i < n; i++) {
                if (everySector || (chunk.get(INT, masksBase + 4L * i) & slotMask) == slotMask)
                    total += perSector.applyAsLong(first + i);
            }
        }
        return total;
    }

    @Override
    public boolean update() {
        if (dead == 0 || fragmentation() <= defragmentThreshold) return false;
        defragment();
        return true;
    }

    @Override
    public void defragment() {
        int write = 0;
        int read = 0;
        while (read < size) {
            if (maskAt(read) == 0) {
                sectorOf.setAtIndex(INT, idAt(read), 0);
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
    }

    private int idAt(int sector) {
        return segmentOf(sector).get(INT, 4L * (sector & chunkMask));
    }

    private long maskOffset(int sector) {
        return masksBase + 4L * (sector & chunkMask);
    }

    private int insertSector(int entity) {
        reserve(size + 1);
        int s = size;
        if (size > 0 && idAt(size - 1) > entity) {
            s = lowerBound(entity);
            copySectors(s, s + 1, size - s);
        }
        size++;
        MemorySegment chunk = segmentOf(s);
        chunk.set(INT, 4L * (s & chunkMask), entity);
        chunk.set(INT, maskOffset(s), 0);
        remap(s, size - s);
        return s;
    }

    /** The first sector whose entity ID is >= entity. */
    private int lowerBound(int entity) {
        int lo = 0;
        int hi = size;
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (idAt(mid) < entity) lo = mid + 1;
            else hi = mid;
        }
        return lo;
    }

    private void remap(int from, int n) {
        for (int s = from; s < from + n; s++) {
            sectorOf.setAtIndex(INT, idAt(s), s + 1);
        }
    }

    // The segment split of SectorArray.copySectors: apart, each calls its own copyWithinChunks without a callback.
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

    /** Copies {@code len} sectors' IDs, masks and payloads; {@link MemorySegment#copy} handles overlap. */
    private void copyWithinChunks(int src, int dst, int len) {
        MemorySegment from = segmentOf(src);
        MemorySegment to = segmentOf(dst);
        long so = src & chunkMask;
        long d = dst & chunkMask;
        MemorySegment.copy(from, 4 * so, to, 4 * d, 4L * len);
        MemorySegment.copy(from, masksBase + 4 * so, to, masksBase + 4 * d, 4L * len);
        MemorySegment.copy(from, dataBase + so * sectorBytes, to, dataBase + d * sectorBytes, len * sectorBytes);
    }

    private int checkedWord(int slot, int word) {
        if (word < 0 || word >= layout.words(slot)) {
            throw new IndexOutOfBoundsException(
                    "word " + word + " outside slot " + slot + " of " + layout.words(slot) + " words");
        }
        return word;
    }
}

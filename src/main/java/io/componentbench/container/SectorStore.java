package io.componentbench.container;

import java.util.function.IntToLongFunction;

/**
 * The ECSS sector array as a set of operations, whatever memory holds it: {@link SectorArray} keeps
 * its chunks in Java arrays, {@code OffHeapSectorArray} (JDK 22+, made by
 * {@link ForeignMemory#sectorArray}) in native memory from an {@code Arena}. Both keep the invariants
 * {@link SectorArray} states (sectors sorted by entity ID, an alive mask per sector, dead sectors
 * dropped by an order-keeping defragmentation), so one set of tests checks both. The hot loops of a
 * contender use each implementation's own zero-copy views instead (Java arrays, or memory segments).
 */
public interface SectorStore {
    SectorLayout layout();

    /** Entity IDs accepted: {@code 0 <= id < capacity()}. */
    int capacity();

    /** Sectors in use, live and dead. */
    int size();

    /** Chunks allocated. */
    int chunks();

    /** Dead sectors / sectors (0 when empty). */
    double fragmentation();

    double defragmentThreshold();

    /** Sets the fragmentation above which {@link #update()} defragments, in [0, 1]. */
    void setDefragmentThreshold(double threshold);

    /** Adds chunks so that at least {@code sectors} sectors fit without further allocation. */
    void reserve(int sectors);

    /** True when the entity has a component in {@code slot}; false for any out-of-range ID. */
    boolean has(int entity, int slot);

    /** The entity's sector (live or dead), or -1; any ID accepted. */
    int sectorIndex(int entity);

    /**
     * Gives the entity a component in {@code slot} (words zeroed) and returns its sector index, valid
     * until the next insertion or defragmentation. Throws on a bad ID or when the slot is taken.
     */
    int add(int entity, int slot);

    /** The sector index of the entity's component in {@code slot}; {@link java.util.NoSuchElementException} when absent. */
    int require(int entity, int slot);

    /** Clears the slot's bit; false when absent (including out of range). A sector left empty is dead. */
    boolean remove(int entity, int slot);

    float getFloat(int sector, int slot, int word);

    void setFloat(int sector, int slot, int word, float value);

    /** The entity owning a sector, {@code 0 <= sector < size()}. */
    int entityAt(int sector);

    /** The alive mask of a sector, {@code 0 <= sector < size()}. */
    int maskAt(int sector);

    /** True when every sector has all the slots of {@code slotMask}, so an iteration need not read masks. */
    boolean everySectorHas(int slotMask);

    /** Chunks holding sectors in use (the last may be partly used). */
    int usedChunks();

    /** Sectors in use in a chunk, {@code 0 <= chunk < usedChunks()}. */
    int sectorsIn(int chunk);

    /**
     * One pass in ascending entity order applying {@code perSector} to the index of every sector whose
     * mask holds all bits of {@code slotMask}, summing its results.
     */
    long sumSectors(int slotMask, IntToLongFunction perSector);

    /** Defragments when fragmentation exceeds the threshold; call it between system passes. */
    boolean update();

    /** Drops every dead sector in one order-keeping pass and fixes the entity-to-sector map. */
    void defragment();

    /** Bytes of native memory this store has allocated (JOL and heap figures cannot see them); 0 on the heap. */
    default long offHeapBytes() {
        return 0;
    }
}

package io.componentbench.bench;

import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;

/**
 * Touches every page of the young generation once per fork, before anything is built or timed. The
 * fork's heap is reserved but not yet backed by memory, so until eden has been filled once every
 * allocation's first write to a new page is a page fault that the kernel serves by zeroing a page:
 * the object stores' respawn (each re-add allocates a component object) would be slow in the first
 * measured iteration of every fork, while the stores that allocate nothing would not.
 * {@code -XX:+AlwaysPreTouch} avoids that too, but touches the whole 12 GiB heap of a cell's fork;
 * filling eden once touches only what allocations reuse, and the collection that follows leaves it
 * empty. The old generation is touched as it fills, by the build and its full collections, before
 * the first timed call (docs/workloads.md, "The quick run of this round", has the measurements).
 */
final class YoungGeneration {
    /** Chunk of garbage allocated at a time: well above a TLAB, well below eden. */
    private static final int CHUNK_BYTES = 1 << 20;

    private static boolean touched;
    /** Where the last chunk goes, so no compiler can drop the allocations as unused. */
    static volatile byte[] sink;

    private YoungGeneration() {}

    /** Fills eden with garbage once per JVM (later calls return at once), then collects it. */
    static synchronized void touchOnce() {
        if (touched) return;
        touched = true;
        long eden = edenBytes();
        for (long allocated = 0; allocated < eden; allocated += CHUNK_BYTES) {
            byte[] chunk = new byte[CHUNK_BYTES];
            chunk[CHUNK_BYTES - 1] = 1;
            sink = chunk;
        }
        sink = null;
        FullGc.run();
    }

    /** The eden's capacity (its maximum, else what is committed), or 0 when the collector names no eden. */
    static long edenBytes() {
        for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
            if (pool.getType() == MemoryType.HEAP && pool.getName().contains("Eden")) {
                long max = pool.getUsage().getMax();
                return max > 0 ? max : pool.getUsage().getCommitted();
            }
        }
        return 0;
    }
}

package io.componentbench.bench;

import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.util.List;

/**
 * A full collection that has finished when {@link #run()} returns, as JMH's own {@code -gc} does it:
 * {@code System.gc()}, then wait until the collectors' counts show it happened. Every trial's setup
 * ends with one, so that what the setup built is settled (promoted, compacted, its garbage gone) and
 * no collection of setup leftovers lands in a measured iteration.
 */
public final class FullGc {
    /** How long to wait for the counts to move before giving up (a collector that does not count). */
    private static final long TIMEOUT_NANOS = 5_000_000_000L;

    private FullGc() {}

    /** Collects and returns the number of collections that were counted (at least 1, or 0 after the timeout). */
    public static long run() {
        List<GarbageCollectorMXBean> beans = ManagementFactory.getGarbageCollectorMXBeans();
        long before = count(beans);
        System.gc();
        long start = System.nanoTime();
        long after = count(beans);
        while (after == before && System.nanoTime() - start < TIMEOUT_NANOS) {
            try {
                Thread.sleep(1);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                break;
            }
            after = count(beans);
        }
        return after - before;
    }

    private static long count(List<GarbageCollectorMXBean> beans) {
        long n = 0;
        for (GarbageCollectorMXBean b : beans) {
            n += Math.max(0, b.getCollectionCount());
        }
        return n;
    }
}

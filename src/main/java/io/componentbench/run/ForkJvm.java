package io.componentbench.run;

import java.util.List;

/**
 * The fixed JVM flags of every benchmark fork, recorded in each run's {@code env.json}. Same
 * minimum and maximum heap, so no fork resizes its heap mid-measurement; the Parallel collector, so
 * no concurrent GC thread competes with the benchmark for one of this machine's two cores.
 */
public final class ForkJvm {
    public static final String HEAP_MIN = "-Xms4g";
    public static final String HEAP_MAX = "-Xmx4g";
    public static final String GC = "-XX:+UseParallelGC";

    private ForkJvm() {}

    public static List<String> flags() {
        return List.of(HEAP_MIN, HEAP_MAX, GC);
    }
}

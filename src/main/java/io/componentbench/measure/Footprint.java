package io.componentbench.measure;

import io.componentbench.contender.Contender;
import io.componentbench.contender.ContenderKind;
import io.componentbench.results.FootprintEntry;
import io.componentbench.store.ProjectHome;
import io.componentbench.workload.Distribution;
import io.componentbench.workload.ForkJvm;
import io.componentbench.workload.Population;
import io.componentbench.workload.Workloads;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;
import org.openjdk.jol.info.GraphStats;

/**
 * Memory per entity, measured with JOL's {@code GraphStats} over everything a contender holding N
 * Positions (and no Velocities) reaches: bytes and heap objects per entity, the same minus the 8
 * bytes of raw component data (the structure's own overhead), and 64-byte cache lines per entity.
 * JOL sees the heap only: a store in native memory adds the bytes its arena allocated
 * ({@link Contender#positionOffHeapBytes()}), recorded apart as well. A contender that cannot run on
 * the measuring JVM (one needing JDK 22+ on 17) is left out, with a line saying why.
 */
public final class Footprint {
    private Footprint() {}

    public static FootprintEntry measure(ContenderKind kind, Distribution distribution, int size) {
        Population population = Population.of(distribution, size);
        Contender c = kind.create(population.idRange());
        Workloads.insert(c, population.allocationOrder());
        GraphStats layout = GraphStats.parseInstance(c.positionStorage());
        double offHeap = (double) c.positionOffHeapBytes() / size;
        double bytes = (double) layout.totalSize() / size + offHeap;
        return new FootprintEntry(
                kind,
                distribution,
                size,
                bytes,
                (double) layout.totalCount() / size,
                bytes - FootprintEntry.PAYLOAD_BYTES,
                bytes / 64,
                offHeap);
    }

    /**
     * JVM flags of the footprint process: JOL reads fields of {@code java.util} classes (HashMap and
     * TreeMap nodes) reflectively, and without these opens it falls back to a path about five times
     * slower; self-attach gives it exact object sizes. The forks' Parallel collector, for speed: the JDK's
     * default (G1 on a small machine) takes well over twice as long for the same entries (all but
     * dominion's, whose counts vary in the fourth digit from one run to the next with either collector;
     * docs/side-by-side.md, "The footprint child's collector", has the figures).
     */
    static final List<String> CHILD_JVM_FLAGS = List.of(
            ForkJvm.GC,
            "-Djdk.attach.allowAttachSelf=true",
            "--add-opens",
            "java.base/java.util=ALL-UNNAMED",
            "--add-opens",
            "java.base/java.lang=ALL-UNNAMED");

    /**
     * Measures every contender at the given sizes, dense and sparse, in a child JVM ({@code java}
     * binary {@code java}) with {@link #CHILD_JVM_FLAGS}, and writes the entries to {@code out}.
     */
    public static void measureInChildJvm(String java, List<ContenderKind> kinds, List<Integer> sizes, Path out)
            throws IOException, InterruptedException {
        List<String> cmd = new ArrayList<>();
        cmd.add(java);
        cmd.addAll(CHILD_JVM_FLAGS);
        cmd.add("-D" + ProjectHome.PROPERTY + "=" + ProjectHome.dir()); // the child's default paths are the run's
        cmd.addAll(List.of(
                "-cp",
                System.getProperty("java.class.path"),
                "io.componentbench.cli.Cli",
                "footprint",
                "--size",
                sizes.stream().map(String::valueOf).collect(Collectors.joining(",")),
                "--contender",
                kinds.stream().map(ContenderKind::id).collect(Collectors.joining(",")),
                "--distribution",
                Arrays.stream(Distribution.values()).map(Distribution::id).collect(Collectors.joining(",")),
                "--out",
                out.toString()));
        int exit = new ProcessBuilder(cmd).inheritIO().start().waitFor();
        if (exit != 0)
            throw new IllegalStateException("the footprint measurement in a child JVM failed with exit code " + exit
                    + " (its output is above)");
    }

    /** Every contender at every size and distribution given, printing progress. */
    public static List<FootprintEntry> measureAll(
            List<ContenderKind> kinds, List<Integer> sizes, List<Distribution> distributions) {
        List<FootprintEntry> entries = new ArrayList<>();
        kinds.forEach(k -> k.unavailableHere()
                .ifPresent(why -> System.out.println("footprint " + k.id() + " not measured: " + why)));
        for (Distribution d : distributions) {
            for (int size : sizes) {
                for (ContenderKind kind : kinds) {
                    if (kind.unavailableHere().isPresent()) continue;
                    FootprintEntry e = measure(kind, d, size);
                    System.out.printf(
                            "footprint %-22s %-6s %,10d: %8.1f bytes/entity%s, %5.2f objects/entity%n",
                            kind.id(),
                            d.id(),
                            size,
                            e.bytesPerEntity(),
                            e.offHeapBytesPerEntity() > 0
                                    ? String.format(
                                            " (%.1f of them off-heap, the arena's count)", e.offHeapBytesPerEntity())
                                    : "",
                            e.objectsPerEntity());
                    entries.add(e);
                }
            }
        }
        return entries;
    }
}

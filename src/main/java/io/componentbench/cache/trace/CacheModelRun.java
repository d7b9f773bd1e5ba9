package io.componentbench.cache.trace;

import io.componentbench.cache.CacheGeometry;
import io.componentbench.contender.ContenderKind;
import io.componentbench.contender.Family;
import io.componentbench.results.CacheModelEntry;
import io.componentbench.results.Json;
import io.componentbench.workload.ForkJvm;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Starts traced JVMs ({@link TraceAgent}, {@link TracedPass}; {@link #jvmGroups}) for a set of counts and
 * reads back their {@code cache-model.json}: JVMs of their own, so the instrumentation never touches a timed fork. It
 * runs with the forks' heap and an allocation that keeps the heap in allocation order ({@link #flags}),
 * so containers are laid out as a settled fork lays them out, and the same way every time.
 */
public final class CacheModelRun {
    /** What the counts leave out, as every output says. */
    public static final String LEFT_OUT =
            "Counted: every array element, array length, instance field, Unsafe access and"
                    + " System.arraycopy line of the operation, at its real heap address, through set-associative LRU caches"
                    + " and first-level data TLBs. Left out: hardware prefetchers (a sequential stream costs far less than its"
                    + " misses), out-of-order overlap of independent misses, loads the JIT removes or keeps in registers,"
                    + " object headers read by virtual dispatch and type checks, static fields, the zeroing of new objects,"
                    + " physical addresses (virtual ones index every level), second-level TLBs and page walks, and the"
                    + " workload's own loop and inputs (the probe and ID arrays).";

    private CacheModelRun() {}

    /**
     * Counts the operations in a traced JVM ({@code java}, class path {@code classpath}) and returns what
     * it wrote; its progress lines go to this process's output.
     */
    public static CacheModelEntry.File count(
            String java, String classpath, CacheGeometry geometry, List<String> contenders, List<TracedPass.Cell> cells)
            throws IOException, InterruptedException {
        Path dir = Files.createTempDirectory("componentbench-cache-model");
        try {
            Path agent = TraceAgent.agentJar(dir);
            List<CacheModelEntry> entries = new ArrayList<>();
            for (List<String> group : jvmGroups(contenders)) {
                Path request = dir.resolve("request.json");
                Path out = dir.resolve(CacheModelEntry.File.NAME);
                Files.deleteIfExists(out);
                Json.write(request, new TracedPass.Request(geometry.toString(), group, cells, out.toString()));
                List<String> cmd = new ArrayList<>();
                cmd.add(java);
                cmd.addAll(flags(
                        cells.stream().mapToInt(TracedPass.Cell::size).max().orElse(0)));
                cmd.add("-javaagent:" + agent);
                cmd.addAll(List.of("-cp", classpath, TracedPass.class.getName(), request.toString()));
                int exit = new ProcessBuilder(cmd).inheritIO().start().waitFor();
                if (exit != 0 || !Files.exists(out))
                    throw new IllegalStateException("the traced JVM of " + String.join(", ", group)
                            + " failed with exit code " + exit + " (its output is above): no counts written");
                entries.addAll(Json.MAPPER
                        .readValue(out.toFile(), CacheModelEntry.File.class)
                        .entries());
            }
            return new CacheModelEntry.File(geometry.toString(), LEFT_OUT, entries);
        } finally {
            try (var files = Files.list(dir)) {
                for (Path f : files.toList()) Files.deleteIfExists(f);
            }
            Files.deleteIfExists(dir);
        }
    }

    /**
     * The traced JVMs: one for the containers and maps, which keep nothing alive past their release, and
     * one for each framework, whose worlds are large (Ashley allocates about 900 MB per 1M entities) and
     * whose libraries keep state of their own; a JVM's start (the JDK retransformed, compilation in the
     * foreground) costs several seconds, so fewer JVMs save minutes.
     */
    static List<List<String>> jvmGroups(List<String> contenders) {
        List<List<String>> groups = new ArrayList<>();
        List<String> light = new ArrayList<>();
        for (String id : contenders) {
            if (ContenderKind.byId(id).family() == Family.FRAMEWORK) groups.add(List.of(id));
            else light.add(id);
        }
        if (!light.isEmpty()) groups.add(0, light);
        return groups;
    }

    /**
     * The traced JVM's flags: the forks' heap (the cell heap past 1M entities) and huge pages, with the
     * serial collector and no thread-local allocation buffers in place of theirs, so that objects lie in
     * the heap in the order they were allocated and a settled container's layout repeats from JVM to JVM
     * (a buffer puts a large array after small objects allocated later; the parallel collector's
     * compaction does not keep the order either); no escape analysis or box elimination, so compiled code
     * allocates what interpreted code does (the trace records every allocation's accesses either way);
     * compilation in the foreground, so what a compiler thread allocates in the shared heap comes at the
     * same point of every run; no class-data sharing, which a grown bootstrap path
     * turns off with a warning.
     */
    static List<String> flags(int largestSize) {
        List<String> flags = new ArrayList<>(List.of(
                "-XX:+UseSerialGC",
                "-XX:-UseTLAB",
                "-Xbatch",
                "-XX:-DoEscapeAnalysis",
                "-XX:-EliminateAutoBox",
                "-Xshare:off"));
        for (String f : ForkJvm.flags()) {
            if (f.equals(ForkJvm.GC) || f.equals(ForkJvm.GC_THREADS) || f.equals(ForkJvm.FIXED_SPACES)) continue;
            if (largestSize > 1_000_000 && f.equals(ForkJvm.HEAP_MIN)) flags.add(ForkJvm.CELL_HEAP_MIN);
            else if (largestSize > 1_000_000 && f.equals(ForkJvm.HEAP_MAX)) flags.add(ForkJvm.CELL_HEAP_MAX);
            else flags.add(f);
        }
        return flags;
    }
}

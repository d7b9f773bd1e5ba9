package io.componentbench.cache.trace;

import io.componentbench.cache.CacheGeometry;
import io.componentbench.results.CacheModelEntry;
import io.componentbench.results.Json;
import io.componentbench.workload.ForkJvm;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * Starts the traced JVM ({@link TraceAgent}, {@link TracedPass}) for a set of counts and reads back its
 * {@code cache-model.json}: a JVM of its own, so the instrumentation never touches a timed fork. It
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
            String java,
            String classpath,
            CacheGeometry geometry,
            List<String> contenders,
            List<String> workloads,
            List<String> distributions,
            List<Integer> sizes)
            throws IOException, InterruptedException {
        Path dir = Files.createTempDirectory("componentbench-cache-model");
        try {
            Path request = dir.resolve("request.json");
            Path out = dir.resolve(CacheModelEntry.File.NAME);
            Json.write(
                    request,
                    new TracedPass.Request(
                            geometry.toString(), contenders, workloads, distributions, sizes, out.toString()));
            List<String> cmd = new ArrayList<>();
            cmd.add(java);
            cmd.addAll(flags(Collections.max(sizes)));
            cmd.add("-javaagent:" + TraceAgent.agentJar(dir));
            cmd.addAll(List.of("-cp", classpath, TracedPass.class.getName(), request.toString()));
            int exit = new ProcessBuilder(cmd).inheritIO().start().waitFor();
            if (exit != 0 || !Files.exists(out))
                throw new IllegalStateException(
                        "the traced JVM failed with exit code " + exit + " (its output is above): no counts written");
            return Json.MAPPER.readValue(out.toFile(), CacheModelEntry.File.class);
        } finally {
            try (var files = Files.list(dir)) {
                for (Path f : files.toList()) Files.deleteIfExists(f);
            }
            Files.deleteIfExists(dir);
        }
    }

    /** The traced JVM's flags: the forks', with the cell heap past 1M entities. */
    static List<String> flags(int largestSize) {
        List<String> flags =
                new ArrayList<>(List.of("-Djdk.attach.allowAttachSelf=true")); // JOL's exact sizes, quietly
        for (String f : ForkJvm.flags()) {
            if (largestSize > 1_000_000 && f.equals(ForkJvm.HEAP_MIN)) flags.add(ForkJvm.CELL_HEAP_MIN);
            else if (largestSize > 1_000_000 && f.equals(ForkJvm.HEAP_MAX)) flags.add(ForkJvm.CELL_HEAP_MAX);
            else flags.add(f);
        }
        return flags;
    }
}

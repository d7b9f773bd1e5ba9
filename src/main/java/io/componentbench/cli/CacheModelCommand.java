package io.componentbench.cli;

import static io.componentbench.cli.Cli.contenders;
import static io.componentbench.cli.Cli.requireOwnOutput;

import io.componentbench.cache.CacheGeometry;
import io.componentbench.cache.trace.CacheModelRun;
import io.componentbench.cache.trace.TracedPass;
import io.componentbench.contender.ContenderKind;
import io.componentbench.measure.SelectionOptions;
import io.componentbench.results.CacheModelEntry;
import io.componentbench.results.Json;
import io.componentbench.workload.Distribution;
import io.componentbench.workload.Workload;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code cache-model}: counts each contender's cache lines, misses and TLB misses per operation by a traced pass. */
@Command(
        name = "cache-model",
        mixinStandardHelpOptions = true,
        description = {
            "Trace each contender's operation once, untimed, in a JVM of its own, and count its memory accesses"
                    + " through a model of the caches: lines and pages touched, misses per level and TLB misses per"
                    + " operation, cold and hot, and the miss-ratio curve. Deterministic: the same counts on every run.",
            CacheModelRun.LEFT_OUT
        })
final class CacheModelCommand implements Callable<Integer> {
    @Option(
            names = "--size",
            split = ",",
            defaultValue = "1000000",
            description = "entity counts (default: ${DEFAULT-VALUE})")
    List<Integer> sizes;

    @Option(
            names = "--workload",
            split = ",",
            defaultValue = "lookup,iterate,join,insert,remove",
            description = "workloads (default: ${DEFAULT-VALUE}; insert and remove are counted cold only)")
    List<String> workloads;

    @Option(
            names = "--distribution",
            split = ",",
            defaultValue = "dense",
            description = "dense, sparse (default: ${DEFAULT-VALUE})")
    List<String> distributions;

    @Mixin
    SelectionOptions.ContenderOption contenders;

    @Option(
            names = "--cache",
            description = "the geometry to simulate, e.g. l1d=48K/12,l2=1M/8,l3=32M/16 (levels nearest first as"
                    + " SIZE/WAYS; optional line=64,tlb4k=64/4,tlb2m=32/4); default: this machine's, from"
                    + " /sys/devices/system/cpu/cpu0/cache")
    String cache;

    @Option(
            names = "--out",
            description = "also write the counts to this JSON file (absent, or an earlier cache-model file;"
                    + " never inside a run, baseline or report)")
    Path out;

    @Override
    public Integer call() throws Exception {
        CacheGeometry geometry = geometry(cache);
        for (String w : workloads) {
            Workload workload = Workload.byId(w);
            if (!TracedPass.WORKLOADS.contains(workload))
                throw new IllegalArgumentException("cache-model counts "
                        + TracedPass.WORKLOADS.stream().map(Workload::id).toList() + ", not " + w);
        }
        distributions.forEach(Distribution::byId);
        for (int s : sizes) if (s < 2) throw new IllegalArgumentException("--size must be at least 2, got " + s);
        if (out != null) requireOwnOutput(out, "cache-model", "cache-model file", CacheModelEntry.File.class);
        System.out.println("cache-model: geometry " + geometry);
        CacheModelEntry.File counts = CacheModelRun.count(
                ProcessHandle.current().info().command().orElse("java"),
                System.getProperty("java.class.path"),
                geometry,
                contenders(contenders.ids().orElse(null)).stream()
                        .map(ContenderKind::id)
                        .toList(),
                TracedPass.Cell.every(
                        workloads.stream().distinct().toList(),
                        distributions.stream().distinct().toList(),
                        sizes.stream().distinct().toList()));
        if (out != null) {
            requireOwnOutput(
                    out,
                    "cache-model",
                    "cache-model file",
                    CacheModelEntry.File.class); // again: the pass takes a while
            Json.write(out, counts);
        }
        return 0;
    }

    /** The geometry given, else this machine's; a clear error when neither can be had. */
    static CacheGeometry geometry(String text) {
        if (text != null) return CacheGeometry.parse(text);
        return CacheGeometry.ofThisMachine()
                .orElseThrow(() -> new IllegalArgumentException("this machine describes no caches in "
                        + CacheGeometry.SYSFS + "; give one with --cache, e.g. l1d=48K/12,l2=1M/8,l3=32M/16"));
    }
}

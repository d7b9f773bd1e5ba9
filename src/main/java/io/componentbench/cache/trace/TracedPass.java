package io.componentbench.cache.trace;

import io.componentbench.cache.CacheGeometry;
import io.componentbench.cache.CacheModel;
import io.componentbench.cache.probe.Recorder;
import io.componentbench.contender.Contender;
import io.componentbench.contender.ContenderKind;
import io.componentbench.results.CacheModelEntry;
import io.componentbench.results.Json;
import io.componentbench.workload.ContainerState;
import io.componentbench.workload.Distribution;
import io.componentbench.workload.Population;
import io.componentbench.workload.Workload;
import io.componentbench.workload.Workloads;
import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.lang.ref.Reference;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Function;
import java.util.function.ToLongFunction;
import org.openjdk.jol.vm.VM;

/**
 * The traced pass, inside the traced JVM ({@link TraceAgent} loaded): for each contender, workload,
 * distribution and size asked, builds the container as the timed forks do (the shared
 * {@link Workloads#build}, settled by a full collection), runs the operation untimed until its classes
 * are loaded, then runs it with the {@link Recorder} on, feeding every access to a {@link CacheModel}.
 * The cold regime is the first traced pass from empty caches, the hot regime a second pass counted
 * from the state the first left. A collection during a pass moves objects, so the pass is repeated
 * when one ran. Only the operation is traced: the workload's loop and its inputs (probe and ID arrays)
 * are not instrumented.
 */
public final class TracedPass {
    /** Workloads the pass can count. */
    public static final List<Workload> WORKLOADS =
            List.of(Workload.LOOKUP, Workload.ITERATE, Workload.JOIN, Workload.INSERT, Workload.REMOVE);
    /** Regimes, and what each is. */
    public static final String COLD = "cold", HOT = "hot";

    private static final int ATTEMPTS = 4;
    /** Where the traced container starts: the period of the largest cache's sets and of a huge page. */
    private static final long ALIGNMENT = 2L << 20;
    /** A {@code byte[]}'s header, which is also the size of an empty one (8-byte aligned). */
    private static final long BYTE_ARRAY_HEADER = (VM.current().arrayBaseOffset("byte") + 7) & ~7L;

    /** One count asked for: a workload at a size and distribution, for every contender of the request. */
    public record Cell(String workload, String distribution, int size) {
        /** Every combination of the given workloads, distributions and sizes, sizes innermost. */
        public static List<Cell> every(List<String> workloads, List<String> distributions, List<Integer> sizes) {
            List<Cell> cells = new ArrayList<>();
            for (String d : distributions)
                for (int size : sizes) for (String w : workloads) cells.add(new Cell(w, d, size));
            return cells;
        }
    }

    /** What the parent asks the traced JVM for (written as JSON, read back here). */
    public record Request(String geometry, List<String> contenders, List<Cell> cells, String out) {}

    private final CacheGeometry geometry;

    TracedPass(CacheGeometry geometry) {
        this.geometry = geometry;
    }

    /** Entry of the traced JVM: {@code args[0]} is the request file. */
    public static void main(String[] args) throws Exception {
        Request r = Json.MAPPER.readValue(Path.of(args[0]).toFile(), Request.class);
        calibrate();
        TracedPass pass = new TracedPass(CacheGeometry.parse(r.geometry()));
        List<CacheModelEntry> entries = new ArrayList<>();
        for (Cell cell : r.cells()) {
            for (String k : r.contenders()) {
                long started = System.nanoTime();
                List<CacheModelEntry> e = pass.count(
                        ContenderKind.byId(k),
                        Workload.byId(cell.workload()),
                        Distribution.byId(cell.distribution()),
                        cell.size());
                e.forEach(TracedPass::print);
                System.out.printf(
                        Locale.ROOT,
                        "cache-model %s %s %s %d: %.1f s%n",
                        k,
                        cell.workload(),
                        cell.distribution(),
                        cell.size(),
                        (System.nanoTime() - started) / 1e9);
                entries.addAll(e);
            }
        }
        List<String> failures = TraceAgent.failures();
        if (!failures.isEmpty()) System.out.println("cache-model: classes left uninstrumented: " + failures);
        Json.write(
                Path.of(r.out()), new CacheModelEntry.File(pass.geometry.toString(), CacheModelRun.LEFT_OUT, entries));
    }

    /** The counts of one contender's operation in each regime it has (insert and remove: cold only). */
    List<CacheModelEntry> count(ContenderKind kind, Workload workload, Distribution distribution, int size) {
        boolean reusable = workload != Workload.INSERT && workload != Workload.REMOVE;
        List<String> regimes = reusable ? List.of(COLD, HOT) : List.of(COLD);
        String why = kind.unavailableHere().orElse(null);
        if (why == null && !WORKLOADS.contains(workload)) why = "the traced pass does not count " + workload.id();
        if (why == null) {
            try {
                return trace(kind, workload, Population.of(distribution, size), regimes);
            } catch (RuntimeException | LinkageError e) {
                why = "the traced pass failed: " + e;
            }
        }
        String because = why;
        return regimes.stream()
                .map(g -> CacheModelEntry.notModelled(kind.id(), workload.id(), distribution.id(), size, g, because))
                .toList();
    }

    private List<CacheModelEntry> trace(
            ContenderKind kind, Workload workload, Population population, List<String> regimes) {
        Operation op = operation(workload, population);
        Contender warm = op.prepare(kind);
        if (warm.positionOffHeapBytes() > 0)
            return notModelled(
                    kind,
                    workload,
                    population,
                    regimes,
                    "its Positions live off the heap behind a MemorySegment, whose accesses the agent does not see");
        // traced into nothing: every class the operation reaches loaded, every field it reads resolved and the
        // recorder's own paths compiled, so nothing of theirs allocates inside a counted pass
        Recorder.start((events, n) -> {});
        try {
            Recorder.resume();
            for (int i = 0; i < 2; i++) op.run(warm);
        } finally {
            Recorder.stop();
        }
        warm.release();
        int expectedLines = Math.max(1 << 16, 2 * population.size());
        for (int attempt = 0; attempt < ATTEMPTS; attempt++) {
            CacheModel model = new CacheModel(geometry, expectedLines);
            Object[] anchor = null;
            Contender c = null;
            long drift = 0; // what else settles between the pad and the container, learned try by try
            long miss = -1;
            for (int placing = 0; placing < ATTEMPTS && miss != 0; placing++) {
                if (c != null) c.release();
                c = null; // dead, and the last anchor too, before the new anchor settles: nothing below it
                anchor = null; // may die and slide it down
                anchor = alignNextSettled(drift);
                c = op.prepare(kind);
                settle();
                miss = Math.floorMod(Recorder.addressOf(c), ALIGNMENT);
                drift = Math.floorMod(drift + miss, ALIGNMENT);
            }
            if (miss != 0)
                System.out.printf("cache-model %s: its container starts %d bytes past the boundary%n", kind.id(), miss);
            long collections = collections();
            List<CacheModel.Counts> counts = new ArrayList<>();
            Recorder.start((events, n) -> {
                for (int i = 0; i < n; i++) model.access(events[i] & ~Recorder.WRITE, events[i] < 0);
            });
            int passes = regimes.size();
            try {
                for (int pass = 0; pass < passes; pass++) {
                    byte[] pad = alignAllocation();
                    Recorder.resume();
                    op.run(c);
                    Recorder.suspend(); // the bookkeeping below is the model's, not the operation's
                    Recorder.flush();
                    counts.add(model.counts());
                    model.resetCounts();
                    Reference.reachabilityFence(pad);
                }
            } finally {
                Recorder.stop();
            }
            c.release();
            Reference.reachabilityFence(anchor);
            if (collections() != collections) {
                expectedLines = Math.max(2 * expectedLines, (int)
                        Math.min(Integer.MAX_VALUE / 8, 2 * counts.get(0).firstTouchedLines()));
                continue;
            }
            double untraced = (double) Recorder.untraced() / regimes.size();
            if (untraced > 0.01 * counts.get(0).accesses())
                return notModelled(
                        kind,
                        workload,
                        population,
                        regimes,
                        String.format(
                                Locale.ROOT,
                                "%.3g Unsafe writes per operation whose addresses the agent does not trace",
                                untraced / op.operations()));
            if (counts.get(0).accesses() == 0)
                return notModelled(
                        kind,
                        workload,
                        population,
                        regimes,
                        "no access was recorded (the agent instruments none of its classes)");
            List<CacheModelEntry> entries = new ArrayList<>();
            for (int i = 0; i < regimes.size(); i++)
                entries.add(
                        entry(kind, workload, population, regimes.get(i), op.operations(), untraced, counts.get(i)));
            return entries;
        }
        return notModelled(
                kind, workload, population, regimes, "a collection ran during each of " + ATTEMPTS + " traced passes");
    }

    private CacheModelEntry entry(
            ContenderKind kind,
            Workload workload,
            Population population,
            String regime,
            long ops,
            double untraced,
            CacheModel.Counts c) {
        Map<String, Double> misses = new LinkedHashMap<>();
        for (int i = 0; i < geometry.levels().size(); i++)
            misses.put(geometry.levels().get(i).name(), (double) c.misses().get(i) / ops);
        return new CacheModelEntry(
                kind.id(),
                workload.id(),
                population.distribution().id(),
                population.size(),
                regime,
                null,
                ops,
                (double) c.accesses() / ops,
                untraced / ops,
                (double) c.firstTouchedLines() / ops,
                (double) c.firstTouchedPages() / ops,
                misses,
                Map.of("4k", (double) c.tlb4kMisses() / ops, "2m", (double) c.tlb2mMisses() / ops),
                c.curveBytes(),
                c.curveMissRatio());
    }

    private static List<CacheModelEntry> notModelled(
            ContenderKind kind, Workload workload, Population population, List<String> regimes, String why) {
        return regimes.stream()
                .map(g -> CacheModelEntry.notModelled(
                        kind.id(), workload.id(), population.distribution().id(), population.size(), g, why))
                .toList();
    }

    /** A workload's operation as the traced pass runs it: a container to run on, the run, its count of operations. */
    private record Operation(
            Function<ContenderKind, Contender> prepare, ToLongFunction<Contender> body, long operations) {
        Contender prepare(ContenderKind kind) {
            return prepare.apply(kind);
        }

        long run(Contender c) {
            return body.applyAsLong(c);
        }
    }

    private static Operation operation(Workload workload, Population p) {
        Function<ContenderKind, Contender> full = k -> Workloads.build(k, p, ContainerState.FRESH);
        return switch (workload) {
            case LOOKUP -> new Operation(full, c -> Workloads.lookup(c, p.shuffledOrder()), p.size());
            case ITERATE -> new Operation(full, Workloads::iterate, p.size());
            case JOIN -> new Operation(full, Workloads::join, (p.size() + 1) / 2);
            case INSERT ->
                new Operation(k -> k.create(p.idRange()), c -> Workloads.insert(c, p.allocationOrder()), p.size());
            case REMOVE ->
                new Operation(
                        full,
                        c -> Workloads.remove(c, p.removals()),
                        p.removals().length());
            default -> throw new IllegalArgumentException("the traced pass does not count " + workload.id());
        };
    }

    /** Teaches the Recorder this JVM's reference encoding from JOL's addresses of a few objects. */
    private static void calibrate() {
        Object[] probes = {new Object(), new int[3], "probe", new long[70_000], new Object[] {null}};
        long[] addresses = new long[probes.length];
        for (int i = 0; i < probes.length; i++) addresses[i] = VM.current().addressOf(probes[i]);
        Recorder.calibrate(probes, addresses);
        for (int i = 0; i < probes.length; i++) {
            if (Recorder.addressOf(probes[i]) != VM.current().addressOf(probes[i]))
                throw new IllegalStateException("an object moved while the Recorder learned addresses; run again");
        }
    }

    /**
     * Makes what is allocated next start, once settled, at a {@value #ALIGNMENT}-byte boundary, so every
     * cache set and page maps the container the same way in every traced JVM: what sits in the heap
     * before it (class mirrors, strings, method-handle forms made while the code warmed) varies a little
     * from JVM to JVM. A full collection slides the live objects down in address order, so an anchor
     * allocated after one lands at the top of the settled heap in the next; a pad sized from its address,
     * held by the anchor, puts the following objects on the boundary, less {@code drift}: what the last
     * try found settled between the pad and the container. Returns the anchor, to keep alive. The traced
     * JVM allocates without thread-local buffers and collects with the serial collector, so the heap's
     * order is the order of allocation ({@link CacheModelRun#flags}).
     */
    private static Object[] alignNextSettled(long drift) {
        settle();
        Object[] anchor = new Object[1];
        settle();
        anchor[0] = padFrom(Recorder.addressOf(anchor) + VM.current().sizeOf(anchor) + drift);
        return anchor;
    }

    /**
     * Makes the next allocation start at a {@value #ALIGNMENT}-byte boundary, so what a counted pass
     * allocates (an insert's nodes, a lookup's boxed keys) lands on the same lines in every traced JVM:
     * the few objects made between the settling and the pass differ by some bytes from JVM to JVM.
     * Allocation without thread-local buffers is one bump pointer, so a probe's address is where the
     * next object goes; returns the pad, to keep until the pass ends.
     */
    private static byte[] alignAllocation() {
        byte[] probe = new byte[0];
        return padFrom(Recorder.addressOf(probe) + BYTE_ARRAY_HEADER);
    }

    /** A pad that, allocated at {@code address}, ends on a {@value #ALIGNMENT}-byte boundary. */
    private static byte[] padFrom(long address) {
        return new byte[(int) Math.floorMod(-(address + BYTE_ARRAY_HEADER), ALIGNMENT)];
    }

    private static void settle() {
        System.gc();
        System.gc();
    }

    private static long collections() {
        long n = 0;
        for (GarbageCollectorMXBean b : ManagementFactory.getGarbageCollectorMXBeans())
            n += Math.max(0, b.getCollectionCount());
        return n;
    }

    private static void print(CacheModelEntry e) {
        if (e.notModelled() != null) {
            System.out.printf(
                    "cache-model %-22s %-7s %-6s %,10d %-4s not modelled: %s%n",
                    e.contender(), e.workload(), e.distribution(), e.size(), e.regime(), e.notModelled());
        } else {
            System.out.printf(
                    "cache-model %-22s %-7s %-6s %,10d %-4s %6.2f accesses/op, %6.3f lines/op, misses/op %s%n",
                    e.contender(),
                    e.workload(),
                    e.distribution(),
                    e.size(),
                    e.regime(),
                    e.accessesPerOp(),
                    e.linesPerOp(),
                    e.missesPerOp());
        }
    }
}

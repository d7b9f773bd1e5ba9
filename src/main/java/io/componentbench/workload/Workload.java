package io.componentbench.workload;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Function;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * The workloads, by name, with the number of elements one benchmark operation touches, so the
 * report can turn JMH's time per operation into time per element ({@code @OperationsPerInvocation}
 * is a compile-time constant and cannot follow the size parameter).
 *
 * <p>The two workloads that use their container up ({@link #INSERT}, {@link #REMOVE}) are
 * <em>batched</em>: one operation works through {@link #containersPerOperation} prepared containers,
 * prepared untimed before each measured iteration, so that an operation lasts at least
 * {@value #BATCH_TARGET_NS} ns even at 1K entities and the preparation never sits inside a timed call.
 */
public enum Workload {
    /** Add N Positions to each empty container of a batch; per insert. */
    INSERT("InsertBenchmark", true),
    /** Read the Position of N IDs (or N/2 misses); per lookup. */
    LOOKUP("LookupBenchmark", false),
    /** Remove N/2 Positions in random order from each full container of a batch; per remove. */
    REMOVE("RemoveBenchmark", true),
    /** One full pass over all N Positions; per element. */
    ITERATE("IterateBenchmark", false),
    /** The movement system over the N/2 entities with both components; per matched entity. */
    JOIN("JoinBenchmark", false),
    /** One churn frame over N entities; per entity per frame. */
    CHURN("ChurnBenchmark", false),
    /**
     * Remove N/2 Positions in random order from a full container, then re-add them (last removed
     * first, as a free list hands IDs back), the container carrying over from cycle to cycle; per
     * entity removed and re-added. What a lazy removal defers (tombstones that lengthen probes,
     * the rehash that clears them) is paid inside, so eager and lazy removals do the same total work.
     */
    RESPAWN("RespawnBenchmark", false);

    /** Package of the JMH classes. */
    public static final String BENCH_PACKAGE = "io.componentbench.bench";
    /** The JMH method of every workload's class that measures the contender its parameter names. */
    public static final String CONTENDER_METHOD = "contender";
    /** The JMH method of every workload's class that measures the {@code raw-array} reference. */
    public static final String REFERENCE_METHOD = "rawArray";

    /** Shortest operation a batch aims for: 1 ms, where JMH stops warning about per-call overheads. */
    public static final long BATCH_TARGET_NS = 1_000_000;
    /**
     * The fastest anything could handle one element (about one store to L1), so a batch sized by it
     * lasts at least {@link #BATCH_TARGET_NS} for every contender and the reference.
     */
    public static final long FASTEST_NS_PER_ELEMENT = 1;
    /**
     * Memory one batch of prepared containers may take, by the estimate of {@link #containerBytes}:
     * with the timed work's allocation it must fit the forks' young generation, so that nothing is
     * collected between preparing a batch and timing it ({@link ForkJvm} sizes it).
     */
    public static final long BATCH_BYTES = 512L << 20;

    private final String benchmarkClass;
    private final boolean batched;

    Workload(String benchmarkClass, boolean batched) {
        this.benchmarkClass = benchmarkClass;
        this.batched = batched;
    }

    /** Whether one operation works through a batch of prepared containers (measured single-shot). */
    public boolean batched() {
        return batched;
    }

    /**
     * Containers one operation of this workload works through: 1 unless batched; otherwise enough
     * that the operation touches {@link #BATCH_TARGET_NS} / {@link #FASTEST_NS_PER_ELEMENT} elements,
     * capped so the batch stays within {@link #BATCH_BYTES}, and at least 1.
     */
    public int containersPerOperation(int size, Distribution distribution) {
        return containersPerOperation(size, distribution, 0);
    }

    /**
     * As {@link #containersPerOperation(int, Distribution)}, for containers that cost
     * {@code overheadBytes} each whatever their size (a framework's world: see
     * {@code ContenderKind.containerOverheadBytes()}).
     */
    public int containersPerOperation(int size, Distribution distribution, long overheadBytes) {
        if (!batched) return 1;
        long elements = Math.max(1, this == REMOVE ? size / 2 : size);
        long byTime = containersFor(elements, BATCH_TARGET_NS);
        long byMemory = BATCH_BYTES / (containerBytes(size, distribution) + overheadBytes);
        return (int) Math.max(1, Math.min(byTime, byMemory));
    }

    /**
     * Upper estimate of one prepared container's memory: 8 bytes per ID of the range (the
     * structures indexed by entity ID, for Position and Velocity: two reference or {@code int} arrays)
     * plus 256 bytes per entity (a map's entry, boxed key and Position object and its Velocity's, at
     * most about 120 bytes, plus what building, growing and churning it left behind).
     */
    static long containerBytes(int size, Distribution distribution) {
        return 8L * distribution.idRange(size) + 256L * size;
    }

    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** Fully qualified JMH class running this workload. */
    public String benchmarkClass() {
        return BENCH_PACKAGE + "." + benchmarkClass;
    }

    /** The JMH name of this workload's {@link #REFERENCE_METHOD reference} method, or else its {@link #CONTENDER_METHOD contender} method. */
    public String benchmark(boolean reference) {
        return benchmarkClass() + "." + (reference ? REFERENCE_METHOD : CONTENDER_METHOD);
    }

    /** The JMH include pattern that selects exactly these methods of this workload's class. */
    public String include(List<String> methods) {
        return "^" + Pattern.quote(benchmarkClass()) + "\\.(" + String.join("|", methods) + ")$";
    }

    /** Whether a JMH benchmark name (e.g. {@code io.componentbench.bench.IterateBenchmark.rawArray}) is a {@link #REFERENCE_METHOD reference} method. */
    public static boolean isReference(String benchmark) {
        return benchmark.endsWith("." + REFERENCE_METHOD);
    }

    /**
     * Containers of {@code elements} elements each whose work lasts at least {@code targetNs} at
     * {@link #FASTEST_NS_PER_ELEMENT} (rounded up).
     */
    static long containersFor(long elements, long targetNs) {
        long perNs = Math.max(1, elements) * FASTEST_NS_PER_ELEMENT;
        return (targetNs + perNs - 1) / perNs;
    }

    /**
     * Elements one operation touches at a size (for lookups, an order: misses probe N/2). A batched
     * workload measured single-shot ({@code mode} {@code ss}) works through a whole batch, sized by the
     * distribution and by {@code overheadBytes}, the fixed cost of one of its containers (0 but for a
     * framework's world); in {@code avgt} mode (older runs) an operation is one container.
     */
    public long elementsPerOperation(
            int size, Optional<Order> order, Distribution distribution, String mode, long overheadBytes) {
        long perContainer = switch (this) {
            case INSERT, ITERATE, CHURN -> size;
            case LOOKUP -> order.equals(Optional.of(Order.MISS)) ? size / 2 : size;
            case REMOVE, RESPAWN -> size / 2;
            case JOIN -> (size + 1) / 2;
        };
        if (!batched || !"ss".equals(mode)) return perContainer;
        return perContainer * containersPerOperation(size, distribution, overheadBytes);
    }

    /** The workload a JMH benchmark name (e.g. {@code io.componentbench.bench.IterateBenchmark.contender}) belongs to. */
    public static Workload ofBenchmark(String benchmark) {
        for (Workload w : values()) {
            if (benchmark.startsWith(w.benchmarkClass() + ".")) return w;
        }
        throw new IllegalArgumentException("not a componentbench benchmark: " + benchmark);
    }

    public static Workload byId(String id) {
        return byId(values(), id, Workload::id);
    }

    /** The value whose name is {@code id}; otherwise an error listing the known names. */
    static <E> E byId(E[] values, String id, Function<E, String> name) {
        for (E e : values) {
            if (name.apply(e).equals(id)) return e;
        }
        throw new IllegalArgumentException("unknown value '" + id + "'; known: "
                + Arrays.stream(values).map(name).collect(Collectors.joining(", ")));
    }
}

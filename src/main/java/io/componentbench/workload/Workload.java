package io.componentbench.workload;

import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * The workloads, by name, with the number of elements one benchmark operation touches, so the
 * report can turn JMH's time per operation into time per element ({@code @OperationsPerInvocation}
 * is a compile-time constant and cannot follow the size parameter).
 */
public enum Workload {
    /** Add N Positions to an empty container; per insert. */
    INSERT("InsertBenchmark"),
    /** Read the Position of N IDs (or N/2 misses); per lookup. */
    LOOKUP("LookupBenchmark"),
    /** Remove N/2 Positions in random order; per remove. */
    REMOVE("RemoveBenchmark"),
    /** One full pass over all N Positions; per element. */
    ITERATE("IterateBenchmark"),
    /** The movement system over the N/2 entities with both components; per matched entity. */
    JOIN("JoinBenchmark"),
    /** One churn frame over N entities; per entity per frame. */
    CHURN("ChurnBenchmark");

    /** Package of the JMH classes. */
    public static final String BENCH_PACKAGE = "io.componentbench.bench";

    private final String benchmarkClass;

    Workload(String benchmarkClass) {
        this.benchmarkClass = benchmarkClass;
    }

    public String id() { return name().toLowerCase(Locale.ROOT); }

    /** Fully qualified JMH class running this workload. */
    public String benchmarkClass() { return BENCH_PACKAGE + "." + benchmarkClass; }

    /** Elements one operation touches at a size (and, for lookups, an order: misses probe N/2). */
    public long elementsPerOperation(int size, Optional<Order> order) {
        return switch (this) {
            case INSERT, ITERATE, CHURN -> size;
            case LOOKUP -> order.equals(Optional.of(Order.MISS)) ? size / 2 : size;
            case REMOVE -> size / 2;
            case JOIN -> (size + 1) / 2;
        };
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

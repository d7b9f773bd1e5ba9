package io.componentbench.run;

import static io.componentbench.workload.Workload.CHURN;
import static io.componentbench.workload.Workload.INSERT;
import static io.componentbench.workload.Workload.ITERATE;
import static io.componentbench.workload.Workload.JOIN;
import static io.componentbench.workload.Workload.LOOKUP;
import static io.componentbench.workload.Workload.REMOVE;

import io.componentbench.workload.Workload;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The benchmark profiles. Every profile runs every contender on every workload; they differ in
 * sizes, variants, forks and iteration budget. Each parameter combination runs in {@link #forks}
 * JVMs: the interval of a result ({@code io.componentbench.stats.Estimate}) is built from the
 * spread between forks, so more forks buy precision that longer iterations cannot (fork-to-fork
 * differences, JIT decisions and memory layout, do not average out within a fork).
 * <ul>
 *   <li>{@code smoke}: 1K dense entities, one fork, three 20 ms iterations: proves the pipeline (CI).</li>
 *   <li>{@code quick} (what {@code mvn verify} runs): 3 forks; every workload at 1K (in cache), and
 *       iteration, shuffled lookup and the join, the workloads that are about memory, also at 1M.
 *       Locality variants (insertion-order lookups and misses, churned containers, shuffled inserts)
 *       are left to {@code full}: with 17 contenders and 3 forks every variant costs about a
 *       minute, and {@link RunEstimate} must stay within 13 minutes.</li>
 *   <li>{@code full}: 5 forks; the 1K..1M sweep, dense and sparse IDs for iteration and shuffled
 *       lookups, the locality variants at the ends of the sweep.</li>
 * </ul>
 * Warm-up is one 200 ms iteration, measurement three of 100 ms (quick and full): at 1K that is
 * 10^5 operations or more, past every JIT compilation threshold; at 1M one operation (a pass) can
 * outlast an iteration anyway. {@code ProfileRuntimeTest} keeps every profile inside its time
 * budget as contenders and parameters are added.
 */
public enum Profile {
    SMOKE(1, 1, 40, 3, 20, List.of(1000)),
    QUICK(3, 1, 200, 3, 100, List.of(1000, 1_000_000)),
    FULL(5, 1, 200, 3, 100, List.of(1000, 10_000, 100_000, 1_000_000));

    /** Largest size at which shuffled inserts run: above it the sector array's shifts take seconds per pass. */
    static final int SHUFFLED_INSERT_MAX_SIZE = 10_000;

    /** JVM forks per parameter combination. */
    public final int forks;
    public final int warmupIterations;
    public final int warmupMillis;
    public final int measurementIterations;
    public final int measurementMillis;
    /** Every entity count some spec of the profile runs (footprint is measured at each). */
    public final List<Integer> sizes;

    Profile(int forks, int warmupIterations, int warmupMillis, int measurementIterations, int measurementMillis,
            List<Integer> sizes) {
        this.forks = forks;
        this.warmupIterations = warmupIterations;
        this.warmupMillis = warmupMillis;
        this.measurementIterations = measurementIterations;
        this.measurementMillis = measurementMillis;
        this.sizes = sizes;
    }

    public String id() { return name().toLowerCase(Locale.ROOT); }

    public static Profile byId(String id) {
        for (Profile p : values()) {
            if (p.id().equals(id)) return p;
        }
        throw new IllegalArgumentException("unknown profile '" + id + "'; known: smoke, quick, full");
    }

    /** The JMH invocations of this profile, in run order. */
    public List<Spec> specs() {
        return switch (this) {
            case SMOKE -> everyWorkloadAt(1000);
            case QUICK -> {
                List<Spec> specs = new ArrayList<>(everyWorkloadAt(1000));
                specs.add(fresh(ITERATE, 1_000_000));
                specs.add(fresh(LOOKUP, 1_000_000).with("order", "shuffled"));
                specs.add(fresh(JOIN, 1_000_000));
                yield specs;
            }
            case FULL -> full();
        };
    }

    /** Each workload once at one size, dense IDs: iteration, shuffled lookup and join on a fresh container, ascending inserts. */
    private static List<Spec> everyWorkloadAt(int size) {
        return List.of(
                fresh(ITERATE, size),
                fresh(LOOKUP, size).with("order", "shuffled"),
                fresh(JOIN, size),
                Spec.of(INSERT).with("size", size).with("distribution", "dense").with("order", "insertion"),
                Spec.of(REMOVE).with("size", size).with("distribution", "dense"),
                Spec.of(CHURN).with("size", size).with("distribution", "dense"));
    }

    private static Spec fresh(Workload w, int size) {
        return Spec.of(w).with("size", size).with("distribution", "dense").with("state", "fresh");
    }

    private List<Spec> full() {
        Object[] all = sizes.toArray();
        Object[] ends = {sizes.get(0), sizes.get(sizes.size() - 1)};
        Object[] small = sizes.stream().filter(s -> s <= SHUFFLED_INSERT_MAX_SIZE).toArray();
        int largest = sizes.get(sizes.size() - 1);
        return List.of(
                Spec.of(ITERATE).with("size", all).with("distribution", "dense").with("state", "fresh", "churned"),
                Spec.of(ITERATE).with("size", all).with("distribution", "sparse").with("state", "fresh"),
                Spec.of(LOOKUP).with("size", all).with("distribution", "dense", "sparse").with("state", "fresh").with("order", "shuffled"),
                Spec.of(LOOKUP).with("size", ends).with("distribution", "dense").with("state", "fresh").with("order", "insertion", "miss"),
                Spec.of(LOOKUP).with("size", largest).with("distribution", "dense").with("state", "churned").with("order", "shuffled"),
                Spec.of(JOIN).with("size", all).with("distribution", "dense").with("state", "fresh"),
                Spec.of(JOIN).with("size", largest).with("distribution", "dense").with("state", "churned"),
                Spec.of(INSERT).with("size", all).with("distribution", "dense").with("order", "insertion"),
                Spec.of(INSERT).with("size", small).with("distribution", "dense").with("order", "shuffled"),
                Spec.of(REMOVE).with("size", all).with("distribution", "dense"),
                Spec.of(CHURN).with("size", all).with("distribution", "dense"));
    }
}

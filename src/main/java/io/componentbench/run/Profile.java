package io.componentbench.run;

import static io.componentbench.workload.Workload.CHURN;
import static io.componentbench.workload.Workload.INSERT;
import static io.componentbench.workload.Workload.ITERATE;
import static io.componentbench.workload.Workload.JOIN;
import static io.componentbench.workload.Workload.LOOKUP;
import static io.componentbench.workload.Workload.REMOVE;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The benchmark profiles. Every profile runs every contender on every workload; they differ in
 * sizes, distributions, states, presizing and iteration budget.
 * <ul>
 *   <li>{@code smoke}: 1K dense entities, 3 short iterations: proves the pipeline (CI).</li>
 *   <li>{@code quick}: an in-cache (1K) and an out-of-cache (1M) size, dense IDs, 5 measured
 *       iterations; iteration, shuffled lookups and the join in both container states; inserts
 *       growing from the library default; what {@code mvn verify} runs.</li>
 *   <li>{@code full}: the 1K..1M sweep, dense and sparse IDs; iteration, lookups (shuffled and in
 *       insertion order), the join and removal in both states; inserts both presized and growing.</li>
 * </ul>
 * Misses are probed on fresh containers only: a miss reads no component, so the state the
 * components are in does not reach it.
 *
 * <p>Why quick inserts grow ({@code presized=false}). The insert workload fills a container from
 * empty, and in an ECS a component store starts empty and fills as entities get the component: it
 * is created when its type is first used, by code that rarely knows how many entities will have it
 * (EnTT and Artemis-odb grow their storages unless the user reserves by hand). The
 * cost of growing (rehashing a table, copying dense arrays, adding sector chunks) is part of what a
 * container costs there. Inserts into already-grown storage, the steady state, are what the churn
 * workload measures. The presized variant isolates the per-insert cost from growth; the full
 * profile runs both.
 *
 * <p>Each spec lists the parameters of one JMH invocation; the {@code raw-array} reference of a
 * workload has only the parameters it depends on, and the specs never repeat a combination of them
 * ({@code BenchmarkStructureTest} checks), so every reference runs exactly once per parameter set.
 */
public enum Profile {
    SMOKE(1, 100, 3, 100, List.of(1000), List.of("dense"), false),
    QUICK(3, 200, 5, 200, List.of(1000, 1_000_000), List.of("dense"), false),
    FULL(3, 300, 5, 300, List.of(1000, 10_000, 100_000, 1_000_000), List.of("dense", "sparse"), true);

    /** Largest size at which shuffled inserts run: above it the sector array's shifts take seconds per pass. */
    static final int SHUFFLED_INSERT_MAX_SIZE = 10_000;

    public final int warmupIterations;
    public final int warmupMillis;
    public final int measurementIterations;
    public final int measurementMillis;
    public final List<Integer> sizes;
    public final List<String> distributions;
    private final boolean sweep;

    Profile(int warmupIterations, int warmupMillis, int measurementIterations, int measurementMillis,
            List<Integer> sizes, List<String> distributions, boolean sweep) {
        this.warmupIterations = warmupIterations;
        this.warmupMillis = warmupMillis;
        this.measurementIterations = measurementIterations;
        this.measurementMillis = measurementMillis;
        this.sizes = sizes;
        this.distributions = distributions;
        this.sweep = sweep;
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
        Object[] all = sizes.toArray();
        Object[] dists = distributions.toArray();
        Object[] smallSizes = sizes.stream().filter(s -> s <= SHUFFLED_INSERT_MAX_SIZE).toArray();
        boolean smoke = this == SMOKE;
        Object[] states = smoke ? new Object[] {"fresh"} : new Object[] {"fresh", "churned"};
        Object[] presized = sweep ? new Object[] {"false", "true"} : new Object[] {"false"};
        List<Spec> specs = new ArrayList<>();
        specs.add(Spec.of(ITERATE).with("size", all).with("distribution", dists).with("state", states));
        if (smoke) {
            specs.add(Spec.of(LOOKUP).with("size", all).with("distribution", dists).with("state", "fresh").with("order", "shuffled"));
        } else {
            specs.add(Spec.of(LOOKUP).with("size", all).with("distribution", dists).with("state", states)
                    .with("order", sweep ? new Object[] {"shuffled", "insertion"} : new Object[] {"shuffled"}));
            specs.add(Spec.of(LOOKUP).with("size", all).with("distribution", dists).with("state", "fresh")
                    .with("order", sweep ? new Object[] {"miss"} : new Object[] {"insertion", "miss"}));
        }
        specs.add(Spec.of(JOIN).with("size", all).with("distribution", dists).with("state", states));
        specs.add(Spec.of(INSERT).with("size", all).with("distribution", dists).with("order", "insertion").with("presized", presized));
        if (!smoke) {
            specs.add(Spec.of(INSERT).with("size", smallSizes).with("distribution", dists).with("order", "shuffled").with("presized", presized));
        }
        specs.add(Spec.of(REMOVE).with("size", all).with("distribution", dists).with("state", sweep ? states : new Object[] {"fresh"}));
        specs.add(Spec.of(CHURN).with("size", all).with("distribution", dists));
        return specs;
    }
}

package io.componentbench.run;

import static io.componentbench.workload.Workload.CHURN;
import static io.componentbench.workload.Workload.INSERT;
import static io.componentbench.workload.Workload.ITERATE;
import static io.componentbench.workload.Workload.JOIN;
import static io.componentbench.workload.Workload.LOOKUP;
import static io.componentbench.workload.Workload.REMOVE;

import io.componentbench.workload.ContainerState;
import io.componentbench.workload.Distribution;
import io.componentbench.workload.Order;
import io.componentbench.workload.Parameter;
import io.componentbench.workload.Workload;
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
    SMOKE(1, 100, 3, 100, List.of(1000), List.of(Distribution.DENSE), false),
    QUICK(3, 200, 5, 200, List.of(1000, 1_000_000), List.of(Distribution.DENSE), false),
    FULL(3, 300, 5, 300, List.of(1000, 10_000, 100_000, 1_000_000), List.of(Distribution.DENSE, Distribution.SPARSE), true);

    /** Largest size at which shuffled inserts run: above it the sector array's shifts take seconds per pass. */
    static final int SHUFFLED_INSERT_MAX_SIZE = 10_000;

    public final int warmupIterations;
    public final int warmupMillis;
    public final int measurementIterations;
    public final int measurementMillis;
    public final List<Integer> sizes;
    public final List<Distribution> distributions;
    private final boolean sweep;

    Profile(int warmupIterations, int warmupMillis, int measurementIterations, int measurementMillis,
            List<Integer> sizes, List<Distribution> distributions, boolean sweep) {
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
        List<Integer> smallSizes = sizes.stream().filter(s -> s <= SHUFFLED_INSERT_MAX_SIZE).toList();
        boolean smoke = this == SMOKE;
        List<ContainerState> states = smoke ? List.of(ContainerState.FRESH) : List.of(ContainerState.FRESH, ContainerState.CHURNED);
        List<Boolean> presized = sweep ? List.of(false, true) : List.of(false);
        List<Spec> specs = new ArrayList<>();
        specs.add(spec(ITERATE).with(Parameter.STATE, states));
        if (smoke) {
            specs.add(spec(LOOKUP).with(Parameter.STATE, ContainerState.FRESH).with(Parameter.ORDER, Order.SHUFFLED));
        } else {
            specs.add(spec(LOOKUP).with(Parameter.STATE, states)
                    .with(Parameter.ORDER, sweep ? List.of(Order.SHUFFLED, Order.INSERTION) : List.of(Order.SHUFFLED)));
            specs.add(spec(LOOKUP).with(Parameter.STATE, ContainerState.FRESH)
                    .with(Parameter.ORDER, sweep ? List.of(Order.MISS) : List.of(Order.INSERTION, Order.MISS)));
        }
        specs.add(spec(JOIN).with(Parameter.STATE, states));
        specs.add(spec(INSERT).with(Parameter.ORDER, Order.INSERTION).with(Parameter.PRESIZED, presized));
        if (!smoke) {
            specs.add(Spec.of(INSERT).with(Parameter.SIZE, smallSizes).with(Parameter.DISTRIBUTION, distributions)
                    .with(Parameter.ORDER, Order.SHUFFLED).with(Parameter.PRESIZED, presized));
        }
        specs.add(spec(REMOVE).with(Parameter.STATE, sweep ? states : List.of(ContainerState.FRESH)));
        specs.add(spec(CHURN));
        return specs;
    }

    /** A spec of the workload at every size and distribution of this profile. */
    private Spec spec(Workload w) {
        return Spec.of(w).with(Parameter.SIZE, sizes).with(Parameter.DISTRIBUTION, distributions);
    }
}

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
 * sizes, distributions, states and iteration budget.
 * <ul>
 *   <li>{@code smoke}: 1K dense entities, 3 short iterations: proves the pipeline (CI).</li>
 *   <li>{@code quick}: an in-cache (1K) and an out-of-cache (1M) size, dense IDs, 5 measured
 *       iterations; what {@code mvn verify} runs.</li>
 *   <li>{@code full}: the 1K..1M sweep, dense and sparse IDs, fresh and churned containers.</li>
 * </ul>
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
        List<ContainerState> bothStates = List.of(ContainerState.FRESH, ContainerState.CHURNED);
        List<Spec> specs = new ArrayList<>();
        specs.add(spec(ITERATE).with(Parameter.STATE, smoke ? List.of(ContainerState.FRESH) : bothStates));
        specs.add(spec(LOOKUP).with(Parameter.STATE, ContainerState.FRESH)
                .with(Parameter.ORDER, smoke ? List.of(Order.SHUFFLED) : List.of(Order.SHUFFLED, Order.INSERTION, Order.MISS)));
        if (sweep) {
            specs.add(spec(LOOKUP).with(Parameter.STATE, ContainerState.CHURNED).with(Parameter.ORDER, Order.SHUFFLED));
        }
        specs.add(spec(JOIN).with(Parameter.STATE, sweep ? bothStates : List.of(ContainerState.FRESH)));
        specs.add(spec(INSERT).with(Parameter.ORDER, Order.INSERTION));
        if (!smoke) {
            specs.add(Spec.of(INSERT).with(Parameter.SIZE, smallSizes).with(Parameter.DISTRIBUTION, distributions)
                    .with(Parameter.ORDER, Order.SHUFFLED));
        }
        specs.add(spec(REMOVE));
        specs.add(spec(CHURN));
        return specs;
    }

    /** A spec of the workload at every size and distribution of this profile. */
    private Spec spec(Workload w) {
        return Spec.of(w).with(Parameter.SIZE, sizes).with(Parameter.DISTRIBUTION, distributions);
    }
}

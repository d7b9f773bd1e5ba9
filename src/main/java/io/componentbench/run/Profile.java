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
 * sizes, distributions, states and iteration budget.
 * <ul>
 *   <li>{@code smoke}: 1K dense entities, 3 short iterations: proves the pipeline (CI).</li>
 *   <li>{@code quick}: an in-cache (1K) and an out-of-cache (1M) size, dense IDs, 5 measured
 *       iterations; what {@code mvn verify} runs.</li>
 *   <li>{@code full}: the 1K..1M sweep, dense and sparse IDs, fresh and churned containers.</li>
 * </ul>
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
        List<Spec> specs = new ArrayList<>();
        specs.add(Spec.of(ITERATE).with("size", all).with("distribution", dists)
                .with("state", smoke ? new Object[] {"fresh"} : new Object[] {"fresh", "churned"}));
        specs.add(Spec.of(LOOKUP).with("size", all).with("distribution", dists).with("state", "fresh")
                .with("order", smoke ? new Object[] {"shuffled"} : new Object[] {"shuffled", "insertion", "miss"}));
        if (sweep) {
            specs.add(Spec.of(LOOKUP).with("size", all).with("distribution", dists).with("state", "churned").with("order", "shuffled"));
        }
        specs.add(Spec.of(JOIN).with("size", all).with("distribution", dists)
                .with("state", sweep ? new Object[] {"fresh", "churned"} : new Object[] {"fresh"}));
        specs.add(Spec.of(INSERT).with("size", all).with("distribution", dists).with("order", "insertion"));
        if (!smoke) {
            specs.add(Spec.of(INSERT).with("size", smallSizes).with("distribution", dists).with("order", "shuffled"));
        }
        specs.add(Spec.of(REMOVE).with("size", all).with("distribution", dists));
        specs.add(Spec.of(CHURN).with("size", all).with("distribution", dists));
        return specs;
    }
}

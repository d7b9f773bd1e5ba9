package io.componentbench.results;

import io.componentbench.workload.ContainerState;
import io.componentbench.workload.Distribution;
import io.componentbench.workload.Order;
import io.componentbench.workload.Parameter;
import io.componentbench.workload.Workload;
import java.util.Map;
import java.util.Optional;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.stream.Collectors;

/**
 * What a result measured apart from who and how many: the workload and the parameters that make a
 * variant of it (distribution, state, order, and any parameter added later). Results of one
 * scenario at one size are compared with each other; the report's charts and tables are per
 * scenario and size.
 *
 * @param state empty when the workload takes none (and for the {@code raw-array} reference)
 * @param order empty when the workload takes none
 * @param other every other JMH parameter, by name, as JMH reported it
 */
public record Scenario(
        Workload workload,
        Distribution distribution,
        Optional<ContainerState> state,
        Optional<Order> order,
        Map<String, String> other) {
    public Scenario {
        other = Map.copyOf(other);
    }

    /** The parameters by JMH name in their string form, sorted by name. */
    public SortedMap<String, String> params() {
        SortedMap<String, String> p = new TreeMap<>(other);
        p.put(Parameter.DISTRIBUTION.name(), Parameter.DISTRIBUTION.format(distribution));
        state.ifPresent(s -> p.put(Parameter.STATE.name(), Parameter.STATE.format(s)));
        order.ifPresent(o -> p.put(Parameter.ORDER.name(), Parameter.ORDER.format(o)));
        return p;
    }

    /** {@code name=value} pairs, comma-separated, sorted by name. */
    public String label() {
        return params().entrySet().stream()
                .map(e -> e.getKey() + "=" + e.getValue())
                .collect(Collectors.joining(", "));
    }

    /** This scenario in another container state. */
    public Scenario with(ContainerState s) {
        return new Scenario(workload, distribution, Optional.of(s), order, other);
    }

    /** This scenario with another order. */
    public Scenario with(Order o) {
        return new Scenario(workload, distribution, state, Optional.of(o), other);
    }

    /** Whether {@code s} is this scenario or a narrower one: same workload, and every parameter of this one equal in {@code s}. */
    public boolean covers(Scenario s) {
        return workload == s.workload && s.params().entrySet().containsAll(params().entrySet());
    }
}

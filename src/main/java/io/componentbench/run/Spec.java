package io.componentbench.run;

import io.componentbench.workload.Parameter;
import io.componentbench.workload.Workload;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One JMH invocation of a profile: a workload (its contender method and its {@code raw-array}
 * reference) with explicit values for each parameter. A profile is a list of these, so it can give
 * different workloads different parameter sets (e.g. shuffled inserts only at sizes where the
 * sector array's O(N) shifts finish). Values are given typed and kept in JMH's string form, by
 * parameter name, ready for the runner.
 */
public record Spec(Workload workload, Map<String, List<String>> params) {

    /** Starts a spec; add parameters with {@link #with}. */
    public static Spec of(Workload workload) {
        return new Spec(workload, new LinkedHashMap<>());
    }

    /** This spec with one more parameter. */
    public <T> Spec with(Parameter<T> parameter, List<T> values) {
        Map<String, List<String>> p = new LinkedHashMap<>(params);
        p.put(parameter.name(), values.stream().map(parameter::format).toList());
        return new Spec(workload, p);
    }

    /** This spec with one more parameter, of one value. */
    public <T> Spec with(Parameter<T> parameter, T value) {
        return with(parameter, List.of(value));
    }
}

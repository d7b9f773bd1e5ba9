package io.componentbench.measure;

import io.componentbench.workload.Parameter;
import io.componentbench.workload.Workload;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;

/**
 * One JMH invocation of a profile: a workload (its contender method and its {@code raw-array}
 * reference) with explicit values for each parameter. A profile is a list of these, so it can give
 * different workloads different parameter sets (e.g. shuffled inserts only at sizes where the
 * sector array's O(N) shifts finish). Values are given typed and kept in JMH's string form, by
 * parameter name, ready for the runner. A spec that sets {@code contender} runs only those (of the
 * contenders the run selected); one {@link #withoutReference() without its reference} runs only the
 * contender method, because another spec of the profile already measured the reference there.
 */
public record Spec(Workload workload, Map<String, List<String>> params, boolean reference) {

    public Spec(Workload workload, Map<String, List<String>> params) {
        this(workload, params, true);
    }

    /** Starts a spec; add parameters with {@link #with}. */
    public static Spec of(Workload workload) {
        return new Spec(workload, new LinkedHashMap<>());
    }

    /** This spec without its {@code raw-array} reference method. */
    public Spec withoutReference() {
        return new Spec(workload, params, false);
    }

    /** The JMH methods this spec runs: {@code contender}, and {@code rawArray} unless left out. */
    public List<String> methods() {
        return reference
                ? List.of(Workload.CONTENDER_METHOD, Workload.REFERENCE_METHOD)
                : List.of(Workload.CONTENDER_METHOD);
    }

    /** This spec with one more parameter. */
    public <T> Spec with(Parameter<T> parameter, List<T> values) {
        Map<String, List<String>> p = new LinkedHashMap<>(params);
        p.put(parameter.name(), values.stream().map(parameter::format).toList());
        return new Spec(workload, p, reference);
    }

    /** This spec with one more parameter, of one value. */
    public <T> Spec with(Parameter<T> parameter, T value) {
        return with(parameter, List.of(value));
    }

    /** The largest entity count of a spec's (or a JMH invocation's) parameters; empty when they set none. */
    public static OptionalInt largestSize(Map<String, List<String>> params) {
        return params.getOrDefault(Parameter.SIZE.name(), List.of()).stream()
                .mapToInt(Parameter.SIZE::parse)
                .max();
    }
}

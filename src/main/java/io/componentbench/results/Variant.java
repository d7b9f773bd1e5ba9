package io.componentbench.results;

import io.componentbench.contender.ContenderKind;
import io.componentbench.workload.ContainerState;
import io.componentbench.workload.Distribution;
import io.componentbench.workload.Order;
import io.componentbench.workload.Parameter;
import io.componentbench.workload.Workload;
import java.util.Map;
import java.util.Optional;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * Exactly what one JMH result measured, parsed once from its benchmark name and parameters: the
 * workload, the contender (none for the {@code raw-array} reference), the size and the scenario's
 * parameters, typed. Parameters this version does not know are kept, as text, in {@code other}, so
 * a run with more parameters still loads and its results stay apart.
 *
 * @param contender empty for the {@code raw-array} reference method
 * @param state empty when the benchmark takes none
 * @param order empty when the benchmark takes none
 * @param other every other JMH parameter, by name
 */
public record Variant(
        Workload workload,
        Optional<ContenderKind> contender,
        int size,
        Distribution distribution,
        Optional<ContainerState> state,
        Optional<Order> order,
        Map<String, String> other) {
    /** The name the {@code raw-array} reference goes by in tables, charts and comparisons. */
    public static final String REFERENCE = "raw-array";

    /** The synthetic parameter naming the JVM of a result in a run measured on several JVMs (its version string). */
    public static final String JVM_PARAM = "jvm";

    public Variant {
        other = Map.copyOf(other);
    }

    /**
     * Parses a JMH result's benchmark name (e.g. {@code io.componentbench.bench.IterateBenchmark.contender})
     * and parameters; an {@link IllegalArgumentException} says what is missing or unknown.
     */
    public static Variant parse(String benchmark, Map<String, String> params) {
        Workload workload = Workload.ofBenchmark(benchmark);
        Map<String, String> rest = new TreeMap<>(params);
        Optional<ContenderKind> contender = Optional.empty();
        if (!Workload.isReference(benchmark)) {
            contender = Optional.of(Parameter.CONTENDER.parse(required(rest, Parameter.CONTENDER)));
        }
        int size = Parameter.SIZE.parse(required(rest, Parameter.SIZE));
        Distribution distribution = Parameter.DISTRIBUTION.parse(required(rest, Parameter.DISTRIBUTION));
        Optional<ContainerState> state = optional(rest, Parameter.STATE);
        Optional<Order> order = optional(rest, Parameter.ORDER);
        return new Variant(workload, contender, size, distribution, state, order, rest);
    }

    private static String required(Map<String, String> params, Parameter<?> p) {
        String v = params.remove(p.name());
        if (v == null) throw new IllegalArgumentException("no " + p.name() + " parameter");
        return v;
    }

    private static <T> Optional<T> optional(Map<String, String> params, Parameter<T> p) {
        return Optional.ofNullable(params.remove(p.name())).map(p::parse);
    }

    /** Whether this is the {@code raw-array} reference rather than a contender. */
    public boolean isReference() {
        return contender.isEmpty();
    }

    /** The contender's id, or {@value #REFERENCE}. */
    public String contenderId() {
        return contender.map(ContenderKind::id).orElse(REFERENCE);
    }

    /** The JVM this was measured on, in a run of several JVMs ({@value #JVM_PARAM}); empty in a run of one. */
    public Optional<String> jvm() {
        return Optional.ofNullable(other.get(JVM_PARAM));
    }

    /** Everything but contender and size. */
    public Scenario scenario() {
        return new Scenario(workload, distribution, state, order, other);
    }

    /** Every JMH parameter by name in its string form, sorted by name, as JMH reported them. */
    public SortedMap<String, String> params() {
        SortedMap<String, String> p = scenario().params();
        contender.ifPresent(c -> p.put(Parameter.CONTENDER.name(), Parameter.CONTENDER.format(c)));
        p.put(Parameter.SIZE.name(), Parameter.SIZE.format(size));
        return p;
    }

    /**
     * A short name for comparison rows and tables: workload, contender, size, then the scenario's
     * values that differ from the usual (dense IDs, a fresh container), e.g. {@code iterate
     * packed-sparse-set 1M churned}, {@code lookup hash-map 1K shuffled} or {@code insert sparse-set
     * 1M sparse growing}. Distinct results get distinct names: only one fixed value per parameter is
     * left out.
     */
    public String shortName() {
        StringBuilder s = new StringBuilder(workload.id())
                .append(' ')
                .append(contenderId())
                .append(' ')
                .append(count(size));
        if (distribution != Distribution.DENSE) s.append(' ').append(distribution.id());
        state.filter(x -> x != ContainerState.FRESH)
                .ifPresent(x -> s.append(' ').append(x.id()));
        order.ifPresent(o -> s.append(' ').append(o.id()));
        new TreeMap<>(other)
                .forEach((k, v) -> s.append(' ')
                        .append(
                                k.equals(Parameter.PRESIZED.name()) && v.matches("true|false")
                                        ? (v.equals("true") ? "presized" : "growing")
                                        : k + "=" + v));
        return s.toString();
    }

    /** 1000 -> 1K, 1000000 -> 1M, 1500 -> 1500. */
    private static String count(int n) {
        if (n % 1_000_000 == 0) return n / 1_000_000 + "M";
        if (n % 1000 == 0) return n / 1000 + "K";
        return Integer.toString(n);
    }

    /**
     * Elements one benchmark operation touches in JMH mode {@code mode}, to turn time per operation
     * into time per element.
     */
    public long elementsPerOperation(String mode) {
        return workload.elementsPerOperation(
                size,
                order,
                distribution,
                mode,
                contender.map(ContenderKind::containerOverheadBytes).orElse(0L));
    }
}

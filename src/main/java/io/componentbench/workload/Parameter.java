package io.componentbench.workload;

import io.componentbench.contender.ContenderKind;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * A JMH parameter of the benchmarks: its name (the {@code @Param} field, the key in JMH's JSON and
 * in {@code -p name=value}) and how its values are written and parsed. Values travel as strings
 * only between here and JMH; everywhere else they are typed. A misspelt value fails {@link #parse}
 * with a message naming the parameter and the values it knows.
 *
 * @param name the JMH parameter name
 * @param parser a value from its string form; throws {@link IllegalArgumentException} for an unknown one
 * @param formatter a value in its string form, the inverse of {@code parser}
 * @param <T> the type of the values
 */
public record Parameter<T>(String name, Function<String, T> parser, Function<T, String> formatter) {
    /**
     * The value of the benchmarks' {@code contender} parameter when none was chosen (JMH requires a
     * default): a run passes the registry's ids instead.
     */
    public static final String NO_CONTENDER = "unset";

    /** The contender under test, by {@link ContenderKind#id()}. */
    public static final Parameter<ContenderKind> CONTENDER =
            new Parameter<>("contender", ContenderKind::byId, ContenderKind::id);
    /** The number of entities N. */
    public static final Parameter<Integer> SIZE = new Parameter<>("size", Parameter::parseSize, String::valueOf);
    /** How the entity IDs spread. */
    public static final Parameter<Distribution> DISTRIBUTION =
            new Parameter<>("distribution", Distribution::byId, Distribution::id);
    /** The container's state: fresh or churned. */
    public static final Parameter<ContainerState> STATE =
            new Parameter<>("state", ContainerState::byId, ContainerState::id);
    /** Which IDs a lookup or insert visits, and in what order. */
    public static final Parameter<Order> ORDER = new Parameter<>("order", Order::byId, Order::id);
    /** Whether an insert's container gets N as its size hint ({@code true}) or grows from its default. */
    public static final Parameter<Boolean> PRESIZED =
            new Parameter<>("presized", Parameter::parseBoolean, String::valueOf);

    /** Every parameter the benchmarks declare. */
    public static List<Parameter<?>> all() {
        return List.of(CONTENDER, SIZE, DISTRIBUTION, STATE, ORDER, PRESIZED);
    }

    /** The parameter with this JMH name. */
    public static Parameter<?> byName(String name) {
        return Workload.byId(all().toArray(Parameter<?>[]::new), name, Parameter::name);
    }

    /** The value of this parameter in its string form; the error names the parameter. */
    public T parse(String text) {
        try {
            return parser.apply(text);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("parameter " + name + ": " + e.getMessage(), e);
        }
    }

    /**
     * This parameter's value in {@code params}, JMH's string forms by parameter name.
     *
     * @throws IllegalArgumentException when {@code params} lacks it or holds a bad value
     */
    public T from(Map<String, String> params) {
        String text = params.get(name);
        if (text == null) throw new IllegalArgumentException("parameter '" + name + "' is required here");
        return parse(text);
    }

    /** The string form of a value, as JMH takes and reports it. */
    public String format(T value) {
        return formatter.apply(value);
    }

    private static boolean parseBoolean(String text) {
        if (text.equals("true") || text.equals("false")) return Boolean.parseBoolean(text);
        throw new IllegalArgumentException("unknown value '" + text + "'; known: false, true");
    }

    private static int parseSize(String text) {
        try {
            int size = Integer.parseInt(text);
            if (size > 0) return size;
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new IllegalArgumentException("'" + text + "' is not a positive whole number of entities");
    }
}

package io.componentbench.results;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * How JMH says it measured one result ({@code forks}, warm-up and measured iterations with their
 * times, {@code jvmArgs}), read from the result itself: the environment table reports these rather
 * than the profile's planned figures, which a run's options can override.
 *
 * @param forks forks of the result
 * @param warmupIterations warm-up iterations per fork
 * @param warmupTime JMH's warm-up iteration time as written, e.g. {@code 500 ms}
 * @param measurementIterations measured iterations per fork
 * @param measurementTime JMH's measured iteration time as written
 * @param jvmArgs the fork JVM's arguments
 */
public record JmhSettings(
        int forks,
        int warmupIterations,
        String warmupTime,
        int measurementIterations,
        String measurementTime,
        List<String> jvmArgs) {
    public JmhSettings {
        jvmArgs = List.copyOf(jvmArgs);
    }

    /** The settings a JMH result records; empty when it records no iteration counts (a trimmed or older file). */
    static Optional<JmhSettings> of(JsonNode n) {
        if (!n.hasNonNull("measurementIterations") || !n.hasNonNull("warmupIterations")) return Optional.empty();
        List<String> args = new ArrayList<>();
        n.path("jvmArgs").forEach(a -> args.add(a.asText()));
        return Optional.of(new JmhSettings(
                n.path("forks").asInt(0),
                n.get("warmupIterations").asInt(),
                n.path("warmupTime").asText("?"),
                n.get("measurementIterations").asInt(),
                n.path("measurementTime").asText("?"),
                args));
    }

    /** The heap and GC flags of {@link #jvmArgs} ({@code -Xms}, {@code -Xmx}, {@code -Xmn}, {@code -XX:}). */
    public List<String> heapFlags() {
        return jvmArgs.stream()
                .filter(a -> a.startsWith("-Xm") || a.startsWith("-XX:"))
                .toList();
    }

    /** E.g. {@code 4 fork(s) x 4 measured iteration(s) of 500 ms after 3 warm-up of 500 ms}. */
    public String describe() {
        return forks + " fork(s) x " + measurementIterations + " measured iteration(s) of " + measurementTime
                + " after " + warmupIterations + " warm-up of " + warmupTime;
    }
}

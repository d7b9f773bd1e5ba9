package io.componentbench.measure;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.componentbench.bench.ContenderParams;
import io.componentbench.workload.Order;
import io.componentbench.workload.Parameter;
import io.componentbench.workload.Workload;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.openjdk.jmh.runner.BenchmarkList;
import org.openjdk.jmh.runner.BenchmarkListEntry;
import org.openjdk.jmh.runner.format.OutputFormatFactory;
import org.openjdk.jmh.runner.options.VerboseMode;

/**
 * The profiles and the benchmarks speak the same vocabulary. JMH silently ignores a parameter a
 * benchmark does not declare (its annotation default runs instead), so every parameter a profile
 * sets is checked against the parameters JMH's generated benchmark list records for that
 * benchmark, and every value, set or declared, must parse as its {@link Parameter}.
 */
class BenchmarkParamsTest {
    /** JMH's own list of the compiled benchmarks, as the runner reads it: benchmark name -> its parameters with their declared values. */
    private static final Map<String, Map<String, String[]>> BENCHMARKS = BenchmarkList.defaultList()
            .getAll(OutputFormatFactory.createFormatInstance(System.out, VerboseMode.SILENT), java.util.List.of())
            .stream()
            .filter(e -> isWorkloadBenchmark(e.getUsername())) // side benchmarks (idioms) are not workloads
            .collect(Collectors.toMap(
                    BenchmarkListEntry::getUsername, e -> e.getParams().orElse(Map.of())));

    private static boolean isWorkloadBenchmark(String benchmark) {
        return java.util.Arrays.stream(Workload.values()).anyMatch(w -> benchmark.startsWith(w.benchmarkClass() + "."));
    }

    private static Map<String, String[]> paramsOf(Workload w, String method) {
        Map<String, String[]> params = BENCHMARKS.get(w.benchmarkClass() + "." + method);
        assertNotNull(params, "JMH knows " + w.benchmarkClass() + "." + method);
        return params;
    }

    @ParameterizedTest
    @EnumSource(Profile.class)
    void everyParameterOfEverySpecExistsOnItsBenchmarkAndEveryValueParses(Profile profile) {
        for (Spec s : profile.specs()) {
            Set<String> declared = paramsOf(s.workload(), "contender").keySet();
            assertTrue(declared.contains(Parameter.CONTENDER.name()), s + ": the runner sets the contender");
            s.params().forEach((name, values) -> {
                assertTrue(
                        declared.contains(name),
                        profile + " sets '" + name + "', which " + s.workload().benchmarkClass() + " does not declare: "
                                + declared);
                assertFalse(values.isEmpty(), s + " gives " + name + " values");
                Parameter<?> p = Parameter.byName(name);
                values.forEach(v -> assertDoesNotThrow(() -> p.parse(v), s + ": " + name + "=" + v));
            });
            assertTrue(
                    s.params().containsKey(Parameter.SIZE.name())
                            && s.params().containsKey(Parameter.DISTRIBUTION.name()),
                    s.toString());
        }
    }

    @Test
    void everyDeclaredParameterIsInTheVocabularyAndItsDefaultsParse() {
        assertEquals(
                Set.of(Workload.values()),
                BENCHMARKS.keySet().stream().map(Workload::ofBenchmark).collect(Collectors.toSet()));
        BENCHMARKS.forEach((benchmark, params) -> params.forEach((name, values) -> {
            Parameter<?> p = assertDoesNotThrow(() -> Parameter.byName(name), benchmark + " declares '" + name + "'");
            if (p == Parameter.CONTENDER) {
                assertArrayEquals(
                        new String[] {ContenderParams.UNSET},
                        values,
                        "the contender list comes from the registry, not the annotation");
            } else {
                for (String v : values) assertDoesNotThrow(() -> p.parse(v), benchmark + ": default " + name + "=" + v);
            }
        }));
    }

    @Test
    void theReferenceTakesNoParameterItsContenderMethodLacks() {
        for (Workload w : Workload.values()) {
            Map<String, String[]> contender = paramsOf(w, "contender");
            paramsOf(w, "rawArray").forEach((name, values) -> {
                assertTrue(contender.containsKey(name), w + " rawArray declares " + name);
                assertArrayEquals(
                        contender.get(name), values, w + ": both methods run the same " + name + " values by default");
            });
        }
    }

    @Test
    void aMisspeltValueNamesTheParameterAndTheKnownValues() {
        var e = assertThrows(IllegalArgumentException.class, () -> Parameter.ORDER.parse("shufled"));
        assertTrue(
                e.getMessage().contains("parameter order")
                        && e.getMessage().contains("'shufled'")
                        && e.getMessage().contains("insertion, shuffled, miss"),
                e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> Parameter.CONTENDER.parse("hashmap"));
        assertThrows(IllegalArgumentException.class, () -> Parameter.SIZE.parse("1e6"));
        assertThrows(IllegalArgumentException.class, () -> Parameter.byName("distrbution"));
    }

    @ParameterizedTest
    @EnumSource(Profile.class)
    void everyProfileRunsEveryWorkload(Profile profile) {
        assertEquals(
                Set.of(Workload.values()),
                profile.specs().stream().map(Spec::workload).collect(Collectors.toSet()));
    }

    @Test
    void shuffledInsertsStayAtSizesWhereSectorShiftsFinish() {
        for (Profile p : Profile.values()) {
            p.specs().stream()
                    .filter(s -> s.workload() == Workload.INSERT
                            && s.params().get(Parameter.ORDER.name()).contains(Parameter.ORDER.format(Order.SHUFFLED)))
                    .flatMap(s -> s.params().get(Parameter.SIZE.name()).stream())
                    .forEach(size ->
                            assertTrue(Parameter.SIZE.parse(size) <= Profile.SHUFFLED_INSERT_MAX_SIZE, p + " " + size));
        }
    }

    @org.junit.jupiter.api.Test
    void quickAndFullShowBothContainerStatesWhereTheyMakeSense() {
        for (Workload w : List.of(Workload.ITERATE, Workload.LOOKUP, Workload.JOIN)) {
            assertEquals(Set.of("fresh", "churned"), values(Profile.FULL, w, "state"), "full " + w);
        }
        assertEquals(Set.of("fresh", "churned"), values(Profile.QUICK, Workload.ITERATE, "state"));
        // at 1M a churned container's shuffled lookups rank and ratio as a fresh one's (0.96-1.06x, the full baseline)
        assertEquals(Set.of("fresh"), values(Profile.QUICK, Workload.LOOKUP, "state"));
        assertEquals(Set.of("fresh", "churned"), values(Profile.FULL, Workload.REMOVE, "state"));
        assertEquals(Set.of("fresh"), values(Profile.QUICK, Workload.REMOVE, "state"));
    }

    @org.junit.jupiter.api.Test
    void fullInsertsBothPresizedAndGrowingQuickOnlyGrowing() {
        assertEquals(Set.of("false", "true"), values(Profile.FULL, Workload.INSERT, "presized"));
        assertEquals(Set.of("false"), values(Profile.QUICK, Workload.INSERT, "presized"));
        for (Profile p : Profile.values()) {
            p.specs().stream()
                    .filter(s -> s.workload() == Workload.INSERT)
                    .forEach(s -> assertTrue(s.params().containsKey("presized"), p + " " + s));
        }
    }

    private static Set<String> values(Profile p, Workload w, String param) {
        return p.specs().stream()
                .filter(s -> s.workload() == w)
                .flatMap(s -> s.params().getOrDefault(param, List.of()).stream())
                .collect(Collectors.toSet());
    }
}

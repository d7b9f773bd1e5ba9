package io.componentbench.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.componentbench.contender.ContenderKind;
import io.componentbench.measure.Profile;
import io.componentbench.measure.Spec;
import io.componentbench.workload.ContainerState;
import io.componentbench.workload.Order;
import io.componentbench.workload.Parameter;
import io.componentbench.workload.Workload;
import java.io.IOException;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.TearDown;

/**
 * The JMH discipline of the benchmark classes, checked on the compiled classes: no per-invocation
 * setup, every trial setup ending with a full collection, per-iteration preparation only in the
 * batched single-shot workloads, and profiles that never run one benchmark twice with the same
 * parameters (so the {@code raw-array} references run once per parameter set).
 */
class BenchmarkStructureTest {

    static List<Class<?>> benchClasses() throws IOException, URISyntaxException, ClassNotFoundException {
        Path root = Path.of(PopulationParams.class
                .getProtectionDomain()
                .getCodeSource()
                .getLocation()
                .toURI());
        Path dir = root.resolve("io/componentbench/bench");
        List<Class<?>> classes = new ArrayList<>();
        try (Stream<Path> files = Files.list(dir)) {
            for (Path f :
                    files.filter(p -> p.toString().endsWith(".class")).sorted().toList()) {
                String name = f.getFileName().toString();
                classes.add(Class.forName(
                        "io.componentbench.bench." + name.substring(0, name.length() - ".class".length())));
            }
        }
        assertTrue(classes.size() > 10, "found the benchmark classes in " + dir);
        return classes;
    }

    @Test
    void noBenchmarkUsesPerInvocationSetupOrTearDown() throws Exception {
        for (Class<?> c : benchClasses()) {
            for (Method m : c.getDeclaredMethods()) {
                Setup s = m.getAnnotation(Setup.class);
                TearDown t = m.getAnnotation(TearDown.class);
                assertFalse(s != null && s.value() == Level.Invocation, m + " uses Level.Invocation");
                assertFalse(t != null && t.value() == Level.Invocation, m + " uses Level.Invocation");
            }
        }
    }

    @Test
    void everyTrialSetupIsTheOneThatEndsWithAFullCollection() throws Exception {
        Method trial = PopulationParams.class.getMethod("setUpTrial");
        assertTrue(Modifier.isFinal(trial.getModifiers()), "subclasses cannot replace it");
        for (Class<?> c : benchClasses()) {
            for (Method m : c.getDeclaredMethods()) {
                Setup s = m.getAnnotation(Setup.class);
                TearDown t = m.getAnnotation(TearDown.class);
                if (s != null && s.value() == Level.Trial)
                    assertEquals(trial, m, "trial setups go through PopulationParams.prepare()");
                assertFalse(t != null && t.value() == Level.Trial, m + ": nothing to tear down per trial");
            }
            for (Method m : c.getDeclaredMethods()) {
                if (m.isAnnotationPresent(Benchmark.class)) {
                    for (Class<?> state : m.getParameterTypes()) {
                        // besides its inputs, a benchmark may take JMH's Blackhole and a counters state that builds
                        // nothing
                        boolean counters = state.isAnnotationPresent(org.openjdk.jmh.annotations.AuxCounters.class);
                        assertTrue(
                                PopulationParams.class.isAssignableFrom(state)
                                        || counters
                                        || state == org.openjdk.jmh.infra.Blackhole.class,
                                m + " takes " + state + ", not a PopulationParams");
                    }
                }
            }
        }
    }

    @Test
    void theTrialSetupPreparesThenCollects() {
        long[] collectionsWhenPrepared = {-1};
        PopulationParams state = new PopulationParams() {
            @Override
            protected void prepare() {
                collectionsWhenPrepared[0] = collections();
            }
        };
        state.setUpTrial();
        assertTrue(collectionsWhenPrepared[0] >= 0, "prepare ran");
        assertTrue(collections() > collectionsWhenPrepared[0], "a collection followed it");
    }

    private static long collections() {
        return java.lang.management.ManagementFactory.getGarbageCollectorMXBeans().stream()
                .mapToLong(b -> Math.max(0, b.getCollectionCount()))
                .sum();
    }

    @Test
    void onlyTheBatchedSingleShotWorkloadsPrepareEveryIteration() throws Exception {
        for (Workload w : Workload.values()) {
            Class<?> bench = Class.forName(w.benchmarkClass());
            BenchmarkMode mode = bench.getAnnotation(BenchmarkMode.class);
            assertEquals(w.batched(), mode.value().length == 1 && mode.value()[0] == Mode.SingleShotTime, w + " mode");
            for (String method : List.of("contender", "rawArray")) {
                for (Class<?> state : List.of(stateOf(bench, method))) {
                    boolean perIteration = Stream.of(state.getDeclaredMethods())
                            .anyMatch(m -> m.isAnnotationPresent(Setup.class)
                                    && m.getAnnotation(Setup.class).value() == Level.Iteration);
                    assertEquals(w.batched(), perIteration, w + " " + method + " per-iteration setup");
                }
            }
        }
    }

    @ParameterizedTest
    @EnumSource(Profile.class)
    void noProfileRunsABenchmarkTwiceWithTheSameParameters(Profile profile) throws Exception {
        assertEquals(List.of(), duplicates(profile.specs()));
    }

    @Test
    void theFirstRoundsLookupSpecsWouldBeCaught() throws Exception {
        // fresh lookups in every order, then churned shuffled ones: the reference (no state) ran twice
        List<Spec> specs = List.of(
                Spec.of(Workload.LOOKUP)
                        .with(Parameter.SIZE, 1000)
                        .with(Parameter.STATE, ContainerState.FRESH)
                        .with(Parameter.ORDER, List.of(Order.SHUFFLED, Order.INSERTION, Order.MISS)),
                Spec.of(Workload.LOOKUP)
                        .with(Parameter.SIZE, 1000)
                        .with(Parameter.STATE, ContainerState.CHURNED)
                        .with(Parameter.ORDER, Order.SHUFFLED));
        List<String> d = duplicates(specs);
        assertEquals(2, d.size(), d.toString()); // the shuffled reference, at both distributions
        assertTrue(d.get(0).startsWith("LookupBenchmark.rawArray{distribution=dense, order=shuffled"), d.toString());
    }

    @Test
    void aSpecParameterNoBenchmarkHasIsAnError() {
        var e = org.junit.jupiter.api.Assertions.assertThrows(
                AssertionError.class,
                () -> duplicates(List.of(Spec.of(Workload.INSERT)
                        .with(Parameter.SIZE, 1000)
                        .with(new Parameter<>("presize", Boolean::valueOf, String::valueOf), true))));
        assertTrue(e.getMessage().contains("presize"), e.getMessage());
    }

    /**
     * Every (benchmark method, parameter values) the specs make JMH run more than once: each method
     * has the parameters of its state; a spec's values where it gives them, the annotation's
     * otherwise, every registered contender.
     */
    static List<String> duplicates(List<Spec> specs) throws ClassNotFoundException {
        Set<String> seen = new HashSet<>();
        List<String> twice = new ArrayList<>();
        for (Spec spec : specs) {
            Class<?> bench = Class.forName(spec.workload().benchmarkClass());
            Set<String> used = new HashSet<>();
            for (String method : spec.methods()) {
                Map<String, List<String>> space = new TreeMap<>();
                for (Field f : params(stateOf(bench, method))) {
                    List<String> given = f.getName().equals("contender")
                            ? spec.params()
                                    .getOrDefault(
                                            "contender",
                                            List.of(ContenderKind.ids().split(",")))
                            : spec.params().get(f.getName());
                    space.put(
                            f.getName(),
                            given != null
                                    ? given
                                    : List.of(f.getAnnotation(Param.class).value()));
                    used.add(f.getName());
                }
                for (Map<String, String> point : product(space)) {
                    String key = bench.getSimpleName() + "." + method + point;
                    if (!seen.add(key)) twice.add(key);
                }
            }
            for (String p : spec.params().keySet()) {
                if (!used.contains(p)) throw new AssertionError(spec + ": no benchmark of it has parameter " + p);
            }
        }
        return twice;
    }

    private static Class<?> stateOf(Class<?> bench, String method) {
        return Stream.of(bench.getMethods())
                .filter(m -> m.getName().equals(method))
                .findFirst()
                .orElseThrow()
                .getParameterTypes()[0];
    }

    private static List<Field> params(Class<?> state) {
        List<Field> fields = new ArrayList<>();
        for (Class<?> c = state; c != null; c = c.getSuperclass()) {
            for (Field f : c.getDeclaredFields()) {
                if (f.isAnnotationPresent(Param.class)) fields.add(f);
            }
        }
        return fields;
    }

    private static List<Map<String, String>> product(Map<String, List<String>> space) {
        List<Map<String, String>> points = List.of(new TreeMap<>());
        for (Map.Entry<String, List<String>> axis : space.entrySet()) {
            List<Map<String, String>> next = new ArrayList<>();
            for (Map<String, String> p : points) {
                for (String v : axis.getValue()) {
                    Map<String, String> q = new TreeMap<>(p);
                    q.put(axis.getKey(), v);
                    next.add(q);
                }
            }
            points = next;
        }
        return points;
    }
}

package io.componentbench.workload;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.Method;
import java.util.Arrays;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.openjdk.jmh.annotations.Benchmark;

/**
 * The harness names the benchmarks' JMH methods through {@link Workload#CONTENDER_METHOD} and
 * {@link Workload#REFERENCE_METHOD} without importing them (src/jmh is compiled beside src/main, so
 * the classes are on the test class path): every workload's class declares exactly these two
 * {@code @Benchmark} methods, so a renamed method fails here instead of matching no benchmark.
 */
class WorkloadMethodsTest {
    @Test
    void everyWorkloadsClassHasExactlyTheContenderAndReferenceMethods() throws Exception {
        for (Workload w : Workload.values()) {
            Class<?> bench = Class.forName(w.benchmarkClass());
            Set<String> methods = Arrays.stream(bench.getMethods())
                    .filter(m -> m.isAnnotationPresent(Benchmark.class))
                    .map(Method::getName)
                    .collect(Collectors.toCollection(TreeSet::new));
            assertEquals(
                    new TreeSet<>(Set.of(Workload.CONTENDER_METHOD, Workload.REFERENCE_METHOD)),
                    methods,
                    w.benchmarkClass());
        }
    }

    @Test
    void aBenchmarkNameSaysWhetherItIsTheReference() {
        for (Workload w : Workload.values()) {
            assertTrue(Workload.isReference(w.benchmark(true)), w.benchmark(true));
            assertFalse(Workload.isReference(w.benchmark(false)), w.benchmark(false));
            assertEquals(w, Workload.ofBenchmark(w.benchmark(true)));
            assertEquals(w, Workload.ofBenchmark(w.benchmark(false)));
        }
    }
}

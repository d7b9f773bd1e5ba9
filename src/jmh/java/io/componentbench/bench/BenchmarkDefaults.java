package io.componentbench.bench;

import io.componentbench.workload.ForkJvm;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Settings every workload class inherits: average time per operation in nanoseconds (the batched
 * insert and remove measure single shots instead), one fork per parameter combination with the fixed
 * heap and GC of {@link ForkJvm}. The profiles override forks, iteration counts and times; these
 * defaults serve a bare {@code java -jar target/benchmarks.jar}, whose forks leave out {@link ForkJvm#HUGE_PAGES}
 * (an annotation cannot add it on Linux only; the harness's launches pass {@link ForkJvm#flags()}).
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Fork(
        value = 1,
        jvmArgs = {
            ForkJvm.HEAP_MIN,
            ForkJvm.HEAP_MAX,
            ForkJvm.YOUNG,
            ForkJvm.FIXED_SPACES,
            ForkJvm.GC,
            ForkJvm.GC_THREADS
        })
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
public abstract class BenchmarkDefaults {}

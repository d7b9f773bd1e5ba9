package io.componentbench.bench;

import io.componentbench.contender.Contender;
import io.componentbench.workload.ContainerState;
import io.componentbench.workload.IdBatch;
import io.componentbench.workload.Population;
import io.componentbench.workload.RawArrays;
import io.componentbench.workload.Workload;
import io.componentbench.workload.Workloads;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;

/**
 * Remove N/2 Positions in random order (swap-back where the container has it) from full containers,
 * {@code fresh} or {@code churned} ({@link ContainerState}). Measured as {@link InsertBenchmark} is
 * and for the same reason: a removal uses its container up, and removing 500 entities takes
 * microseconds, far below the 1 ms JMH asks of per-invocation setup. So one operation removes from
 * each of K full containers built before the iteration ({@code Level.Iteration}, untimed, right after
 * a full collection, {@link FullGc}), each iteration times that
 * one operation ({@link Mode#SingleShotTime}), and the report divides by K x N/2
 * ({@link Workload#containersPerOperation}). Built after that collection, a batch's objects sit in
 * allocation order with the build's garbage still between them; nothing is collected between
 * building and timing. The reference ({@link RawArrays.Presence}) has no state parameter.
 * {@code java -jar target/benchmarks.jar RemoveBenchmark -p contender=paged-sparse-set}.
 */
@BenchmarkMode(Mode.SingleShotTime)
public class RemoveBenchmark extends BenchmarkDefaults {

    @State(Scope.Benchmark)
    public static class Subject extends ContenderParams {
        /** {@code fresh} or {@code churned}. */
        @Param({"fresh", "churned"})
        public String state;

        Population population;
        IdBatch victims;
        int containers;
        Contender[] full;

        @Override
        protected void prepare() {
            population = population();
            victims = population.removals();
            containers = Workload.REMOVE.containersPerOperation(
                    size, population.distribution(), kind().containerOverheadBytes());
        }

        @Setup(Level.Iteration)
        public void refill() {
            FullGc.run();
            full = new Contender[containers];
            for (int i = 0; i < containers; i++) {
                full[i] = Workloads.build(kind(), population, ContainerState.byId(state));
            }
        }

        @TearDown(Level.Iteration)
        public void drop() {
            for (Contender c : full) c.release();
            full = null;
        }
    }

    @State(Scope.Benchmark)
    public static class Reference extends PopulationParams {
        Population population;
        IdBatch victims;
        int containers;
        RawArrays.Presence[] full;

        @Override
        protected void prepare() {
            population = population();
            victims = population.removals();
            containers = Workload.REMOVE.containersPerOperation(size, population.distribution());
        }

        @Setup(Level.Iteration)
        public void refill() {
            FullGc.run();
            full = new RawArrays.Presence[containers];
            for (int i = 0; i < containers; i++) {
                full[i] = new RawArrays.Presence(population);
            }
        }

        @TearDown(Level.Iteration)
        public void drop() {
            full = null;
        }
    }

    // The same shape as InsertBenchmark's: JMH wants each benchmark's timed loop in its class, calling its workload.
    @Benchmark
    public long contender(Subject s) {
        long sum = 0;
        for (Contender c : s.full) {
            sum += Workloads.remove(c, s.victims);
        }
        return sum;
    }

    @Benchmark
    public long rawArray(Reference r) {
        long sum = 0;
        for (RawArrays.Presence p : r.full) {
            sum += p.remove(r.victims);
        }
        return sum;
    }
}

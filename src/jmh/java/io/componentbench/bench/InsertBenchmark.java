package io.componentbench.bench;

import io.componentbench.contender.Contender;
import io.componentbench.workload.IdBatch;
import io.componentbench.workload.Parameter;
import io.componentbench.workload.Population;
import io.componentbench.workload.RawArrays;
import io.componentbench.workload.Workloads;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * Insert N Positions into an empty container, created (with its capacity) before each invocation,
 * untimed. {@code order=insertion} adds IDs ascending as an entity allocator issues them;
 * {@code shuffled} in random order, which makes the sector array shift its tail on most inserts.
 * One invocation is N inserts (tens of microseconds at the least), so the per-invocation setup's
 * timestamp overhead, JMH's caveat for {@code Level.Invocation}, stays well under 1%.
 * {@code java -jar target/benchmarks.jar InsertBenchmark -p contender=sector-array -p order=shuffled}.
 */
public class InsertBenchmark extends BenchmarkDefaults {

    @State(Scope.Benchmark)
    public static class Subject extends ContenderParams {
        @Param({"insertion", "shuffled"})
        public String order;
        IdBatch batch;
        int capacity;
        Contender contender;

        @Setup
        public void prepare() {
            Population p = population();
            batch = Parameter.ORDER.parse(order).ids(p);
            capacity = p.idRange();
        }

        @Setup(Level.Invocation)
        public void empty() {
            contender = kind().create(capacity);
        }
    }

    @State(Scope.Benchmark)
    public static class Reference extends PopulationParams {
        @Param({"insertion", "shuffled"})
        public String order;
        Population population;
        IdBatch batch;
        RawArrays raw;

        @Setup
        public void prepare() {
            population = population();
            batch = Parameter.ORDER.parse(order).ids(population);
        }

        @Setup(Level.Invocation)
        public void empty() {
            raw = new RawArrays(population);
        }
    }

    @Benchmark
    public long contender(Subject s) {
        return Workloads.insert(s.contender, s.batch);
    }

    @Benchmark
    public long rawArray(Reference r) {
        return r.raw.insert(r.batch);
    }
}

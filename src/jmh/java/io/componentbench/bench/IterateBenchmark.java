package io.componentbench.bench;

import io.componentbench.workload.RawArrays;
import io.componentbench.workload.Workloads;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;

/**
 * Full iteration: one pass over all N Positions, summing their checksum terms. One operation is one
 * pass; the report divides by N. Run one contender alone with
 * {@code java -jar target/benchmarks.jar IterateBenchmark.contender -p contender=sparse-set -p size=1000000}.
 */
public class IterateBenchmark extends BenchmarkDefaults {

    // The same shape as JoinBenchmark's: a JMH state belongs to its benchmark; each prepares its own reference.
    @State(Scope.Benchmark)
    public static class Reference extends PopulationParams {
        RawArrays.PackedPositions positions;

        @Override
        protected void prepare() {
            positions = new RawArrays.PackedPositions(population());
        }
    }

    @Benchmark
    public long contender(BuiltContainer s) {
        return Workloads.iterate(s.contender);
    }

    @Benchmark
    public long rawArray(Reference r) {
        return r.positions.iterate();
    }
}

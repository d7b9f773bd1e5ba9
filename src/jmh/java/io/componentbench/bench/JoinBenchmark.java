package io.componentbench.bench;

import io.componentbench.workload.RawArrays;
import io.componentbench.workload.Workloads;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;

/**
 * The movement system {@code pos += vel * dt} over the N/2 entities that have both Position and
 * Velocity. One operation is one system pass; the report divides by the matched entities.
 * {@code java -jar target/benchmarks.jar JoinBenchmark -p contender=sector-array-grouped}.
 */
public class JoinBenchmark extends BenchmarkDefaults {

    // The same shape as IterateBenchmark's: a JMH state belongs to its benchmark; each prepares its own reference.
    @State(Scope.Benchmark)
    public static class Reference extends PopulationParams {
        float[] movers;

        @Override
        protected void prepare() {
            movers = RawArrays.packedMovers(population());
        }
    }

    @Benchmark
    public long contender(BuiltContainer s) {
        return Workloads.join(s.contender);
    }

    @Benchmark
    public long rawArray(Reference r) {
        return RawArrays.join(r.movers);
    }
}

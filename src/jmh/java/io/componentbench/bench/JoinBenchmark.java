package io.componentbench.bench;

import io.componentbench.contender.Contender;
import io.componentbench.workload.ContainerState;
import io.componentbench.workload.RawArrays;
import io.componentbench.workload.Workloads;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * The movement system {@code pos += vel * dt} over the N/2 entities that have both Position and
 * Velocity. One operation is one system pass; the report divides by the matched entities.
 * {@code java -jar target/benchmarks.jar JoinBenchmark -p contender=sector-array-grouped}.
 */
public class JoinBenchmark extends BenchmarkDefaults {

    @State(Scope.Benchmark)
    public static class Subject extends ContenderParams {
        /** {@code fresh} or {@code churned}. */
        @Param({"fresh", "churned"})
        public String state;
        Contender contender;

        @Setup
        public void build() {
            contender = Workloads.build(kind(), population(), ContainerState.byId(state));
        }
    }

    @State(Scope.Benchmark)
    public static class Reference extends PopulationParams {
        float[] movers;

        @Setup
        public void build() {
            movers = RawArrays.packedMovers(population());
        }
    }

    @Benchmark
    public long contender(Subject s) {
        return Workloads.join(s.contender);
    }

    @Benchmark
    public long rawArray(Reference r) {
        return RawArrays.join(r.movers);
    }
}

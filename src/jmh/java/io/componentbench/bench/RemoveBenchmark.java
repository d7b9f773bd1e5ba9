package io.componentbench.bench;

import io.componentbench.contender.Contender;
import io.componentbench.workload.ContainerState;
import io.componentbench.workload.IdBatch;
import io.componentbench.workload.Population;
import io.componentbench.workload.RawArrays;
import io.componentbench.workload.Workloads;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;

/**
 * Remove N/2 Positions in random order (swap-back where the container has it). After each
 * invocation the removed Positions are added back, untimed, so every invocation removes from a
 * full container. One invocation is N/2 removes.
 * {@code java -jar target/benchmarks.jar RemoveBenchmark -p contender=paged-sparse-set}.
 */
public class RemoveBenchmark extends BenchmarkDefaults {

    @State(Scope.Benchmark)
    public static class Subject extends ContenderParams {
        IdBatch victims;
        Contender contender;

        @Setup
        public void build() {
            Population p = population();
            victims = p.removals();
            contender = Workloads.build(kind(), p, ContainerState.FRESH);
        }

        @TearDown(Level.Invocation)
        public void restore() {
            Workloads.insert(contender, victims);
            contender.endOfFrame();
        }
    }

    @State(Scope.Benchmark)
    public static class Reference extends PopulationParams {
        IdBatch victims;
        RawArrays raw;

        @Setup
        public void build() {
            Population p = population();
            victims = p.removals();
            raw = RawArrays.filled(p, false);
        }

        @TearDown(Level.Invocation)
        public void restore() {
            raw.insert(victims);
        }
    }

    @Benchmark
    public long contender(Subject s) {
        return Workloads.remove(s.contender, s.victims);
    }

    @Benchmark
    public long rawArray(Reference r) {
        return r.raw.remove(r.victims);
    }
}

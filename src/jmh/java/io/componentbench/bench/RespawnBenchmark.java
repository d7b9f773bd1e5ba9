package io.componentbench.bench;

import io.componentbench.workload.IdBatch;
import io.componentbench.workload.Population;
import io.componentbench.workload.RawArrays;
import io.componentbench.workload.Workloads;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;

/**
 * Respawn cycles on one container that carries over, {@code fresh} or {@code churned} at the start:
 * each operation removes N/2 Positions in random order, then re-adds them, last removed first, so
 * whatever a removal leaves behind (a lazy map's tombstones, the rehash that clears them) is paid
 * within the measurement; the report divides by N/2. The reference is {@link RawArrays}' ID-indexed
 * floats (a removal writes a NaN, a re-add the two floats).
 * {@code java -jar target/benchmarks.jar RespawnBenchmark -p contender=eclipse-hash}.
 */
public class RespawnBenchmark extends BenchmarkDefaults {

    /** The container (in its {@code state} at the start) and the cycle's victims and re-adds. */
    @State(Scope.Benchmark)
    public static class Subject extends BuiltContainer {
        IdBatch victims;
        IdBatch readds;

        @Override
        protected void prepare() {
            super.prepare();
            victims = population.removals();
            readds = victims.reversed();
        }
    }

    @State(Scope.Benchmark)
    public static class Reference extends PopulationParams {
        RawArrays raw;
        IdBatch victims;
        IdBatch readds;

        @Override
        protected void prepare() {
            Population p = population();
            raw = RawArrays.filled(p, false);
            victims = p.removals();
            readds = victims.reversed();
        }
    }

    @Benchmark
    public long contender(Subject s) {
        return Workloads.respawn(s.contender, s.victims, s.readds);
    }

    @Benchmark
    public long rawArray(Reference r) {
        return r.raw.respawn(r.victims, r.readds);
    }
}

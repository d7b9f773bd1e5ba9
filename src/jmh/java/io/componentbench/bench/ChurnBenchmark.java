package io.componentbench.bench;

import io.componentbench.contender.Contender;
import io.componentbench.workload.Churn;
import io.componentbench.workload.ContainerState;
import io.componentbench.workload.Population;
import io.componentbench.workload.RawArrays;
import io.componentbench.workload.Workloads;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;

/**
 * Steady-state churn: each operation is one frame (system pass, then 10% of entities removed and
 * last frame's removals re-added through a command buffer, then end-of-frame maintenance). The
 * container carries over from frame to frame; the report divides by N.
 * {@code java -jar target/benchmarks.jar ChurnBenchmark -p contender=sector-array}.
 */
public class ChurnBenchmark extends BenchmarkDefaults {

    @State(Scope.Benchmark)
    public static class Subject extends ContenderParams {
        Contender contender;
        Churn churn;

        @Override
        protected void prepare() {
            Population p = population();
            contender = Workloads.build(kind(), p, ContainerState.FRESH);
            churn = new Churn(p);
        }
    }

    @State(Scope.Benchmark)
    public static class Reference extends PopulationParams {
        RawArrays.ChurnReference churn;

        @Override
        protected void prepare() {
            churn = new RawArrays.ChurnReference(population());
        }
    }

    @Benchmark
    public long contender(Subject s) {
        return s.churn.frame(s.contender);
    }

    @Benchmark
    public long rawArray(Reference r) {
        return r.churn.frame();
    }
}

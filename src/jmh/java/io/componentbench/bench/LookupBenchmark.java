package io.componentbench.bench;

import io.componentbench.contender.Contender;
import io.componentbench.workload.IdBatch;
import io.componentbench.workload.Order;
import io.componentbench.workload.Parameter;
import io.componentbench.workload.Population;
import io.componentbench.workload.RawArrays;
import io.componentbench.workload.Workloads;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;

/**
 * Random access: read the Position of every probe ID. {@code order=shuffled} probes all N IDs in
 * random order, {@code insertion} in allocation order (their ratio is the locality proxy),
 * {@code miss} probes the N/2 IDs whose Position was removed. One operation is one pass over the
 * probes; the report divides by their count. The reference reads one interleaved {@code float[]}
 * by ID (see {@link RawArrays}) and has no {@code state} parameter, so it runs once per order.
 * {@code java -jar target/benchmarks.jar LookupBenchmark -p contender=hash-map -p order=miss}.
 */
public class LookupBenchmark extends BenchmarkDefaults {

    @State(Scope.Benchmark)
    public static class Subject extends ContenderParams {
        @Param({"shuffled", "insertion", "miss"})
        public String order;
        /** {@code fresh} or {@code churned}. */
        @Param({"fresh", "churned"})
        public String state;

        Contender contender;
        IdBatch probes;

        @Override
        protected void prepare() {
            Population p = population();
            contender = Workloads.build(kind(), p, Parameter.STATE.parse(state));
            Order o = Parameter.ORDER.parse(order);
            if (o == Order.MISS) Workloads.remove(contender, p.removals());
            probes = o.ids(p);
        }
    }

    @State(Scope.Benchmark)
    public static class Reference extends PopulationParams {
        @Param({"shuffled", "insertion", "miss"})
        public String order;

        RawArrays raw;
        IdBatch probes;

        @Override
        protected void prepare() {
            Population p = population();
            Order o = Parameter.ORDER.parse(order);
            raw = RawArrays.filled(p, o == Order.MISS);
            probes = o.ids(p);
        }
    }

    @Benchmark
    public long contender(Subject s) {
        return Workloads.lookup(s.contender, s.probes);
    }

    @Benchmark
    public long rawArray(Reference r) {
        return r.raw.lookup(r.probes);
    }
}

package io.componentbench.bench;

import io.componentbench.contender.Contender;
import io.componentbench.workload.IdBatch;
import io.componentbench.workload.Parameter;
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
 * Insert N Positions into empty containers. {@code order=insertion} adds IDs ascending as an entity
 * allocator issues them; {@code shuffled} in random order, which makes the sector array shift its
 * tail on most inserts. {@code presized=false}: every contender starts at its library's default size
 * and grows while inserting (structures indexed by entity ID are allocated at capacity when created,
 * untimed: that is their nature); {@code true}: every contender that takes a size hint gets N
 * ({@link io.componentbench.contender.ContenderKind#create(int, int)}).
 *
 * <p>Why single-shot batches. An insert uses its container up, so every timed call needs a new empty
 * one, made untimed. JMH's per-invocation setup would make it, but JMH limits that level to calls
 * above about 1 ms (the timestamps and setup call around each invocation distort anything shorter),
 * and inserting 1K entities takes microseconds. So one operation inserts N Positions into each of K
 * empty containers, made before the iteration ({@code Level.Iteration}, untimed), and each iteration
 * times exactly that one operation ({@link Mode#SingleShotTime}). K
 * ({@link Workload#containersPerOperation}) makes an operation last at least 1 ms even at 1 ns per
 * insert, and is capped so the batch and what inserting allocates fit the forks' young generation.
 * The iteration setup drops the previous batch and runs a full collection ({@link FullGc}) before
 * making the next, so a batch is made in an empty young generation and timed with no collection in
 * between; the report divides by K x N. That collection is inside the GC profiler's window (one per
 * iteration, which the report expects and discounts); JMH's own {@code -gc true} would keep it
 * outside but waits long enough per iteration to take a large share of the full profile's time
 * (docs/workloads.md gives the wait). Containers of
 * a batch are separate objects, so an operation also pays for reaching K containers' memory, as
 * inserting into any new container does.
 * {@code java -jar target/benchmarks.jar InsertBenchmark -p contender=sector-array -p order=shuffled}.
 */
@BenchmarkMode(Mode.SingleShotTime)
public class InsertBenchmark extends BenchmarkDefaults {

    @State(Scope.Benchmark)
    public static class Subject extends ContenderParams {
        @Param({"insertion", "shuffled"})
        public String order;
        /** Whether each contender gets N as its size hint. */
        @Param({"false", "true"})
        public boolean presized;

        IdBatch batch;
        int capacity;
        int containers;
        Contender[] empty;

        @Override
        protected void prepare() {
            Population p = population();
            batch = Parameter.ORDER.parse(order).ids(p);
            capacity = p.idRange();
            containers =
                    Workload.INSERT.containersPerOperation(size, p.distribution(), kind().containerOverheadBytes());
        }

        @Setup(Level.Iteration)
        public void refill() {
            FullGc.run();
            empty = new Contender[containers];
            for (int i = 0; i < containers; i++) {
                empty[i] = kind().create(capacity, presized ? size : 0);
            }
        }

        @TearDown(Level.Iteration)
        public void drop() {
            for (Contender c : empty) c.release();
            empty = null;
        }
    }

    @State(Scope.Benchmark)
    public static class Reference extends PopulationParams {
        @Param({"insertion", "shuffled"})
        public String order;

        Population population;
        IdBatch batch;
        int containers;
        RawArrays[] empty;

        @Override
        protected void prepare() {
            population = population();
            batch = Parameter.ORDER.parse(order).ids(population);
            containers = Workload.INSERT.containersPerOperation(size, population.distribution());
        }

        @Setup(Level.Iteration)
        public void refill() {
            FullGc.run();
            empty = new RawArrays[containers];
            for (int i = 0; i < containers; i++) {
                empty[i] = new RawArrays(population);
            }
        }

        @TearDown(Level.Iteration)
        public void drop() {
            empty = null;
        }
    }

    // The same shape as RemoveBenchmark's: JMH wants each benchmark's timed loop in its class, calling its workload.
    @Benchmark
    public long contender(Subject s) {
        long sum = 0;
        for (Contender c : s.empty) {
            sum += Workloads.insert(c, s.batch);
        }
        return sum;
    }

    @Benchmark
    public long rawArray(Reference r) {
        long sum = 0;
        for (RawArrays raw : r.empty) {
            sum += raw.insert(r.batch);
        }
        return sum;
    }
}

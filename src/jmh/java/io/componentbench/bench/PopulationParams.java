package io.componentbench.bench;

import io.componentbench.workload.Distribution;
import io.componentbench.workload.Population;
import org.openjdk.jmh.annotations.Param;

/**
 * The parameters every benchmark shares: how many entities, and how their IDs spread. The defaults
 * here only serve a bare {@code java -jar benchmarks.jar}; the profiles in
 * {@code io.componentbench.run.Profile} set the real values.
 */
@org.openjdk.jmh.annotations.State(org.openjdk.jmh.annotations.Scope.Benchmark)
public abstract class PopulationParams {
    /** Number of entities N. */
    @Param("1000")
    public int size;

    /** {@code dense} (IDs 0..N-1) or {@code sparse} (N IDs over 0..64N-1). */
    @Param({"dense", "sparse"})
    public String distribution;

    protected Population population() {
        return Population.of(Distribution.byId(distribution), size);
    }
}

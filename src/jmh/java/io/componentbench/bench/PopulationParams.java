package io.componentbench.bench;

import io.componentbench.workload.Parameter;
import io.componentbench.workload.Population;
import org.openjdk.jmh.annotations.Param;

/**
 * The parameters every benchmark shares: how many entities, and how their IDs spread. The defaults
 * here only serve a bare {@code java -jar benchmarks.jar}; the profiles in
 * {@code io.componentbench.run.Profile} set the real values.
 * <p>
 * Every {@code @Param} of the benchmarks is a {@code String} (or {@code int}) named and parsed by a
 * {@link Parameter}, for the reason {@link ContenderParams} gives: JMH would spell enum values as
 * Java constants. Each value is parsed in the trial's setup, so a misspelt one fails the trial with
 * the values the parameter knows instead of running silently; {@code BenchmarkParamsTest} checks
 * that every parameter a profile sets exists on its benchmark and that every value parses.
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
        return Population.of(Parameter.DISTRIBUTION.parse(distribution), size);
    }
}

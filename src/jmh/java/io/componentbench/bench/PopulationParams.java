package io.componentbench.bench;

import io.componentbench.workload.Parameter;
import io.componentbench.workload.Population;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;

/**
 * The parameters every benchmark shares (how many entities, and how their IDs spread) and the one
 * trial setup of every state in this package: eden touched once ({@link YoungGeneration}), {@link #prepare()},
 * then a {@link FullGc}, so whatever
 * was built is settled before the first timed call. The defaults here only serve a bare
 * {@code java -jar benchmarks.jar}; the profiles in {@code io.componentbench.measure.Profile} set the
 * real values.
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

    /** Builds this state's input, untimed, once per trial. */
    protected abstract void prepare();

    /**
     * The trial setup: the young generation touched once per fork ({@link YoungGeneration}), then
     * {@link #prepare()}, then a full collection that has finished.
     */
    @Setup(Level.Trial)
    public final void setUpTrial() {
        YoungGeneration.touchOnce();
        prepare();
        FullGc.run();
    }
}

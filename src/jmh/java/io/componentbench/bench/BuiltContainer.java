package io.componentbench.bench;

import io.componentbench.contender.Contender;
import io.componentbench.workload.ContainerState;
import io.componentbench.workload.Parameter;
import io.componentbench.workload.Population;
import io.componentbench.workload.Workloads;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;

/**
 * A contender holding the whole population (Positions, and Velocities on every other entity), built
 * untimed in the requested state and settled by a full collection: the input of the iterate and join
 * benchmarks.
 */
@State(Scope.Benchmark)
public class BuiltContainer extends ContenderParams {
    /** {@code fresh} or {@code churned} (see {@link ContainerState}). */
    @Param({"fresh", "churned"})
    public String state;

    Population population;
    Contender contender;

    @Override
    protected void prepare() {
        population = population();
        contender = Workloads.build(kind(), population, Parameter.STATE.parse(state));
    }
}

package io.componentbench.bench;

import io.componentbench.contender.ContenderKind;
import org.openjdk.jmh.annotations.Param;

/**
 * Adds the contender under test, by stable name. JMH runs every parameter combination in its own
 * fork, so each contender gets a fresh JVM whose JIT profile no other contender has polluted.
 * The list below mirrors {@link ContenderKind} (annotation values must be constants);
 * {@code BenchmarkParamsTest} fails if the two ever differ.
 */
@org.openjdk.jmh.annotations.State(org.openjdk.jmh.annotations.Scope.Benchmark)
public abstract class ContenderParams extends PopulationParams {
    @Param({"hash-map", "tree-map", "fastutil-open-hash", "fastutil-rb-tree", "eclipse-hash", "koloboke-hash",
            "direct-array", "sparse-set", "packed-sparse-set", "paged-sparse-set", "sector-array",
            "sector-array-grouped", "artemis-odb", "dominion", "ashley"})
    public String contender;

    protected ContenderKind kind() {
        return ContenderKind.byId(contender);
    }
}

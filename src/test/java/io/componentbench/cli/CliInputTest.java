package io.componentbench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.componentbench.contender.ContenderKind;
import io.componentbench.workload.Workload;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Command-line lists: a contender or workload named twice is run once. */
class CliInputTest {
    @Test
    void repeatedContendersAndWorkloadsAreDeduplicatedInOrder() {
        assertEquals(List.of(ContenderKind.HASH_MAP), Cli.contenders(List.of("hash-map", "hash-map")));
        assertEquals(List.of(ContenderKind.SPARSE_SET, ContenderKind.HASH_MAP), Cli.contenders(List.of("sparse-set", "hash-map", "sparse-set")));
        assertEquals(List.of(Workload.ITERATE, Workload.JOIN), Cli.workloads(List.of("iterate", "join", "iterate")));
        assertEquals(ContenderKind.all(), Cli.contenders(null));
    }
}

package io.componentbench.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.componentbench.bench.ContenderParams;
import io.componentbench.contender.ContenderKind;
import io.componentbench.workload.Workload;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.openjdk.jmh.annotations.Param;

/** The benchmark parameters and profiles stay in step with the registry and the workload list. */
class BenchmarkParamsTest {

    @org.junit.jupiter.api.Test
    void benchmarkContenderParamListsExactlyTheRegistry() throws Exception {
        String[] declared = ContenderParams.class.getField("contender").getAnnotation(Param.class).value();
        assertEquals(ContenderKind.ids(), String.join(",", declared));
    }

    @ParameterizedTest
    @EnumSource(Profile.class)
    void everyProfileRunsEveryWorkload(Profile profile) {
        Set<Workload> covered = profile.specs().stream().map(Spec::workload).collect(Collectors.toSet());
        assertEquals(Set.of(Workload.values()), covered);
        for (Spec s : profile.specs()) {
            assertTrue(s.params().containsKey("size") && s.params().containsKey("distribution"), s.toString());
            List<String> sizes = s.params().get("size");
            assertTrue(!sizes.isEmpty(), s + " has sizes");
        }
    }

    @org.junit.jupiter.api.Test
    void shuffledInsertsStayAtSizesWhereSectorShiftsFinish() {
        for (Profile p : Profile.values()) {
            p.specs().stream().filter(s -> s.workload() == Workload.INSERT && s.params().get("order").contains("shuffled"))
                    .flatMap(s -> s.params().get("size").stream())
                    .forEach(size -> assertTrue(Integer.parseInt(size) <= Profile.SHUFFLED_INSERT_MAX_SIZE, p + " " + size));
        }
        assertTrue(Arrays.asList(Profile.values()).size() == 3);
    }
}

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

    @org.junit.jupiter.api.Test
    void quickAndFullShowBothContainerStatesWhereTheyMakeSense() {
        for (Profile p : List.of(Profile.QUICK, Profile.FULL)) {
            for (Workload w : List.of(Workload.ITERATE, Workload.LOOKUP, Workload.JOIN)) {
                assertEquals(Set.of("fresh", "churned"), values(p, w, "state"), p + " " + w);
            }
        }
        assertEquals(Set.of("fresh", "churned"), values(Profile.FULL, Workload.REMOVE, "state"));
        assertEquals(Set.of("fresh"), values(Profile.QUICK, Workload.REMOVE, "state"));
    }

    @org.junit.jupiter.api.Test
    void fullInsertsBothPresizedAndGrowingQuickOnlyGrowing() {
        assertEquals(Set.of("false", "true"), values(Profile.FULL, Workload.INSERT, "presized"));
        assertEquals(Set.of("false"), values(Profile.QUICK, Workload.INSERT, "presized"));
        for (Profile p : Profile.values()) {
            p.specs().stream().filter(s -> s.workload() == Workload.INSERT)
                    .forEach(s -> assertTrue(s.params().containsKey("presized"), p + " " + s));
        }
    }

    private static Set<String> values(Profile p, Workload w, String param) {
        return p.specs().stream().filter(s -> s.workload() == w)
                .flatMap(s -> s.params().getOrDefault(param, List.of()).stream()).collect(Collectors.toSet());
    }
}

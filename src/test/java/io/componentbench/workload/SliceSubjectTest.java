package io.componentbench.workload;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.componentbench.contender.ContenderKind;
import io.componentbench.contender.RunsHere;
import io.componentbench.results.Variant;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The side-by-side subjects run the same work as the one-contender benchmarks: every contender's
 * units give the {@code raw-array} subject's checksums, unit after unit, for every sliced workload.
 */
class SliceSubjectTest {
    private static final int SIZE = 1000;

    static Stream<Arguments> cases() {
        return ContenderKind.all().stream().flatMap(k -> Stream.of(Distribution.values()).map(d -> Arguments.of(k, d)));
    }

    private static Map<String, String> params(Distribution d, String state, String order) {
        return Map.of("size", String.valueOf(SIZE), "distribution", d.id(), "state", state, "order", order);
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("cases")
    void everyUnitAgreesWithTheReference(ContenderKind kind, Distribution d) {
        RunsHere.assume(kind);
        for (String workload : new String[] {"iterate", "join", "churn", "lookup"}) {
            for (String state : new String[] {"fresh", "churned"}) {
                for (String order : workload.equals("lookup") ? new String[] {"shuffled", "miss"} : new String[] {"shuffled"}) {
                    SliceSubject raw = new SliceSubject(workload, SliceSubject.REFERENCE, params(d, state, order));
                    SliceSubject subject = new SliceSubject(workload, kind.id(), params(d, state, order));
                    assertEquals(raw.elementsPerUnit(), subject.elementsPerUnit());
                    for (long units : new long[] {1, 3, 1}) {
                        long expected = raw.applyAsLong(units);
                        if (!order.equals("miss")) assertNotEquals(0, expected);
                        assertEquals(expected, subject.applyAsLong(units), workload + " " + state + " " + order + " " + units + " unit(s)");
                    }
                }
            }
        }
    }

    @Test
    void aPassSubjectDoesWhatTheWorkloadDoes() {
        Population p = Population.of(Distribution.DENSE, SIZE);
        SliceSubject iterate = new SliceSubject("iterate", "hash-map", params(Distribution.DENSE, "fresh", "-"));
        assertEquals(Workloads.iterate(Workloads.build(ContenderKind.HASH_MAP, p, ContainerState.FRESH)), iterate.applyAsLong(1));
        assertEquals(2 * iterate.applyAsLong(1), iterate.applyAsLong(2));
        assertEquals(SIZE, iterate.elementsPerUnit());
        assertEquals((SIZE + 1) / 2, new SliceSubject("join", "raw-array", params(Distribution.DENSE, "fresh", "-")).elementsPerUnit());
    }

    @Test
    void lookupChunksWalkTheWholeProbeSequenceBeforeRepeating() {
        Population p = Population.of(Distribution.DENSE, 40_000);
        IdBatch probes = Order.SHUFFLED.ids(p);
        IdBatch[] chunks = SliceSubject.chunks(probes);
        assertEquals(3, chunks.length);
        assertTrue(chunks[0].length() <= SliceSubject.LOOKUP_CHUNK);
        assertEquals(probes.id(0), chunks[0].id(0));
        assertEquals(probes.id(chunks[0].length()), chunks[1].id(0));
        SliceSubject s = new SliceSubject("lookup", "raw-array", Map.of("size", "40000", "distribution", "dense", "order", "shuffled"));
        long first = s.applyAsLong(1);
        long second = s.applyAsLong(1);
        long third = s.applyAsLong(1);
        assertNotEquals(first, second);
        assertNotEquals(second, third);
        assertEquals(first, s.applyAsLong(1), "three chunks, then the first again");
    }

    @Test
    void theBatchedWorkloadsAndMissingParametersAreRefusedClearly() {
        var e = assertThrows(IllegalArgumentException.class, () -> new SliceSubject("insert", "hash-map", params(Distribution.DENSE, "fresh", "-")));
        assertTrue(e.getMessage().contains("not measured in slices"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> new SliceSubject("iterate", "hash-map", Map.of("size", "10", "distribution", "dense")));
        assertTrue(e.getMessage().contains("'state'"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> new SliceSubject("iterate", "hashmap", params(Distribution.DENSE, "fresh", "-")));
        assertTrue(e.getMessage().contains("hashmap"), e.getMessage());
    }

    @Test
    void theReferenceIdIsTheResultsOne() {
        assertEquals(Variant.REFERENCE, SliceSubject.REFERENCE);
    }
}

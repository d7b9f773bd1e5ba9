package io.componentbench.workload;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

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
 * units give the {@code raw-array} subject's checksums, unit after unit, for every workload.
 */
class SliceSubjectTest {
    private static final int SIZE = 1000;

    static Stream<Arguments> cases() {
        return ContenderKind.all().stream()
                .flatMap(k -> Stream.of(Distribution.values()).map(d -> Arguments.of(k, d)));
    }

    private static Map<String, String> params(Distribution d, String state, String order) {
        return Map.of(
                "size",
                String.valueOf(SIZE),
                "distribution",
                d.id(),
                "state",
                state,
                "order",
                order,
                "presized",
                "false");
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("cases")
    void everyUnitAgreesWithTheReference(ContenderKind kind, Distribution d) {
        RunsHere.assume(kind);
        for (String workload : new String[] {"iterate", "join", "churn", "lookup", "insert", "remove", "respawn"}) {
            for (String state : new String[] {"fresh", "churned"}) {
                String[] orders = workload.equals("lookup")
                        ? new String[] {"shuffled", "miss"}
                        : workload.equals("insert")
                                ? new String[] {"insertion", "shuffled"}
                                : new String[] {"shuffled"};
                for (String order : orders) {
                    SliceSubject raw = new SliceSubject(workload, SliceSubject.REFERENCE, params(d, state, order));
                    SliceSubject subject = new SliceSubject(workload, kind.id(), params(d, state, order));
                    assertEquals(raw.elementsPerUnit(), subject.elementsPerUnit());
                    for (long units : new long[] {1, 3, 1}) {
                        assertTrue(raw.applyAsLong(units) > 0, "a timed part takes time");
                        subject.applyAsLong(units);
                        if (!order.equals("miss")) assertNotEquals(0, raw.getAsLong());
                        assertEquals(
                                raw.getAsLong(),
                                subject.getAsLong(),
                                workload + " " + state + " " + order + " " + units + " unit(s)");
                    }
                }
            }
        }
    }

    @Test
    void aPassSubjectDoesWhatTheWorkloadDoesAfterOneUntimedUnit() {
        Population p = Population.of(Distribution.DENSE, SIZE);
        long pass = Workloads.iterate(Workloads.build(ContenderKind.HASH_MAP, p, ContainerState.FRESH));
        SliceSubject iterate = new SliceSubject("iterate", "hash-map", params(Distribution.DENSE, "fresh", "-"));
        iterate.applyAsLong(1);
        assertEquals(2 * pass, iterate.getAsLong(), "one untimed pass, one timed");
        iterate.applyAsLong(2);
        assertEquals(5 * pass, iterate.getAsLong());
        assertEquals(SIZE, iterate.elementsPerUnit());
        assertEquals(
                (SIZE + 1) / 2,
                new SliceSubject("join", "raw-array", params(Distribution.DENSE, "fresh", "-")).elementsPerUnit());
    }

    @Test
    void insertAndRemoveUnitsEachUseOneFreshContainer() {
        assertEquals(5, SliceSubject.containersPerTimedPart(1000));
        assertEquals(10, SliceSubject.containersPerTimedPart(500));
        assertEquals(1, SliceSubject.containersPerTimedPart(1_000_000));
        assertEquals(5_000, SliceSubject.containersPerTimedPart(0));
        SliceSubject insert = new SliceSubject("insert", "hash-map", params(Distribution.DENSE, "fresh", "insertion"));
        assertEquals(SIZE, insert.elementsPerUnit());
        insert.applyAsLong(7);
        assertEquals(
                8L * SIZE,
                insert.getAsLong(),
                "each container holds N Positions after its insert: a fresh empty one every time, the untimed first one too");
        SliceSubject remove = new SliceSubject("remove", "sparse-set", params(Distribution.DENSE, "churned", "-"));
        assertEquals(SIZE / 2, remove.elementsPerUnit());
        Population p = Population.of(Distribution.DENSE, SIZE);
        long once =
                Workloads.remove(Workloads.build(ContenderKind.SPARSE_SET, p, ContainerState.CHURNED), p.removals());
        for (int call = 0; call < 20; call++) remove.applyAsLong(13); // groups adapt to the pace meanwhile
        assertEquals(
                20 * (1 + 13) * once,
                remove.getAsLong(),
                "every unit, and each call's untimed first one, removes from a full container built anew");
    }

    /** Bytes per element a subject's timed parts allocated over {@code calls} calls of {@code units} units. */
    private static double allocatedPerElement(SliceSubject subject, int calls, long units) {
        for (int i = 0; i < calls; i++) subject.applyAsLong(units);
        long[] costs = new long[SliceSubject.COSTS];
        subject.timedCosts(costs);
        assumeTrue(costs[SliceSubject.ALLOCATED_BYTES] >= 0, "this JVM counts a thread's allocated bytes");
        assertTrue(costs[SliceSubject.COLLECTIONS] >= 0 && costs[SliceSubject.GC_MILLIS] >= 0);
        return (double) costs[SliceSubject.ALLOCATED_BYTES] / (calls * units * subject.elementsPerUnit());
    }

    @Test
    void theTimedPartsCountWhatTheyAllocateAndNothingUntimed() {
        Map<String, String> insert = params(Distribution.DENSE, "fresh", "insertion");
        Map<String, String> fresh = params(Distribution.DENSE, "fresh", "shuffled");
        double rawIterate = allocatedPerElement(new SliceSubject("iterate", "raw-array", fresh), 5, 20);
        assertTrue(rawIterate < 0.01, "a pass over primitive arrays allocates nothing: " + rawIterate + " B/element");
        double rawInsert = allocatedPerElement(new SliceSubject("insert", "raw-array", insert), 3, 2);
        assertTrue(
                rawInsert < 0.01,
                "its empty arrays (8 bytes per element) are made untimed, its inserts allocate nothing: " + rawInsert);
        double rawRemove = allocatedPerElement(new SliceSubject("remove", "raw-array", fresh), 3, 2);
        assertTrue(rawRemove < 0.01, "its full presence bits are made untimed: " + rawRemove);
        double rawChurn = allocatedPerElement(new SliceSubject("churn", "raw-array", fresh), 3, 10);
        assertTrue(rawChurn < 0.01, "its commands are recorded untimed: " + rawChurn);
        double hashInsert = allocatedPerElement(new SliceSubject("insert", "hash-map", insert), 3, 2);
        assertTrue(
                hashInsert > 16,
                "a map entry and a Position object per insert, inside the timed part: " + hashInsert + " B/element");
    }

    @Test
    void churnFramesRecordedAheadGiveTheFramesOfAChurnThatRecordsEachInside() {
        Population p = Population.of(Distribution.SPARSE, SIZE);
        Churn inside = new Churn(p);
        Churn ahead = new Churn(p);
        var one = ContenderKind.PACKED_SPARSE_SET.create(p.idRange());
        var other = ContenderKind.PACKED_SPARSE_SET.create(p.idRange());
        Workloads.insert(one, p.allocationOrder());
        Workloads.insert(other, p.allocationOrder());
        Churn.Commands commands = ahead.commands(7);
        for (int batch : new int[] {7, 3, 5}) {
            ahead.record(commands, batch);
            for (int f = 0; f < batch; f++)
                assertEquals(inside.frame(one), Churn.apply(other, commands, f), "frame " + f + " of " + batch);
        }
        assertThrows(IllegalArgumentException.class, () -> ahead.record(commands, 8));
        assertThrows(IllegalArgumentException.class, () -> ahead.commands(0));
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
        SliceSubject s = new SliceSubject(
                "lookup", "raw-array", Map.of("size", "40000", "distribution", "dense", "order", "shuffled"));
        long[] delta = new long[4];
        for (int i = 0; i < 4; i++) {
            long before = s.getAsLong();
            s.applyAsLong(1); // one untimed chunk, one timed: two chunks a call
            delta[i] = s.getAsLong() - before;
        }
        assertNotEquals(delta[0], delta[1]);
        assertNotEquals(delta[1], delta[2]);
        assertEquals(
                delta[0], delta[3], "three chunks, then the first again: the fourth call reads what the first did");
    }

    @Test
    void missingParametersAndUnknownIdsAreRefusedClearly() {
        var e = assertThrows(
                IllegalArgumentException.class,
                () -> new SliceSubject(
                        "insert", "hash-map", Map.of("size", "10", "distribution", "dense", "order", "insertion")));
        assertTrue(e.getMessage().contains("'presized'"), e.getMessage());
        e = assertThrows(
                IllegalArgumentException.class,
                () -> new SliceSubject("iterate", "hash-map", Map.of("size", "10", "distribution", "dense")));
        assertTrue(e.getMessage().contains("'state'"), e.getMessage());
        e = assertThrows(
                IllegalArgumentException.class,
                () -> new SliceSubject("iterate", "hashmap", params(Distribution.DENSE, "fresh", "-")));
        assertTrue(e.getMessage().contains("hashmap"), e.getMessage());
    }

    @Test
    void theReferenceIdIsTheResultsOne() {
        assertEquals(Variant.REFERENCE, SliceSubject.REFERENCE);
    }
}

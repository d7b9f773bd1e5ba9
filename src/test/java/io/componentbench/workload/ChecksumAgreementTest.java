package io.componentbench.workload;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import io.componentbench.contender.Contender;
import io.componentbench.contender.ContenderKind;
import io.componentbench.contender.RunsHere;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every workload on every registered contender, both distributions, both states, inserts with and
 * without a size hint, at a small size: each checksum must equal the {@code raw-array} reference's
 * (whatever layout it uses for the workload), exactly.
 */
class ChecksumAgreementTest {
    private static final int SIZE = 1000;

    static Stream<Arguments> cases() {
        return ContenderKind.all().stream()
                .flatMap(k -> Stream.of(Distribution.values())
                        .flatMap(d -> Stream.of(ContainerState.values()).map(s -> Arguments.of(k, d, s))));
    }

    @ParameterizedTest(name = "{0} {1} {2}")
    @MethodSource("cases")
    void checksumsAgreeWithTheRawArrayReference(ContenderKind kind, Distribution distribution, ContainerState state) {
        RunsHere.assume(kind);
        Population population = Population.of(distribution, SIZE);

        for (Order order : new Order[] {Order.INSERTION, Order.SHUFFLED}) {
            for (int expectedSize : new int[] {0, SIZE}) {
                Contender empty = kind.create(population.idRange(), expectedSize);
                assertEquals(
                        new RawArrays(population).insert(order.ids(population)),
                        Workloads.insert(empty, order.ids(population)),
                        "insert " + order + ", size hint " + expectedSize);
                assertEquals(
                        RawArrays.filled(population, false).lookup(Order.SHUFFLED.ids(population)),
                        Workloads.lookup(empty, Order.SHUFFLED.ids(population)),
                        "what the insert stored, size hint " + expectedSize);
            }
            long expected = RawArrays.filled(population, false).lookup(order.ids(population));
            assertNotEquals(0, expected);
            assertEquals(
                    expected,
                    Workloads.lookup(Workloads.build(kind, population, state), order.ids(population)),
                    "lookup " + order);
        }

        Contender withRemovals = Workloads.build(kind, population, state);
        long removed = new RawArrays.Presence(population).remove(population.removals());
        assertNotEquals(0, removed);
        assertEquals(removed, Workloads.remove(withRemovals, population.removals()), "remove");
        assertEquals(0, Workloads.lookup(withRemovals, Order.MISS.ids(population)), "lookup of removed IDs misses");
        RawArrays raw = RawArrays.filled(population, true);
        assertEquals(0, raw.lookup(Order.MISS.ids(population)), "the reference's misses miss");
        assertEquals(
                raw.lookup(Order.SHUFFLED.ids(population)),
                Workloads.lookup(withRemovals, Order.SHUFFLED.ids(population)));

        Contender respawning = Workloads.build(kind, population, state);
        RawArrays rawRespawning = RawArrays.filled(population, false);
        IdBatch readds = population.removals().reversed();
        for (int cycle = 0; cycle < 3; cycle++) {
            long expected = rawRespawning.respawn(population.removals(), readds);
            assertEquals(removed + SIZE, expected, "a cycle removes the victims, then every entity is back");
            assertEquals(
                    expected, Workloads.respawn(respawning, population.removals(), readds), "respawn cycle " + cycle);
        }
        assertEquals(
                RawArrays.filled(population, false).lookup(Order.SHUFFLED.ids(population)),
                Workloads.lookup(respawning, Order.SHUFFLED.ids(population)),
                "after respawn cycles every Position is there");

        assertEquals(
                new RawArrays.PackedPositions(population).iterate(),
                Workloads.iterate(Workloads.build(kind, population, state)),
                "iterate");
        assertEquals(
                RawArrays.join(RawArrays.packedMovers(population)),
                Workloads.join(Workloads.build(kind, population, state)),
                "join");

        Contender churned = Workloads.build(kind, population, ContainerState.FRESH);
        Churn churn = new Churn(population);
        RawArrays.ChurnReference reference = new RawArrays.ChurnReference(population);
        for (int frame = 0; frame < 25; frame++) {
            assertEquals(reference.frame(), churn.frame(churned), "churn frame " + frame);
        }
    }

    @org.junit.jupiter.api.Test
    void theRemoveReferenceCountsAndRemovesOnce() {
        Population population = Population.of(Distribution.SPARSE, SIZE);
        RawArrays.Presence presence = new RawArrays.Presence(population);
        assertEquals(SIZE, presence.count());
        long first = presence.remove(population.removals());
        assertEquals(SIZE - SIZE / 2, presence.count());
        assertEquals(0, presence.remove(population.removals()), "a second removal finds nothing");
        long expected = 0;
        for (int i = 0; i < population.removals().length(); i++)
            expected += population.removals().id(i) + 1L;
        assertEquals(expected, first);
    }
}

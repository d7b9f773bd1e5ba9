package io.componentbench.workload;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import io.componentbench.contender.Contender;
import io.componentbench.contender.ContenderKind;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every workload on every registered contender, both distributions, both states, at a small size:
 * each checksum must equal the {@code raw-array} reference's, exactly.
 */
class ChecksumAgreementTest {
    private static final int SIZE = 1000;

    static Stream<Arguments> cases() {
        return ContenderKind.all().stream().flatMap(k -> Stream.of(Distribution.values())
                .flatMap(d -> Stream.of(ContainerState.values()).map(s -> Arguments.of(k, d, s))));
    }

    @ParameterizedTest(name = "{0} {1} {2}")
    @MethodSource("cases")
    void checksumsAgreeWithTheRawArrayReference(ContenderKind kind, Distribution distribution, ContainerState state) {
        Population population = Population.of(distribution, SIZE);

        for (Order order : new Order[] {Order.INSERTION, Order.SHUFFLED}) {
            Contender empty = kind.create(population.idRange());
            assertEquals(new RawArrays(population).insert(order.ids(population)), Workloads.insert(empty, order.ids(population)), "insert " + order);
            long expected = RawArrays.filled(population, false).lookup(order.ids(population));
            assertNotEquals(0, expected);
            assertEquals(expected, Workloads.lookup(Workloads.build(kind, population, state), order.ids(population)), "lookup " + order);
        }

        Contender withRemovals = Workloads.build(kind, population, state);
        RawArrays raw = RawArrays.filled(population, false);
        assertEquals(raw.remove(population.removals()), Workloads.remove(withRemovals, population.removals()), "remove");
        assertEquals(0, Workloads.lookup(withRemovals, Order.MISS.ids(population)), "lookup of removed IDs misses");
        assertEquals(raw.lookup(Order.SHUFFLED.ids(population)), Workloads.lookup(withRemovals, Order.SHUFFLED.ids(population)));

        assertEquals(RawArrays.iterate(RawArrays.packedPositions(population)),
                Workloads.iterate(Workloads.build(kind, population, state)), "iterate");
        assertEquals(RawArrays.join(RawArrays.packedMovers(population)),
                Workloads.join(Workloads.build(kind, population, state)), "join");

        Contender churned = Workloads.build(kind, population, ContainerState.FRESH);
        Churn churn = new Churn(population);
        RawArrays.ChurnReference reference = new RawArrays.ChurnReference(population);
        for (int frame = 0; frame < 25; frame++) {
            assertEquals(reference.frame(), churn.frame(churned), "churn frame " + frame);
        }
    }
}

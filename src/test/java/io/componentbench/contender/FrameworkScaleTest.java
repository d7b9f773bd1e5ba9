package io.componentbench.contender;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.componentbench.workload.Churn;
import io.componentbench.workload.ComponentValues;
import io.componentbench.workload.Distribution;
import io.componentbench.workload.IdBatch;
import io.componentbench.workload.Order;
import io.componentbench.workload.Population;
import io.componentbench.workload.RawArrays;
import io.componentbench.workload.Workloads;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The framework adapters at a size near the benchmarks' (100K entities): every workload's checksum
 * still equals the reference after inserts, removals, re-adds and churn frames, through both ways an
 * adapter gets its entities (created up front from the size hint, or on each ID's first use). The
 * contract and checksum suites cover the same code at a few thousand entities; this one catches
 * what only breaks at scale (growth past chunk and array boundaries, entity and ID recycling).
 */
class FrameworkScaleTest {
    private static final int SIZE = 100_000;

    /** A framework adapter from (entity capacity, expected size). */
    interface Factory {
        Contender create(int entityCapacity, int expectedSize);
    }

    /**
     * Artemis and Dominion through both entity paths and both distributions; Ashley once, dense with
     * entities created up front: its family removal is a linear search (see {@link AshleyContender}),
     * so each of its cases costs about ten times the others', and its other paths are the same code
     * the contract suite runs.
     */
    static Stream<Arguments> cases() {
        Factory artemis = ArtemisContender::new;
        Factory dominion = DominionContender::new;
        Factory ashley = AshleyContender::new;
        return Stream.of(
                Arguments.of("artemis-odb", artemis, Distribution.DENSE, true),
                Arguments.of("artemis-odb", artemis, Distribution.DENSE, false),
                Arguments.of("artemis-odb", artemis, Distribution.SPARSE, true),
                Arguments.of("dominion", dominion, Distribution.DENSE, true),
                Arguments.of("dominion", dominion, Distribution.DENSE, false),
                Arguments.of("dominion", dominion, Distribution.SPARSE, true),
                Arguments.of("ashley", ashley, Distribution.DENSE, true));
    }

    @ParameterizedTest(name = "{0} {2} entities created up front: {3}")
    @MethodSource("cases")
    void workloadsAgreeWithTheReferenceAt100K(String name, Factory factory, Distribution distribution, boolean hinted) {
        Population population = Population.of(distribution, SIZE);
        RawArrays raw = RawArrays.filled(population, false);
        long allPositions = new RawArrays.PackedPositions(population).iterate();
        long shuffledLookups = raw.lookup(Order.SHUFFLED.ids(population));
        long removedPositions = raw.lookup(population.removals());

        Contender c = build(factory, population, hinted);
        assertEquals(SIZE, c.positionCount());
        assertEquals(allPositions, c.iteratePositions(), "iterate");
        assertEquals(shuffledLookups, Workloads.lookup(c, Order.SHUFFLED.ids(population)), "lookup");

        assertEquals(raw.remove(population.removals()), Workloads.remove(c, population.removals()), "remove");
        assertEquals(SIZE - population.removals().length(), c.positionCount());
        assertEquals(0, Workloads.lookup(c, Order.MISS.ids(population)), "removed IDs miss");
        assertEquals(
                allPositions - removedPositions,
                c.iteratePositions(),
                "iteration after removals visits exactly the remaining Positions");

        Workloads.insert(c, population.removals());
        c.endOfFrame();
        assertEquals(SIZE, c.positionCount());
        assertEquals(allPositions, c.iteratePositions(), "iterate after re-adding");
        assertEquals(RawArrays.join(RawArrays.packedMovers(population)), c.move(), "join");

        Contender churned = build(factory, population, hinted);
        Churn churn = new Churn(population);
        RawArrays.ChurnReference reference = new RawArrays.ChurnReference(population);
        for (int frame = 0; frame < 3; frame++) {
            assertEquals(reference.frame(), churn.frame(churned), "churn frame " + frame);
        }
        churn.settle(churned);
        churned.endOfFrame();
        assertEquals(SIZE, churned.positionCount());
        assertEquals(allPositions, churned.iteratePositions(), "iterate after churn");
        assertEquals(shuffledLookups, Workloads.lookup(churned, Order.SHUFFLED.ids(population)), "lookup after churn");
    }

    /** What {@link Workloads#build} does for a registered contender, through this factory. */
    private static Contender build(Factory factory, Population population, boolean hinted) {
        Contender c = factory.create(population.idRange(), hinted ? population.size() : 0);
        Workloads.insert(c, population.allocationOrder());
        IdBatch ids = population.allocationOrder();
        for (int i = 0; i < ids.length(); i++) {
            int id = ids.id(i);
            if (Population.hasVelocity(i))
                c.addVelocity(id, ComponentValues.velocityX(id), ComponentValues.velocityY(id));
        }
        return c;
    }
}

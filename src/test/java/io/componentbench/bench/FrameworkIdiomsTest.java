package io.componentbench.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.componentbench.contender.Checksum;
import io.componentbench.workload.ComponentValues;
import org.junit.jupiter.api.Test;

/** Every idiom of the side benchmark visits the same Positions: their checksums agree with a plain sum. */
class FrameworkIdiomsTest {

    @Test
    void everyIdiomReturnsTheChecksumOfAllPositions() {
        FrameworkIdiomBenchmark.Worlds w = new FrameworkIdiomBenchmark.Worlds();
        w.size = 3000;
        w.prepare();
        long expected = 0;
        for (int id = 0; id < w.size; id++)
            expected += Checksum.of(ComponentValues.positionX(id), ComponentValues.positionY(id));
        FrameworkIdiomBenchmark b = new FrameworkIdiomBenchmark();
        try {
            assertEquals(expected, b.artemisSubscriptionLoop(w));
            assertEquals(expected, b.artemisIteratingSystem(w));
            assertEquals(expected, b.artemisSubscriptionLoop(w), "toggling systems back works");
            assertEquals(expected, b.dominionCompositions(w));
            assertEquals(expected, b.dominionEntities(w));
            assertEquals(expected, b.dominionEntitiesStream(w));
            assertEquals(expected, b.ashleyFamilyLoop(w));
            assertEquals(expected, b.ashleyIteratingSystem(w));
            assertEquals(expected, b.ashleyFamilyLoop(w), "toggling systems back works");
        } finally {
            w.dominion.close();
        }
    }
}

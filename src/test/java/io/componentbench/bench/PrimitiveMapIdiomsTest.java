package io.componentbench.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.componentbench.contender.Checksum;
import io.componentbench.workload.ComponentValues;
import org.junit.jupiter.api.Test;

/** Every HPPC and Agrona idiom of the side benchmark visits the same Positions, entity 0 included. */
class PrimitiveMapIdiomsTest {
    private static final int SIZE = 3000;

    private static long allPositions() {
        long expected = 0;
        for (int id = 0; id < SIZE; id++)
            expected += Checksum.of(ComponentValues.positionX(id), ComponentValues.positionY(id));
        return expected;
    }

    @Test
    void everyIterationIdiomReturnsTheChecksumOfAllPositions() {
        PrimitiveMapIdiomBenchmark b = new PrimitiveMapIdiomBenchmark();
        PrimitiveMapIdiomBenchmark.Hppc hppc = new PrimitiveMapIdiomBenchmark.Hppc();
        PrimitiveMapIdiomBenchmark.Agrona agrona = new PrimitiveMapIdiomBenchmark.Agrona();
        for (IdiomBenchmark.Maps m : new IdiomBenchmark.Maps[] {hppc, agrona}) {
            m.size = SIZE;
            m.distribution = "dense";
            m.prepare();
        }
        long expected = allPositions();
        assertEquals(expected, b.hppcIterateBuffers(hppc));
        assertEquals(expected, b.hppcIterateValuesForEach(hppc));
        assertEquals(expected, b.hppcIterateForEach(hppc));
        assertEquals(expected, b.hppcIterateCursor(hppc));
        assertEquals(expected, b.agronaIterateValuesForEach(agrona));
        assertEquals(expected, b.agronaIterateValueIterator(agrona));
    }

    @Test
    void everyJoinIdiomMovesTheSamePositions() {
        PrimitiveMapIdiomBenchmark b = new PrimitiveMapIdiomBenchmark();
        long[] hppc = new long[3];
        long[] agrona = new long[2];
        for (int i = 0; i < 3; i++) {
            PrimitiveMapIdiomBenchmark.Hppc h = new PrimitiveMapIdiomBenchmark.Hppc();
            h.size = SIZE;
            h.distribution = "dense";
            h.prepare();
            hppc[i] = i == 0 ? b.hppcJoinBuffers(h) : i == 1 ? b.hppcJoinForEach(h) : b.hppcJoinCursor(h);
        }
        for (int i = 0; i < 2; i++) {
            PrimitiveMapIdiomBenchmark.Agrona a = new PrimitiveMapIdiomBenchmark.Agrona();
            a.size = SIZE;
            a.distribution = "dense";
            a.prepare();
            agrona[i] = i == 0 ? b.agronaJoinForEachInt(a) : b.agronaJoinEntryIterator(a);
        }
        assertEquals(hppc[0], hppc[1]);
        assertEquals(hppc[0], hppc[2]);
        assertEquals(hppc[0], agrona[0]);
        assertEquals(hppc[0], agrona[1]);
    }
}

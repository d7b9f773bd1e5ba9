package io.componentbench.contender;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.agrona.collections.Int2ObjectHashMap;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** A presized map whose library takes a capacity rather than an element count still holds the expected size without a resize. */
class PresizedMapsTest {
    @ParameterizedTest
    @ValueSource(ints = {1, 5, 6, 100, 1000, 1 << 16, 100_000})
    void agronaTakesTheExpectedSizeWithoutResizing(int expected) {
        Int2ObjectHashMap<Object> map = AgronaContender.presized(expected);
        int capacity = map.capacity();
        for (int i = 0; i < expected; i++) map.put(i, Boolean.TRUE);
        assertEquals(capacity, map.capacity(), expected + " entries");
        assertEquals(expected, map.size());
    }
}

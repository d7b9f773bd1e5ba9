package io.componentbench.measure;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import org.junit.jupiter.api.Test;

class EnvironmentTest {
    @Test
    void theKernelsHugePageModeIsItsBracketedWord() {
        assertEquals("madvise", Environment.hugePageMode("always [madvise] never\n"));
        assertEquals("always", Environment.hugePageMode("[always] madvise never"));
        assertEquals("never", Environment.hugePageMode("always madvise [never]"));
        assertNull(Environment.hugePageMode("always madvise never"), "no choice marked");
        assertNull(Environment.hugePageMode("always [madvise"), "a line cut short");
    }
}

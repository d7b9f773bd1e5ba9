package io.componentbench.workload;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Batch sizes of the batched workloads: long enough to time, small enough to fit the young generation. */
class WorkloadBatchTest {

    @ParameterizedTest
    @ValueSource(ints = {1000, 10_000, 100_000, 1_000_000})
    void batchesLastAMillisecondAtOneNanosecondPerElementUnlessMemoryCapsThem(int size) {
        for (Workload w : Workload.values()) {
            for (Distribution d : Distribution.values()) {
                int k = w.containersPerOperation(size, d);
                assertTrue(k >= 1, w + " " + d + " " + size);
                if (!w.batched()) {
                    assertEquals(1, k, w + " is not batched");
                    continue;
                }
                long elements = w.elementsPerOperation(size, Optional.empty(), d, "ss", 0);
                long bytes = (long) k * Workload.containerBytes(size, d);
                boolean longEnough = elements * Workload.FASTEST_NS_PER_ELEMENT >= Workload.BATCH_TARGET_NS;
                boolean memoryBound = (long) (k + 1) * Workload.containerBytes(size, d) > Workload.BATCH_BYTES;
                assertTrue(longEnough || memoryBound, w + " " + d + " " + size + ": K=" + k);
                assertTrue(k == 1 || bytes <= Workload.BATCH_BYTES, w + " " + d + " " + size + ": " + bytes + " bytes");
                assertTrue(
                        k == 1 || (long) (k - 1) * elements / k < Workload.BATCH_TARGET_NS,
                        "no more containers than the target needs");
            }
        }
    }

    @Test
    void elementsPerOperationCountEveryContainerOfTheBatch() {
        // 1K dense inserts: 1 ms / (1000 x 1 ns) = 1000 containers, 264 KB each by the estimate: within 512 MiB
        assertEquals(1000, Workload.INSERT.containersPerOperation(1000, Distribution.DENSE));
        assertEquals(
                1_000_000, Workload.INSERT.elementsPerOperation(1000, Optional.empty(), Distribution.DENSE, "ss", 0));
        // 1K sparse removes: 2000 by time, but 768 KB each caps them at 699
        assertEquals(699, Workload.REMOVE.containersPerOperation(1000, Distribution.SPARSE));
        assertEquals(
                699 * 500, Workload.REMOVE.elementsPerOperation(1000, Optional.empty(), Distribution.SPARSE, "ss", 0));
        // 1M sparse: one container alone exceeds the budget, and one is the least there is
        assertEquals(1, Workload.INSERT.containersPerOperation(1_000_000, Distribution.SPARSE));
        assertEquals(
                1000, Workload.ITERATE.elementsPerOperation(1000, Optional.empty(), Distribution.DENSE, "avgt", 0));
    }

    @Test
    void olderRunsMeasuredOneContainerPerOperation() {
        assertEquals(1000, Workload.INSERT.elementsPerOperation(1000, Optional.empty(), Distribution.DENSE, "avgt", 0));
        assertEquals(500, Workload.REMOVE.elementsPerOperation(1000, Optional.empty(), Distribution.SPARSE, "avgt", 0));
    }

    @Test
    void aContainerWithAFixedOverheadGetsASmallerBatchAndItsResultsDivideByIt() {
        long overhead = io.componentbench.contender.ContenderKind.DOMINION.containerOverheadBytes();
        int k = Workload.REMOVE.containersPerOperation(1000, Distribution.DENSE, overhead);
        assertTrue(
                k >= 1
                        && (long) k * (overhead + Workload.containerBytes(1000, Distribution.DENSE))
                                <= Workload.BATCH_BYTES,
                "K=" + k);
        assertTrue(k < Workload.REMOVE.containersPerOperation(1000, Distribution.DENSE));
        assertEquals(
                500L * k,
                Workload.REMOVE.elementsPerOperation(1000, Optional.empty(), Distribution.DENSE, "ss", overhead));
    }
}

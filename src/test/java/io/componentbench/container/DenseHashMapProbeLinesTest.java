package io.componentbench.container;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.componentbench.workload.Distribution;
import io.componentbench.workload.IdBatch;
import io.componentbench.workload.Population;
import java.util.BitSet;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The index lines a {@link DenseHashMap} lookup reads, counted on real tables of one million entries
 * (grown from empty, as the benchmarks build them) by replaying each probe over the slots: the
 * figure {@code docs/containers.md} gives for the dense hash map's lookups, and the join's random and
 * streamed reads on the workloads' own populations. A slot is 8 bytes, so a
 * 64-byte line holds 8; where a table's first slot falls within its line depends on the heap, so
 * each count is averaged over the 8 slot-aligned positions (the array header is 16 bytes).
 */
class DenseHashMapProbeLinesTest {
    private static final int N = 1_000_000;
    private static final int SLOTS_PER_LINE = 64 / DenseHashMap.SLOT_BYTES;
    private static final int HEADER_SLOTS = 16 / DenseHashMap.SLOT_BYTES;

    @Test
    void aHitReadsAboutOneIndexLineForConsecutiveAndForRandomIds() {
        DenseHashMap consecutive = new DenseHashMap(2);
        for (int k = 0; k < N; k++) consecutive.add(k);
        double hit = meanLines(consecutive, keys(0, N), true);
        double miss = meanLines(consecutive, keys(N, N / 2), false);
        System.out.printf("dense-hash-map, 1M consecutive IDs: %.3f index lines per hit, %.3f per miss%n", hit, miss);
        assertTrue(hit <= 1.2, hit + " index lines per hit");
        assertTrue(miss <= 1.5, miss + " index lines per miss");

        int[] random = distinctRandom(N + N / 2);
        DenseHashMap spread = new DenseHashMap(2);
        for (int i = 0; i < N; i++) spread.add(random[i]);
        int[] absent = new int[N / 2];
        System.arraycopy(random, N, absent, 0, absent.length);
        double randomHit = meanLines(spread, java.util.Arrays.copyOf(random, N), true);
        double randomMiss = meanLines(spread, absent, false);
        System.out.printf(
                "dense-hash-map, 1M random IDs: %.3f index lines per hit, %.3f per miss%n", randomHit, randomMiss);
        assertTrue(randomHit <= 1.3, randomHit + " index lines per hit");
        assertTrue(randomMiss <= 1.5, randomMiss + " index lines per miss");
    }

    /** The shares of present keys in their home slot and within one step, which the class documentation states. */
    @Test
    void mostKeysSitInTheirHomeSlotAndNearlyAllWithinOneStep() {
        DenseHashMap consecutive = new DenseHashMap(2);
        for (int k = 0; k < N; k++) consecutive.add(k);
        double[] dense = homeShares(consecutive, keys(0, N));
        int[] random = distinctRandom(N);
        DenseHashMap spread = new DenseHashMap(2);
        for (int k : random) spread.add(k);
        double[] sparse = homeShares(spread, random);
        System.out.printf(
                "home slot / within one step: consecutive %.3f / %.3f, random %.3f / %.3f%n",
                dense[0], dense[1], sparse[0], sparse[1]);
        assertTrue(dense[0] >= 0.75 && dense[1] >= 0.999, "consecutive IDs " + dense[0] + ", " + dense[1]);
        assertTrue(sparse[0] >= 0.72 && sparse[1] >= 0.86, "random IDs " + sparse[0] + ", " + sparse[1]);
    }

    /**
     * The join's cell of the table: walking Velocity's dense keys (every other entity, as the workloads
     * build them) and finding each Position by its key reads the Position slots all over the table
     * (a hash scatters ascending IDs: one random line per matched entity), while the dense indexes
     * those slots hold ascend two at a time, so the Position fields are a stream of every other pair.
     */
    @Test
    void theJoinReadsOneRandomIndexLinePerMatchedEntityAndStreamsTheFields() {
        for (Distribution d : Distribution.values()) {
            IdBatch ids = Population.of(d, N).allocationOrder();
            DenseHashMap positions = new DenseHashMap(2);
            DenseHashMap velocities = new DenseHashMap(2);
            for (int i = 0; i < ids.length(); i++) positions.add(ids.id(i));
            for (int i = 0; i < ids.length(); i++) {
                if (Population.hasVelocity(i)) velocities.add(ids.id(i));
            }
            int n = positions.tableLength();
            int[] movers = velocities.denseKeys();
            long nearPrevious = 0;
            int previousLine = Integer.MIN_VALUE;
            int previousAt = -2;
            for (int j = 0; j < velocities.size(); j++) {
                int at = positions.indexOf(movers[j]);
                assertEquals(previousAt + 2, at, d + ": Position fields of mover " + j);
                previousAt = at;
                int line = (HEADER_SLOTS + DenseHashMap.home(DenseHashMap.mix(movers[j]), n)) / SLOTS_PER_LINE;
                if (Math.abs(line - previousLine) <= 1) nearPrevious++;
                previousLine = line;
            }
            double share = (double) nearPrevious / velocities.size();
            System.out.printf(
                    "dense-hash-map join, %s IDs: %.4f of the Position slots within a line of the previous one%n",
                    d.id(), share);
            assertTrue(share < 0.01, d + ": " + share + " of the slots near the previous one: not a random line each");
        }
    }

    /** Shares of the keys found at their home slot, and at most one slot past it. */
    private static double[] homeShares(DenseHashMap map, int[] keys) {
        int n = map.tableLength();
        int home = 0;
        int withinOne = 0;
        for (int key : keys) {
            int s = DenseHashMap.home(DenseHashMap.mix(key), n);
            int steps = 0;
            while (map.keyInSlot(s) != key || !map.occupied(s)) {
                s = s + 1 == n ? 0 : s + 1;
                steps++;
            }
            if (steps == 0) home++;
            if (steps <= 1) withinOne++;
        }
        return new double[] {(double) home / keys.length, (double) withinOne / keys.length};
    }

    /** Mean distinct 64-byte lines of the slots each probe reads (home to the key, or to the empty slot). */
    private static double meanLines(DenseHashMap map, int[] probes, boolean present) {
        int n = map.tableLength();
        long lines = 0;
        for (int key : probes) {
            int s = DenseHashMap.home(DenseHashMap.mix(key), n);
            int steps = 0;
            while (present ? map.keyInSlot(s) != key || !map.occupied(s) : map.occupied(s)) {
                s = s + 1 == n ? 0 : s + 1;
                steps++;
            }
            if (present) assertTrue(map.occupied(s));
            int home = DenseHashMap.home(DenseHashMap.mix(key), n);
            for (int align = 0; align < SLOTS_PER_LINE; align++) {
                lines += linesSpanned(home, steps, n, align);
            }
        }
        return (double) lines / probes.length / SLOTS_PER_LINE;
    }

    /** Lines covering slots home .. home + steps (wrapping at n), the first slot at offset align + header. */
    private static int linesSpanned(int home, int steps, int n, int align) {
        int count = 0;
        int lastLine = -1;
        for (int i = 0, s = home; i <= steps; i++, s = s + 1 == n ? 0 : s + 1) {
            int line = (align + HEADER_SLOTS + s) / SLOTS_PER_LINE;
            if (line != lastLine) count++;
            lastLine = line;
        }
        return count;
    }

    private static int[] keys(int from, int count) {
        int[] k = new int[count];
        for (int i = 0; i < count; i++) k[i] = from + i;
        return k;
    }

    private static int[] distinctRandom(int count) {
        SplittableRandom random = new SplittableRandom(28);
        BitSet seen = new BitSet();
        int[] out = new int[count];
        for (int i = 0; i < count; ) {
            int k = random.nextInt(64 * N);
            if (!seen.get(k)) {
                seen.set(k);
                out[i++] = k;
            }
        }
        return out;
    }
}

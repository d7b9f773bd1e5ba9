package io.componentbench.contender;

import io.componentbench.container.PackedSparseSet;

/**
 * Calibration only: {@code packed-sparse-set} made about 1.3x slower on iteration and shuffled
 * lookups by repeating 3 of every 10 units of its real work, so the extra cost follows the real
 * cost at every size (an in-cache pass and an out-of-cache one alike). Iteration walks the first 30%
 * of the dense fields a second time; every lookup whose call count ends in 0, 1 or 2 (a pattern the
 * branch predictor learns) also looks up a pseudo-random other entity, a cache miss wherever the
 * real lookups miss. The extra results go to a field, so the JIT cannot drop the work, and never
 * into the checksums, which stay those of {@code packed-sparse-set}. It exists for the gate
 * self-test ({@code cli gate-check}), which measures the actual slowdown; it never appears in normal
 * runs ({@link ContenderKind#calibrationOnly()}).
 */
final class SlowedPackedSparseSetContender implements Contender {
    private final InlineContender real;
    private final PackedSparseSet positions;
    private final int capacity;
    private int calls;
    /** Where the extra work's results go: read by nothing, written so the work is not dead code. */
    long sink;

    SlowedPackedSparseSetContender(int capacity, int expectedSize) {
        this.positions = new PackedSparseSet(capacity, 2);
        this.real = InlineContender.packed(positions, new PackedSparseSet(capacity, 2), expectedSize);
        this.capacity = capacity;
    }

    @Override
    public void addPosition(int entity, float x, float y) {
        real.addPosition(entity, x, y);
    }

    @Override
    public void addVelocity(int entity, float x, float y) {
        real.addVelocity(entity, x, y);
    }

    @Override
    public long readPosition(int entity) {
        long value = real.readPosition(entity);
        if (++calls == 10) calls = 0;
        if (calls < 3) {
            // a 32-bit multiplicative hash of the ID, mapped onto [0, capacity) by multiply and shift (no division)
            int other = (int) ((((entity * 0x9E3779B9L) & 0xFFFFFFFFL) * capacity) >>> 32);
            sink += real.readPosition(other);
        }
        return value;
    }

    @Override
    public boolean removePosition(int entity) {
        return real.removePosition(entity);
    }

    @Override
    public int positionCount() {
        return real.positionCount();
    }

    @Override
    public long iteratePositions() {
        long sum = real.iteratePositions();
        float[] f = positions.denseFields();
        long extra = 0;
        for (int i = 0, n = 2 * (positions.size() * 3 / 10); i < n; i += 2) {
            extra += Checksum.of(f[i], f[i + 1]);
        }
        sink = extra;
        return sum;
    }

    @Override
    public long move() {
        return real.move();
    }

    @Override
    public Object positionStorage() {
        return real.positionStorage();
    }

    @Override
    public void endOfFrame() {
        real.endOfFrame();
    }
}

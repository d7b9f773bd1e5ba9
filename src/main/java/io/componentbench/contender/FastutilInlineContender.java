package io.componentbench.contender;

import it.unimi.dsi.fastutil.ints.Int2LongMap;
import it.unimi.dsi.fastutil.ints.Int2LongMaps;
import it.unimi.dsi.fastutil.ints.Int2LongOpenHashMap;
import java.util.function.LongConsumer;

/**
 * A fastutil {@code Int2LongOpenHashMap} per component type with {@code x} and {@code y} packed into
 * one {@code long} (their raw float bits, high and low half): the best a stock primitive map does
 * without an object per component. Values are never NaN, so an all-ones {@code long} (NaN in both
 * halves) serves as the default return value and one probe answers "absent" for {@code get} and
 * {@code remove}. Iteration is {@code values().forEach(LongConsumer)}, fastutil's tight loop over
 * its key and value arrays; the join walks Velocity with the fast entry iterator (one reused entry)
 * and writes each moved Position back with {@code put}, whose probe finds the line just read.
 */
final class FastutilInlineContender implements Contender {
    private static final long ABSENT = -1L;
    private final Int2LongOpenHashMap positions;
    private final Int2LongOpenHashMap velocities;

    /** Both maps sized for {@code expectedSize} entries without rehashing; 0 = fastutil's default. */
    FastutilInlineContender(int expectedSize) {
        this.positions = create(expectedSize);
        this.velocities = create(expectedSize);
    }

    private static Int2LongOpenHashMap create(int expectedSize) {
        Int2LongOpenHashMap map = expectedSize == 0 ? new Int2LongOpenHashMap() : new Int2LongOpenHashMap(expectedSize);
        map.defaultReturnValue(ABSENT);
        return map;
    }

    private static long pack(float x, float y) {
        return ((long) Float.floatToRawIntBits(x) << 32) | (Float.floatToRawIntBits(y) & 0xFFFF_FFFFL);
    }

    private static float x(long packed) {
        return Float.intBitsToFloat((int) (packed >>> 32));
    }

    private static float y(long packed) {
        return Float.intBitsToFloat((int) packed);
    }

    @Override
    public void addPosition(int entity, float x, float y) {
        positions.put(entity, pack(x, y));
    }

    @Override
    public void addVelocity(int entity, float x, float y) {
        velocities.put(entity, pack(x, y));
    }

    @Override
    public long readPosition(int entity) {
        long p = positions.get(entity);
        return p == ABSENT ? 0 : Checksum.of(x(p), y(p));
    }

    @Override
    public boolean removePosition(int entity) {
        return positions.remove(entity) != ABSENT;
    }

    @Override
    public Object positionStorage() {
        return positions;
    }

    @Override
    public int positionCount() {
        return positions.size();
    }

    @Override
    public long iteratePositions() {
        Sum sum = new Sum();
        positions.values().forEach(sum);
        return sum.value;
    }

    @Override
    public long move() {
        long sum = 0;
        for (Int2LongMap.Entry e : Int2LongMaps.fastIterable(velocities)) {
            int entity = e.getIntKey();
            long p = positions.get(entity);
            if (p != ABSENT) {
                long v = e.getLongValue();
                float x = Movement.step(x(p), x(v));
                float y = Movement.step(y(p), y(v));
                positions.put(entity, pack(x, y));
                sum += Checksum.of(x, y);
            }
        }
        return sum;
    }

    /** The iteration's accumulator: a local object, so escape analysis can keep it in a register. */
    private static final class Sum implements LongConsumer {
        long value;

        @Override
        public void accept(long p) {
            value += Checksum.of(x(p), y(p));
        }
    }
}

package io.componentbench.contender;

import io.componentbench.container.SectorArray;

/** Position/Velocity access shared by the two sector-array contenders (components are two float words). */
final class Sectors {
    private Sectors() {}

    /** Writes a component into the sector the array's insert just returned, straight into its chunk as {@link #read} reads. */
    static void write(SectorArray array, int sector, int slot, float x, float y) {
        int[] w = array.chunkOf(sector);
        int at = array.wordIndex(sector, slot);
        w[at] = Float.floatToRawIntBits(x);
        w[at + 1] = Float.floatToRawIntBits(y);
    }

    static long read(SectorArray array, int entity, int slot) {
        int s = array.sectorIndex(entity);
        if (s < 0 || (array.maskAt(s) & 1 << slot) == 0) return 0;
        int[] w = array.chunkOf(s);
        int at = array.wordIndex(s, slot);
        return (long) w[at] + w[at + 1];
    }

    /** {@code p += v * dt} on words {@code p[pi..pi+1]} from {@code v[vi..vi+1]}; returns the checksum term. */
    static long step(int[] p, int pi, int[] v, int vi) {
        float x = Movement.step(Float.intBitsToFloat(p[pi]), Float.intBitsToFloat(v[vi]));
        float y = Movement.step(Float.intBitsToFloat(p[pi + 1]), Float.intBitsToFloat(v[vi + 1]));
        p[pi] = Float.floatToRawIntBits(x);
        p[pi + 1] = Float.floatToRawIntBits(y);
        return Checksum.of(x, y);
    }
}

package io.componentbench.workload;

/**
 * Component values derived from the entity ID alone (a fixed-seed hash), so every contender stores
 * the same data. Values lie in [1, 257) for positions and [-8, 8) for velocities: finite, never 0.
 */
public final class ComponentValues {
    private ComponentValues() {}

    public static float positionX(int entity) {
        return 1 + bits(entity, 1) / 256f;
    }

    public static float positionY(int entity) {
        return 1 + bits(entity, 2) / 256f;
    }

    public static float velocityX(int entity) {
        return bits(entity, 3) / 4096f - 8;
    }

    public static float velocityY(int entity) {
        return bits(entity, 4) / 4096f - 8;
    }

    /** 16 well-mixed bits of (entity, field): the SplitMix64 finalizer. */
    private static int bits(int entity, int field) {
        long z = entity * 0x9E3779B97F4A7C15L + field * 0xBF58476D1CE4E5B9L + 0x5EED;
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return (int) ((z ^ (z >>> 31)) & 0xFFFF);
    }
}

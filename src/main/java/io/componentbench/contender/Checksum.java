package io.componentbench.contender;

/**
 * The order-independent, exact checksum every workload returns: a wrapping {@code long} sum of the
 * raw bits of the floats read or written. Contenders visit entities in different orders (hash, dense,
 * ID), and a float sum would depend on that order; this one does not, and each term is independent,
 * so a loop summing it is bound by memory, not by the latency of one floating-point add.
 */
public final class Checksum {
    private Checksum() {}

    /** The checksum term of one component. */
    public static long of(float x, float y) {
        return (long) Float.floatToRawIntBits(x) + Float.floatToRawIntBits(y);
    }
}

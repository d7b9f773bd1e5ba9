package io.componentbench.container;

/**
 * The one copy of a component's inline fields that swap-back removal makes (the last component's
 * fields onto the removed one's), shared by {@link PackedSparseSet} and {@link DenseHashMap}.
 *
 * <p>Not {@link System#arraycopy}: its length, the field count, is an instance field the JIT does not
 * know at compile time, so C2 compiles the call to the inline argument checks of an array copy and a
 * call into the JVM's conjoint copy stub (source and destination are the same array), around which it
 * spills live registers; for the two floats of a Position that is more work than the rest of the
 * removal. Two fields, the width of every component the suite stores, are two straight-line
 * load-store pairs; any other width is a plain loop.
 */
final class InlineFields {
    private InlineFields() {}

    /** Copies the {@code fieldCount} fields of component {@code from} onto component {@code to}, both in {@code fields}. */
    static void copy(float[] fields, int fieldCount, int from, int to) {
        int src = from * fieldCount;
        int dst = to * fieldCount;
        if (fieldCount == 2) {
            fields[dst] = fields[src];
            fields[dst + 1] = fields[src + 1];
        } else {
            for (int f = 0; f < fieldCount; f++) {
                fields[dst + f] = fields[src + f];
            }
        }
    }
}

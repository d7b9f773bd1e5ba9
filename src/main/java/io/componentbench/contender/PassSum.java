package io.componentbench.contender;

/**
 * The accumulator of one pass whose body is a lambda (a library's internal iteration): created per
 * pass and local to it, so the JIT can keep it in a register once the lambda is inlined, unlike a
 * field of the adapter, which would cost a store per element.
 */
final class PassSum {
    long value;
}

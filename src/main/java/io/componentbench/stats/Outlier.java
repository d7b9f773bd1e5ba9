package io.componentbench.stats;

/**
 * A measured iteration far from the others of its fork: shown next to a result, never dropped. The
 * estimate's center is a trimmed mean per fork, so one such iteration barely moves it.
 *
 * @param fork 0-based fork index
 * @param iteration 0-based measured iteration within the fork
 * @param value the iteration's score
 */
public record Outlier(int fork, int iteration, double value) {}

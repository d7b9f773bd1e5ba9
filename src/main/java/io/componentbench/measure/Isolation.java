package io.componentbench.measure;

import java.util.Locale;

/**
 * How a run keeps the contenders of a cell apart while measuring them ({@code measurement.isolation}
 * in env.json).
 */
public enum Isolation {
    /**
     * The default: one JMH fork holds a cell's contenders, the {@code raw-array} anchor and its twin,
     * each in a class loader of its own, measured in alternating slices of a few milliseconds
     * ({@code SideBySideBenchmark}), for every workload (insert and remove in short slices of containers
     * prepared untimed).
     */
    SIDE_BY_SIDE,
    /** One JMH fork per contender and parameter set: each contender alone in its JVM, the control side by side is validated against. */
    FORK;

    /** {@code side-by-side} or {@code fork}. */
    public String id() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    public static Isolation byId(String id) {
        for (Isolation i : values()) {
            if (i.id().equals(id)) return i;
        }
        throw new IllegalArgumentException("unknown isolation '" + id + "'; known: side-by-side, fork");
    }
}

package io.componentbench.workload;

import java.util.Locale;

/**
 * The container a lookup, iterate, join or remove runs on: just built, or after real use. The
 * benchmarks settle either with a full collection before timing (a trial's setup ends with one; the
 * batches of remove are built right after one), so a fresh container's objects sit in allocation
 * order and a churned one's in the order churn left them.
 */
public enum ContainerState {
    /** Built by inserting the population in allocation order. */
    FRESH,
    /**
     * Fresh, then {@value #FRAMES} churn frames (each entity removed and re-added about once:
     * component objects re-allocated, dense order scrambled, sectors revived), then the population
     * restored.
     */
    CHURNED;

    public static final int FRAMES = 10;

    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static ContainerState byId(String id) {
        return Workload.byId(values(), id, ContainerState::id);
    }
}

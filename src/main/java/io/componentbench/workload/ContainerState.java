package io.componentbench.workload;

import java.util.Locale;

/** The container a lookup, iterate or join runs on: just built, or after real use. */
public enum ContainerState {
    /** Built by inserting the population in allocation order. */
    FRESH,
    /**
     * Fresh, then {@value #FRAMES} churn frames (each entity removed and re-added about once:
     * component objects re-allocated, dense order scrambled, sectors revived), then the population
     * restored and one {@code System.gc()}.
     */
    CHURNED;

    public static final int FRAMES = 10;

    public String id() { return name().toLowerCase(Locale.ROOT); }

    public static ContainerState byId(String id) {
        return Workload.byId(values(), id, ContainerState::id);
    }
}

package io.componentbench.workload;

import java.util.Locale;

/** Which IDs a lookup or insert visits, and in what order. */
public enum Order {
    /** Every ID in allocation (ascending) order: the friendliest access pattern. */
    INSERTION,
    /** Every ID in a seeded random order. */
    SHUFFLED,
    /** Lookups only: the N/2 IDs whose Position was removed (the entity exists, the component does not). */
    MISS;

    /** The IDs this order visits in the population. */
    public IdBatch ids(Population population) {
        return switch (this) {
            case INSERTION -> population.allocationOrder();
            case SHUFFLED -> population.shuffledOrder();
            case MISS -> population.removals();
        };
    }

    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static Order byId(String id) {
        return Workload.byId(values(), id, Order::id);
    }
}

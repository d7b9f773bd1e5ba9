package io.componentbench.container;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;

/** One random operation of a model-based property test: what to do, to which entity, with which value. */
record Step(Kind kind, int entity, float value) {
    enum Kind {
        ADD,
        GET,
        CONTAINS,
        REMOVE,
        ITERATE,
        DEFRAGMENT
    }

    /** Steps over IDs slightly beyond {@code [0, capacity)} on both sides, so bad IDs are exercised. */
    static Arbitrary<java.util.List<Step>> sequences(int capacity) {
        Arbitrary<Step> step = Combinators.combine(
                        Arbitraries.of(Kind.class),
                        Arbitraries.integers().between(-3, capacity + 2),
                        Arbitraries.floats().between(-1000, 1000))
                .as(Step::new);
        return step.list().ofMinSize(1).ofMaxSize(200);
    }
}

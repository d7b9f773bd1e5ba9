package io.componentbench.compare;

import io.componentbench.contender.ContenderKind;
import io.componentbench.results.Result;
import io.componentbench.results.Variant;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * For the gate self-test ({@link Comparison#withStandIn}): the current run's results of
 * {@code standIn} are matched with the baseline's results of {@code standsFor}.
 */
record StandIn(ContenderKind standIn, ContenderKind standsFor) {
    StandIn {
        Objects.requireNonNull(standIn);
        Objects.requireNonNull(standsFor);
    }

    /**
     * The current results by the key they are matched on: their own, or for a stand-in the key of
     * the result it stands for.
     *
     * @throws IllegalArgumentException when the current run holds both the stand-in and what it stands for
     */
    Map<String, Result> matched(Map<String, Result> current) {
        Map<String, Result> m = new LinkedHashMap<>();
        for (Result r : current.values()) {
            boolean replaced = r.contender().equals(Optional.of(standIn));
            Result as = replaced ? as(r, standsFor) : r;
            if (m.put(as.key(), r) != null) {
                throw new IllegalArgumentException("the current run holds both " + standIn.id() + " and "
                        + standsFor.id() + ", which it stands in for: " + as.key());
            }
        }
        return m;
    }

    private static Result as(Result r, ContenderKind k) {
        Variant v = r.variant();
        Variant renamed =
                new Variant(v.workload(), Optional.of(k), v.size(), v.distribution(), v.state(), v.order(), v.other());
        return new Result(
                r.benchmark(),
                renamed,
                r.nsPerElement(),
                r.errorPerElement(),
                r.allocBytesPerElement(),
                r.counters(),
                r.mode(),
                r.score(),
                r.scoreError(),
                r.unit(),
                r.rawData(),
                r.gc(),
                r.sideBySide());
    }
}

package io.componentbench.compare;

import io.componentbench.compare.Comparison.Row;
import io.componentbench.compare.Comparison.RowKind;
import io.componentbench.results.Result;
import io.componentbench.stats.Change;
import io.componentbench.stats.ChangeRule;
import io.componentbench.stats.Estimate;
import io.componentbench.stats.Interval;
import io.componentbench.stats.IntervalMethod;
import io.componentbench.stats.Ratio;
import java.util.List;

/**
 * The rows of a {@link Comparison}: each row's change with its 95% interval, or the reason no verdict
 * is possible; then the rows of one kind judged as one family by the rule.
 */
final class ComparisonRows {
    /** One input of a row, named for the reason a row is unknown. */
    record Input(String role, Estimate estimate) {}

    private ComparisonRows() {}

    /**
     * The row of {@code current} with {@code cur} over {@code base}, not yet judged: unknown, with the
     * reason, when {@code inputs} have a {@link #problem}, when {@code oneFork} says why (non-null) or
     * when the ratio is unbounded.
     */
    static Row row(
            String key, Result current, RowKind kind, Interval base, Interval cur, String oneFork, Input... inputs) {
        String why = problem(inputs);
        if (why == null) why = oneFork;
        Ratio change = why == null ? Ratio.of(cur, base) : undefined(cur, base);
        if (why == null && change.bound() != Ratio.Bound.BOUNDED) why = "an unbounded ratio";
        // the verdict needs the family's size: decide() sets it once every row of the kind is known
        return new Row(
                key,
                current.variant().shortName(),
                current.workload(),
                current.contenderId(),
                kind,
                base,
                cur,
                change,
                change,
                why != null ? Verdict.UNKNOWN : null,
                why);
    }

    /** Judges a kind's rows as one family ({@link ChangeRule}): each at the level its number of judgeable rows gives. */
    static void decide(List<Row> rows, ChangeRule rule, double threshold) {
        int m = (int) rows.stream().filter(r -> r.unknownReason() == null).count();
        rows.replaceAll(r -> {
            if (r.unknownReason() != null) return r;
            Ratio decision = rule.decisionInterval(r.change(), m);
            return new Row(
                    r.key(),
                    r.name(),
                    r.workload(),
                    r.contender(),
                    r.kind(),
                    r.baseline(),
                    r.current(),
                    r.change(),
                    decision,
                    Verdict.of(Change.of(decision, threshold, false)),
                    null);
        });
    }

    /**
     * Why no verdict is possible from these inputs, or null: an estimate made without raw samples
     * (at JMH's level, not comparable with the others), a single sample (no interval), or an
     * interval that reaches zero (the ratio would be unbounded, or bounded only by 0).
     */
    static String problem(Input... inputs) {
        for (Input i : inputs) {
            if (i.estimate().method() == IntervalMethod.NO_SAMPLES)
                return "no raw samples (JMH rawData) in the " + i.role();
        }
        for (Input i : inputs) {
            if (!i.estimate().known()) return "one sample in the " + i.role() + ": no interval";
        }
        for (Input i : inputs) {
            if (!(i.estimate().lower() > 0))
                return "the " + i.role() + "'s interval reaches zero: the ratio is unbounded";
        }
        return null;
    }

    /** A ratio of central values without an interval. */
    static Ratio undefined(Interval numerator, Interval denominator) {
        return Ratio.undefined(numerator.center() / denominator.center(), numerator.level());
    }
}

package io.componentbench.stats;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * Who wins, honestly: the contender with the best central value, and every contender whose
 * interval overlaps the best's, named as tied with it. Overlapping intervals mean this run cannot
 * tell them apart, so calling one of them "the winner" would claim more than the data show.
 *
 * @param best the contender with the best central value
 * @param tied contenders whose intervals overlap the best's, best first
 * @param behind the rest, best first (those whose centers are unknown last)
 * @param <K> how contenders are named (a string, an enum constant)
 */
public record Ranking<K>(K best, List<K> tied, List<K> behind) {

    public Ranking {
        tied = List.copyOf(tied);
        behind = List.copyOf(behind);
    }

    /**
     * Ranks the contenders by central value.
     *
     * @param higherIsBetter true for throughput-like values, false for times
     * @throws IllegalArgumentException when no contender has a central value
     */
    public static <K> Ranking<K> of(Map<K, ? extends Interval> estimates, boolean higherIsBetter) {
        Comparator<Map.Entry<K, ? extends Interval>> byCenter =
                Comparator.comparingDouble(e -> e.getValue().center());
        List<Map.Entry<K, ? extends Interval>> known = new ArrayList<>();
        List<K> unknown = new ArrayList<>();
        for (Map.Entry<K, ? extends Interval> e : estimates.entrySet()) {
            if (Double.isNaN(e.getValue().center())) unknown.add(e.getKey());
            else known.add(e);
        }
        if (known.isEmpty()) throw new IllegalArgumentException("nothing to rank: no contender has a value");
        known.sort(higherIsBetter ? byCenter.reversed() : byCenter);
        Interval first = known.get(0).getValue();
        List<K> tied = new ArrayList<>();
        List<K> behind = new ArrayList<>();
        for (Map.Entry<K, ? extends Interval> e : known.subList(1, known.size())) {
            (e.getValue().overlaps(first) ? tied : behind).add(e.getKey());
        }
        behind.addAll(unknown);
        return new Ranking<>(known.get(0).getKey(), tied, behind);
    }

    /** Everyone but the best, in rank order (those without a central value last). */
    public List<K> tiedAndBehind() {
        List<K> l = new ArrayList<>(tied);
        l.addAll(behind);
        return l;
    }

    /** Whether the best is tied with anyone. */
    public boolean isTie() {
        return !tied.isEmpty();
    }

    /** The best and those tied with it, best first. */
    public List<K> leaders() {
        List<K> l = new ArrayList<>();
        l.add(best);
        l.addAll(tied);
        return l;
    }

    /** E.g. {@code packed-sparse-set} or {@code packed-sparse-set, tied with sector-array and paged-sparse-set}. */
    public String describe(Function<K, String> name) {
        if (tied.isEmpty()) return name.apply(best);
        List<String> names = tied.stream().map(name).toList();
        String list = names.size() == 1
                ? names.get(0)
                : names.subList(0, names.size() - 1).stream().collect(Collectors.joining(", ")) + " and "
                        + names.get(names.size() - 1);
        return name.apply(best) + ", tied with " + list;
    }
}

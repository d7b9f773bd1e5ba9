package io.componentbench.measure;

import java.util.ArrayList;
import java.util.List;

/**
 * One JMH launch of a run: one fork of every result of spec number {@code spec} on {@code jvm}, in
 * fork round {@code round} (from 1); and the order a run makes them in ({@link #schedule}).
 */
record ForkLaunch(int round, int spec, JvmChoice.ProbedJvm jvm) {
    /**
     * The order a run launches its forks in: round by round, and in each round every spec in turn,
     * each on every JVM in turn; so each result gets {@code forks} forks, spread over the run.
     */
    static List<ForkLaunch> schedule(int forks, List<Integer> specs, List<JvmChoice.ProbedJvm> jvms) {
        return schedule(specs.stream().map(s -> forks).toList(), specs, jvms);
    }

    /** As {@link #schedule(int, List, List)}, each spec with its own number of forks (it sits out the rounds beyond them). */
    static List<ForkLaunch> schedule(List<Integer> forksPerSpec, List<Integer> specs, List<JvmChoice.ProbedJvm> jvms) {
        List<ForkLaunch> order = new ArrayList<>();
        int rounds = forksPerSpec.stream().mapToInt(Integer::intValue).max().orElse(0);
        for (int round = 1; round <= rounds; round++) {
            for (int i = 0; i < specs.size(); i++) {
                if (round > forksPerSpec.get(i)) continue;
                for (JvmChoice.ProbedJvm jvm : jvms) order.add(new ForkLaunch(round, specs.get(i), jvm));
            }
        }
        return order;
    }
}

package io.componentbench.bench;

import io.componentbench.contender.ContenderKind;
import io.componentbench.workload.Parameter;
import org.openjdk.jmh.annotations.Param;

/**
 * Adds the contender under test, by stable name, to the workload benchmarks that measure one
 * contender per fork ({@code --isolation fork}, a fork-mode A/B): JMH runs every parameter
 * combination in its own fork, so each contender gets a fresh JVM whose JIT profile no other
 * contender has polluted. Side by side, {@code SideBySideBenchmark}'s cell names its subjects.
 * <p>
 * The parameter is a {@code String} checked against {@link ContenderKind} in {@link #kind()}, not an
 * enum {@code @Param}: JMH names enum values by their Java constant ({@code HASH_MAP}) on the
 * command line and in its JSON, where this project, its README, the committed baseline and the
 * history all use the stable id ({@code hash-map}). Its only default is {@value #UNSET}, so there is
 * no second list of contenders to keep in step with the registry: the runner passes every
 * {@link ContenderKind} (or those asked for), and a bare {@code java -jar target/benchmarks.jar}
 * without {@code -p contender=<id>,...} fails each trial's setup saying so, as a misspelt id does,
 * with the list of known ids.
 */
@org.openjdk.jmh.annotations.State(org.openjdk.jmh.annotations.Scope.Benchmark)
public abstract class ContenderParams extends PopulationParams {
    /** The default JMH requires of a {@code String} parameter: no contender chosen. */
    public static final String UNSET = Parameter.NO_CONTENDER;

    @Param(UNSET)
    public String contender;

    protected ContenderKind kind() {
        if (UNSET.equals(contender)) {
            throw new IllegalArgumentException(
                    "no contender chosen: run through scripts/bench, or pass -p contender=<id>[,<id>...]; known: "
                            + ContenderKind.ids());
        }
        return Parameter.CONTENDER.parse(contender);
    }
}

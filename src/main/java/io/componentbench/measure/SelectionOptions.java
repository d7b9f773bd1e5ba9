package io.componentbench.measure;

import java.util.List;
import java.util.Optional;
import picocli.CommandLine.Option;

/**
 * The command-line options that narrow what a measuring command measures, each declared once as a
 * picocli {@code @Mixin} for the commands that take it ({@code run}, {@code ab}, {@code footprint}).
 * Each command reads the ids given and applies its own default when none are.
 */
public final class SelectionOptions {
    private SelectionOptions() {}

    /** {@code --workload}: only these workloads. */
    public static final class WorkloadOption {
        @Option(
                names = "--workload",
                split = ",",
                description =
                        "only these workloads: insert, lookup, remove, iterate, join, churn, respawn (default: all)")
        List<String> workloads;

        /** The workload ids given, in order, or empty when the option is absent. */
        public Optional<List<String>> ids() {
            return Optional.ofNullable(workloads);
        }
    }

    /**
     * {@code --contender}: only these contenders. A command whose default is not "all" says which in
     * its resource bundle under the key {@code contender} (picocli's per-command option description).
     */
    public static final class ContenderOption {
        @Option(
                names = "--contender",
                split = ",",
                descriptionKey = "contender",
                description = "only these contenders (default: all)")
        List<String> contenders;

        /** The contender ids given, in order, or empty when the option is absent. */
        public Optional<List<String>> ids() {
            return Optional.ofNullable(contenders);
        }
    }
}

package io.componentbench.cli;

import static io.componentbench.cli.Cli.input;
import static io.componentbench.cli.Cli.runsDirectory;

import io.componentbench.compare.Comparison;
import io.componentbench.compare.ComparisonFormat;
import io.componentbench.compare.CountChanges;
import io.componentbench.compare.GateInputs;
import io.componentbench.compare.MachineDifferences;
import io.componentbench.results.RunData;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code compare}: compares two run directories, optionally failing on a regression. */
@Command(
        name = "compare",
        mixinStandardHelpOptions = true,
        description =
                "Compare two run directories; with --fail-on-regression, exit 1 when the gate fails (a regression, or a rule of the gate not met).")
final class CompareCommand implements Callable<Integer> {
    @Parameters(index = "0", description = "baseline run directory (e.g. results/baseline)")
    Path baseline;

    @Parameters(
            index = "1",
            arity = "0..1",
            description = "current run directory (default: the newest complete run under results/runs)")
    Path current;

    @Option(
            names = "--threshold",
            defaultValue = "0.10",
            description =
                    "relative change that counts, in (0, 1]: a row is flagged only when the whole 95%% interval of current / baseline lies beyond it (default: ${DEFAULT-VALUE})")
    double threshold;

    @Option(
            names = "--fail-on-regression",
            description =
                    "exit 1 (saying why) unless the current run is complete, the newest run (or named), not the baseline,"
                            + " covers the baseline, and every deciding row slower than the threshold was judged, none a regression")
    boolean failOnRegression;

    @Option(
            names = "--allow-missing",
            description =
                    "with --fail-on-regression: do not fail on baseline results the current run lacks (missing, unreadable, or of configurations it did not measure)")
    boolean allowMissing;

    @Option(
            names = "--format",
            defaultValue = "text",
            description = "text, markdown or json (default: ${DEFAULT-VALUE})")
    String format;

    @Option(
            names = "--count-threshold",
            defaultValue = "0.05",
            description =
                    "with --fail-on-regression: a cache-model count (lines, misses, TLB misses per operation) that"
                            + " grew by more than this share fails the gate (default: ${DEFAULT-VALUE}; counts are exact, no interval)")
    double countThreshold;

    @Option(
            names = "--across-jvms",
            description =
                    "compare runs measured on different JVMs (refused otherwise); ratios to raw-array then decide")
    boolean acrossJvms;

    @Option(
            names = "--all",
            description =
                    "list every row, unchanged ones and the informational kind too (default: flagged and unknown rows, counts for the rest)")
    boolean all;

    @Option(
            names = "--ratios-decide",
            description =
                    "let the ratios to raw-array decide even on one machine and JVM: steadier than"
                            + " absolute times between runs made at different times (default: they decide only across machines or JVMs)")
    boolean ratiosDecide;

    @Option(
            names = "--information",
            description =
                    "information only (e.g. against a baseline from another machine): head the comparison with what"
                            + " differs between the two machines (CPU, cores, caches, JVM, from env.json) and how much the"
                            + " raw-array reference moved; runs of different JVMs are compared; exit 0 unless the input is unusable."
                            + " Not with --fail-on-regression")
    boolean information;

    /**
     * Without {@code --fail-on-regression} prints the comparison (with a warning when its inputs would
     * fail a gate); with it, fails (exit 1, one line saying why) unless both the inputs
     * ({@link GateInputs}) and the rows ({@link Comparison#failures}) pass the gate's rule.
     */
    @Override
    public Integer call() throws Exception {
        ComparisonFormat f = ComparisonFormat.byId(format);
        if (information && failOnRegression)
            throw new IllegalArgumentException(
                    "--information never fails on a regression; --fail-on-regression asks it to: give one of them");
        Path base = input(baseline);
        Path head = input(current);
        if (information) return inform(f, base, head);
        List<String> inputs = GateInputs.failures(base, head, current == null ? runsDirectory() : null);
        if (failOnRegression && !inputs.isEmpty()) return fail(inputs);
        RunData before = RunData.load(base);
        RunData after = RunData.load(head);
        Comparison c = new Comparison(before, after, threshold, acrossJvms, ratiosDecide);
        CountChanges counts = CountChanges.of(before.cacheModel(), after.cacheModel(), countThreshold);
        for (String w : inputs) System.err.println("componentbench: WARNING: " + w);
        System.out.print(f.render(c, all));
        if (!format.equals("json")) counts.lines().forEach(System.out::println); // json: the timed rows only
        if (!failOnRegression) return 0;
        List<String> failures = new java.util.ArrayList<>(c.failures(allowMissing));
        failures.addAll(counts.failures(allowMissing));
        return failures.isEmpty() ? 0 : fail(failures);
    }

    /** The information-only comparison: the machines' differences, then the comparison, exit 0. */
    private int inform(ComparisonFormat f, Path base, Path head) throws Exception {
        for (String w : GateInputs.failures(base, head, current == null ? runsDirectory() : null))
            System.err.println("componentbench: WARNING: " + w);
        Comparison c = new Comparison(RunData.load(base), RunData.load(head), threshold, true, ratiosDecide);
        String body = f.render(c, all);
        // JSON stays the comparison alone, for tools that read it; the header is for a reader
        if (f == ComparisonFormat.JSON) System.out.print(body);
        else System.out.print(MachineDifferences.of(c).render(f == ComparisonFormat.MARKDOWN) + body);
        return 0;
    }

    private static int fail(List<String> failures) {
        System.err.println("componentbench: the gate fails: " + String.join("; ", failures));
        return 1;
    }
}

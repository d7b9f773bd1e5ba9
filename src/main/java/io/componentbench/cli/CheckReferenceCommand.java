package io.componentbench.cli;

import static io.componentbench.cli.Cli.input;

import io.componentbench.report.analysis.Analysis;
import io.componentbench.report.analysis.Format;
import io.componentbench.report.analysis.Gaps;
import io.componentbench.report.analysis.Group;
import io.componentbench.results.RunData;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code check-reference}: whether the raw-array reference is a floor in a run, the report's
 * "Where a contender beats the reference" as a check ({@link Gaps#belowReference}): exit
 * {@value #UNEXPLAINED_BEAT} listing every cell where a contender beats it by more than noise with
 * no known mechanism, 0 when there is none, 2 when the run cannot be read or has no reference. With
 * {@code --report-only} (what {@code mvn verify} runs) the same list, and 0 for it: whether the plain
 * loop is the fastest depends on the CPU (docs/workloads.md), and the report shows the beats anyway.
 */
@Command(
        name = "check-reference",
        mixinStandardHelpOptions = true,
        description = {
            "Check that no contender of a run beats the raw-array reference by more than noise without a known reason.",
            "A beat: measured in at least 2 forks, the ratio's whole 95%% interval below 1 and its center below 1 by more than the cell's twin reaches"
                    + " from 1 (5%% without a twin). Exit 1 listing each unexplained beat, 0 when there is none, 2 on bad input."
        })
final class CheckReferenceCommand implements Callable<Integer> {
    /** Exit code when a contender beats the reference beyond noise with no known mechanism. */
    static final int UNEXPLAINED_BEAT = 1;

    @Parameters(arity = "0..1", description = "run directory (default: the newest complete run under results/runs)")
    Path run;

    @Option(
            names = "--report-only",
            description =
                    "list the unexplained beats but exit 0 for them (mvn verify: the reference is a yardstick whose"
                            + " speed against the containers' loops depends on the CPU; bad input still exits 2)")
    boolean reportOnly;

    @Override
    public Integer call() throws Exception {
        Path dir = input(run);
        Analysis a = new Analysis(RunData.load(dir));
        List<Group> checked =
                a.groups().stream().filter(g -> g.raw().isPresent()).toList();
        if (checked.isEmpty())
            throw new IllegalArgumentException(dir + " has no raw-array reference in any cell: nothing to check");
        Gaps.BelowReference below = Gaps.belowReference(a);
        List<Gaps.BeatsReference> beats = below.beats();
        List<Gaps.BeatsReference> unexplained = below.unexplained();
        System.out.println("componentbench: check-reference of " + dir + ": " + checked.size() + " of "
                + a.groups().size() + " cells have a reference; " + beats.size()
                + " contender(s) beat it beyond noise, " + (beats.size() - unexplained.size()) + " by design ("
                + Gaps.BEATS_EXPLAINED_IN + "), " + unexplained.size() + " not explained; "
                + below.withinNoise().size() + " below it within noise (not beats)");
        for (Gaps.BeatsReference b : unexplained) {
            System.out.println(
                    "  not explained: " + b.group().title() + ": " + b.result().contenderId() + " "
                            + b.ratio().describe() + " of the reference, noise " + Format.num(100 * b.noise()) + "%");
        }
        return unexplained.isEmpty() || reportOnly ? ExitCodes.OK : UNEXPLAINED_BEAT;
    }
}

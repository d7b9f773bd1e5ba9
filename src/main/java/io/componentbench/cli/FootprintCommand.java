package io.componentbench.cli;

import static io.componentbench.cli.Cli.contenders;
import static io.componentbench.cli.Cli.requireOwnOutput;

import io.componentbench.measure.Footprint;
import io.componentbench.measure.SelectionOptions;
import io.componentbench.results.FootprintEntry;
import io.componentbench.results.Json;
import io.componentbench.workload.Distribution;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code footprint}: measures memory per entity for every contender. */
@Command(
        name = "footprint",
        mixinStandardHelpOptions = true,
        description = "Print (and optionally write) JOL memory per entity for every contender.")
final class FootprintCommand implements Callable<Integer> {
    @Option(
            names = "--size",
            split = ",",
            defaultValue = "1000000",
            description = "entity counts (default: ${DEFAULT-VALUE})")
    List<Integer> sizes;

    @Option(names = "--distribution", split = ",", defaultValue = "dense,sparse", description = "dense, sparse")
    List<String> distributions;

    @Mixin
    SelectionOptions.ContenderOption contenders;

    @Option(
            names = "--out",
            description = "also write the entries to this JSON file (absent, or an earlier footprint file;"
                    + " never inside a run, baseline or report)")
    Path out;

    @Override
    public Integer call() throws Exception {
        if (out != null) requireOwnOutput(out, "footprint", "footprint file", FootprintEntry[].class);
        List<FootprintEntry> entries = Footprint.measureAll(
                contenders(contenders.ids().orElse(null)),
                sizes.stream().distinct().toList(),
                distributions.stream().distinct().map(Distribution::byId).toList());
        if (out != null) {
            requireOwnOutput(
                    out, "footprint", "footprint file", FootprintEntry[].class); // again: the measurement takes a while
            Json.write(out, entries);
        }
        return 0;
    }
}

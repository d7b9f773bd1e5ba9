package io.componentbench.report;

import io.componentbench.contender.ContenderKind;
import io.componentbench.results.Env;
import io.componentbench.results.Result;
import io.componentbench.results.RunData;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/** What the report is, which run it shows (commit, machine, JVM), and the gaps in that run. */
final class SummarySection implements Section {
    /** Gaps listed before the rest are summarized in one line. */
    private static final int MAX_GAPS = 40;

    @Override
    public void write(Analysis analysis, Document d, ChartSink charts) {
        RunData run = analysis.run();
        d.paragraph("How should an ECS store its components? Each contender below ran the same workloads on the same entity IDs "
                + "and component values, each in its own JVM fork. Times are nanoseconds per element (lower is better) with "
                + "99.9% confidence intervals; compare ratios within this run, not absolute times across machines.");
        d.paragraph("Run `" + run.dir().getFileName() + "`" + run.env().map(SummarySection::describe).orElse("") + ".");
        List<String> gaps = new ArrayList<>(run.problems());
        for (Analysis.Group g : analysis.groups()) {
            if (!g.missing().isEmpty()) {
                gaps.add("missing in " + g.title() + ": " + String.join(", ", g.missing().stream().map(ContenderKind::id).toList()));
            }
            if (g.raw().isEmpty()) gaps.add("missing in " + g.title() + ": " + Result.RAW_ARRAY + " reference");
            g.results().stream().filter(r -> Double.isNaN(r.errorPerElement()))
                    .forEach(r -> gaps.add("no error estimate (too few iterations) for " + r.contenderId() + " in " + g.title()));
        }
        if (!gaps.isEmpty()) {
            d.heading(1, "Gaps in this run");
            d.bullets(gaps.size() > MAX_GAPS
                    ? Stream.concat(gaps.stream().limit(MAX_GAPS), Stream.of("... and " + (gaps.size() - MAX_GAPS) + " more")).toList()
                    : gaps);
        }
    }

    private static String describe(Env env) {
        return ", commit `" + env.git().shortCommit() + "`" + (env.git().dirty() ? " (with uncommitted changes)" : "")
                + ", " + env.machine().cpuModel() + ", " + env.machine().cores() + " cores"
                + ", fork JVM " + env.jvm().forkVersion();
    }
}

package io.componentbench.report;

import io.componentbench.results.Env;
import io.componentbench.results.RunData;

/** What the report is, which run it shows (commit, machine, JVM), and how it was measured. */
final class SummarySection implements Section {
    @Override
    public void write(Analysis analysis, Document d, ChartSink charts) {
        RunData run = analysis.run();
        d.paragraph("How should an ECS store its components? Each contender below ran the same workloads on the same entity IDs "
                + "and component values, each in its own JVM fork. Times are nanoseconds per element (lower is better) with "
                + "confidence intervals (how, below); compare ratios within this run, not absolute times across machines. What the run "
                + "could not measure, or measured with a caveat, is listed under \"Gaps in this run\".");
        d.paragraph("Run `" + run.dir().getFileName() + "`" + run.env().map(SummarySection::describe).orElse("") + ".");
        d.paragraph(analysis.measurementLine());
    }

    private static String describe(Env env) {
        return ", commit `" + env.git().shortCommit() + "`" + (env.git().dirty() ? " (with uncommitted changes)" : "")
                + ", " + env.machine().cpuModel() + ", " + env.machine().cores() + " cores"
                + (env.jvms().size() > 1 ? ", JVMs " + String.join(" and ", env.jvms().stream().map(Env.MeasuredJvm::version).toList())
                        : ", fork JVM " + env.jvm().forkVersion());
    }
}

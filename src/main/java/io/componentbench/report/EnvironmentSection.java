package io.componentbench.report;

import io.componentbench.report.analysis.Analysis;
import io.componentbench.report.analysis.Format;
import io.componentbench.results.Env;
import io.componentbench.results.JmhSettings;
import io.componentbench.results.Json;
import io.componentbench.results.RunData;
import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * The machine, JVMs, libraries and commit of the run, and the commands that reproduce it. How the
 * results were measured (iterations, their times, the fork flags) is read from the results
 * themselves where JMH recorded it, since a run's options can differ from its profile's plan.
 */
final class EnvironmentSection implements Section {
    /**
     * Iterations and their times as the results record them (each distinct setting with how many
     * results it measured), then how they were summarized (env.json); env.json's plan alone when the
     * results record none, so named.
     */
    static String measurement(RunData run, Env e) {
        Map<JmhSettings, Integer> settings = run.resultSettings();
        Env.Measurement m = e.measurement();
        if (settings.isEmpty())
            return m == null
                    ? "not recorded (an older run): JMH defaults of an older run, one fork"
                    : m.describe() + " (env.json's plan: the results do not record their iterations)";
        String measured = settings.entrySet().stream()
                .map(s ->
                        s.getKey().describe() + " (" + s.getValue() + " result" + (s.getValue() == 1 ? "" : "s") + ")")
                .collect(Collectors.joining("; "));
        if (m == null) return measured;
        return measured + "; " + m.intervalMethod() + ", "
                + Math.round(100 * m.confidenceLevel()) + "% level"
                + (m.forkOrder() == null ? "" : "; forks " + m.forkOrder())
                + (m.isolation() == null ? "" : "; isolation " + m.isolation());
    }

    /**
     * The heap and GC flags the forks ran with: the results' {@code jvmArgs} where recorded (each
     * distinct set with its count); else env.json's cell fork flags when the run measured side by
     * side, else its fork flags.
     */
    static String forkFlags(RunData run, Env e) {
        Map<List<String>, Integer> flags = new LinkedHashMap<>();
        run.resultSettings().forEach((s, n) -> {
            if (!s.heapFlags().isEmpty()) flags.merge(s.heapFlags(), n, Integer::sum);
        });
        if (!flags.isEmpty())
            return flags.entrySet().stream()
                    .map(f -> String.join(" ", f.getKey()) + " (" + f.getValue() + " result"
                            + (f.getValue() == 1 ? "" : "s") + ")")
                    .collect(Collectors.joining("; "));
        Env.Measurement m = e.measurement();
        String cells = m == null || m.sideBySide() == null ? "" : m.sideBySide();
        int at = cells.indexOf(CELL_FLAGS);
        if (at >= 0) return cells.substring(at + CELL_FLAGS.length()).trim() + " (env.json, side-by-side cells)";
        return String.join(" ", e.jvm().forkFlags()) + " (env.json)";
    }

    /** Where env.json's side-by-side description names the cells' fork flags ({@code measure.Environment}). */
    private static final String CELL_FLAGS = "cell fork flags";

    @Override
    public void write(Analysis analysis, Document d, ChartSink charts) throws IOException {
        RunData run = analysis.run();
        Optional<Env> env = run.env();
        d.heading(1, "Environment and reproduction");
        if (env.isEmpty()) {
            d.paragraph("env.json is missing from this run directory, or unreadable.");
        } else {
            Env e = env.get();
            Env.Machine m = e.machine();
            Env.Jvm jvm = e.jvm();
            List<List<String>> rows = new ArrayList<>();
            rows.add(List.of("CPU", m.cpu() + ", " + m.cores() + " cores"));
            rows.add(List.of("caches", Json.compact(m.caches())));
            rows.add(List.of("memory", Format.bytes(m.memoryBytes())));
            rows.add(List.of("OS", m.os()));
            rows.add(List.of(
                    "transparent huge pages (kernel)",
                    m.hugePages() == null ? "not recorded (an older run)" : m.hugePages()));
            rows.add(List.of("measurement", measurement(run, e)));
            rows.add(List.of("fork JVM", jvm.forkVersion() + " (" + jvm.forkJvm() + ")"));
            if (e.jvms().size() > 1) {
                rows.add(List.of(
                        "JVMs measured",
                        e.jvms().stream()
                                        .map(j -> j.version() + " (" + j.vendor() + ", " + j.path() + ")")
                                        .collect(Collectors.joining("; "))
                                + "; forks alternate between them"));
            }
            rows.add(List.of("fork flags", forkFlags(run, e)));
            rows.add(List.of("runner JVM", jvm.runnerVendor() + " " + jvm.runnerVersion()));
            rows.add(List.of("libraries", Json.compact(e.libraries())));
            rows.add(List.of("git", e.git().commit() + (e.git().dirty() ? " (dirty)" : "")));
            rows.add(List.of("profile", e.profile()));
            rows.add(List.of("hardware counters", e.hardwareCounters() ? "available (perfnorm)" : "unavailable"));
            rows.add(List.of("started / ended", e.start() + " / " + e.end()));
            rows.add(List.of("machine fingerprint", e.machineFingerprint()));
            d.paragraph(m.cpu() + ", " + m.cores() + " cores; fork JVM " + jvm.forkVersion() + "; commit `"
                    + e.git().shortCommit() + "`; " + e.start() + " to " + e.end() + ".");
            d.add(new Document.Details(
                    "The machine, JVMs, flags and libraries",
                    List.of(new Document.Table(List.of("what", "value"), rows))));
        }
        String forkJvm = env.map(e -> e.jvm().forkJvm()).orElse("");
        List<Env.MeasuredJvm> jvms = env.map(Env::jvms).orElse(List.of());
        String jvmOption = !jvms.isEmpty()
                ? jvms.stream().map(j -> " --jvm " + j.path()).collect(Collectors.joining())
                : forkJvm.contains("temurin") ? " --jvm " + forkJvm : "";
        d.paragraph("Reproduce: `git checkout "
                + env.map(e -> e.git().shortCommit()).orElse("<commit>") + " && scripts/bench --profile "
                + run.profile() + jvmOption + " && scripts/report`; this report from the same data: `scripts/report "
                + run.dir() + "`.");
    }
}

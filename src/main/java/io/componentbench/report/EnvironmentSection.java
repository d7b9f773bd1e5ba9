package io.componentbench.report;

import io.componentbench.report.analysis.Analysis;
import io.componentbench.report.analysis.Format;
import io.componentbench.results.Env;
import io.componentbench.results.Json;
import io.componentbench.results.RunData;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

/** The machine, JVMs, libraries and commit of the run, and the commands that reproduce it. */
final class EnvironmentSection implements Section {
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
            rows.add(List.of(
                    "measurement",
                    e.measurement() == null
                            ? "not recorded (an older run): JMH defaults of an older run, one fork"
                            : e.measurement().describe()));
            rows.add(List.of("fork JVM", jvm.forkVersion() + " (" + jvm.forkJvm() + ")"));
            if (e.jvms().size() > 1) {
                rows.add(List.of(
                        "JVMs measured",
                        e.jvms().stream()
                                        .map(j -> j.version() + " (" + j.vendor() + ", " + j.path() + ")")
                                        .collect(Collectors.joining("; "))
                                + "; forks alternate between them"));
            }
            rows.add(List.of("fork flags", Json.compact(jvm.forkFlags())));
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

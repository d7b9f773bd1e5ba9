package io.componentbench.run;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import io.componentbench.contender.ContenderKind;
import io.componentbench.workload.Workload;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import org.openjdk.jmh.profile.GCProfiler;
import org.openjdk.jmh.results.format.ResultFormatType;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.options.ChainedOptionsBuilder;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;

/**
 * Runs a profile through the JMH Runner API and writes one run directory,
 * {@code results/runs/<UTC start time>/}, through {@link RunDirectory}: everything goes to a hidden
 * partial directory that is renamed into place only when the run completed, so an interrupted run
 * never leaves a directory that looks complete (and its partial is removed, by a shutdown hook or
 * by the next run). Contents: {@code jmh-results.json} (JMH's JSON, all specs merged),
 * {@code env.json}, {@code footprint.json}. JMH's progress and ETA lines stay on stdout.
 */
public final class BenchmarkRunner {
    public static final String RESULTS_FILE = "jmh-results.json";
    public static final String ENV_FILE = "env.json";
    public static final String FOOTPRINT_FILE = "footprint.json";

    private final Profile profile;
    private final String forkJvm;
    private final List<ContenderKind> contenders;
    private final List<Workload> workloads;

    /**
     * @param forkJvm the {@code java} binary the forks run on, or null for this JVM's
     * @param contenders the contenders to run (normally all; a contender named twice runs once)
     * @param workloads the workloads to run (normally all; a workload named twice runs once)
     */
    public BenchmarkRunner(Profile profile, String forkJvm, List<ContenderKind> contenders, List<Workload> workloads) {
        this.profile = profile;
        this.forkJvm = forkJvm != null ? forkJvm : Path.of(System.getProperty("java.home"), "bin", "java").toString();
        this.contenders = List.copyOf(new LinkedHashSet<>(contenders));
        this.workloads = List.copyOf(new LinkedHashSet<>(workloads));
    }

    /** Runs everything and returns the finished run directory under {@code runsRoot}. */
    public Path run(Path runsRoot) throws IOException, RunnerException, InterruptedException {
        Instant start = Instant.now();
        RunDirectory.cleanStale(runsRoot);
        RunDirectory run = RunDirectory.create(runsRoot, start);
        Path partial = run.partial();
        boolean counters = HardwareCounters.available();
        System.out.println("componentbench: profile " + profile.id() + ", forks on " + forkJvm
                + ", hardware counters " + (counters ? "available: perfnorm on" : "unavailable: proxies only"));
        try {
            ArrayNode merged = Json.MAPPER.createArrayNode();
            List<Spec> specs = profile.specs().stream().filter(s -> workloads.contains(s.workload())).toList();
            for (int i = 0; i < specs.size(); i++) {
                Spec spec = specs.get(i);
                System.out.printf("componentbench: spec %d/%d: %s %s%n", i + 1, specs.size(), spec.workload().id(), spec.params());
                Path out = partial.resolve("spec-" + i + ".json");
                new Runner(options(spec, out, counters)).run();
                for (JsonNode n : Json.MAPPER.readTree(out.toFile())) merged.add(n);
                Files.delete(out);
            }
            Json.write(partial.resolve(RESULTS_FILE), merged);
            Footprint.measureInChildJvm(contenders, profile.sizes, partial.resolve(FOOTPRINT_FILE));
            Json.write(partial.resolve(ENV_FILE), Environment.capture(profile.id(), forkJvm, counters, start, Instant.now()));
        } catch (IOException | RunnerException | InterruptedException | RuntimeException e) {
            run.abandon();
            throw e;
        }
        Path done = run.complete();
        System.out.println("componentbench: run written to " + done);
        return done;
    }

    private org.openjdk.jmh.runner.options.Options options(Spec spec, Path out, boolean counters) {
        String benchClass = Pattern.quote(spec.workload().benchmarkClass());
        ChainedOptionsBuilder b = new OptionsBuilder()
                .include("^" + benchClass + "\\.(contender|rawArray)$")
                .param("contender", contenders.stream().map(ContenderKind::id).toArray(String[]::new))
                .warmupIterations(profile.warmupIterations)
                .warmupTime(TimeValue.milliseconds(profile.warmupMillis))
                .measurementIterations(profile.measurementIterations)
                .measurementTime(TimeValue.milliseconds(profile.measurementMillis))
                .forks(1)
                .jvm(forkJvm)
                .jvmArgs(ForkJvm.flags().toArray(String[]::new))
                .shouldFailOnError(true)
                .addProfiler(GCProfiler.class)
                .resultFormat(ResultFormatType.JSON)
                .result(out.toString());
        if (counters) b.addProfiler("perfnorm");
        for (Map.Entry<String, List<String>> p : spec.params().entrySet()) {
            b.param(p.getKey(), p.getValue().toArray(String[]::new));
        }
        return b.build();
    }

    /** The contenders this runner runs, each once. */
    List<ContenderKind> contenders() { return contenders; }

    /** The workloads this runner runs, each once. */
    List<Workload> workloads() { return workloads; }
}

package io.componentbench.run;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import io.componentbench.contender.ContenderKind;
import io.componentbench.results.Env;
import io.componentbench.results.FileTree;
import io.componentbench.results.Json;
import io.componentbench.results.RunData;
import io.componentbench.workload.Parameter;
import io.componentbench.workload.Workload;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
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
 * by the next run). Contents: the files named in {@link RunData} (JMH's JSON, all specs merged;
 * env.json; footprint.json). JMH's progress and ETA lines stay on stdout.
 * Every result carries JMH's GC profiler figures (collections, their time, bytes allocated per
 * operation); the batched workloads ({@link Workload#batched()}) collect in their own iteration
 * setup, so their figures count that one collection per iteration (the report discounts it).
 * On several JVMs each spec runs one fork per JVM per round, alternating, and {@link ForkMerge}
 * folds the forks into one result per JVM.
 */
public final class BenchmarkRunner {

    private final Profile profile;
    private final List<JvmChoice.Jvm> jvms;
    /** Forks per result (on each JVM: the number of alternating rounds when there are several). */
    private final int forks;
    private final List<ContenderKind> contenders;
    private final List<Workload> workloads;
    private final List<Spec> specs;

    /**
     * Runs a profile's specs of the given workloads.
     *
     * @param jvms the JVMs the forks run on (see {@link JvmChoice#resolve}), at least one
     * @param contenders the contenders to run (normally all; a contender named twice runs once)
     * @param workloads the workloads to run (normally all; a workload named twice runs once)
     */
    public static BenchmarkRunner ofWorkloads(Profile profile, List<JvmChoice.Jvm> jvms, List<ContenderKind> contenders, List<Workload> workloads) {
        return new BenchmarkRunner(profile, jvms, contenders, profile.specs().stream().filter(s -> workloads.contains(s.workload())).toList());
    }

    /** Runs explicit specs with a profile's forks and timing (the gate self-test runs its own subset). */
    public static BenchmarkRunner ofSpecs(Profile profile, List<Spec> specs, List<JvmChoice.Jvm> jvms, List<ContenderKind> contenders) {
        return new BenchmarkRunner(profile, jvms, contenders, specs);
    }

    private BenchmarkRunner(Profile profile, List<JvmChoice.Jvm> jvms, List<ContenderKind> contenders, List<Spec> specs) {
        if (jvms.isEmpty()) throw new IllegalArgumentException("no JVM to measure on");
        this.profile = profile;
        this.forks = profile.forks;
        this.jvms = List.copyOf(jvms);
        this.contenders = List.copyOf(new LinkedHashSet<>(contenders));
        this.workloads = specs.stream().map(Spec::workload).distinct().toList();
        this.specs = List.copyOf(specs);
    }

    /** Runs everything and returns the finished run directory under {@code runsRoot}. */
    public Path run(Path runsRoot) throws IOException, RunnerException, InterruptedException {
        Instant start = Instant.now();
        Env.Git gitAtStart = Environment.git(); // the state the jar the forks run was built from
        RunDirectory.cleanStale(runsRoot);
        RunDirectory run = RunDirectory.create(runsRoot, start);
        Path partial = run.partial();
        boolean counters = HardwareCounters.available();
        System.out.println("componentbench: measuring on " + JvmChoice.describe(jvms) + "; profile " + profile.id() + ", "
                + forks + " fork(s) per result, hardware counters " + (counters ? "available: perfnorm on" : "unavailable: proxies only")
                + ", estimated " + RunEstimate.of(profile, specs, contenders.size()).multipliedBy(jvms.size()).toMinutes() + " min");
        try {
            ArrayNode merged = Json.MAPPER.createArrayNode();
            for (int i = 0; i < specs.size(); i++) {
                Spec spec = specs.get(i);
                if (contendersOf(spec).isEmpty()) {
                    System.out.printf("componentbench: spec %d/%d skipped: none of the selected contenders runs %s %s%n",
                            i + 1, specs.size(), spec.workload().id(), spec.params());
                    continue;
                }
                System.out.printf("componentbench: spec %d/%d: %s %s%n", i + 1, specs.size(), spec.workload().id(), spec.params());
                if (jvms.size() == 1) {
                    Path out = partial.resolve("spec-" + i + ".json");
                    new Runner(options(spec, out, counters, jvms.get(0).path(), forks)).run();
                    for (JsonNode n : Json.MAPPER.readTree(out.toFile())) merged.add(n);
                    Files.delete(out);
                } else {
                    merged.addAll(alternating(spec, partial.resolve("spec-" + i), counters));
                }
            }
            Json.write(partial.resolve(RunData.RESULTS_FILE), merged);
            Footprint.measureInChildJvm(jvms.get(0).path(), contenders, profile.sizes, partial.resolve(RunData.FOOTPRINT_FILE));
            // every JVM measured, in fork order; footprint.json comes from the first
            Env env = Environment.capture(profile, jvms.get(0).path(), counters, start, Instant.now(), gitAtStart.endedAs(Environment.git()))
                    .withJvms(jvms.stream().map(j -> new Env.MeasuredJvm(j.path(), j.version(), j.vendor(), j.vm())).toList());
            Json.write(partial.resolve(RunData.ENV_FILE), env);
            if (env.git().changedDuringRun()) {
                System.out.println("componentbench: note: the checkout changed during the run; env.json records its state at the start, "
                        + "which the measured jar was built from");
            }
        } catch (IOException | RunnerException | InterruptedException | RuntimeException e) {
            run.abandon();
            throw e;
        }
        Path done = run.complete();
        System.out.println("componentbench: run written to " + done);
        return done;
    }

    /**
     * One spec on several JVMs: each round runs one fork of every parameter set on each JVM in turn,
     * so drift over the run hits every JVM alike; then the forks are merged per JVM.
     */
    private ArrayNode alternating(Spec spec, Path prefix, boolean counters) throws IOException, RunnerException {
        List<ForkMerge.Launch> launches = new ArrayList<>();
        for (int round = 1; round <= forks; round++) {
            for (JvmChoice.Jvm jvm : jvms) {
                System.out.printf("componentbench:   fork round %d/%d on %s%n", round, forks, jvm.version());
                Path out = Path.of(prefix + "-" + round + "-" + jvm.version() + ".json");
                new Runner(options(spec, out, counters, jvm.path(), 1)).run();
                launches.add(new ForkMerge.Launch(jvm.version(), Json.MAPPER.readTree(out.toFile())));
                Files.delete(out);
            }
        }
        return ForkMerge.merge(launches);
    }

    private org.openjdk.jmh.runner.options.Options options(Spec spec, Path out, boolean counters, String jvm, int forks) {
        String benchClass = Pattern.quote(spec.workload().benchmarkClass());
        ChainedOptionsBuilder b = new OptionsBuilder()
                .include("^" + benchClass + "\\.(" + String.join("|", spec.methods()) + ")$")
                .param(Parameter.CONTENDER.name(), contendersOf(spec).stream().map(Parameter.CONTENDER::format).toArray(String[]::new))
                .warmupIterations(profile.warmupIterations)
                .warmupTime(TimeValue.milliseconds(profile.warmupMillis))
                .measurementIterations(profile.measurementIterations)
                .measurementTime(TimeValue.milliseconds(profile.measurementMillis))
                .forks(forks)
                .jvm(jvm)
                .jvmArgs(ForkJvm.flags().toArray(String[]::new))
                .shouldFailOnError(true)
                .addProfiler(GCProfiler.class)
                .resultFormat(ResultFormatType.JSON)
                .result(out.toString());
        if (counters) b.addProfiler("perfnorm");
        for (Map.Entry<String, List<String>> p : spec.params().entrySet()) {
            if (!p.getKey().equals(Parameter.CONTENDER.name())) b.param(p.getKey(), p.getValue().toArray(String[]::new));
        }
        return b.build();
    }

    /** The run's contenders, narrowed to those the spec names when it names some. */
    private List<ContenderKind> contendersOf(Spec spec) {
        List<String> named = spec.params().get(Parameter.CONTENDER.name());
        return named == null ? contenders : contenders.stream().filter(k -> named.contains(Parameter.CONTENDER.format(k))).toList();
    }

    /** The contenders this runner runs, each once. */
    List<ContenderKind> contenders() { return contenders; }

    /** The workloads this runner runs, each once. */
    List<Workload> workloads() { return workloads; }
}

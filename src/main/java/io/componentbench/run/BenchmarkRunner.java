package io.componentbench.run;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import io.componentbench.contender.ContenderKind;
import io.componentbench.workload.Workload;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.openjdk.jmh.profile.GCProfiler;
import org.openjdk.jmh.results.format.ResultFormatType;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.options.ChainedOptionsBuilder;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;

/**
 * Runs a profile through the JMH Runner API and writes one run directory,
 * {@code results/runs/<UTC timestamp>/}, atomically: everything goes to a hidden sibling directory
 * that is renamed into place only when the run completed, so an interrupted run never leaves a
 * partial directory that looks complete. Contents: {@code jmh-results.json} (JMH's JSON, all specs
 * merged), {@code env.json}, {@code footprint.json}. JMH's progress and ETA lines stay on stdout.
 */
public final class BenchmarkRunner {
    public static final String RESULTS_FILE = "jmh-results.json";
    public static final String ENV_FILE = "env.json";
    public static final String FOOTPRINT_FILE = "footprint.json";
    private static final DateTimeFormatter STAMP = DateTimeFormatter.ofPattern("yyyy-MM-dd'T'HH-mm-ss'Z'").withZone(ZoneOffset.UTC);

    private final Profile profile;
    private final String forkJvm;
    private final List<ContenderKind> contenders;
    private final List<Spec> specs;

    /**
     * @param forkJvm the {@code java} binary the forks run on, or null for this JVM's
     * @param contenders the contenders to run (normally all)
     * @param workloads the workloads to run (normally all)
     */
    public BenchmarkRunner(Profile profile, String forkJvm, List<ContenderKind> contenders, List<Workload> workloads) {
        this(profile, profile.specs().stream().filter(s -> workloads.contains(s.workload())).toList(), forkJvm, contenders);
    }

    /**
     * Runs explicit specs with a profile's forks and timing (the gate self-test runs its own subset).
     *
     * @param forkJvm the {@code java} binary the forks run on, or null for this JVM's
     */
    public BenchmarkRunner(Profile profile, List<Spec> specs, String forkJvm, List<ContenderKind> contenders) {
        this.profile = profile;
        this.specs = specs;
        this.forkJvm = forkJvm != null ? forkJvm : Path.of(System.getProperty("java.home"), "bin", "java").toString();
        this.contenders = contenders;
    }

    /** Runs everything and returns the finished run directory under {@code runsRoot}. */
    public Path run(Path runsRoot) throws IOException, RunnerException, InterruptedException {
        Instant start = Instant.now();
        String name = STAMP.format(start);
        Files.createDirectories(runsRoot);
        Path partial = runsRoot.resolve("." + name + ".partial");
        Files.createDirectories(partial);
        boolean counters = HardwareCounters.available();
        System.out.println("componentbench: profile " + profile.id() + ", " + profile.forks + " fork(s) per result on " + forkJvm
                + ", hardware counters " + (counters ? "available: perfnorm on" : "unavailable: proxies only")
                + ", estimated " + RunEstimate.of(profile, specs, contenders.size()).toMinutes() + " min");
        try {
            ArrayNode merged = Json.MAPPER.createArrayNode();
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
            Json.write(partial.resolve(ENV_FILE), Environment.capture(profile, forkJvm, counters, start, Instant.now()));
            Path done = runsRoot.resolve(name);
            Files.move(partial, done);
            System.out.println("componentbench: run written to " + done);
            return done;
        } catch (IOException | RunnerException | InterruptedException | RuntimeException e) {
            FileTree.delete(partial);
            throw e;
        }
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
                .forks(profile.forks)
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

    /** The newest complete run directory under {@code runsRoot}. */
    public static Path latest(Path runsRoot) throws IOException {
        if (!Files.isDirectory(runsRoot)) throw new IOException("no run directory: " + runsRoot + " does not exist (run `scripts/bench` first)");
        try (Stream<Path> dirs = Files.list(runsRoot)) {
            return dirs.filter(Files::isDirectory).filter(d -> !d.getFileName().toString().startsWith("."))
                    .max(Comparator.comparing(d -> d.getFileName().toString()))
                    .orElseThrow(() -> new IOException("no completed run under " + runsRoot + " (run `scripts/bench` first)"));
        }
    }
}

package io.componentbench.measure;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.componentbench.cache.CacheGeometry;
import io.componentbench.cache.trace.CacheModelRun;
import io.componentbench.cache.trace.TracedPass;
import io.componentbench.contender.ContenderKind;
import io.componentbench.results.CacheModelEntry;
import io.componentbench.results.Env;
import io.componentbench.results.FootprintEntry;
import io.componentbench.results.ForkMerge;
import io.componentbench.results.Json;
import io.componentbench.results.RunData;
import io.componentbench.store.OutputGuard;
import io.componentbench.store.RunDirectory;
import io.componentbench.workload.Distribution;
import io.componentbench.workload.Parameter;
import io.componentbench.workload.Workload;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;

/**
 * Runs a profile through the JMH Runner API and writes one run directory,
 * {@code results/runs/<UTC start time>/}, through {@link RunDirectory}: everything goes to a hidden
 * partial directory that is renamed into place only when the run completed, so an interrupted run
 * never leaves a directory that looks complete (and its partial is removed, by a shutdown hook or
 * by the next run). Contents: the files named in {@link RunData} (JMH's JSON, all specs merged;
 * env.json; footprint.json). JMH's progress lines stay on stdout (each launch is one fork of one
 * spec, so JMH's ETA is that launch's; the runner's first line estimates the whole run).
 * Every result carries JMH's GC profiler figures (collections, their time, bytes allocated per
 * operation): measured in forks of their own, the profiler's, where the batched workloads
 * ({@link Workload#batched()}) collect in their own iteration setup, so their figures include that
 * collection (the report discounts it); side by side, each contender's own over its timed parts
 * ({@link SideBySideCells#expand}).
 *
 * <p><b>Forks are interleaved.</b> A run is {@code forks} rounds, and each round runs one fork of
 * every result of every spec (on each JVM in turn when there are several), so a result's forks are
 * spread over the whole run instead of running back to back. A disturbance that lasts minutes (a
 * noisy neighbour on a shared host, the placement of the heap in physical memory) then lands on one
 * fork of many results, where the fork-aware interval sees it, instead of on every fork of a few
 * results, where it looks like a tight and wrong value. {@link ForkMerge} folds the single-fork
 * launches into one result per (benchmark, parameters, JVM), forks in round order.
 */
public final class BenchmarkRunner {
    /** The most forks a run may ask for: beyond it a typo (say 100 for 10) would run for days. */
    public static final int MAX_FORKS = 30;

    private final Profile profile;
    private final List<JvmChoice.ProbedJvm> jvms;
    /** Forks per result (on each JVM when there are several): one per round. */
    private final int forks;
    /** Forks per side-by-side cell (rounds in which the cells run). */
    private final int cellForks;

    private final List<ContenderKind> contenders;
    private final List<Workload> workloads;
    private final List<Spec> specs;
    private final Isolation isolation;

    /**
     * Runs a profile's specs of the given workloads.
     *
     * @param jvms the JVMs the forks run on (see {@link JvmChoice#resolve}), at least one
     * @param contenders the contenders to run (normally all; a contender named twice runs once)
     * @param workloads the workloads to run (normally all; a workload named twice runs once)
     */
    public static BenchmarkRunner ofWorkloads(
            Profile profile, List<JvmChoice.ProbedJvm> jvms, List<ContenderKind> contenders, List<Workload> workloads) {
        return new BenchmarkRunner(
                profile,
                profile.forks,
                profile.slices.forks(),
                jvms,
                contenders,
                profile.specs().stream()
                        .filter(s -> workloads.contains(s.workload()))
                        .toList(),
                Isolation.SIDE_BY_SIDE);
    }

    /** Runs explicit specs with a profile's forks and timing (the gate self-test runs its own subset). */
    public static BenchmarkRunner ofSpecs(
            Profile profile, List<Spec> specs, List<JvmChoice.ProbedJvm> jvms, List<ContenderKind> contenders) {
        return new BenchmarkRunner(
                profile, profile.forks, profile.slices.forks(), jvms, contenders, specs, Isolation.SIDE_BY_SIDE);
    }

    /**
     * This runner with only the given sizes of its specs (a spec with none of them is dropped).
     *
     * @throws IllegalArgumentException when no spec runs any of them
     */
    public BenchmarkRunner withSizes(List<Integer> sizes) {
        List<String> wanted = sizes.stream().map(Parameter.SIZE::format).toList();
        List<Spec> kept = new ArrayList<>();
        for (Spec s : specs) {
            List<String> in = s.params().getOrDefault(Parameter.SIZE.name(), List.of()).stream()
                    .filter(wanted::contains)
                    .toList();
            if (in.isEmpty()) continue;
            Spec narrowed = s.with(
                    Parameter.SIZE, in.stream().map(Parameter.SIZE::parse).toList());
            kept.add(narrowed);
        }
        if (kept.isEmpty())
            throw new IllegalArgumentException("no spec of profile " + profile.id() + " runs size(s) " + wanted);
        return new BenchmarkRunner(profile, forks, cellForks, jvms, contenders, kept, isolation);
    }

    /**
     * This runner with another number of forks per result (rounds) than its profile's: more forks
     * narrow every interval (Student's t over fork means) at a proportional cost in time.
     *
     * @throws IllegalArgumentException when {@code forks} is not between 1 and {@value #MAX_FORKS}
     */
    public BenchmarkRunner withForks(int forks) {
        return new BenchmarkRunner(profile, forks, forks, jvms, contenders, specs, isolation);
    }

    /** This runner measuring cells {@link Isolation side by side} (the default) or each contender in forks of its own. */
    public BenchmarkRunner withIsolation(Isolation isolation) {
        return new BenchmarkRunner(profile, forks, cellForks, jvms, contenders, specs, isolation);
    }

    private BenchmarkRunner(
            Profile profile,
            int forks,
            int cellForks,
            List<JvmChoice.ProbedJvm> jvms,
            List<ContenderKind> contenders,
            List<Spec> specs,
            Isolation isolation) {
        this.isolation = isolation;
        if (cellForks < 1 || cellForks > MAX_FORKS) {
            throw new IllegalArgumentException("forks must be between 1 and " + MAX_FORKS + ", got " + cellForks);
        }
        this.cellForks = cellForks;
        if (jvms.isEmpty()) throw new IllegalArgumentException("no JVM to measure on");
        if (forks < 1 || forks > MAX_FORKS) {
            throw new IllegalArgumentException("forks must be between 1 and " + MAX_FORKS + ", got " + forks);
        }
        this.profile = profile;
        this.forks = forks;
        this.jvms = List.copyOf(jvms);
        this.contenders = List.copyOf(new LinkedHashSet<>(contenders));
        this.workloads = specs.stream().map(Spec::workload).distinct().toList();
        this.specs = List.copyOf(specs);
    }

    /** Runs everything and returns the finished run directory under {@code runsRoot}. */
    @SuppressWarnings("try") // the measurement lock is held for the block, never read
    public Path run(Path runsRoot) throws IOException, RunnerException, InterruptedException {
        try (MeasurementLock lock = MeasurementLock.acquire("run, profile " + profile.id() + ", into "
                + runsRoot.toAbsolutePath().normalize())) {
            return measure(runsRoot);
        }
    }

    private Path measure(Path runsRoot) throws IOException, RunnerException, InterruptedException {
        Instant start = Instant.now();
        Env.Git gitAtStart = Environment.git(); // the state the jar the forks run was built from
        RunDirectory.cleanStale(runsRoot);
        RunDirectory run = RunDirectory.create(runsRoot, start);
        Path partial = run.partial();
        boolean counters = HardwareCounters.available();
        System.out.println(
                "componentbench: measuring on " + JvmChoice.describe(jvms) + "; profile " + profile.id() + ", "
                        + forksLine() + ", hardware counters "
                        + (counters ? "available: perfnorm on" : "unavailable: proxies only")
                        + ", estimated " + estimate().toMinutes() + " min");
        for (JvmChoice.ProbedJvm jvm : jvms) {
            contenders.forEach(k -> k.unavailableOn(jvm.feature())
                    .ifPresent(why -> System.out.println(
                            "componentbench: " + k.id() + " is not measured on " + jvm.version() + ": " + why)));
        }
        List<ForkMerge.Launch> launches = new ArrayList<>();
        List<Path> launchFiles = new ArrayList<>();
        try {
            List<Integer> runnable = new ArrayList<>();
            for (int i = 0; i < specs.size(); i++) {
                if (contendersOf(specs.get(i)).isEmpty()) {
                    System.out.printf(
                            "componentbench: spec %d/%d skipped: none of the selected contenders runs %s %s%n",
                            i + 1,
                            specs.size(),
                            specs.get(i).workload().id(),
                            specs.get(i).params());
                } else {
                    runnable.add(i);
                }
            }
            // footprint first: the side-by-side cells are planned from it (CellGroups)
            Footprint.measureInChildJvm(
                    jvms.get(0).path(), contenders, profile.footprintSizes(), partial.resolve(RunData.FOOTPRINT_FILE));
            List<FootprintEntry> footprint = List.of(Json.MAPPER.readValue(
                    partial.resolve(RunData.FOOTPRINT_FILE).toFile(), FootprintEntry[].class));
            List<String> notMeasured = new ArrayList<>(); // what side-by-side cells left out, and why, in the order met
            Map<String, CellGroups> plans = new HashMap<>(); // per spec and JVM: the same in every fork round
            List<Integer> forksPerSpec =
                    runnable.stream().map(i -> forksOf(specs.get(i))).toList();
            int rounds = forksPerSpec.stream().mapToInt(Integer::intValue).max().orElse(0);
            for (ForkLaunch l : ForkLaunch.schedule(forksPerSpec, runnable, jvms)) {
                Spec spec = specs.get(l.spec());
                if (contendersOf(spec, l.jvm()).isEmpty())
                    continue; // said above: none of its contenders runs on this JVM
                System.out.printf(
                        "componentbench: fork round %d/%d, spec %d/%d: %s %s%s%n",
                        l.round(),
                        rounds,
                        l.spec() + 1,
                        specs.size(),
                        spec.workload().id(),
                        spec.params(),
                        jvms.size() > 1 ? " on " + l.jvm().version() : "");
                Path out = partial.resolve("round-" + l.round() + "-spec-" + l.spec() + "-"
                        + l.jvm().version() + ".json");
                boolean sideBySide = sideBySide();
                String launchStart = Instant.now().toString();
                if (sideBySide) {
                    CellGroups groups =
                            plans.computeIfAbsent(l.spec() + "@" + l.jvm().path(), key -> {
                                CellGroups planned = cellGroups(spec, l.jvm(), footprint);
                                planned.leftOut().forEach((k, why) -> {
                                    String line =
                                            k.id() + " in " + spec.workload().id() + " " + spec.params() + ": " + why;
                                    notMeasured.add(line);
                                    System.out.println("componentbench: " + line);
                                });
                                return planned;
                            });
                    // the subject order is seeded by the fork round
                    new Runner(ForkInvocation.sideBySide(
                                            profile,
                                            spec.workload(),
                                            SideBySideCells.params(spec, groups, l.round()),
                                            List.of(),
                                            l.jvm().path(),
                                            out)
                                    .options())
                            .run();
                } else {
                    new Runner(perContender(spec, out, counters, l.jvm()).options()).run();
                }
                JsonNode launched = Json.MAPPER.readTree(out.toFile());
                launched.forEach(r -> ((ObjectNode) r).put(ForkMerge.LAUNCH_START, launchStart));
                launches.add(new ForkMerge.Launch(
                        l.jvm().version(), sideBySide ? SideBySideCells.expand(launched, spec.reference()) : launched));
                launchFiles.add(out); // kept until the run completes: a later failure must not lose it
            }
            ArrayNode merged = ForkMerge.merge(launches, jvms.size() > 1);
            for (JsonNode r : merged) {
                int expected = r.path("secondaryMetrics").has(io.componentbench.results.SideBySideSamples.RATIO_METRIC)
                        ? cellForks
                        : forks;
                if (r.path("forks").asInt() != expected) {
                    throw new IllegalStateException(r.path("benchmark").asText() + " " + r.path("params")
                            + " was measured in " + r.path("forks").asInt() + " forks instead of " + expected
                            + ": two specs run the same benchmark and parameters");
                }
            }
            Json.write(partial.resolve(RunData.RESULTS_FILE), merged);
            for (Path f : launchFiles) Files.delete(f);
            // every JVM measured, in fork order; footprint.json comes from the first
            Env env = Environment.capture(
                            profile,
                            forks,
                            cellForks,
                            isolation,
                            jvms.get(0).path(),
                            counters,
                            start,
                            Instant.now(),
                            gitAtStart.endedAs(Environment.git()),
                            List.copyOf(notMeasured))
                    .withJvms(jvms.stream()
                            .map(j -> new Env.MeasuredJvm(j.path(), j.version(), j.vendor(), j.vm()))
                            .toList())
                    .withSelection(selection());
            Json.write(partial.resolve(RunData.ENV_FILE), env);
            countCaches(partial);
            if (env.git().changedDuringRun()) {
                System.out.println(
                        "componentbench: note: the checkout changed during the run; env.json records its state at the start, "
                                + "which the measured jar was built from");
            }
        } catch (IOException | RunnerException | InterruptedException | RuntimeException e) {
            failed(run, launchFiles.size(), e);
            throw e;
        }
        Path done = run.complete();
        System.out.println("componentbench: run written to " + done);
        return done;
    }

    /**
     * The profile's traced-pass counts ({@link Profile#cacheModelCells}) of the cells this run measured,
     * into the run's {@code cache-model.json}: after every timed fork, in JVMs of their own, with this
     * machine's cache geometry; none when sysfs describes no caches (said, not fatal).
     */
    private void countCaches(Path partial) throws IOException, InterruptedException {
        List<TracedPass.Cell> cells = profile.cacheModelCells().stream()
                .filter(c -> specs.stream()
                        .anyMatch(s -> s.workload().id().equals(c.workload())
                                && !contendersOf(s).isEmpty()
                                && s.params()
                                        .getOrDefault(Parameter.SIZE.name(), List.of())
                                        .contains(String.valueOf(c.size()))))
                .toList();
        if (cells.isEmpty()) return;
        var geometry = CacheGeometry.ofThisMachine();
        if (geometry.isEmpty()) {
            System.out.println("componentbench: no cache counts: this machine describes no caches in "
                    + CacheGeometry.SYSFS
                    + " (scripts/cli cache-model --cache gives a geometry)");
            return;
        }
        System.out.println("componentbench: counting cache behaviour in traced JVMs: " + cells);
        Json.write(
                partial.resolve(CacheModelEntry.File.NAME),
                CacheModelRun.count(
                        jvms.get(0).path(),
                        System.getProperty("java.class.path"),
                        geometry.get(),
                        contenders.stream()
                                .filter(k ->
                                        k.unavailableOn(jvms.get(0).feature()).isEmpty())
                                .map(ContenderKind::id)
                                .toList(),
                        cells));
    }

    /**
     * Ends a run that failed: with no completed launch its partial is deleted; otherwise the
     * completed forks (JMH's JSON of each launch) are kept in {@link RunDirectory#keepIncomplete}, and
     * the error says where. A later fork that cannot start never costs the ones that finished.
     */
    static void failed(RunDirectory run, int completedLaunches, Exception e) {
        try {
            if (completedLaunches == 0) {
                run.abandon();
                return;
            }
            Path kept = run.keepIncomplete();
            e.addSuppressed(new IOException("the run stopped part-way; its " + completedLaunches
                    + " completed launch(es) are kept, as JMH wrote them, in " + kept));
            OutputGuard.notice(
                    "the run failed; its " + completedLaunches + " completed launch(es) are kept in " + kept);
        } catch (IOException | RuntimeException cleanup) {
            e.addSuppressed(cleanup);
        }
    }

    /** What this runner was asked to measure: its contenders, and each workload with the sizes its runnable specs name. */
    Env.Selection selection() {
        Map<String, List<Integer>> sizes = new java.util.TreeMap<>();
        for (Spec s : specs) {
            if (contendersOf(s).isEmpty()) continue; // skipped: none of the selected contenders runs it
            List<Integer> named = s.params().getOrDefault(Parameter.SIZE.name(), List.of()).stream()
                    .map(Integer::valueOf)
                    .toList();
            sizes.merge(
                    s.workload().id(),
                    named,
                    (a, b) -> java.util.stream.Stream.concat(a.stream(), b.stream())
                            .distinct()
                            .sorted()
                            .toList());
        }
        return new Env.Selection(contenders.stream().map(ContenderKind::id).toList(), sizes);
    }

    /** The estimated wall time of this run ({@link RunEstimate}), every JVM included. */
    public Duration estimate() {
        return RunEstimate.of(profile, forks, cellForks, specs, contenders.size(), isolation)
                .multipliedBy(jvms.size());
    }

    /** Forks per result (on each JVM). */
    public int forks() {
        return forks;
    }

    /** Forks of a spec: the cells' when it runs side by side, else the forks per result. */
    int forksOf(Spec spec) {
        return sideBySide() ? cellForks : forks;
    }

    private String forksLine() {
        return sideBySide() ? cellForks + " fork(s) per side-by-side cell" : forks + " fork(s) per result";
    }

    /** One fork of every result of a spec on one JVM, each contender in a fork of its own. */
    ForkInvocation perContender(Spec spec, Path out, boolean counters, JvmChoice.ProbedJvm jvm) {
        String include = spec.workload().include(spec.methods());
        Map<String, List<String>> params = new LinkedHashMap<>();
        params.put(
                Parameter.CONTENDER.name(),
                contendersOf(spec, jvm).stream()
                        .map(Parameter.CONTENDER::format)
                        .toList());
        spec.params().forEach((k, v) -> {
            if (!k.equals(Parameter.CONTENDER.name())) params.put(k, v);
        });
        return ForkInvocation.perContender(profile, include, params, jvm.path(), counters, out);
    }

    /** Whether this runner measures cells side by side. */
    boolean sideBySide() {
        return isolation == Isolation.SIDE_BY_SIDE;
    }

    /**
     * The groups of contenders that share a fork in the spec's cells on {@code jvm}, planned for its
     * largest size and every distribution it runs from the run's footprint.
     */
    CellGroups cellGroups(Spec spec, JvmChoice.ProbedJvm jvm, List<FootprintEntry> footprint) {
        int largest = Spec.largestSize(spec.params()).orElse(0);
        List<Distribution> distributions = spec.params().getOrDefault(Parameter.DISTRIBUTION.name(), List.of()).stream()
                .map(Parameter.DISTRIBUTION::parse)
                .toList();
        return CellGroups.plan(contendersOf(spec, jvm), largest, distributions, footprint);
    }

    /** The measurement's isolation. */
    public Isolation isolation() {
        return isolation;
    }

    /** The run's contenders, narrowed to those the spec names when it names some. */
    private List<ContenderKind> contendersOf(Spec spec) {
        List<String> named = spec.params().get(Parameter.CONTENDER.name());
        return named == null
                ? contenders
                : contenders.stream()
                        .filter(k -> named.contains(Parameter.CONTENDER.format(k)))
                        .toList();
    }

    /** {@link #contendersOf(Spec)} that can run on {@code jvm} (a JDK 22+ contender cannot on 17). */
    List<ContenderKind> contendersOf(Spec spec, JvmChoice.ProbedJvm jvm) {
        return contendersOf(spec).stream()
                .filter(k -> k.unavailableOn(jvm.feature()).isEmpty())
                .toList();
    }

    /** The specs this runner runs, in run order. */
    List<Spec> specs() {
        return specs;
    }

    /** The contenders this runner runs, each once. */
    List<ContenderKind> contenders() {
        return contenders;
    }

    /** The workloads this runner runs, each once. */
    List<Workload> workloads() {
        return workloads;
    }
}

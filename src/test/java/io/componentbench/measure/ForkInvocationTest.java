package io.componentbench.measure;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.componentbench.ab.AbCell;
import io.componentbench.ab.Cleanup;
import io.componentbench.ab.JmhForkLauncher;
import io.componentbench.contender.ContenderKind;
import io.componentbench.workload.ForkJvm;
import io.componentbench.workload.Workload;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.openjdk.jmh.runner.options.CommandLineOptions;
import org.openjdk.jmh.runner.options.Options;
import org.openjdk.jmh.runner.options.ProfilerConfig;
import org.openjdk.jmh.runner.options.TimeValue;

/**
 * The one JMH invocation builder: a run's forks and the A/B's forks are built alike, so the A/B
 * measures a build with the JVM a run measures it with. The fork-mode A/B's command line is read back
 * by JMH's own command-line parser and compared with the options a run hands JMH's Runner.
 */
class ForkInvocationTest {
    private static final JvmChoice.ProbedJvm JVM = new JvmChoice.ProbedJvm("/a/bin/java", "17.0.15", "a", "a");
    private static final Path OUT = Path.of("out.json");

    /** A run's fork of the batched insert workload, each contender in a fork of its own. */
    private static Options runFork() {
        BenchmarkRunner run = BenchmarkRunner.ofWorkloads(
                        Profile.QUICK, List.of(JVM), List.of(ContenderKind.HASH_MAP), List.of(Workload.INSERT))
                .withIsolation(Isolation.FORK);
        return run.perContender(run.specs().get(0), OUT, false, JVM).options();
    }

    /** The fork-mode A/B's fork of one insert cell, parsed as JMH parses the command line it launches. */
    private static Options abFork() throws Exception {
        Map<String, String> params =
                new TreeMap<>(Map.of("contender", "hash-map", "size", "1000", "distribution", "dense"));
        AbCell cell = AbCell.of(Workload.INSERT.benchmarkClass() + ".contender", params);
        List<String> cmd = new JmhForkLauncher(Profile.QUICK, JVM.path(), new Cleanup(), Map.of())
                .command(Path.of("b.jar"), cell, OUT);
        assertEquals(List.of(JVM.path(), "-jar", "b.jar"), cmd.subList(0, 3));
        return new CommandLineOptions(cmd.subList(3, cmd.size()).toArray(String[]::new));
    }

    private static List<String> profilers(Options o) {
        return o.getProfilers().stream().map(ProfilerConfig::getKlass).toList();
    }

    @Test
    void theForkModeAbForkGetsTheJvmFlagsProfilersAndIterationsOfARunsFork() throws Exception {
        Options run = runFork();
        Options ab = abFork();
        assertTrue(
                run.getJvmArgs().get().containsAll(ForkJvm.flags()),
                "a run's fork has the fixed heap and GC: " + run.getJvmArgs().get());
        assertEquals(
                List.copyOf(run.getJvmArgs().get()), List.copyOf(ab.getJvmArgs().get()), "the same JVM flags");
        assertEquals(
                List.of(ForkInvocation.GC_PROFILER),
                profilers(run),
                "the batched workloads' verdicts read the GC profiler");
        assertEquals(profilers(run), profilers(ab), "the same profilers");
        assertEquals(run.getJvm(), ab.getJvm());
        assertEquals(run.getForkCount(), ab.getForkCount());
        assertEquals(run.getWarmupIterations(), ab.getWarmupIterations());
        assertEquals(run.getWarmupTime(), ab.getWarmupTime());
        assertEquals(run.getMeasurementIterations(), ab.getMeasurementIterations());
        assertEquals(run.getMeasurementTime(), ab.getMeasurementTime());
        assertEquals(run.shouldFailOnError(), ab.shouldFailOnError());
        assertEquals(run.getResultFormat(), ab.getResultFormat());
        assertEquals(run.getResult(), ab.getResult());
    }

    @Test
    void theAbForkRunsExactlyItsCellsBenchmark() throws Exception {
        Options ab = abFork();
        String benchmark = Workload.INSERT.benchmarkClass() + ".contender";
        assertEquals(1, ab.getIncludes().size());
        assertTrue(java.util.regex.Pattern.compile(ab.getIncludes().get(0))
                .matcher(benchmark)
                .find());
        assertTrue(
                !java.util.regex.Pattern.compile(ab.getIncludes().get(0))
                        .matcher(benchmark + "X")
                        .find(),
                "anchored");
        assertEquals(
                List.of("hash-map"), List.copyOf(ab.getParameter("contender").get()));
        assertEquals(List.of("1000"), List.copyOf(ab.getParameter("size").get()));
    }

    @Test
    void aSideBySideForkHasTheCellFlagsThenTheCallersAndNoProfiler() {
        Options o = ForkInvocation.sideBySide(
                        Profile.QUICK,
                        Workload.ITERATE,
                        Map.of("workload", List.of("iterate")),
                        List.of("-Dx=y"),
                        "/a/bin/java",
                        OUT)
                .options();
        List<String> expected = new java.util.ArrayList<>(ForkJvm.cellFlags());
        expected.add("-Dx=y");
        assertEquals(expected, List.copyOf(o.getJvmArgs().get()));
        assertEquals(List.of(), profilers(o), "a profiler's figures would be the whole cell's");
        assertEquals(
                Profile.QUICK.slices.measurementIterations(),
                o.getMeasurementIterations().get());
        assertEquals(List.of(ForkInvocation.exactly(SideBySideCells.BENCHMARK)), o.getIncludes());
    }

    @Test
    void aSideBySideForkWarmsUpAsItsWorkloadNeedsAndItsCommandLineSaysTheSame() throws Exception {
        Profile.Slices t = Profile.QUICK.slices;
        for (Workload w : Workload.values()) {
            ForkInvocation fork = ForkInvocation.sideBySide(
                    Profile.QUICK,
                    w,
                    Map.of("workload", List.of(w.id()), "size", List.of("1000", "10000")),
                    List.of("-Dx=y"),
                    JVM.path(),
                    OUT);
            Options run = fork.options();
            List<String> cmd = fork.commandLine(JVM.path(), Path.of("b.jar"));
            Options parsed = new CommandLineOptions(cmd.subList(3, cmd.size()).toArray(String[]::new));
            boolean pass = w == Workload.ITERATE || w == Workload.LOOKUP || w == Workload.JOIN;
            boolean batchedOrChurn = w == Workload.INSERT || w == Workload.REMOVE || w == Workload.CHURN;
            int factor = pass ? 7 : batchedOrChurn ? 3 : 1;
            assertEquals(
                    TimeValue.milliseconds(factor * t.warmupMillis()),
                    run.getWarmupTime().get(),
                    w + ": a batched or churn cell warms up 3x as long, a pass workload's up to 10K entities 7x");
            Options large = ForkInvocation.sideBySide(
                            Profile.QUICK,
                            w,
                            Map.of("workload", List.of(w.id()), "size", List.of("10000", "100000")),
                            List.of(),
                            JVM.path(),
                            OUT)
                    .options();
            assertEquals(
                    TimeValue.milliseconds((batchedOrChurn ? 3 : 1) * t.warmupMillis()),
                    large.getWarmupTime().get(),
                    w + ": the largest size of an invocation decides its warm-up");
            assertEquals(run.getWarmupTime(), parsed.getWarmupTime(), w.id());
            assertEquals(run.getWarmupIterations(), parsed.getWarmupIterations(), w.id());
            assertEquals(run.getMeasurementTime(), parsed.getMeasurementTime(), w.id());
            assertEquals(run.getMeasurementIterations(), parsed.getMeasurementIterations(), w.id());
            assertEquals(run.getIncludes(), parsed.getIncludes(), w.id());
            assertEquals(
                    List.copyOf(run.getJvmArgs().get()),
                    List.copyOf(parsed.getJvmArgs().get()),
                    w.id());
            assertEquals(
                    List.copyOf(run.getParameter("size").get()),
                    List.copyOf(parsed.getParameter("size").get()),
                    w.id());
            assertEquals(profilers(run), profilers(parsed), w.id());
        }
    }
}

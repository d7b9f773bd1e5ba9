package io.componentbench.measure;

import io.componentbench.workload.ForkJvm;
import io.componentbench.workload.Workload;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import org.openjdk.jmh.results.format.ResultFormatType;
import org.openjdk.jmh.runner.options.ChainedOptionsBuilder;
import org.openjdk.jmh.runner.options.Options;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;

/**
 * One JMH launch of one fork: the benchmarks it runs, their parameters, the iterations, the fork's
 * JVM and flags, the profilers and the JSON result file. The one place a JMH invocation is built: a
 * run and the side-by-side A/B hand it to JMH's Runner in this process ({@link #options}), the
 * fork-mode A/B runs it as the command line of a revision's benchmark jar ({@link #commandLine}); so
 * a fork of one contender gets the same flags and profilers wherever it is launched from.
 *
 * @param include the regex of the benchmarks to run
 * @param params JMH parameters by name, each with its values (JMH makes one fork per combination)
 * @param jvm the {@code java} binary of the fork
 * @param flags the fork's JVM flags
 * @param profilers JMH profilers by name ({@code gc}, {@code perfnorm})
 * @param result where JMH writes its JSON result
 */
public record ForkInvocation(
        String include,
        Map<String, List<String>> params,
        int warmupIterations,
        int warmupMillis,
        int measurementIterations,
        int measurementMillis,
        String jvm,
        List<String> flags,
        List<String> profilers,
        Path result) {
    /** JMH's GC profiler: collections, their time and the bytes allocated per operation. */
    public static final String GC_PROFILER = "gc";
    /** JMH's hardware counters per operation (Linux perf). */
    public static final String COUNTERS_PROFILER = "perfnorm";

    public ForkInvocation {
        params = copy(params);
        flags = List.copyOf(flags);
        profilers = List.copyOf(profilers);
    }

    /**
     * One fork of benchmarks measuring one contender each (a run in forks of their own, a fork-mode
     * A/B): the profile's iterations, the fixed
     * {@link ForkJvm#flags() fork flags} and the GC profiler, whose figures the batched workloads'
     * verdicts need; with {@code counters} also the hardware counters.
     */
    public static ForkInvocation perContender(
            Profile profile,
            String include,
            Map<String, List<String>> params,
            String jvm,
            boolean counters,
            Path result) {
        List<String> profilers = counters ? List.of(GC_PROFILER, COUNTERS_PROFILER) : List.of(GC_PROFILER);
        return new ForkInvocation(
                include,
                params,
                profile.warmupIterations,
                profile.warmupMillis,
                profile.measurementIterations,
                profile.measurementMillis,
                jvm,
                ForkJvm.flags(),
                profilers,
                result);
    }

    /**
     * One fork of side-by-side cells of {@code workload}: {@code SideBySideBenchmark} alone, the profile's
     * {@link Profile.Slices} iterations (the longer warm-up of a batched workload's cell, and of a small pass workload's), the {@link ForkJvm#cellFlags() cell flags} and
     * {@code moreFlags}. No profiler: its figures would be the whole cell's, not a subject's.
     */
    public static ForkInvocation sideBySide(
            Profile profile,
            Workload workload,
            Map<String, List<String>> params,
            List<String> moreFlags,
            String jvm,
            Path result) {
        Profile.Slices t = profile.slices;
        List<String> flags = new ArrayList<>(ForkJvm.cellFlags());
        flags.addAll(moreFlags);
        return new ForkInvocation(
                exactly(SideBySideCells.BENCHMARK),
                params,
                t.warmupIterations(),
                t.warmupMillis(workload, params),
                t.measurementIterations(),
                t.measurementMillis(),
                jvm,
                flags,
                List.of(),
                result);
    }

    /** The regex that matches benchmark {@code name} and nothing else. */
    public static String exactly(String name) {
        return "^" + Pattern.quote(name) + "$";
    }

    /** The options for JMH's Runner in this process: one fork, these iterations, flags and profilers, fail on error, JSON to {@link #result}. */
    public Options options() {
        ChainedOptionsBuilder b = new OptionsBuilder()
                .warmupIterations(warmupIterations)
                .warmupTime(TimeValue.milliseconds(warmupMillis))
                .measurementIterations(measurementIterations)
                .measurementTime(TimeValue.milliseconds(measurementMillis))
                .forks(1)
                .jvm(jvm)
                .jvmArgs(flags.toArray(String[]::new))
                .shouldFailOnError(true)
                .resultFormat(ResultFormatType.JSON)
                .result(result.toString())
                .include(include);
        params.forEach((k, v) -> b.param(k, v.toArray(String[]::new)));
        for (String p : profilers) b.addProfiler(p);
        return b.build();
    }

    /** The same launch as the command line of benchmark jar {@code jar} run by {@code java}: JMH's own options, one for each of {@link #options()}. */
    public List<String> commandLine(String java, Path jar) {
        List<String> cmd = new ArrayList<>(List.of(
                java,
                "-jar",
                jar.toString(),
                include,
                "-f",
                "1",
                "-wi",
                String.valueOf(warmupIterations),
                "-w",
                warmupMillis + "ms",
                "-i",
                String.valueOf(measurementIterations),
                "-r",
                measurementMillis + "ms"));
        params.forEach((k, values) -> {
            cmd.add("-p");
            cmd.add(k + "=" + String.join(",", values));
        });
        cmd.addAll(List.of("-jvm", jvm, "-jvmArgs", String.join(" ", flags), "-foe", "true"));
        for (String p : profilers) cmd.addAll(List.of("-prof", p));
        cmd.addAll(List.of("-rf", "json", "-rff", result.toString()));
        return cmd;
    }

    private static Map<String, List<String>> copy(Map<String, List<String>> params) {
        Map<String, List<String>> m = new LinkedHashMap<>();
        params.forEach((k, v) -> m.put(k, List.copyOf(v)));
        return Collections.unmodifiableMap(m);
    }
}

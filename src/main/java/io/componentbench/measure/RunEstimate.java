package io.componentbench.measure;

import io.componentbench.workload.Parameter;
import io.componentbench.workload.Workload;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.openjdk.jmh.runner.BenchmarkList;
import org.openjdk.jmh.runner.BenchmarkListEntry;
import org.openjdk.jmh.runner.format.OutputFormatFactory;
import org.openjdk.jmh.runner.options.VerboseMode;

/**
 * How long a run takes, estimated before it starts from what JMH will run. For every spec, the
 * parameter combinations of its {@code contender} and {@code rawArray} methods are counted the way
 * JMH expands them (JMH's own benchmark list says which parameters each method declares; a spec's
 * values replace the declared ones, and {@code contender} has one value per contender run), so a
 * new contender or a new {@code @Param} shows up in the estimate by itself. Each combination runs in
 * {@link Profile#forks} JVMs, and each fork costs:
 * <pre>
 *   FORK_SECONDS + SETUP_SECONDS_PER_MILLION * M
 *     + warm-up and measurement time + iterations * overrun(workload) * M      (M = entities / 1e6)
 * </pre>
 * The overrun is how far an iteration runs past its nominal time because JMH finishes the
 * operation (a whole pass over N entities) in flight: the mean over contenders of the committed full
 * baseline's operation times at 1M entities (a TreeMap lookup pass is the longest there, and every one
 * of its iterations lasts as long as one pass whatever the profile says). Batched workloads (insert,
 * remove) add {@link #BATCHED_ITERATION_SECONDS} per iteration: a full collection and making the batch.
 * The fork constants are fitted to runs of the three profiles, the per-fork cost to a smoke run with
 * the forks' 4 GiB heap, a full collection after every trial setup and the GC profiler
 * (docs/workloads.md, "Profiles", gives the runs and how close the estimates came). The estimate is
 * of the whole {@code run}, on a machine like this project's 2-core VM.
 */
public final class RunEstimate {
    /** Seconds every fork costs beyond its iterations: JVM start, JMH handshake, a small setup. */
    static final double FORK_SECONDS = 0.80;
    /** Further setup seconds per million entities: building the population and the container, a full GC. */
    static final double SETUP_SECONDS_PER_MILLION = 0.80;
    /** Further seconds per iteration of a batched workload: the iteration setup's full collection and its batch. */
    static final double BATCHED_ITERATION_SECONDS = 0.05;

    private RunEstimate() {}

    /** The JMH parameter combinations (results) one JMH method of a spec produces at one size. */
    public record Combinations(Workload workload, String method, int size, long count) {}

    /** The estimated wall time of running {@code specs} with {@code profile}'s timing over {@code contenders} contenders. */
    public static Duration of(Profile profile, List<Spec> specs, int contenders) {
        return of(profile, profile.forks, specs, contenders);
    }

    /** As {@link #of(Profile, List, int)}, with {@code forks} forks per result instead of the profile's. */
    public static Duration of(Profile profile, int forks, List<Spec> specs, int contenders) {
        double nominal = (profile.warmupIterations * profile.warmupMillis
                        + profile.measurementIterations * profile.measurementMillis)
                / 1000.0;
        int iterations = profile.warmupIterations + profile.measurementIterations;
        double seconds = 0;
        for (Combinations c : combinations(specs, contenders)) {
            double millions = c.size() / 1e6;
            double overrun = c.method().equals(Workload.CONTENDER_METHOD) ? overrunPerMillion(c.workload()) : 0;
            double batch = c.workload().batched() ? iterations * BATCHED_ITERATION_SECONDS : 0;
            double perFork = FORK_SECONDS
                    + SETUP_SECONDS_PER_MILLION * millions
                    + nominal
                    + batch
                    + iterations * overrun * millions;
            seconds += c.count() * forks * perFork;
        }
        return Duration.ofMillis(Math.round(seconds * 1000));
    }

    /**
     * As {@link #of(Profile, int, List, int)}, measuring cells {@link Isolation#SIDE_BY_SIDE side by
     * side}: one fork per cell (per group of {@link CellGroups#MAX_CONTENDERS} contenders) and round, costing {@code FORK_SECONDS + SUBJECT_SETUP_SECONDS_PER_MILLION
     * * M * subjects + the profile's slice iterations + iterations * overrun * M * subjects}, where the
     * overrun is what a round in flight adds ({@link #ROUND_OVERRUN_SECONDS_PER_MILLION}) or, for the
     * workloads that use containers up, what preparing them takes, untimed, in every unit
     * ({@link #preparedSecondsPerMillion}): at large sizes that outlasts the iteration.
     */
    public static Duration of(
            Profile profile, int forks, int cellForks, List<Spec> specs, int contenders, Isolation isolation) {
        if (isolation == Isolation.FORK) return of(profile, forks, specs, contenders);
        Profile.Slices t = profile.slices;
        double measured = t.measurementMillis() / 1000.0;
        double seconds = 0;
        for (Spec spec : specs) {
            List<String> named = spec.params().get(Parameter.CONTENDER.name());
            int inCell = Math.max(1, named != null ? Math.min(named.size(), contenders) : contenders);
            for (Combinations c : combinations(List.of(spec), contenders)) {
                if (!c.method().equals(Workload.CONTENDER_METHOD)) continue;
                long cells = Math.max(1, c.count() / inCell);
                double millions = c.size() / 1e6;
                // a cell with more contenders than a fork's slots runs as several groups (CellGroups), a fork each
                int groups = (inCell + CellGroups.MAX_CONTENDERS - 1) / CellGroups.MAX_CONTENDERS;
                int subjects = (inCell + groups - 1) / groups + 2;
                double warmup = t.warmupMillis(spec.workload(), spec.params()) / 1000.0;
                double perWarmup;
                double perMeasured;
                if (spec.workload().batched()) {
                    // a round prepares and uses up every subject's batch; a warm-up iteration lasts its
                    // (longer) time or one round, whichever is longer; a measured one as fitted
                    double round = preparedSecondsPerMillion(spec.workload()) * millions * subjects;
                    perWarmup = Math.max(warmup, round);
                    perMeasured = measured + round;
                } else {
                    double overrun = ROUND_OVERRUN_SECONDS_PER_MILLION * millions * subjects;
                    perWarmup = warmup + overrun;
                    perMeasured = measured + overrun;
                }
                double perFork = FORK_SECONDS
                        + SUBJECT_SETUP_SECONDS_PER_MILLION * millions * subjects
                        + t.warmupIterations() * perWarmup
                        + t.measurementIterations() * perMeasured;
                seconds += cells * groups * cellForks * perFork;
            }
        }
        return Duration.ofMillis(Math.round(seconds * 1000));
    }

    /**
     * Setup seconds per million entities and subject of a side-by-side cell: building it and its share of
     * the settling collections, fitted to a quick run of six cells, 5 forks, in which every subject was settled
     * by a collection of its own (docs/side-by-side.md, "Precision against measurement time", names the run). It
     * is not refitted to cells that settle their subjects with one collection, with one collector thread, so
     * the quick profile's estimate can run short of its wall time (docs/side-by-side.md, "One collector thread,
     * and one settling collection per cell").
     */
    static final double SUBJECT_SETUP_SECONDS_PER_MILLION = 1.0;

    /** Seconds per million entities and subject that an iteration of a side-by-side cell overruns (the round in flight finishes). */
    static final double ROUND_OVERRUN_SECONDS_PER_MILLION = 0.004;

    /**
     * Seconds per million entities and subject one side-by-side round spends preparing, untimed, the
     * containers an insert (empty ones) or a removal (full ones, built) uses up, with its timed part.
     */
    static double preparedSecondsPerMillion(Workload w) {
        return w == Workload.REMOVE ? 0.6 : 0.15;
    }

    /** The estimated wall time of a whole profile over {@code contenders} contenders, measured as a run does by default (side by side). */
    public static Duration of(Profile profile, int contenders) {
        return of(profile, profile.forks, profile.slices.forks(), profile.specs(), contenders, Isolation.SIDE_BY_SIDE);
    }

    /**
     * Mean seconds an iteration overruns its nominal time at 1M entities (see the class comment),
     * from a committed full baseline's operation times at 1M, averaged over its contenders.
     */
    static double overrunPerMillion(Workload w) {
        return switch (w) {
            case ITERATE -> 0.005;
            case JOIN -> 0.010;
            case INSERT -> 0.035;
            case CHURN -> 0.065;
            case LOOKUP -> 0.125;
            case REMOVE -> 0.130;
            case RESPAWN -> 0.100;
        };
    }

    /** Every (workload, JMH method, size) the specs produce, with its number of parameter combinations. */
    public static List<Combinations> combinations(List<Spec> specs, int contenders) {
        List<Combinations> out = new ArrayList<>();
        for (Spec spec : specs) {
            for (BenchmarkListEntry method : methods(spec.workload())) {
                String name =
                        method.getUsername().substring(method.getUsername().lastIndexOf('.') + 1);
                if (!spec.methods().contains(name)) continue;
                Map<String, String[]> declared = method.getParams().orElse(Map.of());
                long others = 1;
                for (Map.Entry<String, String[]> p : declared.entrySet()) {
                    if (p.getKey().equals(Parameter.SIZE.name())) continue;
                    List<String> set = spec.params().get(p.getKey());
                    others *= p.getKey().equals(Parameter.CONTENDER.name())
                            ? (set != null ? Math.min(set.size(), contenders) : contenders)
                            : set != null ? set.size() : p.getValue().length;
                }
                List<String> sizes = spec.params()
                        .getOrDefault(
                                Parameter.SIZE.name(),
                                List.of(declared.getOrDefault(Parameter.SIZE.name(), new String[] {"0"})));
                for (String size : sizes)
                    out.add(new Combinations(spec.workload(), name, Integer.parseInt(size), others));
            }
        }
        return out;
    }

    /** Total parameter combinations (results) the specs produce. */
    public static long results(List<Spec> specs, int contenders) {
        return combinations(specs, contenders).stream()
                .mapToLong(Combinations::count)
                .sum();
    }

    private static List<BenchmarkListEntry> methods(Workload workload) {
        String include = workload.include(List.of(Workload.CONTENDER_METHOD, Workload.REFERENCE_METHOD));
        List<BenchmarkListEntry> found = List.copyOf(BenchmarkList.defaultList()
                .find(
                        OutputFormatFactory.createFormatInstance(System.out, VerboseMode.SILENT),
                        List.of(include),
                        List.of()));
        if (found.isEmpty())
            throw new IllegalStateException(
                    "no JMH benchmarks for " + workload.benchmarkClass() + " on the class path");
        return found;
    }
}

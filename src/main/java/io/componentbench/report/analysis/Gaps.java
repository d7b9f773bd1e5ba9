package io.componentbench.report.analysis;

import io.componentbench.contender.ContenderKind;
import io.componentbench.contender.Storage;
import io.componentbench.measure.Profile;
import io.componentbench.results.Env;
import io.componentbench.results.LoadProblem;
import io.componentbench.results.Result;
import io.componentbench.stats.Estimate;
import io.componentbench.stats.Outlier;
import io.componentbench.workload.ContainerState;
import io.componentbench.workload.Order;
import io.componentbench.workload.Workload;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * What the run lacks or where its figures need care, for the report's gaps section: missing results
 * and references, contenders no JVM of the run can run, results without an interval, results that spent their time in garbage collection
 * (and which allocate by design), contenders faster than the reference (beyond noise or not, and why where known), and outlier
 * iterations.
 */
public final class Gaps {
    private Gaps() {}

    /** A result whose measured iterations spent more than this share of their time in GC is flagged. */
    public static final double GC_LIMIT = 0.05;

    /**
     * Registered contenders with no result because no JVM of the run can run them (a JDK 22+ contender
     * in a run on 17), each with the reason ({@link ContenderKind#unavailableOn}); empty when env.json
     * does not say which JVMs measured.
     */
    public static Map<ContenderKind, String> notRunnable(Analysis a) {
        List<Integer> features = a
                .run()
                .env()
                .map(e -> e.jvms().isEmpty()
                        ? List.of(e.jvm().forkVersion())
                        : e.jvms().stream().map(Env.MeasuredJvm::version).toList())
                .orElse(List.of())
                .stream()
                .map(Analysis::feature)
                .filter(f -> f > 0)
                .distinct()
                .toList();
        Set<ContenderKind> present =
                a.results().stream().flatMap(r -> r.contender().stream()).collect(Collectors.toSet());
        Map<ContenderKind, String> absent = new LinkedHashMap<>();
        if (features.isEmpty()) return absent;
        for (ContenderKind k : ContenderKind.all()) {
            List<String> why =
                    features.stream().flatMap(f -> k.unavailableOn(f).stream()).toList();
            if (!present.contains(k) && why.size() == features.size()) absent.put(k, why.get(0));
        }
        return absent;
    }

    /** What is missing from the run: load problems, contenders absent from a group, absent references, results without an interval. */
    public static List<String> missingResults(Analysis a) {
        List<String> gaps = new ArrayList<>(LoadProblem.texts(a.run().problems()));
        a.run().env().map(Env::measurement).ifPresent(m -> gaps.addAll(m.notMeasured()));
        if (a.calibrationResultsLeftOut() > 0) {
            gaps.add(a.calibrationResultsLeftOut()
                    + " result(s) of calibration-only contenders (the gate self-test's) left out of this report");
        }
        Map<ContenderKind, String> notRunnable = notRunnable(a);
        for (Group g : a.groups()) {
            if (!g.missing().isEmpty()) {
                gaps.add("missing in " + g.title() + ": "
                        + g.missing().stream()
                                .map(k -> k.id()
                                        + (notRunnable.containsKey(k)
                                                ? " (" + notRunnable.get(k) + ")"
                                                : byDesignAbsent(k, g)))
                                .collect(Collectors.joining(", ")));
            }
            if (g.raw().isEmpty()) gaps.add("missing in " + g.title() + ": " + Result.RAW_ARRAY + " reference");
            g.results().stream()
                    .filter(r -> !g.estimate(r).known())
                    .forEach(r -> gaps.add(
                            "no error estimate (too few iterations) for " + r.contenderId() + " in " + g.title()));
        }
        return gaps;
    }

    /** Why a contender is absent from a group by design, or empty text. */
    private static String byDesignAbsent(ContenderKind k, Group g) {
        boolean removes = g.workload() == Workload.REMOVE
                || g.workload() == Workload.RESPAWN
                || g.workload() == Workload.CHURN
                || g.state().equals(Optional.of(ContainerState.CHURNED));
        if (g.size() == Profile.BEYOND_CACHE_SIZE) {
            return " (by design: the " + Format.count(Profile.BEYOND_CACHE_SIZE) + " point measures "
                    + Profile.BEYOND_CACHE_CHOICE + ")";
        }
        if (k == ContenderKind.ASHLEY && removes && g.size() > Profile.QUADRATIC_MAX_SIZE) {
            return " (by design: its removal is quadratic, so it runs only up to "
                    + Format.count(Profile.QUADRATIC_MAX_SIZE) + ")";
        }
        return "";
    }

    /** A result whose measured iterations spent more than {@link #GC_LIMIT} of their time in GC. */
    public record GcFlag(Group group, Result result, double fraction, Optional<String> byDesign) {}

    /**
     * Every result spending more than {@link #GC_LIMIT} of its measured time in GC, worst first. A
     * batched workload measured in forks of its own runs one full collection in its iteration setup,
     * inside the profiler's window (InsertBenchmark explains why), which the forks' ParallelGC counts
     * twice (the young collection it runs first, then the full one), so there only collections
     * beyond {@link #SETUP_COLLECTIONS_PER_ITERATION} per measured iteration count: such a result is
     * flagged whatever its time share, since a collection then fell inside the timed call or its
     * batch's making. Measured side by side, a subject counts only the collections inside its own
     * timed parts (not its containers' making), so a batched one is flagged for any collection.
     */
    public static List<GcFlag> gcFlags(Analysis a) {
        List<GcFlag> flags = new ArrayList<>();
        for (Group g : a.groups()) {
            for (Result r : g.results()) {
                double f = r.gc().fraction();
                boolean flagged = r.workload().batched() ? collectionsBeyondSetup(r) > 0 : f > GC_LIMIT;
                if (flagged) flags.add(new GcFlag(g, r, f, allocatesByDesign(r)));
            }
        }
        flags.sort(Comparator.comparingDouble(GcFlag::fraction).reversed());
        return flags;
    }

    /**
     * Collections the GC profiler counts for the full collection a batched workload's setup runs per
     * iteration: ParallelGC (the forks' collector, {@code ForkJvm}) counts its young collection and
     * the full one (measured: an insert fork of 9 iterations counted 18).
     */
    public static final int SETUP_COLLECTIONS_PER_ITERATION = 2;

    /**
     * A batched result's collections beyond those its setup runs before every measured iteration:
     * all of them when it was measured side by side (its figures exclude the untimed setup).
     */
    static double collectionsBeyondSetup(Result r) {
        if (r.sideBySide().present()) return r.gc().collections();
        long iterations = r.rawNsPerElement().stream().mapToLong(List::size).sum();
        return r.gc().collections() - SETUP_COLLECTIONS_PER_ITERATION * iterations;
    }

    /** Whether GC time figures were in the run at all (the GC profiler's, or side by side the contenders' own; older runs have none). */
    public static boolean hasGcTime(Analysis a) {
        return a.results().stream().anyMatch(r -> !Double.isNaN(r.gc().fraction()));
    }

    /**
     * Why a result allocates by design, if it does: JDK maps box each {@code Integer} key of a
     * lookup, and inserts (and churn's re-adds) into object-holding containers allocate a component
     * object per entity, and growing containers allocate their growth.
     */
    public static Optional<String> allocatesByDesign(Result r) {
        Optional<ContenderKind> c = r.contender();
        if (c.isEmpty()) return Optional.empty();
        ContenderKind k = c.get();
        boolean jdk = k == ContenderKind.HASH_MAP || k == ContenderKind.TREE_MAP;
        return switch (r.workload()) {
            case LOOKUP ->
                jdk ? Optional.of("allocates by design: boxes every Integer key it looks up") : Optional.empty();
            case INSERT ->
                Optional.of(
                        k.storage() == Storage.INLINE
                                ? "allocates by design: growth of the container it fills"
                                : k.family().map()
                                        ? "allocates by design: a Position object and a map entry per insert"
                                        : "allocates by design: a Position object per insert");
            case CHURN, RESPAWN ->
                k.storage() == Storage.OBJECTS
                        ? Optional.of("allocates by design: a Position object per re-added component")
                        : Optional.empty();
            case REMOVE ->
                jdk ? Optional.of("allocates by design: boxes every Integer key it removes") : Optional.empty();
            default -> Optional.empty();
        };
    }

    /**
     * How far below 1 a contender's ratio center must lie, beyond its interval, when its cell has no
     * twin to say how far the reference strays from itself (forks of its own, or a single fork).
     */
    public static final double NOISE_WITHOUT_TWIN = 0.05;

    /** Where the known reasons a contender beats the reference are explained. */
    public static final String BEATS_EXPLAINED_IN = "docs/workloads.md#where-a-contender-beats-the-reference";

    /**
     * A known reason a contender beats the reference: the contender, the workload and the orders
     * (lookup orders; empty: every order) it applies to, and what it is.
     */
    private record Mechanism(ContenderKind contender, Workload workload, Set<Order> orders, String why) {
        boolean covers(Result r) {
            return r.contender().equals(Optional.of(contender))
                    && r.workload() == workload
                    && (orders.isEmpty()
                            || r.scenario().order().map(orders::contains).orElse(false));
        }
    }

    private static final String SPARSE_MISS =
            "by design: a miss is one 4-byte sparse slot compared with 0; the reference"
                    + " loads an 8-byte pair and tests a float for NaN (in cache that test alone costs about 1.8x)";

    /** The known mechanisms, each measured (docs/workloads.md says how); a beat not covered here is not explained. */
    private static final List<Mechanism> KNOWN_BEATS = List.of(
            new Mechanism(
                    ContenderKind.DIRECT_ARRAY,
                    Workload.LOOKUP,
                    Set.of(Order.SHUFFLED, Order.INSERTION),
                    "by design: its presence test is a null check the JIT folds into the load; the reference tests a"
                            + " value with a branch"),
            new Mechanism(
                    ContenderKind.DIRECT_ARRAY,
                    Workload.LOOKUP,
                    Set.of(Order.MISS),
                    "by design: it reads a 4-byte reference per miss where the reference reads an 8-byte pair"),
            new Mechanism(ContenderKind.SPARSE_SET, Workload.LOOKUP, Set.of(Order.MISS), SPARSE_MISS),
            new Mechanism(ContenderKind.PACKED_SPARSE_SET, Workload.LOOKUP, Set.of(Order.MISS), SPARSE_MISS));

    /**
     * A contender whose ratio interval to its group's raw-array reference lies wholly below 1.
     *
     * @param noise how far below 1 the ratio's center must lie to count: {@link #noise(Result)}
     * @param byDesign the known mechanism, empty when none is known
     */
    public record BeatsReference(
            Group group, Result result, io.componentbench.stats.Ratio ratio, double noise, Optional<String> byDesign) {
        /** The forks a beat needs. */
        public static final int MIN_FORKS = 2;

        /**
         * Whether the contender beats the reference by more than noise: measured in at least
         * {@value #MIN_FORKS} forks (one fork's interval is over its iterations and leaves out how forks
         * differ, so a one-fork run decides no beat) and its center below {@code 1 - noise}.
         */
        public boolean beyondNoise() {
            return result.rawData().size() >= MIN_FORKS && ratio.center() < 1 - noise;
        }

        /** A beat beyond noise that no known mechanism explains: the reference is no floor there, and nobody knows why. */
        public boolean unexplained() {
            return beyondNoise() && byDesign.isEmpty();
        }
    }

    /**
     * Every contender whose ratio interval to its group's raw-array reference lies wholly below 1,
     * with the noise its lead must exceed and its known mechanism. The rule for a beat "by more than
     * noise" ({@link BeatsReference#beyondNoise()}): at least two forks, the whole 95% interval below 1 and the center
     * below 1 by more than the cell's twin strays from 1 at either end of its 95% interval (the twin
     * is the reference loaded a second time, so the same code measured in the same cell can land that
     * far from the reference by chance), or by {@link #NOISE_WITHOUT_TWIN} without a twin.
     */
    public static List<BeatsReference> referenceBeaten(Analysis a) {
        List<BeatsReference> out = new ArrayList<>();
        for (Group g : a.groups()) {
            Optional<Result> raw = g.raw();
            if (raw.isEmpty()) continue;
            for (Result r : g.contenders()) {
                io.componentbench.stats.Ratio q = g.ratio(r, raw.get());
                if (q.known() && q.upper() < 1) out.add(new BeatsReference(g, r, q, noise(r), beatsByDesign(r)));
            }
        }
        return out;
    }

    /**
     * The cells below the reference ({@link #referenceBeaten}) as the report and {@code check-reference}
     * read them: the beats (beyond noise) and the rest, within noise.
     */
    public record BelowReference(List<BeatsReference> beats, List<BeatsReference> withinNoise) {
        /** The beats no known mechanism explains. */
        public List<BeatsReference> unexplained() {
            return beats.stream().filter(BeatsReference::unexplained).toList();
        }
    }

    /** {@link #referenceBeaten}, split into beats beyond noise and results within it. */
    public static BelowReference belowReference(Analysis a) {
        Map<Boolean, List<BeatsReference>> split =
                referenceBeaten(a).stream().collect(Collectors.partitioningBy(BeatsReference::beyondNoise));
        return new BelowReference(split.get(true), split.get(false));
    }

    /**
     * How far from 1 the result's cell twin (its A/A: the reference over itself, measured side by
     * side) reaches at either end of its interval, or {@link #NOISE_WITHOUT_TWIN} when it has no twin
     * with an interval.
     */
    public static double noise(Result r) {
        return r.sideBySide()
                .twinRatio()
                .filter(io.componentbench.stats.Ratio::known)
                .map(t -> Math.max(1 - t.lower(), t.upper() - 1))
                .orElse(NOISE_WITHOUT_TWIN);
    }

    /** Why a contender beats the reference by design ({@link #KNOWN_BEATS}), empty when no mechanism is known. */
    public static Optional<String> beatsByDesign(Result r) {
        return KNOWN_BEATS.stream().filter(m -> m.covers(r)).map(Mechanism::why).findFirst();
    }

    /** Outlier iterations ({@link Estimate#outliers()}), kept in every figure and listed here. */
    public static List<String> outliers(Analysis a) {
        List<String> out = new ArrayList<>();
        for (Group g : a.groups()) {
            for (Result r : g.results()) {
                Estimate e = g.estimate(r);
                for (Outlier o : e.outliers()) {
                    out.add(r.contenderId() + " in " + g.title() + ": fork " + (o.fork() + 1) + " iteration "
                            + (o.iteration() + 1) + " " + Format.num(o.value()) + " ns/element against a center of "
                            + Format.num(e.center()));
                }
            }
        }
        return out;
    }
}

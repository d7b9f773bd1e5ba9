package io.componentbench.measure;

import static io.componentbench.workload.Workload.CHURN;
import static io.componentbench.workload.Workload.INSERT;
import static io.componentbench.workload.Workload.ITERATE;
import static io.componentbench.workload.Workload.JOIN;
import static io.componentbench.workload.Workload.LOOKUP;
import static io.componentbench.workload.Workload.REMOVE;
import static io.componentbench.workload.Workload.RESPAWN;

import io.componentbench.cache.trace.TracedPass;
import io.componentbench.contender.ContenderKind;
import io.componentbench.contender.Storage;
import io.componentbench.workload.ContainerState;
import io.componentbench.workload.Distribution;
import io.componentbench.workload.Order;
import io.componentbench.workload.Parameter;
import io.componentbench.workload.Workload;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * The benchmark profiles. Every profile runs every contender on every workload; they differ in
 * sizes, variants, forks and iteration budget. Each parameter combination runs in {@link #forks}
 * JVMs: the interval of a result ({@code io.componentbench.stats.Estimate}) is built from the
 * spread between forks, so more forks buy precision that longer iterations cannot (fork-to-fork
 * differences, JIT decisions and memory layout, do not average out within a fork).
 * <ul>
 *   <li>{@code smoke}: 1K dense entities, one fork, three 20 ms iterations: proves the pipeline (CI).</li>
 *   <li>{@code quick} (what {@code mvn verify} runs): every workload, every contender, 5 forks per
 *       side-by-side cell (3 per contender in forks of their own). Iteration, shuffled lookup and the
 *       join, the workloads that are about memory, at 1M (out of cache); iteration there in both
 *       container states ({@code fresh} and {@code churned}), because at 1M the allocation order of
 *       component objects decides its rankings. Insert, remove, respawn and churn at 1K (in cache).
 *       Left to {@code full}: churned lookups (at 1M a churned container's lookups rank as its fresh
 *       ones do), insertion-order lookups and misses, the churned join, shuffled and presized inserts
 *       and the size sweep. A 1M cell's fork is mostly building and settling its subjects, and a
 *       measured iteration is 0.5 s of it, so quick measures 8 iterations, not 4: on a noisy host most
 *       of a 1M pass ratio's width is noise within the fork (docs/side-by-side.md, "The quick profile
 *       reshaped", has the figures).
 *       {@link RunEstimate} must stay within {@link #estimateBudget()}.</li>
 *   <li>{@code full}: sizes 1K (in L1), 10K (in L2), 100K (past L2) and 1M (past L2; within the
 *       L3 of some hosts and not of others, docs/workloads.md, "Profiles"), dense and sparse IDs for iteration and
 *       shuffled lookups, both states at 1M, the locality variants at the ends, inserts both presized
 *       and growing, and 16M ({@link #BEYOND_CACHE_SIZE}) for iteration and shuffled lookups of the
 *       containers that fit L3 at 1M: the step to main memory the knee charts look for. Its slot is
 *       120 minutes on a 2-core machine like this project's, and its estimate must stay within
 *       {@link #estimateBudget()}, a fifth of that spare. Side by side, a
 *       cell's forks are what the budget buys: 4 per cell (at least 3, so an interval has two degrees
 *       of freedom); 6 would be about 2 h. The 16M
 *       cells' estimate rests on the 1M setup cost per entity (unfitted at 16M until a full run
 *       measures it).</li>
 * </ul>
 * Warm-up is one 200 ms iteration, measurement three of 100 ms (quick and full): at 1K that is
 * 10^5 operations or more, past every JIT compilation threshold; at 1M one operation (a pass) can
 * outlast an iteration anyway. {@code ProfileRuntimeTest} keeps every profile inside its time
 * budget as contenders and parameters are added.
 *
 * <p>Misses are probed on fresh containers only: a miss reads no component, so the state the
 * components are in does not reach it.
 *
 * <p>Why quick inserts grow ({@code presized=false}). The insert workload fills a container from
 * empty, and in an ECS a component store starts empty and fills as entities get the component: it
 * is created when its type is first used, by code that rarely knows how many entities will have it
 * (EnTT and Artemis-odb grow their storages unless the user reserves by hand). The cost of growing
 * (rehashing a table, copying dense arrays, adding sector chunks) is part of what a container costs
 * there. Inserts into already-grown storage, the steady state, are what the churn workload
 * measures. The presized variant isolates the per-insert cost from growth; the full profile runs both.
 *
 * <p>Ashley's family removal is a linear search over the family's entity array, so its remove, respawn,
 * churn and churned state are quadratic in N (minutes per pass at 1M): those run for Ashley only up
 * to {@value #QUADRATIC_MAX_SIZE} entities, and the report lists what is missing.
 *
 * <p>Each spec lists the parameters of one JMH invocation; the {@code raw-array} reference of a
 * workload has only the parameters it depends on, and the specs never repeat a combination of them
 * ({@code BenchmarkStructureTest} checks), so every reference runs exactly once per parameter set.
 */
public enum Profile {
    SMOKE(1, 1, 40, 3, 20, new Slices(1, 1, 200, 3, 100), List.of(1000)),
    QUICK(3, 1, 200, 3, 100, new Slices(5, 3, 500, 8, 500), List.of(1000, 1_000_000)),
    FULL(
            4,
            1,
            200,
            3,
            100,
            new Slices(4, 3, 500, 4, 500),
            List.of(1000, 10_000, 100_000, 1_000_000, Profile.BEYOND_CACHE_SIZE));

    /**
     * The iterations of a side-by-side cell's fork ({@link Isolation#SIDE_BY_SIDE}): each iteration
     * runs rounds of slices of every subject, so it is longer than a one-contender iteration.
     */
    public record Slices(
            int forks, int warmupIterations, int warmupMillis, int measurementIterations, int measurementMillis) {
        /**
         * How many times longer a warm-up iteration is for the workloads whose reference is slow to warm in
         * a full cell ({@link #warmsLong}). In a full cell at 1K the reference's inserts keep getting faster
         * for several 500 ms iterations, so with three warm-ups every contender's ratio would climb through
         * the measured ones; churn's reference frame does the same (docs/workloads.md, "Warm-up of the batched
         * cells and churn", has the figures). A longer warm-up costs little where
         * one round (a prepared batch per subject) outlasts it anyway, as at 1M.
         */
        public static final int LONG_WARMUP_FACTOR = 3;

        /**
         * How many times longer a warm-up iteration is for the cells of a pass workload (iterate, lookup, join)
         * up to {@link #LONGEST_WARMUP_MAX_SIZE} entities ({@link #warmsLongest}): a unit of work there lasts
         * microseconds, and a full cell's ratios settle only seconds in, while the subjects' own per-slice code is
         * still being compiled, so with three 500 ms warm-ups the reference's 1K lookups would run slower than
         * later and most ratios to it would read too low; a small cell settles sooner (docs/workloads.md,
         * "Warm-up of the small pass cells", has the figures).
         */
        public static final int LONGEST_WARMUP_FACTOR = 7;
        /** Largest size at which a pass workload's cells warm up {@link #LONGEST_WARMUP_FACTOR} times as long: 1K and 10K, where the late settling shows. */
        public static final int LONGEST_WARMUP_MAX_SIZE = 10_000;

        /** Whether a workload's cells warm up {@link #LONG_WARMUP_FACTOR} times as long: insert, remove, churn. */
        public static boolean warmsLong(Workload workload) {
            return workload.batched() || workload == CHURN;
        }

        /** Whether cells of a pass workload up to this size warm up {@link #LONGEST_WARMUP_FACTOR} times as long. */
        public static boolean warmsLongest(Workload workload, int largestSize) {
            return (workload == ITERATE || workload == LOOKUP || workload == JOIN)
                    && largestSize <= LONGEST_WARMUP_MAX_SIZE;
        }

        /**
         * The warm-up iteration's length for one JMH invocation of this workload's cells with these parameters:
         * its largest size decides. {@link Profile#specs} splits a spec whose sizes warm up differently; the gate
         * self-test's ({@link GateCheckPlan#specs}) mix 1K and 1M, so its 1K cells, of 4 subjects, warm as its 1M
         * ones do (a small cell settles within the shorter warm-up: docs/workloads.md, "Warm-up of the small pass cells").
         */
        public int warmupMillis(Workload workload, Map<String, List<String>> params) {
            return warmupMillis(workload, Spec.largestSize(params).orElse(Integer.MAX_VALUE));
        }

        /** The warm-up iteration's length for the cells of this workload up to this size. */
        public int warmupMillis(Workload workload, int largestSize) {
            if (warmsLongest(workload, largestSize)) return LONGEST_WARMUP_FACTOR * warmupMillis;
            return warmsLong(workload) ? LONG_WARMUP_FACTOR * warmupMillis : warmupMillis;
        }

        /** E.g. {@code 5 fork(s) per cell x 8 measured iteration(s) of 500 ms after 3 warm-up of 500 ms (1500 ms for insert, remove and churn, 3500 ms for iterate, lookup and join whose invocation holds only sizes up to 10000 entities), slices of about 2 ms (0.5 ms for insert and remove)}. */
        public String describe() {
            return forks + " fork(s) per cell x " + measurementIterations + " measured iteration(s) of "
                    + measurementMillis + " ms after " + warmupIterations + " warm-up of " + warmupMillis
                    + " ms (" + LONG_WARMUP_FACTOR * warmupMillis
                    + " ms for insert, remove and churn, " + LONGEST_WARMUP_FACTOR * warmupMillis
                    + " ms for iterate, lookup and join whose invocation holds only sizes up to "
                    + LONGEST_WARMUP_MAX_SIZE + " entities), slices of about 2 ms (0.5 ms for insert and remove)";
        }
    }

    /**
     * The size past the last-level cache: 16M entities of the compact containers are about 256 MB
     * (the packed sparse set's Positions and keys), with the sparse index past the L3 of the hosts this
     * project runs on (docs/workloads.md, "Profiles"). Only iteration and shuffled lookups run there (fresh, dense IDs): what the knee
     * charts need; side by side its cells are split to fit the heap
     * ({@link CellGroups}), for the contenders {@link #beyondCache()} names.
     */
    public static final int BEYOND_CACHE_SIZE = 16_000_000;

    /** Largest size at which shuffled inserts run: above it the sector array's shifts take seconds per pass. */
    static final int SHUFFLED_INSERT_MAX_SIZE = 10_000;
    /** Largest size at which contenders with a quadratic removal (Ashley) remove, churn or get churned. */
    public static final int QUADRATIC_MAX_SIZE = 100_000;

    /**
     * Largest size the footprint is measured at (JOL walks every object: at 16M entities of a map
     * that takes minutes); larger cells are planned from the per-entity figure at this size.
     */
    public static final int FOOTPRINT_MAX_SIZE = 1_000_000;

    /** JVM forks per parameter combination. */
    public final int forks;

    public final int warmupIterations;
    public final int warmupMillis;
    public final int measurementIterations;
    public final int measurementMillis;
    /** Iterations of a side-by-side cell's fork. */
    public final Slices slices;
    /** Every entity count some spec of the profile runs (footprint is measured at each). */
    public final List<Integer> sizes;

    Profile(
            int forks,
            int warmupIterations,
            int warmupMillis,
            int measurementIterations,
            int measurementMillis,
            Slices slices,
            List<Integer> sizes) {
        this.slices = slices;
        this.forks = forks;
        this.warmupIterations = warmupIterations;
        this.warmupMillis = warmupMillis;
        this.measurementIterations = measurementIterations;
        this.measurementMillis = measurementMillis;
        this.sizes = sizes;
    }

    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    /**
     * The longest {@link RunEstimate} may put a run of this profile over the whole registry on a
     * machine like this project's 2-core VM ({@code ProfileRuntimeTest} holds every profile to it):
     * smoke 2 minutes (CI), quick 14 (what {@code mvn verify} runs), full 95, which keeps a fifth of
     * the full profile's 120-minute slot spare (why a fifth: docs/workloads.md, "The full profile's
     * budget"). A contender that does not fit is left out of some cells, or cells or forks are taken
     * out, or a budget is raised on the evidence of a measured run; docs/workloads.md says which.
     */
    public java.time.Duration estimateBudget() {
        return java.time.Duration.ofMinutes(
                switch (this) {
                    case SMOKE -> 2;
                    case QUICK -> 14;
                    case FULL -> 95;
                });
    }

    /** The sizes the footprint is measured at: every size of the profile up to {@link #FOOTPRINT_MAX_SIZE}. */
    public List<Integer> footprintSizes() {
        return sizes.stream().filter(n -> n <= FOOTPRINT_MAX_SIZE).toList();
    }

    /**
     * The counts the run's traced pass makes ({@code cache-model.json}), dense IDs, fresh containers:
     * shuffled lookups, where the hot and cold regimes part, at the largest size of the smoke and quick
     * profiles; in the full profile also the iteration and the join at 1M.
     */
    public List<TracedPass.Cell> cacheModelCells() {
        String dense = Distribution.DENSE.id();
        return switch (this) {
            case SMOKE -> List.of(new TracedPass.Cell(LOOKUP.id(), dense, 1000));
            case QUICK -> List.of(new TracedPass.Cell(LOOKUP.id(), dense, 1_000_000));
            case FULL ->
                List.of(
                        new TracedPass.Cell(LOOKUP.id(), dense, 1_000_000),
                        new TracedPass.Cell(ITERATE.id(), dense, 1_000_000),
                        new TracedPass.Cell(JOIN.id(), dense, 1_000_000));
        };
    }

    public static Profile byId(String id) {
        for (Profile p : values()) {
            if (p.id().equals(id)) return p;
        }
        throw new IllegalArgumentException("unknown profile '" + id + "'; known: smoke, quick, full");
    }

    /** The JMH invocations of this profile, in run order; a spec whose sizes warm up differently is split ({@link #byWarmup}). */
    public List<Spec> specs() {
        List<Spec> specs = new ArrayList<>();
        switch (this) {
            case SMOKE -> everyWorkloadAt(1000, specs);
            case QUICK -> {
                specs.addAll(bothStates(ITERATE, List.of(1_000_000), Distribution.DENSE));
                specs.add(state(LOOKUP, List.of(1_000_000), Distribution.DENSE, ContainerState.FRESH));
                specs.add(state(JOIN, List.of(1_000_000), Distribution.DENSE, ContainerState.FRESH));
                specs.add(growingInserts(List.of(1000)));
                specs.add(state(REMOVE, List.of(1000), Distribution.DENSE, ContainerState.FRESH));
                specs.add(state(RESPAWN, List.of(1000), Distribution.DENSE, ContainerState.FRESH));
                specs.add(Spec.of(CHURN).with(Parameter.SIZE, 1000).with(Parameter.DISTRIBUTION, Distribution.DENSE));
            }
            case FULL -> full(specs);
        }
        return specs.stream().flatMap(s -> byWarmup(s).stream()).toList();
    }

    /** Each workload once at one size, dense IDs (the smoke profile's specs at 1K; the A/B's default subset). */
    public static List<Spec> everyWorkloadAt(int size) {
        List<Spec> specs = new ArrayList<>();
        everyWorkloadAt(size, specs);
        return List.copyOf(specs);
    }

    /** Each workload once at one size, dense IDs: iteration, shuffled lookup and join on a fresh container, growing inserts. */
    private static void everyWorkloadAt(int size, List<Spec> specs) {
        specs.add(state(ITERATE, List.of(size), Distribution.DENSE, ContainerState.FRESH));
        specs.add(state(LOOKUP, List.of(size), Distribution.DENSE, ContainerState.FRESH));
        specs.add(state(JOIN, List.of(size), Distribution.DENSE, ContainerState.FRESH));
        specs.add(growingInserts(List.of(size)));
        specs.add(state(REMOVE, List.of(size), Distribution.DENSE, ContainerState.FRESH));
        specs.add(state(RESPAWN, List.of(size), Distribution.DENSE, ContainerState.FRESH));
        specs.add(Spec.of(CHURN).with(Parameter.SIZE, size).with(Parameter.DISTRIBUTION, Distribution.DENSE));
    }

    /** Ascending inserts into containers that start at their library's default size. */
    private static Spec growingInserts(List<Integer> sizes) {
        return Spec.of(INSERT)
                .with(Parameter.SIZE, sizes)
                .with(Parameter.DISTRIBUTION, Distribution.DENSE)
                .with(Parameter.ORDER, Order.INSERTION)
                .with(Parameter.PRESIZED, false);
    }

    private void full(List<Spec> specs) {
        List<Integer> sizes =
                this.sizes.stream().filter(n -> n < BEYOND_CACHE_SIZE).toList();
        List<Integer> ends = List.of(sizes.get(0), sizes.get(sizes.size() - 1));
        List<Integer> small =
                sizes.stream().filter(s -> s <= SHUFFLED_INSERT_MAX_SIZE).toList();
        List<Integer> largest = List.of(sizes.get(sizes.size() - 1));
        List<Integer> belowLargest = sizes.subList(0, sizes.size() - 1);
        specs.add(state(ITERATE, belowLargest, Distribution.DENSE, ContainerState.FRESH));
        specs.addAll(bothStates(ITERATE, largest, Distribution.DENSE));
        specs.add(state(ITERATE, sizes, Distribution.SPARSE, ContainerState.FRESH));
        specs.add(state(LOOKUP, belowLargest, Distribution.DENSE, ContainerState.FRESH));
        specs.addAll(bothStates(LOOKUP, largest, Distribution.DENSE));
        specs.add(state(LOOKUP, sizes, Distribution.SPARSE, ContainerState.FRESH));
        specs.add(Spec.of(LOOKUP)
                .with(Parameter.SIZE, ends)
                .with(Parameter.DISTRIBUTION, Distribution.DENSE)
                .with(Parameter.STATE, ContainerState.FRESH)
                .with(Parameter.ORDER, List.of(Order.INSERTION, Order.MISS)));
        specs.add(state(JOIN, belowLargest, Distribution.DENSE, ContainerState.FRESH));
        specs.addAll(bothStates(JOIN, largest, Distribution.DENSE));
        specs.add(Spec.of(INSERT)
                .with(Parameter.SIZE, sizes)
                .with(Parameter.DISTRIBUTION, Distribution.DENSE)
                .with(Parameter.ORDER, Order.INSERTION)
                .with(Parameter.PRESIZED, List.of(false, true)));
        specs.add(Spec.of(INSERT)
                .with(Parameter.SIZE, small)
                .with(Parameter.DISTRIBUTION, Distribution.DENSE)
                .with(Parameter.ORDER, Order.SHUFFLED)
                .with(Parameter.PRESIZED, false));
        for (Workload w : List.of(REMOVE, RESPAWN, CHURN)) {
            List<Integer> within =
                    sizes.stream().filter(s -> s <= QUADRATIC_MAX_SIZE).toList();
            List<Integer> beyond =
                    sizes.stream().filter(s -> s > QUADRATIC_MAX_SIZE).toList();
            specs.add(removing(w, within, Distribution.DENSE, ContainerState.FRESH));
            if (!beyond.isEmpty())
                specs.add(withoutQuadratic(removing(w, beyond, Distribution.DENSE, ContainerState.FRESH)));
        }
        specs.add(withoutQuadratic(removing(REMOVE, largest, Distribution.DENSE, ContainerState.CHURNED))
                .withoutReference());
        for (Workload w : List.of(ITERATE, LOOKUP)) {
            specs.add(state(w, List.of(BEYOND_CACHE_SIZE), Distribution.DENSE, ContainerState.FRESH)
                    .with(Parameter.CONTENDER, beyondCache()));
        }
    }

    /**
     * A spec split where its sizes warm up differently ({@link Slices#warmupMillis(Workload, int)}): one JMH
     * invocation has one warm-up length, so each length gets a spec of its own, in the order of the sizes.
     */
    private List<Spec> byWarmup(Spec spec) {
        List<String> sizes = spec.params().get(Parameter.SIZE.name());
        if (sizes == null) return List.of(spec);
        Map<Integer, List<Integer>> byLength = sizes.stream()
                .map(Parameter.SIZE::parse)
                .collect(Collectors.groupingBy(
                        n -> slices.warmupMillis(spec.workload(), n), LinkedHashMap::new, Collectors.toList()));
        return byLength.values().stream()
                .map(part -> spec.with(Parameter.SIZE, part))
                .toList();
    }

    /**
     * A lookup, iterate or join spec at the sizes in one state (shuffled lookups); a churned state
     * above {@link #QUADRATIC_MAX_SIZE} leaves out the contenders whose removal is quadratic, and the
     * reference (the fresh spec of those sizes measures it).
     */
    private static Spec state(Workload w, List<Integer> sizes, Distribution d, ContainerState state) {
        Spec s = Spec.of(w)
                .with(Parameter.SIZE, sizes)
                .with(Parameter.DISTRIBUTION, d)
                .with(Parameter.STATE, state);
        if (w == LOOKUP) s = s.with(Parameter.ORDER, Order.SHUFFLED);
        boolean large = sizes.stream().anyMatch(n -> n > QUADRATIC_MAX_SIZE);
        return state == ContainerState.CHURNED && large ? withoutQuadratic(s).withoutReference() : s;
    }

    /** The fresh and the churned spec of a workload at these sizes. */
    private static List<Spec> bothStates(Workload w, List<Integer> sizes, Distribution d) {
        return List.of(state(w, sizes, d, ContainerState.FRESH), state(w, sizes, d, ContainerState.CHURNED));
    }

    /** A remove, respawn or churn spec; remove and respawn take a state, churn none. */
    private static Spec removing(Workload w, List<Integer> sizes, Distribution d, ContainerState state) {
        Spec s = Spec.of(w).with(Parameter.SIZE, sizes).with(Parameter.DISTRIBUTION, d);
        return w == CHURN ? s : s.with(Parameter.STATE, state);
    }

    /** Who {@link #beyondCache()} chooses, in words, for a report saying why the others are absent at 16M. */
    public static final String BEYOND_CACHE_CHOICE =
            "every inline store, the object sparse set, the direct array and fastutil's open hash map as the maps' representative";

    /**
     * The contenders measured at {@link #BEYOND_CACHE_SIZE}: those whose 1M working set fits the
     * last-level cache, so 16M is where they step to main memory (every inline store, the object
     * sparse set, the direct array), and the first stock hash map as the maps' representative (the
     * maps and frameworks are past the cache at 1M already; building 17 contenders at 16M in every
     * fork would cost about half an hour per workload).
     */
    static List<ContenderKind> beyondCache() {
        return ContenderKind.all().stream()
                .filter(k -> k.storage() == Storage.INLINE
                        || k == ContenderKind.SPARSE_SET
                        || k == ContenderKind.DIRECT_ARRAY
                        || k == ContenderKind.FASTUTIL_OPEN_HASH)
                .toList();
    }

    /** The spec over every contender but those with a quadratic removal. */
    private static Spec withoutQuadratic(Spec s) {
        return s.with(
                Parameter.CONTENDER,
                ContenderKind.all().stream()
                        .filter(k -> k != ContenderKind.ASHLEY)
                        .toList());
    }
}

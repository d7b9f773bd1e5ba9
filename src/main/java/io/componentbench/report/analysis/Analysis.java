package io.componentbench.report.analysis;

import io.componentbench.contender.ContenderKind;
import io.componentbench.contender.Family;
import io.componentbench.results.Env;
import io.componentbench.results.FootprintEntry;
import io.componentbench.results.Result;
import io.componentbench.results.RunData;
import io.componentbench.results.Scenario;
import io.componentbench.results.Variant;
import io.componentbench.stats.Estimate;
import io.componentbench.stats.Interval;
import io.componentbench.workload.ContainerState;
import io.componentbench.workload.Distribution;
import io.componentbench.workload.Order;
import io.componentbench.workload.Parameter;
import io.componentbench.workload.Workload;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Collectors;

/**
 * The numbers the report is made of, derived from one run and nothing else: results grouped by
 * scenario and size ({@link Group}: rankings, the best and those tied with it, and ratios with their
 * intervals), the canonical scenarios and the sizes verdicts use, the JVMs of the run, the cells
 * measured side by side, counters and memory. Built on it: the working-set knee ({@link Knee}), the
 * decision tables ({@link StateTables}), how the run measured
 * ({@link MeasurementSummary}), its gaps ({@link Gaps}), frameworks against the containers
 * ({@link Frameworks}) and JVMs against each other ({@link JvmComparisons}). Every time is a
 * result's {@link Result#estimate()} (the project's fork-aware interval), never JMH's score and
 * error. Every number in the report comes from here (or from {@link Claims}, {@link Targets} and
 * {@link DecisionGuide}, which build their sentences on these); the sections only lay them out.
 * <p>
 * A run holding a result twice is refused ({@link RunData#uniqueResults}); results of a
 * calibration-only contender ({@link ContenderKind#calibrationOnly()}) are left out entirely.
 */
public final class Analysis {
    /** What every contender is also compared with: the map most Java code reaches for first. */
    public static final ContenderKind USUAL_MAP = ContenderKind.HASH_MAP;

    private final RunData run;
    private final List<Result> results;
    private final Map<Result, Estimate> estimates = new IdentityHashMap<>();
    private List<Group> groups;
    private List<SideBySideCell> sideBySideCells;

    /** @throws IllegalArgumentException when the run holds a result more than once */
    public Analysis(RunData run) {
        run.uniqueResults("reported");
        this.run = run;
        this.results = run.results().stream()
                .filter(r -> r.contender().map(c -> !c.calibrationOnly()).orElse(true))
                .toList();
        for (Result r : results) estimates.put(r, r.estimateOrCenter());
    }

    public RunData run() {
        return run;
    }

    /** The run's results the report shows: every one but those of calibration-only contenders. */
    public List<Result> results() {
        return results;
    }

    /** Results of calibration-only contenders that the report leaves out. */
    public long calibrationResultsLeftOut() {
        return run.results().size() - results.size();
    }

    /** A result's time per element with its interval ({@link Result#estimateOrCenter()}, computed once). */
    public Estimate estimate(Result r) {
        Estimate e = estimates.get(r);
        return e != null ? e : r.estimateOrCenter();
    }

    /**
     * {@code numerator / denominator} with its interval ({@link io.componentbench.stats.Ratio#of});
     * a ratio of intervals at different confidence levels (a result without raw samples next to one
     * with) has its center only, so it decides nothing.
     */
    public static io.componentbench.stats.Ratio ratio(Interval numerator, Interval denominator) {
        if (numerator.level() == denominator.level())
            return io.componentbench.stats.Ratio.of(usable(numerator), usable(denominator));
        double c = numerator.center() / denominator.center();
        return new io.componentbench.stats.Ratio(
                c > 0 ? c : Double.NaN,
                Double.NaN,
                Double.NaN,
                numerator.level(),
                Double.NaN,
                io.componentbench.stats.Ratio.Bound.UNDEFINED);
    }

    /**
     * An interval whose degrees of freedom are unknown (JMH's own interval, from a file without raw
     * samples: its iteration count is not kept) is taken as a normal one, so a ratio can use it.
     */
    private static Interval usable(Interval i) {
        return !(i.degreesOfFreedom() > 0) && i.known() ? new Normal(i) : i;
    }

    /** An interval read as normal: infinite degrees of freedom. */
    private record Normal(Interval of) implements Interval {
        @Override
        public double center() {
            return of.center();
        }

        @Override
        public double lower() {
            return of.lower();
        }

        @Override
        public double upper() {
            return of.upper();
        }

        @Override
        public double level() {
            return of.level();
        }

        @Override
        public double degreesOfFreedom() {
            return Double.POSITIVE_INFINITY;
        }
    }

    /**
     * All groups, by workload, scenario, then size. The raw-array reference has fewer parameters
     * (no container state), so each reference result joins every group whose scenario it covers.
     */
    public List<Group> groups() {
        if (groups != null) return groups;
        Map<String, List<Result>> byKey = new TreeMap<>();
        List<Result> raws = new ArrayList<>();
        for (Result r : results) {
            if (r.isReference()) raws.add(r);
            else byKey.computeIfAbsent(key(r), k -> new ArrayList<>()).add(r);
        }
        for (Result raw : raws) {
            boolean placed = false;
            for (List<Result> rs : byKey.values()) {
                if (raw.isReferenceFor(rs.get(0))) {
                    rs.add(raw);
                    placed = true;
                }
            }
            if (!placed) byKey.computeIfAbsent(key(raw), k -> new ArrayList<>()).add(raw);
        }
        List<Group> out = new ArrayList<>();
        for (List<Result> rs : byKey.values()) {
            Result first = rs.stream().filter(r -> !r.isReference()).findFirst().orElse(rs.get(0));
            out.add(new Group(first.scenario(), first.size(), List.copyOf(rs), estimates));
        }
        groups = List.copyOf(out);
        return groups;
    }

    /** The cells measured side by side, in group order; found once per report. */
    public List<SideBySideCell> sideBySideCells() {
        if (sideBySideCells == null) sideBySideCells = SideBySideCell.in(groups());
        return sideBySideCells;
    }

    /**
     * Whether this run measured side by side: whether any cell holds paired ratios and a twin. The
     * one answer every part of the report gives (a run made in forks of their own, or before side
     * by side, has none).
     */
    public boolean measuredSideBySide() {
        return !sideBySideCells().isEmpty();
    }

    private static String key(Result r) {
        return r.workload().ordinal() + "|" + r.scenario().params() + "|" + String.format("%012d", r.size());
    }

    // ---- JVMs ----

    /**
     * The JVMs the results were measured on ({@link Variant#JVM_PARAM}), in the order env.json
     * lists them (the order given to {@code --jvm}), else in order of appearance; empty in a run of one JVM.
     */
    public List<String> jvms() {
        Set<String> seen = new LinkedHashSet<>();
        results.forEach(r -> r.variant().jvm().ifPresent(seen::add));
        List<String> order = new ArrayList<>();
        run.env()
                .ifPresent(e -> e.jvms().stream()
                        .map(Env.MeasuredJvm::version)
                        .filter(seen::contains)
                        .forEach(order::add));
        seen.stream().filter(v -> !order.contains(v)).forEach(order::add);
        return order;
    }

    /** The JVM the headline figures, the guide, the claims and the targets use: the first of {@link #jvms()}; empty in a run of one JVM. */
    public Optional<String> primaryJvm() {
        return jvms().stream().findFirst();
    }

    /** The feature release of a JVM version string ({@code 1.8.0_402} is 8, {@code 25.0.1} is 25); 0 when unreadable. */
    static int feature(String version) {
        String[] parts = version.split("[^0-9]+");
        List<Integer> numbers = new ArrayList<>();
        for (String p : parts) if (!p.isEmpty() && p.length() < 9) numbers.add(Integer.parseInt(p));
        if (numbers.isEmpty()) return 0;
        return numbers.get(0) == 1 && numbers.size() > 1 ? numbers.get(1) : numbers.get(0);
    }

    /** The JVMs oldest first (by feature release, then by the order measured). */
    public List<String> jvmsOldestFirst() {
        List<String> j = new ArrayList<>(jvms());
        j.sort(Comparator.comparingInt(Analysis::feature));
        return j;
    }

    private boolean onPrimaryJvm(Scenario s) {
        Optional<String> primary = primaryJvm();
        return primary.isEmpty() || primary.get().equals(s.other().get(Variant.JVM_PARAM));
    }

    // ---- canonical scenarios and the sizes verdicts use ----

    /**
     * The scenario a workload is compared by across sizes and contenders (dense IDs, inserts into
     * containers growing from their default size, fresh, shuffled lookups, ascending inserts, as far
     * as the run has them), on the first JVM of a run of several; empty when the run has none of the workload.
     */
    public Optional<Scenario> canonicalScenario(Workload w) {
        Order order = w == Workload.INSERT ? Order.INSERTION : Order.SHUFFLED;
        return groups().stream()
                .filter(g -> g.workload() == w)
                .map(Group::scenario)
                .filter(this::onPrimaryJvm)
                .distinct()
                .max(Comparator.comparingInt(s -> (s.distribution() == Distribution.DENSE ? 8 : 0)
                        + (!"true".equals(s.other().get(Parameter.PRESIZED.name())) ? 4 : 0)
                        + (s.state().orElse(ContainerState.FRESH) == ContainerState.FRESH ? 2 : 0)
                        + (s.order().orElse(order) == order ? 1 : 0)));
    }

    /** Groups of the canonical scenario of a workload, by size ascending. */
    public List<Group> canonicalGroups(Workload w) {
        Optional<Scenario> s = canonicalScenario(w);
        return groups().stream()
                .filter(g -> s.isPresent() && g.scenario().equals(s.get()))
                .toList();
    }

    /** The group of a scenario at a size. */
    public Optional<Group> group(Scenario scenario, int size) {
        return groups().stream()
                .filter(g -> g.scenario().equals(scenario) && g.size() == size)
                .findFirst();
    }

    /** The group of a workload's canonical scenario at a size. */
    public Optional<Group> canonicalGroup(Workload w, int size) {
        return canonicalScenario(w).flatMap(s -> group(s, size));
    }

    /**
     * The size every verdict on a workload uses: the largest at which its canonical scenario was
     * measured for the whole field, at least three quarters of the most results any of its sizes has
     * (a quick run inserts, removes and churns at 1K, iterates, looks up and joins at 1M); empty when
     * the run has none of it. A size measured for a few contenders only (the full profile's 16M, for
     * the knee charts) would judge every claim on whoever happens to be there, and leave out the maps
     * most claims compare against.
     */
    public OptionalInt judgedSize(Workload w) {
        List<Group> groups = canonicalGroups(w);
        int field = groups.stream().mapToInt(g -> g.results().size()).max().orElse(0);
        return groups.stream()
                .filter(g -> 4 * g.results().size() >= 3 * field)
                .mapToInt(Group::size)
                .max();
    }

    /**
     * The canonical scenario's groups of a workload at a size in each container state measured there,
     * fresh first: one group for a workload without states (insert, churn) or measured in one only.
     */
    public List<Group> states(Workload w, int size) {
        Optional<Group> canonical = canonicalGroup(w, size);
        if (canonical.isEmpty()) return List.of();
        Scenario s = canonical.get().scenario();
        if (s.state().isEmpty()) return List.of(canonical.get());
        List<Group> out = new ArrayList<>();
        for (ContainerState state : ContainerState.values())
            group(s.with(state), size).ifPresent(out::add);
        return out;
    }

    /** The canonical groups of a workload at its {@link #judgedSize}, in each state, fresh first. */
    public List<Group> judgedStates(Workload w) {
        OptionalInt n = judgedSize(w);
        return n.isPresent() ? states(w, n.getAsInt()) : List.of();
    }

    /** The state of a group as a word ({@code fresh}, {@code churned}), or empty text for a workload without states. */
    public static String stateName(Group g) {
        return g.state().map(ContainerState::id).orElse("");
    }

    public TreeSet<Integer> sizes() {
        return results.stream().map(Result::size).collect(Collectors.toCollection(TreeSet::new));
    }

    public int largestSize() {
        return sizes().last();
    }

    /** ns/element (the estimate's center) of a contender in a scenario at a size. */
    public OptionalDouble ns(Scenario scenario, int size, ContenderKind contender) {
        return nsOf(group(scenario, size).flatMap(g -> g.of(contender)));
    }

    /** ns/element of a contender in the canonical scenario of a workload at a size. */
    public OptionalDouble ns(Workload w, int size, ContenderKind contender) {
        return nsOf(canonicalGroup(w, size).flatMap(g -> g.of(contender)));
    }

    private OptionalDouble nsOf(Optional<Result> r) {
        return r.map(x -> OptionalDouble.of(estimate(x).center())).orElse(OptionalDouble.empty());
    }

    /**
     * The largest size JOL measured a footprint at (dense IDs), 0 without any: a larger size (the
     * full profile's 16M) has times but no footprint, and the report says so where it leaves it out.
     */
    public int largestFootprintSize() {
        return run.footprint().stream()
                .filter(f -> f.distribution() == Distribution.DENSE)
                .mapToInt(FootprintEntry::size)
                .max()
                .orElse(0);
    }

    /** Bytes per entity of a contender at a distribution and size, if measured. */
    public OptionalDouble bytesPerEntity(ContenderKind contender, Distribution distribution, int size) {
        return run.footprint(contender, distribution, size)
                .map(f -> OptionalDouble.of(f.bytesPerEntity()))
                .orElse(OptionalDouble.empty());
    }

    /** Contenders present anywhere in the run, registry order (never a calibration-only one). */
    public List<ContenderKind> contenders() {
        List<ContenderKind> present =
                results.stream().flatMap(r -> r.contender().stream()).distinct().toList();
        return ContenderKind.all().stream().filter(present::contains).toList();
    }

    // ---- counters and memory ----

    /** Whole-container footprint in bytes at a size (dense IDs), NaN if unmeasured. */
    public double footprintBytes(ContenderKind contender, int size) {
        return bytesPerEntity(contender, Distribution.DENSE, size).orElse(Double.NaN) * size;
    }

    /** Whether the run carried hardware-counter metrics. */
    public boolean hasCounters() {
        return results.stream().anyMatch(r -> !r.counters().isEmpty());
    }

    /** Cache-miss counters per element of iteration at a size (canonical scenario): counter -> contender id (or raw-array) -> value. */
    public Map<String, Map<String, Double>> iterationMisses(int size) {
        Map<String, Map<String, Double>> rows = new LinkedHashMap<>();
        canonicalGroup(Workload.ITERATE, size).ifPresent(g -> {
            for (Result r : g.results()) {
                r.counters().forEach((k, v) -> {
                    if (k.contains("miss"))
                        rows.computeIfAbsent(k, x -> new LinkedHashMap<>()).put(r.contenderId(), v);
                });
            }
        });
        return rows;
    }

    /** The machine's data and unified cache sizes in bytes by level ({@code L1d}, {@code L2}, {@code L3}); empty when unknown. */
    public Map<String, Long> caches() {
        return run.env().map(e -> e.machine().caches()).orElse(Map.of());
    }

    /** Footprint entries of one distribution at the largest measured size. */
    public List<FootprintEntry> footprintAtLargest(Distribution distribution) {
        int size = run.footprint().stream()
                .filter(f -> f.distribution() == distribution)
                .mapToInt(FootprintEntry::size)
                .max()
                .orElse(-1);
        return run.footprint().stream()
                .filter(f -> f.distribution() == distribution
                        && f.size() == size
                        && !f.contender().calibrationOnly())
                .toList();
    }

    /** A level or share as a percentage, e.g. {@code 95%} or {@code 2.5%}. */
    public static String percent(double level) {
        double p = 100 * level;
        return (p == Math.rint(p) ? String.format(Locale.ROOT, "%.0f", p) : String.format(Locale.ROOT, "%.1f", p))
                + "%";
    }

    /** The frameworks of the run (family FRAMEWORK), registry order. */
    public List<ContenderKind> frameworks() {
        return contenders().stream().filter(c -> c.family() == Family.FRAMEWORK).toList();
    }
}

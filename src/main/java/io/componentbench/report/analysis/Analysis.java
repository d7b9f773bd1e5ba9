package io.componentbench.report.analysis;

import io.componentbench.contender.ContenderKind;
import io.componentbench.contender.Family;
import io.componentbench.contender.Storage;
import io.componentbench.results.Env;
import io.componentbench.results.FootprintEntry;
import io.componentbench.results.Result;
import io.componentbench.results.RunData;
import io.componentbench.results.Scenario;
import io.componentbench.results.Variant;
import io.componentbench.measure.Profile;
import io.componentbench.stats.Estimate;
import io.componentbench.stats.Interval;
import io.componentbench.stats.Outlier;
import io.componentbench.stats.Ranking;
import io.componentbench.workload.ContainerState;
import io.componentbench.workload.Distribution;
import io.componentbench.workload.Order;
import io.componentbench.workload.Parameter;
import io.componentbench.workload.Workload;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
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
 * scenario and size, rankings (the best and those tied with it) and ratios with their intervals,
 * the working-set knee, the gaps of the run,
 * frameworks against the containers, and JVMs against each other. Every time is a result's
 * {@link Result#estimate()} (the project's fork-aware interval), never JMH's score and error. Every
 * number in the report comes from here (or from {@link Findings}, which builds its sentences on
 * these); the sections only lay them out.
 * <p>
 * A run holding a result twice is refused ({@link RunData#uniqueResults}); results of a
 * calibration-only contender ({@link ContenderKind#calibrationOnly()}) are left out entirely.
 */
public final class Analysis {
    /** The knee: the first size whose ns/element exceeds this multiple of the plateau before it. */
    public static final double KNEE_FACTOR = 1.5;
    /** What every contender is also compared with: the map most Java code reaches for first. */
    public static final ContenderKind USUAL_MAP = ContenderKind.HASH_MAP;
    /** A result whose measured iterations spent more than this share of their time in GC is flagged. */
    public static final double GC_LIMIT = 0.05;

    private final RunData run;
    private final List<Result> results;
    private final Map<Result, Estimate> estimates = new IdentityHashMap<>();
    private List<Group> groups;

    /** @throws IllegalArgumentException when the run holds a result more than once */
    public Analysis(RunData run) {
        run.uniqueResults("reported");
        this.run = run;
        this.results = run.results().stream().filter(r -> r.contender().map(c -> !c.calibrationOnly()).orElse(true)).toList();
        for (Result r : results) estimates.put(r, estimateOf(r));
    }

    /** A result's estimate; its center without an interval when the raw samples cannot be used (e.g. a non-finite sample). */
    static Estimate estimateOf(Result r) {
        try {
            return r.estimate();
        } catch (IllegalArgumentException e) {
            return new Estimate(r.nsPerElement(), Double.NaN, Double.NaN, Estimate.LEVEL, Result.NO_SAMPLES_METHOD, 1, 1, List.of());
        }
    }

    public RunData run() { return run; }

    /** The run's results the report shows: every one but those of calibration-only contenders. */
    public List<Result> results() { return results; }

    /** Results of calibration-only contenders that the report leaves out. */
    public long calibrationResultsLeftOut() {
        return run.results().size() - results.size();
    }

    /** A result's time per element with its interval ({@link Result#estimate()}, computed once). */
    public Estimate estimate(Result r) {
        Estimate e = estimates.get(r);
        return e != null ? e : estimateOf(r);
    }

    /**
     * {@code numerator / denominator} with its interval ({@link io.componentbench.stats.Ratio#of});
     * a ratio of intervals at different confidence levels (a result without raw samples next to one
     * with) has its center only, so it decides nothing.
     */
    public static io.componentbench.stats.Ratio ratio(Interval numerator, Interval denominator) {
        if (numerator.level() == denominator.level()) return io.componentbench.stats.Ratio.of(usable(numerator), usable(denominator));
        double c = numerator.center() / denominator.center();
        return new io.componentbench.stats.Ratio(c > 0 ? c : Double.NaN, Double.NaN, Double.NaN, numerator.level(), Double.NaN,
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
        @Override public double center() { return of.center(); }
        @Override public double lower() { return of.lower(); }
        @Override public double upper() { return of.upper(); }
        @Override public double level() { return of.level(); }
        @Override public double degreesOfFreedom() { return Double.POSITIVE_INFINITY; }
    }

    /** One chart's or table row's worth of results: a scenario at one size, with every result's estimate. */
    public record Group(Scenario scenario, int size, List<Result> results, Map<Result, Estimate> estimates) {
        public Group(Scenario scenario, int size, List<Result> results) {
            this(scenario, size, results, estimatesOf(results));
        }

        private static Map<Result, Estimate> estimatesOf(List<Result> results) {
            Map<Result, Estimate> m = new IdentityHashMap<>();
            results.forEach(r -> m.put(r, estimateOf(r)));
            return m;
        }

        public Workload workload() { return scenario.workload(); }

        /** The container state of the group, empty for a workload that takes none (insert, churn). */
        public Optional<ContainerState> state() { return scenario.state(); }

        /** A result's estimate. */
        public Estimate estimate(Result r) {
            Estimate e = estimates.get(r);
            return e != null ? e : estimateOf(r);
        }

        /**
         * {@code x / y} with its interval: paired within the side-by-side cell when both were measured
         * there ({@link Result#pairedRatio}), else from the two estimates ({@link Analysis#ratio}).
         */
        public io.componentbench.stats.Ratio ratio(Result x, Result y) {
            return x.pairedRatio(y).orElseGet(() -> Analysis.ratio(estimate(x), estimate(y)));
        }

        /** Contenders only (no raw-array), fastest first by central value. */
        public List<Result> contenders() {
            return results.stream().filter(r -> !r.isReference())
                    .sorted(Comparator.comparingDouble(r -> estimate(r).center())).toList();
        }

        public Optional<Result> raw() {
            return results.stream().filter(Result::isReference).findFirst();
        }

        public Optional<Result> of(ContenderKind contender) {
            return results.stream().filter(r -> r.contender().equals(Optional.of(contender))).findFirst();
        }

        /** The best contender, those tied with it (overlapping intervals) and the rest; empty without contenders. */
        public Optional<Ranking<Result>> ranking() {
            return rank(contenders());
        }

        /** The ranking of some of the group's results. */
        public Optional<Ranking<Result>> rank(List<Result> among) {
            if (among.isEmpty()) return Optional.empty();
            Map<Result, Estimate> m = new LinkedHashMap<>();
            among.forEach(r -> m.put(r, estimate(r)));
            Ranking<Result> byCenter = Ranking.of(m, false);
            // a tie: the ratio interval to the best contains 1 (or there is none), one rule for every reader
            List<Result> tied = new ArrayList<>();
            List<Result> behind = new ArrayList<>();
            List<Result> rest = new ArrayList<>(byCenter.tiedAndBehind());
            rest.sort(Comparator.comparingDouble(r -> Double.isNaN(estimate(r).center()) ? Double.MAX_VALUE : estimate(r).center()));
            for (Result r : rest) {
                io.componentbench.stats.Ratio q = ratio(r, byCenter.best());
                (Double.isNaN(estimate(r).center()) ? behind : !q.known() || q.contains(1) ? tied : behind).add(r);
            }
            return Optional.of(new Ranking<>(byCenter.best(), tied, behind));
        }

        /** The contender with the best central value (see {@link #ranking()} for those tied with it). */
        public Optional<Result> winner() {
            return ranking().map(Ranking::best);
        }

        /** The best and every contender tied with it, best first. */
        public List<Result> leaders() {
            return ranking().map(Ranking::leaders).orElse(List.of());
        }

        /** E.g. {@code packed-sparse-set, tied with sector-array}; empty without contenders. */
        public String winnerText() {
            return ranking().map(rk -> rk.describe(Result::contenderId)).orElse("");
        }

        /** Registered contenders with no result here: the gaps the report marks. */
        public List<ContenderKind> missing() {
            return ContenderKind.all().stream().filter(k -> of(k).isEmpty()).toList();
        }

        public String title() {
            return workload().id() + " (" + scenario.label() + "), " + Format.count(size) + " entities";
        }

        /** A file-name-safe identifier. */
        public String slug() {
            return (workload().id() + "-" + String.join("-", scenario.params().values()) + "-" + size).replaceAll("[^a-z0-9-]", "");
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
        run.env().ifPresent(e -> e.jvms().stream().map(Env.MeasuredJvm::version).filter(seen::contains).forEach(order::add));
        seen.stream().filter(v -> !order.contains(v)).forEach(order::add);
        return order;
    }

    /**
     * Registered contenders with no result because no JVM of the run can run them (a JDK 22+ contender
     * in a run on 17), each with the reason ({@link ContenderKind#unavailableOn}); empty when env.json
     * does not say which JVMs measured.
     */
    public Map<ContenderKind, String> notRunnable() {
        List<Integer> features = run.env().map(e -> e.jvms().isEmpty() ? List.of(e.jvm().forkVersion())
                : e.jvms().stream().map(Env.MeasuredJvm::version).toList()).orElse(List.of())
                .stream().map(Analysis::feature).filter(f -> f > 0).distinct().toList();
        Set<ContenderKind> present = results.stream().flatMap(r -> r.contender().stream()).collect(Collectors.toSet());
        Map<ContenderKind, String> absent = new LinkedHashMap<>();
        if (features.isEmpty()) return absent;
        for (ContenderKind k : ContenderKind.all()) {
            List<String> why = features.stream().flatMap(f -> k.unavailableOn(f).stream()).toList();
            if (!present.contains(k) && why.size() == features.size()) absent.put(k, why.get(0));
        }
        return absent;
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

    /** The scenario on another JVM. */
    static Scenario onJvm(Scenario s, String jvm) {
        Map<String, String> other = new HashMap<>(s.other());
        other.put(Variant.JVM_PARAM, jvm);
        return new Scenario(s.workload(), s.distribution(), s.state(), s.order(), other);
    }

    /** The scenario without its JVM parameter, to name it across JVMs. */
    public static Scenario withoutJvm(Scenario s) {
        Map<String, String> other = new HashMap<>(s.other());
        other.remove(Variant.JVM_PARAM);
        return new Scenario(s.workload(), s.distribution(), s.state(), s.order(), other);
    }

    // ---- canonical scenarios and the sizes verdicts use ----

    /**
     * The scenario a workload is compared by across sizes and contenders (dense IDs, inserts into
     * containers growing from their default size, fresh, shuffled lookups, ascending inserts, as far
     * as the run has them), on the first JVM of a run of several; empty when the run has none of the workload.
     */
    public Optional<Scenario> canonicalScenario(Workload w) {
        Order order = w == Workload.INSERT ? Order.INSERTION : Order.SHUFFLED;
        return groups().stream().filter(g -> g.workload() == w).map(Group::scenario).filter(this::onPrimaryJvm).distinct()
                .max(Comparator.comparingInt(s -> (s.distribution() == Distribution.DENSE ? 8 : 0)
                        + (!"true".equals(s.other().get(Parameter.PRESIZED.name())) ? 4 : 0)
                        + (s.state().orElse(ContainerState.FRESH) == ContainerState.FRESH ? 2 : 0)
                        + (s.order().orElse(order) == order ? 1 : 0)));
    }

    /** Groups of the canonical scenario of a workload, by size ascending. */
    public List<Group> canonicalGroups(Workload w) {
        Optional<Scenario> s = canonicalScenario(w);
        return groups().stream().filter(g -> s.isPresent() && g.scenario().equals(s.get())).toList();
    }

    /** The group of a scenario at a size. */
    public Optional<Group> group(Scenario scenario, int size) {
        return groups().stream().filter(g -> g.scenario().equals(scenario) && g.size() == size).findFirst();
    }

    /** The group of a workload's canonical scenario at a size. */
    public Optional<Group> canonicalGroup(Workload w, int size) {
        return canonicalScenario(w).flatMap(s -> group(s, size));
    }

    /**
     * The size every verdict on a workload uses: the largest at which its canonical scenario was
     * measured (a quick run inserts, removes and churns at 1K, iterates, looks up and joins at 1M);
     * empty when the run has none of it.
     */
    public OptionalInt judgedSize(Workload w) {
        return canonicalGroups(w).stream().mapToInt(Group::size).max();
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
        for (ContainerState state : ContainerState.values()) group(s.with(state), size).ifPresent(out::add);
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

    /** Bytes per entity of a contender at a distribution and size, if measured. */
    public OptionalDouble bytesPerEntity(ContenderKind contender, Distribution distribution, int size) {
        return run.footprint(contender, distribution, size).map(f -> OptionalDouble.of(f.bytesPerEntity())).orElse(OptionalDouble.empty());
    }

    /** Contenders present anywhere in the run, registry order (never a calibration-only one). */
    public List<ContenderKind> contenders() {
        List<ContenderKind> present = results.stream().flatMap(r -> r.contender().stream()).distinct().toList();
        return ContenderKind.all().stream().filter(present::contains).toList();
    }

    // ---- decision tables ----

    /**
     * One contender's (or the reference's) figures in a group: its estimate, its ratio to the
     * group's best and to {@link #USUAL_MAP} with intervals (none for the usual map itself, or when
     * it was not measured), and its place in the ranking.
     */
    public record ResultCell(Result result, Estimate estimate, io.componentbench.stats.Ratio vsBest, Optional<io.componentbench.stats.Ratio> vsUsualMap,
                       Standing standing) {}

    /** Where a result stands in its group's ranking. */
    public enum Standing { BEST, TIED, BEHIND, REFERENCE }

    /** A decision table: one scenario at one size, its container states side by side (fresh first). */
    public record StateTable(List<Group> states) {
        public Group first() { return states.get(0); }

        /** E.g. {@code iterate (distribution=dense), 1M entities}: the first group's title without its state. */
        public String title() {
            Group g = first();
            return g.workload().id() + " (" + withoutState(g.scenario()).label() + "), " + Format.count(g.size()) + " entities";
        }
    }

    /** One line of a {@link StateTable}: a contender (empty: the reference) in each state, and its memory. */
    public record StateLine(Optional<ContenderKind> contender, List<Optional<ResultCell>> byState, OptionalDouble bytesPerEntity) {
        public boolean reference() { return contender.isEmpty(); }

        public String contenderId() { return contender.map(ContenderKind::id).orElse(Result.RAW_ARRAY); }
    }

    private static Scenario withoutState(Scenario s) {
        return new Scenario(s.workload(), s.distribution(), Optional.empty(), s.order(), s.other());
    }

    /** Every group paired with the same scenario and size in the other container state, in {@link #groups()} order. */
    public List<StateTable> stateTables() {
        Map<String, List<Group>> byKey = new LinkedHashMap<>();
        for (Group g : groups()) byKey.computeIfAbsent(withoutState(g.scenario()).params() + "|" + g.workload() + "|" + g.size(), k -> new ArrayList<>()).add(g);
        return byKey.values().stream().map(gs -> {
            List<Group> sorted = new ArrayList<>(gs);
            sorted.sort(Comparator.comparingInt(g -> g.state().map(Enum::ordinal).orElse(-1)));
            return new StateTable(List.copyOf(sorted));
        }).toList();
    }

    /** A result's cell in its group. */
    public ResultCell cell(Group g, Result r) {
        Estimate e = g.estimate(r);
        Optional<Ranking<Result>> ranking = g.ranking();
        Estimate best = ranking.map(rk -> g.estimate(rk.best())).orElse(e);
        Optional<io.componentbench.stats.Ratio> usual = g.of(USUAL_MAP).filter(u -> u != r).map(u -> g.ratio(r, u));
        Standing standing = r.isReference() ? Standing.REFERENCE
                : ranking.map(rk -> rk.best() == r ? Standing.BEST : rk.tied().contains(r) ? Standing.TIED : Standing.BEHIND).orElse(Standing.BEHIND);
        io.componentbench.stats.Ratio toBest = ranking.map(rk -> g.ratio(r, rk.best())).orElseGet(() -> ratio(e, best));
        return new ResultCell(r, e, toBest, usual, standing);
    }

    /** The lines of a state table: contenders by their central value in the first state they were measured in, then the raw-array reference. */
    public List<StateLine> stateLines(StateTable t) {
        List<ContenderKind> kinds = new ArrayList<>();
        for (Group g : t.states()) g.contenders().forEach(r -> { if (!kinds.contains(r.contender().orElseThrow())) kinds.add(r.contender().orElseThrow()); });
        List<StateLine> lines = new ArrayList<>();
        for (ContenderKind c : kinds) {
            List<Optional<ResultCell>> cells = t.states().stream().map(g -> g.of(c).map(r -> cell(g, r))).toList();
            lines.add(new StateLine(Optional.of(c), cells, bytesPerEntity(c, t.first().scenario().distribution(), t.first().size())));
        }
        if (t.states().stream().anyMatch(g -> g.raw().isPresent())) {
            lines.add(new StateLine(Optional.empty(), t.states().stream().map(g -> g.raw().map(r -> cell(g, r))).toList(), OptionalDouble.empty()));
        }
        return lines;
    }

    // ---- series for charts ----

    /** A contender's knee along the sizes of a workload's canonical scenario. */
    public record Knee(ContenderKind contender, int size, double footprintBytes, double nsPerElement, double plateau) {
        /** How far the knee rose above the plateau. */
        public double rise() { return nsPerElement / plateau; }
    }

    /**
     * For each contender: the first size whose ns/element exceeds {@link #KNEE_FACTOR} times the
     * lowest ns/element at the smaller sizes (the plateau), or none when it never does.
     */
    public List<Knee> knees(Workload w) {
        List<Group> gs = canonicalGroups(w);
        List<Knee> knees = new ArrayList<>();
        for (ContenderKind c : contenders()) {
            double plateau = Double.NaN;
            for (Group g : gs) {
                Optional<Result> r = g.of(c);
                if (r.isEmpty()) continue;
                double ns = estimate(r.get()).center();
                if (!Double.isNaN(plateau) && ns > KNEE_FACTOR * plateau) {
                    knees.add(new Knee(c, g.size(), footprintBytes(c, g.size()), ns, plateau));
                    break;
                }
                plateau = Double.isNaN(plateau) ? ns : Math.min(plateau, ns);
            }
        }
        return knees;
    }

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
                    if (k.contains("miss")) rows.computeIfAbsent(k, x -> new LinkedHashMap<>()).put(r.contenderId(), v);
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
        int size = run.footprint().stream().filter(f -> f.distribution() == distribution).mapToInt(FootprintEntry::size).max().orElse(-1);
        return run.footprint().stream().filter(f -> f.distribution() == distribution && f.size() == size
                && !f.contender().calibrationOnly()).toList();
    }

    // ---- how the run measured ----

    /**
     * How precise this run is: per workload and container state, the median over its results of
     * the interval's half-width over its center (0.10 = +-10%), in workload order; results without
     * an interval, and the raw-array reference, are left out.
     */
    public Map<String, Double> precision() {
        Map<String, List<Double>> byKey = new TreeMap<>();
        Map<String, Integer> order = new HashMap<>();
        for (Result r : results) {
            if (r.isReference()) continue;
            Estimate e = estimate(r);
            double relative = e.relativeHalfWidth();
            if (!Double.isFinite(relative)) continue;
            String key = r.workload().id() + r.variant().state().map(st -> " " + st.id()).orElse("");
            order.putIfAbsent(key, r.workload().ordinal() * 10 + r.variant().state().map(Enum::ordinal).orElse(0));
            byKey.computeIfAbsent(key, k -> new ArrayList<>()).add(relative);
        }
        Map<String, Double> out = new LinkedHashMap<>();
        byKey.keySet().stream().sorted(Comparator.comparingInt(order::get)).forEach(k -> out.put(k, Estimate.median(byKey.get(k).stream().mapToDouble(Double::doubleValue).toArray())));
        return out;
    }

    /** {@link #precision()} as one line of the report's header; empty when no result has an interval. */
    public String precisionLine() {
        Map<String, Double> precision = precision();
        if (precision.isEmpty()) return "";
        String line = "**Precision:** median interval half-width over the center, by workload and container state: "
                + precision.entrySet().stream().map(e -> e.getKey() + " " + percent(e.getValue())).collect(Collectors.joining(", "));
        Map<String, Double> paired = pairedPrecision();
        if (paired.isEmpty()) return line + ". Two contenders closer than about twice that share are usually tied.";
        return line + ". Measured side by side, the ratios between contenders of a cell, which decide ties and verdicts there, are "
                + "narrower: median ratio half-width " + paired.entrySet().stream().map(e -> e.getKey() + " " + percent(e.getValue()))
                .collect(Collectors.joining(", ")) + " (times also carry the reference's own spread).";
    }

    /** Median relative half-width of the side-by-side contenders' paired ratios to the reference, by workload; empty without any. */
    public Map<String, Double> pairedPrecision() {
        Map<String, List<Double>> by = new LinkedHashMap<>();
        for (SideBySideCell c : sideBySideCells()) {
            for (io.componentbench.stats.Ratio q : c.ratios().values()) {
                if (q.known()) by.computeIfAbsent(c.group().workload().id(), k -> new ArrayList<>()).add(q.relativeHalfWidth());
            }
        }
        Map<String, Double> out = new LinkedHashMap<>();
        by.forEach((w, v) -> out.put(w, Estimate.median(v.stream().mapToDouble(Double::doubleValue).toArray())));
        return out;
    }

    /**
     * How the figures were measured and summarized, for the top of the report: forks, iterations
     * and their durations from env.json (an older run without them: JMH defaults, one fork), the
     * fork order when recorded, and each interval method and confidence level the results actually use.
     */
    public String measurementLine() {
        String settings = run.env().map(Env::measurement)
                .map(m -> String.format(Locale.ROOT, "%d fork(s) per result x %d measured iteration(s) of %d ms after %d warm-up iteration(s) of %d ms",
                        m.forks(), m.measurementIterations(), m.measurementMillis(), m.warmupIterations(), m.warmupMillis())
                        + (m.forkOrder() == null ? "" : "; forks " + m.forkOrder()))
                .orElse("JMH defaults of an older run: one fork (env.json does not record forks and iterations)");
        Map<String, Long> methods = results.stream().map(this::estimate)
                .collect(Collectors.groupingBy(e -> e.method() + ", " + percent(e.level()) + " level", TreeMap::new, Collectors.counting()));
        String intervals = methods.size() == 1 ? methods.keySet().iterator().next()
                : methods.entrySet().stream().map(e -> e.getKey() + " (" + e.getValue() + " results)").collect(Collectors.joining("; "));
        String singleShot = results.stream().anyMatch(r -> r.mode().equals("ss"))
                ? "; insert and remove are single-shot (one timed batch of prepared containers per iteration)" : "";
        return "Measured: " + settings + singleShot + ". Intervals: " + intervals
                + ". Times are the interval's center per element; a contender whose ratio interval to the best contains 1 is named as tied with it (paired within a side-by-side cell).";
    }

    /** Whether insert and remove were measured single-shot (batches of prepared containers), as runs since issue 10 are. */
    public boolean singleShot() {
        return results.stream().anyMatch(r -> r.mode().equals("ss"));
    }

    /** Whether inserts carry the {@code presized} parameter, as runs since issue 10 do. */
    public boolean hasPresizedParameter() {
        return results.stream().anyMatch(r -> r.variant().other().containsKey(Parameter.PRESIZED.name()));
    }

    public static String percent(double level) {
        double p = 100 * level;
        return (p == Math.rint(p) ? String.format(Locale.ROOT, "%.0f", p) : String.format(Locale.ROOT, "%.1f", p)) + "%";
    }

    // ---- gaps ----

    /** What is missing from the run: load problems, contenders absent from a group, absent references, results without an interval. */
    public List<String> missingResults() {
        List<String> gaps = new ArrayList<>(run.problems());
        run.env().map(Env::measurement).ifPresent(m -> gaps.addAll(m.notMeasured()));
        if (calibrationResultsLeftOut() > 0) {
            gaps.add(calibrationResultsLeftOut() + " result(s) of calibration-only contenders (the gate self-test's) left out of this report");
        }
        Map<ContenderKind, String> notRunnable = notRunnable();
        for (Group g : groups()) {
            if (!g.missing().isEmpty()) {
                gaps.add("missing in " + g.title() + ": " + g.missing().stream()
                        .map(k -> k.id() + (notRunnable.containsKey(k) ? " (" + notRunnable.get(k) + ")" : byDesignAbsent(k, g)))
                        .collect(Collectors.joining(", ")));
            }
            if (g.raw().isEmpty()) gaps.add("missing in " + g.title() + ": " + Result.RAW_ARRAY + " reference");
            g.results().stream().filter(r -> !g.estimate(r).known())
                    .forEach(r -> gaps.add("no error estimate (too few iterations) for " + r.contenderId() + " in " + g.title()));
        }
        return gaps;
    }

    /** Why a contender is absent from a group by design, or empty text. */
    private static String byDesignAbsent(ContenderKind k, Group g) {
        boolean removes = g.workload() == Workload.REMOVE || g.workload() == Workload.RESPAWN || g.workload() == Workload.CHURN || g.state().equals(Optional.of(ContainerState.CHURNED));
        if (g.size() == Profile.BEYOND_CACHE_SIZE) {
            return " (by design: the " + Format.count(Profile.BEYOND_CACHE_SIZE) + " point measures the containers that fit the cache at 1M, and one stock map)";
        }
        if (k == ContenderKind.ASHLEY && removes && g.size() > Profile.QUADRATIC_MAX_SIZE) {
            return " (by design: its removal is quadratic, so it runs only up to " + Format.count(Profile.QUADRATIC_MAX_SIZE) + ")";
        }
        return "";
    }

    /** A result whose measured iterations spent more than {@link #GC_LIMIT} of their time in GC. */
    public record GcFlag(Group group, Result result, double fraction, Optional<String> byDesign) {}

    /**
     * Every result spending more than {@link #GC_LIMIT} of its measured time in GC, worst first. A
     * batched workload's iteration setup runs one full collection inside the profiler's window
     * (InsertBenchmark explains why), which the forks' ParallelGC counts twice (the young collection
     * it runs first, then the full one), so there only collections beyond
     * {@link #SETUP_COLLECTIONS_PER_ITERATION} per measured iteration count: such a result is flagged
     * whatever its time share, since a collection then fell inside the timed call or its batch's making.
     */
    public List<GcFlag> gcFlags() {
        List<GcFlag> flags = new ArrayList<>();
        for (Group g : groups()) {
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

    /** A batched result's collections beyond those its setup runs before every measured iteration. */
    static double collectionsBeyondSetup(Result r) {
        long iterations = r.rawNsPerElement().stream().mapToLong(List::size).sum();
        return r.gc().collections() - SETUP_COLLECTIONS_PER_ITERATION * iterations;
    }

    /** Whether the GC profiler's time figures were in the run at all (runs before it kept them have none). */
    public boolean hasGcTime() {
        return results.stream().anyMatch(r -> !Double.isNaN(r.gc().fraction()));
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
            case LOOKUP -> jdk ? Optional.of("allocates by design: boxes every Integer key it looks up") : Optional.empty();
            case INSERT -> Optional.of(k.storage() == Storage.INLINE ? "allocates by design: growth of the container it fills"
                    : k.family().map() ? "allocates by design: a Position object and a map entry per insert"
                    : "allocates by design: a Position object per insert");
            case CHURN, RESPAWN -> k.storage() == Storage.OBJECTS ? Optional.of("allocates by design: a Position object per re-added component") : Optional.empty();
            case REMOVE -> jdk ? Optional.of("allocates by design: boxes every Integer key it removes") : Optional.empty();
            default -> Optional.empty();
        };
    }

    /**
     * A cell measured side by side: the twin's ratio to the anchor (the built-in A/A; its interval
     * should contain 1) and each contender's paired ratio to the anchor.
     */
    public record SideBySideCell(Group group, io.componentbench.stats.Ratio twin, Map<Result, io.componentbench.stats.Ratio> ratios) {
        /** The median relative half-width of the contenders' ratios (NaN without a bounded one). */
        public double medianHalfWidth() {
            return Estimate.median(ratios.values().stream().filter(io.componentbench.stats.Ratio::known)
                    .mapToDouble(io.componentbench.stats.Ratio::relativeHalfWidth).toArray());
        }
    }

    /** Every group whose contenders were measured side by side, in group order. */
    public List<SideBySideCell> sideBySideCells() {
        List<SideBySideCell> out = new ArrayList<>();
        for (Group g : groups()) {
            List<Result> paired = g.contenders().stream().filter(r -> r.sideBySide().present()).toList();
            if (paired.isEmpty()) continue;
            Map<Result, io.componentbench.stats.Ratio> ratios = new LinkedHashMap<>();
            for (Result r : paired) ratios.put(r, r.sideBySide().ratioToReference().orElseThrow());
            Optional<io.componentbench.stats.Ratio> twin = paired.get(0).sideBySide().twinRatio();
            twin.ifPresent(t -> out.add(new SideBySideCell(g, t, ratios)));
        }
        return out;
    }

    /** A contender faster than the raw-array reference of its group with separated intervals: the reference is not a limit there. */
    public record BeatsReference(Group group, Result result, io.componentbench.stats.Ratio ratio) {}

    /** Every cell where a contender's ratio interval to the raw-array reference lies wholly below 1. */
    public List<BeatsReference> referenceNotALimit() {
        List<BeatsReference> out = new ArrayList<>();
        for (Group g : groups()) {
            Optional<Result> raw = g.raw();
            if (raw.isEmpty()) continue;
            for (Result r : g.contenders()) {
                io.componentbench.stats.Ratio q = g.ratio(r, raw.get());
                if (q.known() && q.upper() < 1) out.add(new BeatsReference(g, r, q));
            }
        }
        return out;
    }

    /** Outlier iterations ({@link Estimate#outliers()}), kept in every figure and listed here. */
    public List<String> outliers() {
        List<String> out = new ArrayList<>();
        for (Group g : groups()) {
            for (Result r : g.results()) {
                Estimate e = g.estimate(r);
                for (Outlier o : e.outliers()) {
                    out.add(r.contenderId() + " in " + g.title() + ": fork " + (o.fork() + 1) + " iteration " + (o.iteration() + 1) + " "
                            + Format.num(o.value()) + " ns/element against a center of " + Format.num(e.center()));
                }
            }
        }
        return out;
    }

    // ---- frameworks against the containers ----

    /**
     * One workload in one state at its judged size: the fastest containers of this suite (not
     * frameworks: the best and those tied with it), and each framework's time over the best's.
     */
    public record FrameworkRow(Group group, Ranking<Result> containers, Map<ContenderKind, io.componentbench.stats.Ratio> frameworks) {}

    /** The frameworks of the run (family FRAMEWORK), registry order. */
    public List<ContenderKind> frameworks() {
        return contenders().stream().filter(c -> c.family() == Family.FRAMEWORK).toList();
    }

    /** Per workload (canonical scenario at its judged size) and state: each framework against the fastest container. */
    public List<FrameworkRow> frameworkRows() {
        List<FrameworkRow> rows = new ArrayList<>();
        for (Workload w : Workload.values()) {
            for (Group g : judgedStates(w)) {
                List<Result> containers = g.contenders().stream().filter(r -> r.contender().orElseThrow().family() != Family.FRAMEWORK).toList();
                Optional<Ranking<Result>> best = g.rank(containers);
                if (best.isEmpty()) continue;
                Map<ContenderKind, io.componentbench.stats.Ratio> m = new LinkedHashMap<>();
                for (ContenderKind f : frameworks()) {
                    g.of(f).ifPresent(r -> m.put(f, g.ratio(r, best.get().best())));
                }
                if (!m.isEmpty()) rows.add(new FrameworkRow(g, best.get(), m));
            }
        }
        return rows;
    }

    // ---- JVMs against each other ----

    /** A contender's (or the reference's) time on a newer JVM over its time on the oldest, with the interval. */
    public record JvmRatio(String contenderId, Optional<ContenderKind> contender, Estimate older, Estimate newer, io.componentbench.stats.Ratio ratio) {
        /** Faster, slower, or a tie (the interval includes 1). */
        public String verdict() {
            if (!ratio.known()) return "no interval";
            if (ratio.upper() < 1) return "faster";
            if (ratio.lower() > 1) return "slower";
            return "tie";
        }
    }

    /** One scenario (without its JVM) at one size: every contender's time on {@code newer} over {@code older}. */
    public record JvmComparison(Scenario scenario, int size, String older, String newer, List<JvmRatio> ratios) {
        public String title() {
            return scenario.workload().id() + " (" + scenario.label() + "), " + Format.count(size) + " entities";
        }
    }

    /** Every scenario and size measured on the oldest JVM and on another: each newer JVM against the oldest. */
    public List<JvmComparison> jvmComparisons() {
        List<String> byAge = jvmsOldestFirst();
        if (byAge.size() < 2) return List.of();
        String older = byAge.get(0);
        List<JvmComparison> out = new ArrayList<>();
        for (String newer : byAge.subList(1, byAge.size())) {
            for (Group g : groups()) {
                if (!older.equals(g.scenario().other().get(Variant.JVM_PARAM))) continue;
                Optional<Group> other = group(onJvm(g.scenario(), newer), g.size());
                if (other.isEmpty()) continue;
                List<JvmRatio> ratios = new ArrayList<>();
                List<Result> mine = new ArrayList<>(g.contenders());
                g.raw().ifPresent(mine::add);
                for (Result r : mine) {
                    Optional<Result> twin = r.isReference() ? other.get().raw() : other.get().of(r.contender().orElseThrow());
                    twin.ifPresent(t -> ratios.add(new JvmRatio(r.contenderId(), r.contender(), g.estimate(r), other.get().estimate(t),
                            ratio(other.get().estimate(t), g.estimate(r)))));
                }
                if (!ratios.isEmpty()) out.add(new JvmComparison(withoutJvm(g.scenario()), g.size(), older, newer, ratios));
            }
        }
        return out;
    }

    /** The family groups the JVM section speaks of. */
    public enum FamilyGroup {
        OBJECT_HOLDING("object-holding containers (maps and arrays of Position objects)"),
        INLINE("inline containers (fields in primitive arrays)"),
        FRAMEWORKS("frameworks");

        private final String label;

        FamilyGroup(String label) {
            this.label = label;
        }

        public String label() { return label; }

        public static FamilyGroup of(ContenderKind c) {
            if (c.family() == Family.FRAMEWORK) return FRAMEWORKS;
            return c.storage() == Storage.INLINE ? INLINE : OBJECT_HOLDING;
        }
    }

    /** The JVM ratios of every comparison, by family group of the contender (the reference left out). */
    public Map<FamilyGroup, List<Map.Entry<JvmComparison, JvmRatio>>> jvmRatiosByFamily() {
        Map<FamilyGroup, List<Map.Entry<JvmComparison, JvmRatio>>> m = new LinkedHashMap<>();
        for (FamilyGroup f : FamilyGroup.values()) m.put(f, new ArrayList<>());
        for (JvmComparison c : jvmComparisons()) {
            for (JvmRatio r : c.ratios()) r.contender().ifPresent(k -> m.get(FamilyGroup.of(k)).add(Map.entry(c, r)));
        }
        m.values().removeIf(List::isEmpty);
        return m;
    }
}

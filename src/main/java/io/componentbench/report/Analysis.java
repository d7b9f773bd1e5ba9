package io.componentbench.report;

import io.componentbench.contender.ContenderKind;
import io.componentbench.results.FootprintEntry;
import io.componentbench.results.Result;
import io.componentbench.results.RunData;
import io.componentbench.results.Scenario;
import io.componentbench.workload.ContainerState;
import io.componentbench.workload.Distribution;
import io.componentbench.workload.Order;
import io.componentbench.workload.Workload;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Collectors;

/**
 * The numbers the report is made of, derived from one run and nothing else: results grouped by
 * scenario and size, winners and ratios, the working-set knee, locality ratios, allocation, the
 * speed/memory front. Every number in the report comes from here (or from {@link Findings}, which
 * builds its sentences on these); the sections only lay them out.
 */
public final class Analysis {
    /** The knee: the first size whose ns/element exceeds this multiple of the plateau before it. */
    public static final double KNEE_FACTOR = 1.5;
    /** What every contender is also compared with: the map most Java code reaches for first. */
    public static final ContenderKind USUAL_MAP = ContenderKind.HASH_MAP;

    private final RunData run;
    private List<Group> groups;

    public Analysis(RunData run) {
        this.run = run;
    }

    public RunData run() { return run; }

    /** One chart's or table row's worth of results: a scenario at one size. */
    public record Group(Scenario scenario, int size, List<Result> results) {
        public Workload workload() { return scenario.workload(); }

        /** Contenders only (no raw-array), fastest first. */
        public List<Result> contenders() {
            return results.stream().filter(r -> !r.isReference())
                    .sorted(Comparator.comparingDouble(Result::nsPerElement)).toList();
        }

        public Optional<Result> raw() {
            return results.stream().filter(Result::isReference).findFirst();
        }

        public Optional<Result> of(ContenderKind contender) {
            return results.stream().filter(r -> r.contender().equals(Optional.of(contender))).findFirst();
        }

        public Optional<Result> winner() {
            return contenders().stream().findFirst();
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
        for (Result r : run.results()) {
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
            out.add(new Group(first.scenario(), first.size(), List.copyOf(rs)));
        }
        groups = List.copyOf(out);
        return groups;
    }

    private static String key(Result r) {
        return r.workload().ordinal() + "|" + r.scenario().params() + "|" + String.format("%012d", r.size());
    }

    /**
     * The scenario a workload is compared by across sizes and contenders (dense IDs, fresh,
     * shuffled lookups, ascending inserts, as far as the run has them); empty when the run has none
     * of the workload.
     */
    public Optional<Scenario> canonicalScenario(Workload w) {
        Order order = w == Workload.INSERT ? Order.INSERTION : Order.SHUFFLED;
        return groups().stream().filter(g -> g.workload() == w).map(Group::scenario).distinct()
                .max(Comparator.comparingInt(s -> (s.distribution() == Distribution.DENSE ? 4 : 0)
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

    public TreeSet<Integer> sizes() {
        return run.results().stream().map(Result::size).collect(Collectors.toCollection(TreeSet::new));
    }

    public int largestSize() {
        return sizes().last();
    }

    /** ns/element of a contender in a scenario at a size. */
    public OptionalDouble ns(Scenario scenario, int size, ContenderKind contender) {
        return nsOf(group(scenario, size).flatMap(g -> g.of(contender)));
    }

    /** ns/element of a contender in the canonical scenario of a workload at a size. */
    public OptionalDouble ns(Workload w, int size, ContenderKind contender) {
        return nsOf(canonicalGroup(w, size).flatMap(g -> g.of(contender)));
    }

    /** ns/element of the raw-array reference in the canonical scenario of a workload at a size. */
    public OptionalDouble rawNs(Workload w, int size) {
        return nsOf(canonicalGroup(w, size).flatMap(Group::raw));
    }

    private static OptionalDouble nsOf(Optional<Result> r) {
        return r.map(x -> OptionalDouble.of(x.nsPerElement())).orElse(OptionalDouble.empty());
    }

    /** Bytes per entity of a contender at a distribution and size, if measured. */
    public OptionalDouble bytesPerEntity(ContenderKind contender, Distribution distribution, int size) {
        return run.footprint(contender, distribution, size).map(f -> OptionalDouble.of(f.bytesPerEntity())).orElse(OptionalDouble.empty());
    }

    /** Contenders present anywhere in the run, registry order. */
    public List<ContenderKind> contenders() {
        List<ContenderKind> present = run.results().stream().flatMap(r -> r.contender().stream()).distinct().toList();
        return ContenderKind.all().stream().filter(present::contains).toList();
    }

    /** One line of a group's decision table: a result, its ratios to the group's winner and to {@link #USUAL_MAP}, its memory. */
    public record DecisionRow(Result result, double vsWinner, double vsUsualMap, OptionalDouble bytesPerEntity) {}

    /** The decision table of a group: contenders fastest first, then the raw-array reference (without memory); empty without a winner. */
    public List<DecisionRow> decisionTable(Group g) {
        Optional<Result> winner = g.winner();
        if (winner.isEmpty()) return List.of();
        double best = winner.get().nsPerElement();
        double usual = g.of(USUAL_MAP).map(Result::nsPerElement).orElse(Double.NaN);
        List<DecisionRow> rows = new ArrayList<>();
        for (Result r : g.contenders()) {
            rows.add(new DecisionRow(r, r.nsPerElement() / best, r.nsPerElement() / usual,
                    bytesPerEntity(r.contender().orElseThrow(), g.scenario().distribution(), g.size())));
        }
        g.raw().ifPresent(r -> rows.add(new DecisionRow(r, r.nsPerElement() / best, r.nsPerElement() / usual, OptionalDouble.empty())));
        return rows;
    }

    /** Per contender id (and raw-array last), (size, ns/element) along the canonical scenario of a workload. */
    public Map<String, double[][]> sizeSeries(Workload w) {
        List<Group> canonical = canonicalGroups(w);
        Map<String, double[][]> series = new LinkedHashMap<>();
        for (ContenderKind c : contenders()) {
            series.put(c.id(), canonical.stream().flatMap(g -> g.of(c).stream()).map(r -> new double[] {r.size(), r.nsPerElement()}).toArray(double[][]::new));
        }
        series.put(Result.RAW_ARRAY, canonical.stream().flatMap(g -> g.raw().stream()).map(r -> new double[] {r.size(), r.nsPerElement()}).toArray(double[][]::new));
        return series;
    }

    /** Per contender id, (footprint bytes, ns/element) along the canonical scenario of a workload, where the footprint was measured. */
    public Map<String, double[][]> footprintSeries(Workload w) {
        List<Group> gs = canonicalGroups(w);
        Map<String, double[][]> series = new LinkedHashMap<>();
        for (ContenderKind c : contenders()) {
            series.put(c.id(), gs.stream().flatMap(g -> g.of(c).stream())
                    .map(r -> new double[] {footprintBytes(c, r.size()), r.nsPerElement()})
                    .filter(p -> !Double.isNaN(p[0])).toArray(double[][]::new));
        }
        return series;
    }

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
                double ns = r.get().nsPerElement();
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

    /** A ratio of two measurements of one contender, e.g. shuffled over insertion-order lookup. */
    public record Ratio(ContenderKind contender, double numerator, double denominator) {
        public double value() { return numerator / denominator; }
    }

    /** Ratios {@code ns(a) / ns(b)} per contender at a size, where both were measured. */
    public List<Ratio> ratios(Scenario a, Scenario b, int size) {
        List<Ratio> out = new ArrayList<>();
        for (ContenderKind c : contenders()) {
            OptionalDouble x = ns(a, size, c);
            OptionalDouble y = ns(b, size, c);
            if (x.isPresent() && y.isPresent()) out.add(new Ratio(c, x.getAsDouble(), y.getAsDouble()));
        }
        return out;
    }

    /** Shuffled / insertion-order lookup per contender at a size (1 = no locality penalty). */
    public List<Ratio> lookupLocality(int size) {
        return canonicalScenario(Workload.LOOKUP).map(s -> ratios(s.with(Order.SHUFFLED), s.with(Order.INSERTION), size)).orElse(List.of());
    }

    /** Churned / fresh iteration per contender at a size (1 = use does not hurt iteration). */
    public List<Ratio> iterationAging(int size) {
        return canonicalScenario(Workload.ITERATE).map(s -> ratios(s.with(ContainerState.CHURNED), s.with(ContainerState.FRESH), size))
                .orElse(List.of());
    }

    /** Contenders on the Pareto front of (iterate ns/element, bytes per entity) at a size: nobody is better in both. */
    public List<ContenderKind> paretoFront(int size) {
        Map<ContenderKind, double[]> points = speedVsMemory(size);
        List<ContenderKind> front = new ArrayList<>();
        for (var p : points.entrySet()) {
            boolean dominated = points.values().stream().anyMatch(q -> q != p.getValue()
                    && q[0] <= p.getValue()[0] && q[1] <= p.getValue()[1] && (q[0] < p.getValue()[0] || q[1] < p.getValue()[1]));
            if (!dominated) front.add(p.getKey());
        }
        return front;
    }

    /** Contender -> {iterate ns/element, bytes per entity} at a size, dense IDs, fresh. */
    public Map<ContenderKind, double[]> speedVsMemory(int size) {
        Map<ContenderKind, double[]> points = new LinkedHashMap<>();
        for (ContenderKind c : contenders()) {
            OptionalDouble ns = ns(Workload.ITERATE, size, c);
            OptionalDouble bytes = bytesPerEntity(c, Distribution.DENSE, size);
            if (ns.isPresent() && bytes.isPresent()) points.put(c, new double[] {ns.getAsDouble(), bytes.getAsDouble()});
        }
        return points;
    }

    /**
     * Bytes allocated per element, per workload and contender, in the canonical scenario at a size
     * (JMH's GC profiler; its small negative noise shown as 0); workloads without figures left out.
     */
    public Map<Workload, Map<ContenderKind, Double>> allocation(int size) {
        Map<Workload, Map<ContenderKind, Double>> rows = new LinkedHashMap<>();
        for (Workload w : Workload.values()) {
            canonicalGroup(w, size).ifPresent(g -> {
                Map<ContenderKind, Double> m = new LinkedHashMap<>();
                for (ContenderKind c : contenders()) {
                    g.of(c).filter(r -> !Double.isNaN(r.allocBytesPerElement())).ifPresent(r -> m.put(c, Math.max(0, r.allocBytesPerElement())));
                }
                if (!m.isEmpty()) rows.put(w, m);
            });
        }
        return rows;
    }

    /** Whether the run carried hardware-counter metrics. */
    public boolean hasCounters() {
        return run.results().stream().anyMatch(r -> !r.counters().isEmpty());
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
        return run.footprint().stream().filter(f -> f.distribution() == distribution && f.size() == size).toList();
    }
}

package io.componentbench.report;

import io.componentbench.contender.ContenderKind;
import io.componentbench.run.Footprint;
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
 * workload variant and size, winners and ratios, the working-set knee, locality ratios. Every
 * sentence with a number in the report comes from here.
 */
public final class Analysis {
    /** The knee: the first size whose ns/element exceeds this multiple of the plateau before it. */
    public static final double KNEE_FACTOR = 1.5;
    public static final String HASH_MAP = "hash-map";

    private final RunData run;
    private List<Group> groups;

    public Analysis(RunData run) {
        this.run = run;
    }

    public RunData run() { return run; }

    /** One chart's or table row's worth of results: a workload variant at one size. */
    public record Group(Workload workload, Map<String, String> variant, int size, List<Result> results) {
        /** Contenders only (no raw-array), fastest first. */
        public List<Result> contenders() {
            return results.stream().filter(r -> !r.contender().equals(Result.RAW_ARRAY))
                    .sorted(Comparator.comparingDouble(Result::nsPerElement)).toList();
        }

        public Optional<Result> raw() {
            return results.stream().filter(r -> r.contender().equals(Result.RAW_ARRAY)).findFirst();
        }

        public Optional<Result> of(String contender) {
            return results.stream().filter(r -> r.contender().equals(contender)).findFirst();
        }

        public Optional<Result> winner() {
            return contenders().stream().findFirst();
        }

        /** Registered contenders with no result here: the gaps the report marks. */
        public List<String> missing() {
            return ContenderKind.all().stream().map(ContenderKind::id).filter(id -> of(id).isEmpty()).toList();
        }

        public String title() {
            String v = variant.entrySet().stream().map(e -> e.getKey() + "=" + e.getValue()).collect(Collectors.joining(", "));
            return workload.id() + " (" + v + "), " + Format.count(size) + " entities";
        }

        /** A file-name-safe identifier. */
        public String slug() {
            return (workload.id() + "-" + String.join("-", variant.values()) + "-" + size).replaceAll("[^a-z0-9-]", "");
        }
    }

    /**
     * All groups, by workload, variant, then size. The raw-array reference has fewer parameters
     * (no container state), so each reference result joins every group whose variant includes its own.
     */
    public List<Group> groups() {
        if (groups != null) return groups;
        Map<String, List<Result>> byKey = new TreeMap<>();
        List<Result> raws = new ArrayList<>();
        for (Result r : run.results()) {
            if (r.contender().equals(Result.RAW_ARRAY)) raws.add(r);
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
            Result first = rs.stream().filter(r -> !r.contender().equals(Result.RAW_ARRAY)).findFirst().orElse(rs.get(0));
            out.add(new Group(first.workload(), first.variant(), first.size(), List.copyOf(rs)));
        }
        groups = List.copyOf(out);
        return groups;
    }

    private static String key(Result r) {
        return r.workload().ordinal() + "|" + r.variant() + "|" + String.format("%012d", r.size());
    }

    /** The variant a workload is compared by across sizes and contenders (dense IDs, fresh, shuffled lookups, ascending inserts). */
    public Map<String, String> canonicalVariant(Workload w) {
        String order = w == Workload.INSERT ? "insertion" : "shuffled";
        return groups().stream().filter(g -> g.workload() == w).map(Group::variant).distinct()
                .max(Comparator.comparingInt(v -> ("dense".equals(v.get("distribution")) ? 4 : 0)
                        + (v.getOrDefault("state", "fresh").equals("fresh") ? 2 : 0)
                        + (v.getOrDefault("order", order).equals(order) ? 1 : 0)))
                .orElse(Map.of());
    }

    /** Groups of the canonical variant of a workload, by size ascending. */
    public List<Group> canonicalGroups(Workload w) {
        Map<String, String> v = canonicalVariant(w);
        return groups().stream().filter(g -> g.workload() == w && g.variant().equals(v)).toList();
    }

    /** The group of a workload variant at a size. */
    public Optional<Group> group(Workload w, Map<String, String> variant, int size) {
        return groups().stream().filter(g -> g.workload() == w && g.variant().equals(variant) && g.size() == size).findFirst();
    }

    public TreeSet<Integer> sizes() {
        return run.results().stream().map(Result::size).collect(Collectors.toCollection(TreeSet::new));
    }

    public int largestSize() {
        return sizes().last();
    }

    /** Variant map with one entry changed. */
    public static Map<String, String> with(Map<String, String> variant, String key, String value) {
        Map<String, String> v = new TreeMap<>(variant);
        v.put(key, value);
        return v;
    }

    /** ns/element of a contender in a workload variant at a size. */
    public OptionalDouble ns(Workload w, Map<String, String> variant, int size, String contender) {
        return group(w, variant, size).flatMap(g -> g.of(contender)).map(r -> OptionalDouble.of(r.nsPerElement())).orElse(OptionalDouble.empty());
    }

    /** ns/element of a contender in the canonical variant of a workload at a size. */
    public OptionalDouble ns(Workload w, int size, String contender) {
        return ns(w, canonicalVariant(w), size, contender);
    }

    /** Bytes per entity of a contender (dense IDs unless given), if measured. */
    public OptionalDouble bytesPerEntity(String contender, String distribution, int size) {
        return run.footprint(contender, distribution, size).map(f -> OptionalDouble.of(f.bytesPerEntity())).orElse(OptionalDouble.empty());
    }

    /** Contenders present anywhere in the run, registry order. */
    public List<String> contenders() {
        List<String> present = run.results().stream().map(Result::contender).distinct().toList();
        return ContenderKind.all().stream().map(ContenderKind::id).filter(present::contains).toList();
    }

    /** A contender's knee along the sizes of a workload's canonical variant. */
    public record Knee(String contender, int size, double footprintBytes, double nsPerElement, double plateau) {}

    /**
     * For each contender: the first size whose ns/element exceeds {@link #KNEE_FACTOR} times the
     * lowest ns/element at the smaller sizes (the plateau), or none when it never does.
     */
    public List<Knee> knees(Workload w) {
        List<Group> gs = canonicalGroups(w);
        List<Knee> knees = new ArrayList<>();
        for (String c : contenders()) {
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
    public double footprintBytes(String contender, int size) {
        return bytesPerEntity(contender, "dense", size).orElse(Double.NaN) * size;
    }

    /** A ratio of two measurements of one contender, e.g. shuffled over insertion-order lookup. */
    public record Ratio(String contender, double numerator, double denominator) {
        public double value() { return numerator / denominator; }
    }

    /** Ratios {@code ns(a) / ns(b)} per contender at a size, where both were measured. */
    public List<Ratio> ratios(Workload w, Map<String, String> a, Map<String, String> b, int size) {
        List<Ratio> out = new ArrayList<>();
        for (String c : contenders()) {
            OptionalDouble x = ns(w, a, size, c);
            OptionalDouble y = ns(w, b, size, c);
            if (x.isPresent() && y.isPresent()) out.add(new Ratio(c, x.getAsDouble(), y.getAsDouble()));
        }
        return out;
    }

    /** Shuffled / insertion-order lookup per contender at a size (1 = no locality penalty). */
    public List<Ratio> lookupLocality(int size) {
        Map<String, String> v = canonicalVariant(Workload.LOOKUP);
        return ratios(Workload.LOOKUP, with(v, "order", "shuffled"), with(v, "order", "insertion"), size);
    }

    /** Churned / fresh iteration per contender at a size (1 = use does not hurt iteration). */
    public List<Ratio> iterationAging(int size) {
        Map<String, String> v = canonicalVariant(Workload.ITERATE);
        return ratios(Workload.ITERATE, with(v, "state", "churned"), with(v, "state", "fresh"), size);
    }

    /** Contenders on the Pareto front of (iterate ns/element, bytes per entity) at a size: nobody is better in both. */
    public List<String> paretoFront(int size) {
        Map<String, double[]> points = speedVsMemory(size);
        List<String> front = new ArrayList<>();
        for (var p : points.entrySet()) {
            boolean dominated = points.values().stream().anyMatch(q -> q != p.getValue()
                    && q[0] <= p.getValue()[0] && q[1] <= p.getValue()[1] && (q[0] < p.getValue()[0] || q[1] < p.getValue()[1]));
            if (!dominated) front.add(p.getKey());
        }
        return front;
    }

    /** Contender -> {iterate ns/element, bytes per entity} at a size, dense IDs, fresh. */
    public Map<String, double[]> speedVsMemory(int size) {
        Map<String, double[]> points = new LinkedHashMap<>();
        for (String c : contenders()) {
            OptionalDouble ns = ns(Workload.ITERATE, size, c);
            OptionalDouble bytes = bytesPerEntity(c, "dense", size);
            if (ns.isPresent() && bytes.isPresent()) points.put(c, new double[] {ns.getAsDouble(), bytes.getAsDouble()});
        }
        return points;
    }

    /** Whether the run carried hardware-counter metrics. */
    public boolean hasCounters() {
        return run.results().stream().anyMatch(r -> !r.counters().isEmpty());
    }

    /** Footprint entries of one distribution at the largest measured size. */
    public List<Footprint.Entry> footprintAtLargest(String distribution) {
        int size = run.footprint().stream().filter(f -> f.distribution().equals(distribution)).mapToInt(Footprint.Entry::size).max().orElse(-1);
        return run.footprint().stream().filter(f -> f.distribution().equals(distribution) && f.size() == size).toList();
    }
}

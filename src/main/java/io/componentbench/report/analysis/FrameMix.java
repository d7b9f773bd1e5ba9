package io.componentbench.report.analysis;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.componentbench.contender.ContenderKind;
import io.componentbench.results.Json;
import io.componentbench.results.Result;
import io.componentbench.stats.Estimate;
import io.componentbench.workload.ContainerState;
import io.componentbench.workload.Distribution;
import io.componentbench.workload.Workload;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeSet;

/**
 * The reader's workload mix: how many of each operation a frame does, at an entity count and a
 * container state, turned into each contender's cost per frame with an interval, ranked, ties named
 * by the report's rule (the ratio interval to the best contains 1). The one owner of that ranking:
 * the report's three presets use it, and the page's panel ({@code mix.js}) is a line-for-line port
 * of {@link #rank} over the same data ({@link #json}), which a test checks on a fixture.
 * <p>
 * <b>Cost.</b> The sum over operations of count x time per element at the chosen entity count (the
 * canonical variant of each workload; no interpolation between sizes). Iterate, join and churn are
 * counted in passes over the N entities (a join pass visits the N/2 entities that also have
 * Velocity, as measured); lookups, inserts and removes one by one.
 * <p>
 * <b>Interval.</b> Each time's 95% interval is read on the log scale (half-width
 * {@code ln(upper/lower)/2}); the cost's log half-width is the operations' half-widths weighted by
 * their share of the cost, added in quadrature (the delta method; with few forks per result this
 * is wider than an exact combination would be). A contender is tied with the best when the ratio
 * of their costs lies within the two costs' half-widths added in quadrature (the contenders taken
 * as independent, so it names ties more readily than the paired ratios of one side-by-side cell).
 * An operation whose interval is unknown makes the cost's interval unknown, and an unknown
 * interval is a tie: it decides nothing.
 */
public final class FrameMix {
    /** One operation of a frame: a workload, counted in passes over the entities or one by one. */
    public enum Operation {
        ITERATE(Workload.ITERATE, "iterate passes", 1),
        JOIN(Workload.JOIN, "join passes (Position+Velocity)", 0.5),
        LOOKUP(Workload.LOOKUP, "lookups by ID", 0),
        INSERT(Workload.INSERT, "inserts", 0),
        REMOVE(Workload.REMOVE, "removes", 0),
        CHURN(Workload.CHURN, "churn frames (10% out, 10% in, one pass)", 1);

        public final Workload workload;
        public final String label;
        /** Elements per pass over N entities; 0: counted one by one. */
        public final double perEntity;

        Operation(Workload workload, String label, double perEntity) {
            this.workload = workload;
            this.label = label;
            this.perEntity = perEntity;
        }

        public String id() {
            return workload.id();
        }

        /** The elements {@code count} of this operation touch at {@code entities}. */
        double elements(double count, int entities) {
            return perEntity > 0 ? count * perEntity * entities : count;
        }
    }

    /** A time per element: its center and its 95% log half-width (NaN when unknown). */
    public record Time(double center, double logHalfWidth) {
        public static Time of(Estimate e) {
            double h = e.lower() > 0 && Double.isFinite(e.upper()) ? Math.log(e.upper() / e.lower()) / 2 : Double.NaN;
            return new Time(e.center(), h);
        }
    }

    /**
     * The figures a mix is computed from: per operation, container state and entity count, each
     * contender's time. A workload without container states (insert, churn) has the same times under each state.
     * {@code bytesPerEntity}: per entity count, each contender's footprint (dense IDs, JOL) where measured.
     */
    public record Data(
            List<Integer> sizes,
            List<String> states,
            List<String> contenders,
            Map<String, Map<String, Map<Integer, Map<String, Time>>>> times,
            Map<Integer, Map<String, Double>> bytesPerEntity) {
        /** Figures without footprints. */
        public Data(
                List<Integer> sizes,
                List<String> states,
                List<String> contenders,
                Map<String, Map<String, Map<Integer, Map<String, Time>>>> times) {
            this(sizes, states, contenders, times, Map.of());
        }

        /** A contender's bytes per entity at a size, NaN when not measured there. */
        public double bytes(int size, String contender) {
            return bytesPerEntity.getOrDefault(size, Map.of()).getOrDefault(contender, Double.NaN);
        }

        Optional<Time> time(Operation op, String state, int size, String contender) {
            return Optional.ofNullable(times.getOrDefault(op.id(), Map.of())
                    .getOrDefault(state, Map.of())
                    .getOrDefault(size, Map.of())
                    .get(contender));
        }
    }

    /** A mix: operations per frame, at an entity count and in a container state. */
    public record Mix(Map<Operation, Double> counts, int entities, String state) {}

    /** A named mix defined per entity, so it applies at any entity count. */
    public record Preset(String id, String name, String story, Map<Operation, Double> perEntity) {
        public Mix at(int entities, String state) {
            Map<Operation, Double> counts = new LinkedHashMap<>();
            perEntity.forEach((op, f) -> counts.put(op, op.perEntity > 0 ? f : Math.round(f * entities) * 1.0));
            return new Mix(counts, entities, state);
        }
    }

    /** The three presets of the report: passes per frame for iterate, join and churn; per entity for the others. */
    public static final List<Preset> PRESETS = List.of(
            new Preset(
                    "game-loop",
                    "iteration-heavy game loop",
                    "8 iterate passes and 2 join passes a frame, lookups of 1% of the entities, 0.1% inserted and removed",
                    ops(8, 2, 0.01, 0.001, 0.001, 0)),
            new Preset(
                    "simulation",
                    "lookup-heavy simulation",
                    "1 iterate pass and 1 join pass a frame, 2 lookups per entity (neighbours, targets)",
                    ops(1, 1, 2, 0, 0, 0)),
            new Preset(
                    "spawner",
                    "churn-heavy spawner",
                    "2 iterate passes and 1 churn frame (10% out, 10% in) a frame, 5% more inserted and removed, lookups of 10%",
                    ops(2, 0, 0.1, 0.05, 0.05, 1)));

    private static Map<Operation, Double> ops(
            double iterate, double join, double lookup, double insert, double remove, double churn) {
        Map<Operation, Double> m = new LinkedHashMap<>();
        double[] v = {iterate, join, lookup, insert, remove, churn};
        for (Operation op : Operation.values()) m.put(op, v[op.ordinal()]);
        return m;
    }

    /** One contender's cost per frame in ns, its log half-width, ratio to the best and standing; or the operations it was not measured in. */
    public record FrameCost(
            String contender,
            double cost,
            double logHalfWidth,
            double vsBest,
            double vsBestLogHalfWidth,
            boolean best,
            boolean tied,
            List<String> missing) {
        public boolean ranked() {
            return missing.isEmpty();
        }

        public double lower() {
            return cost * Math.exp(-logHalfWidth);
        }

        public double upper() {
            return cost * Math.exp(logHalfWidth);
        }
    }

    private FrameMix() {}

    /** The mix data of a run: the canonical variant of every workload, at every size and state measured. */
    public static Data data(Analysis analysis) {
        TreeSet<Integer> sizes = new TreeSet<>();
        List<String> states = List.of(ContainerState.FRESH.id(), ContainerState.CHURNED.id());
        Map<String, Map<String, Map<Integer, Map<String, Time>>>> times = new LinkedHashMap<>();
        for (Operation op : Operation.values()) {
            Map<String, Map<Integer, Map<String, Time>>> byState = new LinkedHashMap<>();
            for (Group canonical : analysis.canonicalGroups(op.workload)) {
                sizes.add(canonical.size());
                List<Group> gs = analysis.states(op.workload, canonical.size());
                for (String state : states) {
                    Optional<Group> g = gs.stream()
                            .filter(x ->
                                    x.state().isEmpty() || x.state().get().id().equals(state))
                            .findFirst();
                    if (g.isEmpty()) continue;
                    Map<String, Time> m = new LinkedHashMap<>();
                    for (Result r : g.get().contenders())
                        m.put(r.contenderId(), Time.of(g.get().estimate(r)));
                    byState.computeIfAbsent(state, k -> new LinkedHashMap<>()).put(canonical.size(), m);
                }
            }
            if (!byState.isEmpty()) times.put(op.id(), byState);
        }
        Map<Integer, Map<String, Double>> bytes = new LinkedHashMap<>();
        for (int n : sizes)
            for (ContenderKind c : analysis.contenders())
                analysis.bytesPerEntity(c, Distribution.DENSE, n)
                        .ifPresent(b -> bytes.computeIfAbsent(n, k -> new LinkedHashMap<>())
                                .put(c.id(), b));
        return new Data(
                List.copyOf(sizes),
                states,
                analysis.contenders().stream().map(ContenderKind::id).toList(),
                times,
                bytes);
    }

    /** Every contender's cost per frame: the ranked ones cheapest first (best, tied, behind), then those not measured in an operation of the mix. */
    public static List<FrameCost> rank(Data data, Mix mix) {
        List<FrameCost> ranked = new ArrayList<>();
        List<FrameCost> unranked = new ArrayList<>();
        for (String c : data.contenders()) {
            double cost = 0;
            double variance = 0;
            List<String> missing = new ArrayList<>();
            for (Operation op : Operation.values()) {
                double count = mix.counts().getOrDefault(op, 0.0);
                if (!(count > 0)) continue;
                Optional<Time> t = data.time(op, mix.state(), mix.entities(), c);
                if (t.isEmpty()) {
                    missing.add(op.id());
                    continue;
                }
                double part = op.elements(count, mix.entities()) * t.get().center();
                cost += part;
                variance += part * part * t.get().logHalfWidth() * t.get().logHalfWidth();
            }
            if (!missing.isEmpty())
                unranked.add(new FrameCost(c, Double.NaN, Double.NaN, Double.NaN, Double.NaN, false, false, missing));
            else if (cost > 0)
                ranked.add(new FrameCost(
                        c, cost, Math.sqrt(variance) / cost, Double.NaN, Double.NaN, false, false, missing));
        }
        ranked.sort(Comparator.comparingDouble(FrameCost::cost));
        List<FrameCost> out = new ArrayList<>();
        for (FrameCost l : ranked) {
            FrameCost best = ranked.get(0);
            double ratio = l.cost() / best.cost();
            double h = Math.sqrt(l.logHalfWidth() * l.logHalfWidth() + best.logHalfWidth() * best.logHalfWidth());
            boolean isBest = l == best;
            boolean tied = !isBest && (Double.isNaN(h) || Math.log(ratio) <= h);
            out.add(new FrameCost(
                    l.contender(), l.cost(), l.logHalfWidth(), ratio, isBest ? 0 : h, isBest, tied, List.of()));
        }
        out.addAll(unranked);
        return out;
    }

    /**
     * Where the report shows a preset: the largest entity count at which every operation of it was
     * measured, in churned containers (a running game's) where they were measured, else fresh; empty when there is none.
     */
    public static Optional<Mix> judged(Data data, Preset preset) {
        for (int i = data.sizes().size() - 1; i >= 0; i--) {
            int n = data.sizes().get(i);
            for (String state : List.of(ContainerState.CHURNED.id(), ContainerState.FRESH.id())) {
                Mix mix = preset.at(n, state);
                boolean all = mix.counts().entrySet().stream()
                        .filter(e -> e.getValue() > 0)
                        .allMatch(e -> !data.times()
                                .getOrDefault(e.getKey().id(), Map.of())
                                .getOrDefault(state, Map.of())
                                .getOrDefault(n, Map.of())
                                .isEmpty());
                if (all) return Optional.of(mix);
            }
        }
        return Optional.empty();
    }

    /** The data and the presets as JSON, as the page's panel reads them (a NaN half-width as null). */
    public static String json(Data data) throws java.io.IOException {
        ObjectNode root = Json.MAPPER.createObjectNode();
        ArrayNode sizes = root.putArray("sizes");
        data.sizes().forEach(sizes::add);
        ArrayNode states = root.putArray("states");
        data.states().forEach(states::add);
        ArrayNode contenders = root.putArray("contenders");
        data.contenders().forEach(contenders::add);
        ArrayNode ops = root.putArray("operations");
        for (Operation op : Operation.values()) {
            ObjectNode o = ops.addObject();
            o.put("id", op.id());
            o.put("label", op.label);
            o.put("perEntity", op.perEntity);
        }
        ArrayNode presets = root.putArray("presets");
        for (Preset p : PRESETS) {
            ObjectNode o = presets.addObject();
            o.put("id", p.id());
            o.put("name", p.name());
            o.put("story", p.story());
            ObjectNode per = o.putObject("perEntity");
            p.perEntity().forEach((op, f) -> per.put(op.id(), f));
        }
        ObjectNode times = root.putObject("times");
        data.times().forEach((op, byState) -> {
            ObjectNode s = times.putObject(op);
            byState.forEach((state, bySize) -> {
                ObjectNode z = s.putObject(state);
                bySize.forEach((size, byContender) -> {
                    ObjectNode c = z.putObject(String.valueOf(size));
                    byContender.forEach((id, t) -> {
                        ArrayNode a = c.putArray(id);
                        a.add(t.center());
                        if (Double.isNaN(t.logHalfWidth())) a.addNull();
                        else a.add(t.logHalfWidth());
                    });
                });
            });
        });
        ObjectNode bytes = root.putObject("bytesPerEntity");
        data.bytesPerEntity().forEach((size, byContender) -> {
            ObjectNode z = bytes.putObject(String.valueOf(size));
            byContender.forEach(z::put);
        });
        return Json.compact(root);
    }
}

package io.componentbench.contender;

import io.componentbench.measure.CellGroups;
import io.componentbench.measure.Footprint;
import io.componentbench.measure.Profile;
import io.componentbench.measure.RunEstimate;
import io.componentbench.measure.SideBySideCells;
import io.componentbench.measure.Spec;
import io.componentbench.workload.Distribution;
import io.componentbench.workload.Parameter;
import io.componentbench.workload.SliceSubject;
import io.componentbench.workload.Workload;
import java.awt.Color;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/**
 * What the rest of the project makes of a registry, as plain facts, for {@code ThrowawayContenderTest}
 * to compare between the registry as built and a copy with a throwaway contender added: it runs in
 * a class loader of its own for each, so each sees its own {@link ContenderKind}.
 */
public final class ThrowawayCheck implements Supplier<Map<String, String>> {
    /** The throwaway's id in the registry copy. */
    public static final String ID = "throwaway-linked-map";

    @Override
    public Map<String, String> get() {
        Map<String, String> facts = new LinkedHashMap<>();
        facts.put("contenders", ContenderKind.ids());
        facts.put("full estimate ms", String.valueOf(estimate(Profile.FULL).toMillis()));
        facts.put("quick estimate ms", String.valueOf(estimate(Profile.QUICK).toMillis()));
        facts.put("colours", colours());
        boolean present = ContenderKind.all().stream().anyMatch(k -> k.id().equals(ID));
        if (!present) return facts;
        ContenderKind throwaway = ContenderKind.byId(ID);
        facts.put("specs without it where hash-map runs", String.join("; ", specsWithout(throwaway)));
        facts.put("cell subjects", cellSubjects());
        facts.put("colours too close to it", String.join("; ", tooClose()));
        facts.put("workloads disagreeing with raw-array", String.join("; ", disagreements()));
        facts.put(
                "footprint bytes/entity > 8",
                String.valueOf(
                        Footprint.measure(throwaway, Distribution.DENSE, 100).bytesPerEntity() > 8));
        return facts;
    }

    private static java.time.Duration estimate(Profile p) {
        return RunEstimate.of(p, ContenderKind.all().size());
    }

    /** Every contender's chart colour, {@code id=rgb} in registry order (the palette's lookup is package-private). */
    private static String colours() {
        try {
            Method color =
                    Class.forName("io.componentbench.report.chart.Palette").getDeclaredMethod("color", String.class);
            color.setAccessible(true);
            List<String> out = new ArrayList<>();
            for (ContenderKind k : ContenderKind.all())
                out.add(k.id() + "=" + Integer.toHexString(((Color) color.invoke(null, k.id())).getRGB()));
            return String.join(",", out);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The contenders (and the reference) whose colour lies closer to the throwaway's than PaletteTest allows. */
    private static List<String> tooClose() {
        try {
            Class<?> palette = Class.forName("io.componentbench.report.chart.Palette");
            Method color = palette.getDeclaredMethod("color", String.class);
            color.setAccessible(true);
            java.lang.reflect.Field min = palette.getDeclaredField("MIN_DISTANCE");
            min.setAccessible(true);
            Method deltaE = Class.forName("io.componentbench.report.chart.PaletteTest")
                    .getDeclaredMethod("deltaE", Color.class, Color.class);
            deltaE.setAccessible(true);
            Color own = (Color) color.invoke(null, ID);
            List<String> ids = new ArrayList<>(
                    ContenderKind.all().stream().map(ContenderKind::id).toList());
            ids.add(SliceSubject.REFERENCE);
            List<String> out = new ArrayList<>();
            for (String id : ids) {
                if (id.equals(ID)) continue;
                double d = (double) deltaE.invoke(null, own, color.invoke(null, id));
                if (d < min.getDouble(null)) out.add(id + " " + Math.round(d));
            }
            return out;
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The profile specs that run hash-map but not the throwaway (a stock map of the same family). */
    private static List<String> specsWithout(ContenderKind throwaway) {
        List<String> out = new ArrayList<>();
        for (Profile p : Profile.values()) {
            for (Spec s : p.specs()) {
                List<String> named = s.params().get(Parameter.CONTENDER.name());
                if (named == null) continue; // every contender
                if (named.contains(ContenderKind.HASH_MAP.id()) && !named.contains(throwaway.id()))
                    out.add(p.id() + " " + s.workload().id() + " " + s.params());
            }
        }
        return out;
    }

    /** The subjects of a side-by-side cell over the whole registry. */
    private static String cellSubjects() {
        Spec iterate = Profile.SMOKE.specs().stream()
                .filter(s -> s.workload() == Workload.ITERATE)
                .findFirst()
                .orElseThrow();
        CellGroups groups = CellGroups.plan(ContenderKind.all(), 1000, List.of(Distribution.DENSE), List.of());
        return String.join(" | ", SideBySideCells.params(iterate, groups, 1).get("subjects"));
    }

    /** Each workload's side-by-side subject for the throwaway against the raw-array reference's, both distributions. */
    private static List<String> disagreements() {
        List<String> out = new ArrayList<>();
        for (Distribution d : Distribution.values()) {
            for (Workload w : Workload.values()) {
                Map<String, String> params = Map.of(
                        "size", "500",
                        "distribution", d.id(),
                        "state", "churned",
                        "order", w == Workload.INSERT ? "insertion" : "shuffled",
                        "presized", "true");
                SliceSubject reference = new SliceSubject(w.id(), SliceSubject.REFERENCE, params);
                SliceSubject subject = new SliceSubject(w.id(), ID, params);
                reference.applyAsLong(2);
                subject.applyAsLong(2);
                if (reference.getAsLong() != subject.getAsLong() || reference.getAsLong() == 0)
                    out.add(w.id() + " " + d.id() + ": " + subject.getAsLong() + " against " + reference.getAsLong());
            }
        }
        return out;
    }
}

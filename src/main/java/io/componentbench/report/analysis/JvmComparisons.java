package io.componentbench.report.analysis;

import static io.componentbench.report.analysis.Format.num;

import io.componentbench.contender.ContenderKind;
import io.componentbench.contender.Family;
import io.componentbench.contender.Storage;
import io.componentbench.results.Result;
import io.componentbench.results.Scenario;
import io.componentbench.results.Variant;
import io.componentbench.stats.Estimate;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * JVMs against each other, in a run measured on several: for every scenario and size measured on the
 * oldest JVM and on a newer one, each contender's time on the newer over its time on the oldest, with
 * its interval, those ratios by family group, and a sentence per group on what the newer JVM buys.
 */
public final class JvmComparisons {
    private JvmComparisons() {}

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

    /** A contender's (or the reference's) time on a newer JVM over its time on the oldest, with the interval. */
    public record JvmRatio(
            String contenderId,
            Optional<ContenderKind> contender,
            Estimate older,
            Estimate newer,
            io.componentbench.stats.Ratio ratio) {
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
    public static List<JvmComparison> jvmComparisons(Analysis a) {
        List<String> byAge = a.jvmsOldestFirst();
        if (byAge.size() < 2) return List.of();
        String older = byAge.get(0);
        List<JvmComparison> out = new ArrayList<>();
        for (String newer : byAge.subList(1, byAge.size())) {
            for (Group g : a.groups()) {
                if (!older.equals(g.scenario().other().get(Variant.JVM_PARAM))) continue;
                Optional<Group> other = a.group(onJvm(g.scenario(), newer), g.size());
                if (other.isEmpty()) continue;
                List<JvmRatio> ratios = new ArrayList<>();
                List<Result> mine = new ArrayList<>(g.contenders());
                g.raw().ifPresent(mine::add);
                for (Result r : mine) {
                    Optional<Result> twin = r.isReference()
                            ? other.get().raw()
                            : other.get().of(r.contender().orElseThrow());
                    twin.ifPresent(t -> ratios.add(new JvmRatio(
                            r.contenderId(),
                            r.contender(),
                            g.estimate(r),
                            other.get().estimate(t),
                            Analysis.ratio(other.get().estimate(t), g.estimate(r)))));
                }
                if (!ratios.isEmpty())
                    out.add(new JvmComparison(withoutJvm(g.scenario()), g.size(), older, newer, ratios));
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

        public String label() {
            return label;
        }

        public static FamilyGroup of(ContenderKind c) {
            if (c.family() == Family.FRAMEWORK) return FRAMEWORKS;
            return c.storage() == Storage.INLINE ? INLINE : OBJECT_HOLDING;
        }
    }

    /** The JVM ratios of every comparison, by family group of the contender (the reference left out). */
    public static Map<FamilyGroup, List<Map.Entry<JvmComparison, JvmRatio>>> jvmRatiosByFamily(Analysis a) {
        Map<FamilyGroup, List<Map.Entry<JvmComparison, JvmRatio>>> m = new LinkedHashMap<>();
        for (FamilyGroup f : FamilyGroup.values()) m.put(f, new ArrayList<>());
        for (JvmComparison c : jvmComparisons(a)) {
            for (JvmRatio r : c.ratios())
                r.contender().ifPresent(k -> m.get(FamilyGroup.of(k)).add(Map.entry(c, r)));
        }
        m.values().removeIf(List::isEmpty);
        return m;
    }

    /**
     * One sentence per family group (object-holding containers, inline containers, frameworks): on
     * the newer JVM, how many comparisons got faster, slower or tied, the median ratio and the
     * largest change each way.
     */
    public static List<String> sentences(Analysis a) {
        List<String> out = new ArrayList<>();
        jvmRatiosByFamily(a).forEach((family, entries) -> {
            JvmComparison first = entries.get(0).getKey();
            long faster = entries.stream()
                    .filter(e -> e.getValue().verdict().equals("faster"))
                    .count();
            long slower = entries.stream()
                    .filter(e -> e.getValue().verdict().equals("slower"))
                    .count();
            long ties = entries.size() - faster - slower;
            double[] centers = entries.stream()
                    .mapToDouble(e -> e.getValue().ratio().center())
                    .sorted()
                    .toArray();
            double median = centers.length % 2 == 1
                    ? centers[centers.length / 2]
                    : (centers[centers.length / 2 - 1] + centers[centers.length / 2]) / 2;
            var best = entries.stream()
                    .filter(e -> e.getValue().verdict().equals("faster"))
                    .min(Comparator.comparingDouble(e -> e.getValue().ratio().center()));
            var worst = entries.stream()
                    .filter(e -> e.getValue().verdict().equals("slower"))
                    .max(Comparator.comparingDouble(e -> e.getValue().ratio().center()));
            StringBuilder s = new StringBuilder("**" + family.label() + "**: on " + first.newer() + " against "
                    + first.older() + ", "
                    + faster + " of " + entries.size() + " results ran faster, " + slower + " slower and " + ties
                    + " tied (interval including 1); median time ratio " + num(median) + "x");
            best.ifPresent(e -> s.append("; the largest gain: ")
                    .append(e.getValue().contenderId())
                    .append(" in ")
                    .append(e.getKey().title())
                    .append(", ")
                    .append(e.getValue().ratio().describe()));
            worst.ifPresent(e -> s.append("; the largest loss: ")
                    .append(e.getValue().contenderId())
                    .append(" in ")
                    .append(e.getKey().title())
                    .append(", ")
                    .append(e.getValue().ratio().describe()));
            int half = entries.size() / 2;
            s.append(
                    faster > half
                            ? ". The newer JVM buys this group speed in most of what it runs."
                            : slower > half
                                    ? ". The newer JVM costs this group speed in most of what it runs."
                                    : ties > half
                                            ? ". For most of this group's results the newer JVM changes nothing this run can see."
                                            : ". No majority either way: the change depends on the workload.");
            out.add(s.toString());
        });
        return out;
    }
}

package io.componentbench.report.analysis;

import static io.componentbench.report.analysis.Format.num;

import io.componentbench.contender.ContenderKind;
import io.componentbench.contender.Family;
import io.componentbench.results.Result;
import io.componentbench.results.Scenario;
import io.componentbench.results.Variant;
import io.componentbench.stats.Outcome;
import io.componentbench.stats.Ratio;
import io.componentbench.stats.Requirement;
import io.componentbench.workload.Order;
import io.componentbench.workload.Parameter;
import io.componentbench.workload.Workload;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * How the report turns ratios into verdicts, for the claims ({@link Claims}), the design targets
 * ({@link Targets}) and the decision guide ({@link DecisionGuide}): a ratio of two sides (a
 * contender, the fastest of several, or the raw-array reference) in each container state of a
 * workload's canonical scenario at its judged size ({@link Analysis#judgedSize}), judged on its
 * interval ({@link Requirement}): HOLDS/MET or REFUTED/MISSED only when the whole interval lies on
 * one side of the threshold, INCONCLUSIVE otherwise, and the evidence names the size and the states.
 * Contenders are chosen by {@link ContenderKind} constant or by {@link Family}, so a new hash map
 * joins the hash-map claims by being registered as one.
 */
final class Verdicts {
    private final Analysis a;

    Verdicts(Analysis analysis) {
        this.a = analysis;
    }

    /** What is compared in a group: a contender, the fastest of several, or the raw-array reference. */
    record Side(String name, Function<Group, Optional<Result>> pick) {
        static Side of(ContenderKind c) {
            return new Side(c.id(), g -> g.of(c));
        }

        static Side raw() {
            return new Side(Result.RAW_ARRAY, Group::raw);
        }

        /** The one of {@code kinds} with the lowest central value in the group (named in the evidence). */
        static Side fastestOf(String name, List<ContenderKind> kinds) {
            return new Side(
                    name,
                    g -> kinds.stream()
                            .flatMap(k -> g.of(k).stream())
                            .min(Comparator.comparingDouble(r -> g.estimate(r).center())));
        }
    }

    /** One ratio in one state of one group: what it compares and how it turned out. */
    record Comparison(Group group, Result numerator, Result denominator, Ratio ratio) {
        String state() {
            return Analysis.stateName(group);
        }

        String describe(Requirement req, boolean claim) {
            String s = state();
            return (s.isEmpty() ? "" : s + ": ") + numerator.contenderId() + " "
                    + group.estimate(numerator).describe() + " vs " + denominator.contenderId() + " "
                    + group.estimate(denominator).describe() + " ns/element, " + req.explain(ratio, claim);
        }
    }

    /** {@code num / den} in each state of a workload's canonical scenario at its judged size, where both were measured. */
    List<Comparison> compare(Workload w, Side num, Side den) {
        return compareIn(a.judgedStates(w), num, den);
    }

    /** {@code num / den} in each of these groups where both were measured. */
    private static List<Comparison> compareIn(List<Group> groups, Side num, Side den) {
        List<Comparison> out = new ArrayList<>();
        for (Group g : groups) {
            Optional<Result> x = num.pick().apply(g);
            Optional<Result> y = den.pick().apply(g);
            if (x.isPresent() && y.isPresent() && x.get() != y.get()) {
                out.add(new Comparison(g, x.get(), y.get(), g.ratio(x.get(), y.get())));
            }
        }
        return out;
    }

    String at(Workload w) {
        OptionalInt n = a.judgedSize(w);
        return n.isPresent() ? Format.count(n.getAsInt()) : "its largest size";
    }

    /** Every outcome MET: MET; any MISSED: MISSED; otherwise INCONCLUSIVE. */
    static Outcome all(List<Outcome> outcomes) {
        if (outcomes.contains(Outcome.MISSED)) return Outcome.MISSED;
        return outcomes.stream().allMatch(o -> o == Outcome.MET) ? Outcome.MET : Outcome.INCONCLUSIVE;
    }

    static String word(Outcome o, boolean claim) {
        return claim ? o.asClaim() : o.asTarget();
    }

    /**
     * The verdict over the states of one comparison: one word when every state agrees, else the word
     * of each state (e.g. {@code HOLDS fresh, INCONCLUSIVE churned}).
     */
    private static String verdictOverStates(List<Comparison> cs, Requirement req, boolean claim) {
        List<Outcome> outcomes = cs.stream().map(c -> req.judge(c.ratio())).toList();
        if (outcomes.stream().distinct().count() == 1) return word(outcomes.get(0), claim);
        List<String> parts = new ArrayList<>();
        for (int i = 0; i < cs.size(); i++)
            parts.add(word(outcomes.get(i), claim) + " " + cs.get(i).state());
        return String.join(", ", parts);
    }

    /** A verdict on one comparison in every state measured. */
    Finding judge(String statement, Workload w, Side num, Side den, Requirement req, boolean claim) {
        List<Comparison> cs = compare(w, num, den);
        if (cs.isEmpty()) return unmeasured(statement, w.id() + " of " + num.name() + " and " + den.name());
        return new Finding(
                statement,
                verdictOverStates(cs, req, claim),
                "at " + at(w) + ", "
                        + cs.stream().map(c -> c.describe(req, claim)).collect(Collectors.joining("; "))
                        + span(cs, ""));
    }

    /**
     * A verdict that {@code subject} stands in the required relation to each of {@code others} in
     * every state: MET only when every comparison is, MISSED when any is; the evidence names the
     * closest (or the failing) comparisons. The ratio is the subject's time over each other's, or,
     * with {@code othersOverSubject}, each other's over the subject's ("at least 3x faster").
     */
    Finding judgeAgainstEach(
            String statement,
            Workload w,
            ContenderKind subject,
            List<ContenderKind> others,
            Requirement req,
            boolean othersOverSubject) {
        List<Comparison> cs = new ArrayList<>();
        for (ContenderKind o : others) {
            if (o != subject)
                cs.addAll(
                        othersOverSubject
                                ? compare(w, Side.of(o), Side.of(subject))
                                : compare(w, Side.of(subject), Side.of(o)));
        }
        if (cs.isEmpty()) return unmeasured(statement, w.id() + " of " + subject.id() + " and the maps");
        Outcome verdict = all(cs.stream().map(c -> req.judge(c.ratio())).toList());
        List<Comparison> shown = verdict == Outcome.MET
                ? cs.stream()
                        .max(Comparator.comparingDouble(c -> req.side() == Requirement.Direction.AT_MOST
                                ? c.ratio().upper()
                                : -c.ratio().lower()))
                        .stream()
                        .toList()
                : cs.stream().filter(c -> req.judge(c.ratio()) != Outcome.MET).toList();
        long maps = cs.stream()
                .map(c -> (othersOverSubject ? c.numerator() : c.denominator()).contenderId())
                .distinct()
                .count();
        return new Finding(
                statement,
                word(verdict, false),
                "at " + at(w) + ", " + cs.size() + " comparison(s) with " + maps + " map(s); "
                        + (verdict == Outcome.MET ? "the closest: " : "not met: ")
                        + shown.stream().map(c -> c.describe(req, false)).collect(Collectors.joining("; ")));
    }

    /**
     * A claim that holds "for any part" (a single insert or lookup may be no faster) judged per part,
     * not pooled: each variant of each workload at its judged size ({@link #variants}) gets its own
     * verdict over its states; one word when every part agrees, else each verdict with the parts it
     * holds for ({@code HOLDS: lookup shuffled, lookup in-order; REFUTED: insert growing}).
     */
    Finding judgePerPart(String statement, List<Workload> workloads, Side num, Side den, Requirement req) {
        Map<String, List<String>> partsByVerdict = new LinkedHashMap<>();
        List<String> evidence = new ArrayList<>();
        for (Workload w : workloads) {
            List<String> parts = new ArrayList<>();
            for (Map.Entry<String, List<Group>> variant : variants(w)) {
                List<Comparison> cs = compareIn(variant.getValue(), num, den);
                if (cs.isEmpty()) continue;
                String name = variant.getKey();
                partsByVerdict
                        .computeIfAbsent(verdictOverStates(cs, req, true), k -> new ArrayList<>())
                        .add(w.id() + (name.isEmpty() ? "" : " " + name));
                parts.add(cs.stream()
                        .map(c -> String.join(
                                        " ",
                                        name,
                                        c.state(),
                                        c.numerator().contenderId(),
                                        c.ratio().describe())
                                .strip()
                                .replaceAll(" +", " "))
                        .collect(Collectors.joining(", ")));
            }
            evidence.add(
                    w.id() + (parts.isEmpty() ? " not measured" : " at " + at(w) + ": " + String.join("; ", parts)));
        }
        if (partsByVerdict.isEmpty())
            return unmeasured(
                    statement,
                    workloads.stream().map(Workload::id).collect(Collectors.joining(" and ")) + " of " + num.name()
                            + " and " + den.name());
        String verdict = partsByVerdict.size() == 1
                ? partsByVerdict.keySet().iterator().next()
                : partsByVerdict.entrySet().stream()
                        .map(e -> e.getKey() + ": " + String.join(", ", e.getValue()))
                        .collect(Collectors.joining("; "));
        return new Finding(
                statement,
                verdict,
                num.name() + "'s time over " + den.name() + "'s, required " + req.describe() + ", each variant "
                        + "judged on its own; " + String.join("; ", evidence));
    }

    /**
     * Each variant of a workload at its judged size: every order and presizing measured there, on
     * the canonical scenario's distribution and JVM, canonical first, named by what sets it apart
     * from the others ({@code shuffled}, {@code in-order}, {@code misses}; {@code growing},
     * {@code presized}; empty when there is one), with its group in each container state, fresh first.
     */
    List<Map.Entry<String, List<Group>>> variants(Workload w) {
        Optional<Scenario> canonical = a.canonicalScenario(w);
        OptionalInt n = a.judgedSize(w);
        if (canonical.isEmpty() || n.isEmpty()) return List.of();
        Scenario c = canonical.get();
        Map<Scenario, List<Group>> byVariant = new LinkedHashMap<>();
        byVariant.put(withoutState(c), new ArrayList<>());
        for (Group g : a.groups()) {
            Scenario s = g.scenario();
            if (g.workload() == w
                    && g.size() == n.getAsInt()
                    && s.distribution() == c.distribution()
                    && Objects.equals(
                            s.other().get(Variant.JVM_PARAM), c.other().get(Variant.JVM_PARAM))) {
                byVariant
                        .computeIfAbsent(withoutState(s), k -> new ArrayList<>())
                        .add(g);
            }
        }
        List<List<String>> words =
                byVariant.keySet().stream().map(Verdicts::words).toList();
        Set<String> shared = new HashSet<>(words.get(0));
        words.forEach(shared::retainAll);
        List<Map.Entry<String, List<Group>>> out = new ArrayList<>();
        int i = 0;
        for (List<Group> gs : byVariant.values()) {
            List<String> own =
                    words.get(i++).stream().filter(x -> !shared.contains(x)).toList();
            out.add(Map.entry(
                    String.join(" ", own),
                    gs.stream()
                            .sorted(Comparator.comparingInt(
                                    g -> g.state().map(Enum::ordinal).orElse(0)))
                            .toList()));
        }
        return out;
    }

    private static Scenario withoutState(Scenario s) {
        return new Scenario(s.workload(), s.distribution(), Optional.empty(), s.order(), s.other());
    }

    /** A variant's order and presizing in words: {@code in-order}, {@code misses}, {@code insertion growing}. */
    private static List<String> words(Scenario s) {
        List<String> out = new ArrayList<>();
        s.order()
                .ifPresent(o -> out.add(
                        o == Order.MISS
                                ? "misses"
                                : o == Order.INSERTION && s.workload() != Workload.INSERT ? "in-order" : o.id()));
        String presized = s.other().get(Parameter.PRESIZED.name());
        if (presized != null) out.add(Format.word(Parameter.PRESIZED.name(), presized));
        return out;
    }

    static Finding unmeasured(String statement, String what) {
        return new Finding(statement, Finding.NOT_MEASURED, "this run has no " + what);
    }

    /**
     * The ratio's centers over the states, e.g. {@code ; 16-32x over the states (churned-fresh)}: the
     * smallest and largest center, each state named in that order; empty with a single state.
     */
    private static String span(List<Comparison> cs, String what) {
        if (cs.size() < 2) return "";
        List<Map.Entry<String, Double>> byState =
                cs.stream().map(c -> Map.entry(c.state(), c.ratio().center())).toList();
        return "; " + range(byState) + what + " over the states" + states(byState);
    }

    /** {@code 16-32x}: the smallest and the largest value; {@code 23.9x} for one. */
    static String range(List<Map.Entry<String, Double>> byState) {
        List<Map.Entry<String, Double>> sorted = sorted(byState);
        double lo = sorted.get(0).getValue();
        double hi = sorted.get(sorted.size() - 1).getValue();
        return sorted.size() == 1 ? num(lo) + "x" : num(lo) + "-" + num(hi) + "x";
    }

    /** {@code  (churned-fresh)}: the states of the smallest and the largest value, in that order; empty for one state or none. */
    static String states(List<Map.Entry<String, Double>> byState) {
        List<Map.Entry<String, Double>> sorted = sorted(byState);
        if (sorted.size() < 2)
            return sorted.isEmpty() || sorted.get(0).getKey().isEmpty()
                    ? ""
                    : " (" + sorted.get(0).getKey() + ")";
        return " (" + sorted.get(0).getKey() + "-"
                + sorted.get(sorted.size() - 1).getKey() + ")";
    }

    private static List<Map.Entry<String, Double>> sorted(List<Map.Entry<String, Double>> byState) {
        List<Map.Entry<String, Double>> sorted = new ArrayList<>(byState);
        sorted.sort(Map.Entry.comparingByValue());
        return sorted;
    }

    /** Contenders' names as a list: {@code a}, {@code a and b}, {@code a, b and c}. */
    static String names(List<Result> rs) {
        List<String> n = rs.stream().map(Result::contenderId).toList();
        return n.size() == 1 ? n.get(0) : String.join(", ", n.subList(0, n.size() - 1)) + " and " + n.get(n.size() - 1);
    }
}

package io.componentbench.report.analysis;

import static io.componentbench.contender.ContenderKind.DENSE_HASH_MAP;
import static io.componentbench.contender.ContenderKind.DIRECT_ARRAY;
import static io.componentbench.contender.ContenderKind.PACKED_SPARSE_SET;
import static io.componentbench.contender.ContenderKind.SECTOR_ARRAY;
import static io.componentbench.contender.ContenderKind.SECTOR_ARRAY_GROUPED;
import static io.componentbench.contender.ContenderKind.SPARSE_SET;
import static io.componentbench.report.analysis.Format.num;
import static io.componentbench.report.analysis.Verdicts.unmeasured;

import io.componentbench.contender.ContenderKind;
import io.componentbench.contender.Family;
import io.componentbench.contender.Storage;
import io.componentbench.report.analysis.Verdicts.Side;
import io.componentbench.results.FootprintEntry;
import io.componentbench.stats.Outcome;
import io.componentbench.stats.Requirement;
import io.componentbench.workload.Distribution;
import io.componentbench.workload.Workload;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/**
 * The project's design targets (how close to a raw array, how far ahead of the maps, how many bytes
 * per entity), each a {@link Finding}: MET, MISSED or INCONCLUSIVE on its ratio's interval
 * ({@link Verdicts}), footprints exact (JOL).
 */
public final class Targets {
    /** Every general-purpose map, hashed or ordered. */
    private static final List<ContenderKind> MAPS =
            ContenderKind.all().stream().filter(k -> k.family().map()).toList();
    /** The stock maps, hashed or ordered (not this suite's dense hash map). */
    private static final List<ContenderKind> STOCK_MAPS = ContenderKind.all().stream()
            .filter(k -> k.family() == Family.HASH_MAP || k.family() == Family.TREE_MAP)
            .toList();
    /** The stock hash maps that probe their own table (every one but the JDK's chained {@code HashMap}). */
    private static final List<ContenderKind> OPEN_ADDRESSING_MAPS = STOCK_MAPS.stream()
            .filter(k -> k.family() == Family.HASH_MAP && k != ContenderKind.HASH_MAP)
            .toList();
    /** The stock maps holding a component object per entity. */
    private static final List<ContenderKind> OBJECT_MAPS =
            STOCK_MAPS.stream().filter(k -> k.storage() == Storage.OBJECTS).toList();

    private final Analysis a;
    private final Verdicts v;

    private Targets(Analysis analysis) {
        this.a = analysis;
        this.v = new Verdicts(analysis);
    }

    /** The project's design targets: MET, MISSED or INCONCLUSIVE on their ratio's interval, with the numbers. */
    public static List<Finding> of(Analysis analysis) {
        return new Targets(analysis).targets();
    }

    private List<Finding> targets() {
        List<Finding> t = new ArrayList<>();
        String raw = "a raw primitive-array loop";
        t.add(within(PACKED_SPARSE_SET, "iteration", 1.2, Side.raw(), raw, Workload.ITERATE));
        t.add(within(SPARSE_SET, "lookup", 1.6, DIRECT_ARRAY, Workload.LOOKUP));
        t.add(within(PACKED_SPARSE_SET, "lookup", 1.5, DIRECT_ARRAY, Workload.LOOKUP));
        t.add(within(SECTOR_ARRAY_GROUPED, "join", 2.0, Side.raw(), raw, Workload.JOIN));
        t.add(v.judgeAgainstEach(
                SECTOR_ARRAY_GROUPED.id() + " join at least 3x faster than every map at " + v.at(Workload.JOIN),
                Workload.JOIN,
                SECTOR_ARRAY_GROUPED,
                MAPS,
                Requirement.atLeast(3),
                true));
        t.add(within(SECTOR_ARRAY, "iteration", 1.3, PACKED_SPARSE_SET, Workload.ITERATE));
        t.add(footprint(PACKED_SPARSE_SET, List.of(Distribution.DENSE), 20));
        // the dense hash map (entt::dense_map design)
        t.add(within(DENSE_HASH_MAP, "iteration", 1.2, PACKED_SPARSE_SET, Workload.ITERATE));
        t.add(footprint(DENSE_HASH_MAP, List.of(Distribution.DENSE, Distribution.SPARSE), 28));
        t.add(v.judgeAgainstEach(
                DENSE_HASH_MAP.id() + " shuffled lookup faster than every object-holding map at "
                        + v.at(Workload.LOOKUP),
                Workload.LOOKUP,
                DENSE_HASH_MAP,
                OBJECT_MAPS,
                Requirement.atMost(1),
                false));
        t.add(within(DENSE_HASH_MAP, "shuffled lookup", 1.6, PACKED_SPARSE_SET, Workload.LOOKUP));
        t.add(v.judgeAgainstEach(
                DENSE_HASH_MAP.id() + " respawn (removal with its deferred costs paid) no slower than the fastest "
                        + "open-addressing map at " + v.at(Workload.RESPAWN),
                Workload.RESPAWN,
                DENSE_HASH_MAP,
                OPEN_ADDRESSING_MAPS,
                Requirement.atMost(1),
                false));
        return t;
    }

    /** The target "{@code num what within boundx of den at size}": {@code num / den} at most {@code bound}. */
    private Finding within(ContenderKind num, String what, double bound, ContenderKind den, Workload w) {
        return within(num, what, bound, Side.of(den), den.id(), w);
    }

    /** As above, against a side named {@code denName} in the statement. */
    private Finding within(ContenderKind num, String what, double bound, Side den, String denName, Workload w) {
        return v.judge(
                num.id() + " " + what + " within " + bound + "x of " + denName + " at " + v.at(w),
                w,
                Side.of(num),
                den,
                Requirement.atMost(bound),
                false);
    }

    /** A footprint target: at most {@code bound} bytes per entity at 1M (else the largest size measured) for each distribution; JOL's figures are exact. */
    private Finding footprint(ContenderKind c, List<Distribution> distributions, double bound) {
        String dists = distributions.stream().map(d -> d.id()).collect(Collectors.joining(" and "));
        int size = a.run().footprint().stream()
                .filter(f -> f.contender() == c)
                .mapToInt(FootprintEntry::size)
                .filter(s -> s == 1_000_000)
                .findFirst()
                .orElse(a.run().footprint().stream()
                        .filter(f -> f.contender() == c)
                        .mapToInt(FootprintEntry::size)
                        .max()
                        .orElse(-1));
        String statement = c.id() + " at most " + num(bound) + " bytes per entity at "
                + (size > 0 ? Format.count(size) : "1M") + ", " + dists + " IDs (JOL)";
        List<String> parts = new ArrayList<>();
        boolean met = true;
        for (Distribution d : distributions) {
            var f = a.run().footprint(c, d, size);
            if (f.isEmpty()) return unmeasured(statement, "footprint of " + c.id() + " with " + d.id() + " IDs");
            met &= f.get().bytesPerEntity() <= bound;
            parts.add(d.id() + " IDs " + num(f.get().bytesPerEntity()) + " bytes/entity");
        }
        return new Finding(
                statement,
                met ? Outcome.MET.asTarget() : Outcome.MISSED.asTarget(),
                String.join(", ", parts) + " (JOL counts exactly: no interval), required at most " + num(bound));
    }
}

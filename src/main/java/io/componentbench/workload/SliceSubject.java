package io.componentbench.workload;

import io.componentbench.contender.Contender;
import io.componentbench.contender.ContenderKind;
import java.util.Arrays;
import java.util.Map;
import java.util.function.LongSupplier;
import java.util.function.LongUnaryOperator;

/**
 * One subject of a side-by-side cell: a contender (or the {@code raw-array} reference) built for one
 * workload, which runs a given number of <em>units</em> of that workload at a time. A unit is one
 * pass for iterate and join, one frame for churn, and one chunk of at most {@value #LOOKUP_CHUNK}
 * probes for lookups (the chunks walk the whole probe sequence before repeating). The side-by-side
 * benchmark loads this class, and so the contender's classes, in a class loader of the subject's own,
 * so each subject keeps its own statics and JIT profiles as in a fork of its own; it talks to it only
 * through {@link LongUnaryOperator}, a JDK type every loader shares: {@code applyAsLong(units)} runs
 * that many units and returns their checksum (the same checksums as {@link Workloads}).
 */
public final class SliceSubject implements LongUnaryOperator {
    /** Most probes in one lookup unit: a unit stays well under a millisecond for the slowest map at 1M. */
    public static final int LOOKUP_CHUNK = 16_384;

    /** The id of the reference subject (the results' {@code Variant.REFERENCE}), the anchor of a cell and its first subject. */
    public static final String REFERENCE = "raw-array";
    /** The subject id of the anchor's second copy, a cell's last subject. */
    public static final String TWIN = "twin";
    /** Separates subjects in a cell's {@code subjects} parameter (JMH splits parameter values at commas). */
    public static final String SEPARATOR = "+";
    /** A cell parameter that does not apply to its workload. */
    public static final String NONE = "-";
    /** The most subjects a cell can hold, the anchor and the twin included (the benchmark's ratio slots). */
    public static final int SLOTS = 24;
    /**
     * Separates a build's name from the subject id in a cell of an A/B of two builds, e.g.
     * {@code head:hash-map}: that subject is loaded from the build's class path, not the fork's.
     */
    public static final String BUILD_SEPARATOR = ":";
    /**
     * The system property, followed by a build's name, that holds that build's class path (entries
     * separated by {@link java.io.File#pathSeparator}), e.g. {@code -Dcomponentbench.build.head=/tmp/head.jar}.
     */
    public static final String BUILD_PROPERTY = "componentbench.build.";

    /** The build a subject of a cell comes from ({@code head} of {@code head:hash-map}), or null for the fork's own class path. */
    public static String buildOf(String subject) {
        int i = subject.indexOf(BUILD_SEPARATOR);
        return i < 0 ? null : subject.substring(0, i);
    }

    /** The subject id without its build ({@code hash-map} of {@code head:hash-map}). */
    public static String idOf(String subject) {
        int i = subject.indexOf(BUILD_SEPARATOR);
        return i < 0 ? subject : subject.substring(i + BUILD_SEPARATOR.length());
    }

    /** {@code id} from {@code build} ({@code head:hash-map}); {@code id} itself when {@code build} is null. */
    public static String inBuild(String build, String id) {
        return build == null ? id : build + BUILD_SEPARATOR + id;
    }

    private final LongSupplier unit;
    private final long elementsPerUnit;

    /**
     * Builds the subject's input, untimed.
     *
     * @param workload a {@link Workload} id: iterate, lookup, join or churn
     * @param subject a {@link ContenderKind} id, or {@link #REFERENCE}
     * @param params {@code size}, {@code distribution}, and {@code state} (iterate, lookup, join) and
     *     {@code order} (lookup) in JMH's string form
     * @throws IllegalArgumentException for a workload that is not sliced or a bad parameter
     */
    public SliceSubject(String workload, String subject, Map<String, String> params) {
        Workload w = Workload.byId(workload);
        Population p = Population.of(Parameter.DISTRIBUTION.parse(require(params, "distribution")),
                Parameter.SIZE.parse(require(params, "size")));
        boolean reference = REFERENCE.equals(subject);
        ContenderKind kind = reference ? null : Parameter.CONTENDER.parse(subject);
        switch (w) {
            case ITERATE -> {
                elementsPerUnit = p.size();
                if (reference) {
                    float[] xy = RawArrays.packedPositions(p);
                    unit = () -> RawArrays.iterate(xy);
                } else {
                    Contender c = Workloads.build(kind, p, state(params));
                    unit = () -> Workloads.iterate(c);
                }
            }
            case JOIN -> {
                elementsPerUnit = (p.size() + 1) / 2;
                if (reference) {
                    float[] movers = RawArrays.packedMovers(p);
                    unit = () -> RawArrays.join(movers);
                } else {
                    Contender c = Workloads.build(kind, p, state(params));
                    unit = () -> Workloads.join(c);
                }
            }
            case CHURN -> {
                elementsPerUnit = p.size();
                if (reference) {
                    RawArrays.ChurnReference churn = new RawArrays.ChurnReference(p);
                    unit = churn::frame;
                } else {
                    Contender c = Workloads.build(kind, p, ContainerState.FRESH);
                    Churn churn = new Churn(p);
                    unit = () -> churn.frame(c);
                }
            }
            case LOOKUP -> {
                Order order = Parameter.ORDER.parse(require(params, "order"));
                IdBatch[] chunks = chunks(order.ids(p));
                elementsPerUnit = chunks[0].length();
                int[] next = {0};
                if (reference) {
                    RawArrays raw = RawArrays.filled(p, order == Order.MISS);
                    unit = () -> raw.lookup(chunks[next[0] = (next[0] + 1) % chunks.length]);
                } else {
                    Contender c = Workloads.build(kind, p, state(params));
                    if (order == Order.MISS) Workloads.remove(c, p.removals());
                    unit = () -> Workloads.lookup(c, chunks[next[0] = (next[0] + 1) % chunks.length]);
                }
            }
            default -> throw new IllegalArgumentException(w.id() + " is not measured in slices: its operations use their container up");
        }
    }

    /** Runs {@code units} units; returns the sum of their checksums. */
    @Override
    public long applyAsLong(long units) {
        long sum = 0;
        for (long i = 0; i < units; i++) {
            sum += unit.getAsLong();
        }
        return sum;
    }

    /** Elements one unit works on (passes: N, join: the matched entities, lookups: the chunk's probes). */
    public long elementsPerUnit() {
        return elementsPerUnit;
    }

    /** The probes cut into the fewest equal chunks of at most {@value #LOOKUP_CHUNK} (a remainder of fewer probes than chunks is left out). */
    static IdBatch[] chunks(IdBatch probes) {
        int n = probes.length();
        int count = Math.max(1, (n + LOOKUP_CHUNK - 1) / LOOKUP_CHUNK);
        int length = n / count;
        IdBatch[] chunks = new IdBatch[count];
        for (int i = 0; i < count; i++) {
            chunks[i] = new IdBatch(Arrays.copyOfRange(probes.ids, i * length, (i + 1) * length));
        }
        return chunks;
    }

    private static ContainerState state(Map<String, String> params) {
        return Parameter.STATE.parse(require(params, "state"));
    }

    private static String require(Map<String, String> params, String name) {
        String v = params.get(name);
        if (v == null) throw new IllegalArgumentException("parameter '" + name + "' is required here");
        return v;
    }
}

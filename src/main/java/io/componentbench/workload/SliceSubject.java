package io.componentbench.workload;

import io.componentbench.contender.Contender;
import io.componentbench.contender.ContenderKind;
import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.util.Arrays;
import java.util.Map;
import java.util.function.LongSupplier;
import java.util.function.LongUnaryOperator;
import java.util.function.Supplier;
import java.util.function.ToLongFunction;

/**
 * One subject of a side-by-side cell: a contender (or the {@code raw-array} reference) built for one
 * workload, which runs a given number of <em>units</em> of that workload at a time and says how long
 * their timed parts took. The side-by-side benchmark loads this class, and so the contender's
 * classes, in a class loader of the subject's own, so each subject keeps its own statics and JIT
 * profiles as in a fork of its own; it talks to it only through JDK types every loader shares:
 * {@link #applyAsLong applyAsLong(units)} runs that many units and returns the nanoseconds of their
 * timed parts, {@link #getAsLong()} the sum of the checksums of everything run so far (the same
 * checksums as {@link Workloads}), {@link #timedCosts timedCosts(long[])} what the timed parts
 * allocated and collected so far (the benchmark calls it through a method handle).
 *
 * <p>What a unit is, and what is timed:
 * <ul>
 *   <li>iterate, join: one pass; respawn: one cycle (remove N/2, re-add them) on a container that
 *       carries over; lookup: one chunk of at most {@value #LOOKUP_CHUNK} probes (the
 *       chunks walk the whole probe sequence before repeating). A call first runs one untimed unit,
 *       so the timed ones start from the cache state this subject's own work leaves, then times all
 *       its units together.</li>
 *   <li>churn: one frame. Frames are recorded ahead into a command buffer, untimed, a few at a time
 *       ({@link Churn#record}); only applying them is timed: the system pass, the removals, the
 *       re-adds with their precomputed values, the end-of-frame maintenance. As for a pass, one
 *       frame runs untimed first.</li>
 *   <li>insert, remove: work that uses its container up. A unit is one container, prepared untimed
 *       (an empty one for inserts, a full one built in the cell's state for removals) right before
 *       the timed part that inserts the N Positions into it (or removes the N/2 victims from it).
 *       Units are prepared and timed in groups: the fewest containers whose timed work lasts at
 *       least {@value #MIN_TIMED_NANOS} ns at this subject's own pace (measured on its previous
 *       group), at most the count that lasts that long at 1 ns per element, so the two clock reads
 *       around a part add about 1% (1.5-2% for the reference, faster than 1 ns), and the containers
 *       are as few as that allows: fresh from the allocator or from their build, in the cache level
 *       their size names (a 1K container's work in cache, a 1M container's not). One count for every
 *       subject (10 at 1K, enough for the fastest) put ten object maps, 800 KB, past the L2 for a
 *       removal that needs one (docs/workloads.md). Where containers are that small (a group of
 *       several at 1 ns per element, as at 1K), a call first works one container untimed, as a
 *       pass subject's first unit.</li>
 * </ul>
 *
 * <p>Around every timed part, outside its two clock reads, the subject also reads what the part cost
 * beyond time: the bytes its thread allocated (the counter JMH's GC profiler reads,
 * {@code com.sun.management.ThreadMXBean.getCurrentThreadAllocatedBytes}) and the collections that
 * ended meanwhile, with their milliseconds (summed over the JVM's collectors). Untimed work (the
 * first unit of a call, churn's recording, the containers an insert or removal uses up) is in none
 * of them. A collection is the JVM's, not this subject's: it runs when the young generation fills,
 * in whichever subject's part is allocating then.
 */
public final class SliceSubject implements LongUnaryOperator, LongSupplier {
    /** Most probes in one lookup unit: a unit stays well under a millisecond for the slowest map at 1M. */
    public static final int LOOKUP_CHUNK = 16_384;
    /**
     * Shortest timed part of work that uses containers up: long enough that two clock reads cost about 1%
     * (docs/workloads.md gives a clock read's cost). A subject prepares only as many containers before a timed part as its own pace needs.
     */
    public static final long MIN_TIMED_NANOS = 5_000;
    /** Most churn commands recorded ahead at a time (the buffer takes 20 bytes per command). */
    static final int COMMANDS_AHEAD = 1 << 16;

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

    /** Where {@link #timedCosts} puts the bytes the thread allocated in timed parts. */
    public static final int ALLOCATED_BYTES = 0;
    /** Where {@link #timedCosts} puts the garbage collections that ended during timed parts. */
    public static final int COLLECTIONS = 1;
    /** Where {@link #timedCosts} puts those collections' milliseconds, as the collectors count them. */
    public static final int GC_MILLIS = 2;
    /** The length of {@link #timedCosts}' array. */
    public static final int COSTS = 3;

    private static final com.sun.management.ThreadMXBean THREADS =
            (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
    /** Whether this JVM counts a thread's allocated bytes (HotSpot does, by default). */
    private static final boolean ALLOCATION_COUNTED =
            THREADS.isThreadAllocatedMemorySupported() && THREADS.isThreadAllocatedMemoryEnabled();

    private static final GarbageCollectorMXBean[] COLLECTORS =
            ManagementFactory.getGarbageCollectorMXBeans().toArray(GarbageCollectorMXBean[]::new);

    /** Runs units; returns the nanoseconds of their timed parts and adds their checksums to {@link #checksum}. */
    private interface Runner {
        long run(long units);
    }

    private final Runner runner;
    private final long elementsPerUnit;
    private long checksum;
    /** Containers prepared before one timed part of insert or remove: adapted to this subject's pace. */
    private int groupSize = 1;
    /** Totals over every timed part so far, indexed as {@link #timedCosts}. */
    private final long[] costs = new long[COSTS];
    /** Counters read at the start of the current timed part. */
    private long allocatedAtStart, collectionsAtStart, gcMillisAtStart;

    /**
     * Builds the subject's input, untimed.
     *
     * @param workload a {@link Workload} id
     * @param subject a {@link ContenderKind} id, or {@link #REFERENCE}
     * @param params {@code size}, {@code distribution}, and as the workload needs {@code state}
     *     (iterate, lookup, join, remove, respawn), {@code order} (lookup, insert) and {@code presized}
     *     (insert), in JMH's string form
     * @throws IllegalArgumentException for a bad or missing parameter
     */
    public SliceSubject(String workload, String subject, Map<String, String> params) {
        Workload w = Workload.byId(workload);
        Population p = Population.of(Parameter.DISTRIBUTION.from(params), Parameter.SIZE.from(params));
        boolean reference = REFERENCE.equals(subject);
        ContenderKind kind = reference ? null : Parameter.CONTENDER.parse(subject);
        switch (w) {
            case ITERATE -> {
                elementsPerUnit = p.size();
                if (reference) {
                    RawArrays.PackedPositions positions = new RawArrays.PackedPositions(p);
                    runner = repeated(positions::iterate);
                } else {
                    Contender c = Workloads.build(kind, p, state(params));
                    runner = repeated(() -> Workloads.iterate(c));
                }
            }
            case JOIN -> {
                elementsPerUnit = (p.size() + 1) / 2;
                if (reference) {
                    float[] movers = RawArrays.packedMovers(p);
                    runner = repeated(() -> RawArrays.join(movers));
                } else {
                    Contender c = Workloads.build(kind, p, state(params));
                    runner = repeated(() -> Workloads.join(c));
                }
            }
            case LOOKUP -> {
                Order order = Parameter.ORDER.from(params);
                IdBatch[] chunks = chunks(order.ids(p));
                elementsPerUnit = chunks[0].length();
                int[] next = {0};
                if (reference) {
                    RawArrays raw = RawArrays.filled(p, order == Order.MISS);
                    runner = repeated(() -> raw.lookup(chunks[next[0] = (next[0] + 1) % chunks.length]));
                } else {
                    Contender c = Workloads.build(kind, p, state(params));
                    if (order == Order.MISS) Workloads.remove(c, p.removals());
                    runner = repeated(() -> Workloads.lookup(c, chunks[next[0] = (next[0] + 1) % chunks.length]));
                }
            }
            case CHURN -> {
                elementsPerUnit = p.size();
                if (reference) {
                    RawArrays.ChurnReference churn = new RawArrays.ChurnReference(p);
                    runner = recorded(churn.churn(), churn::apply);
                } else {
                    Contender c = Workloads.build(kind, p, ContainerState.FRESH);
                    runner = recorded(new Churn(p), (commands, frame) -> Churn.apply(c, commands, frame));
                }
            }
            case RESPAWN -> {
                IdBatch victims = p.removals();
                IdBatch readds = victims.reversed();
                elementsPerUnit = victims.length();
                if (reference) {
                    RawArrays raw = RawArrays.filled(p, false);
                    runner = repeated(() -> raw.respawn(victims, readds));
                } else {
                    Contender c = Workloads.build(kind, p, state(params));
                    runner = repeated(() -> Workloads.respawn(c, victims, readds));
                }
            }
            case INSERT -> {
                IdBatch batch = Parameter.ORDER.from(params).ids(p);
                elementsPerUnit = batch.length();
                int most = containersPerTimedPart(batch.length());
                if (reference) {
                    runner = prepared(new RawArrays[most], () -> new RawArrays(p), raw -> raw.insert(batch));
                } else {
                    int hint = Parameter.PRESIZED.from(params) ? p.size() : 0;
                    runner = prepared(
                            new Contender[most], () -> kind.create(p.idRange(), hint), c -> Workloads.insert(c, batch));
                }
            }
            case REMOVE -> {
                IdBatch victims = p.removals();
                elementsPerUnit = victims.length();
                int most = containersPerTimedPart(victims.length());
                if (reference) {
                    runner = prepared(
                            new RawArrays.Presence[most],
                            () -> new RawArrays.Presence(p),
                            presence -> presence.remove(victims));
                } else {
                    ContainerState state = state(params);
                    runner = prepared(
                            new Contender[most],
                            () -> Workloads.build(kind, p, state),
                            c -> Workloads.remove(c, victims));
                }
            }
            default -> throw new IllegalArgumentException("unknown workload " + w);
        }
    }

    /**
     * Most containers one timed part of a workload that uses them up works through: enough that it
     * lasts {@value #MIN_TIMED_NANOS} ns at {@link Workload#FASTEST_NS_PER_ELEMENT}, at least one.
     */
    public static int containersPerTimedPart(long elementsPerContainer) {
        return (int) Math.max(1, Workload.containersFor(elementsPerContainer, MIN_TIMED_NANOS));
    }

    /** Units of one repeated piece of work: one untimed, then the asked ones timed together. */
    private Runner repeated(LongSupplier unit) {
        return units -> {
            checksum += unit.getAsLong();
            startCosts();
            long start = System.nanoTime();
            long sum = 0;
            for (long i = 0; i < units; i++) sum += unit.getAsLong();
            long elapsed = System.nanoTime() - start;
            endCosts();
            checksum += sum;
            return elapsed;
        };
    }

    /** A churn frame applied from a command buffer. */
    private interface FrameApplier {
        long apply(Churn.Commands commands, int frame);
    }

    /**
     * Churn frames: one recorded and applied untimed, then the asked ones recorded ahead untimed, at
     * most {@link #COMMANDS_AHEAD} commands at a time, and applied timed.
     */
    private Runner recorded(Churn churn, FrameApplier applier) {
        Churn.Commands commands = churn.commands(Math.max(1, COMMANDS_AHEAD / churn.commandsPerFrame()));
        return units -> {
            churn.record(commands, 1);
            checksum += applier.apply(commands, 0); // untimed, as a pass subject's first unit
            long elapsed = 0;
            for (long left = units; left > 0; ) {
                int frames = (int) Math.min(left, commands.capacity());
                churn.record(commands, frames);
                startCosts();
                long start = System.nanoTime();
                long sum = 0;
                for (int f = 0; f < frames; f++) sum += applier.apply(commands, f);
                elapsed += System.nanoTime() - start;
                endCosts();
                checksum += sum;
                left -= frames;
            }
            return elapsed;
        };
    }

    /**
     * Units of work that uses its container up, one container per unit: containers are prepared untimed
     * in groups of {@link #groupSize} into {@code group} (at most its length: the count that lasts
     * {@value #MIN_TIMED_NANOS} ns at 1 ns per element), right before one timed part works through
     * the group, and let go after it ({@link Contender#release}); where containers are small, each call
     * first works one untimed. Letting go matters: a subject that
     * kept its containers while the other subjects of the cell ran would keep every subject's batch
     * alive at once, so each young collection would copy them all, overflow the survivor space into the
     * old generation and pause inside whichever subject's timed part it landed in (docs/side-by-side.md,
     * "Collections in the batched cells", has the measurements).
     */
    private <C> Runner prepared(C[] group, Supplier<C> prepare, ToLongFunction<C> work) {
        // small containers (a group of several at 1 ns per element): one untimed first, as a pass subject's first
        // unit, so the timed ones do not start with code and predictors cold from the other subjects' slices; a
        // larger container's work is long enough that a cold start is a small share, and one more untimed
        // container per slice would double a round there (a slice is one unit at 1M)
        boolean untimedFirst = group.length > 1;
        return units -> {
            if (untimedFirst) {
                group[0] = prepare.get();
                checksum += work.applyAsLong(group[0]);
                release(group, 1);
            }
            long elapsed = 0;
            for (long done = 0; done < units; ) {
                int count = (int) Math.min(groupSize, units - done);
                for (int i = 0; i < count; i++) group[i] = prepare.get();
                startCosts();
                long start = System.nanoTime();
                long sum = 0;
                for (int i = 0; i < count; i++) sum += work.applyAsLong(group[i]);
                long timed = System.nanoTime() - start;
                endCosts();
                elapsed += timed;
                checksum += sum;
                done += count;
                release(group, count);
                // the fewest containers whose work lasts MIN_TIMED_NANOS at this subject's own pace
                long perContainer = Math.max(1, timed / count);
                groupSize =
                        (int) Math.max(1, Math.min(group.length, (MIN_TIMED_NANOS + perContainer - 1) / perContainer));
            }
            return elapsed;
        };
    }

    /** Lets the first {@code count} containers of a group go. */
    private static void release(Object[] group, int count) {
        for (int i = 0; i < count; i++) {
            if (group[i] instanceof Contender used) used.release();
            group[i] = null;
        }
    }

    /** Reads the cost counters before a timed part: the collectors first, the thread's allocation last, next to the clock. */
    private void startCosts() {
        collectionsAtStart = collections();
        gcMillisAtStart = gcMillis();
        allocatedAtStart = allocated();
    }

    /** Adds what the timed part just ended cost: the thread's allocation first, next to the clock, then the collectors. */
    private void endCosts() {
        costs[ALLOCATED_BYTES] += allocated() - allocatedAtStart;
        costs[COLLECTIONS] += collections() - collectionsAtStart;
        costs[GC_MILLIS] += gcMillis() - gcMillisAtStart;
    }

    private static long allocated() {
        return ALLOCATION_COUNTED ? THREADS.getCurrentThreadAllocatedBytes() : 0;
    }

    private static long collections() {
        long n = 0;
        for (GarbageCollectorMXBean gc : COLLECTORS) n += Math.max(0, gc.getCollectionCount());
        return n;
    }

    private static long gcMillis() {
        long ms = 0;
        for (GarbageCollectorMXBean gc : COLLECTORS) ms += Math.max(0, gc.getCollectionTime());
        return ms;
    }

    /**
     * What every timed part so far cost beyond time, totals since the subject was built, into
     * {@code into} (at least {@value #COSTS} long): at {@value #ALLOCATED_BYTES} the bytes this
     * subject's thread allocated ({@code -1} when the JVM does not count them), at
     * {@value #COLLECTIONS} the garbage collections that ended, at {@value #GC_MILLIS} their
     * milliseconds. A public method with a JDK type only, so a benchmark in another class loader
     * can call it through a method handle.
     */
    public void timedCosts(long[] into) {
        into[ALLOCATED_BYTES] = ALLOCATION_COUNTED ? costs[ALLOCATED_BYTES] : -1;
        into[COLLECTIONS] = costs[COLLECTIONS];
        into[GC_MILLIS] = costs[GC_MILLIS];
    }

    /** Runs {@code units} units; returns the nanoseconds of their timed parts. */
    @Override
    public long applyAsLong(long units) {
        return runner.run(units);
    }

    /** The sum of the checksums of every unit run so far, the untimed ones included. */
    @Override
    public long getAsLong() {
        return checksum;
    }

    /** Elements one unit works on (passes: N, join: the matched entities, lookups: the chunk's probes, insert and remove: one container's). */
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
        return Parameter.STATE.from(params);
    }
}

package io.componentbench.workload;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The fixed JVM flags of every benchmark fork, recorded in each run's {@code env.json}. Same
 * minimum and maximum heap, so no fork resizes its heap mid-measurement; the Parallel collector, so
 * no concurrent GC thread competes with the benchmark for one of this machine's two cores, with
 * {@link #GC_THREADS one thread}; on Linux, {@link #HUGE_PAGES transparent huge pages}.
 *
 * <p>Sizing. The young generation is fixed at 2 GiB with adaptive sizing off, so eden is always
 * 1.6 GiB (survivor ratio 8) and the old generation 2 GiB. What must fit:
 * <ul>
 *   <li>Eden: one iteration of a batched workload, made right after JMH's between-iteration
 *       collection and timed with none in between. The batch itself is at most 512 MiB by its
 *       estimate ({@link Workload#BATCH_BYTES}), except at 1M sparse IDs where one container is
 *       bigger: the ID-indexed arrays of {@code direct-array} (a {@code Position[]} and a
 *       {@code Velocity[]} over 64M IDs, 2 x 256 MiB) or of the raw reference (64M x 2 floats,
 *       512 MiB). A timed sparse-ID insert of 1M then allocates at most about 280 MiB
 *       ({@code paged-sparse-set}: 16K sparse pages of 16 KiB, every page touched, plus dense arrays
 *       doubling to 1M; {@code hash-map} about 90 MB: a 24-byte Position, a 16-byte Integer and a
 *       32-byte node per entry plus 16 MiB of tables; {@code tree-map} about 80 MB). Together at most
 *       about 800 MiB: half of eden.</li>
 *   <li>Old generation: the largest settled state, a 1M sparse-ID container for lookups (about
 *       550 MiB for {@code direct-array}, 512 MiB for the raw lookup arrays) plus the population's
 *       ID and value arrays (about 36 MB).</li>
 * </ul>
 * Before, per-invocation setup allocated those 512 MiB of capacity arrays per timed call, so eden
 * filled every other call and each young collection copied the live container.
 *
 * <p>It lives with the workloads, whose sizes set it, so that the benchmarks' {@code @Fork} default
 * reads it without depending on the harness; the harness's JMH launches pass the same flags.
 */
public final class ForkJvm {
    public static final String HEAP_MIN = "-Xms4g";
    public static final String HEAP_MAX = "-Xmx4g";
    public static final String YOUNG = "-Xmn2g";
    public static final String FIXED_SPACES = "-XX:-UseAdaptiveSizePolicy";
    public static final String GC = "-XX:+UseParallelGC";

    /**
     * One collector thread, so that a collection that copies a container's objects copies them in the order
     * the container references them, whatever the machine's CPU count. A JVM otherwise starts as many threads
     * as that count suggests (two here); they steal work from each other and each copies into a buffer of its
     * own, so most likely a container's objects end up interleaved: in the iterate 1M cell (6 seeds per arm,
     * alternated) the object stores walked up to about twice as slowly with two ({@code hash-map} 20.8x the
     * reference against 10.5x, {@code direct-array} 5.5x against 3.0x), the join likewise ({@code hash-map}
     * 1.6x), lookups not at all; the fork-to-fork spread was not consistently narrower with one. One thread also
     * lets a cell drop its per-subject collections (docs/side-by-side.md, "One collector thread").
     */
    public static final String GC_THREADS = "-XX:ParallelGCThreads=1";

    /**
     * Backs the heap with 2 MiB pages where the Linux kernel offers them ({@code madvise} or {@code always}
     * in {@code /sys/kernel/mm/transparent_hugepage/enabled}, recorded in {@code env.json}; with {@code never}
     * the JVM warns and goes on with 4 KiB pages). A fork's setup first-touches gigabytes of heap (eden once,
     * then the old generation as the build is promoted), and on this VM a 4 KiB page fault costs about 12 us
     * on some days: a 1M cell's fork spent 13-15 s more on it than with huge pages (iterate, lookup and join 1M,
     * 3-4 seeds per arm alternated: 41.5 -> 28.8 s, 40.7 -> 26.1 s, 42.7 -> 27.8 s; a 1K insert cell 15.0 ->
     * 12.5 s), while the fork-to-fork spread stayed the same (median 0.066 / 0.065, 0.050 / 0.047,
     * 0.079 / 0.079) and the ratios moved by a few percent (median 0.989, 0.982, 0.969, 1.024; {@code ashley},
     * 17 objects per entity, 0.72-0.90x at 1M). Linux only: other systems' JVMs do not know the flag
     * (docs/side-by-side.md, "Huge pages").
     */
    public static final String HUGE_PAGES = "-XX:+UseTransparentHugePages";

    /**
     * The heap of a side-by-side cell's fork, which holds every contender of the cell at once: the
     * Position stores alone of all contenders at 1M entities are about 1.6 GB with dense IDs and
     * 3.1 GB with sparse ones (the committed baseline's footprint), with Velocities and the
     * population more, past the 2 GiB old generation above. The young generation stays 2 GiB, so
     * what a timed slice allocates meets the same eden as in a fork of its own; the old generation
     * gets the rest (10 GiB of this 24 GiB machine; the heap is reserved, not touched, until used).
     */
    public static final String CELL_HEAP_MIN = "-Xms12g";

    public static final String CELL_HEAP_MAX = "-Xmx12g";

    /** Keeps HotSpot from printing a line for each compile command. */
    public static final String QUIET_COMPILE_COMMANDS = "-XX:CompileCommand=quiet";

    /**
     * Compiles the {@code raw-array} reference's respawn cycle as a method of its own, never inlined into
     * the slice loop that repeats it. Inlined, each loaded copy of the reference ran at one of two speeds
     * for a whole fork on JDK 17 (about 1.1-1.3 or 1.4-1.8 ns per element at 1K, by 8 seeds; on 25 the
     * copies agree either way); since the reference is what every ratio of a cell is divided by, all of
     * them moved together by fork (81-97% of the respawn cells' fork-to-fork variance was common to every
     * contender) and quick's respawn ratios were ±12.5-14.4% wide. Not inlined, anchor and twin agree in
     * every fork and the cell's median half-width fell to ±2.5% (docs/side-by-side.md, "The respawn
     * reference's two speeds"). The contenders' respawn stays as it was: not inlining theirs too moved
     * some of them (direct-array 2.47x -> 2.84x).
     */
    public static final String REFERENCE_RESPAWN_NOT_INLINED =
            "-XX:CompileCommand=dontinline," + RawArrays.class.getName() + "::respawn";

    /**
     * Lets every compile that calls {@code Class.newInstance} inline it (among the contenders only
     * {@code artemis-odb} does: its {@code ComponentMapper.create} makes each component so), even when the method
     * already has a large compiled body of its own. Otherwise whether the C2 compile of {@code artemis-odb}'s
     * {@code addPosition} inlines it depends on what that body holds when the compile runs: in a full cell,
     * whose compile queue is long, the seeded order of the subjects decided it (slow at seeds 4, 6, 7 and 11 of the
     * ten tried, seed 4 in every run of it; at seed 4 "already compiled into a big method"), and the call left out
     * of line, caller-sensitive, most likely finds its caller by walking the stack at every component created: the
     * 1K insert about 170x the reference instead of about 28-35x. With the anchor and twin alone or a few other
     * subjects it was always fast (27.5-32.3x in 21 of 21 forks). With the inline forced, 10 of 10 forks of slow
     * and fast seeds are fast (docs/side-by-side.md, "Contenders that change speed in a full cell").
     */
    public static final String CLASS_NEW_INSTANCE_INLINED = "-XX:CompileCommand=inline,java.lang.Class::newInstance";

    /**
     * Keeps HotSpot compiling at tier 3 (C1 with full profiles) until its C2 queue holds 20 tasks per C2 thread
     * instead of 5. A full cell's subjects fill that queue during warm-up, and past the threshold a method is
     * compiled at tier 2 (no type profile); its later C2 compile can then lack a profile that a fork of its own
     * would give. {@code dense-hash-map}'s 1K removal ran about 1.5x slower in 6 of 30 forks of its full cell
     * without this flag (the slow fork inspected calls the container as a "virtual call") and in 0 of 30 with it,
     * seeds alternated, while the other contenders' fork-to-fork spread stayed the same (0.065 against 0.064) and
     * their centers did not move (median ratio 1.003); in the 1M join cell the spread was 0.071 against 0.087,
     * centers 0.996 (docs/side-by-side.md, "Contenders that change speed in a full cell").
     */
    public static final String PROFILING_KEPT_UNDER_LOAD = "-XX:Tier3DelayOn=20";

    private ForkJvm() {}

    /** The flags of every fork: heap, collector, its thread, and {@link #HUGE_PAGES} on Linux. */
    public static List<String> flags() {
        List<String> flags = new ArrayList<>(List.of(HEAP_MIN, HEAP_MAX, YOUNG, FIXED_SPACES, GC, GC_THREADS));
        if (linux()) flags.add(HUGE_PAGES);
        return List.copyOf(flags);
    }

    /** Whether this JVM runs on Linux, the one system whose JVM knows {@link #HUGE_PAGES}. */
    static boolean linux() {
        return System.getProperty("os.name", "").toLowerCase(Locale.ROOT).startsWith("linux");
    }

    /**
     * The JIT flags a side-by-side cell's fork adds against what sharing a JVM does to compiled code: the
     * {@link #REFERENCE_RESPAWN_NOT_INLINED reference's respawn compiled on its own},
     * {@link #CLASS_NEW_INSTANCE_INLINED Class.newInstance inlined where it is called} and
     * {@link #PROFILING_KEPT_UNDER_LOAD profiled compiles kept while the compile queue is long}.
     */
    public static List<String> compileFixes() {
        return List.of(REFERENCE_RESPAWN_NOT_INLINED, CLASS_NEW_INSTANCE_INLINED, PROFILING_KEPT_UNDER_LOAD);
    }

    /**
     * The flags of a side-by-side cell's fork: {@link #flags()} with the {@link #CELL_HEAP_MAX cell heap} in place
     * of the fork heap, then the {@link #compileFixes() compile fixes}, quietly.
     */
    public static List<String> cellFlags() {
        List<String> cell = new ArrayList<>();
        for (String flag : flags()) {
            cell.add(flag.equals(HEAP_MIN) ? CELL_HEAP_MIN : flag.equals(HEAP_MAX) ? CELL_HEAP_MAX : flag);
        }
        cell.add(QUIET_COMPILE_COMMANDS);
        cell.addAll(compileFixes());
        return List.copyOf(cell);
    }
}

package io.componentbench.workload;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The fixed JVM flags of every benchmark fork, recorded in each run's {@code env.json}. Same
 * minimum and maximum heap, so no fork resizes its heap mid-measurement; the Parallel collector, so
 * no concurrent GC thread competes with the benchmark for a core of a small machine, with
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
 * A batch is prepared once per iteration, not per timed call: capacity arrays allocated per call
 * would fill eden every other call, and each young collection would copy the live container.
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
     * as that count suggests; they steal work from each other and each copies into a buffer of its own, so a
     * container's objects most likely end up interleaved and the object stores' iterations and joins walk them
     * more slowly (lookups are not affected). One thread also lets a cell drop its per-subject collections
     * (docs/side-by-side.md, "One collector thread, and one settling collection per cell", has the measurements).
     */
    public static final String GC_THREADS = "-XX:ParallelGCThreads=1";

    /**
     * Backs the heap with 2 MiB pages where the Linux kernel offers them ({@code madvise} or {@code always}
     * in {@code /sys/kernel/mm/transparent_hugepage/enabled}, recorded in {@code env.json}; with {@code never}
     * the JVM warns and goes on with 4 KiB pages). A fork's setup first-touches gigabytes of heap (eden once,
     * then the old generation as the build is promoted), and where 4 KiB page faults are slow that first touch
     * takes a large share of a 1M cell's fork; huge pages shorten the fork without widening the fork-to-fork
     * spread. Linux only: other systems' JVMs do not know the flag (docs/side-by-side.md, "Huge pages", has the
     * measurements and how the ratios moved).
     */
    public static final String HUGE_PAGES = "-XX:+UseTransparentHugePages";

    /**
     * The heap of a side-by-side cell's fork, which holds every contender of the cell at once: the
     * Position stores alone of all contenders at 1M entities, with Velocities and the population
     * more, exceed the 2 GiB old generation above (docs/side-by-side.md, "What a side-by-side fork
     * does", gives the committed baseline's footprint). The young generation stays 2 GiB, so what a
     * timed slice allocates meets the same eden as in a fork of its own; the old generation gets the
     * other 10 GiB (the heap is reserved, not touched, until used).
     */
    public static final String CELL_HEAP_MIN = "-Xms12g";

    public static final String CELL_HEAP_MAX = "-Xmx12g";

    /** Keeps HotSpot from printing a line for each compile command. */
    public static final String QUIET_COMPILE_COMMANDS = "-XX:CompileCommand=quiet";

    /**
     * Compiles the {@code raw-array} reference's respawn cycle as a method of its own, never inlined into
     * the slice loop that repeats it. Inlined, each loaded copy of the reference can run at one of two
     * speeds for a whole fork on JDK 17; since the reference is what every ratio of a cell is divided by,
     * all of them would move together by fork and the respawn ratios would be wide. Not inlined, anchor and
     * twin agree in every fork. The contenders' respawn stays inlined: not inlining theirs too changes what
     * some of them measure (docs/side-by-side.md, "The respawn reference's two speeds", has the figures).
     */
    public static final String REFERENCE_RESPAWN_NOT_INLINED =
            "-XX:CompileCommand=dontinline," + RawArrays.class.getName() + "::respawn";

    /**
     * Lets every compile that calls {@code Class.newInstance} inline it (among the contenders only
     * {@code artemis-odb} does: its {@code ComponentMapper.create} makes each component so), even when the method
     * already has a large compiled body of its own. Otherwise whether the C2 compile of {@code artemis-odb}'s
     * {@code addPosition} inlines it depends on what that body holds when the compile runs, which in a full
     * cell, whose compile queue is long, depends on the seeded order of the subjects; the call left out of line,
     * caller-sensitive, most likely finds its caller by walking the stack at every component created, and the
     * insert runs several times slower. With the inline forced, every seed's fork is fast (docs/side-by-side.md,
     * "Contenders that change speed in a full cell", has the seeds and figures).
     */
    public static final String CLASS_NEW_INSTANCE_INLINED = "-XX:CompileCommand=inline,java.lang.Class::newInstance";

    /**
     * Keeps HotSpot compiling at tier 3 (C1 with full profiles) until its C2 queue holds 20 tasks per C2 thread
     * instead of 5. A full cell's subjects fill that queue during warm-up, and past the threshold a method is
     * compiled at tier 2 (no type profile); its later C2 compile can then lack a profile that a fork of its own
     * would give, and a contender's call into its container becomes a virtual call in some forks only
     * ({@code dense-hash-map}'s 1K removal). The flag leaves the other contenders' fork-to-fork spread and
     * centers where they are (docs/side-by-side.md, "Contenders that change speed in a full cell", has the
     * forks and figures).
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

package io.componentbench.bench;

import io.componentbench.workload.Parameter;
import io.componentbench.workload.SliceSubject;
import io.componentbench.workload.Workload;
import java.io.File;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.reflect.Field;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeMap;
import java.util.function.LongSupplier;
import java.util.function.LongUnaryOperator;
import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.infra.Blackhole;

/**
 * A whole cell (workload, size, distribution, state, order, presized) measured side by side in one fork:
 * every subject (the {@code raw-array} anchor first, then the contenders, then {@code twin}, the
 * anchor loaded a second time as a built-in A/A) is a {@link SliceSubject} loaded by a
 * {@link URLClassLoader} of its own over the fork's class path, so its classes, statics and JIT
 * profiles are its own, as in a fork of its own (the shared workload loops would otherwise turn
 * megamorphic). One operation is one <em>round</em>: every subject, in an order drawn from a
 * generator seeded by {@code seed}, runs a slice whose timed parts last about {@value #SLICE_NANOS}
 * ns ({@value #BATCHED_SLICE_NANOS} for insert and remove; units adapt per subject to that length;
 * the subject times itself, because what is untimed differs by workload: a pass's first unit, so the timed ones start from the cache state the
 * subject's own work leaves, a churn's command recording, the containers an insert or removal uses
 * up, and at 1K its first container: see {@link SliceSubject}). The per-element time of each
 * slice is divided by the anchor's of the same round; the log of that ratio is averaged over the
 * iteration's rounds, and its exponential (a geometric mean) is the {@link Ratios} counter of the subject's slot, with the anchor's
 * own time per element, so each JMH iteration yields a ratio per subject and forks stay JMH's.
 * After each slice the benchmark also reads what the subject's timed parts allocated and collected
 * ({@link SliceSubject#timedCosts}, through a method handle: the subject is in another loader), and
 * {@link Ratios} reports it per slot and iteration; JMH's GC profiler would only see the whole cell.
 * Subjects are built in a seeded random order too, and settled together by the trial setup's full collection:
 * with {@link io.componentbench.workload.ForkJvm#GC_THREADS one collector thread} each subject's objects are
 * copied in the order it references them; a subject whose build a young collection interrupts (a dense 1M cell
 * overfills eden once) is copied in two parts.
 * <p>A subject may name a build ({@code base:hash-map}, {@link SliceSubject#BUILD_SEPARATOR}): its
 * loader then reads that build's class path from the system property
 * {@code componentbench.build.<build>} instead of the fork's, so one fork measures two builds of the
 * project side by side (the A/B of {@code cli ab}); the anchor is then a build's {@code raw-array}.
 * {@code java -jar target/benchmarks.jar SideBySideBenchmark -p workload=lookup -p state=fresh -p order=shuffled
 * -p subjects=raw-array+hash-map+packed-sparse-set+twin -p size=1000000 -p distribution=dense}.
 */
public class SideBySideBenchmark extends BenchmarkDefaults {
    /** Target length of one timed slice. */
    public static final long SLICE_NANOS = 2_000_000;
    /**
     * Target length of one timed slice of a workload that uses its containers up (insert, remove): shorter,
     * because preparing the containers, untimed, takes most of such a round, so the same fork holds more rounds.
     */
    public static final long BATCHED_SLICE_NANOS = 500_000;
    /** Separates subjects in the {@code subjects} parameter. */
    public static final String SEPARATOR = SliceSubject.SEPARATOR;
    /** The subject id of the anchor's second copy. */
    public static final String TWIN = SliceSubject.TWIN;
    /** A parameter that does not apply to the cell's workload. */
    public static final String NONE = SliceSubject.NONE;
    /** Slots of {@link Ratios}: the most subjects a cell can hold, the anchor included. */
    public static final int SLOTS = SliceSubject.SLOTS;

    /** The cell and its subjects, built once per fork. */
    @State(Scope.Benchmark)
    public static class Cell extends PopulationParams {
        /** A workload id: iterate, lookup, join, churn, insert or remove. */
        @Param("iterate")
        public String workload;

        @Param(NONE)
        public String state;

        @Param(NONE)
        public String order;

        @Param(NONE)
        public String presized;
        /** The subjects, {@value #SEPARATOR}-separated: the anchor {@code raw-array} first, {@code twin} last. */
        @Param("raw-array+twin")
        public String subjects;
        /** Seeds the order of subjects in each round (the runner passes the fork's round number). */
        @Param("1")
        public long seed;

        LongUnaryOperator[] ops;
        LongSupplier[] checksums;
        ClassLoader[] loaders;
        long[] elementsPerUnit;
        long[] units;
        /** Target length of this cell's slices: {@link #SLICE_NANOS} or {@link #BATCHED_SLICE_NANOS}. */
        long sliceNanos;
        /** Each subject's {@link SliceSubject#timedCosts} bound to it; null where its build predates it. */
        MethodHandle[] costs;
        /** Each subject's cost totals at the last {@link #costsSinceLastCall}. */
        long[][] costTotals;

        private final long[] costsRead = new long[SliceSubject.COSTS];
        SplittableRandom random;

        @Override
        protected void prepare() {
            List<String> ids = List.of(subjects.split(java.util.regex.Pattern.quote(SEPARATOR)));
            if (ids.size() > SLOTS)
                throw new IllegalArgumentException("at most " + SLOTS + " subjects in a cell, got " + ids.size());
            if (!SliceSubject.idOf(ids.get(0)).equals(SliceSubject.REFERENCE)) {
                throw new IllegalArgumentException("the anchor (first subject) must be raw-array");
            }
            Map<String, String> params = new TreeMap<>();
            params.put(Parameter.SIZE.name(), Parameter.SIZE.format(size));
            params.put(Parameter.DISTRIBUTION.name(), distribution);
            if (!state.equals(NONE)) params.put(Parameter.STATE.name(), state);
            if (!order.equals(NONE)) params.put(Parameter.ORDER.name(), order);
            if (!presized.equals(NONE)) params.put(Parameter.PRESIZED.name(), presized);
            Map<String, URL[]> classPaths = new TreeMap<>();
            int n = ids.size();
            ops = new LongUnaryOperator[n];
            checksums = new LongSupplier[n];
            loaders = new ClassLoader[n];
            elementsPerUnit = new long[n];
            units = new long[n];
            sliceNanos = Workload.byId(workload).batched() ? BATCHED_SLICE_NANOS : SLICE_NANOS;
            costs = new MethodHandle[n];
            costTotals = new long[n][SliceSubject.COSTS];
            ClassLoader before = Thread.currentThread().getContextClassLoader();
            random = new SplittableRandom(seed);
            // built in a seeded random order: where a subject's data lands in the heap depends on when it was
            // built, and a fixed order would give the anchor (always first) and the twin (always last) a fixed bias
            int[] buildOrder = java.util.stream.IntStream.range(0, n).toArray();
            shuffle(buildOrder, random);
            try {
                for (int i : buildOrder) {
                    String build = SliceSubject.buildOf(ids.get(i));
                    String id = SliceSubject.idOf(ids.get(i)).equals(TWIN)
                            ? SliceSubject.REFERENCE
                            : SliceSubject.idOf(ids.get(i));
                    URL[] classPath = classPaths.computeIfAbsent(build == null ? "" : build, b -> classPath(build));
                    loaders[i] = new URLClassLoader(
                            "subject-" + ids.get(i), classPath, ClassLoader.getPlatformClassLoader());
                    Thread.currentThread()
                            .setContextClassLoader(loaders[i]); // Koloboke finds its implementation through it
                    Class<?> type = load(loaders[i], build);
                    if (type == SliceSubject.class)
                        throw new IllegalStateException("the subject's loader did not load its own classes");
                    Object subject = type.getConstructor(String.class, String.class, Map.class)
                            .newInstance(workload, id, params);
                    ops[i] = (LongUnaryOperator) subject;
                    checksums[i] = (LongSupplier) subject;
                    elementsPerUnit[i] =
                            (Long) type.getMethod("elementsPerUnit").invoke(subject);
                    costs[i] = costsOf(type, subject);
                    units[i] = 1;
                }
            } catch (ReflectiveOperationException e) {
                throw new IllegalStateException(
                        "cannot build the subjects of " + workload + ": " + e, e.getCause() != null ? e.getCause() : e);
            } finally {
                Thread.currentThread().setContextClassLoader(before);
            }
        }

        /** A subject's {@code timedCosts(long[])} bound to it, or null when its build is older than that method. */
        private static MethodHandle costsOf(Class<?> type, Object subject) throws IllegalAccessException {
            try {
                return MethodHandles.publicLookup()
                        .findVirtual(type, "timedCosts", MethodType.methodType(void.class, long[].class))
                        .bindTo(subject);
            } catch (NoSuchMethodException e) {
                return null;
            }
        }

        /**
         * What subject {@code s}'s timed parts cost since the previous call, indexed as
         * {@link SliceSubject#timedCosts} (allocated bytes -1 when its JVM does not count them), in an
         * array reused by the next call; null when the subject's build does not report costs.
         */
        long[] costsSinceLastCall(int s) {
            if (costs[s] == null) return null;
            try {
                costs[s].invokeExact(costsRead);
            } catch (Throwable e) {
                throw new IllegalStateException("subject " + s + ": timedCosts failed: " + e, e);
            }
            long[] last = costTotals[s];
            for (int k = 0; k < costsRead.length; k++) {
                long total = costsRead[k];
                costsRead[k] = total < 0 ? -1 : total - last[k];
                last[k] = total;
            }
            return costsRead;
        }

        /** The subject class from a subject's loader; a clear error when a build has none (older than side-by-side measurement). */
        private static Class<?> load(ClassLoader loader, String build) {
            try {
                return loader.loadClass(SliceSubject.class.getName());
            } catch (ClassNotFoundException e) {
                throw new IllegalArgumentException(
                        (build == null ? "the fork's class path" : "build '" + build + "'") + " has no "
                                + SliceSubject.class.getName()
                                + ": it predates side-by-side measurement (compare such builds with `ab --mode forks`)",
                        e);
            }
        }

        /** The class path of a build (its system property), or the fork's own when {@code build} is null. */
        static URL[] classPath(String build) {
            String path = build == null
                    ? System.getProperty("java.class.path")
                    : System.getProperty(SliceSubject.BUILD_PROPERTY + build);
            if (path == null || path.isBlank()) {
                throw new IllegalArgumentException("subjects of build '" + build
                        + "' need its class path in the system property " + SliceSubject.BUILD_PROPERTY + build);
            }
            List<URL> urls = new ArrayList<>();
            for (String entry : path.split(File.pathSeparator)) {
                if (entry.isEmpty()) continue;
                if (build != null && !java.nio.file.Files.exists(Path.of(entry))) {
                    throw new IllegalArgumentException(
                            "build '" + build + "': class path entry " + entry + " does not exist");
                }
                try {
                    urls.add(Path.of(entry).toAbsolutePath().toUri().toURL());
                } catch (MalformedURLException e) {
                    throw new IllegalStateException("class path entry " + entry + ": " + e.getMessage(), e);
                }
            }
            return urls.toArray(URL[]::new);
        }
    }

    /**
     * Per subject slot, the geometric mean over this iteration's rounds of its time per element over
     * the anchor's in the same round ({@code s01}.. in the order of {@code subjects}; slot 0 is the
     * anchor itself), and {@code anchorNs}, the anchor's geometric mean time per element. Per slot,
     * from 0 (the anchor) to the twin's, what the subject's timed parts in this iteration cost beyond
     * time ({@link SliceSubject#timedCosts}): {@code allocNN} bytes allocated per element,
     * {@code gcCountNN} collections and {@code gcMsNN} their milliseconds (those that ended inside
     * the subject's timed parts, wherever their garbage came from), and {@code timedMsNN} the
     * milliseconds of those timed parts; NaN where the subject's build does not report costs (or
     * its JVM does not count allocation). Unused slots stay 0. JMH reports each as a secondary
     * metric per iteration ({@code rawData}).
     */
    @State(Scope.Thread)
    @AuxCounters(AuxCounters.Type.EVENTS)
    public static class Ratios {
        public double anchorNs;
        public double s01, s02, s03, s04, s05, s06, s07, s08, s09, s10, s11, s12;
        public double s13, s14, s15, s16, s17, s18, s19, s20, s21, s22, s23;
        public double alloc00, alloc01, alloc02, alloc03, alloc04, alloc05, alloc06, alloc07;
        public double alloc08, alloc09, alloc10, alloc11, alloc12, alloc13, alloc14, alloc15;
        public double alloc16, alloc17, alloc18, alloc19, alloc20, alloc21, alloc22, alloc23;
        public double gcCount00, gcCount01, gcCount02, gcCount03, gcCount04, gcCount05, gcCount06, gcCount07;
        public double gcCount08, gcCount09, gcCount10, gcCount11, gcCount12, gcCount13, gcCount14, gcCount15;
        public double gcCount16, gcCount17, gcCount18, gcCount19, gcCount20, gcCount21, gcCount22, gcCount23;
        public double gcMs00, gcMs01, gcMs02, gcMs03, gcMs04, gcMs05, gcMs06, gcMs07;
        public double gcMs08, gcMs09, gcMs10, gcMs11, gcMs12, gcMs13, gcMs14, gcMs15;
        public double gcMs16, gcMs17, gcMs18, gcMs19, gcMs20, gcMs21, gcMs22, gcMs23;
        public double timedMs00, timedMs01, timedMs02, timedMs03, timedMs04, timedMs05, timedMs06, timedMs07;
        public double timedMs08, timedMs09, timedMs10, timedMs11, timedMs12, timedMs13, timedMs14, timedMs15;
        public double timedMs16, timedMs17, timedMs18, timedMs19, timedMs20, timedMs21, timedMs22, timedMs23;

        private final Field[] slots = new Field[SLOTS];
        private final Field[] alloc = new Field[SLOTS];
        private final Field[] gcCount = new Field[SLOTS];
        private final Field[] gcMs = new Field[SLOTS];
        private final Field[] timedMs = new Field[SLOTS];
        private double[] logSums = new double[SLOTS];
        private double anchorLogSum;
        private long rounds;
        private double[] nsPerElement = new double[SLOTS];
        private int[] order = new int[0];
        /** This iteration's sums per slot over the timed parts; -1 where unknown. */
        private long[] elements = new long[SLOTS],
                allocated = new long[SLOTS],
                collections = new long[SLOTS],
                gcMillis = new long[SLOTS],
                timedNanos = new long[SLOTS];

        public Ratios() {
            try {
                for (int i = 0; i < SLOTS; i++) {
                    if (i > 0) slots[i] = Ratios.class.getField(String.format("s%02d", i));
                    alloc[i] = Ratios.class.getField(String.format("alloc%02d", i));
                    gcCount[i] = Ratios.class.getField(String.format("gcCount%02d", i));
                    gcMs[i] = Ratios.class.getField(String.format("gcMs%02d", i));
                    timedMs[i] = Ratios.class.getField(String.format("timedMs%02d", i));
                }
            } catch (NoSuchFieldException e) {
                throw new IllegalStateException(e);
            }
        }

        /** Starts an iteration's means and sums afresh. */
        @Setup(Level.Iteration)
        public void reset() throws IllegalAccessException {
            logSums = new double[SLOTS];
            anchorLogSum = 0;
            rounds = 0;
            anchorNs = 0;
            elements = new long[SLOTS];
            allocated = new long[SLOTS];
            collections = new long[SLOTS];
            gcMillis = new long[SLOTS];
            timedNanos = new long[SLOTS];
            for (int i = 0; i < SLOTS; i++) {
                if (i > 0) slots[i].setDouble(this, 0);
                alloc[i].setDouble(this, 0);
                gcCount[i].setDouble(this, 0);
                gcMs[i].setDouble(this, 0);
                timedMs[i].setDouble(this, 0);
            }
        }

        /**
         * Adds a slice of the subject in slot {@code s}: the nanoseconds and elements of its timed
         * parts and what they cost ({@link Cell#costsSinceLastCall}; null: not reported).
         */
        void slice(int s, long nanos, long elementCount, long[] costs) {
            timedNanos[s] += nanos;
            elements[s] += elementCount;
            allocated[s] = add(allocated[s], costs == null ? -1 : costs[SliceSubject.ALLOCATED_BYTES]);
            collections[s] = add(collections[s], costs == null ? -1 : costs[SliceSubject.COLLECTIONS]);
            gcMillis[s] = add(gcMillis[s], costs == null ? -1 : costs[SliceSubject.GC_MILLIS]);
        }

        /** A sum of counts where -1 means unknown and stays so. */
        private static long add(long sum, long more) {
            return sum < 0 || more < 0 ? -1 : sum + more;
        }

        /** Ends a round: its per-element times ({@code ns}, slot by slot) enter the means, and every slot's counters are updated. */
        void record(double[] ns, int subjects) {
            rounds++;
            anchorLogSum += Math.log(ns[0]);
            anchorNs = Math.exp(anchorLogSum / rounds);
            try {
                for (int i = 0; i < subjects; i++) {
                    if (i > 0) {
                        logSums[i] += Math.log(ns[i] / ns[0]);
                        slots[i].setDouble(this, Math.exp(logSums[i] / rounds));
                    }
                    alloc[i].setDouble(
                            this, allocated[i] < 0 ? Double.NaN : (double) allocated[i] / Math.max(1, elements[i]));
                    gcCount[i].setDouble(this, collections[i] < 0 ? Double.NaN : collections[i]);
                    gcMs[i].setDouble(this, gcMillis[i] < 0 ? Double.NaN : gcMillis[i]);
                    timedMs[i].setDouble(this, timedNanos[i] / 1e6);
                }
            } catch (IllegalAccessException e) {
                throw new IllegalStateException(e);
            }
        }
    }

    /** Fisher-Yates. */
    static void shuffle(int[] a, SplittableRandom random) {
        for (int i = a.length - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            int t = a[i];
            a[i] = a[j];
            a[j] = t;
        }
    }

    /** One round: a slice of every subject, in a seeded random order. */
    @Benchmark
    public void round(Cell cell, Ratios ratios, Blackhole bh) {
        int n = cell.ops.length;
        if (ratios.order.length != n) {
            ratios.order = new int[n];
            for (int i = 0; i < n; i++) ratios.order[i] = i;
        }
        int[] order = ratios.order;
        shuffle(order, cell.random);
        Thread thread = Thread.currentThread();
        ClassLoader before = thread.getContextClassLoader();
        double[] ns = ratios.nsPerElement;
        for (int s : order) {
            LongUnaryOperator op = cell.ops[s];
            thread.setContextClassLoader(cell.loaders[s]);
            long units = cell.units[s];
            long elapsed = Math.max(1, op.applyAsLong(units));
            ns[s] = (double) elapsed / (units * cell.elementsPerUnit[s]);
            ratios.slice(s, elapsed, units * cell.elementsPerUnit[s], cell.costsSinceLastCall(s));
            cell.units[s] = Math.max(1, Math.min(4 * units, Math.round(units * (double) cell.sliceNanos / elapsed)));
        }
        for (LongSupplier checksum : cell.checksums) bh.consume(checksum.getAsLong());
        thread.setContextClassLoader(before); // a subject that throws ends the fork: nothing runs after it
        ratios.record(ns, n);
    }
}

package io.componentbench.results;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.componentbench.stats.Estimate;
import io.componentbench.stats.IntervalMethod;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Collections;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;

/**
 * What a run ran on: a run directory's {@code env.json}, written and read with {@link Json}. A field
 * missing from an older or hand-made file reads as {@code "unknown"}, 0, false or empty, never null.
 *
 * @param machine the hardware facts
 * @param machineFingerprint a hash of {@code machine}, which the comparison uses to tell whether two
 *        runs come from the same machine
 * @param jvm the runner's and the forks' JVM
 * @param libraries library versions by name
 * @param git the commit the run was built from
 * @param profile the benchmark profile ({@code smoke}, {@code quick}, {@code full})
 * @param hardwareCounters whether {@code perf} counters were available (and perfnorm ran)
 * @param start when the run started (ISO-8601 instant)
 * @param end when it ended
 * @param measurement how every result was measured and summarized (forks, iterations and their
 *        durations, the interval method and level); null in runs older than this field
 * @param jvms every JVM the forks measured on, in fork order (several when a run compares JVMs;
 *        empty in runs older than this field, whose {@code jvm.forkVersion} says it)
 * @param selection what the run was asked to measure; null in runs older than this field
 */
public record Env(
        Machine machine,
        String machineFingerprint,
        Jvm jvm,
        Map<String, String> libraries,
        Git git,
        String profile,
        boolean hardwareCounters,
        String start,
        String end,
        @JsonInclude(JsonInclude.Include.NON_EMPTY) List<MeasuredJvm> jvms,
        @JsonInclude(JsonInclude.Include.NON_NULL) Measurement measurement,
        @JsonInclude(JsonInclude.Include.NON_NULL) Selection selection) {
    private static final String UNKNOWN = "unknown";

    public Env {
        machine = Objects.requireNonNullElse(machine, new Machine(null, 0, null, 0, null, null, null));
        machineFingerprint = known(machineFingerprint);
        jvm = Objects.requireNonNullElse(jvm, new Jvm(null, null, null, null, null, null, null, null, null));
        libraries = Objects.requireNonNullElse(libraries, Map.of());
        git = Objects.requireNonNullElse(git, new Git(null, false, false));
        profile = known(profile);
        start = known(start);
        end = known(end);
        jvms = jvms == null ? List.of() : List.copyOf(jvms);
    }

    /** This record with the JVMs the forks measured on. */
    public Env withJvms(List<MeasuredJvm> measured) {
        return with(measured, measurement, selection);
    }

    /** This record with another measurement (e.g. {@link Measurement#withForks}). */
    public Env withMeasurement(Measurement m) {
        return with(jvms, m, selection);
    }

    /** This record with the run's selection. */
    public Env withSelection(Selection s) {
        return with(jvms, measurement, s);
    }

    /** This record with {@code jvms}, {@code measurement} and {@code selection} replaced. */
    private Env with(List<MeasuredJvm> measured, Measurement m, Selection s) {
        return new Env(
                machine,
                machineFingerprint,
                jvm,
                libraries,
                git,
                profile,
                hardwareCounters,
                start,
                end,
                measured,
                m,
                s);
    }

    /**
     * What a run was asked to measure: its contenders by id, and for each workload (by id) the sizes
     * its specs measure it at. A comparison counts a baseline result inside it as missing when the run
     * has nothing of its workload at its size (a workload that vanished), where without it the result
     * would only be listed as not measured.
     */
    public record Selection(List<String> contenders, Map<String, List<Integer>> workloads) {
        public Selection {
            contenders = contenders == null ? List.of() : List.copyOf(contenders);
            workloads = workloads == null ? Map.of() : Collections.unmodifiableMap(new TreeMap<>(workloads));
        }

        /** Whether the run was asked to measure {@code r}'s workload at its size, and its contender (the reference always). */
        public boolean covers(Result r) {
            return workloads.getOrDefault(r.workload().id(), List.of()).contains(r.size())
                    && (r.isReference() || contenders.contains(r.contenderId()));
        }
    }

    /**
     * How a run measured: forks per result, warm-up and measured iterations with their durations, the
     * interval method and confidence level its figures are summarized with, and the order its forks
     * ran in ({@link #INTERLEAVED}; null in runs made before forks were interleaved, whose forks of a
     * result ran back to back). {@code isolation} is {@code side-by-side} or {@code fork} (null in runs
     * made before side by side: fork); {@code sideBySide} how the side-by-side cells were measured (in
     * runs of this project's second round insert and remove still forked per contender, and the
     * figures above describe them); {@code notMeasured} the contenders a cell left out, with the reason
     * (a cell fork's heap: {@code run.CellGroups}).
     */
    public record Measurement(
            int forks,
            int warmupIterations,
            int warmupMillis,
            int measurementIterations,
            int measurementMillis,
            IntervalMethod intervalMethod,
            double confidenceLevel,
            @JsonInclude(JsonInclude.Include.NON_NULL) String forkOrder,
            @JsonInclude(JsonInclude.Include.NON_NULL) String isolation,
            @JsonInclude(JsonInclude.Include.NON_NULL) String sideBySide,
            @JsonInclude(JsonInclude.Include.NON_EMPTY) List<String> notMeasured) {
        public Measurement {
            notMeasured = notMeasured == null ? List.of() : List.copyOf(notMeasured);
        }
        /** The fork order of runs since forks were interleaved. */
        public static final String INTERLEAVED =
                "interleaved: one round per fork, each round runs one fork of every result";

        /** A measurement of a run made before side by side: every contender in forks of its own (isolation unrecorded). */
        public Measurement(
                int forks,
                int warmupIterations,
                int warmupMillis,
                int measurementIterations,
                int measurementMillis,
                IntervalMethod intervalMethod,
                double confidenceLevel,
                String forkOrder) {
            this(
                    forks,
                    warmupIterations,
                    warmupMillis,
                    measurementIterations,
                    measurementMillis,
                    intervalMethod,
                    confidenceLevel,
                    forkOrder,
                    null,
                    null,
                    List.of());
        }

        /** This measurement with {@code n} forks per result, and the interval method {@link Estimate} uses with that many. */
        public Measurement withForks(int n) {
            return new Measurement(
                    n,
                    warmupIterations,
                    warmupMillis,
                    measurementIterations,
                    measurementMillis,
                    IntervalMethod.forForks(n),
                    confidenceLevel,
                    forkOrder,
                    isolation,
                    sideBySide,
                    notMeasured);
        }

        /** This measurement recording the contenders the cells left out. */
        public Measurement withNotMeasured(List<String> leftOut) {
            return new Measurement(
                    forks,
                    warmupIterations,
                    warmupMillis,
                    measurementIterations,
                    measurementMillis,
                    intervalMethod,
                    confidenceLevel,
                    forkOrder,
                    isolation,
                    sideBySide,
                    leftOut);
        }

        /** One line for report headers and comparison output. */
        public String describe() {
            return String.format(
                            java.util.Locale.ROOT,
                            "%d fork(s) x %d measured iteration(s) of %d ms after %d warm-up of %d ms; %s, %.0f%% level",
                            forks,
                            measurementIterations,
                            measurementMillis,
                            warmupIterations,
                            warmupMillis,
                            intervalMethod,
                            100 * confidenceLevel)
                    + (forkOrder == null ? "" : "; forks " + forkOrder)
                    + (isolation == null ? "" : "; isolation " + isolation)
                    + (sideBySide == null ? "" : " (cells: " + sideBySide + ")");
        }
    }

    /** A JVM the benchmark forks ran on: its {@code java} binary and what it says of itself. */
    public record MeasuredJvm(String path, String version, String vendor, String vm) {
        public MeasuredJvm {
            path = known(path);
            version = known(version);
            vendor = known(vendor);
            vm = known(vm);
        }
    }

    /**
     * The machine: CPU model, cores, data and unified cache sizes in bytes by level ({@code L1d},
     * {@code L2}, {@code L3}; empty when unknown), memory in bytes, OS, and the kernel's transparent huge
     * page mode ({@code always}, {@code madvise}, {@code never}; null where none was read or in runs older than it),
     * and the CPU's family, model and stepping ({@code family 25 model 1 stepping 1}): a cloud VM may name its CPU only
     * "AMD EPYC", and the family tells the microarchitecture (two VMs of this project, both "AMD EPYC", had L2 caches
     * of 1 MiB and 512 KiB); null where none was read or in runs older than it.
     */
    public record Machine(
            String cpuModel,
            int cores,
            Map<String, Long> caches,
            long memoryBytes,
            String os,
            @JsonInclude(JsonInclude.Include.NON_NULL) String hugePages,
            @JsonInclude(JsonInclude.Include.NON_NULL) String cpuId) {
        public Machine {
            cpuModel = known(cpuModel);
            caches = caches == null ? Map.of() : new TreeMap<>(caches);
            os = known(os);
        }

        /** The CPU as a reader should see it: its model name, with its family, model and stepping where known. */
        public String cpu() {
            return cpuId == null ? cpuModel : cpuModel + " (" + cpuId + ")";
        }

        /**
         * The first 16 hex digits of a SHA-256 of these facts: equal on the same machine. The kernel's huge page
         * mode is left out: a setting, not the machine, and runs older than its recording would otherwise read as
         * another machine; so is {@link #cpuId}, for the same reason (the caches already tell such VMs apart).
         */
        public String fingerprint() {
            String facts = "{cpuModel=" + cpuModel + ", cores=" + cores + ", caches=" + caches + ", memoryBytes="
                    + memoryBytes + ", os=" + os + "}";
            try {
                byte[] digest = MessageDigest.getInstance("SHA-256").digest(facts.getBytes(StandardCharsets.UTF_8));
                return HexFormat.of().formatHex(digest, 0, 8);
            } catch (NoSuchAlgorithmException e) {
                throw new IllegalStateException(e);
            }
        }
    }

    /** The JVM that ran the runner, and the one the benchmark forks ran on with their flags, GC and heap. */
    public record Jvm(
            String runnerVendor,
            String runnerVersion,
            String runnerVm,
            List<String> runnerFlags,
            String forkJvm,
            String forkVersion,
            List<String> forkFlags,
            String gc,
            String heap) {
        public Jvm {
            runnerVendor = known(runnerVendor);
            runnerVersion = known(runnerVersion);
            runnerVm = known(runnerVm);
            runnerFlags = Objects.requireNonNullElse(runnerFlags, List.of());
            forkJvm = known(forkJvm);
            forkVersion = known(forkVersion);
            forkFlags = Objects.requireNonNullElse(forkFlags, List.of());
            gc = known(gc);
            heap = known(heap);
        }
    }

    /**
     * The git commit and whether the working tree had uncommitted changes, both when the run
     * started (the benchmark jar the forks run was built then); {@code changedDuringRun}: the commit
     * or the dirty state differed when the run ended, i.e. someone edited the checkout meanwhile,
     * which the measured jar does not see. Runs before it was recorded read false, and their
     * {@code dirty} was taken at the end of the run.
     */
    public record Git(
            String commit,
            boolean dirty,
            @JsonInclude(JsonInclude.Include.NON_DEFAULT) boolean changedDuringRun) {
        public Git {
            commit = known(commit);
        }

        /** The state at a run's start, as {@code end} found it when the run ended. */
        public Git endedAs(Git end) {
            return new Git(commit, dirty, !commit.equals(end.commit) || dirty != end.dirty);
        }

        /** The first 12 hex digits of the commit. */
        public String shortCommit() {
            return commit.length() > 12 ? commit.substring(0, 12) : commit;
        }
    }

    private static String known(String s) {
        return s == null ? UNKNOWN : s;
    }
}

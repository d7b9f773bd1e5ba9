package io.componentbench.measure;

import io.componentbench.results.Env;
import io.componentbench.stats.Estimate;
import io.componentbench.stats.IntervalMethod;
import io.componentbench.store.ProjectHome;
import io.componentbench.workload.ForkJvm;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;

/**
 * Captures what a run ran on, as the {@link Env} written to {@code env.json}: CPU model, cores,
 * cache sizes, memory, OS, the runner's and the forks' JVM, fork flags, library versions, git
 * commit and dirty flag, profile and times, and the machine fingerprint the comparison uses to
 * tell whether two runs come from the same machine. {@code measurement} states how every
 * result was measured and summarized: forks, iterations and their durations, the interval method
 * and level.
 */
public final class Environment {
    private Environment() {}

    public static Env capture(Profile profile, String forkJvm, boolean hardwareCounters, Instant start, Instant end) {
        return capture(
                profile,
                profile.forks,
                profile.slices.forks(),
                Isolation.FORK,
                forkJvm,
                hardwareCounters,
                start,
                end,
                git(),
                List.of());
    }

    /**
     * As {@link #capture(Profile, String, boolean, Instant, Instant)}, with the forks the run used
     * (its profile's unless overridden) and the git state taken at the run's start ({@link Env.Git#endedAs}).
     */
    public static Env capture(
            Profile profile,
            int forks,
            int cellForks,
            Isolation isolation,
            String forkJvm,
            boolean hardwareCounters,
            Instant start,
            Instant end,
            Env.Git git,
            List<String> notMeasured) {
        Env.Machine machine = machine();
        Env.Jvm jvm = new Env.Jvm(
                System.getProperty("java.vendor"),
                System.getProperty("java.version"),
                System.getProperty("java.vm.name") + " " + System.getProperty("java.vm.version"),
                ManagementFactory.getRuntimeMXBean().getInputArguments(),
                forkJvm,
                forkVersion(forkJvm),
                ForkJvm.flags(),
                ForkJvm.GC.replace("-XX:+Use", ""),
                ForkJvm.HEAP_MAX.replace("-Xmx", ""));
        return new Env(
                machine,
                machine.fingerprint(),
                jvm,
                libraryVersions(),
                git,
                profile.id(),
                hardwareCounters,
                start.toString(),
                end.toString(),
                List.of(),
                measurement(profile, forks, cellForks, isolation).withNotMeasured(notMeasured),
                null);
    }

    /** How a profile measures with {@code forks} forks: iterations and durations, and how {@link Estimate} summarizes them. */
    static Env.Measurement measurement(Profile profile, int forks) {
        return measurement(profile, forks, forks, Isolation.FORK);
    }

    /** As {@link #measurement(Profile, int)}, recording the isolation. */
    static Env.Measurement measurement(Profile profile, int forks, int cellForks, Isolation isolation) {
        Profile.Slices s = profile.slices;
        String cells = isolation == Isolation.SIDE_BY_SIDE
                ? new Profile.Slices(
                                        cellForks,
                                        s.warmupIterations(),
                                        s.warmupMillis(),
                                        s.measurementIterations(),
                                        s.measurementMillis())
                                .describe()
                        + "; " + io.componentbench.stats.Ratio.PAIRED_METHOD + "; cell fork flags "
                        + String.join(" ", ForkJvm.cellFlags())
                : null;
        return new Env.Measurement(
                forks,
                profile.warmupIterations,
                profile.warmupMillis,
                profile.measurementIterations,
                profile.measurementMillis,
                IntervalMethod.forForks(forks),
                Estimate.LEVEL,
                Env.Measurement.INTERLEAVED,
                isolation.id(),
                cells,
                List.of());
    }

    static Env.Machine machine() {
        Map<String, String> cpu = firstProcessor(cpuinfo());
        return new Env.Machine(
                cpu.getOrDefault("model name", "unknown"),
                Runtime.getRuntime().availableProcessors(),
                caches(),
                memoryBytes(),
                System.getProperty("os.name") + " " + System.getProperty("os.version") + " "
                        + System.getProperty("os.arch"),
                hugePages(),
                cpuId(cpu));
    }

    /** The lines of this machine's {@code /proc/cpuinfo}; empty where it cannot be read. */
    private static List<String> cpuinfo() {
        try {
            return Files.readAllLines(Paths.get("/proc/cpuinfo"));
        } catch (IOException | RuntimeException e) {
            return List.of();
        }
    }

    /** The first processor's fields ({@code model name}, {@code cpu family}, ...) in {@code /proc/cpuinfo} lines. */
    static Map<String, String> firstProcessor(List<String> cpuinfo) {
        Map<String, String> fields = new HashMap<>();
        for (String line : cpuinfo) {
            if (line.isBlank() && !fields.isEmpty()) break; // the first processor only
            int colon = line.indexOf(':');
            if (colon > 0)
                fields.putIfAbsent(
                        line.substring(0, colon).trim(),
                        line.substring(colon + 1).trim());
        }
        return fields;
    }

    /**
     * A processor's {@code cpu family}, {@code model} and {@code stepping} ({@link #firstProcessor}), as
     * {@code family 25 model 1 stepping 1}; null unless all three are there (other architectures name them otherwise).
     */
    static String cpuId(Map<String, String> processor) {
        String family = processor.get("cpu family"),
                model = processor.get("model"),
                stepping = processor.get("stepping");
        return family == null || model == null || stepping == null
                ? null
                : "family " + family + " model " + model + " stepping " + stepping;
    }

    /**
     * The kernel's transparent huge page mode, the bracketed word of
     * {@code /sys/kernel/mm/transparent_hugepage/enabled} ({@code always}, {@code madvise} or {@code never}),
     * or null where there is none: whether the forks' {@link ForkJvm#HUGE_PAGES} got huge pages.
     */
    static String hugePages() {
        try {
            return hugePageMode(Files.readString(Paths.get("/sys/kernel/mm/transparent_hugepage/enabled")));
        } catch (IOException | RuntimeException e) {
            return null;
        }
    }

    /** The bracketed word of a sysfs choice line ({@code always [madvise] never} -> {@code madvise}), or null. */
    static String hugePageMode(String line) {
        int open = line.indexOf('[');
        int close = line.indexOf(']', open + 1);
        return open < 0 || close < 0 ? null : line.substring(open + 1, close);
    }

    /** Data and unified cache sizes in bytes by level name (L1d, L2, L3), from sysfs. */
    public static Map<String, Long> caches() {
        Map<String, Long> caches = new TreeMap<>();
        Path base = Paths.get("/sys/devices/system/cpu/cpu0/cache");
        for (int i = 0; i < 8; i++) {
            Path dir = base.resolve("index" + i);
            if (!Files.isDirectory(dir)) continue;
            try {
                String type = Files.readString(dir.resolve("type")).trim();
                String level = Files.readString(dir.resolve("level")).trim();
                if (type.equals("Instruction")) continue;
                String size = Files.readString(dir.resolve("size")).trim();
                caches.put("L" + level + (type.equals("Data") ? "d" : ""), parseSize(size));
            } catch (IOException | RuntimeException e) {
                // a missing or odd sysfs entry leaves that level out
            }
        }
        return caches;
    }

    static long parseSize(String size) {
        char unit = size.charAt(size.length() - 1);
        long mult = unit == 'K' ? 1024 : unit == 'M' ? 1024 * 1024 : unit == 'G' ? 1024L * 1024 * 1024 : 1;
        return Long.parseLong(Character.isDigit(unit) ? size : size.substring(0, size.length() - 1)) * mult;
    }

    private static long memoryBytes() {
        try {
            return Files.readAllLines(Paths.get("/proc/meminfo")).stream()
                    .filter(l -> l.startsWith("MemTotal"))
                    .map(l -> Long.parseLong(l.replaceAll("\\D", "")) * 1024)
                    .findFirst()
                    .orElse(-1L);
        } catch (IOException e) {
            return -1;
        }
    }

    private static String forkVersion(String javaBinary) {
        String out = command(List.of(javaBinary, "-version"));
        return out == null ? "unknown" : out.lines().findFirst().orElse("unknown");
    }

    private static Map<String, String> libraryVersions() {
        Properties p = new Properties();
        try (var in = Environment.class.getResourceAsStream("/componentbench-versions.properties")) {
            if (in != null) p.load(in);
        } catch (IOException e) {
            // leave empty
        }
        Map<String, String> versions = new TreeMap<>();
        p.forEach((k, v) -> versions.put(k.toString(), v.toString()));
        return versions;
    }

    /** The project's commit and whether its tracked files have uncommitted changes, now. */
    public static Env.Git git() {
        // the project's repository, wherever the command was run from
        String commit = command(List.of("git", "-C", ProjectHome.dir().toString(), "rev-parse", "HEAD"));
        String status = command(
                List.of("git", "-C", ProjectHome.dir().toString(), "status", "--porcelain", "--untracked-files=no"));
        return new Env.Git(commit == null ? "unknown" : commit.trim(), status != null && !status.isBlank(), false);
    }

    /** Runs a short command; its combined output, or null if it failed. */
    static String command(List<String> cmd) {
        try {
            Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
            String out = new String(p.getInputStream().readAllBytes());
            if (!p.waitFor(30, TimeUnit.SECONDS)) {
                p.destroyForcibly();
                return null;
            }
            return p.exitValue() == 0 ? out : null;
        } catch (IOException e) {
            return null;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return null;
        }
    }
}

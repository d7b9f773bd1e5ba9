package io.componentbench.run;

import io.componentbench.stats.Estimate;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.security.MessageDigest;
import java.time.Instant;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;

/**
 * What a run ran on, written to {@code env.json}: CPU model, cores, cache sizes, memory, OS, the
 * runner's and the forks' JVM, fork flags, library versions, git commit and dirty flag, profile and
 * times, and a machine fingerprint (hash of the hardware facts) that the comparison uses to tell
 * whether two runs come from the same machine. {@code measurement} states how every result was
 * measured and summarized: forks, iterations and their durations, the interval method and level.
 */
public final class Environment {
    private Environment() {}

    public static Map<String, Object> capture(Profile profile, String forkJvm, boolean hardwareCounters,
                                              Instant start, Instant end) {
        Map<String, Object> env = new LinkedHashMap<>();
        Map<String, Object> machine = machine();
        env.put("machine", machine);
        env.put("machineFingerprint", fingerprint(machine));
        Map<String, Object> jvm = new LinkedHashMap<>();
        jvm.put("runnerVendor", System.getProperty("java.vendor"));
        jvm.put("runnerVersion", System.getProperty("java.version"));
        jvm.put("runnerVm", System.getProperty("java.vm.name") + " " + System.getProperty("java.vm.version"));
        jvm.put("runnerFlags", ManagementFactory.getRuntimeMXBean().getInputArguments());
        jvm.put("forkJvm", forkJvm);
        jvm.put("forkVersion", forkVersion(forkJvm));
        jvm.put("forkFlags", ForkJvm.flags());
        jvm.put("gc", ForkJvm.GC.replace("-XX:+Use", ""));
        jvm.put("heap", ForkJvm.HEAP_MAX.replace("-Xmx", ""));
        env.put("jvm", jvm);
        env.put("libraries", libraryVersions());
        env.put("git", git());
        env.put("profile", profile.id());
        env.put("measurement", measurement(profile));
        env.put("hardwareCounters", hardwareCounters);
        env.put("start", start.toString());
        env.put("end", end.toString());
        return env;
    }

    /** How a profile measures: forks, iterations and durations, and how {@link Estimate} summarizes them. */
    static Map<String, Object> measurement(Profile profile) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("forks", profile.forks);
        m.put("warmupIterations", profile.warmupIterations);
        m.put("warmupMillis", profile.warmupMillis);
        m.put("measurementIterations", profile.measurementIterations);
        m.put("measurementMillis", profile.measurementMillis);
        m.put("intervalMethod", profile.forks > 1 ? Estimate.FORKS_METHOD : Estimate.SINGLE_FORK_METHOD);
        m.put("confidenceLevel", Estimate.LEVEL);
        return m;
    }

    static Map<String, Object> machine() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("cpuModel", cpuModel());
        m.put("cores", Runtime.getRuntime().availableProcessors());
        m.put("caches", caches());
        m.put("memoryBytes", memoryBytes());
        m.put("os", System.getProperty("os.name") + " " + System.getProperty("os.version") + " " + System.getProperty("os.arch"));
        return m;
    }

    static String fingerprint(Map<String, Object> machine) {
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256").digest(machine.toString().getBytes());
            return HexFormat.of().formatHex(digest, 0, 8);
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    private static String cpuModel() {
        try {
            return Files.readAllLines(Paths.get("/proc/cpuinfo")).stream()
                    .filter(l -> l.startsWith("model name"))
                    .map(l -> l.substring(l.indexOf(':') + 1).trim()).findFirst().orElse("unknown");
        } catch (IOException e) {
            return "unknown";
        }
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

    /** The cache sizes recorded in a run's env.json (empty when unknown). */
    public static Map<String, Long> cachesOf(com.fasterxml.jackson.databind.JsonNode env) {
        Map<String, Long> caches = new TreeMap<>();
        if (env != null) env.path("machine").path("caches").fields().forEachRemaining(e -> caches.put(e.getKey(), e.getValue().asLong()));
        return caches;
    }

    static long parseSize(String size) {
        char unit = size.charAt(size.length() - 1);
        long mult = unit == 'K' ? 1024 : unit == 'M' ? 1024 * 1024 : unit == 'G' ? 1024L * 1024 * 1024 : 1;
        return Long.parseLong(Character.isDigit(unit) ? size : size.substring(0, size.length() - 1)) * mult;
    }

    private static long memoryBytes() {
        try {
            return Files.readAllLines(Paths.get("/proc/meminfo")).stream().filter(l -> l.startsWith("MemTotal"))
                    .map(l -> Long.parseLong(l.replaceAll("\\D", "")) * 1024).findFirst().orElse(-1L);
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

    private static Map<String, Object> git() {
        Map<String, Object> g = new LinkedHashMap<>();
        String commit = command(List.of("git", "rev-parse", "HEAD"));
        String status = command(List.of("git", "status", "--porcelain", "--untracked-files=no"));
        g.put("commit", commit == null ? "unknown" : commit.trim());
        g.put("dirty", status != null && !status.isBlank());
        return g;
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

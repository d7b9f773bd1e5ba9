package io.componentbench.measure;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * Which JVMs a run measures: the JVM running this process (the build and the scripts start it from
 * {@code JAVA_HOME}, else {@code PATH}), unless the user names others ({@code --jvm}, repeatable;
 * {@code -Dbench.jvms=A,B} in the build). Each named JVM is probed once for its version, vendor and
 * VM; its version string is its id in results, so two JVMs of one version are refused.
 */
public final class JvmChoice {
    /** Oldest Java feature release the benchmarks run on. */
    static final int MIN_FEATURE = 17;

    private static final Pattern PROPERTY = Pattern.compile("^ {4}([\\w.]+) = (.*)$");

    /**
     * One JVM a run measures on.
     *
     * @param path its {@code java} binary, as given to JMH's {@code jvm(...)}
     * @param version {@code java.version} (e.g. {@code 17.0.15}): the JVM's id in results
     * @param vendor {@code java.vendor}
     * @param vm {@code java.vm.name} and {@code java.runtime.version}
     */
    public record ProbedJvm(String path, String version, String vendor, String vm) {
        /** The Java feature release of {@code version} (17 for {@code 17.0.15}): which contenders can run on it. */
        public int feature() {
            try {
                return Runtime.Version.parse(version).feature();
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(
                        "JVM " + path + " reports an unreadable version '" + version + "'", e);
            }
        }

        @Override
        public String toString() {
            return version + " (" + vendor + ", " + path + ")";
        }
    }

    private JvmChoice() {}

    /**
     * The JVMs to measure on, in the order given. Blank entries are ignored (an empty
     * {@code -Dbench.jvms}); none at all means the JVM running this process. An entry is a
     * {@code java} binary or a JDK directory (its {@code bin/java} is used).
     *
     * @throws IllegalArgumentException with a message naming the entry, when one is not a usable
     *     JVM of Java 17 or newer, or when two entries are the same JVM or report the same version
     */
    public static List<ProbedJvm> resolve(List<String> requested) {
        List<String> given = requested == null
                ? List.of()
                : requested.stream().map(String::trim).filter(s -> !s.isEmpty()).toList();
        if (given.isEmpty()) return List.of(current());
        List<ProbedJvm> jvms = new ArrayList<>();
        Map<String, ProbedJvm> byVersion = new HashMap<>();
        for (String g : given) {
            ProbedJvm jvm = probe(javaBinary(g));
            ProbedJvm twin = byVersion.putIfAbsent(jvm.version(), jvm);
            if (twin != null) {
                throw new IllegalArgumentException(
                        twin.path().equals(jvm.path())
                                ? "JVM " + jvm.path() + " is named twice"
                                : "JVMs " + twin.path() + " and " + jvm.path() + " both report version " + jvm.version()
                                        + "; a JVM's version is its id in results, so measure them in separate runs");
            }
            jvms.add(jvm);
        }
        return List.copyOf(jvms);
    }

    /** The JVM running this process: what the forks use when no JVM is named. */
    public static ProbedJvm current() {
        return new ProbedJvm(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                System.getProperty("java.version"),
                System.getProperty("java.vendor"),
                System.getProperty("java.vm.name") + " " + System.getProperty("java.runtime.version"));
    }

    /** One line naming the JVMs, for the first line of a run. */
    public static String describe(List<ProbedJvm> jvms) {
        return jvms.stream().map(ProbedJvm::toString).collect(Collectors.joining(" and "))
                + (jvms.size() > 1 ? ", forks alternating between them" : "");
    }

    /** The {@code java} binary an entry names: the file itself, or {@code bin/java} of a JDK directory. */
    static Path javaBinary(String entry) {
        Path p = Path.of(entry).toAbsolutePath().normalize();
        if (Files.isDirectory(p)) p = p.resolve("bin").resolve("java");
        if (!Files.isRegularFile(p)) throw new IllegalArgumentException("--jvm " + entry + ": no java binary at " + p);
        if (!Files.isExecutable(p))
            throw new IllegalArgumentException("--jvm " + entry + ": " + p + " is not executable");
        return p;
    }

    /** Asks a {@code java} binary for its properties ({@code -XshowSettings:properties -version}). */
    static ProbedJvm probe(Path java) {
        String out;
        try {
            Process p = new ProcessBuilder(java.toString(), "-XshowSettings:properties", "-version")
                    .redirectErrorStream(true)
                    .start();
            out = new String(p.getInputStream().readAllBytes());
            if (!p.waitFor(60, TimeUnit.SECONDS)) {
                p.destroyForcibly();
                throw new IllegalArgumentException("--jvm " + java + " did not answer -version within 60 s");
            }
            if (p.exitValue() != 0) {
                throw new IllegalArgumentException("--jvm " + java + " failed on -version (exit " + p.exitValue()
                        + "): " + out.lines().findFirst().orElse(""));
            }
        } catch (IOException e) {
            throw new IllegalArgumentException("--jvm " + java + " cannot be started: " + e.getMessage(), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while probing " + java, e);
        }
        return parse(java.toString(), out);
    }

    /** A JVM from the output of {@code java -XshowSettings:properties -version}. */
    static ProbedJvm parse(String path, String settings) {
        Map<String, String> props = new HashMap<>();
        for (String line : settings.split("\\R")) {
            Matcher m = PROPERTY.matcher(line);
            if (m.matches()) props.put(m.group(1), m.group(2).trim());
        }
        String version = props.get("java.version");
        String spec = props.get("java.specification.version");
        if (version == null || spec == null) {
            throw new IllegalArgumentException(
                    "--jvm " + path + " did not report java.version with -XshowSettings:properties; is it a JDK?");
        }
        int feature;
        try {
            feature = Integer.parseInt(spec.startsWith("1.") ? spec.substring(2) : spec);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(
                    "--jvm " + path + " reports an unreadable java.specification.version: " + spec);
        }
        if (feature < MIN_FEATURE) {
            throw new IllegalArgumentException("--jvm " + path + " is Java " + feature + " (" + version
                    + "); the benchmarks need " + MIN_FEATURE + " or newer");
        }
        return new ProbedJvm(
                path,
                version,
                props.getOrDefault("java.vendor", "unknown"),
                props.getOrDefault("java.vm.name", "unknown") + " "
                        + props.getOrDefault("java.runtime.version", version));
    }
}

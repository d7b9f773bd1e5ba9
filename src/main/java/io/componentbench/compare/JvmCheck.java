package io.componentbench.compare;

import io.componentbench.results.Env;
import io.componentbench.results.ForkMerge;
import io.componentbench.results.Result;
import io.componentbench.results.RunData;
import java.util.Objects;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The JVMs a run measured, by version string, and the rule that a comparison compares runs of the
 * same JVMs unless asked to compare across JVMs: a JIT or GC change is not a regression of ours.
 */
public final class JvmCheck {
    private static final Pattern VERSION_LINE = Pattern.compile("version \"([^\"]+)\"");

    private JvmCheck() {}

    /**
     * A run's JVM versions: env.json's {@code jvms} list; for runs older than that list, the version
     * in {@code jvm.forkVersion} (the first line of {@code java -version}); without env.json, the
     * results' {@value ForkMerge#JVM_PARAM} parameters, else the {@code jdkVersion} JMH wrote into
     * each result. Empty when unknown.
     */
    public static Set<String> versions(RunData run) {
        Set<String> v = run.env().map(JvmCheck::versions).orElseGet(TreeSet::new);
        if (v.isEmpty()) {
            run.results().stream()
                    .map(r -> r.params().get(ForkMerge.JVM_PARAM))
                    .filter(Objects::nonNull)
                    .forEach(v::add);
        }
        if (v.isEmpty()) v.addAll(run.resultJdkVersions());
        return v;
    }

    /** The JVM versions an env.json records (empty when it records none). */
    public static Set<String> versions(Env env) {
        Set<String> v = new TreeSet<>();
        env.jvms().forEach(j -> v.add(j.version()));
        String line = env.jvm().forkVersion();
        if (v.isEmpty() && !line.isEmpty() && !line.equals("unknown")) {
            Matcher m = VERSION_LINE.matcher(line);
            v.add(m.find() ? m.group(1) : line);
        }
        return v;
    }

    /**
     * Refuses runs whose JVMs differ (runs whose JVMs are unknown pass; the comparison warns).
     *
     * @throws IllegalArgumentException naming both runs' JVMs and {@code --across-jvms}
     */
    public static void requireSameJvms(RunData baseline, RunData current) {
        Set<String> b = versions(baseline);
        Set<String> c = versions(current);
        if (b.isEmpty() || c.isEmpty() || b.equals(c)) return;
        throw new IllegalArgumentException(
                "the baseline was measured on JVM " + String.join(", ", b) + " and the current run on "
                        + String.join(", ", c)
                        + ": a different JVM is not a change of the code; pass --across-jvms to compare them anyway "
                        + "(ratios to " + Result.RAW_ARRAY + " then decide)");
    }
}

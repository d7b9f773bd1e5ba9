package io.componentbench;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The layering, by an import scan: the harness ({@code src/main}) never depends on the benchmarks
 * ({@code src/jmh}), and the benchmarks depend only on the containers ({@code contender}) and the
 * workloads ({@code workload}), but for the one edge listed in {@link #BENCHMARK_EXCEPTIONS}, which
 * the planned package move removes. A new back edge fails here, naming its file.
 */
class LayeringTest {
    private static final Pattern IMPORT = Pattern.compile("^import (?:static )?io\\.componentbench\\.([a-z0-9]+)\\.([A-Za-z0-9_]+)", Pattern.MULTILINE);
    /** Packages the benchmarks may import. */
    private static final Set<String> BENCHMARK_PACKAGES = Set.of("contender", "workload");
    /** Edges from the benchmarks to the harness still to remove: the fork flags of the {@code @Fork} default. */
    private static final Set<String> BENCHMARK_EXCEPTIONS = Set.of("run.ForkJvm");

    private static List<String> violations(Path root, java.util.function.Predicate<String> allowed) throws IOException {
        List<String> out = new ArrayList<>();
        try (Stream<Path> files = Files.walk(root)) {
            for (Path f : files.filter(p -> p.toString().endsWith(".java")).toList()) {
                Matcher m = IMPORT.matcher(Files.readString(f));
                while (m.find()) {
                    String target = m.group(1) + "." + m.group(2);
                    if (!allowed.test(target)) out.add(root.relativize(f) + " imports " + target);
                }
            }
        }
        return out;
    }

    @Test
    void theHarnessNeverImportsTheBenchmarks() throws IOException {
        assertEquals(List.of(), violations(Path.of("src/main/java"), t -> !t.startsWith("bench.")));
    }

    @Test
    void theBenchmarksImportOnlyContainersAndWorkloads() throws IOException {
        Set<String> used = new TreeSet<>();
        List<String> bad = violations(Path.of("src/jmh/java"), t -> {
            boolean ok = BENCHMARK_PACKAGES.contains(t.substring(0, t.indexOf('.'))) || t.startsWith("bench.");
            if (!ok && BENCHMARK_EXCEPTIONS.contains(t)) {
                used.add(t);
                return true;
            }
            return ok;
        });
        assertEquals(List.of(), bad);
        assertEquals(BENCHMARK_EXCEPTIONS, used, "an exception no longer needed is removed from the list");
    }
}

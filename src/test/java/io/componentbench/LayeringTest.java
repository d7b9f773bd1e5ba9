package io.componentbench;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The layering, by an import scan. The harness ({@code src/main}) is built in {@link #LAYERS}, lowest
 * first: a package imports its own layer's classes only from itself, and otherwise only packages of
 * lower layers, so a run directory's store never reaches up to the report and the report never to
 * the command line. The harness never depends on the benchmarks ({@code src/jmh}), and the
 * benchmarks depend only on the containers ({@code contender}) and the workloads ({@code workload})
 * (besides JMH and the JDK), whether they import a class or write its name out in code. A new back
 * edge fails here, naming its file.
 */
class LayeringTest {
    private static final Pattern IMPORT = Pattern.compile(
            "^import (?:static )?io\\.componentbench\\.((?:[a-z0-9]+\\.)*)([A-Z][A-Za-z0-9_]*)", Pattern.MULTILINE);
    private static final Pattern PACKAGE =
            Pattern.compile("^package io\\.componentbench\\.([a-z0-9.]+);", Pattern.MULTILINE);

    /** The packages of {@code src/main}, lowest layer first; packages of one layer do not import each other. */
    static final List<Set<String>> LAYERS = List.of(
            Set.of("container", "stats", "cache", "cache.probe"),
            Set.of("contender"),
            Set.of("workload"),
            Set.of("results"),
            Set.of("store", "cache.trace"),
            Set.of("measure", "compare"),
            Set.of("report.analysis"),
            Set.of("report.chart"),
            Set.of("report", "ab"),
            Set.of("cli"));
    /** A class of the project named in code, imported or written out (e.g. {@code io.componentbench.measure.Profile.QUICK}). */
    private static final Pattern QUALIFIED =
            Pattern.compile("\\bio\\.componentbench\\.((?:[a-z0-9]+\\.)*)([A-Z][A-Za-z0-9_]*)");
    /** Comments, where a name is only text. */
    private static final Pattern COMMENT = Pattern.compile("/\\*.*?\\*/|//[^\\n]*", Pattern.DOTALL);
    /** Packages the benchmarks may use besides their own. */
    private static final Set<String> BENCHMARK_PACKAGES = Set.of("contender", "workload");

    /** Each import of {@code root} as "package of the file -> package.Class imported", for those {@code allowed} refuses. */
    private static List<String> violations(Path root, Predicate<String[]> allowed) throws IOException {
        return violations(root, allowed, false);
    }

    /** As {@link #violations(Path, Predicate)}; with {@code qualified} also every class named in full in code. */
    private static List<String> violations(Path root, Predicate<String[]> allowed, boolean qualified)
            throws IOException {
        List<String> out = new ArrayList<>();
        try (Stream<Path> files = Files.walk(root)) {
            for (Path f :
                    files.filter(p -> p.toString().endsWith(".java")).sorted().toList()) {
                String text = Files.readString(f);
                Matcher p = PACKAGE.matcher(text);
                String from = p.find() ? p.group(1) : "";
                for (String[] used : references(text, qualified)) {
                    if (!allowed.test(new String[] {from, used[0], used[1]}))
                        out.add(root.relativize(f) + " uses " + used[0] + "." + used[1]);
                }
            }
        }
        return out;
    }

    /** The project's classes a source names, as {package, Class}: those it imports, and with {@code qualified} those written out in code. */
    static List<String[]> references(String source, boolean qualified) {
        List<String[]> out = new ArrayList<>();
        Matcher m = (qualified ? QUALIFIED : IMPORT)
                .matcher(qualified ? COMMENT.matcher(source).replaceAll(" ") : source);
        while (m.find()) {
            String pkg = m.group(1).isEmpty()
                    ? ""
                    : m.group(1).substring(0, m.group(1).length() - 1);
            out.add(new String[] {pkg, m.group(2)});
        }
        return out;
    }

    private static Map<String, Integer> layerOf() {
        Map<String, Integer> layer = new HashMap<>();
        for (int i = 0; i < LAYERS.size(); i++) {
            for (String p : LAYERS.get(i)) layer.put(p, i);
        }
        return layer;
    }

    @Test
    void everyPackageOfTheHarnessHasALayer() throws IOException {
        Set<String> unplaced = new TreeSet<>();
        Path root = Path.of("src/main/java/io/componentbench");
        try (Stream<Path> files = Files.walk(root)) {
            files.filter(p -> p.toString().endsWith(".java"))
                    .map(p -> root.relativize(p.getParent()).toString().replace('/', '.'))
                    .filter(p -> !layerOf().containsKey(p))
                    .forEach(unplaced::add);
        }
        assertEquals(Set.of(), unplaced, "add each new package to LAYERS");
    }

    @Test
    void noPackageOfTheHarnessImportsALayerAboveItsOwnOrASiblingOfItsLayer() throws IOException {
        Map<String, Integer> layer = layerOf();
        Predicate<String[]> downwards = i -> {
            if (i[0].equals(i[1])) return true;
            Integer from = layer.get(i[0]);
            Integer to = layer.get(i[1]);
            return from != null && to != null && to < from;
        };
        assertEquals(List.of(), violations(Path.of("src/main/java"), downwards));
        assertEquals(List.of(), violations(Path.of("src/main/java22"), downwards));
    }

    @Test
    void theHarnessNeverImportsTheBenchmarks() throws IOException {
        assertEquals(List.of(), violations(Path.of("src/main/java"), i -> !i[1].equals("bench")));
        assertEquals(List.of(), violations(Path.of("src/main/java22"), i -> !i[1].equals("bench")));
    }

    @Test
    void theBenchmarksUseOnlyContainersAndWorkloads() throws IOException {
        assertEquals(
                List.of(),
                violations(
                        Path.of("src/jmh/java"), i -> BENCHMARK_PACKAGES.contains(i[1]) || i[1].equals("bench"), true));
    }

    @Test
    void theScanSeesImportsAndNamesWrittenOutButNotComments() {
        String source = "package io.componentbench.bench;\nimport io.componentbench.workload.ForkJvm;\n"
                + "/** {@link io.componentbench.measure.Profile} */\nclass X { Object p = io.componentbench.measure.Spec.class; // io.componentbench.store.FileTree\n}";
        assertEquals(
                List.of("workload.ForkJvm", "measure.Spec"),
                references(source, true).stream().map(r -> r[0] + "." + r[1]).toList());
        assertEquals(
                List.of("workload.ForkJvm"),
                references(source, false).stream().map(r -> r[0] + "." + r[1]).toList());
    }
}

package io.componentbench.contender;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.io.IOException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The README's "Adding a contender", done for real and checked: a copy of {@code ContenderKind.java}
 * with one more constant, naming {@link ThrowawayContender} (test scope), is compiled, and in a class
 * loader where that copy is the registry, {@link ThrowawayCheck} finds the new contender in every
 * profile cell where the other stock maps run, in the side-by-side cell's subjects, in the estimate,
 * with a chart colour of its own, agreeing with the {@code raw-array} reference on every workload
 * and measured by the footprint, while every contender already there keeps its colour. No other
 * file of the project is touched.
 */
class ThrowawayContenderTest {
    private static final Path REGISTRY = Path.of("src/main/java/io/componentbench/contender/ContenderKind.java");
    /** Where the copy gets its constant: before the calibration-only variant, the registry's last. */
    private static final String INSERT_BEFORE = "    /** Calibration only:";

    private static final String CONSTANT = "    THROWAWAY_LINKED_MAP(\n"
            + "            \"" + ThrowawayCheck.ID + "\",\n"
            + "            Family.HASH_MAP,\n"
            + "            Storage.OBJECTS,\n"
            + "            \"a test's throwaway contender: `java.util.LinkedHashMap<Integer, Position>`\",\n"
            + "            (c, n) -> new ThrowawayContender(n)),\n";

    @Test
    void oneClassAndOneConstantAreAllANewContenderNeeds(@TempDir Path dir) throws Exception {
        String source = Files.readString(REGISTRY, StandardCharsets.UTF_8);
        assertTrue(source.contains(INSERT_BEFORE), "the registry's calibration constant moved: update INSERT_BEFORE");
        Path copy = dir.resolve("src/ContenderKind.java");
        Files.createDirectories(copy.getParent());
        Files.writeString(copy, source.replace(INSERT_BEFORE, CONSTANT + INSERT_BEFORE), StandardCharsets.UTF_8);
        Path classes = Files.createDirectories(dir.resolve("classes"));
        compile(copy, classes);

        Map<String, String> before = facts(List.of());
        Map<String, String> after = facts(List.of(classes));

        assertEquals(before.get("contenders") + "," + ThrowawayCheck.ID, after.get("contenders"), "registered last");
        assertEquals(
                "", after.get("specs without it where hash-map runs"), "every profile runs it where hash-map runs");
        assertTrue(after.get("cell subjects").contains("+" + ThrowawayCheck.ID + "+"), after.get("cell subjects"));
        assertEquals("", after.get("workloads disagreeing with raw-array"), "every workload, both distributions");
        assertEquals("true", after.get("footprint bytes/entity > 8"));
        for (String estimate : List.of("full estimate ms", "quick estimate ms"))
            assertTrue(
                    Long.parseLong(after.get(estimate)) > Long.parseLong(before.get(estimate)),
                    estimate + " counts it: " + before.get(estimate) + " -> " + after.get(estimate));

        List<String> oldColours = List.of(before.get("colours").split(","));
        List<String> newColours = List.of(after.get("colours").split(","));
        assertEquals(oldColours, newColours.subList(0, oldColours.size()), "no contender already there changes colour");
        assertTrue(newColours.get(newColours.size() - 1).startsWith(ThrowawayCheck.ID + "="), after.get("colours"));
        assertEquals("", after.get("colours too close to it"), "a colour of its own, derived from its id");
    }

    private static void compile(Path source, Path out) throws IOException {
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        assertTrue(javac != null, "tests run on a JDK");
        List<String> args = new ArrayList<>(
                List.of("-d", out.toString(), "-classpath", System.getProperty("java.class.path"), "--release", "17"));
        args.addAll(List.of("-proc:none", "-nowarn", "-Xlint:none", source.toString()));
        java.io.ByteArrayOutputStream errors = new java.io.ByteArrayOutputStream();
        int rc = javac.run(null, errors, errors, args.toArray(String[]::new));
        assertEquals(0, rc, "the registry with one more constant compiles: " + errors.toString(StandardCharsets.UTF_8));
    }

    /** What {@link ThrowawayCheck} reports in a class loader over {@code first} then the test class path. */
    @SuppressWarnings("unchecked")
    private static Map<String, String> facts(List<Path> first) throws Exception {
        List<URL> urls = new ArrayList<>();
        for (Path p : first) urls.add(p.toUri().toURL());
        for (String entry : System.getProperty("java.class.path").split(File.pathSeparator))
            if (!entry.isEmpty())
                urls.add(Path.of(entry).toAbsolutePath().toUri().toURL());
        try (URLClassLoader loader =
                new URLClassLoader("registry-copy", urls.toArray(URL[]::new), ClassLoader.getPlatformClassLoader())) {
            Thread t = Thread.currentThread();
            ClassLoader before = t.getContextClassLoader();
            t.setContextClassLoader(loader); // Koloboke finds its implementation through it
            try {
                Class<?> check = Class.forName(ThrowawayCheck.class.getName(), true, loader);
                return ((Supplier<Map<String, String>>) check.getConstructor().newInstance()).get();
            } finally {
                t.setContextClassLoader(before);
            }
        }
    }
}

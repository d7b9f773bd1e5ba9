package io.componentbench.cache.trace;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.componentbench.contender.Contender;
import io.componentbench.contender.ContenderKind;
import java.io.IOException;
import java.io.InputStream;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.security.CodeSource;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Properties;
import org.junit.jupiter.api.Test;

/**
 * What a contender over a new library needs beyond its adapter and its registry line, checked over
 * the registry, so that forgetting one fails here and names the file: the cache model traces the
 * library's classes ({@link Instrumenter#TRACED}), and {@code env.json} records its version
 * ({@code src/main/resources/componentbench-versions.properties}, a key that begins its Maven artifact id).
 */
class ContenderLibrariesTest {
    /** The class holding each runnable contender's Positions, with one in it. */
    private static List<Class<?>> storageClasses() {
        List<Class<?>> out = new ArrayList<>();
        for (ContenderKind k : ContenderKind.all()) {
            if (k.unavailableHere().isPresent()) continue;
            Contender c = k.create(64);
            try {
                c.addPosition(1, 1, 2);
                out.add(c.positionStorage().getClass());
            } finally {
                c.release();
            }
        }
        return out;
    }

    @Test
    void theCacheModelTracesEveryContendersStore() {
        List<String> untraced = storageClasses().stream()
                .filter(c -> !c.isArray()) // a bare array is read by the adapter's own (traced) code
                .map(Class::getName)
                .filter(n -> !Instrumenter.traced(n.replace('.', '/')))
                .distinct()
                .toList();
        assertTrue(
                untraced.isEmpty(),
                "add the library's package prefix to Instrumenter.TRACED (cache/trace/Instrumenter.java) for: "
                        + untraced);
    }

    @Test
    void envJsonRecordsTheVersionOfEveryLibraryAContenderStoresIn() throws IOException {
        Properties versions = new Properties();
        try (InputStream in = ContenderLibrariesTest.class.getResourceAsStream("/componentbench-versions.properties")) {
            versions.load(in);
        }
        List<String> missing = new ArrayList<>();
        for (Class<?> c : storageClasses()) {
            Optional<Path> jar = jarOf(c);
            if (jar.isEmpty()) continue; // the JDK's or this project's own classes
            // a Maven repository's layout: .../<artifact>/<version>/<artifact>-<version>.jar
            String version = jar.get().getParent().getFileName().toString();
            String artifact = jar.get().getParent().getParent().getFileName().toString();
            boolean recorded = versions.stringPropertyNames().stream()
                    .anyMatch(k ->
                            artifact.startsWith(k) && versions.getProperty(k).equals(version));
            if (!recorded) missing.add(artifact + " " + version + " (" + c.getName() + ")");
        }
        assertTrue(
                missing.isEmpty(),
                "record each library's version in src/main/resources/componentbench-versions.properties"
                        + " (a key that begins the artifact id, filtered from the pom's property): " + missing);
    }

    private static Optional<Path> jarOf(Class<?> c) {
        CodeSource source = c.getProtectionDomain().getCodeSource();
        if (source == null || source.getLocation() == null) return Optional.empty();
        try {
            Path p = Path.of(source.getLocation().toURI());
            return p.toString().endsWith(".jar") ? Optional.of(p) : Optional.empty();
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }
}

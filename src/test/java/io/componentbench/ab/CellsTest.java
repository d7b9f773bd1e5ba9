package io.componentbench.ab;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.componentbench.contender.ContenderKind;
import io.componentbench.measure.Profile;
import io.componentbench.measure.Spec;
import io.componentbench.workload.Workload;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Expanding profile specs into cells from a jar's benchmark list, and the JMH command line of one fork. */
class CellsTest {
    @TempDir
    Path tmp;

    private static List<Spec> specs(Profile p, Workload w) {
        return p.specs().stream().filter(s -> s.workload() == w).toList();
    }

    @Test
    void referencesGetOnlyTheParametersTheyDeclare() throws Exception {
        List<AbCell> cells =
                Cells.of(FakeJars.benchmarkList(), specs(Profile.QUICK, Workload.ITERATE), List.of("sparse-set"));
        List<AbCell> raw =
                cells.stream().filter(c -> c.benchmark().endsWith(".rawArray")).toList();
        assertEquals(1, raw.size(), "one reference per size");
        for (AbCell c : raw)
            assertFalse(c.params().containsKey("contender") || c.params().containsKey("state"), c.key());
        List<AbCell> contender =
                cells.stream().filter(c -> c.benchmark().endsWith(".contender")).toList();
        assertEquals(2, contender.size(), "1M fresh and churned");
        for (AbCell c : contender)
            assertEquals(
                    Set.of("contender", "distribution", "size", "state"),
                    c.params().keySet());
        assertEquals(
                "iterate sparse-set distribution=dense size=1000000 state=fresh",
                contender.get(0).label());
    }

    @Test
    void withoutAContenderListEveryDeclaredContenderRunsAndDuplicatesAcrossSpecsRunOnce() throws Exception {
        List<AbCell> cells = Cells.of(FakeJars.benchmarkList(), specs(Profile.FULL, Workload.LOOKUP), null);
        assertEquals(
                cells.size(),
                cells.stream().map(AbCell::key).distinct().count(),
                "the full profile's two lookup specs share references");
        Set<String> contenders = cells.stream()
                .map(c -> c.params().get("contender"))
                .filter(java.util.Objects::nonNull)
                .collect(Collectors.toSet());
        assertEquals(ContenderKind.all().stream().map(ContenderKind::id).collect(Collectors.toSet()), contenders);
    }

    @Test
    void commonAndMissingCompareKeys() {
        AbCell a = AbCell.of("x.A.contender", Map.of("contender", "a"));
        AbCell b = AbCell.of("x.A.contender", Map.of("contender", "b"));
        AbCell c = AbCell.of("x.A.contender", Map.of("contender", "c"));
        assertEquals(List.of(b), Cells.common(List.of(a, b), List.of(b, c)));
        assertEquals(List.of(a), Cells.missing(List.of(a, b), List.of(b, c)));
    }

    @Test
    void aFileThatIsNoBenchmarkJarIsRejectedClearly() throws Exception {
        Path notJar = Files.writeString(tmp.resolve("x.jar"), "not a zip");
        IOException e = assertThrows(IOException.class, () -> Cells.benchmarkList(notJar));
        assertTrue(e.getMessage().contains("not a jar"), e.getMessage());
        Path emptyJar = tmp.resolve("empty.jar");
        try (var z = new java.util.zip.ZipOutputStream(Files.newOutputStream(emptyJar))) {
            z.putNextEntry(new java.util.zip.ZipEntry("a.txt"));
        }
        e = assertThrows(IOException.class, () -> Cells.benchmarkList(emptyJar));
        assertTrue(e.getMessage().contains("not a JMH benchmark jar"), e.getMessage());
    }
}

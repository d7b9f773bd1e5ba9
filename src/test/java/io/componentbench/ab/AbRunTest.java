package io.componentbench.ab;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.componentbench.cli.Cli;
import io.componentbench.measure.Profile;
import io.componentbench.results.Json;
import io.componentbench.results.RunData;
import io.componentbench.workload.Workload;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The interleaving on a fake launcher: one fork per side per cell per round, back to back, in a seeded random order. */
class AbRunTest {
    @TempDir
    Path tmp;

    private static final int ROUNDS = 4;

    private List<AbCell> cells() throws Exception {
        return Cells.of(
                FakeJars.benchmarkList(),
                Profile.QUICK.specs().stream()
                        .filter(s -> s.workload() == Workload.ITERATE)
                        .toList(),
                List.of("hash-map", "packed-sparse-set"));
    }

    private AbSide side(String name) throws Exception {
        return AbSide.of(name, name + ".jar", null, FakeJars.jar(tmp.resolve(name + ".jar"), 1, 0));
    }

    private record Ran(FakeLauncher launcher, Pairing pairing, Path dir) {}

    private Ran run(String dir, long seed) throws Exception {
        FakeLauncher l = new FakeLauncher(s -> 1.0);
        Path out = Files.createDirectories(tmp.resolve(dir));
        Pairing p = new AbRun(
                        side(AbSide.BASE),
                        side(AbSide.HEAD),
                        cells(),
                        ROUNDS,
                        seed,
                        l,
                        new Cleanup(),
                        new java.io.PrintWriter(java.io.Writer.nullWriter()))
                .run(
                        out,
                        "quick",
                        "java",
                        (start, end) -> Map.of("profile", "quick", "machineFingerprint", "m"),
                        List.of(),
                        List.of());
        return new Ran(l, p, out);
    }

    @Test
    void everyRoundRunsEachCellOncePerSideBackToBack() throws Exception {
        Ran r = run("a", 1);
        List<AbCell> cells = cells();
        assertEquals(5, cells.size(), "2 contenders x (1M fresh and churned) + raw-array at 1M");
        assertEquals(2 * ROUNDS * cells.size(), r.launcher().launches.size());
        int i = 0;
        for (int round = 0; round < ROUNDS; round++) {
            for (int c = 0; c < cells.size(); c++, i += 2) {
                FakeLauncher.Launch first = r.launcher().launches.get(i);
                FakeLauncher.Launch second = r.launcher().launches.get(i + 1);
                assertEquals(cells.get(c), first.cell());
                assertEquals(cells.get(c), second.cell(), "the two sides of a cell run back to back");
                assertNotEquals(first.side(), second.side());
                assertEquals(r.pairing().order().get(round).get(c), first.side(), "pairing.json records who ran first");
            }
        }
    }

    @Test
    void theOrderIsRandomSeededAndRecorded() throws Exception {
        Ran a = run("a", 42);
        Ran b = run("b", 42);
        Ran c = run("c", 43);
        List<String> firsts = a.pairing().order().stream().flatMap(List::stream).toList();
        long headFirst = firsts.stream().filter(AbSide.HEAD::equals).count();
        assertTrue(
                headFirst > 5 && headFirst < firsts.size() - 5,
                "neither side always runs first: head first " + headFirst + " of " + firsts.size());
        assertEquals(a.pairing().order(), b.pairing().order(), "the same seed gives the same order");
        assertNotEquals(a.pairing().order(), c.pairing().order());
        JsonNode written = Json.MAPPER.readTree(a.dir().resolve(Pairing.FILE).toFile());
        assertEquals(42, written.path("seed").asLong());
        assertEquals(ROUNDS, written.path("rounds").asInt());
        assertEquals(Json.MAPPER.valueToTree(a.pairing().order()), written.path("order"));
        assertEquals(5, written.path("cells").size());
    }

    @Test
    void eachSideIsARunDirectoryWithOneForkPerRound() throws Exception {
        Ran r = run("a", 5);
        for (String side : List.of(AbSide.BASE, AbSide.HEAD)) {
            Path dir = r.dir().resolve(side);
            JsonNode results =
                    Json.MAPPER.readTree(dir.resolve(RunData.RESULTS_FILE).toFile());
            assertEquals(5, results.size());
            for (JsonNode n : results) {
                JsonNode raw = n.path("primaryMetric").path("rawData");
                assertEquals(ROUNDS, raw.size(), "one rawData entry per fork = round");
                assertEquals(ROUNDS, n.path("forks").asInt());
                double sum = 0;
                int count = 0;
                for (JsonNode fork : raw)
                    for (JsonNode v : fork) {
                        sum += v.asDouble();
                        count++;
                    }
                assertEquals(
                        sum / count,
                        n.path("primaryMetric").path("score").asDouble(),
                        1e-9,
                        "score = mean of all iterations, as JMH");
                assertTrue(n.path("primaryMetric").path("scoreError").asDouble() > 0);
                assertEquals(
                        ROUNDS,
                        n.path("secondaryMetrics")
                                .path("gc.alloc.rate.norm")
                                .path("rawData")
                                .size());
            }
            assertEquals(5, RunData.load(dir).results().size(), "the report's reader takes it as a run");
            assertEquals(
                    side,
                    Json.MAPPER
                            .readTree(dir.resolve(RunData.ENV_FILE).toFile())
                            .path("ab")
                            .path("side")
                            .asText());
        }
        assertEquals(
                0,
                Cli.execute(
                        "compare",
                        r.dir().resolve(AbSide.BASE).toString(),
                        r.dir().resolve(AbSide.HEAD).toString()));
        try (Stream<Path> left = Files.list(r.dir())) {
            assertEquals(
                    List.of(AbSide.BASE, AbSide.HEAD, Pairing.FILE),
                    left.map(p -> p.getFileName().toString()).sorted().toList(),
                    "no per-fork files left");
        }
    }

    @Test
    void roundRIsForkRInTheMergedResult() throws Exception {
        AbCell cell = cells().get(0);
        List<double[]> forks = new ArrayList<>();
        ForkLauncher l = (side, c, file) -> {
            double[] v = {forks.size() + 1.0, forks.size() + 2.0, forks.size() + 3.0};
            if (side.name().equals(AbSide.BASE) && c.equals(cell)) forks.add(v);
            Files.writeString(file, FakeJmh.json(c.benchmark(), c.params(), v));
        };
        Path out = Files.createDirectories(tmp.resolve("x"));
        new AbRun(
                        side(AbSide.BASE),
                        side(AbSide.HEAD),
                        List.of(cell),
                        3,
                        1,
                        l,
                        new Cleanup(),
                        new java.io.PrintWriter(java.io.Writer.nullWriter()))
                .run(out, "quick", "java", (s, e) -> Map.of(), List.of(), List.of());
        JsonNode raw = Json.MAPPER
                .readTree(out.resolve("base").resolve(RunData.RESULTS_FILE).toFile())
                .get(0)
                .path("primaryMetric")
                .path("rawData");
        for (int r = 0; r < 3; r++)
            assertEquals(forks.get(r)[0], raw.get(r).get(0).asDouble());
    }
}

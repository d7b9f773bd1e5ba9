package io.componentbench.ab;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.componentbench.measure.JvmChoice;
import io.componentbench.measure.Profile;
import io.componentbench.workload.ForkJvm;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The JMH command line of one fork, and the real process launch on fake jars (no benchmark runs). */
class JmhForkLauncherTest {
    @TempDir
    Path tmp;

    private static final AbCell CELL = AbCell.of(
            "io.componentbench.bench.IterateBenchmark.contender",
            Map.of("contender", "sparse-set", "size", "1000", "distribution", "dense", "state", "fresh"));
    private static final String JAVA = JvmChoice.current().path();

    private JmhForkLauncher launcher() {
        return new JmhForkLauncher(
                Profile.QUICK,
                JAVA,
                new Cleanup(),
                Map.of(AbSide.BASE, tmp.resolve("base.log"), AbSide.HEAD, tmp.resolve("head.log")));
    }

    @Test
    void oneForkOfExactlyThisCellWithTheProfilesIterationsAndTheFixedForkFlags() {
        List<String> cmd = launcher().command(Path.of("b.jar"), CELL, Path.of("out.json"));
        String line = String.join(" ", cmd);
        assertEquals(List.of(JAVA, "-jar", "b.jar"), cmd.subList(0, 3));
        assertTrue(java.util.regex.Pattern.compile(cmd.get(3))
                .matcher(CELL.benchmark())
                .find());
        assertTrue(
                !java.util.regex.Pattern.compile(cmd.get(3))
                        .matcher(CELL.benchmark() + "X")
                        .find(),
                "anchored");
        for (String s : List.of(
                "-f 1",
                "-wi " + Profile.QUICK.warmupIterations,
                "-w " + Profile.QUICK.warmupMillis + "ms",
                "-i " + Profile.QUICK.measurementIterations,
                "-r " + Profile.QUICK.measurementMillis + "ms",
                "-p contender=sparse-set",
                "-p size=1000",
                "-p distribution=dense",
                "-p state=fresh",
                "-jvm " + JAVA,
                "-foe true",
                "-prof gc",
                "-rf json",
                "-rff out.json")) {
            assertTrue(line.contains(s), s + " in " + line);
        }
        assertEquals(String.join(" ", ForkJvm.flags()), cmd.get(cmd.indexOf("-jvmArgs") + 1));
    }

    @Test
    void aForkOfAFakeJarLeavesItsResult() throws Exception {
        AbSide side = AbSide.of(AbSide.HEAD, "h.jar", null, FakeJars.jar(tmp.resolve("h.jar"), 2.0, 0));
        Path out = tmp.resolve("r.json");
        launcher().launch(side, CELL, out);
        ObjectNode r = AbRun.readFork(out, CELL);
        assertEquals(200, r.path("primaryMetric").path("score").asDouble(), 10);
        assertTrue(
                Files.readString(tmp.resolve("head.log")).contains("fake JMH: " + CELL.benchmark()),
                "JMH's output goes to the side's log");
    }

    @Test
    void aFailingForkNamesTheCellAndShowsItsOutput() throws Exception {
        AbSide side = AbSide.of(AbSide.BASE, "b.jar", null, FakeJars.jar(tmp.resolve("b.jar"), 1.0, 3));
        IOException e = assertThrows(IOException.class, () -> launcher().launch(side, CELL, tmp.resolve("r.json")));
        assertTrue(e.getMessage().contains("base fork of iterate sparse-set"), e.getMessage());
        assertTrue(e.getMessage().contains("exit 3") && e.getMessage().contains("failing on purpose"), e.getMessage());
    }

    @Test
    void aResultOfAnotherCellIsRejected() throws Exception {
        Path f = Files.writeString(
                tmp.resolve("x.json"),
                FakeJmh.json(
                        CELL.benchmark(),
                        Map.of("contender", "hash-map", "size", "1000", "distribution", "dense", "state", "fresh"),
                        new double[] {1, 2, 3}));
        IOException e = assertThrows(IOException.class, () -> AbRun.readFork(f, CELL));
        assertTrue(e.getMessage().contains("expected"), e.getMessage());
    }
}

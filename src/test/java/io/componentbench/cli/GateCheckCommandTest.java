package io.componentbench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.componentbench.results.Json;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code gate-check}'s argument handling, on run directories it is told to account for
 * ({@code --from}); the benchmark runs themselves belong to the lead's quiet machine.
 */
class GateCheckCommandTest {
    @TempDir
    Path tmp;

    private String run(int expectedExit, String... args) {
        // picocli writes usage errors to its own err writer, the command's output to System.out: capture both
        PrintStream out = System.out;
        PrintStream err = System.err;
        ByteArrayOutputStream captured = new ByteArrayOutputStream();
        PrintStream p = new PrintStream(captured);
        System.setOut(p);
        System.setErr(p);
        try {
            assertEquals(expectedExit, Cli.execute(args), String.join(" ", args));
        } finally {
            System.setOut(out);
            System.setErr(err);
        }
        return captured.toString();
    }

    /** A minimal run: iterate at 1K for packed-sparse-set (or its slowed variant) and its raw-array reference. */
    private Path runDir(String name, String contender, double factor) throws Exception {
        Path dir = Files.createDirectories(tmp.resolve(name));
        List<Map<String, Object>> results = List.of(
                result(
                        "IterateBenchmark.contender",
                        Map.of("contender", contender, "distribution", "dense", "size", "1000", "state", "fresh"),
                        700 * factor),
                result("IterateBenchmark.rawArray", Map.of("distribution", "dense", "size", "1000"), 550));
        Json.write(dir.resolve("jmh-results.json"), results);
        return dir;
    }

    private static Map<String, Object> result(String method, Map<String, String> params, double v) {
        return Map.of(
                "benchmark",
                "io.componentbench.bench." + method,
                "params",
                params,
                "primaryMetric",
                Map.of(
                        "score",
                        v,
                        "scoreUnit",
                        "ns/op",
                        "rawData",
                        List.of(
                                List.of(v * 0.99, v, v * 1.01),
                                List.of(v, v * 1.005, v * 0.995),
                                List.of(v * 1.01, v, v * 0.99))));
    }

    @Test
    void marksTheQuickProfilesForksAsTheRunsWereMeasured() throws Exception {
        List<String> dirs = new java.util.ArrayList<>();
        for (String[] run : new String[][] {
            {"sa", "packed-sparse-set", "1"},
            {"sa2", "packed-sparse-set", "1"},
            {"ss", "packed-sparse-set-slowed", "1.3"}
        }) {
            Path dir = runDir(run[0], run[1], Double.parseDouble(run[2]));
            Json.write(
                    dir.resolve("env.json"),
                    Map.of(
                            "measurement",
                            Map.of(
                                    "forks", 3,
                                    "warmupIterations", 3,
                                    "warmupMillis", 500,
                                    "measurementIterations", 3,
                                    "measurementMillis", 500,
                                    "isolation", "side-by-side")));
            dirs.add(dir.toString());
        }
        String out = run(0, "gate-check", "--from", dirs.get(0), dirs.get(1), dirs.get(2));
        // side by side the quick profile runs 5 forks per cell: runs of 3 forks have no row to mark
        assertTrue(out.contains("by forks per result") && !out.contains("<- the quick profile's forks"), out);
    }

    @Test
    void accountsForThreeGivenRuns() throws Exception {
        String a = runDir("a", "packed-sparse-set", 1).toString();
        String a2 = runDir("a2", "packed-sparse-set", 1).toString();
        String s = runDir("s", "packed-sparse-set-slowed", 1.3).toString();
        String out = run(0, "gate-check", "--from", a, a2, s).replaceAll(" +", " ");
        assertTrue(out.contains("A/A false alarms: 0 of 2 (0%)"), out);
        assertTrue(out.contains("slowed contender flagged: 2 of 2 (100%)"), out);
        assertTrue(out.contains("ratios to raw-array"), out);
        assertTrue(
                out.contains(
                                "its whole interval, at the per-row level of its comparison (5% over the rows of a kind, Bonferroni")
                        && out.contains("lies beyond 10%"),
                out);
        assertTrue(
                out.contains("by forks per result") && out.contains("<- the quick profile's forks"),
                "3 forks: rows for 2 and 3\n" + out);
        String stricter =
                run(0, "gate-check", "--threshold", "0.5", "--from", a, a2, s).replaceAll(" +", " ");
        assertTrue(stricter.contains("slowed contender flagged: 0 of 2 (0%)"), stricter);
    }

    @Test
    void badArgumentsAreRefusedWithExitCode2() throws Exception {
        String a = runDir("a", "packed-sparse-set", 1).toString();
        String s = runDir("s", "packed-sparse-set-slowed", 1.3).toString();
        assertTrue(run(2, "gate-check", "--from", a, s).contains("RUN_DIR"), "three directories, not two");
        assertTrue(run(2, "gate-check", "--from", a, a, s, "--from", a, a, s).contains("exactly three"), "nor six");
        assertTrue(run(2, "gate-check", "--threshold", "-0.1", "--from", a, a, s)
                .contains("the threshold must be a fraction in (0, 1]"));
        assertTrue(run(2, "gate-check", "--threshold", "ten", "--from", a, a, s).contains("ten"));
        assertTrue(run(2, "gate-check", "--from", a, tmp.resolve("missing").toString(), s)
                .contains("missing"));
        assertTrue(
                run(2, "gate-check", "--from", a, a, a).contains("no row of the slowed contender"),
                "a run without the slowed contender");
        assertTrue(
                run(2, "gate-check", "--forks", "1").contains("--forks must be at least 2"),
                "refused before anything runs");
        assertTrue(run(2, "gate-check", "--forks", "4", "--from", a, a, s).contains("with --from nothing is run"));
        assertTrue(run(
                        2,
                        "run",
                        "--profile",
                        "smoke",
                        "--forks",
                        "0",
                        "--runs",
                        tmp.resolve("runs").toString())
                .contains("forks must be between 1 and 30"));
        assertTrue(run(0, "gate-check", "--help").contains("--from"));
    }
}

package io.componentbench.ab;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.componentbench.cli.Cli;
import io.componentbench.cli.ExitCodes;
import io.componentbench.results.Json;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/**
 * {@code ab} end to end on a throwaway git repository, with a fake build (a fake jar whose speed is the
 * commit's {@code scale} file) and a fake launcher: exit codes, outputs, and the failure paths.
 */
class AbCommandTest {
    @TempDir
    Path tmp;

    private GitRepo repo;
    private Path out;
    private Path scratch;
    private final List<String> built = new ArrayList<>();
    private final StringWriter stdout = new StringWriter();
    private final StringWriter stderr = new StringWriter();

    @BeforeEach
    void setUp() throws Exception {
        repo = new GitRepo(tmp.resolve("repo"));
        repo.commit("scale", "1.0");
        repo.commit("scale", "1.3");
        out = tmp.resolve("out");
        scratch = Files.createDirectories(tmp.resolve("scratch"));
    }

    /** Builds a fake jar whose forks take 100 * (the commit's scale) ns/op; "broken" fails like a compile error. */
    static Path fakeBuild(Path tree, Path log, String hang) throws IOException {
        String scale = Files.readString(tree.resolve("scale")).trim();
        if (scale.equals("broken")) {
            Files.writeString(log, "[ERROR] Foo.java:[1,1] class, interface, enum, or record expected\n");
            throw new RevisionBuilder.BuildFailedException("`mvn -B -q package` exited with 1");
        }
        return FakeJars.jar(tree.resolve("target").resolve("benchmarks.jar"), Double.parseDouble(scale), 0, hang);
    }

    private AbCommand command(ForkLauncher launcher) {
        AbCommand cmd = new AbCommand();
        cmd.launcher = launcher;
        cmd.build = (tree, log) -> {
            built.add(Files.readString(tree.resolve("scale")));
            return fakeBuild(tree, log, "");
        };
        cmd.environment = (start, end) -> Map.of("profile", "smoke", "machineFingerprint", "m");
        cmd.scratchRoot = scratch;
        return cmd;
    }

    private int ab(AbCommand cmd, String... args) {
        CommandLine cl = ExitCodes.install(
                new CommandLine(cmd).setOut(new PrintWriter(stdout)).setErr(new PrintWriter(stderr)));
        List<String> all = new ArrayList<>(List.of(args));
        all.addAll(List.of(
                "--mode",
                "forks",
                "--repo",
                repo.dir.toString(),
                "--out",
                out.toString(),
                "--profile",
                "smoke",
                "--workload",
                "iterate",
                "--contender",
                "hash-map,sparse-set",
                "--seed",
                "11"));
        return cl.execute(all.toArray(String[]::new));
    }

    private static FakeLauncher byJarScale() {
        return new FakeLauncher(side -> {
            try {
                return FakeJars.scale(side.jar());
            } catch (IOException e) {
                throw new IllegalStateException(e);
            }
        });
    }

    private List<String> outEntries() throws IOException {
        if (!Files.exists(out)) return List.of();
        try (Stream<Path> s = Files.list(out)) {
            return s.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }

    private void assertNothingTemporaryLeft() throws Exception {
        try (Stream<Path> s = Files.list(scratch)) {
            assertEquals(List.of(), s.toList(), "temporary directory removed");
        }
        assertEquals(0, repo.extraWorktrees(), "worktrees removed");
        assertEquals("", repo.git("status", "--porcelain"), "the user's tree untouched");
    }

    @Test
    void aSlowerHeadIsARegressionAndFailsWithTheFlag() throws Exception {
        int exit = ab(
                command(byJarScale()),
                "HEAD~1",
                "HEAD",
                "--rounds",
                "5",
                "--fail-on-regression",
                "--format",
                "markdown");
        assertEquals(1, exit, stderr.toString());
        String md = stdout.toString();
        assertTrue(md.startsWith("## componentbench A/B: head HEAD ("), md);
        assertEquals(
                3,
                md.lines().filter(l -> l.endsWith("| **regression** |")).count(),
                "both contenders and the reference: " + md);
        assertTrue(md.contains("3 regression(s), 0 improvement(s), 0 inconclusive, 0 unchanged"), md);
        assertEquals(List.of("1.0", "1.3"), built);

        List<String> entries = outEntries();
        assertEquals(1, entries.size(), "one A/B directory and nothing else: " + entries);
        Path dir = out.resolve(entries.get(0));
        try (Stream<Path> s = Files.list(dir)) {
            assertEquals(
                    List.of("base", "comparison.md", "head", "pairing.json"),
                    s.map(p -> p.getFileName().toString()).sorted().toList());
        }
        JsonNode pairing = Json.MAPPER.readTree(dir.resolve(Pairing.FILE).toFile());
        assertEquals(
                repo.git("rev-parse", "HEAD~1").trim(),
                pairing.path("base").path("commit").asText());
        assertEquals(
                repo.git("rev-parse", "HEAD").trim(),
                pairing.path("head").path("commit").asText());
        assertEquals(11, pairing.path("seed").asLong());
        assertEquals(5, pairing.path("order").size());
        assertEquals(md, Files.readString(dir.resolve("comparison.md")));
        assertNothingTemporaryLeft();
        assertEquals(
                0,
                ab(command(byJarScale()), "HEAD~1", "HEAD", "--rounds", "3"),
                "a regression without the flag is reported, not fatal");
    }

    @Test
    void aRevisionAgainstItselfFlagsNothingAndBuildsOnce() throws Exception {
        int exit = ab(command(byJarScale()), "HEAD", "HEAD", "--rounds", "5", "--fail-on-regression");
        assertEquals(0, exit, stderr.toString());
        // an A/A's intervals reach past 2% on one side or the other: inconclusive, and not failing, as no row moved
        assertTrue(
                stdout.toString().contains("0 regression(s), 0 improvement(s), 3 inconclusive, 0 unchanged"),
                stdout.toString());
        assertEquals(List.of("1.3"), built);
        assertNothingTemporaryLeft();
    }

    @Test
    void twoPrebuiltJarsNeedNoRepository() throws Exception {
        Path a = FakeJars.jar(tmp.resolve("a.jar"), 1.0, 0);
        Path b = FakeJars.jar(tmp.resolve("b.jar"), 0.5, 0);
        int exit = ab(command(byJarScale()), a.toString(), b.toString(), "--rounds", "3", "--format", "json");
        assertEquals(0, exit, stderr.toString());
        JsonNode json = Json.MAPPER.readTree(stdout.toString());
        assertEquals(3, json.path("rows").size());
        json.path("rows")
                .forEach(r -> assertEquals("improvement", r.path("verdict").asText()));
        assertEquals(List.of(), built);
    }

    @Test
    void anUnknownRevisionIsBadInputAndWritesNothing() throws Exception {
        int exit = Cli.execute("ab", "no-such-branch", "HEAD", "--repo", repo.dir.toString(), "--out", out.toString());
        assertEquals(2, exit);
        assertEquals(List.of(), outEntries());
        assertNothingTemporaryLeft();
    }

    @Test
    void anOutputInsideARunDirectoryIsRefusedBeforeAnythingIsBuilt() throws Exception {
        Path run = io.componentbench.results.RunDirs.create()
                .iterate("sparse-set", 1000, 20)
                .write(tmp.resolve("runs/2026-11-30T03-59-54.123Z"));
        io.componentbench.store.DirectoryMarker.mark(run, io.componentbench.store.OutputGuard.Kind.RUN);
        java.util.List<String> before;
        try (Stream<Path> files = Files.walk(run)) {
            before = files.map(Path::toString).sorted().toList();
        }
        int exit = Cli.execute(
                "ab",
                "HEAD~1",
                "HEAD",
                "--repo",
                repo.dir.toString(),
                "--out",
                run.resolve("ab").toString());
        assertEquals(2, exit);
        try (Stream<Path> files = Files.walk(run)) {
            assertEquals(
                    before,
                    files.map(Path::toString).sorted().toList(),
                    "no failure note or anything else inside the run");
        }
        assertEquals(List.of(), built);
    }

    @Test
    void badOptionsAreBadInput() throws Exception {
        assertEquals(2, ab(command(byJarScale()), "HEAD~1", "HEAD", "--rounds", "2"));
        assertEquals(2, ab(command(byJarScale()), "HEAD~1", "HEAD", "--rounds", "31"), "bounded as --forks");
        assertTrue(stderr.toString().contains("--rounds must be between 3 and 30"), stderr.toString());
        assertEquals(2, ab(command(byJarScale()), "HEAD~1", "HEAD", "--rounds", "2000000000"));
        assertEquals(2, ab(command(byJarScale()), "HEAD~1", "HEAD", "--threshold", "5"));
        assertEquals(2, ab(command(byJarScale()), "HEAD~1", "HEAD", "--format", "xml"));
        assertEquals(
                2,
                ab(
                        command(byJarScale()),
                        "HEAD~1",
                        FakeJars.jar(tmp.resolve("a.jar"), 1, 0).toString()));
        assertTrue(
                stderr.toString().contains("both be git revisions or both be existing .jar files"), stderr.toString());
        assertEquals(List.of(), built);
        assertEquals(List.of(), outEntries());
    }

    @Test
    void aBuildFailureLeavesOnlyANoteNamingIt() throws Exception {
        repo.commit("scale", "broken");
        int exit = ab(command(byJarScale()), "HEAD~1", "HEAD");
        assertEquals(2, exit);
        assertTrue(stderr.toString().contains("building HEAD ("), stderr.toString());
        assertTrue(stderr.toString().contains("record expected"), "the build log's tail: " + stderr);
        List<String> entries = outEntries();
        assertEquals(1, entries.size(), entries.toString());
        assertTrue(entries.get(0).endsWith(".failed.txt"));
        String note = Files.readString(out.resolve(entries.get(0)));
        assertTrue(note.contains("building HEAD (") && note.contains("record expected"), note);
        assertNothingTemporaryLeft();
    }

    @Test
    void aForkFailingMidRunLeavesOnlyANote() throws Exception {
        FakeLauncher fine = byJarScale();
        ForkLauncher failsOnTheFifth = (side, cell, file) -> {
            if (fine.launches.size() == 4)
                throw new IOException("the head fork of " + cell.label() + " failed (exit 1)");
            fine.launch(side, cell, file);
        };
        assertEquals(2, ab(command(failsOnTheFifth), "HEAD~1", "HEAD"));
        List<String> entries = outEntries();
        assertEquals(1, entries.size(), entries.toString());
        assertTrue(Files.readString(out.resolve(entries.get(0))).contains("fork of iterate"));
        assertNothingTemporaryLeft();
    }

    @Test
    void anUnknownContenderIsNamed() throws Exception {
        AbCommand cmd = command(byJarScale());
        CommandLine cl = ExitCodes.install(
                new CommandLine(cmd).setOut(new PrintWriter(stdout)).setErr(new PrintWriter(stderr)));
        int exit = cl.execute(
                "HEAD~1",
                "HEAD",
                "--mode",
                "forks",
                "--repo",
                repo.dir.toString(),
                "--out",
                out.toString(),
                "--contender",
                "hash-mapp");
        assertEquals(2, exit);
        assertTrue(stderr.toString().contains("unknown contender 'hash-mapp'"), stderr.toString());
        assertFalse(stderr.toString().contains("Exception"), stderr.toString());
        assertNothingTemporaryLeft();
    }

    /**
     * The default mode end to end: iterate and insert side by side in one JVM (a fake cell fork per
     * spec and round); one family of verdicts.
     */
    @Test
    void sideBySideAndForkedResultsAreJudgedTogether() throws Exception {
        AbCommand cmd = command(byJarScale());
        List<Map<String, List<String>>> cells = new ArrayList<>();
        cmd.inJvmLauncher = InJvmAbTest.fakeCells(cells);
        CommandLine cl = new CommandLine(cmd).setOut(new PrintWriter(stdout)).setErr(new PrintWriter(stderr));
        int exit = cl.execute(
                "HEAD~1",
                "HEAD",
                "--repo",
                repo.dir.toString(),
                "--out",
                out.toString(),
                "--profile",
                "smoke",
                "--workload",
                "iterate,insert",
                "--contender",
                "hash-map,sparse-set",
                "--rounds",
                "4",
                "--seed",
                "5",
                "--fail-on-regression");
        assertEquals(1, exit, stderr.toString());
        String text = stdout.toString();
        assertEquals(8, cells.size(), "one cell fork per spec and round: " + cells);
        assertTrue(
                text.contains(
                        "6 regression(s), 0 improvement(s), 0 inconclusive, 0 unchanged, 0 unknown (both builds side by side in one JVM, 4 rounds"),
                text);
        for (String name : List.of(
                "iterate hash-map",
                "iterate sparse-set",
                "iterate raw-array",
                "insert hash-map",
                "insert sparse-set",
                "insert raw-array")) {
            assertEquals(
                    1,
                    text.lines()
                            .filter(l -> l.startsWith("  regression") && l.contains(name + " "))
                            .count(),
                    name + ": " + text);
        }
        Path dir = out.resolve(outEntries().get(0));
        JsonNode pairing = Json.MAPPER.readTree(dir.resolve(Pairing.FILE).toFile());
        assertEquals("side-by-side", pairing.path("mode").asText());
        assertEquals(6, pairing.path("cells").size(), pairing.toString());
        assertTrue(Files.isRegularFile(dir.resolve(InJvmAb.DIR).resolve("jmh-results.json")));
        assertFalse(
                Files.exists(dir.resolve(AbSide.BASE)) || Files.exists(dir.resolve(AbSide.HEAD)),
                "nothing forked per side");
        assertTrue(Files.isRegularFile(dir.resolve("comparison.md")));
        assertNothingTemporaryLeft();
    }
}

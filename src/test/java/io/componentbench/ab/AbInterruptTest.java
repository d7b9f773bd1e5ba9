package io.componentbench.ab;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.componentbench.measure.JvmChoice;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * An A/B run terminated (SIGTERM, as a CI cancel or {@code kill} sends; Ctrl-C runs the same hook)
 * while building or while a benchmark fork runs: its shutdown hook kills the fork, removes the
 * worktree, the temporary directory and the partial output, and leaves only a note.
 */
class AbInterruptTest {
    @TempDir
    Path tmp;

    @ParameterizedTest
    @ValueSource(strings = {"build", "fork"})
    void anInterruptedRunLeavesOnlyANote(String where) throws Exception {
        GitRepo repo = new GitRepo(tmp.resolve("repo"));
        repo.commit("scale", "1.0");
        repo.commit("scale", "1.1");
        Path out = tmp.resolve("out");
        Path scratch = Files.createDirectories(tmp.resolve("scratch"));
        Path marker = tmp.resolve("hanging.pid");
        String java = JvmChoice.current().path();
        Process child = new ProcessBuilder(
                        java,
                        "-cp",
                        System.getProperty("java.class.path"),
                        InterruptibleAb.class.getName(),
                        repo.dir.toString(),
                        out.toString(),
                        scratch.toString(),
                        marker.toString(),
                        where)
                .redirectErrorStream(true)
                .redirectOutput(tmp.resolve("child.log").toFile())
                .start();
        try {
            for (int i = 0;
                    i < 1200
                            && !(Files.exists(marker)
                                    && !Files.readString(marker).isEmpty());
                    i++) {
                assertTrue(
                        child.isAlive(),
                        "the child ended before hanging: " + Files.readString(tmp.resolve("child.log")));
                Thread.sleep(100);
            }
            assertTrue(Files.exists(marker), "the child never reached the " + where);
            ProcessHandle hanging = ProcessHandle.of(
                            Long.parseLong(Files.readString(marker).trim()))
                    .orElseThrow();
            if (where.equals("build")) assertEquals(1, repo.extraWorktrees(), "a worktree exists while building");
            else
                assertTrue(
                        Files.list(out).anyMatch(p -> p.getFileName().toString().endsWith(".partial")),
                        "partial output exists while measuring");

            child.destroy(); // SIGTERM
            assertTrue(child.waitFor(60, TimeUnit.SECONDS), "the child exits");
            hanging.onExit().get(30, TimeUnit.SECONDS);
            assertFalse(hanging.isAlive(), "the hanging process was ended");
        } finally {
            child.destroyForcibly();
        }
        List<String> left;
        try (Stream<Path> s = Files.list(out)) {
            left = s.map(p -> p.getFileName().toString()).toList();
        }
        assertEquals(1, left.size(), "only the note: " + left);
        assertTrue(left.get(0).endsWith(".failed.txt"));
        String note = Files.readString(out.resolve(left.get(0)));
        assertTrue(
                note.contains(
                        where.equals("build") ? "interrupted while building HEAD~1" : "interrupted while round 1/3"),
                note);
        try (Stream<Path> s = Files.list(scratch)) {
            assertEquals(List.of(), s.toList());
        }
        assertEquals(0, repo.extraWorktrees());
        assertEquals("", repo.git("status", "--porcelain"));
    }
}

package io.componentbench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.componentbench.results.RunDirs;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code scripts/cli}, run as a user would from another directory: relative paths resolve against
 * that directory, not the repository root (it used to {@code cd} there first).
 */
class ScriptsTest {
    static final Path CLI = Path.of("scripts", "cli").toAbsolutePath();

    @TempDir
    Path tmp;

    @Test
    void relativePathsResolveAgainstTheDirectoryTheUserIsIn() throws Exception {
        RunDirs.create()
                .iterate("raw-array", 500, 10)
                .iterate("sparse-set", 1000, 20)
                .write(tmp.resolve("my-run"));
        Path strayInRepo = Path.of("my-baseline").toAbsolutePath();
        assertFalse(Files.exists(strayInRepo));
        try {
            assertEquals(0, script("promote", "my-run", "--baseline", "my-baseline"));
            assertTrue(Files.isRegularFile(tmp.resolve("my-baseline/jmh-results.json")), "written where the user is");
            assertFalse(Files.exists(strayInRepo), "nothing written in the repository");
            assertEquals(0, script("compare", "my-baseline", "my-run", "--fail-on-regression"));
        } finally {
            if (Files.exists(strayInRepo)) io.componentbench.store.FileTree.delete(strayInRepo);
        }
    }

    private int script(String... args) throws Exception {
        List<String> cmd = new java.util.ArrayList<>(List.of("bash", CLI.toString()));
        cmd.addAll(List.of(args));
        ProcessBuilder pb = new ProcessBuilder(cmd).directory(tmp.toFile()).inheritIO();
        pb.environment().put("COMPONENTBENCH_CLASSPATH", System.getProperty("java.class.path"));
        Process p = pb.start();
        assertTrue(p.waitFor(120, TimeUnit.SECONDS));
        return p.exitValue();
    }
}

package io.componentbench.store;

import static io.componentbench.CapturedOutput.stderrOf;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.componentbench.cli.Cli;
import io.componentbench.results.RunDirs;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A replacement never follows a symbolic link out of its directory (issue 55 item 4): a leftover
 * {@code .NAME.old} whose marker lists {@code charts/a.png} while {@code charts} is a link to a user's
 * directory loses nothing outside, whether the next report or a direct repair finds it.
 */
class SymbolicLinkLeftoverTest {
    @TempDir
    Path tmp;

    /** A report directory {@code rep} and a leftover {@code .rep.old} listing charts/a.png, its charts a link to {@code outside}. */
    private Path leftover(Path outside) throws Exception {
        Path rep = Files.createDirectories(tmp.resolve("rep/charts"));
        Files.writeString(rep.resolve("a.png"), "new");
        DirectoryMarker.mark(rep.getParent(), OutputGuard.Kind.REPORT);
        Path old = Files.createDirectories(tmp.resolve(".rep.old/charts"));
        Files.writeString(old.resolve("a.png"), "old");
        DirectoryMarker.mark(old.getParent(), OutputGuard.Kind.REPORT);
        Files.delete(old.resolve("a.png"));
        Files.delete(old);
        Files.createSymbolicLink(old, outside);
        return rep.getParent();
    }

    @Test
    void theRepairOfALeftoverDeletesNothingBehindALink() throws Exception {
        Path outside = Files.createDirectories(tmp.resolve("users-files"));
        Files.writeString(outside.resolve("a.png"), "the user's");
        Path rep = leftover(outside);
        String err = stderrOf(() -> {
            try {
                OutputGuard.recover(rep);
            } catch (java.io.IOException e) {
                throw new UncheckedIOException(e);
            }
        });
        assertEquals("the user's", Files.readString(outside.resolve("a.png")), "nothing outside is deleted");
        assertTrue(Files.isSymbolicLink(tmp.resolve(".rep.old/charts")), "the link is kept, as not the tool's");
        assertTrue(err.contains("kept " + tmp.resolve(".rep.old")), err);
    }

    @Test
    void aReportOverSuchALeftoverDeletesNothingOutside() throws Exception {
        Path outside = Files.createDirectories(tmp.resolve("users-files"));
        Files.writeString(outside.resolve("a.png"), "the user's");
        Path rep = leftover(outside);
        Path run = RunDirs.create()
                .iterate("raw-array", 500, 10)
                .iterate("sparse-set", 1000, 20)
                .write(tmp.resolve("runs/2026-12-01T00-00-00.000Z"));
        stderrOf(() -> Cli.execute(
                "report",
                run.toString(),
                "--out",
                rep.toString(),
                "--baseline",
                run.toString(),
                "--history",
                tmp.resolve("none.jsonl").toString()));
        assertEquals("the user's", Files.readString(outside.resolve("a.png")), "nothing outside is deleted");
    }
}

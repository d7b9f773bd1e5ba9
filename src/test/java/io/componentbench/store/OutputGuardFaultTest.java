package io.componentbench.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.util.Set;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.function.BiPredicate;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Faults and races in {@link OutputGuard#replace}, reproduced with a file-system double
 * ({@link OutputGuard.FileOps}) that fails or pauses at a chosen move or delete, as a kill or a
 * slow disk would (issue 27 items 3, 4, 6 and 9; issue 29 item 4).
 */
class OutputGuardFaultTest {
    @TempDir
    Path tmp;

    /** Real moves and deletes, except that {@code failWhen(op, path)} ones throw, as a kill there would end them. */
    private static OutputGuard.FileOps failing(BiPredicate<String, Path> failWhen) {
        return new OutputGuard.FileOps() {
            @Override
            public void move(Path from, Path to) throws IOException {
                if (failWhen.test("move", from)) throw new IOException("killed before moving " + from);
                OutputGuard.FileOps.REAL.move(from, to);
            }

            @Override
            public void delete(Path p) throws IOException {
                if (failWhen.test("delete", p)) throw new IOException("killed before deleting " + p);
                OutputGuard.FileOps.REAL.delete(p);
            }
        };
    }

    /** An action that may throw. */
    private interface Action {
        void run() throws Exception;
    }

    /** What {@code a} prints on standard error; what it throws is thrown. */
    private static String stderrOf(Action a) throws Exception {
        java.io.PrintStream err = System.err;
        java.io.ByteArrayOutputStream captured = new java.io.ByteArrayOutputStream();
        System.setErr(new java.io.PrintStream(captured));
        try {
            a.run();
        } finally {
            System.setErr(err);
        }
        return captured.toString();
    }

    private static FileTree.Filler files(String... namesAndTexts) {
        return dir -> {
            for (int i = 0; i < namesAndTexts.length; i += 2)
                Files.writeString(dir.resolve(namesAndTexts[i]), namesAndTexts[i + 1]);
        };
    }

    @Test
    void aFileWrittenIntoTheTargetWhileTheReportIsBuiltIsKeptAndTheReplacementRefused() throws Exception {
        Path report = tmp.resolve("report");
        OutputGuard.replace(report, OutputGuard.Kind.REPORT, files("index.html", "first"));
        // the build of the second report is the window: a user's file lands in the target meanwhile
        IOException e = assertThrows(
                IOException.class,
                () -> OutputGuard.replace(report, OutputGuard.Kind.REPORT, dir -> {
                    Files.writeString(report.resolve("notes.txt"), "mine");
                    Files.writeString(dir.resolve("index.html"), "second");
                }));
        assertTrue(e.getMessage().contains("notes.txt") && e.getMessage().contains("did not write"), e.getMessage());
        assertEquals("mine", Files.readString(report.resolve("notes.txt")));
        assertEquals("first", Files.readString(report.resolve("index.html")), "the target is left as it was");
        try (var siblings = Files.list(tmp)) {
            assertEquals(1, siblings.count(), "no temporary directory left");
        }
    }

    @Test
    void aFileAddedAfterTheLastCheckIsKeptInTheOldCopyNotDeleted() throws Exception {
        Path report = tmp.resolve("report");
        OutputGuard.replace(report, OutputGuard.Kind.REPORT, files("index.html", "first"));
        // the narrowest window: between the last check and the swap; the double writes the user's file at the first
        // move
        OutputGuard.FileOps addsAFile = new OutputGuard.FileOps() {
            @Override
            public void move(Path from, Path to) throws IOException {
                if (from.equals(report) && !Files.exists(report.resolve("notes.txt")))
                    Files.writeString(report.resolve("notes.txt"), "mine");
                REAL.move(from, to);
            }

            @Override
            public void delete(Path p) throws IOException {
                REAL.delete(p);
            }
        };
        String err = stderrOf(
                () -> OutputGuard.replace(report, OutputGuard.Kind.REPORT, files("index.html", "second"), addsAFile));
        Path old = tmp.resolve(".report.old");
        assertEquals("mine", Files.readString(old.resolve("notes.txt")), "the user's file survives");
        assertFalse(Files.exists(old.resolve("index.html")), "what componentbench wrote there is gone");
        assertEquals("second", Files.readString(report.resolve("index.html")));
        assertTrue(err.contains("kept " + old) && err.contains("notes.txt"), err);
    }

    @Test
    void aDirectoryThatOnlyLooksLikeAnOldReportIsRefused() throws Exception {
        Path mine = Files.createDirectories(tmp.resolve("site"));
        Files.writeString(mine.resolve("index.html"), "<h1>my homepage</h1>");
        Files.writeString(mine.resolve("REPORT.md"), "# my report");
        Files.createDirectories(mine.resolve("charts"));
        Files.write(mine.resolve("charts/holiday.png"), new byte[] {1, 2, 3});
        IOException e = assertThrows(
                IOException.class, () -> OutputGuard.replace(mine, OutputGuard.Kind.REPORT, files("index.html", "x")));
        assertTrue(e.getMessage().contains("not made by componentbench"), e.getMessage());
        assertEquals("<h1>my homepage</h1>", Files.readString(mine.resolve("index.html")));
        assertEquals(3, Files.size(mine.resolve("charts/holiday.png")));
    }

    @Test
    void aKillBetweenDeletingTheMarkerAndRemovingTheOldCopyIsRepairedByTheNextReplacement() throws Exception {
        Path baseline = tmp.resolve("baseline");
        OutputGuard.replace(baseline, OutputGuard.Kind.BASELINE, files("env.json", "{}"));
        Path old = tmp.resolve(".baseline.old");
        // fault injection on the rmdir of the old copy: its files and marker are gone, the directory stays
        assertThrows(
                IOException.class,
                () -> OutputGuard.replace(
                        baseline,
                        OutputGuard.Kind.BASELINE,
                        files("env.json", "{\"v\":2}"),
                        failing((op, p) -> op.equals("delete") && p.equals(old))));
        assertTrue(
                Files.isDirectory(old) && DirectoryMarker.read(old).isEmpty(),
                "the state the kill leaves: an empty, unmarked .baseline.old");
        String err = stderrOf(
                () -> OutputGuard.replace(baseline, OutputGuard.Kind.BASELINE, files("env.json", "{\"v\":3}")));
        assertTrue(err.contains("removed " + old + ", an empty directory"), err);
        assertFalse(Files.exists(old));
        assertEquals("{\"v\":3}", Files.readString(baseline.resolve("env.json")));
    }

    @Test
    void anOldCopyHoldingAnyFileIsNeverRemovedByTheRepair() throws Exception {
        Path baseline = tmp.resolve("baseline");
        OutputGuard.replace(baseline, OutputGuard.Kind.BASELINE, files("env.json", "{}"));
        Path old = Files.createDirectories(tmp.resolve(".baseline.old/sub"));
        Files.writeString(old.resolve("mine.txt"), "mine");
        stderrOf(() -> assertThrows(
                IOException.class,
                () -> OutputGuard.replace(baseline, OutputGuard.Kind.BASELINE, files("env.json", "{}"))));
        assertEquals("mine", Files.readString(old.resolve("mine.txt")));
    }

    @Test
    void theRepairHappensBeforeTheCheckSoADirectoryOfAnotherKindIsNeverOverwritten() throws Exception {
        // an interrupted promote to "out" left the previous baseline as .out.old; "out" is absent
        Path out = tmp.resolve("out");
        OutputGuard.replace(out, OutputGuard.Kind.BASELINE, files("env.json", "the baseline"));
        Files.move(out, tmp.resolve(".out.old"));
        // a report --out to the same path: checked first, the absent target would pass and the restored baseline be
        // replaced
        boolean[] built = {false};
        IOException e = assertThrows(
                IOException.class,
                () -> stderrOf(() -> OutputGuard.replace(out, OutputGuard.Kind.REPORT, dir -> {
                    built[0] = true;
                    files("index.html", "report").fill(dir);
                })));
        assertTrue(e.getMessage().contains("componentbench baseline directory, not a report"), e.getMessage());
        assertFalse(
                built[0],
                "refused by the first check, after the repair: nothing was built (the check before the swap is a second line)");
        assertEquals("the baseline", Files.readString(out.resolve("env.json")), "the baseline is restored and kept");
    }

    @Test
    void aSlowReplacementBetweenItsRenamesIsNotRepairedUnderItByASecondOne() throws Exception {
        Path baseline = tmp.resolve("baseline");
        OutputGuard.replace(baseline, OutputGuard.Kind.BASELINE, files("env.json", "first"));
        CountDownLatch between = new CountDownLatch(1);
        CountDownLatch resume = new CountDownLatch(1);
        OutputGuard.FileOps pausing = new OutputGuard.FileOps() {
            @Override
            public void move(Path from, Path to) throws IOException {
                REAL.move(from, to);
                if (from.equals(baseline)) {
                    between.countDown();
                    try {
                        resume.await(30, TimeUnit.SECONDS);
                    } catch (InterruptedException e) {
                        throw new IOException(e);
                    }
                }
            }

            @Override
            public void delete(Path p) throws IOException {
                REAL.delete(p);
            }
        };
        ExecutorService pool = Executors.newSingleThreadExecutor();
        try {
            Future<?> slow = pool.submit(() -> {
                OutputGuard.replace(baseline, OutputGuard.Kind.BASELINE, files("env.json", "second"), pausing);
                return null;
            });
            assertTrue(between.await(30, TimeUnit.SECONDS));
            IOException e = assertThrows(
                    IOException.class,
                    () -> OutputGuard.replace(baseline, OutputGuard.Kind.BASELINE, files("env.json", "third")));
            assertTrue(e.getMessage().contains("is replacing it right now"), e.getMessage());
            assertThrows(IOException.class, () -> OutputGuard.recover(baseline), "a reader does not repair it either");
            resume.countDown();
            slow.get(30, TimeUnit.SECONDS);
        } finally {
            resume.countDown();
            pool.shutdownNow();
        }
        assertEquals(
                "second", Files.readString(baseline.resolve("env.json")), "the slow replacement finished undisturbed");
        assertFalse(Files.exists(tmp.resolve(".baseline.old")));
    }

    @Test
    void newDirectoriesAndFilesGetTheUmasksPermissionsNotPrivateOnes() throws Exception {
        Path report = tmp.resolve("report");
        OutputGuard.replace(report, OutputGuard.Kind.REPORT, files("index.html", "x"));
        Set<PosixFilePermission> dir = Files.getPosixFilePermissions(report);
        Set<PosixFilePermission> parent =
                Files.getPosixFilePermissions(Files.createDirectory(tmp.resolve("made-by-the-umask")));
        assertEquals(parent, dir, "like any directory this user creates, not 0700");
        Path json = tmp.resolve("x.json");
        io.componentbench.results.Json.write(json, java.util.List.of(1));
        Set<PosixFilePermission> file =
                Files.getPosixFilePermissions(Files.createFile(tmp.resolve("made-by-the-umask.txt")));
        assertEquals(file, Files.getPosixFilePermissions(json), "like any file this user creates, not 0600");
    }
}

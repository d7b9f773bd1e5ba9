package io.componentbench.ab;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Building revisions in temporary worktrees, with fake builds: the user's tree is never touched, no worktree outlives a build. */
class RevisionBuilderTest {
    @TempDir
    Path tmp;

    private GitRepo repo;
    private String first;
    private String second;
    private Path scratch;

    @BeforeEach
    void setUp() throws Exception {
        repo = new GitRepo(tmp.resolve("repo"));
        first = repo.commit("version", "1");
        second = repo.commit("version", "2");
        // the user's uncommitted work
        Files.writeString(repo.dir.resolve("version"), "work in progress");
        Files.writeString(repo.dir.resolve("notes.txt"), "untracked");
        scratch = Files.createDirectories(tmp.resolve("scratch"));
    }

    /** A fake build: the jar holds the tree's {@code version} file. */
    private static final RevisionBuilder.Build COPY_VERSION = (tree, log) -> {
        Path jar = Files.createDirectories(tree.resolve("target")).resolve("benchmarks.jar");
        Files.copy(tree.resolve("version"), jar);
        return jar;
    };

    private void assertUserTreeUntouchedAndNoWorktreeLeft(String statusBefore) throws Exception {
        assertEquals("work in progress", Files.readString(repo.dir.resolve("version")));
        assertEquals("untracked", Files.readString(repo.dir.resolve("notes.txt")));
        assertEquals(statusBefore, repo.git("status", "--porcelain"));
        assertEquals(second, repo.git("rev-parse", "HEAD").trim(), "HEAD did not move");
        assertEquals(0, repo.extraWorktrees());
        try (Stream<Path> s = Files.list(scratch)) {
            assertTrue(
                    s.noneMatch(p -> p.getFileName().toString().startsWith("worktree-")), "worktree directory removed");
        }
    }

    @Test
    void resolvesRevisionsToCommits() throws Exception {
        assertEquals(second, RevisionBuilder.resolve(repo.dir, "HEAD"));
        assertEquals(first, RevisionBuilder.resolve(repo.dir, "HEAD~1"));
        assertEquals(first, RevisionBuilder.resolve(repo.dir, first.substring(0, 8)));
    }

    @Test
    void anUnknownRevisionIsAClearError() {
        IllegalArgumentException e =
                assertThrows(IllegalArgumentException.class, () -> RevisionBuilder.resolve(repo.dir, "no-such-branch"));
        assertTrue(e.getMessage().contains("unknown revision 'no-such-branch'"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> RevisionBuilder.resolve(repo.dir, "--all"));
        assertTrue(e.getMessage().contains("not a git revision"), e.getMessage());
        e = assertThrows(
                IllegalArgumentException.class,
                () -> RevisionBuilder.resolve(Files.createDirectories(tmp.resolve("plain")), "HEAD"));
        assertTrue(e.getMessage().contains("not inside a git repository"), e.getMessage());
    }

    @Test
    void buildsTheCommittedRevisionInATemporaryWorktree() throws Exception {
        String status = repo.git("status", "--porcelain");
        Path jar = tmp.resolve("base.jar");
        new RevisionBuilder(repo.dir, scratch, COPY_VERSION, new Cleanup()).build("HEAD~1", first, jar);
        assertEquals("1", Files.readString(jar), "the commit's content, not the working tree's");
        assertUserTreeUntouchedAndNoWorktreeLeft(status);
    }

    @Test
    void aFailingBuildIsNamedWithItsLogAndLeavesNoWorktree() throws Exception {
        String status = repo.git("status", "--porcelain");
        RevisionBuilder.Build failing = (tree, log) -> {
            Files.writeString(log, "[ERROR] COMPILATION ERROR: Foo.java:[3,1] ';' expected\n");
            throw new RevisionBuilder.BuildFailedException("`mvn package` exited with 1");
        };
        RevisionBuilder.BuildFailedException e = assertThrows(
                RevisionBuilder.BuildFailedException.class,
                () -> new RevisionBuilder(repo.dir, scratch, failing, new Cleanup())
                        .build("HEAD", second, tmp.resolve("h.jar")));
        assertTrue(e.getMessage().startsWith("building HEAD (" + second.substring(0, 12) + ") failed"), e.getMessage());
        assertTrue(e.getMessage().contains("';' expected"), "the log's tail: " + e.getMessage());
        assertTrue(Files.notExists(tmp.resolve("h.jar")));
        assertUserTreeUntouchedAndNoWorktreeLeft(status);
    }

    @Test
    void aBuildThatMakesNoJarFails() throws Exception {
        String status = repo.git("status", "--porcelain");
        RevisionBuilder.Build noJar = (tree, log) -> tree.resolve("target").resolve("benchmarks.jar");
        RevisionBuilder.BuildFailedException e = assertThrows(
                RevisionBuilder.BuildFailedException.class,
                () -> new RevisionBuilder(repo.dir, scratch, noJar, new Cleanup())
                        .build("HEAD", second, tmp.resolve("h.jar")));
        assertTrue(e.getMessage().contains("made no benchmark jar"), e.getMessage());
        assertUserTreeUntouchedAndNoWorktreeLeft(status);
    }

    @Test
    void anAbortDuringTheBuildRemovesTheWorktree() throws Exception {
        String status = repo.git("status", "--porcelain");
        Cleanup cleanup = new Cleanup();
        RevisionBuilder.Build interrupted = (tree, log) -> {
            assertTrue(Files.isDirectory(tree));
            try {
                assertEquals(1, repo.extraWorktrees());
            } catch (Exception e) {
                throw new java.io.IOException(e);
            }
            cleanup.abort(); // what the shutdown hook does when the user presses Ctrl-C here
            throw new InterruptedException();
        };
        assertThrows(
                InterruptedException.class,
                () -> new RevisionBuilder(repo.dir, scratch, interrupted, cleanup)
                        .build("HEAD", second, tmp.resolve("h.jar")));
        assertUserTreeUntouchedAndNoWorktreeLeft(status);
    }

    @Test
    void anAbortDuringTheBuildStopsTheBuildBeforeRemovingTheWorktreeSoNoTargetIsLeftBehind() throws Exception {
        String status = repo.git("status", "--porcelain");
        Cleanup cleanup = new Cleanup();
        java.util.concurrent.CompletableFuture<Path> treeOf = new java.util.concurrent.CompletableFuture<>();
        // a build that keeps writing target/ by absolute path, as Maven does, until it is stopped
        RevisionBuilder.Build writing = (tree, log) -> {
            treeOf.complete(tree);
            String target = tree.resolve("target").toString();
            RevisionBuilder.run(
                    tree,
                    List.of(
                            "sh",
                            "-c",
                            "while :; do mkdir -p '" + target + "' && touch '" + target
                                    + "/classes'; sleep 0.02; done"),
                    log);
            throw new RevisionBuilder.BuildFailedException("stopped");
        };
        Thread build = new Thread(() -> {
            try {
                new RevisionBuilder(repo.dir, scratch, writing, cleanup).build("HEAD", second, tmp.resolve("h.jar"));
            } catch (Exception expected) {
                // the build was stopped
            }
        });
        build.start();
        try {
            assertBuildStoppedByAbort(cleanup, treeOf.get(30, java.util.concurrent.TimeUnit.SECONDS));
        } finally {
            ProcessHandle.current()
                    .descendants()
                    .forEach(ProcessHandle::destroy); // never leave the loop running, whatever happened
        }
        build.join(30_000);
        assertUserTreeUntouchedAndNoWorktreeLeft(status);
    }

    private static void assertBuildStoppedByAbort(Cleanup cleanup, Path tree) throws Exception {
        for (int i = 0; i < 500 && !Files.exists(tree.resolve("target/classes")); i++) Thread.sleep(10);
        assertTrue(Files.exists(tree.resolve("target/classes")), "the build is writing");
        cleanup.abort(); // what the shutdown hook does on SIGTERM during the build
        Thread.sleep(300);
        assertTrue(
                Files.notExists(tree), "nothing of the worktree, target/ included, is written again after the abort");
    }

    @Test
    void theMavenCommandSkipsTestsAndBenchmarks() {
        assertEquals(List.of("mvn", "-B", "-q", "package", "-DskipTests", "-DskipBenchmarks"), RevisionBuilder.MAVEN);
    }
}

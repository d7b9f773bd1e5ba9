package io.componentbench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code scripts/ab-base}, the push gate's choice of what the pushed commit is measured against, on
 * a small git repository: the parent on the default branch, the merge base on another branch, and no
 * base (exit 1, saying why) for a first commit, a shallow clone or a missing default branch.
 */
class AbBaseScriptTest {
    private static final Path SCRIPT = Path.of("scripts", "ab-base").toAbsolutePath();

    @TempDir
    Path tmp;

    private record Out(int exit, String stdout) {}

    private Out run(Path dir, String... args) throws Exception {
        List<String> cmd = new ArrayList<>(List.of("bash"));
        cmd.addAll(List.of(args));
        Process p = new ProcessBuilder(cmd)
                .directory(dir.toFile())
                .redirectError(ProcessBuilder.Redirect.DISCARD)
                .start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).trim();
        assertTrue(p.waitFor(30, TimeUnit.SECONDS), "finished");
        return new Out(p.exitValue(), out);
    }

    private String git(Path dir, String... args) throws Exception {
        List<String> cmd = new ArrayList<>(List.of("-c", "user.email=t@t", "-c", "user.name=t"));
        cmd.addAll(List.of(args));
        List<String> full = new ArrayList<>(List.of("git"));
        full.addAll(cmd);
        Process p = new ProcessBuilder(full)
                .directory(dir.toFile())
                .redirectError(ProcessBuilder.Redirect.DISCARD)
                .start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).trim();
        assertTrue(p.waitFor(30, TimeUnit.SECONDS));
        assertEquals(0, p.exitValue(), "git " + String.join(" ", args));
        return out;
    }

    private Out base(Path dir, String... args) throws Exception {
        String[] all = new String[args.length + 1];
        all[0] = SCRIPT.toString();
        System.arraycopy(args, 0, all, 1, args.length);
        return run(dir, all);
    }

    @Test
    void parentOnTheDefaultBranchMergeBaseElsewhereAndNoSilentPassWithoutOne() throws Exception {
        assumeTrue(run(tmp, "-c", "command -v git").exit() == 0, "git is installed");
        Path r = tmp.resolve("r");
        java.nio.file.Files.createDirectories(r);
        git(r, "init", "-q", "-b", "main");
        git(r, "commit", "-q", "--allow-empty", "-m", "one");
        Out first = base(r);
        assertEquals(1, first.exit(), first.stdout());
        assertTrue(first.stdout().contains("first commit"), first.stdout());

        String one = git(r, "rev-parse", "HEAD");
        git(r, "commit", "-q", "--allow-empty", "-m", "two");
        String two = git(r, "rev-parse", "HEAD");
        assertEquals(new Out(0, one), base(r, "--branch", "main", "--default-branch", "main"));

        git(r, "checkout", "-q", "-b", "feature");
        git(r, "commit", "-q", "--allow-empty", "-m", "f1");
        git(r, "commit", "-q", "--allow-empty", "-m", "f2");
        git(r, "update-ref", "refs/remotes/origin/main", two);
        assertEquals(new Out(0, two), base(r, "--branch", "feature", "--default-branch", "main"), "the merge base");
        git(r, "checkout", "-q", "-b", "nothing-new", two);
        assertEquals(
                new Out(0, one),
                base(r, "--branch", "nothing-new", "--default-branch", "main"),
                "a branch adding nothing: the parent");

        Out noDefault = base(r, "--branch", "feature", "--default-branch", "develop");
        assertEquals(1, noDefault.exit(), noDefault.stdout());
        assertTrue(noDefault.stdout().contains("origin/develop is not in this clone"), noDefault.stdout());

        git(tmp, "clone", "-q", "--depth", "1", "file://" + r, "shallow");
        Out shallow = base(tmp.resolve("shallow"));
        assertEquals(1, shallow.exit(), shallow.stdout());
        assertTrue(shallow.stdout().contains("shallow"), shallow.stdout());

        assertEquals(2, base(r, "no-such-revision").exit());
    }
}

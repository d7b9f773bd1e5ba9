package io.componentbench.ab;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** A throwaway git repository for the revision tests. */
final class GitRepo {
    final Path dir;

    GitRepo(Path dir) throws Exception {
        this.dir = Files.createDirectories(dir);
        git("init", "-q");
    }

    /** Commits {@code file} with {@code content}; returns the commit id. */
    String commit(String file, String content) throws Exception {
        Files.writeString(dir.resolve(file), content);
        git("add", file);
        git(
                "-c",
                "user.name=t",
                "-c",
                "user.email=t@example.org",
                "-c",
                "commit.gpgsign=false",
                "commit",
                "-q",
                "-m",
                "c " + content);
        return git("rev-parse", "HEAD").trim();
    }

    String git(String... args) throws Exception {
        List<String> cmd = new ArrayList<>(List.of("git", "-C", dir.toString()));
        cmd.addAll(List.of(args));
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (p.waitFor() != 0) throw new IOException(cmd + " failed: " + out);
        return out;
    }

    /** Worktrees besides the main one. */
    long extraWorktrees() throws Exception {
        return git("worktree", "list", "--porcelain")
                        .lines()
                        .filter(l -> l.startsWith("worktree "))
                        .count()
                - 1;
    }
}

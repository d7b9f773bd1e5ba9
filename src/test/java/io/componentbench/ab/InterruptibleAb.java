package io.componentbench.ab;

import io.componentbench.cli.ExitCodes;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import picocli.CommandLine;

/**
 * The child process of {@link AbInterruptTest}: {@code ab HEAD~1 HEAD} with a fake build, where either
 * the build or the first benchmark fork (a real process running a fake jar) writes its process id to
 * a marker file and hangs until the test terminates this JVM.
 * Arguments: repo, out, scratch root, marker, {@code build} or {@code fork}.
 */
public final class InterruptibleAb {
    private InterruptibleAb() {}

    public static void main(String[] args) {
        Path repo = Path.of(args[0]);
        Path out = Path.of(args[1]);
        Path scratch = Path.of(args[2]);
        Path marker = Path.of(args[3]);
        boolean hangInBuild = args[4].equals("build");
        AbCommand cmd = new AbCommand();
        cmd.scratchRoot = scratch;
        cmd.environment = (start, end) -> Map.of();
        cmd.build = (tree, log) -> {
            if (hangInBuild) {
                Files.writeString(marker, String.valueOf(ProcessHandle.current().pid()));
                Thread.sleep(Long.MAX_VALUE);
            }
            return AbCommandTest.fakeBuild(tree, log, marker.toString());
        };
        CommandLine cl = ExitCodes.install(new CommandLine(cmd));
        System.exit(cl.execute(
                "HEAD~1",
                "HEAD",
                "--mode",
                "forks",
                "--repo",
                repo.toString(),
                "--out",
                out.toString(),
                "--profile",
                "smoke",
                "--workload",
                "iterate",
                "--contender",
                "hash-map",
                "--rounds",
                "3"));
    }
}

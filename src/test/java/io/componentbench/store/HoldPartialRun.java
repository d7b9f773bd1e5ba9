package io.componentbench.store;

import io.componentbench.results.RunData;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;

/** A stand-in for a long benchmark run (for {@link RunDirectoryTest}): reserves a run directory, writes into it, waits to be killed. */
public final class HoldPartialRun {
    public static void main(String[] args) throws Exception {
        RunDirectory run = RunDirectory.create(Path.of(args[0]), Instant.now());
        Files.writeString(run.partial().resolve(RunData.RESULTS_FILE), "[]");
        System.out.println("ready " + run.partial());
        System.out.flush();
        Thread.sleep(120_000);
    }
}

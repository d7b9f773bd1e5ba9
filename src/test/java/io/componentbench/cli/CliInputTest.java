package io.componentbench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.componentbench.contender.ContenderKind;
import io.componentbench.workload.Workload;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Command-line input: a contender or workload named twice is run once; footprint --out replaces only its own files. */
class CliInputTest {
    @Test
    void repeatedContendersAndWorkloadsAreDeduplicatedInOrder() {
        assertEquals(List.of(ContenderKind.HASH_MAP), Cli.contenders(List.of("hash-map", "hash-map")));
        assertEquals(
                List.of(ContenderKind.SPARSE_SET, ContenderKind.HASH_MAP),
                Cli.contenders(List.of("sparse-set", "hash-map", "sparse-set")));
        assertEquals(List.of(Workload.ITERATE, Workload.JOIN), Cli.workloads(List.of("iterate", "join", "iterate")));
        assertEquals(ContenderKind.all(), Cli.contenders(null));
    }

    @Test
    void footprintOutNeverReplacesAFileItDidNotWrite(@TempDir Path tmp) throws Exception {
        Path notes = Files.writeString(tmp.resolve("notes.json"), "my notes");
        assertEquals(2, Cli.execute("footprint", "--size", "10", "--contender", "hash-map", "--out", notes.toString()));
        assertEquals("my notes", Files.readString(notes));
        Path earlier = tmp.resolve("footprint.json");
        assertEquals(
                0,
                Cli.execute(
                        "footprint",
                        "--size",
                        "10",
                        "--contender",
                        "hash-map",
                        "--distribution",
                        "dense",
                        "--out",
                        earlier.toString()));
        assertEquals(
                0,
                Cli.execute(
                        "footprint",
                        "--size",
                        "10",
                        "--contender",
                        "hash-map",
                        "--distribution",
                        "dense",
                        "--out",
                        earlier.toString()),
                "an earlier footprint file is replaced");
    }
}

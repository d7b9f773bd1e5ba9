package io.componentbench.cli;

import static io.componentbench.CapturedOutput.stderrOf;
import static io.componentbench.CapturedOutput.stdoutOf;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import io.componentbench.results.Json;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.Predicate;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code check-reference} end to end on a small run (the fixture {@code run-beats-reference}):
 * direct-array beats the lookup reference by design, packed-sparse-set the 1M iteration reference
 * beyond noise with no known reason (exit 1, named), dense-hash-map lies below it within the twin's
 * noise (no beat).
 */
class CheckReferenceCommandTest {
    private static final Path FIXTURE = Path.of("src/test/resources/fixtures/run-beats-reference");

    @TempDir
    Path tmp;

    @Test
    void anUnexplainedBeatBeyondNoiseFailsNamingItsCell() {
        int[] exit = new int[1];
        String out = stdoutOf(() -> exit[0] = Cli.execute("check-reference", FIXTURE.toString()));
        assertEquals(CheckReferenceCommand.UNEXPLAINED_BEAT, exit[0], out);
        assertTrue(
                out.contains("2 contender(s) beat it beyond noise, 1 by design")
                        && out.contains("1 not explained; 1 below it within noise"),
                out);
        assertTrue(
                out.contains(
                        "not explained: iterate (distribution=dense, state=fresh), 1M entities: packed-sparse-set 0.9x"),
                out);
        assertFalse(out.contains("dense-hash-map") || out.contains("direct-array"), "only the offending cell: " + out);
    }

    @Test
    void reportOnlyListsTheUnexplainedBeatAndPasses() {
        int[] exit = new int[1];
        String out = stdoutOf(() -> exit[0] = Cli.execute("check-reference", "--report-only", FIXTURE.toString()));
        assertEquals(ExitCodes.OK, exit[0], out);
        assertTrue(
                out.contains(
                        "not explained: iterate (distribution=dense, state=fresh), 1M entities: packed-sparse-set"),
                out);
        String err = stderrOf(() -> assertEquals(
                ExitCodes.BAD_INPUT,
                Cli.execute(
                        "check-reference",
                        "--report-only",
                        tmp.resolve("nowhere").toString())));
        assertFalse(err.isBlank(), "bad input still fails");
    }

    @Test
    void beatsThatAreExplainedOrWithinNoisePass() throws Exception {
        Path run = copyWithout(r -> r.path("benchmark").asText().endsWith("IterateBenchmark.contender")
                && r.path("params").path("contender").asText().equals("packed-sparse-set"));
        int[] exit = new int[1];
        String out = stdoutOf(() -> exit[0] = Cli.execute("check-reference", run.toString()));
        assertEquals(ExitCodes.OK, exit[0], out);
        assertTrue(out.contains("1 contender(s) beat it beyond noise, 1 by design"), out);
    }

    @Test
    void aRunThatCannotBeCheckedIsBadInput() throws Exception {
        Path noReference = copyWithout(r -> r.path("benchmark").asText().endsWith(".rawArray"));
        String err = stderrOf(
                () -> assertEquals(ExitCodes.BAD_INPUT, Cli.execute("check-reference", noReference.toString())));
        assertTrue(err.contains("no raw-array reference"), err);
        assertEquals(
                ExitCodes.BAD_INPUT,
                Cli.execute("check-reference", tmp.resolve("nowhere").toString()));
    }

    /** The fixture copied into the temporary directory, without the results {@code drop} selects. */
    private Path copyWithout(Predicate<JsonNode> drop) throws Exception {
        Path dir = Files.createDirectories(tmp.resolve("run"));
        try (Stream<Path> files = Files.list(FIXTURE)) {
            for (Path f : files.toList()) Files.copy(f, dir.resolve(f.getFileName()));
        }
        ArrayNode kept = Json.MAPPER.createArrayNode();
        for (JsonNode r : Json.MAPPER.readTree(dir.resolve("jmh-results.json").toFile()))
            if (!drop.test(r)) kept.add(r);
        Json.write(dir.resolve("jmh-results.json"), kept);
        return dir;
    }
}

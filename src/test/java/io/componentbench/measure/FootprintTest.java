package io.componentbench.measure;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.componentbench.contender.ContenderKind;
import io.componentbench.results.FootprintEntry;
import io.componentbench.results.Json;
import io.componentbench.workload.Distribution;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The footprint child JVM (Footprint.CHILD_JVM_FLAGS) gives what JOL gives in this JVM, in the same order. */
class FootprintTest {
    private static final String JAVA = JvmChoice.current().path();
    /**
     * Contenders whose graph holds nothing a JVM's history changes. Not artemis-odb: its graph reaches state
     * that earlier worlds in the same JVM grew (at 100 entities sparse, 401 bytes per entity after the dense
     * ones here, 351 in a JVM that measured nothing before), so this JVM's history would decide its figure.
     */
    private static final List<ContenderKind> KINDS =
            List.of(ContenderKind.HASH_MAP, ContenderKind.PACKED_SPARSE_SET, ContenderKind.DENSE_HASH_MAP);

    private static final List<Integer> SIZES = List.of(100, 1000);

    @Test
    void theChildsEntriesAreTheInProcessOnesInTheSameOrder(@TempDir Path dir) throws Exception {
        Path out = dir.resolve("footprint.json");
        Footprint.measureInChildJvm(JAVA, KINDS, SIZES, out);
        List<FootprintEntry> child = List.of(Json.MAPPER.readValue(out.toFile(), FootprintEntry[].class));
        List<FootprintEntry> inProcess = Footprint.measureAll(KINDS, SIZES, List.of(Distribution.values()));
        assertEquals(inProcess, child);
        assertEquals(Distribution.DENSE, child.get(0).distribution(), "dense entries first");
    }

    @Test
    void aFailedChildIsNamedAndNothingIsWritten(@TempDir Path dir) {
        Path out = dir.resolve("footprint.json");
        IllegalStateException e = assertThrows(
                IllegalStateException.class, () -> Footprint.measureInChildJvm("false", KINDS, SIZES, out));
        assertTrue(e.getMessage().contains("failed with exit code 1"), e.getMessage());
        assertFalse(Files.exists(out));
    }
}

package io.componentbench.measure;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.componentbench.contender.ContenderKind;
import io.componentbench.contender.Storage;
import io.componentbench.results.FootprintEntry;
import io.componentbench.results.Json;
import io.componentbench.workload.Distribution;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The footprint child JVM (Footprint.CHILD_JVM_FLAGS) gives what JOL gives in this JVM, in the same
 * order, and every registered contender's store is measured.
 */
class FootprintTest {
    private static final String JAVA = JvmChoice.current().path();
    /**
     * Contenders whose graph holds nothing a JVM's history changes. Not artemis-odb: its graph reaches state
     * that earlier worlds in the same JVM grew (its figure after the dense ones here is not a fresh JVM's), so
     * this JVM's history would decide its figure.
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

    /**
     * Every registered contender that runs here is measured by the footprint child, dense and sparse: its store
     * reaches at least its Positions' raw floats, and an object store one object per Position.
     */
    @Test
    void everyContendersStoreIsMeasured(@TempDir Path dir) throws Exception {
        Path out = dir.resolve("footprint.json");
        Footprint.measureInChildJvm(JAVA, ContenderKind.all(), List.of(1000), out);
        List<FootprintEntry> entries = List.of(Json.MAPPER.readValue(out.toFile(), FootprintEntry[].class));
        for (ContenderKind kind : ContenderKind.all()) {
            if (kind.unavailableHere().isPresent()) continue;
            for (Distribution d : Distribution.values()) {
                FootprintEntry e = entries.stream()
                        .filter(x -> x.contender() == kind && x.distribution() == d)
                        .findFirst()
                        .orElseThrow(() -> new AssertionError("no footprint of " + kind.id() + ", " + d));
                assertTrue(e.bytesPerEntity() >= FootprintEntry.PAYLOAD_BYTES, e.toString());
                if (kind.storage() == Storage.OBJECTS) assertTrue(e.objectsPerEntity() >= 1, e.toString());
            }
        }
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

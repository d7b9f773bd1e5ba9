package io.componentbench.results;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.componentbench.contender.ContenderKind;
import io.componentbench.workload.Distribution;

/**
 * One memory measurement of a run's {@code footprint.json}: a contender's Position store holding N
 * Positions of a distribution, as JOL counts it, plus the native memory of an off-heap store, which
 * JOL cannot see (the store counts what its arena allocated).
 *
 * @param bytesPerEntity everything the store reaches, in bytes, per entity: heap (JOL) and off-heap
 * @param objectsPerEntity heap objects per entity
 * @param overheadBytesPerEntity bytes per entity beyond the {@value #PAYLOAD_BYTES} of raw data
 * @param cacheLinesPerEntity the footprint in 64-byte lines per entity (bytes / 64): a size, not the lines an
 *     operation touches (the cache model counts those)
 * @param offHeapBytesPerEntity the part of {@code bytesPerEntity} in native memory (0 for heap stores,
 *     and in runs older than this field; left out of the file when 0, so heap entries keep their format)
 */
public record FootprintEntry(
        ContenderKind contender,
        Distribution distribution,
        int size,
        double bytesPerEntity,
        double objectsPerEntity,
        double overheadBytesPerEntity,
        double cacheLinesPerEntity,
        @JsonInclude(JsonInclude.Include.NON_DEFAULT) double offHeapBytesPerEntity) {
    /** Raw Position data per entity: two floats. */
    public static final int PAYLOAD_BYTES = 8;
}

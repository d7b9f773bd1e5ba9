package io.componentbench.results;

import io.componentbench.contender.ContenderKind;
import io.componentbench.workload.Distribution;

/**
 * One memory measurement of a run's {@code footprint.json}: a contender's Position store holding N
 * Positions of a distribution, as JOL counts it.
 *
 * @param bytesPerEntity everything the store reaches, in bytes, per entity
 * @param objectsPerEntity heap objects per entity
 * @param overheadBytesPerEntity bytes per entity beyond the {@value #PAYLOAD_BYTES} of raw data
 * @param cacheLinesPerEntity 64-byte cache lines per entity
 */
public record FootprintEntry(ContenderKind contender, Distribution distribution, int size, double bytesPerEntity,
                             double objectsPerEntity, double overheadBytesPerEntity, double cacheLinesPerEntity) {
    /** Raw Position data per entity: two floats. */
    public static final int PAYLOAD_BYTES = 8;
}

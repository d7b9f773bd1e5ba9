package io.componentbench.results;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.List;
import java.util.Map;

/**
 * One count of a run's {@code cache-model.json}: a contender's operation of a workload, traced once
 * untimed and fed through the cache model, per operation (per lookup, per element iterated, per
 * matched entity of the join, per insert, per remove). Counts, not times: identical run to run for
 * the same layout and geometry.
 *
 * @param regime {@code cold} (the caches empty before the pass) or {@code hot} (a second pass, counted
 *     from the state the first left)
 * @param notModelled why this operation has no counts (then every count is 0 and must not be read)
 * @param accessesPerOp memory accesses recorded per operation
 * @param untracedPerOp {@code Unsafe} writes per operation whose address the trace does not see (an
 *     operation with more than 1% of its accesses so is {@code notModelled})
 * @param linesPerOp distinct cache lines first touched per operation (cold: the lines the operation needs
 *     at all; hot: lines new since the first pass)
 * @param pagesPerOp likewise 4 KiB pages
 * @param missesPerOp misses per operation at each cache level, by level name, nearest first
 * @param tlbMissesPerOp first-level data TLB misses per operation, for 4 KiB ({@code 4k}) and 2 MiB
 *     ({@code 2m}) pages
 * @param curveBytes sizes of a fully associative LRU cache, in bytes, for {@code curveMissRatio}
 * @param curveMissRatio the miss ratio of the operation's accesses at each of those sizes
 */
public record CacheModelEntry(
        String contender,
        String workload,
        String distribution,
        int size,
        String regime,
        @JsonInclude(JsonInclude.Include.NON_NULL) String notModelled,
        long operations,
        double accessesPerOp,
        double untracedPerOp,
        double linesPerOp,
        double pagesPerOp,
        Map<String, Double> missesPerOp,
        Map<String, Double> tlbMissesPerOp,
        List<Long> curveBytes,
        List<Double> curveMissRatio) {
    /** An operation the traced pass could not count, with why. */
    public static CacheModelEntry notModelled(
            String contender, String workload, String distribution, int size, String regime, String why) {
        return new CacheModelEntry(
                contender,
                workload,
                distribution,
                size,
                regime,
                why,
                0,
                0,
                0,
                0,
                0,
                Map.of(),
                Map.of(),
                List.of(),
                List.of());
    }

    /** The key that identifies this count in a file: {@code contender workload distribution size regime}. */
    public String key() {
        return contender + " " + workload + " " + distribution + " " + size + " " + regime;
    }

    /**
     * A run's {@code cache-model.json}.
     *
     * @param geometry the geometry simulated, in {@code CacheGeometry}'s text form
     * @param leftOut what the model and the trace leave out, as the report says it
     */
    public record File(String geometry, String leftOut, List<CacheModelEntry> entries) {
        /** The file's name in a run directory. */
        public static final String NAME = "cache-model.json";
    }
}

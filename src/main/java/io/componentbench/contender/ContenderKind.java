package io.componentbench.contender;

import io.componentbench.container.PackedSparseSet;
import io.componentbench.container.PagedSparseSet;
import it.unimi.dsi.fastutil.ints.Int2ObjectOpenHashMap;
import it.unimi.dsi.fastutil.ints.Int2ObjectRBTreeMap;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.TreeMap;
import java.util.function.IntFunction;
import java.util.stream.Collectors;

/**
 * The one list of contenders, by stable name (used in benchmark params, charts and tables). Adding a
 * contender is one adapter class plus one constant here; tests and benchmarks pick it up from
 * {@link #all()}. A {@link #calibrationOnly()} constant (the gate self-test's deliberately slowed
 * variant) is reachable by {@link #byId} but left out of {@link #all()}, so no profile, report or
 * test that enumerates contenders ever includes it.
 */
public enum ContenderKind {
    HASH_MAP("hash-map", c -> new JdkMapContender(new HashMap<>(), new HashMap<>())),
    TREE_MAP("tree-map", c -> new JdkMapContender(new TreeMap<>(), new TreeMap<>())),
    FASTUTIL_OPEN_HASH("fastutil-open-hash", c -> new FastutilContender(new Int2ObjectOpenHashMap<>(), new Int2ObjectOpenHashMap<>())),
    FASTUTIL_RB_TREE("fastutil-rb-tree", c -> new FastutilContender(new Int2ObjectRBTreeMap<>(), new Int2ObjectRBTreeMap<>())),
    ECLIPSE_HASH("eclipse-hash", c -> new EclipseContender()),
    KOLOBOKE_HASH("koloboke-hash", c -> new KolobokeContender()),
    DIRECT_ARRAY("direct-array", DirectArrayContender::new),
    SPARSE_SET("sparse-set", SparseSetContender::new),
    PACKED_SPARSE_SET("packed-sparse-set", c -> new PackedSparseSetContender(new PackedSparseSet(c, 2), new PackedSparseSet(c, 2))),
    PAGED_SPARSE_SET("paged-sparse-set", c -> new PackedSparseSetContender(new PagedSparseSet(c, 2), new PagedSparseSet(c, 2))),
    SECTOR_ARRAY("sector-array", SectorArrayContender::new),
    SECTOR_ARRAY_GROUPED("sector-array-grouped", GroupedSectorArrayContender::new),
    /** Calibration only: packed-sparse-set about 1.3x slower on iteration and lookup, for {@code cli gate-check}. */
    PACKED_SPARSE_SET_SLOWED("packed-sparse-set-slowed", SlowedPackedSparseSetContender::new, true);

    private final String id;
    private final IntFunction<Contender> factory;
    private final boolean calibrationOnly;

    ContenderKind(String id, IntFunction<Contender> factory) {
        this(id, factory, false);
    }

    ContenderKind(String id, IntFunction<Contender> factory, boolean calibrationOnly) {
        this.id = id;
        this.factory = factory;
        this.calibrationOnly = calibrationOnly;
    }

    /** Whether this exists only to calibrate the regression gate: never in profiles, reports or {@link #all()}. */
    public boolean calibrationOnly() { return calibrationOnly; }

    /** The stable name, e.g. {@code sparse-set}. */
    public String id() { return id; }

    /** A new, empty contender accepting entity IDs {@code 0 <= id < entityCapacity}. */
    public Contender create(int entityCapacity) {
        return factory.apply(entityCapacity);
    }

    /** Every real contender, in registry order (calibration-only variants left out). */
    public static List<ContenderKind> all() {
        return Arrays.stream(values()).filter(k -> !k.calibrationOnly).toList();
    }

    /** The contender with this stable name; a clear error listing the valid names otherwise. */
    public static ContenderKind byId(String id) {
        for (ContenderKind k : values()) {
            if (k.id.equals(id)) return k;
        }
        throw new IllegalArgumentException("unknown contender '" + id + "'; known: " + ids());
    }

    /** The stable names of {@link #all()}, comma-separated, in registry order. */
    public static String ids() {
        return all().stream().map(ContenderKind::id).collect(Collectors.joining(","));
    }
}

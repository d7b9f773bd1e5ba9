package io.componentbench.contender;

import io.componentbench.container.PackedSparseSet;
import io.componentbench.container.PagedSparseSet;
import it.unimi.dsi.fastutil.ints.Int2ObjectRBTreeMap;
import java.util.Arrays;
import java.util.List;
import java.util.TreeMap;
import java.util.stream.Collectors;

/**
 * The one list of contenders, by stable name (used in benchmark params, charts and tables). Adding a
 * contender is one adapter class plus one constant here; tests and benchmarks pick it up from
 * {@link #all()}.
 */
public enum ContenderKind {
    HASH_MAP("hash-map", (c, n) -> new JdkMapContender(JdkMapContender.hashMap(n), JdkMapContender.hashMap(n))),
    TREE_MAP("tree-map", (c, n) -> new JdkMapContender(new TreeMap<>(), new TreeMap<>())),
    FASTUTIL_OPEN_HASH("fastutil-open-hash", (c, n) -> new FastutilContender(FastutilContender.openHash(n), FastutilContender.openHash(n))),
    FASTUTIL_RB_TREE("fastutil-rb-tree", (c, n) -> new FastutilContender(new Int2ObjectRBTreeMap<>(), new Int2ObjectRBTreeMap<>())),
    ECLIPSE_HASH("eclipse-hash", (c, n) -> new EclipseContender(n)),
    KOLOBOKE_HASH("koloboke-hash", (c, n) -> new KolobokeContender(n)),
    DIRECT_ARRAY("direct-array", (c, n) -> new DirectArrayContender(c)),
    SPARSE_SET("sparse-set", SparseSetContender::new),
    PACKED_SPARSE_SET("packed-sparse-set", (c, n) -> new PackedSparseSetContender(new PackedSparseSet(c, 2), new PackedSparseSet(c, 2), n)),
    PAGED_SPARSE_SET("paged-sparse-set", (c, n) -> new PackedSparseSetContender(new PagedSparseSet(c, 2), new PagedSparseSet(c, 2), n)),
    SECTOR_ARRAY("sector-array", SectorArrayContender::new),
    SECTOR_ARRAY_GROUPED("sector-array-grouped", GroupedSectorArrayContender::new);

    /** Makes an empty contender from an entity capacity and an expected size (0: the library's default). */
    @FunctionalInterface
    interface Factory {
        Contender create(int entityCapacity, int expectedSize);
    }

    private final String id;
    private final Factory factory;

    ContenderKind(String id, Factory factory) {
        this.id = id;
        this.factory = factory;
    }

    /** The stable name, e.g. {@code sparse-set}. */
    public String id() { return id; }

    /** A new, empty contender accepting entity IDs {@code 0 <= id < entityCapacity}, at its library's default size. */
    public Contender create(int entityCapacity) {
        return create(entityCapacity, 0);
    }

    /**
     * A new, empty contender accepting entity IDs {@code 0 <= id < entityCapacity}, each component
     * store presized for {@code expectedSize} components where its library takes a size hint (hash
     * tables sized so that many fit without a rehash, dense arrays reserved, sector chunks added);
     * {@code 0} means the library's default. Structures indexed by entity ID (a direct array, a flat
     * sparse index, the sector map) are allocated at {@code entityCapacity} either way: that is their
     * nature. Trees and paged sparse indexes take no hint.
     */
    public Contender create(int entityCapacity, int expectedSize) {
        if (expectedSize < 0) throw new IllegalArgumentException("expected size must be >= 0, got " + expectedSize);
        return factory.create(entityCapacity, expectedSize);
    }

    public static List<ContenderKind> all() {
        return List.of(values());
    }

    /** The contender with this stable name; a clear error listing the valid names otherwise. */
    public static ContenderKind byId(String id) {
        for (ContenderKind k : values()) {
            if (k.id.equals(id)) return k;
        }
        throw new IllegalArgumentException("unknown contender '" + id + "'; known: " + ids());
    }

    /** All stable names, comma-separated, in registry order. */
    public static String ids() {
        return Arrays.stream(values()).map(ContenderKind::id).collect(Collectors.joining(","));
    }
}

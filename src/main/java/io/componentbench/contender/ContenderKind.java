package io.componentbench.contender;

import io.componentbench.container.ForeignMemory;
import io.componentbench.container.PackedSparseSet;
import io.componentbench.container.PagedSparseSet;
import it.unimi.dsi.fastutil.ints.Int2ObjectRBTreeMap;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.TreeMap;
import java.util.stream.Collectors;

/**
 * The one list of contenders, by stable name (used in benchmark params, charts and tables), each
 * with its family, its storage and a one-line description. Adding a contender is one adapter class
 * plus one constant here: tests, benchmarks, the footprint and the report pick it up from
 * {@link #all()}, and the report's claims find it by its family. A {@link #calibrationOnly()}
 * constant (the gate self-test's deliberately slowed variant) is reachable by {@link #byId} but left
 * out of {@link #all()}, so no profile, report or test that enumerates contenders ever includes it.
 * A contender that needs a newer JDK than 17 ({@link #unavailableOn}) is in {@link #all()} everywhere:
 * the runner leaves it out of the forks of an older JVM, tests skip it there, and the report says
 * why it is missing.
 */
public enum ContenderKind {
    HASH_MAP(
            Ids.HASH_MAP,
            Family.HASH_MAP,
            Storage.OBJECTS,
            "`java.util.HashMap<Integer, Position>`",
            (c, n) -> new JdkMapContender(JdkMapContender.hashMap(n), JdkMapContender.hashMap(n))),
    TREE_MAP(
            Ids.TREE_MAP,
            Family.TREE_MAP,
            Storage.OBJECTS,
            "`java.util.TreeMap<Integer, Position>`",
            (c, n) -> new JdkMapContender(new TreeMap<>(), new TreeMap<>())),
    FASTUTIL_OPEN_HASH(
            Ids.FASTUTIL_OPEN_HASH,
            Family.HASH_MAP,
            Storage.OBJECTS,
            "fastutil `Int2ObjectOpenHashMap` (fast entry iterator)",
            (c, n) -> new FastutilContender(FastutilContender.openHash(n), FastutilContender.openHash(n))),
    FASTUTIL_RB_TREE(
            Ids.FASTUTIL_RB_TREE,
            Family.TREE_MAP,
            Storage.OBJECTS,
            "fastutil `Int2ObjectRBTreeMap`",
            (c, n) -> new FastutilContender(new Int2ObjectRBTreeMap<>(), new Int2ObjectRBTreeMap<>())),
    ECLIPSE_HASH(
            Ids.ECLIPSE_HASH,
            Family.HASH_MAP,
            Storage.OBJECTS,
            "Eclipse Collections `IntObjectHashMap` (`forEachValue`, `forEachKeyValue`)",
            (c, n) -> new EclipseContender(n)),
    KOLOBOKE_HASH(
            Ids.KOLOBOKE_HASH,
            Family.HASH_MAP,
            Storage.OBJECTS,
            "Koloboke `HashIntObjMap` (cursors)",
            (c, n) -> new KolobokeContender(n)),
    HPPC_HASH(
            Ids.HPPC_HASH,
            Family.HASH_MAP,
            Storage.OBJECTS,
            "HPPC 0.10.0 `IntObjectHashMap` (its public `keys` and `values` buffers swept in slot order)",
            (c, n) -> new HppcContender(n)),
    AGRONA_HASH(
            Ids.AGRONA_HASH,
            Family.HASH_MAP,
            Storage.OBJECTS,
            "Agrona 2.6.0 `Int2ObjectHashMap` (`values().forEach`, `forEachInt`)",
            (c, n) -> new AgronaContender(n)),
    FASTUTIL_INLINE_HASH(
            Ids.FASTUTIL_INLINE_HASH,
            Family.HASH_MAP,
            Storage.INLINE,
            "fastutil `Int2LongOpenHashMap` with `x, y` packed in one `long` (`values().forEach`, fast entry iterator)",
            (c, n) -> new FastutilInlineContender(n)),
    DIRECT_ARRAY(
            Ids.DIRECT_ARRAY,
            Family.ARRAY,
            Storage.OBJECTS,
            "`Position[]` indexed by entity ID, `null` when absent",
            (c, n) -> new DirectArrayContender(c)),
    SPARSE_SET(
            Ids.SPARSE_SET,
            Family.SPARSE_SET,
            Storage.OBJECTS,
            "our `SparseSet`: sparse index + dense entities + dense component objects",
            SparseSetContender::new),
    PACKED_SPARSE_SET(
            Ids.PACKED_SPARSE_SET,
            Family.SPARSE_SET,
            Storage.INLINE,
            "our `PackedSparseSet`: a sparse set with `x, y` inline in one `float[]` (a C# struct array)",
            (c, n) -> InlineContender.packed(new PackedSparseSet(c, 2), new PackedSparseSet(c, 2), n)),
    PAGED_SPARSE_SET(
            Ids.PAGED_SPARSE_SET,
            Family.SPARSE_SET,
            Storage.INLINE,
            "our `PagedSparseSet`: a packed sparse set whose index is in 4096-entry pages allocated on first use, as in EnTT",
            (c, n) -> InlineContender.packed(new PagedSparseSet(c, 2), new PagedSparseSet(c, 2), n)),
    DENSE_HASH_MAP(
            Ids.DENSE_HASH_MAP,
            Family.DENSE_HASH_MAP,
            Storage.INLINE,
            "our `DenseHashMap` (the `entt::dense_map` design): dense keys and inline `x, y` in insertion order, a linear-probing index holding each key beside its dense index, any int key",
            (c, n) -> InlineContender.denseHashMaps(n)),
    SECTOR_ARRAY(
            Ids.SECTOR_ARRAY,
            Family.SECTOR_ARRAY,
            Storage.INLINE,
            "our `SectorArray` (the ECSS design), one component type per array",
            SectorArrayContender::new),
    SECTOR_ARRAY_GROUPED(
            Ids.SECTOR_ARRAY_GROUPED,
            Family.SECTOR_ARRAY,
            Storage.INLINE,
            "one `SectorArray` whose sectors hold Position and Velocity side by side",
            GroupedSectorArrayContender::new),
    /** JDK 22+: made reflectively; on an older JVM it is listed but {@link #unavailableOn unavailable} and not measured. */
    SECTOR_ARRAY_OFFHEAP(
            Ids.SECTOR_ARRAY_OFFHEAP,
            Family.SECTOR_ARRAY,
            Storage.INLINE,
            "`sector-array` in native memory: `OffHeapSectorArray`, "
                    + "chunks, IDs, masks and the entity map in `MemorySegment`s of an `Arena`, read through `ValueLayout` accessors (JDK 22+)",
            (c, n) -> ForeignMemory.create(Contender.class, Jdk22.OFF_HEAP_SECTOR_ARRAY, c, n)) {
        @Override
        public Optional<String> unavailableOn(int feature) {
            return ForeignMemory.unavailableOn(feature, Jdk22.OFF_HEAP_SECTOR_ARRAY);
        }
    },
    ARTEMIS_ODB(
            Ids.ARTEMIS_ODB,
            Family.FRAMEWORK,
            Storage.OBJECTS,
            "Artemis-odb 2.3.0 `World`: one array of component objects per type indexed by entity ID (`ComponentMapper` over a `Bag`); systems walk each aspect subscription's sorted `int[]` of entity IDs, updated at `world.process()`",
            ArtemisContender::new),
    DOMINION(
            Ids.DOMINION,
            Family.FRAMEWORK,
            Storage.OBJECTS,
            "Dominion 0.9.0 archetype ECS: entities with the same component types share 4096-slot chunks holding one `Object[]` per component type (`findCompositionsWith`)",
            DominionContender::new) {
        /** Each world starts with fixed chunk tables of a few MiB, which a batch of worlds must count to fit the fork's heap. */
        @Override
        public long containerOverheadBytes() {
            return 4L << 20;
        }
    },
    ASHLEY(
            Ids.ASHLEY,
            Family.FRAMEWORK,
            Storage.OBJECTS,
            "Ashley 1.7.4 (libGDX) `Engine`: a component bag inside each `Entity` object; each `Family` keeps an unordered array of its entities (removal is a linear search)",
            AshleyContender::new),
    /** Calibration only: packed-sparse-set about 1.3x slower on iteration and lookup, for {@code cli gate-check}. */
    PACKED_SPARSE_SET_SLOWED(
            Ids.PACKED_SPARSE_SET_SLOWED,
            Family.SPARSE_SET,
            Storage.INLINE,
            "calibration only: `packed-sparse-set` doing about 30% extra work per element (the gate self-test's slowed variant)",
            SlowedPackedSparseSetContender::new,
            true);

    /**
     * Every contender's {@link #id()} as a compile-time constant, for what must spell an id where an
     * enum constant cannot go (a JMH {@code @Param} list): a misspelt name there fails to compile.
     */
    public static final class Ids {
        public static final String HASH_MAP = "hash-map";
        public static final String TREE_MAP = "tree-map";
        public static final String FASTUTIL_OPEN_HASH = "fastutil-open-hash";
        public static final String FASTUTIL_RB_TREE = "fastutil-rb-tree";
        public static final String ECLIPSE_HASH = "eclipse-hash";
        public static final String KOLOBOKE_HASH = "koloboke-hash";
        public static final String HPPC_HASH = "hppc-hash";
        public static final String AGRONA_HASH = "agrona-hash";
        public static final String FASTUTIL_INLINE_HASH = "fastutil-inline-hash";
        public static final String DIRECT_ARRAY = "direct-array";
        public static final String SPARSE_SET = "sparse-set";
        public static final String PACKED_SPARSE_SET = "packed-sparse-set";
        public static final String PAGED_SPARSE_SET = "paged-sparse-set";
        public static final String DENSE_HASH_MAP = "dense-hash-map";
        public static final String SECTOR_ARRAY = "sector-array";
        public static final String SECTOR_ARRAY_GROUPED = "sector-array-grouped";
        public static final String SECTOR_ARRAY_OFFHEAP = "sector-array-offheap";
        public static final String ARTEMIS_ODB = "artemis-odb";
        public static final String DOMINION = "dominion";
        public static final String ASHLEY = "ashley";
        public static final String PACKED_SPARSE_SET_SLOWED = "packed-sparse-set-slowed";

        private Ids() {}
    }

    /** The JDK 22+ contender classes (src/main/java22), named here only, never imported. */
    private static final class Jdk22 {
        static final String OFF_HEAP_SECTOR_ARRAY = "io.componentbench.contender.OffHeapSectorArrayContender";
    }

    /** Makes an empty contender from an entity capacity and an expected size (0: the library's default). */
    @FunctionalInterface
    interface Factory {
        Contender create(int entityCapacity, int expectedSize);
    }

    private final String id;
    private final Family family;
    private final Storage storage;
    private final String description;
    private final Factory factory;
    private final boolean calibrationOnly;

    ContenderKind(String id, Family family, Storage storage, String description, Factory factory) {
        this(id, family, storage, description, factory, false);
    }

    ContenderKind(
            String id, Family family, Storage storage, String description, Factory factory, boolean calibrationOnly) {
        this.id = id;
        this.family = family;
        this.storage = storage;
        this.description = description;
        this.factory = factory;
        this.calibrationOnly = calibrationOnly;
    }

    /**
     * Heap bytes one empty container costs whatever its size (a framework's world); the batched
     * workloads size their batches by it so a batch fits the fork's young generation. 0 for every
     * plain container.
     */
    public long containerOverheadBytes() {
        return 0;
    }

    /**
     * Why this contender cannot run on a JVM of Java {@code feature} with this build (for example
     * {@code needs JDK 22+}), or empty when it can. Runs leave it out of the forks of such a JVM and the
     * report says why it is missing; every heap contender runs on 17 and later.
     */
    public Optional<String> unavailableOn(int feature) {
        return Optional.empty();
    }

    /** {@link #unavailableOn} the JVM running this code. */
    public Optional<String> unavailableHere() {
        return unavailableOn(Runtime.version().feature());
    }

    /** Whether this exists only to calibrate the regression gate: never in profiles, reports or {@link #all()}. */
    public boolean calibrationOnly() {
        return calibrationOnly;
    }

    /** The stable name, e.g. {@code sparse-set}: the JMH parameter value, and the name in charts and tables. */
    public String id() {
        return id;
    }

    /** What kind of structure it is; the report's claims select contenders by family. */
    public Family family() {
        return family;
    }

    /** Whether it holds component objects or the fields inline. */
    public Storage storage() {
        return storage;
    }

    /** One line saying what it is (Markdown: code in backticks), as the README and the report show it. */
    public String description() {
        return description;
    }

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
        unavailableHere().ifPresent(why -> {
            throw new UnsupportedOperationException(id + " cannot run here: " + why);
        });
        return factory.create(entityCapacity, expectedSize);
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

package io.componentbench.contender;

/**
 * The kind of data structure a contender is, as the report groups them: its claims speak of "the
 * fastest hash map" or "every map", and select the contenders by family, so a new hash map joins
 * those claims by saying it is one.
 */
public enum Family {
    /** An open-addressing or chained hash map keyed by entity ID. */
    HASH_MAP("hash-map", "hash map"),
    /** A balanced search tree keyed by entity ID. */
    TREE_MAP("tree-map", "tree map"),
    /** A plain array indexed by entity ID. */
    ARRAY("array", "array indexed by ID"),
    /** A sparse index by entity ID into dense, swap-back arrays. */
    SPARSE_SET("sparse-set", "sparse set"),
    /** The ECSS sector-array design: sectors of component slots sorted by entity ID. */
    SECTOR_ARRAY("sector-array", "sector array"),
    /** The entt::dense_map design: dense entries in insertion order behind a hashed index, swap-back removal. */
    DENSE_HASH_MAP("dense-hash-map", "dense hash map"),
    /** A Java ECS framework's own component storage, used through its idioms. */
    FRAMEWORK("framework", "ECS framework");

    private final String id;
    private final String label;

    Family(String id, String label) {
        this.id = id;
        this.label = label;
    }

    /** The stable name, e.g. {@code hash-map}. */
    public String id() {
        return id;
    }

    /** How the report names the family in prose, e.g. "hash map". */
    public String label() {
        return label;
    }

    /** A map from entity ID to component reached by hashing the ID. */
    public boolean hashed() {
        return this == HASH_MAP || this == DENSE_HASH_MAP;
    }

    /** A general-purpose map (hashed or ordered), as opposed to a structure built for entity IDs. */
    public boolean map() {
        return hashed() || this == TREE_MAP;
    }
}

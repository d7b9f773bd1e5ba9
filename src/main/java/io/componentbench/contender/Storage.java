package io.componentbench.contender;

/** How a contender holds a component's fields: one heap object per component, or inline in primitive arrays. */
public enum Storage {
    /** A {@code Position} object per entity, reached through a reference. */
    OBJECTS("objects"),
    /** The floats themselves, in primitive arrays (the C# struct-array layout). */
    INLINE("inline");

    private final String id;

    Storage(String id) {
        this.id = id;
    }

    /** The stable name, as in the contender table of docs/contenders.md. */
    public String id() {
        return id;
    }
}

package io.componentbench.container;

/**
 * A component store whose components are a fixed number of {@code float} fields kept inline in
 * dense arrays, with swap-back removal: the shape shared by the packed sparse sets (keys indexed by
 * entity ID) and the dense hash map (keys found through a hashed index). The dense part is what
 * systems walk; {@link #indexOf} is the only thing the two designs do differently.
 */
public interface InlineComponents {
    /** Components stored. */
    int size();

    /** The dense index of {@code key}'s component, or -1 when it has none; never throws. */
    int indexOf(int key);

    /** Adds a zeroed component for {@code key} and returns its dense index. */
    int add(int key);

    /** Sets field {@code field} of the component at {@code denseIndex}. */
    void set(int denseIndex, int field, float value);

    /** Removes {@code key}'s component, moving the last one into its slot; false when it had none. */
    boolean remove(int key);

    /** The keys in dense order (zero copy; the first {@link #size()} are valid until the next add). */
    int[] denseKeys();

    /** The fields in dense order, {@code fieldCount} per component (zero copy, valid until the next add). */
    float[] denseFields();
}

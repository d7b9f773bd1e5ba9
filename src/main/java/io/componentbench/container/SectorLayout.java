package io.componentbench.container;

import java.util.Arrays;

/**
 * Where each component slot lives inside a sector: slot {@code s} occupies {@code words(s)} 32-bit
 * words starting at word {@code offset(s)}. Computed once at construction, the Java analogue of the
 * compile-time offsets ECSS derives from its component type list. At most 32 slots, because a
 * sector's alive mask has one bit per slot.
 */
public final class SectorLayout {
    /** The alive mask is an {@code int}: one bit per slot. */
    public static final int MAX_SLOTS = 32;

    private final int[] words;
    private final int[] offsets;
    private final int sectorWords;

    private SectorLayout(int[] words) {
        if (words.length == 0 || words.length > MAX_SLOTS) {
            throw new IllegalArgumentException("a sector layout needs 1.." + MAX_SLOTS + " slots, got " + words.length);
        }
        this.words = words.clone();
        this.offsets = new int[words.length];
        long at = 0;
        for (int s = 0; s < words.length; s++) {
            if (words[s] < 1) throw new IllegalArgumentException("slot " + s + " needs >= 1 word, got " + words[s]);
            offsets[s] = (int) at;
            at += words[s];
            if (at > EntityChecks.MAX_ARRAY_LENGTH) {
                throw new IllegalArgumentException(
                        "a sector of " + Arrays.toString(words) + " words is longer than the longest Java array");
            }
        }
        this.sectorWords = (int) at;
    }

    /** A layout whose slot {@code s} holds {@code wordsPerSlot[s]} 32-bit words. */
    public static SectorLayout of(int... wordsPerSlot) {
        return new SectorLayout(wordsPerSlot);
    }

    public int slots() {
        return words.length;
    }

    public int words(int slot) {
        return words[slot];
    }

    public int offset(int slot) {
        return offsets[slot];
    }

    /** Payload words per sector (all slots). */
    public int sectorWords() {
        return sectorWords;
    }

    /** The alive-mask bit of a slot. */
    public int bit(int slot) {
        if (slot < 0 || slot >= words.length) {
            throw new IndexOutOfBoundsException("slot " + slot + " outside 0.." + (words.length - 1));
        }
        return 1 << slot;
    }

    @Override
    public String toString() {
        return "SectorLayout" + Arrays.toString(words);
    }
}

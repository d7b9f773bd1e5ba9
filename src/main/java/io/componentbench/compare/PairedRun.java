package io.componentbench.compare;

import java.util.List;
import java.util.Map;

/**
 * An A/B run as the formats of its {@link PairedComparison} describe it ({@link PairedFormat}): the
 * two sides, how it measured, and the results only one side had. {@code ab.Pairing} is the one.
 */
public interface PairedRun {
    /** The base side for a title: its revision and abbreviated commit, or its jar's file name. */
    String baseName();

    /** The head side for a title. */
    String headName();

    /** The base side for JSON: revision, commit and jar hash. */
    Map<String, Object> baseDescription();

    /** The head side for JSON. */
    Map<String, Object> headDescription();

    /** The mode's id, e.g. {@code side-by-side}. */
    String modeId();

    /** The mode in words, e.g. {@code both builds side by side in one JVM}. */
    String modeDescription();

    /** How the samples were made and estimated, in a sentence, with the seed of the order. */
    String method();

    /** The profile's name. */
    String profile();

    int rounds();

    /** The seed of the order. */
    long seed();

    /** Results only the base had (not compared). */
    List<String> onlyInBase();

    /** Results only the head had (not compared). */
    List<String> onlyInHead();
}

package io.componentbench.results;

import java.util.List;

/**
 * A recoverable problem found while loading a run ({@link RunData#problems()}): which part of the run
 * directory it concerns, and the message shown for it. Readers choose problems by their part, never by
 * their text, so a message can be reworded without changing what a comparison counts.
 *
 * @param part what was left out because of it
 * @param text the one-line message the report and the comparison print
 */
public record LoadProblem(Part part, String text) {
    /** The part of a run directory a problem concerns. */
    public enum Part {
        /** env.json, missing or unreadable: the environment is unknown. */
        ENVIRONMENT,
        /** A result this version cannot read, left out of the run. */
        RESULT,
        /** footprint.json or one of its entries, missing or unreadable: memory figures are absent. */
        FOOTPRINT,
        /** cache-model.json, unreadable: the counted cache figures are absent. */
        CACHE_MODEL
    }

    /** The texts of {@code problems}, in order. */
    public static List<String> texts(List<LoadProblem> problems) {
        return problems.stream().map(LoadProblem::text).toList();
    }

    /** The texts of those of {@code problems} that concern {@code part}, in order. */
    public static List<String> texts(List<LoadProblem> problems, Part part) {
        return texts(problems.stream().filter(p -> p.part() == part).toList());
    }
}

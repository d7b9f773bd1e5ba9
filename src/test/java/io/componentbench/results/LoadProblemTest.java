package io.componentbench.results;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** A problem's part, not its wording, decides which readers count it. */
class LoadProblemTest {
    @Test
    void thePartDecidesNotTheText() {
        List<LoadProblem> problems = List.of(
                new LoadProblem(LoadProblem.Part.RESULT, "a result reworded without the old prefix"),
                new LoadProblem(LoadProblem.Part.FOOTPRINT, "unreadable result lookalike: a footprint entry"),
                new LoadProblem(LoadProblem.Part.ENVIRONMENT, "unreadable result lookalike: the environment"),
                new LoadProblem(LoadProblem.Part.RESULT, "unreadable result x: score is not a number"));
        assertEquals(
                List.of("a result reworded without the old prefix", "unreadable result x: score is not a number"),
                LoadProblem.texts(problems, LoadProblem.Part.RESULT));
        assertEquals(
                List.of("unreadable result lookalike: a footprint entry"),
                LoadProblem.texts(problems, LoadProblem.Part.FOOTPRINT));
        assertEquals(4, LoadProblem.texts(problems).size(), "the report shows every problem");
    }
}

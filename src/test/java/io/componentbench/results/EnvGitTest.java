package io.componentbench.results;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** A run records the checkout it started from, and whether it changed before the run ended. */
class EnvGitTest {
    @Test
    void theStartStateIsKeptAndAnEditDuringTheRunIsNoted() throws Exception {
        Env.Git start = new Env.Git("abc", false, false);
        Env.Git edited = start.endedAs(new Env.Git("abc", true, false));
        assertFalse(edited.dirty(), "the jar was built from a clean tree");
        assertTrue(edited.changedDuringRun());
        assertTrue(start.endedAs(new Env.Git("def", false, false)).changedDuringRun(), "a commit during the run");
        assertFalse(start.endedAs(new Env.Git("abc", false, false)).changedDuringRun());
        assertEquals(
                "{\"commit\":\"abc\",\"dirty\":false}",
                Json.compact(start),
                "an unchanged run's git record keeps its old form");
        assertEquals(edited, Json.MAPPER.readValue(Json.compact(edited), Env.Git.class));
    }
}

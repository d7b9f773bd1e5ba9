package io.componentbench.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** A method is stored by its text and read back as the same constant; any other text is refused by name. */
class IntervalMethodTest {
    @Test
    void eachMethodIsReadBackFromItsStoredText() {
        for (IntervalMethod m : IntervalMethod.values()) {
            assertEquals(m, IntervalMethod.byText(m.text()));
            assertEquals(m.text(), m.toString(), "joined into a message it reads as its text");
        }
    }

    @Test
    void anUnknownTextIsRefusedListingTheKnownOnes() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> IntervalMethod.byText("FORKS"));
        assertTrue(e.getMessage().contains("'FORKS'"), e.getMessage());
        assertTrue(e.getMessage().contains(IntervalMethod.FORKS.text()), e.getMessage());
    }

    @Test
    void oneForkIsTheSingleForkMethod() {
        assertEquals(IntervalMethod.SINGLE_FORK, IntervalMethod.forForks(1));
        assertEquals(IntervalMethod.FORKS, IntervalMethod.forForks(2));
    }
}

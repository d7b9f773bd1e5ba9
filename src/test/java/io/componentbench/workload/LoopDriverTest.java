package io.componentbench.workload;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.componentbench.CapturedOutput;
import org.junit.jupiter.api.Test;

/**
 * The untimed driver of {@code scripts/asm-loop} runs a workload on a contender for the time it is given
 * and prints how many passes it made, in either state.
 */
class LoopDriverTest {
    @Test
    void runsTheWorkloadItIsGiven() {
        String join = CapturedOutput.stderrOf(
                () -> LoopDriver.main(new String[] {"sector-array-grouped", "join", "1000", "0.05"}));
        assertTrue(
                join.matches(
                        "(?s)LoopDriver: [1-9][0-9]* passes of join on sector-array-grouped, checksum -?[0-9]+\\s*"),
                join);
        String iterate = CapturedOutput.stderrOf(
                () -> LoopDriver.main(new String[] {"packed-sparse-set", "iterate", "1000", "0.05", "churned"}));
        assertTrue(iterate.contains("passes of iterate on packed-sparse-set"), iterate);
    }
}

package io.componentbench.contender;

import org.junit.jupiter.api.Assumptions;

/**
 * Skips a test of a contender that cannot run on this JVM ({@link ContenderKind#unavailableOn}: the
 * off-heap sector array below JDK 22), with the reason as the skip message, so a JDK 17 test run
 * says what it left out instead of failing or passing silently.
 */
public final class RunsHere {
    private RunsHere() {}

    public static void assume(ContenderKind kind) {
        Assumptions.assumeTrue(
                kind.unavailableHere().isEmpty(),
                () -> kind.id() + " not tested on this JVM (Java "
                        + Runtime.version().feature() + "): "
                        + kind.unavailableHere().orElse(""));
    }
}

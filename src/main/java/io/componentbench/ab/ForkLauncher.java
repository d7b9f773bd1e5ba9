package io.componentbench.ab;

import java.io.IOException;
import java.nio.file.Path;

/**
 * Runs one fork of one cell on one side and leaves JMH's JSON result (an array holding that cell's
 * result) in a file. {@link JmhForkLauncher} runs the side's benchmark jar; tests substitute fakes.
 */
@FunctionalInterface
public interface ForkLauncher {
    void launch(AbSide side, AbCell cell, Path resultFile) throws IOException, InterruptedException;
}

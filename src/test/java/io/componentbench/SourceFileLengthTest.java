package io.componentbench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * No source file of {@code src/main} is longer than {@value #MAX_LINES} lines: a file past that holds
 * more than one responsibility, and is split by responsibility rather than allowed to grow.
 */
class SourceFileLengthTest {
    static final int MAX_LINES = 500;

    @Test
    void noFileOfSrcMainIsLongerThanTheLimit() throws IOException {
        List<String> tooLong = new ArrayList<>();
        int files = 0;
        try (Stream<Path> walk = Files.walk(Path.of("src/main"))) {
            for (Path f :
                    walk.filter(p -> p.toString().endsWith(".java")).sorted().toList()) {
                files++;
                long lines = Files.readAllLines(f).size();
                if (lines > MAX_LINES) tooLong.add(f + ": " + lines + " lines");
            }
        }
        assertEquals(List.of(), tooLong, "split each by responsibility (at most " + MAX_LINES + " lines a file)");
        assertTrue(files > 100, "the scan found the sources (" + files + " files)");
    }
}

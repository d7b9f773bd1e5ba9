package io.componentbench.store;

import java.nio.file.Path;

/**
 * The directory the default paths ({@code results/runs}, {@code results/baseline},
 * {@code results/history.jsonl}, {@code report}) belong to: the {@code componentbench.home} system
 * property, which {@code scripts/cli} sets to the repository root, else the working directory.
 * Paths the user types are not resolved here: they resolve against the working directory, the
 * directory the user ran the command from.
 */
public final class ProjectHome {
    /** The system property naming the project directory. */
    public static final String PROPERTY = "componentbench.home";

    private ProjectHome() {}

    /** The project directory, absolute. */
    public static Path dir() {
        String home = System.getProperty(PROPERTY);
        return (home == null || home.isBlank() ? Path.of("") : Path.of(home))
                .toAbsolutePath()
                .normalize();
    }

    /** A default path inside the project directory. */
    public static Path resolve(String first, String... more) {
        return dir().resolve(Path.of(first, more));
    }
}

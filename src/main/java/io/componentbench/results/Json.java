package io.componentbench.results;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;

/**
 * The project's one JSON mapper, and atomic file writes (temporary file, then move into place). The
 * mapper writes the vocabulary by its ids ({@link JsonVocabulary}) and ignores fields it does not
 * know, so files written by a later version still load.
 */
public final class Json {
    public static final ObjectMapper MAPPER = new ObjectMapper()
            .enable(SerializationFeature.INDENT_OUTPUT)
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .registerModule(JsonVocabulary.module());

    private Json() {}

    /** Writes {@code value} as JSON to {@code file} without ever leaving a half-written file there. */
    public static void write(Path file, Object value) throws IOException {
        writeString(file, MAPPER.writeValueAsString(value));
    }

    /** {@code value} as JSON on one line. */
    public static String compact(Object value) throws IOException {
        return MAPPER.writer().without(SerializationFeature.INDENT_OUTPUT).writeValueAsString(value);
    }

    /**
     * Writes text atomically: to a sibling temporary file, then an atomic move over {@code file}. The
     * file gets the permissions the user's umask gives (a JDK temporary file would be private, 0600).
     */
    public static void writeString(Path file, String text) throws IOException {
        Path dir = file.toAbsolutePath().getParent();
        Files.createDirectories(dir);
        Path tmp = dir.resolve(
                "." + file.getFileName() + "." + ProcessHandle.current().pid() + "-" + System.nanoTime() + ".tmp");
        try {
            Files.writeString(tmp, text, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE);
            Files.move(tmp, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } finally {
            Files.deleteIfExists(tmp);
        }
    }
}

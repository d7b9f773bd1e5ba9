package io.componentbench.ab;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.DigestInputStream;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * One side of an A/B run: {@code base} or {@code head}, what the user named (a git revision or a
 * jar), the commit it resolved to (null for a prebuilt jar), and the benchmark jar that runs it.
 */
public record AbSide(String name, String revision, String commit, Path jar, String jarSha256) {
    public static final String BASE = "base";
    public static final String HEAD = "head";

    /** A side whose jar is {@code jar}, hashing it. */
    public static AbSide of(String name, String revision, String commit, Path jar) throws IOException {
        return new AbSide(name, revision, commit, jar, sha256(jar));
    }

    /** The commit abbreviated for tables, or the jar's file name. */
    public String shortName() {
        return commit != null
                ? revision + " (" + commit.substring(0, Math.min(10, commit.length())) + ")"
                : jar.getFileName().toString();
    }

    Map<String, Object> describe() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("revision", revision);
        m.put("commit", commit);
        m.put("jarSha256", jarSha256);
        return m;
    }

    static String sha256(Path file) throws IOException {
        try (InputStream in = new DigestInputStream(Files.newInputStream(file), MessageDigest.getInstance("SHA-256"))) {
            in.transferTo(java.io.OutputStream.nullOutputStream());
            return HexFormat.of()
                    .formatHex(((DigestInputStream) in).getMessageDigest().digest());
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}

package io.componentbench.results;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.componentbench.stats.Estimate;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * {@code results/history.jsonl}: one line per run (commit, time, machine fingerprint, profile, and
 * every result's estimate: the center and 95% interval the report uses, {@link Result#estimate()},
 * with its method), appended after each run. It feeds the report's trend charts; unlike a single
 * previous point it shows drift, and unlike a results file per run it survives the clean-up of old
 * run directories. Lines written before the history kept estimates hold JMH's score and 99.9%
 * error instead: they load with their score as the center and no interval ({@link #JMH_METHOD}).
 */
public final class History {
    public static final Path DEFAULT = Path.of("results", "history.jsonl");

    /** The method of a point from a line written before the history kept estimates: JMH's score, its 99.9% error left out. */
    public static final String JMH_METHOD = "JMH score (an older history line: no interval of this report's method)";

    /**
     * One result of one run in the history: the run's end time (ISO-8601, or "unknown") and the
     * result's estimate in ns per element, its interval NaN when it has none.
     */
    public record Point(
            String run,
            String profile,
            String commit,
            String time,
            String machine,
            Variant variant,
            double center,
            double lower,
            double upper,
            String method) {
        /** Whether the point has an interval. */
        public boolean hasInterval() {
            return !Double.isNaN(lower) && !Double.isNaN(upper);
        }
    }

    private History() {}

    /**
     * Refuses (an {@link IOException} naming the file) a history to append to that this tool did not
     * write: a directory, or a file whose first line is not a history record (one JSON object with a
     * {@code run} name and a {@code results} array), such as a run's {@code env.json}, a baseline's
     * results or a user's text. Absent and empty files pass, and so does a file whose only line was
     * cut short by a full disk ({@code {"run":} and no newline). Later lines are not checked: a
     * damaged line of a history is skipped by {@link #load}, with a message.
     */
    public static void requireHistoryFile(Path file) throws IOException {
        if (Files.isDirectory(file)) throw new IOException("history " + file + " is a directory, not a file");
        if (!Files.exists(file)) return;
        if (!Files.isRegularFile(file))
            throw new IOException("refusing to append to " + file + ": it is not a regular file");
        String first;
        boolean terminated;
        try (java.io.BufferedReader r = Files.newBufferedReader(file, java.nio.charset.StandardCharsets.ISO_8859_1)) {
            String line;
            do line = r.readLine();
            while (line != null && line.isBlank());
            if (line == null) return;
            first = line;
            terminated = r.read() >= 0 || Files.readAllBytes(file)[(int) Files.size(file) - 1] == '\n';
        }
        JsonNode record;
        try {
            record = Json.MAPPER.readTree(first);
        } catch (IOException e) {
            record = null;
        }
        boolean ours = record != null
                && record.isObject()
                && record.path("run").isTextual()
                && record.path("results").isArray();
        if (!ours && !(first.startsWith("{\"run\":") && !terminated))
            throw new IOException("refusing to append to " + file + ": it is not a run history componentbench"
                    + " wrote (its first line is not a history record); give a history file or a new path");
    }

    /**
     * Appends the run as one line (a single write of a whole line, so a crash cannot leave half a line
     * behind a good one), to a history this tool wrote ({@link #requireHistoryFile}).
     */
    public static void append(Path file, RunData run) throws IOException {
        requireHistoryFile(file);
        ObjectNode line = Json.MAPPER.createObjectNode();
        line.put("run", run.dir().getFileName().toString());
        line.put("profile", run.profile());
        line.put("commit", run.env().map(e -> e.git().commit()).orElse("unknown"));
        line.put("time", run.env().map(Env::end).orElse("unknown"));
        line.put("machine", run.env().map(Env::machineFingerprint).orElse("unknown"));
        ArrayNode results = line.putArray("results");
        for (Result r : run.results()) {
            ObjectNode o = results.addObject();
            o.put("benchmark", r.benchmark());
            o.set("params", Json.MAPPER.valueToTree(r.params()));
            Estimate e = r.estimateOrCenter();
            o.put("center", e.center());
            o.put("lower", e.lower());
            o.put("upper", e.upper());
            o.put("level", e.level());
            o.put("method", e.method().text());
        }
        if (file.getParent() != null) Files.createDirectories(file.getParent());
        String text = Json.compact(line) + "\n";
        // start on a fresh line even when the file's last line has no newline (an editor, a crash)
        if (Files.exists(file) && Files.size(file) > 0) {
            try (java.io.RandomAccessFile f = new java.io.RandomAccessFile(file.toFile(), "r")) {
                f.seek(f.length() - 1);
                if (f.read() != '\n') text = "\n" + text;
            }
        }
        Files.writeString(file, text, StandardOpenOption.CREATE, StandardOpenOption.APPEND);
    }

    /**
     * Every point in the file, oldest run first; a missing file is an empty history. A line that is
     * not valid UTF-8 or not a history record (a last line cut short by a full disk, say), or a result
     * this version cannot read (e.g. of a contender since renamed), is skipped with a message naming
     * its line number; a run recorded on more than one line keeps its last line only, with a message.
     */
    public static List<Point> load(Path file) throws IOException {
        List<Point> points = new ArrayList<>();
        if (!Files.exists(file)) return points;
        if (Files.isDirectory(file)) throw new IOException("history " + file + " is a directory, not a file");
        byte[] bytes = Files.readAllBytes(file);
        int number = 0;
        Map<String, Integer> lineOf = new java.util.HashMap<>();
        for (int start = 0; start < bytes.length; ) {
            int end = start;
            while (end < bytes.length && bytes[end] != '\n') end++;
            number++;
            String text;
            try {
                text = java.nio.charset.StandardCharsets.UTF_8
                        .newDecoder()
                        .decode(java.nio.ByteBuffer.wrap(bytes, start, end - start))
                        .toString();
            } catch (java.nio.charset.CharacterCodingException e) {
                System.err.println("componentbench: skipping line " + number + " of " + file + ": not valid UTF-8");
                text = "";
            }
            start = end + 1;
            if (text.isBlank()) continue;
            JsonNode line;
            try {
                line = Json.MAPPER.readTree(text);
            } catch (IOException e) {
                System.err.println("componentbench: skipping line " + number + " of " + file + ": "
                        + String.valueOf(e.getMessage()).lines().findFirst().orElse(""));
                continue;
            }
            String run = line.path("run").asText();
            Integer earlier = lineOf.put(run, number);
            if (earlier != null) {
                points.removeIf(p -> p.run().equals(run));
                System.err.println("componentbench: run " + run + " appears on lines " + earlier + " and " + number
                        + " of " + file + ": using line " + number + " only");
            }
            for (JsonNode r : line.path("results")) {
                try {
                    Map<String, String> params = new TreeMap<>();
                    r.path("params")
                            .properties()
                            .forEach(e -> params.put(e.getKey(), e.getValue().asText()));
                    boolean estimate = r.has("center");
                    points.add(new Point(
                            line.path("run").asText(),
                            line.path("profile").asText(),
                            line.path("commit").asText(),
                            line.path("time").asText("unknown"),
                            line.path("machine").asText(),
                            Variant.parse(r.path("benchmark").asText(), params),
                            r.path(estimate ? "center" : "nsPerElement").asDouble(Double.NaN),
                            estimate ? r.path("lower").asDouble(Double.NaN) : Double.NaN,
                            estimate ? r.path("upper").asDouble(Double.NaN) : Double.NaN,
                            estimate ? r.path("method").asText() : JMH_METHOD));
                } catch (RuntimeException e) {
                    System.err.println(
                            "componentbench: skipping an unreadable result in " + file + ": " + e.getMessage());
                }
            }
        }
        return points;
    }

    /** The distinct runs of these points, oldest first. */
    public static List<String> runs(List<Point> points) {
        return points.stream().map(Point::run).distinct().toList();
    }
}

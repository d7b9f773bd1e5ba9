package io.componentbench.results;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * {@code results/history.jsonl}: one line per run (commit, time, machine fingerprint, profile, and
 * every result's ns/element and error), appended after each run. It feeds the report's trend charts;
 * unlike a single previous point it shows drift, and unlike a results file per run it survives the
 * clean-up of old run directories.
 */
public final class History {
    public static final Path DEFAULT = Path.of("results", "history.jsonl");

    /** One result of one run in the history. */
    public record Point(String run, String profile, String commit, String machine, Variant variant, double nsPerElement,
                        double errorPerElement) {}

    private History() {}

    /** Appends the run as one line (a single write of a whole line, so a crash cannot leave half a line behind a good one). */
    public static void append(Path file, RunData run) throws IOException {
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
            o.put("nsPerElement", r.nsPerElement());
            o.put("errorPerElement", r.errorPerElement());
        }
        if (file.getParent() != null) Files.createDirectories(file.getParent());
        if (Files.isDirectory(file)) throw new IOException("history " + file + " is a directory, not a file");
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
     * not valid UTF-8 or not a history record, or a result this version cannot read (e.g. of a
     * contender since renamed), is skipped with a message naming its line number.
     */
    public static List<Point> load(Path file) throws IOException {
        List<Point> points = new ArrayList<>();
        if (!Files.exists(file)) return points;
        if (Files.isDirectory(file)) throw new IOException("history " + file + " is a directory, not a file");
        byte[] bytes = Files.readAllBytes(file);
        int number = 0;
        for (int start = 0; start < bytes.length; ) {
            int end = start;
            while (end < bytes.length && bytes[end] != '\n') end++;
            number++;
            String text;
            try {
                text = java.nio.charset.StandardCharsets.UTF_8.newDecoder()
                        .decode(java.nio.ByteBuffer.wrap(bytes, start, end - start)).toString();
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
                System.err.println("componentbench: skipping line " + number + " of " + file + ": " + String.valueOf(e.getMessage()).lines().findFirst().orElse(""));
                continue;
            }
            for (JsonNode r : line.path("results")) {
                try {
                    Map<String, String> params = new TreeMap<>();
                    r.path("params").fields().forEachRemaining(e -> params.put(e.getKey(), e.getValue().asText()));
                    points.add(new Point(line.path("run").asText(), line.path("profile").asText(), line.path("commit").asText(),
                            line.path("machine").asText(), Variant.parse(r.path("benchmark").asText(), params),
                            r.path("nsPerElement").asDouble(Double.NaN), r.path("errorPerElement").asDouble(Double.NaN)));
                } catch (RuntimeException e) {
                    System.err.println("componentbench: skipping an unreadable result in " + file + ": " + e.getMessage());
                }
            }
        }
        return points;
    }

    /** The distinct runs of these points, oldest first. */
    public static List<String> runs(List<Point> points) {
        return points.stream().map(Point::run).distinct().toList();
    }

    /** Per contender id, (run number, ns/element) of a scenario at a size, in history order. */
    public static Map<String, double[][]> trend(List<Point> points, Scenario scenario, int size) {
        List<String> runs = runs(points);
        Map<String, List<double[]>> series = new LinkedHashMap<>();
        for (Point p : points) {
            if (!p.variant().scenario().equals(scenario) || p.variant().size() != size) continue;
            series.computeIfAbsent(p.variant().contenderId(), k -> new ArrayList<>()).add(new double[] {runs.indexOf(p.run()) + 1, p.nsPerElement()});
        }
        Map<String, double[][]> out = new LinkedHashMap<>();
        series.forEach((c, l) -> out.put(c, l.toArray(double[][]::new)));
        return out;
    }
}

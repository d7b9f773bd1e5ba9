package io.componentbench.report;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.componentbench.run.Json;
import io.componentbench.workload.Workload;
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
    public record Point(String run, String profile, String commit, String machine, Workload workload, String contender,
                        Map<String, String> params, double nsPerElement, double errorPerElement) {}

    private History() {}

    /** Appends the run as one line (a single write of a whole line, so a crash cannot leave half a line behind a good one). */
    public static void append(Path file, RunData run) throws IOException {
        ObjectNode line = Json.MAPPER.createObjectNode();
        JsonNode env = run.env();
        line.put("run", run.dir().getFileName().toString());
        line.put("profile", run.profile());
        line.put("commit", env == null ? "unknown" : env.path("git").path("commit").asText());
        line.put("time", env == null ? "unknown" : env.path("end").asText());
        line.put("machine", env == null ? "unknown" : env.path("machineFingerprint").asText());
        ArrayNode results = line.putArray("results");
        for (Result r : run.results()) {
            ObjectNode o = results.addObject();
            o.put("benchmark", r.benchmark());
            o.set("params", Json.MAPPER.valueToTree(r.params()));
            o.put("nsPerElement", r.nsPerElement());
            o.put("errorPerElement", r.errorPerElement());
        }
        if (file.getParent() != null) Files.createDirectories(file.getParent());
        String text = Json.MAPPER.writer().without(com.fasterxml.jackson.databind.SerializationFeature.INDENT_OUTPUT).writeValueAsString(line) + "\n";
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
     * not valid UTF-8 or not a history record is skipped with a message naming its number.
     */
    public static List<Point> load(Path file) throws IOException {
        List<Point> points = new ArrayList<>();
        if (!Files.exists(file)) return points;
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
            try {
                JsonNode line = Json.MAPPER.readTree(text);
                for (JsonNode r : line.path("results")) {
                    Map<String, String> params = new TreeMap<>();
                    r.path("params").fields().forEachRemaining(e -> params.put(e.getKey(), e.getValue().asText()));
                    String benchmark = r.path("benchmark").asText();
                    points.add(new Point(line.path("run").asText(), line.path("profile").asText(), line.path("commit").asText(),
                            line.path("machine").asText(), Workload.ofBenchmark(benchmark),
                            benchmark.endsWith(".rawArray") ? Result.RAW_ARRAY : params.get("contender"), params,
                            r.path("nsPerElement").asDouble(Double.NaN), r.path("errorPerElement").asDouble(Double.NaN)));
                }
            } catch (IOException | RuntimeException e) {
                System.err.println("componentbench: skipping line " + number + " of " + file + ": " + String.valueOf(e.getMessage()).lines().findFirst().orElse(""));
            }
        }
        return points;
    }

    /** Per contender, (run number, ns/element) of a workload variant at a size, in history order. */
    public static Map<String, double[][]> trend(List<Point> points, Workload w, Map<String, String> variant, int size) {
        List<String> runs = points.stream().map(Point::run).distinct().toList();
        Map<String, List<double[]>> series = new LinkedHashMap<>();
        for (Point p : points) {
            Map<String, String> v = new TreeMap<>(p.params());
            v.remove("contender");
            String s = v.remove("size");
            if (p.workload() != w || !v.equals(variant) || !String.valueOf(size).equals(s)) continue;
            series.computeIfAbsent(p.contender(), k -> new ArrayList<>()).add(new double[] {runs.indexOf(p.run()) + 1, p.nsPerElement()});
        }
        Map<String, double[][]> out = new LinkedHashMap<>();
        series.forEach((c, l) -> out.put(c, l.toArray(double[][]::new)));
        return out;
    }
}

package io.componentbench.report;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import io.componentbench.run.BenchmarkRunner;
import io.componentbench.run.Footprint;
import io.componentbench.run.Json;
import io.componentbench.workload.Workload;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * A run directory read back: its normalized results, its environment and its footprint entries.
 * Every way a directory can be unusable (missing, no results file, empty or malformed JSON, results
 * that are not ours) becomes a {@link BadRunException} with a one-line message.
 */
public final class RunData {
    private final Path dir;
    private final List<Result> results;
    private final JsonNode env;
    private final List<Footprint.Entry> footprint;
    private final List<String> problems;

    private RunData(Path dir, List<Result> results, JsonNode env, List<Footprint.Entry> footprint, List<String> problems) {
        this.dir = dir;
        this.results = results;
        this.env = env;
        this.footprint = footprint;
        this.problems = problems;
    }

    /** Thrown when a run directory cannot be used at all. */
    public static final class BadRunException extends IOException {
        public BadRunException(String message) {
            super(message);
        }
    }

    public static RunData load(Path dir) throws BadRunException {
        if (Files.exists(dir) && !Files.isDirectory(dir)) throw new BadRunException("run directory " + dir + " is a file, not a directory");
        if (!Files.isDirectory(dir)) throw new BadRunException("run directory " + dir + " does not exist");
        Path file = dir.resolve(BenchmarkRunner.RESULTS_FILE);
        JsonNode root = readJson(file, true);
        if (!root.isArray()) throw new BadRunException(file + " is not a JMH JSON result array");
        if (root.isEmpty()) throw new BadRunException(file + " holds no results");
        List<String> problems = new ArrayList<>();
        List<Result> results = new ArrayList<>();
        for (JsonNode n : root) {
            try {
                results.add(parse(n));
            } catch (RuntimeException e) {
                problems.add("unreadable result " + n.path("benchmark").asText("?") + ": " + e.getMessage());
            }
        }
        if (results.isEmpty()) throw new BadRunException(file + " holds no usable componentbench results: " + problems);
        JsonNode env = Files.exists(dir.resolve(BenchmarkRunner.ENV_FILE)) ? readJson(dir.resolve(BenchmarkRunner.ENV_FILE), false) : null;
        if (env == null) problems.add("env.json is missing: environment unknown");
        List<Footprint.Entry> footprint = new ArrayList<>();
        Path fp = dir.resolve(BenchmarkRunner.FOOTPRINT_FILE);
        if (Files.exists(fp)) {
            for (JsonNode n : readJson(fp, false)) {
                try {
                    footprint.add(Json.MAPPER.treeToValue(n, Footprint.Entry.class));
                } catch (JsonProcessingException e) {
                    problems.add("unreadable footprint entry: " + e.getOriginalMessage());
                }
            }
        } else {
            problems.add("footprint.json is missing: no memory figures");
        }
        return new RunData(dir, Collections.unmodifiableList(results), env, footprint, problems);
    }

    private static JsonNode readJson(Path file, boolean required) throws BadRunException {
        if (!Files.exists(file)) throw new BadRunException((required ? "missing results file " : "missing ") + file);
        try {
            String text = Files.readString(file);
            if (text.isBlank()) throw new BadRunException(file + " is empty");
            return Json.MAPPER.readTree(text);
        } catch (JsonProcessingException e) {
            throw new BadRunException(file + " is not valid JSON: " + e.getOriginalMessage()
                    + " (line " + e.getLocation().getLineNr() + ")");
        } catch (IOException e) {
            throw new BadRunException("cannot read " + file + ": " + e.getMessage());
        }
    }

    private static Result parse(JsonNode n) {
        String benchmark = n.get("benchmark").asText();
        Workload workload = Workload.ofBenchmark(benchmark);
        Map<String, String> params = new TreeMap<>();
        for (Iterator<Map.Entry<String, JsonNode>> it = n.path("params").fields(); it.hasNext(); ) {
            var e = it.next();
            params.put(e.getKey(), e.getValue().asText());
        }
        String contender = benchmark.endsWith(".rawArray") ? Result.RAW_ARRAY : params.get("contender");
        if (contender == null) throw new IllegalArgumentException("no contender parameter");
        if (!params.containsKey("size")) throw new IllegalArgumentException("no size parameter");
        double elements = workload.elementsPerOperation(params);
        JsonNode primary = n.get("primaryMetric");
        double score = number(primary.get("score"));
        double error = number(primary.get("scoreError"));
        if (Double.isNaN(score)) throw new IllegalArgumentException("score is not a number");
        String unit = primary.path("scoreUnit").asText("ns/op");
        String mode = n.path("mode").asText("avgt");
        // time per operation in ns: avgt-style units are time/op, throughput units are op/time
        String time = unit.contains("/op") ? unit.substring(0, unit.indexOf('/')) : unit.substring(unit.indexOf('/') + 1);
        double nsPerUnit = time.equals("us") ? 1e3 : time.equals("ms") ? 1e6 : time.equals("s") ? 1e9 : 1;
        boolean perTime = !unit.contains("/op");
        double nsPerOp = perTime ? nsPerUnit / score : score * nsPerUnit;
        double nsError = perTime ? nsPerOp * error / score : error * nsPerUnit;
        JsonNode secondary = n.path("secondaryMetrics");
        double alloc = secondary.has("gc.alloc.rate.norm") ? number(secondary.get("gc.alloc.rate.norm").get("score")) / elements : Double.NaN;
        Map<String, Double> counters = new TreeMap<>();
        for (Iterator<Map.Entry<String, JsonNode>> it = secondary.fields(); it.hasNext(); ) {
            var e = it.next();
            if (!e.getKey().startsWith("gc.") && !e.getKey().startsWith("·")) {
                counters.put(e.getKey(), number(e.getValue().get("score")) / elements);
            }
        }
        return new Result(benchmark, workload, contender, params, nsPerOp / elements, nsError / elements,
                alloc, counters, mode, score, error, unit);
    }

    private static double number(JsonNode n) {
        if (n == null || n.isNull()) return Double.NaN;
        if (n.isNumber()) return n.asDouble();
        String s = n.asText();
        return s.equals("NaN") ? Double.NaN : Double.parseDouble(s);
    }

    public Path dir() { return dir; }

    public List<Result> results() { return results; }

    /** The parsed env.json, or null when it was missing. */
    public JsonNode env() { return env; }

    public List<Footprint.Entry> footprint() { return footprint; }

    /** Recoverable problems found while loading, to be shown in the report. */
    public List<String> problems() { return problems; }

    public String profile() {
        return env == null ? "unknown" : env.path("profile").asText("unknown");
    }

    /** Footprint of a contender at a size and distribution, if measured. */
    public Optional<Footprint.Entry> footprint(String contender, String distribution, int size) {
        return footprint.stream().filter(f -> f.contender().equals(contender) && f.distribution().equals(distribution)
                && f.size() == size).findFirst();
    }
}

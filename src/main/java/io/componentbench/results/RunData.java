package io.componentbench.results;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import io.componentbench.contender.ContenderKind;
import io.componentbench.workload.Distribution;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;

/**
 * A run directory read back: its normalized results, its environment, its footprint entries and its
 * cache-model counts.
 * This class owns the directory's format (the file names below); everything else reads runs
 * through it. Every way a directory can be unusable (missing, no results file, empty or malformed
 * JSON, results that are not ours) becomes a {@link BadRunException} with a one-line message;
 * a result, footprint entry or environment that cannot be read is left out and named in
 * {@link #problems()}.
 */
public final class RunData {
    /** JMH's JSON, every spec of the run merged into one array. */
    public static final String RESULTS_FILE = "jmh-results.json";
    /** The {@link Env}. */
    public static final String ENV_FILE = "env.json";
    /** The {@link FootprintEntry} list. */
    public static final String FOOTPRINT_FILE = "footprint.json";

    private final Path dir;
    private final List<Result> results;
    private final Optional<Env> env;
    private final List<FootprintEntry> footprint;
    private final Optional<CacheModelEntry.File> cacheModel;
    private final List<LoadProblem> problems;
    private final java.util.SortedSet<String> resultJdkVersions;
    private final Map<JmhSettings, Integer> resultSettings;

    private RunData(
            Path dir,
            List<Result> results,
            Optional<Env> env,
            List<FootprintEntry> footprint,
            Optional<CacheModelEntry.File> cacheModel,
            List<LoadProblem> problems,
            java.util.SortedSet<String> resultJdkVersions,
            Map<JmhSettings, Integer> resultSettings) {
        this.resultJdkVersions = resultJdkVersions;
        this.resultSettings = resultSettings;
        this.dir = dir;
        this.results = results;
        this.env = env;
        this.footprint = footprint;
        this.cacheModel = cacheModel;
        this.problems = problems;
    }

    /** Thrown when a run directory cannot be used at all. */
    public static final class BadRunException extends IOException {
        public BadRunException(String message) {
            super(message);
        }
    }

    public static RunData load(Path dir) throws BadRunException {
        if (Files.exists(dir) && !Files.isDirectory(dir))
            throw new BadRunException("run directory " + dir + " is a file, not a directory");
        if (!Files.isDirectory(dir)) throw new BadRunException("run directory " + dir + " does not exist");
        Path file = dir.resolve(RESULTS_FILE);
        JsonNode root = readJson(file, true);
        if (!root.isArray()) throw new BadRunException(file + " is not a JMH JSON result array");
        if (root.isEmpty()) throw new BadRunException(file + " holds no results");
        List<LoadProblem> problems = new ArrayList<>();
        Optional<Env> env = Optional.empty();
        if (Files.exists(dir.resolve(ENV_FILE))) {
            try {
                env = Optional.of(Json.MAPPER.treeToValue(readJson(dir.resolve(ENV_FILE), false), Env.class));
            } catch (JsonProcessingException e) {
                problems.add(new LoadProblem(
                        LoadProblem.Part.ENVIRONMENT,
                        "unreadable env.json: " + e.getOriginalMessage() + ": environment unknown"));
            }
        } else {
            problems.add(new LoadProblem(LoadProblem.Part.ENVIRONMENT, "env.json is missing: environment unknown"));
        }
        double iterationMillis = env.map(Env::measurement)
                .map(m -> (double) m.measurementMillis())
                .orElse(Double.NaN);
        List<Result> results = new ArrayList<>();
        java.util.SortedSet<String> jdks = new java.util.TreeSet<>();
        Map<JmhSettings, Integer> settings = new LinkedHashMap<>();
        for (JsonNode n : root) {
            if (n.hasNonNull("jdkVersion")) jdks.add(n.get("jdkVersion").asText());
            JmhSettings.of(n).ifPresent(x -> settings.merge(x, 1, Integer::sum));
            try {
                results.add(parse(n, iterationMillis));
            } catch (RuntimeException e) {
                problems.add(new LoadProblem(
                        LoadProblem.Part.RESULT,
                        "unreadable result " + n.path("benchmark").asText("?") + ": " + e.getMessage()));
            }
        }
        if (results.isEmpty())
            throw new BadRunException(file + " holds no usable componentbench results: " + LoadProblem.texts(problems));
        List<FootprintEntry> footprint = new ArrayList<>();
        Path fp = dir.resolve(FOOTPRINT_FILE);
        if (Files.exists(fp)) {
            for (JsonNode n : readJson(fp, false)) {
                try {
                    footprint.add(Json.MAPPER.treeToValue(n, FootprintEntry.class));
                } catch (JsonProcessingException e) {
                    problems.add(new LoadProblem(
                            LoadProblem.Part.FOOTPRINT, "unreadable footprint entry: " + e.getOriginalMessage()));
                }
            }
        } else {
            problems.add(new LoadProblem(LoadProblem.Part.FOOTPRINT, "footprint.json is missing: no memory figures"));
        }
        Optional<CacheModelEntry.File> cacheModel = Optional.empty();
        Path cm = dir.resolve(CacheModelEntry.File.NAME);
        if (Files.exists(cm)) { // runs before the cache model have none, and lack nothing
            try {
                cacheModel = Optional.of(Json.MAPPER.treeToValue(readJson(cm, false), CacheModelEntry.File.class));
            } catch (JsonProcessingException | BadRunException e) {
                problems.add(new LoadProblem(
                        LoadProblem.Part.CACHE_MODEL,
                        "unreadable " + CacheModelEntry.File.NAME + ": " + e.getMessage()
                                + ": no counted cache figures"));
            }
        }
        return new RunData(
                dir,
                Collections.unmodifiableList(results),
                env,
                footprint,
                cacheModel,
                problems,
                Collections.unmodifiableSortedSet(jdks),
                Collections.unmodifiableMap(settings));
    }

    private static JsonNode readJson(Path file, boolean required) throws BadRunException {
        if (!Files.exists(file)) throw new BadRunException((required ? "missing results file " : "missing ") + file);
        try {
            String text = Files.readString(file);
            if (text.isBlank()) throw new BadRunException(file + " is empty");
            return Json.MAPPER.readTree(text);
        } catch (JsonProcessingException e) {
            throw new BadRunException(file + " is not valid JSON: " + e.getOriginalMessage() + " (line "
                    + e.getLocation().getLineNr() + ")");
        } catch (IOException e) {
            throw new BadRunException("cannot read " + file + ": " + e.getMessage());
        }
    }

    /** One result; {@code iterationMillis} (env.json's, NaN when unknown) stands in when the result does not say its iteration time. */
    private static Result parse(JsonNode n, double iterationMillis) {
        String benchmark = n.get("benchmark").asText();
        Variant variant = Variant.parse(benchmark, ResultKey.params(n));
        JsonNode primary = n.get("primaryMetric");
        List<List<Double>> raw = samples(primary);
        JsonNode secondary = n.path("secondaryMetrics");
        double alloc = secondary.has("gc.alloc.rate.norm")
                ? number(secondary.get("gc.alloc.rate.norm").get("score"))
                : Double.NaN;
        Map<String, Double> counters = new TreeMap<>();
        for (Map.Entry<String, JsonNode> e : secondary.properties()) {
            if (!e.getKey().startsWith("gc.")
                    && !e.getKey().startsWith("·")
                    && !e.getKey().startsWith(SideBySideSamples.PREFIX)) {
                counters.put(e.getKey(), number(e.getValue().get("score")));
            }
        }
        String mode = n.path("mode").asText("avgt");
        String unit = primary.path("scoreUnit").asText("ns/op");
        double score = number(primary.get("score"));
        double gcCount = secondary.has("gc.count") ? total(secondary.get("gc.count")) : Double.NaN;
        double gcMillis = secondary.has("gc.time") ? total(secondary.get("gc.time")) : gcCount == 0 ? 0 : Double.NaN;
        GcTime gc = new GcTime(gcCount, gcMillis, measuredMillis(n, mode, unit, score, raw, iterationMillis));
        SideBySideSamples sbs = new SideBySideSamples(
                samples(secondary.path(SideBySideSamples.RATIO_METRIC)),
                samples(secondary.path(SideBySideSamples.TWIN_METRIC)));
        return Result.of(
                benchmark,
                variant,
                mode,
                unit,
                score,
                number(primary.get("scoreError")),
                raw,
                alloc,
                counters,
                gc,
                sbs);
    }

    /** A metric's {@code rawData}, one list per fork; empty when the metric is absent. */
    private static List<List<Double>> samples(JsonNode metric) {
        List<List<Double>> out = new ArrayList<>();
        for (JsonNode fork : metric.path("rawData")) {
            List<Double> iterations = new ArrayList<>();
            for (JsonNode v : fork) iterations.add(number(v));
            out.add(iterations);
        }
        return out;
    }

    /** A metric JMH sums over iterations ({@code gc.count}, {@code gc.time}), over every iteration of every fork. */
    private static double total(JsonNode metric) {
        JsonNode raw = metric.path("rawData");
        if (!raw.isArray() || raw.isEmpty()) return number(metric.get("score"));
        double sum = 0;
        for (JsonNode fork : raw) for (JsonNode v : fork) sum += number(v);
        return sum;
    }

    /**
     * How long the measured iterations of a result lasted, all forks, in ms: measured side by side,
     * its own timed parts ({@value SideBySideSamples#TIMED_METRIC}, summed); in single-shot mode the
     * sum of the iteration times; otherwise iterations times the iteration time (JMH's
     * {@code measurementTime}, else env.json's); NaN when unknown.
     */
    private static double measuredMillis(
            JsonNode n, String mode, String unit, double score, List<List<Double>> raw, double iterationMillis) {
        JsonNode timed = n.path("secondaryMetrics").path(SideBySideSamples.TIMED_METRIC);
        if (!timed.isMissingNode()) return total(timed);
        int samples = raw.stream().mapToInt(List::size).sum();
        int iterations = samples > 0
                ? samples
                : n.path("measurementIterations").asInt(0) * n.path("forks").asInt(1);
        if (mode.equals("ss")) {
            if (samples == 0) return iterations * Result.nsPerOperation(score, unit) / 1e6;
            return raw.stream()
                    .flatMap(List::stream)
                    .mapToDouble(v -> Result.nsPerOperation(v, unit) / 1e6)
                    .sum();
        }
        double perIteration = millis(n.path("measurementTime").asText(""));
        if (Double.isNaN(perIteration)) perIteration = iterationMillis;
        return iterations > 0 ? iterations * perIteration : Double.NaN;
    }

    /** JMH's time value ({@code "1 s"}, {@code "100 ms"}) in ms; NaN when absent or not a duration. */
    static double millis(String time) {
        String[] parts = time.trim().split("\\s+");
        if (parts.length != 2) return Double.NaN;
        double factor = switch (parts[1]) {
            case "ns" -> 1e-6;
            case "us" -> 1e-3;
            case "ms" -> 1;
            case "s" -> 1e3;
            case "min" -> 60e3;
            default -> Double.NaN;
        };
        try {
            return Double.parseDouble(parts[0]) * factor;
        } catch (NumberFormatException e) {
            return Double.NaN;
        }
    }

    private static double number(JsonNode n) {
        if (n == null || n.isNull()) return Double.NaN;
        if (n.isNumber()) return n.asDouble();
        String s = n.asText();
        return s.equals("NaN") ? Double.NaN : Double.parseDouble(s);
    }

    public Path dir() {
        return dir;
    }

    public List<Result> results() {
        return results;
    }

    /** How JMH says it measured the results ({@link JmhSettings}), each with how many results it measured; empty when they do not say. */
    public Map<JmhSettings, Integer> resultSettings() {
        return resultSettings;
    }

    /** The JDK versions JMH wrote into the results ({@code jdkVersion}), whatever env.json says or whether it exists. */
    public java.util.SortedSet<String> resultJdkVersions() {
        return resultJdkVersions;
    }

    /** The run's env.json; empty when it was missing or unreadable. */
    public Optional<Env> env() {
        return env;
    }

    /** The traced pass's counts ({@code cache-model.json}), when the run has them. */
    public Optional<CacheModelEntry.File> cacheModel() {
        return cacheModel;
    }

    public List<FootprintEntry> footprint() {
        return footprint;
    }

    /** Recoverable problems found while loading, to be shown in the report. */
    public List<LoadProblem> problems() {
        return problems;
    }

    /**
     * The results by identity ({@link Result#key()}: benchmark and every parameter). A run holding a
     * result more than once is bad input: which of the two a reader used would depend on file order,
     * so the report and the comparison both refuse it here.
     *
     * @param role how the message names this run, e.g. {@code "baseline"}
     * @throws IllegalArgumentException naming every result the run holds more than once
     */
    public Map<String, Result> uniqueResults(String role) {
        Map<String, Result> byKey = new LinkedHashMap<>();
        Set<String> duplicates = new LinkedHashSet<>();
        for (Result r : results) {
            if (byKey.putIfAbsent(r.key(), r) != null) duplicates.add(r.key());
        }
        if (!duplicates.isEmpty()) {
            List<String> d = new ArrayList<>(duplicates);
            throw new IllegalArgumentException("the " + role + " run " + dir + " holds " + d.size()
                    + " result(s) more than once (same benchmark and parameters), so no figure of it could be trusted: "
                    + (d.size() <= 10
                            ? String.join("; ", d)
                            : String.join("; ", d.subList(0, 10)) + "; and " + (d.size() - 10) + " more"));
        }
        return byKey;
    }

    /**
     * This run as if it had stopped after {@code forks} forks per result ({@link Result#firstForks});
     * its {@code env.json} measurement says so. The gate self-test reads the power of fewer forks off
     * one run this way: in an interleaved run the first rounds are a complete run of fewer forks.
     */
    public RunData firstForks(int forks) {
        List<Result> fewer = results.stream().map(r -> r.firstForks(forks)).toList();
        Optional<Env> e =
                env.map(x -> x.measurement() == null || x.measurement().forks() <= forks
                        ? x
                        : x.withMeasurement(x.measurement().withForks(forks)));
        return new RunData(dir, fewer, e, footprint, cacheModel, problems, resultJdkVersions, resultSettings);
    }

    /** The most forks any result of the run has (0 when no result has raw samples). */
    public int maxForks() {
        return results.stream().mapToInt(r -> r.rawData().size()).max().orElse(0);
    }

    public String profile() {
        return env.map(Env::profile).orElse("unknown");
    }

    /** Footprint of a contender at a size and distribution, if measured. */
    public Optional<FootprintEntry> footprint(ContenderKind contender, Distribution distribution, int size) {
        return footprint.stream()
                .filter(f -> f.contender() == contender && f.distribution() == distribution && f.size() == size)
                .findFirst();
    }
}

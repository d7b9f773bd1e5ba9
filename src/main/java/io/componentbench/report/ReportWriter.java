package io.componentbench.report;

import static io.componentbench.report.Format.num;
import static io.componentbench.report.Format.ratio;

import com.fasterxml.jackson.databind.JsonNode;
import io.componentbench.run.Footprint;
import io.componentbench.run.OutputGuard;
import io.componentbench.workload.Workload;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalDouble;
import java.util.stream.Stream;
import org.jfree.chart.JFreeChart;

/**
 * Writes the report of one run: {@code index.html}, {@code REPORT.md} and {@code charts/} (PNG and
 * SVG). Everything is written to a temporary sibling directory first and moved into place only when
 * complete, so a failure leaves the previous report as it was; the target must be absent, empty or
 * an earlier report ({@link OutputGuard}).
 */
public final class ReportWriter {
    private final RunData run;
    private final Analysis analysis;
    private final List<History.Point> history;
    private Path charts;
    private int chartCount;

    public ReportWriter(RunData run, List<History.Point> history) {
        this.run = run;
        this.analysis = new Analysis(run);
        this.history = history;
    }

    /** Writes the report into {@code out}, replacing an earlier report only on success. Returns the chart count. */
    public int write(Path out) throws IOException {
        OutputGuard.replace(out, OutputGuard.Kind.REPORT, dir -> {
            charts = Files.createDirectories(dir.resolve("charts"));
            Document doc = document();
            Files.writeString(dir.resolve("REPORT.md"), doc.markdown());
            Files.writeString(dir.resolve("index.html"), doc.html());
        });
        return chartCount;
    }

    private Document document() throws IOException {
        Document d = new Document("componentbench report: " + run.profile() + " profile");
        JsonNode env = run.env();
        d.paragraph("How should an ECS store its components? Each contender below ran the same workloads on the same entity IDs "
                + "and component values, each in its own JVM fork. Times are nanoseconds per element (lower is better) with "
                + "99.9% confidence intervals; compare ratios within this run, not absolute times across machines.");
        d.paragraph("Run `" + run.dir().getFileName() + "`"
                + (env == null ? "" : ", commit `" + shortCommit(env) + "`" + (env.path("git").path("dirty").asBoolean() ? " (with uncommitted changes)" : "")
                + ", " + env.path("machine").path("cpuModel").asText() + ", " + env.path("machine").path("cores").asText() + " cores"
                + ", fork JVM " + env.path("jvm").path("forkVersion").asText()) + ".");
        List<String> gaps = new ArrayList<>(run.problems());
        for (Analysis.Group g : analysis.groups()) {
            if (!g.missing().isEmpty()) gaps.add("missing in " + g.title() + ": " + String.join(", ", g.missing()));
            if (g.raw().isEmpty()) gaps.add("missing in " + g.title() + ": raw-array reference");
            g.results().stream().filter(r -> Double.isNaN(r.errorPerElement()))
                    .forEach(r -> gaps.add("no error estimate (too few iterations) for " + r.contender() + " in " + g.title()));
        }
        if (!gaps.isEmpty()) {
            d.heading(1, "Gaps in this run");
            d.bullets(gaps.size() > 40 ? Stream.concat(gaps.stream().limit(40), Stream.of("... and " + (gaps.size() - 40) + " more")).toList() : gaps);
        }

        Findings f = new Findings(analysis);
        d.heading(1, "Decision guide");
        d.paragraph("Generated from this run's numbers (canonical variant: dense IDs, fresh container, shuffled lookups, ascending inserts).");
        d.bullets(f.guide());
        d.heading(1, "Claims from the seed articles");
        d.table(List.of("claim", "verdict", "evidence"), f.claims().stream().map(v -> List.of(v.statement(), "**" + v.verdict() + "**", v.evidence())).toList());
        d.heading(1, "Design targets");
        d.table(List.of("target", "status", "measured"), f.targets().stream().map(v -> List.of(v.statement(), "**" + v.verdict() + "**", v.evidence())).toList());

        decisionTables(d);
        workloadCharts(d);
        knees(d);
        footprint(d);
        locality(d);
        allocation(d);
        speedVsMemory(d);
        counters(d);
        trends(d);
        fairness(d);
        environment(d, env);
        return d;
    }

    private void decisionTables(Document d) {
        d.heading(1, "Decision table");
        d.paragraph("For each workload variant and size: every contender fastest first, its ratio to the winner and to hash-map, "
                + "and its memory (JOL bytes per entity, same distribution and size).");
        for (Analysis.Group g : analysis.groups()) {
            var winner = g.winner();
            if (winner.isEmpty()) continue;
            double best = winner.get().nsPerElement();
            double hash = g.of(Analysis.HASH_MAP).map(Result::nsPerElement).orElse(Double.NaN);
            List<List<String>> rows = new ArrayList<>();
            for (Result r : g.contenders()) {
                OptionalDouble bytes = analysis.bytesPerEntity(r.contender(), g.variant().getOrDefault("distribution", "dense"), g.size());
                rows.add(List.of(r.contender(), num(r.nsPerElement()) + " ± " + num(r.errorPerElement()),
                        ratio(r.nsPerElement() / best), ratio(r.nsPerElement() / hash), bytes.isPresent() ? num(bytes.getAsDouble()) : "n/a"));
            }
            g.raw().ifPresent(r -> rows.add(List.of("(raw-array reference)", num(r.nsPerElement()) + " ± " + num(r.errorPerElement()),
                    ratio(r.nsPerElement() / best), ratio(r.nsPerElement() / hash), "")));
            d.heading(2, g.title() + ": winner " + winner.get().contender());
            d.table(List.of("contender", "ns/element", "vs winner", "vs hash-map", "bytes/entity"), rows);
        }
    }

    private void workloadCharts(Document d) throws IOException {
        d.heading(1, "Throughput by workload");
        d.paragraph("Bars: ns/element per contender with 99.9% error bars, fastest on top; the red line is the raw-array reference "
                + "(the same loop over plain primitive arrays, no container). Lines: ns/element against entity count, log-log: a "
                + "flat line means cost per element does not grow with size; a rising one shows cache misses setting in.");
        for (Workload w : Workload.values()) {
            List<Analysis.Group> gs = analysis.groups().stream().filter(g -> g.workload() == w).toList();
            if (gs.isEmpty()) continue;
            d.heading(2, w.id());
            List<Analysis.Group> canonical = analysis.canonicalGroups(w);
            if (canonical.size() >= 2) {
                Map<String, double[][]> series = new LinkedHashMap<>();
                for (String c : withRaw(analysis.contenders())) {
                    series.put(c, canonical.stream().flatMap(g -> g.of(c).stream()).map(r -> new double[] {r.size(), r.nsPerElement()}).toArray(double[][]::new));
                }
                chart(d, Charts.logLog(w.id() + ": ns/element vs entity count " + analysis.canonicalVariant(w), "entities",
                        "ns/element", series, Map.of()), "sizes-" + w.id(), 520, w.id() + " against entity count");
            }
            for (Analysis.Group g : gs) {
                List<Charts.Bar> bars = g.contenders().stream().map(r -> new Charts.Bar(r.contender(), r.nsPerElement(), r.errorPerElement())).toList();
                double raw = g.raw().map(Result::nsPerElement).orElse(Double.NaN);
                chart(d, Charts.bars(g.title(), "ns/element (lower is better)", bars, raw, "raw-array " + num(raw)),
                        "bars-" + g.slug(), 120 + 28 * bars.size(), g.title());
            }
        }
    }

    private static List<String> withRaw(List<String> contenders) {
        List<String> all = new ArrayList<>(contenders);
        all.add(Result.RAW_ARRAY);
        return all;
    }

    private void knees(Document d) throws IOException {
        d.heading(1, "Working-set knee (cache-miss proxy)");
        Map<String, Long> caches = io.componentbench.run.Environment.cachesOf(run.env());
        Map<String, Double> markers = new LinkedHashMap<>();
        caches.forEach((level, bytes) -> markers.put(level + " " + Format.bytes(bytes), (double) bytes));
        d.paragraph("Without hardware counters, cache behaviour shows as ns/element against the container's footprint in bytes: "
                + "while the working set fits a cache level, cost per element stays flat; past it, it rises. Dashed lines mark this "
                + "machine's cache sizes (" + (caches.isEmpty() ? "unknown" : caches.entrySet().stream()
                .map(e -> e.getKey() + " " + Format.bytes(e.getValue())).reduce((x, y) -> x + ", " + y).orElse("")) + "). The knee is the "
                + "first size whose ns/element exceeds " + Analysis.KNEE_FACTOR + "x the lowest at smaller sizes.");
        for (Workload w : List.of(Workload.ITERATE, Workload.LOOKUP)) {
            List<Analysis.Group> gs = analysis.canonicalGroups(w);
            if (gs.size() < 2) {
                d.paragraph(w.id() + ": this run has fewer than two sizes, so there is no knee to find.");
                continue;
            }
            Map<String, double[][]> series = new LinkedHashMap<>();
            for (String c : analysis.contenders()) {
                series.put(c, gs.stream().flatMap(g -> g.of(c).stream())
                        .map(r -> new double[] {analysis.footprintBytes(c, r.size()), r.nsPerElement()})
                        .filter(p -> !Double.isNaN(p[0])).toArray(double[][]::new));
            }
            chart(d, Charts.logLog(w.id() + ": ns/element vs footprint", "container footprint (bytes, log)", "ns/element", series, markers),
                    "knee-" + w.id(), 560, w.id() + " working-set knee");
            List<List<String>> rows = new ArrayList<>();
            for (Analysis.Knee k : analysis.knees(w)) {
                rows.add(List.of(k.contender(), Format.count(k.size()), Format.bytes(k.footprintBytes()), num(k.plateau()), num(k.nsPerElement()),
                        ratio(k.nsPerElement() / k.plateau())));
            }
            if (rows.isEmpty()) d.paragraph(w.id() + ": no contender crossed " + Analysis.KNEE_FACTOR + "x its plateau in this run.");
            d.table(List.of("contender (" + w.id() + ")", "knee at size", "footprint there", "plateau ns", "ns at knee", "rise"), rows);
        }
    }

    private void footprint(Document d) throws IOException {
        d.heading(1, "Memory per entity");
        d.paragraph("JOL walks everything the Position store of each contender reaches after N inserts: bytes per entity, heap objects "
                + "per entity, overhead beyond the 8 bytes of raw data, and 64-byte cache lines per entity. Sparse IDs spread N IDs over "
                + "64N, which is what a sparse array indexed by ID pays for.");
        for (String dist : List.of("dense", "sparse")) {
            var entries = analysis.footprintAtLargest(dist);
            if (entries.isEmpty()) continue;
            entries = entries.stream().sorted(Comparator.comparingDouble(Footprint.Entry::bytesPerEntity)).toList();
            int size = entries.get(0).size();
            chart(d, Charts.bars("bytes per entity, " + dist + " IDs, " + Format.count(size) + " entities", "bytes per entity (lower is better)",
                    entries.stream().map(e -> new Charts.Bar(e.contender(), e.bytesPerEntity(), Double.NaN)).toList(), Footprint.PAYLOAD_BYTES, "raw data 8 B"),
                    "footprint-bytes-" + dist, 120 + 28 * entries.size(), "bytes per entity " + dist);
            d.table(List.of("contender (" + dist + ", " + Format.count(size) + ")", "bytes/entity", "objects/entity", "overhead bytes", "cache lines/entity"),
                    entries.stream().map(e -> List.of(e.contender(), num(e.bytesPerEntity()), num(e.objectsPerEntity()),
                            num(e.overheadBytesPerEntity()), num(e.cacheLinesPerEntity()))).toList());
        }
        var dense = analysis.footprintAtLargest("dense");
        if (!dense.isEmpty()) {
            Map<String, Map<String, Double>> objects = new LinkedHashMap<>();
            for (String dist : List.of("dense", "sparse")) {
                Map<String, Double> m = new LinkedHashMap<>();
                analysis.footprintAtLargest(dist).forEach(e -> m.put(e.contender(), e.objectsPerEntity()));
                if (!m.isEmpty()) objects.put(dist + " IDs", m);
            }
            chart(d, Charts.groupedBars("heap objects per entity", "objects per entity (GC pressure, pointer chasing)", objects),
                    "footprint-objects", 460, "heap objects per entity");
        }
    }

    private void locality(Document d) throws IOException {
        d.heading(1, "Locality ratios");
        d.paragraph("Shuffled / insertion-order lookup: how much a contender suffers when accesses do not follow memory order "
                + "(1.0 = not at all). Churned / fresh iteration: how much real use (removals, re-adds, re-allocated objects) slows "
                + "the next full pass (1.0 = not at all).");
        int n = analysis.largestSize();
        Map<String, Map<String, Double>> rows = new LinkedHashMap<>();
        Map<String, Double> lookup = new LinkedHashMap<>();
        analysis.lookupLocality(n).forEach(r -> lookup.put(r.contender(), r.value()));
        Map<String, Double> aging = new LinkedHashMap<>();
        analysis.iterationAging(n).forEach(r -> aging.put(r.contender(), r.value()));
        if (!lookup.isEmpty()) rows.put("lookup shuffled / insertion order", lookup);
        if (!aging.isEmpty()) rows.put("iterate churned / fresh", aging);
        if (rows.isEmpty()) {
            d.paragraph("This run measured neither ratio (it needs lookups in both orders, or iteration in both states).");
            return;
        }
        chart(d, Charts.groupedBars("locality ratios at " + Format.count(n) + " entities", "ratio (1 = insensitive)", rows),
                "locality", 460, "locality ratios");
        List<List<String>> table = new ArrayList<>();
        for (String c : analysis.contenders()) {
            table.add(List.of(c, ratio(lookup.getOrDefault(c, Double.NaN)), ratio(aging.getOrDefault(c, Double.NaN))));
        }
        d.table(List.of("contender", "lookup shuffled/insertion", "iterate churned/fresh"), table);
    }

    private void allocation(Document d) throws IOException {
        d.heading(1, "Allocation");
        d.paragraph("Bytes allocated per element (JMH's GC profiler, `gc.alloc.rate.norm`) at the largest size, canonical variant. "
                + "Allocation in a hot loop means GC work later; inline containers should allocate nothing once built.");
        Map<String, Map<String, Double>> rows = new LinkedHashMap<>();
        int n = analysis.largestSize();
        for (Workload w : Workload.values()) {
            analysis.group(w, analysis.canonicalVariant(w), n).ifPresent(g -> {
                Map<String, Double> m = new LinkedHashMap<>();
                for (String c : analysis.contenders()) {
                    g.of(c).filter(r -> !Double.isNaN(r.allocBytesPerElement())).ifPresent(r -> m.put(c, Math.max(0, r.allocBytesPerElement())));
                }
                if (!m.isEmpty()) rows.put(w.id(), m);
            });
        }
        if (rows.isEmpty()) {
            d.paragraph("No allocation figures in this run.");
            return;
        }
        chart(d, Charts.groupedBars("bytes allocated per element at " + Format.count(n), "bytes allocated per element", rows), "allocation", 480, "allocation");
    }

    private void speedVsMemory(Document d) throws IOException {
        d.heading(1, "Speed vs memory");
        int n = analysis.largestSize();
        Map<String, double[]> points = analysis.speedVsMemory(n);
        if (points.isEmpty()) {
            d.paragraph("Needs iteration times and footprint at the same size; this run lacks one of them.");
            return;
        }
        List<String> front = analysis.paretoFront(n);
        d.paragraph("Iteration ns/element against bytes per entity at " + Format.count(n) + " dense entities; the red line joins the "
                + "Pareto front (no other contender is both faster and smaller): " + String.join(", ", front) + ".");
        chart(d, Charts.scatter("iterate ns/element vs bytes per entity, " + Format.count(n), "iterate ns/element (log)", "bytes per entity (log)", points, front),
                "speed-vs-memory", 560, "speed vs memory");
    }

    private void counters(Document d) throws IOException {
        d.heading(1, "Hardware counters");
        if (!analysis.hasCounters()) {
            d.paragraph("Hardware performance counters were unavailable on this machine (`perf stat -e instructions true` gave no count), "
                    + "so JMH's perfnorm profiler was not run. The working-set knee, the locality ratios, cache lines per entity and "
                    + "heap objects per entity stand in for cache-miss counts.");
            return;
        }
        int n = analysis.largestSize();
        Map<String, Map<String, Double>> rows = new LinkedHashMap<>();
        analysis.group(Workload.ITERATE, analysis.canonicalVariant(Workload.ITERATE), n).ifPresent(g -> {
            for (Result r : g.results()) {
                r.counters().forEach((k, v) -> {
                    if (k.contains("miss")) rows.computeIfAbsent(k, x -> new LinkedHashMap<>()).put(r.contender(), v);
                });
            }
        });
        d.paragraph("perfnorm counters per element for iterate at " + Format.count(n) + ".");
        chart(d, Charts.groupedBars("cache misses per element, iterate " + Format.count(n), "misses per element", rows), "counters", 480, "hardware counters");
    }

    private void trends(Document d) throws IOException {
        List<History.Point> same = history.stream().filter(p -> p.profile().equals(run.profile())).toList();
        long runs = same.stream().map(History.Point::run).distinct().count();
        if (runs < 2) return;
        d.heading(1, "Trend");
        d.paragraph("ns/element over the " + runs + " " + run.profile() + " runs in results/history.jsonl (canonical variant, largest size), one line per contender.");
        for (Workload w : Workload.values()) {
            Map<String, double[][]> series = History.trend(same, w, analysis.canonicalVariant(w), analysis.largestSize());
            if (series.isEmpty()) continue;
            chart(d, Charts.logLog(w.id() + " over runs", "run number", "ns/element", series, Map.of()), "trend-" + w.id(), 460, w.id() + " trend");
        }
    }

    private void fairness(Document d) {
        d.heading(1, "Remaining unfairness");
        d.bullets(List.of(
                "Maps are created with their default capacity and grow while inserting; sparse sets allocate their sparse index for the whole ID range up front (that is the design), and grow their dense arrays by doubling.",
                "The JDK maps box keys (`Integer`), because the JDK has no primitive map; that is the cost a JDK user pays.",
                "Object-storing contenders hold a `Position` object per entity (16 bytes of header and padding beyond the data); the inline ones store the floats in primitive arrays. That difference is the subject under test, not an accident.",
                "Contenders visit entities in different orders (hash, tree, dense, ID); checksums are order-independent, so all do the same work.",
                "The sector arrays insert in O(N) when IDs arrive out of order; shuffled inserts therefore run only up to 10K entities."));
    }

    private void environment(Document d, JsonNode env) {
        d.heading(1, "Environment and reproduction");
        if (env == null) {
            d.paragraph("env.json is missing from this run directory.");
        } else {
            List<List<String>> rows = new ArrayList<>();
            JsonNode m = env.path("machine");
            rows.add(List.of("CPU", m.path("cpuModel").asText() + ", " + m.path("cores").asText() + " cores"));
            rows.add(List.of("caches", m.path("caches").toString()));
            rows.add(List.of("memory", Format.bytes(m.path("memoryBytes").asDouble())));
            rows.add(List.of("OS", m.path("os").asText()));
            JsonNode jvm = env.path("jvm");
            rows.add(List.of("fork JVM", jvm.path("forkVersion").asText() + " (" + jvm.path("forkJvm").asText() + ")"));
            rows.add(List.of("fork flags", jvm.path("forkFlags").toString()));
            rows.add(List.of("runner JVM", jvm.path("runnerVendor").asText() + " " + jvm.path("runnerVersion").asText()));
            rows.add(List.of("libraries", env.path("libraries").toString()));
            rows.add(List.of("git", env.path("git").path("commit").asText() + (env.path("git").path("dirty").asBoolean() ? " (dirty)" : "")));
            rows.add(List.of("profile", env.path("profile").asText()));
            rows.add(List.of("hardware counters", env.path("hardwareCounters").asBoolean() ? "available (perfnorm)" : "unavailable"));
            rows.add(List.of("started / ended", env.path("start").asText() + " / " + env.path("end").asText()));
            rows.add(List.of("machine fingerprint", env.path("machineFingerprint").asText()));
            d.table(List.of("what", "value"), rows);
        }
        String jvmOption = env == null ? "" : env.path("jvm").path("forkJvm").asText().contains("temurin") ? " --jvm " + env.path("jvm").path("forkJvm").asText() : "";
        d.paragraph("Reproduce: `git checkout " + (env == null ? "<commit>" : shortCommit(env)) + " && scripts/bench --profile "
                + run.profile() + jvmOption + " && scripts/report`; this report from the same data: `scripts/report " + run.dir() + "`.");
    }

    private static String shortCommit(JsonNode env) {
        String c = env.path("git").path("commit").asText("unknown");
        return c.length() > 12 ? c.substring(0, 12) : c;
    }

    private void chart(Document d, JFreeChart chart, String name, int height, String alt) throws IOException {
        Charts.save(chart, charts, name, height);
        d.image(name, alt);
        chartCount++;
    }
}

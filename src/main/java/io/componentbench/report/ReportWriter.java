package io.componentbench.report;

import io.componentbench.report.analysis.Analysis;
import io.componentbench.report.analysis.MeasurementSummary;
import io.componentbench.results.History;
import io.componentbench.results.RunData;
import io.componentbench.store.OutputGuard;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Writes the report of one run: {@code index.html}, {@code REPORT.md} and {@code charts/} (PNG and
 * SVG, or PNG only, e.g. for a report committed to a repository, where the SVGs add a third),
 * section by section ({@link Section}), and {@code SUMMARY.md}, the headline sections alone
 * (decision guide, claims, targets, frameworks) for embedding in the README ({@code cli readme}).
 * Everything is written to a temporary sibling directory first and moved into place only when
 * complete, so a failure leaves the previous report as it was; the target must be absent, empty or
 * an earlier report ({@link OutputGuard}).
 */
public final class ReportWriter {
    private final RunData run;
    private final Analysis analysis;
    private final List<History.Point> history;
    private final Optional<RunData> baseline;
    private final boolean svg;

    public ReportWriter(RunData run, List<History.Point> history) {
        this(run, history, Optional.empty(), true);
    }

    /**
     * A report that also compares the run with {@code baseline} (e.g. {@code results/baseline}), when
     * given, with its charts as PNG and, when {@code svg}, SVG.
     */
    public ReportWriter(RunData run, List<History.Point> history, Optional<RunData> baseline, boolean svg) {
        this.run = run;
        this.analysis = new Analysis(run);
        this.history = history;
        this.baseline = baseline;
        this.svg = svg;
    }

    /** The sections, in report order. */
    List<Section> sections() {
        return List.of(
                new SummarySection(),
                new GuideSection(),
                new WorkloadSection(),
                new ClaimsSection(),
                new TargetsSection(),
                new FrameworksSection(),
                new JvmSection(),
                new ContendersSection(),
                new KneeSection(),
                new MemorySection(),
                new CacheSection(),
                new LocalitySection(),
                new AllocationSection(),
                new SpeedVsMemorySection(),
                new CountersSection(),
                new BaselineSection(baseline, history),
                new SideBySideSection(),
                new GapsSection(),
                new FairnessSection(),
                new EnvironmentSection());
    }

    /** The sections of {@code SUMMARY.md}, the README's results. */
    static List<Section> summarySections() {
        return List.of(new GuideSection(), new ClaimsSection(), new TargetsSection(), new FrameworksSection());
    }

    /** The file beside {@code REPORT.md} that holds the README's results. */
    public static final String SUMMARY_FILE = "SUMMARY.md";

    /** Writes the report into {@code out}, replacing what was there only on success. Returns its number of charts. */
    public int write(Path out) throws IOException {
        AtomicInteger charts = new AtomicInteger();
        OutputGuard.replace(out, OutputGuard.Kind.REPORT, dir -> {
            ChartSink sink = new ChartSink(Files.createDirectories(dir.resolve("charts")), svg);
            Document doc = new Document("componentbench report: " + run.profile() + " profile");
            for (Section s : sections()) s.write(analysis, doc, sink);
            Files.writeString(dir.resolve("REPORT.md"), doc.markdown());
            String details = doc.detailsMarkdown();
            if (!details.isEmpty()) Files.writeString(dir.resolve(Document.DETAILS_FILE), details);
            Files.writeString(dir.resolve("index.html"), doc.html());
            Files.writeString(dir.resolve(SUMMARY_FILE), summary(sink));
            charts.set(sink.count());
        });
        return charts.get();
    }

    /** {@code SUMMARY.md}: which run and how it was measured, then the headline sections, their headings two levels further down (the README nests them under its own). */
    private String summary(ChartSink sink) throws IOException {
        Document body = new Document("");
        for (Section s : summarySections()) s.write(analysis, body, sink);
        StringBuilder md = new StringBuilder();
        md.append(SummarySection.runLine(run))
                .append(' ')
                .append("Profile `")
                .append(run.profile())
                .append("`.\n\n");
        md.append("**Method:** ")
                .append(MeasurementSummary.measurementLine(analysis))
                .append("\n\n");
        String precision = MeasurementSummary.precisionLine(analysis);
        if (!precision.isEmpty()) md.append(precision).append("\n\n");
        return md.append(body.markdownBody(2)).toString();
    }
}

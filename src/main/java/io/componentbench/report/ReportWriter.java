package io.componentbench.report;

import io.componentbench.results.FileTree;
import io.componentbench.results.History;
import io.componentbench.results.RunData;
import io.componentbench.run.OutputGuard;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Writes the report of one run: {@code index.html}, {@code REPORT.md} and {@code charts/} (PNG and
 * SVG), section by section ({@link Section}). Everything is written to a temporary sibling
 * directory first and moved into place only when complete, so a failure leaves the previous report
 * as it was; the target must be absent, empty or an earlier report ({@link OutputGuard}).
 */
public final class ReportWriter {
    private final RunData run;
    private final Analysis analysis;
    private final List<History.Point> history;

    public ReportWriter(RunData run, List<History.Point> history) {
        this.run = run;
        this.analysis = new Analysis(run);
        this.history = history;
    }

    /** The sections, in report order. */
    private List<Section> sections() {
        return List.of(new SummarySection(), new GapsSection(), new GuideSection(), new ClaimsSection(), new TargetsSection(),
                new ContendersSection(), new DecisionTableSection(), new FrameworksSection(), new JvmSection(), new WorkloadSection(), new KneeSection(), new MemorySection(), new LocalitySection(),
                new AllocationSection(), new SpeedVsMemorySection(), new CountersSection(), new TrendSection(history),
                new FairnessSection(), new EnvironmentSection());
    }

    /** Writes the report into {@code out}, replacing what was there only on success. Returns its number of charts. */
    public int write(Path out) throws IOException {
        AtomicInteger charts = new AtomicInteger();
        OutputGuard.replace(out, OutputGuard.Kind.REPORT, dir -> {
            ChartSink sink = new ChartSink(Files.createDirectories(dir.resolve("charts")));
            Document doc = new Document("componentbench report: " + run.profile() + " profile");
            for (Section s : sections()) s.write(analysis, doc, sink);
            Files.writeString(dir.resolve("REPORT.md"), doc.markdown());
            Files.writeString(dir.resolve("index.html"), doc.html());
            charts.set(sink.count());
        });
        return charts.get();
    }
}

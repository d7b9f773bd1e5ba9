package io.componentbench.report;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.componentbench.report.analysis.Analysis;
import io.componentbench.results.RunData;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The page's length budget: index.html of the committed full-profile run at most {@link #BUDGET}
 * screens of 1000 px at 1400 px wide before any folded detail. The height is estimated from the
 * document's blocks (images at their display size, text by characters per line, tables by rows,
 * side-by-side blocks by their taller side), close to what headless Chromium measures on the committed
 * run (docs/report-guide.md gives the measurement and its command).
 */
class ReportLengthTest {
    static final int BUDGET = 20;
    static final double SCREEN = 1000;
    /** The page's content width at a 1400 px window (body max-width 1320 px less its padding). */
    static final double WIDTH = 1282;

    @TempDir
    Path tmp;

    @Test
    void theCommittedRunsPageFitsTwentyScreensBeforeItsFoldedDetail() throws Exception {
        Path baseline = Path.of("results/baseline");
        assertTrue(Files.isDirectory(baseline), "the committed full-profile run");
        RunData run = RunData.load(baseline);
        Analysis analysis = new Analysis(run);
        Document doc = new Document("componentbench report: " + run.profile() + " profile");
        ChartSink sink = new ChartSink(Files.createDirectories(tmp.resolve("charts")), false);
        for (Section s : new ReportWriter(run, List.of(), Optional.empty(), false).sections())
            s.write(analysis, doc, sink);
        double height = 90; // title and margins
        for (Document.Block b : doc.firstBlocks()) height += height(b, WIDTH);
        for (String p : doc.leadParagraphs()) height += text(p, WIDTH - 30) + 6;
        height += 40
                + 24
                        * Math.ceil(doc.blocks().stream()
                                        .filter(b -> b instanceof Document.Heading h && h.level() == 1)
                                        .count()
                                / 2.0); // contents
        for (Document.Block b : doc.blocks()) {
            height += height(b, WIDTH);
        }
        double screens = height / SCREEN;
        assertTrue(
                screens <= BUDGET,
                String.format(
                        "index.html is about %.1f screens at 1400x1000 before folded detail, the budget %d",
                        screens, BUDGET));
        assertTrue(screens > 5, "the estimate sees the page: " + screens);
    }

    /** The estimated height of a block at a width, in CSS pixels. */
    static double height(Document.Block b, double width) {
        if (b instanceof Document.Heading h) return h.level() == 1 ? 75 : 48;
        if (b instanceof Document.Paragraph p) return text(p.text(), width) + 16;
        if (b instanceof Document.Bullets l)
            return l.items().stream().mapToDouble(i -> text(i, width - 40)).sum() + 16;
        if (b instanceof Document.Details) return 39;
        if (b instanceof Document.Image i) return i.height() * Math.min(1, width / i.width()) + 24;
        if (b instanceof Document.Table t) return table(t, width);
        if (b instanceof Document.Html) return 820; // the mix panel: controls, one row per contender, its method
        if (b instanceof Document.Pair p) {
            double left = height(p.left(), width);
            double right = p.right().stream()
                    .mapToDouble(x -> height(x, Math.max(340, width - ((Document.Image) p.left()).width() - 20)))
                    .sum();
            boolean beside = p.left() instanceof Document.Image i && i.width() + 20 + 340 <= width;
            return beside ? Math.max(left, right) : left + right;
        }
        if (b instanceof Document.Row r) {
            double each = (width - 20 * (r.columns().size() - 1)) / r.columns().size();
            return r.columns().stream()
                    .mapToDouble(
                            c -> c.stream().mapToDouble(x -> height(x, each)).sum())
                    .max()
                    .orElse(0);
        }
        throw new IllegalArgumentException("no height for " + b);
    }

    /** Lines of about 8.4 px per character at 23 px each. */
    static double text(String s, double width) {
        return Math.max(1, Math.ceil(s.length() * 8.4 / width)) * 23;
    }

    /** Rows of 25 px, each as tall as its longest cell wraps in an equal share of the width (at most 7 px per character at .88em). */
    static double table(Document.Table t, double width) {
        double column = width / t.header().size();
        double h = 30;
        for (List<String> row : t.rows()) {
            int lines = row.stream()
                    .mapToInt(c -> (int) Math.max(1, Math.ceil(c.length() * 7.0 / column)))
                    .max()
                    .orElse(1);
            h += 6 + 19 * lines;
        }
        return h + 14;
    }
}

package io.componentbench.report;

import io.componentbench.report.analysis.Analysis;
import io.componentbench.report.analysis.Format;
import io.componentbench.report.analysis.FrameMix;
import io.componentbench.stats.Estimate;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * "Your mix": the first thing on the page. In HTML an offline panel ({@code id="mix"}) where the
 * reader sets how many of each operation a frame does, the entity count and the container state,
 * and reads the contenders ranked by cost per frame ({@link FrameMix}, the data embedded in the
 * page, {@code mix.js} ranking it); in Markdown the same ranking for the three presets.
 */
final class MixPanel {
    /** The script of the panel, a port of {@link FrameMix#rank}. */
    static final String SCRIPT = "mix.js";

    private MixPanel() {}

    /** The panel (HTML) and the presets' tables (Markdown); empty when the run has nothing to rank. */
    static Optional<Document.Block> of(Analysis analysis) throws IOException {
        FrameMix.Data data = FrameMix.data(analysis);
        if (data.sizes().isEmpty()) return Optional.empty();
        List<Document.Block> md = new ArrayList<>();
        md.add(new Document.Heading(1, "Your mix: cost per frame", "your-mix"));
        md.add(new Document.Paragraph(method() + " The page (index.html) lets you set your own mix; here are three."));
        for (FrameMix.Preset p : FrameMix.PRESETS) {
            Optional<FrameMix.Mix> mix = FrameMix.judged(data, p);
            if (mix.isEmpty()) {
                md.add(new Document.Paragraph("**" + capitalized(p.name()) + "** (" + p.story()
                        + "): not measured at one entity count in every operation it needs."));
                continue;
            }
            md.add(new Document.Paragraph("**" + capitalized(p.name()) + "**, "
                    + Format.count(mix.get().entities()) + " entities, "
                    + mix.get().state() + " containers: " + p.story() + "."));
            md.add(table(FrameMix.rank(data, mix.get()), data, mix.get().entities()));
        }
        return Optional.of(new Document.Html(html(data), md));
    }

    /** How the cost and its interval are computed, in two sentences. */
    static String method() {
        return "Cost per frame = the sum over operations of count x time per element at that entity count (each workload's main variant); "
                + "its " + Analysis.percent(Estimate.LEVEL)
                + " interval combines the operations' intervals on the log scale (weighted by their "
                + "share of the cost, in quadrature), and `=` marks a contender whose ratio interval to the cheapest contains 1 (tied).";
    }

    /**
     * A ranking as a table: place, contender (tied marked), cost per frame with its interval, ratio to the best with
     * its interval, and the contender's bytes per entity at that entity count (JOL, dense IDs).
     */
    static Document.Table table(List<FrameMix.FrameCost> lines, FrameMix.Data data, int entities) {
        List<List<String>> rows = new ArrayList<>();
        int place = 0;
        for (FrameMix.FrameCost l : lines) {
            if (!l.ranked()) {
                rows.add(List.of(
                        "",
                        l.contender(),
                        "not measured: " + String.join(", ", l.missing()),
                        "",
                        bytes(data.bytes(entities, l.contender()))));
                continue;
            }
            String name =
                    l.best() ? "**" + l.contender() + "**" : l.tied() ? "**=" + l.contender() + "**" : l.contender();
            String cost = time(l.cost())
                    + (Double.isNaN(l.logHalfWidth())
                            ? " [no interval]"
                            : " [" + time(l.lower()) + ", " + time(l.upper()) + "]");
            String vs = l.best()
                    ? "1"
                    : Format.num(l.vsBest())
                            + (Double.isNaN(l.vsBestLogHalfWidth())
                                    ? " [no interval]"
                                    : " [" + Format.num(l.vsBest() * Math.exp(-l.vsBestLogHalfWidth())) + ", "
                                            + Format.num(l.vsBest() * Math.exp(l.vsBestLogHalfWidth())) + "]");
            rows.add(List.of(String.valueOf(++place), name, cost, vs, bytes(data.bytes(entities, l.contender()))));
        }
        return new Document.Table(
                List.of("#", "contender", "cost per frame [95% interval]", "vs cheapest", "bytes per entity"), rows);
    }

    private static String bytes(double b) {
        return Double.isNaN(b) ? "not measured" : String.format(java.util.Locale.ROOT, "%.1f", b);
    }

    /** A time in ns as ns, µs, ms or s, three significant digits. */
    static String time(double ns) {
        if (Double.isNaN(ns)) return "n/a";
        if (ns >= 1e9) return Format.num(ns / 1e9) + " s";
        if (ns >= 1e6) return Format.num(ns / 1e6) + " ms";
        if (ns >= 1e3) return Format.num(ns / 1e3) + " \u00b5s";
        return Format.num(ns) + " ns";
    }

    private static String capitalized(String s) {
        return Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }

    /** The panel: inputs per operation, entity count, state, presets, the result table, the data and the script. */
    static String html(FrameMix.Data data) throws IOException {
        FrameMix.Preset first = FrameMix.PRESETS.get(0);
        // open at the size the first preset is judged at (every one of its operations measured there), not at a size
        // measured for a few contenders only (the full profile's 16M)
        int shown = FrameMix.judged(data, first)
                .map(FrameMix.Mix::entities)
                .orElse(data.sizes().get(data.sizes().size() - 1));
        StringBuilder h =
                new StringBuilder("<section id=\"mix\">\n<h2 id=\"your-mix\">Your mix: cost per frame</h2>\n<form>\n");
        for (FrameMix.Operation op : FrameMix.Operation.values()) {
            double f = first.perEntity().getOrDefault(op, 0.0);
            String value = Format.num(op.perEntity > 0 ? f : Math.round(f * shown))
                    .replace(",", "")
                    .replaceAll("\\.0+$", "");
            h.append("<label>")
                    .append(Document.escape(op.label))
                    .append(" <input type=\"number\" min=\"0\" step=\"any\" name=\"")
                    .append(op.id())
                    .append("\" value=\"")
                    .append(value)
                    .append("\"></label>\n");
        }
        h.append("<label>entities <select name=\"entities\">");
        for (int n : data.sizes())
            h.append("<option value=\"")
                    .append(n)
                    .append('"')
                    .append(n == shown ? " selected" : "")
                    .append('>')
                    .append(Format.count(n))
                    .append("</option>");
        h.append("</select></label>\n<label>containers <select name=\"state\">");
        for (String s : data.states())
            h.append("<option")
                    .append(s.equals("fresh") ? " selected" : "")
                    .append('>')
                    .append(s)
                    .append("</option>");
        h.append("</select></label>\n<div class=\"presets\">presets: ");
        for (FrameMix.Preset p : FrameMix.PRESETS) {
            h.append("<button type=\"button\" data-preset=\"")
                    .append(p.id())
                    .append("\" title=\"")
                    .append(Document.escape(p.story()))
                    .append("\">")
                    .append(Document.escape(p.name()))
                    .append("</button> ");
        }
        h.append(
                "</div>\n</form>\n<p class=\"mix-note\">This panel needs JavaScript; REPORT.md ranks the three presets without it.</p>\n");
        h.append(
                "<div class=\"scroll\"><table><thead><tr><th>#</th><th>contender</th><th>cost per frame [95% interval]</th><th>vs cheapest</th><th>bytes per entity</th></tr></thead><tbody></tbody></table></div>\n");
        h.append("<p class=\"small\">")
                .append(Document.escape(method()).replace("`=`", "<code>=</code>"))
                .append(
                        " Each time is measured alone, so what one operation leaves in the caches for the next is not in it."
                                + " Lookups, inserts and removes are kept as shares of the entities: changing the entity count rescales them."
                                + " The mix is kept in the address (after #), so the link shares it."
                                + " Bytes per entity: the container's footprint at that count (JOL, dense IDs).</p>\n");
        h.append("<script>var frameMixData = ")
                .append(FrameMix.json(data).replace("</", "<\\/"))
                .append(";</script>\n");
        h.append("<script>\n")
                .append(script())
                .append("frameMixPanel(document.getElementById(\"mix\"), frameMixData);\n</script>\n</section>");
        return h.toString();
    }

    /** The panel's script, from the classpath. */
    static String script() {
        try (InputStream in = MixPanel.class.getResourceAsStream(SCRIPT)) {
            if (in == null) throw new IllegalStateException(SCRIPT + " is missing from the classpath");
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}

package io.componentbench.report;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The report as a list of simple blocks, rendered twice: as self-contained HTML (works offline,
 * charts by relative link) and as Markdown for a Git forge. One content model, two renderers, so
 * the two outputs can never say different things. The page starts with its title, the lead
 * paragraphs (what the run is and how it was measured) and the contents; a chart and its table sit
 * side by side ({@link Pair}) where the page is wide enough.
 */
final class Document {
    /** A block renders itself in both formats. */
    sealed interface Block permits Heading, Paragraph, Table, Image, Bullets, Pair, Details, Row, Html {
        void markdown(StringBuilder md);

        void html(StringBuilder h);
    }

    record Heading(int level, String text, String anchor) implements Block {
        public void markdown(StringBuilder md) {
            md.append("#".repeat(level + 1)).append(' ').append(text).append("\n\n");
        }

        public void html(StringBuilder h) {
            h.append("<h")
                    .append(level + 1)
                    .append(" id=\"")
                    .append(anchor)
                    .append("\">")
                    .append(escape(text))
                    .append("</h")
                    .append(level + 1)
                    .append(">\n");
        }
    }

    record Paragraph(String text) implements Block {
        public void markdown(StringBuilder md) {
            md.append(text).append("\n\n");
        }

        public void html(StringBuilder h) {
            h.append("<p>").append(inline(text)).append("</p>\n");
        }
    }

    record Table(List<String> header, List<List<String>> rows) implements Block {
        public void markdown(StringBuilder md) {
            md.append("| ").append(String.join(" | ", header)).append(" |\n|");
            for (int c = 0; c < header.size(); c++) md.append(numeric(c) ? " ---: |" : " --- |");
            md.append('\n');
            for (List<String> row : rows)
                md.append("| ").append(String.join(" | ", row)).append(" |\n");
            md.append('\n');
        }

        public void html(StringBuilder h) {
            h.append("<div class=\"scroll\"><table><thead><tr>");
            for (String c : header) h.append("<th>").append(inline(c)).append("</th>");
            h.append("</tr></thead><tbody>\n");
            for (List<String> row : rows) {
                h.append("<tr>");
                for (String c : row) {
                    h.append(number(c) ? "<td class=\"n\">" : "<td>")
                            .append(inline(c))
                            .append("</td>");
                }
                h.append("</tr>\n");
            }
            h.append("</tbody></table></div>\n");
        }

        /** Whether a cell reads as a number (a time, a ratio, a count, possibly bold or marked tied). */
        static boolean number(String cell) {
            String c = cell.replace("**", "");
            return c.matches("[-+=~<]?[0-9.,]+.*") && c.length() < 24;
        }

        /** Whether column {@code c} holds numbers: every non-empty cell of it reads as one (right-aligned in Markdown). */
        boolean numeric(int c) {
            boolean any = false;
            for (List<String> row : rows) {
                if (c >= row.size()
                        || row.get(c).isBlank()
                        || row.get(c).equals("n/a")
                        || row.get(c).equals("\u2013")) continue;
                if (!number(row.get(c))) return false;
                any = true;
            }
            return any;
        }
    }

    /**
     * A chart: {@code charts/<name>.png}, with an SVG twin when {@code svg}, shown at its display size
     * ({@code width} x {@code height} CSS pixels; the PNG has two or three times as many) and linking
     * to the SVG, or to the PNG itself without one.
     */
    record Image(String name, String alt, int width, int height, boolean svg) implements Block {
        public void markdown(StringBuilder md) {
            md.append("![").append(alt).append("](charts/").append(name).append(".png)\n");
            if (svg) md.append("([SVG](charts/").append(name).append(".svg))\n");
            md.append('\n');
        }

        public void html(StringBuilder h) {
            h.append("<figure style=\"max-width:")
                    .append(width)
                    .append("px\"><a href=\"charts/")
                    .append(name)
                    .append(svg ? ".svg" : ".png")
                    .append("\"><img src=\"charts/")
                    .append(name)
                    .append(".png\" width=\"")
                    .append(width)
                    .append("\" height=\"")
                    .append(height)
                    .append("\" alt=\"")
                    .append(escape(alt))
                    .append("\"></a></figure>\n");
        }
    }

    record Bullets(List<String> items) implements Block {
        public void markdown(StringBuilder md) {
            for (String item : items) md.append("- ").append(item).append('\n');
            md.append('\n');
        }

        public void html(StringBuilder h) {
            h.append("<ul>");
            for (String item : items) h.append("<li>").append(inline(item)).append("</li>");
            h.append("</ul>\n");
        }
    }

    /** A chart and the blocks that explain it, side by side on a wide page, one under the other otherwise. */
    record Pair(Block left, List<Block> right) implements Block {
        public void markdown(StringBuilder md) {
            left.markdown(md);
            for (Block b : right) b.markdown(md);
        }

        public void html(StringBuilder h) {
            h.append("<div class=\"pair\">\n");
            left.html(h);
            h.append("<div class=\"side\">\n");
            for (Block b : right) b.html(h);
            h.append("</div></div>\n");
        }
    }

    /**
     * Blocks folded away under a one-line summary: an HTML {@code <details>} on the page; in
     * Markdown a link to the same blocks under a heading of {@link #DETAILS_FILE}, so REPORT.md
     * stays short.
     */
    record Details(String summary, List<Block> blocks) implements Block {
        public void markdown(StringBuilder md) {
            md.append("[")
                    .append(summary.replace("[", "(").replace("]", ")"))
                    .append("](")
                    .append(DETAILS_FILE)
                    .append('#')
                    .append(githubAnchor(summary))
                    .append(")\n\n");
        }

        void detail(StringBuilder md) {
            md.append("## ").append(summary).append("\n\n");
            for (Block b : blocks) b.markdown(md);
        }

        public void html(StringBuilder h) {
            h.append("<details><summary>").append(inline(summary)).append("</summary>\n");
            for (Block b : blocks) b.html(h);
            h.append("</details>\n");
        }
    }

    /**
     * Blocks side by side on a wide page (each column a {@code <div>} of the class given, sized by
     * the page's style), one after the other in Markdown.
     */
    record Row(String id, List<String> classes, List<List<Block>> columns) implements Block {
        public void markdown(StringBuilder md) {
            for (List<Block> column : columns) for (Block b : column) b.markdown(md);
        }

        public void html(StringBuilder h) {
            h.append("<div class=\"row\"")
                    .append(id.isEmpty() ? "" : " id=\"" + id + "\"")
                    .append(">\n");
            for (int i = 0; i < columns.size(); i++) {
                h.append("<div class=\"").append(classes.get(i)).append("\">\n");
                for (Block b : columns.get(i)) b.html(h);
                h.append("</div>\n");
            }
            h.append("</div>\n");
        }
    }

    /** HTML written as given on the page (an interactive panel), and other blocks in its place in Markdown. */
    record Html(String html, List<Block> inMarkdown) implements Block {
        public void markdown(StringBuilder md) {
            for (Block b : inMarkdown) b.markdown(md);
        }

        public void html(StringBuilder h) {
            h.append(html).append('\n');
        }
    }

    /** The Markdown file beside {@code REPORT.md} that holds the folded detail ({@link Details}). */
    static final String DETAILS_FILE = "DETAILS.md";

    /** The anchor GitHub gives a Markdown heading: lower case, punctuation dropped, spaces as hyphens. */
    static String githubAnchor(String heading) {
        return heading.toLowerCase(java.util.Locale.ROOT)
                .replace("**", "")
                .replace("`", "")
                .replaceAll("[^a-z0-9 _-]", "")
                .replace(' ', '-');
    }

    private final String title;
    private final List<Block> first = new ArrayList<>();
    private final List<String> lead = new ArrayList<>();
    private final List<Block> blocks = new ArrayList<>();
    private final Map<String, Integer> anchors = new HashMap<>();

    Document(String title) {
        this.title = title;
    }

    /** A block of the first screen: shown right under the title, before the lead paragraphs and the contents. */
    Document first(Block block) {
        first.add(block);
        return this;
    }

    /** A paragraph of the page's header, shown under the title and before the contents. */
    Document lead(String text) {
        lead.add(text);
        return this;
    }

    Document heading(int level, String text) {
        String base = text.toLowerCase().replaceAll("[^a-z0-9]+", "-").replaceAll("(^-|-$)", "");
        int seen = anchors.merge(base, 1, Integer::sum);
        blocks.add(new Heading(level, text, seen == 1 ? base : base + "-" + seen));
        return this;
    }

    Document paragraph(String text) {
        blocks.add(new Paragraph(text));
        return this;
    }

    Document table(List<String> header, List<List<String>> rows) {
        if (!rows.isEmpty()) blocks.add(new Table(header, rows));
        return this;
    }

    Document bullets(List<String> items) {
        if (!items.isEmpty()) blocks.add(new Bullets(items));
        return this;
    }

    /** Adds any block. */
    Document add(Block block) {
        blocks.add(block);
        return this;
    }

    List<Block> blocks() {
        return blocks;
    }

    /** The first screen's blocks. */
    List<Block> firstBlocks() {
        return first;
    }

    /** The lead paragraphs. */
    List<String> leadParagraphs() {
        return lead;
    }

    /** Every chart in the document, in order, including those inside pairs and folded blocks. */
    List<Image> images() {
        List<Image> out = new ArrayList<>();
        for (Block b : first) collect(b, out);
        for (Block b : blocks) collect(b, out);
        return out;
    }

    private static void collect(Block b, List<Image> out) {
        if (b instanceof Image i) out.add(i);
        else if (b instanceof Pair p) {
            collect(p.left(), out);
            p.right().forEach(x -> collect(x, out));
        } else if (b instanceof Details d) d.blocks().forEach(x -> collect(x, out));
        else if (b instanceof Row r) r.columns().forEach(c -> c.forEach(x -> collect(x, out)));
        else if (b instanceof Html x) x.inMarkdown().forEach(y -> collect(y, out));
    }

    /** Every folded block, in order, including those inside rows and pairs (not inside other folded blocks). */
    private List<Details> details() {
        List<Details> out = new ArrayList<>();
        for (Block b : first) details(b, out);
        for (Block b : blocks) details(b, out);
        return out;
    }

    private static void details(Block b, List<Details> out) {
        if (b instanceof Details d) out.add(d);
        else if (b instanceof Pair p) p.right().forEach(x -> details(x, out));
        else if (b instanceof Row r) r.columns().forEach(c -> c.forEach(x -> details(x, out)));
    }

    /** {@link #DETAILS_FILE}: every folded block of the report under its own heading; empty text when there is none. */
    String detailsMarkdown() {
        List<Details> all = details();
        if (all.isEmpty()) return "";
        StringBuilder md = new StringBuilder("# ").append(title).append(": the detail\n\n");
        md.append("The tables and charts folded away in [REPORT.md](REPORT.md), in its order.\n\n");
        for (Details d : all) d.detail(md);
        return md.toString();
    }

    private List<Heading> contents() {
        return blocks.stream()
                .filter(b -> b instanceof Heading hd && hd.level() == 1)
                .map(b -> (Heading) b)
                .toList();
    }

    String markdown() {
        StringBuilder md = new StringBuilder("# ").append(title).append("\n\n");
        for (Block b : first) b.markdown(md);
        for (String p : lead) md.append(p).append("\n\n");
        md.append("**Contents:** ");
        List<String> links = contents().stream()
                .map(hd -> "[" + hd.text() + "](#" + hd.anchor() + ")")
                .toList();
        md.append(String.join(" · ", links)).append("\n\n");
        for (Block b : blocks) b.markdown(md);
        return md.toString();
    }

    /**
     * The blocks alone, without title, lead or contents, every heading {@code deeper} levels down:
     * for embedding in another Markdown page under its own headings (the README's results).
     */
    String markdownBody(int deeper) {
        StringBuilder md = new StringBuilder();
        for (Block b : blocks) {
            if (b instanceof Heading hd) new Heading(hd.level() + deeper, hd.text(), hd.anchor()).markdown(md);
            else b.markdown(md);
        }
        return md.toString();
    }

    String html() {
        StringBuilder h = new StringBuilder("""
                <!DOCTYPE html>
                <html lang="en"><head><meta charset="utf-8"><title>%s</title>
                <meta name="viewport" content="width=device-width, initial-scale=1">
                <style>
                body{font-family:system-ui,-apple-system,"Segoe UI",sans-serif;max-width:1320px;margin:1.5em auto;padding:0 1.2em;color:#222;line-height:1.45}
                h1{font-size:1.6em;margin-bottom:.3em}h2{margin-top:2em;border-bottom:1px solid #ddd;padding-bottom:.2em}h3{margin-top:1.6em}h4{margin:1.2em 0 .4em}
                .lead p{margin:.3em 0;color:#333}.lead{border-left:4px solid #4C78A8;padding:.2em .8em;margin:.8em 0;background:#f8fafc}
                table{border-collapse:collapse;margin:.6em 0;font-size:.88em}th,td{border:1px solid #ccc;padding:.2em .45em;text-align:left;vertical-align:top}
                th{background:#f3f3f3}td.n{text-align:right;white-space:nowrap;font-variant-numeric:tabular-nums}
                figure{margin:.6em 0}img{width:100%%;height:auto;border:1px solid #eee}
                .pair{display:flex;flex-wrap:wrap;gap:1.2em;align-items:flex-start}.pair>figure{flex:0 1 auto;width:100%%}.side{flex:1 1 340px;min-width:300px}
                .scroll{overflow-x:auto;max-width:100%%}details{margin:.6em 0}summary{cursor:pointer;color:#2C6FB7}
                nav{background:#fafafa;border:1px solid #eee;padding:.4em 1em;columns:2 280px}nav ul{margin:.2em 0;padding-left:1.2em}code{background:#f4f4f4;padding:0 .2em}
                .row{display:flex;flex-wrap:wrap;gap:1.2em;align-items:flex-start}.mixcol{flex:1 1 520px;min-width:320px}.glancecol{flex:1 1 640px;min-width:320px}
                .row h2{margin-top:.2em}#mix form{display:grid;grid-template-columns:repeat(3,minmax(0,1fr));gap:.25em .8em;font-size:.85em}
                #mix label{display:flex;flex-direction:column}#mix input,#mix select{width:7em}#mix .presets{grid-column:1/-1}
                #mix table{font-size:.8em;margin:.3em 0}#mix tr.best td,#mix tr.tied td{font-weight:600;background:#eef4fb}#mix p{margin:.3em 0;font-size:.85em}
                .small{font-size:.85em;color:#444}
                </style></head><body>
                <h1>%s</h1>
                """.formatted(escape(title), escape(title)));
        for (Block b : first) b.html(h);
        if (!lead.isEmpty()) {
            h.append("<div class=\"lead\">");
            for (String p : lead) h.append("<p>").append(inline(p)).append("</p>");
            h.append("</div>\n");
        }
        h.append("<nav><strong>Contents</strong><ul>");
        for (Heading hd : contents()) {
            h.append("<li><a href=\"#")
                    .append(hd.anchor())
                    .append("\">")
                    .append(escape(hd.text()))
                    .append("</a></li>");
        }
        h.append("</ul></nav>\n");
        for (Block b : blocks) b.html(h);
        return h.append("</body></html>\n").toString();
    }

    /** Escapes HTML, then renders the Markdown inline forms the report uses: `code`, **bold** and [links](#anchor). */
    private static String inline(String text) {
        return escape(text)
                .replaceAll("`([^`]+)`", "<code>$1</code>")
                .replaceAll("\\*\\*([^*]+)\\*\\*", "<strong>$1</strong>")
                .replaceAll("\\[([^\\]]+)\\]\\((#[a-z0-9-]+)\\)", "<a href=\"$2\">$1</a>");
    }

    static String escape(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }
}

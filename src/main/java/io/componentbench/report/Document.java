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
    sealed interface Block permits Heading, Paragraph, Table, Image, Bullets, Pair, Details {
        void markdown(StringBuilder md);

        void html(StringBuilder h);
    }

    record Heading(int level, String text, String anchor) implements Block {
        public void markdown(StringBuilder md) {
            md.append("#".repeat(level + 1)).append(' ').append(text).append("\n\n");
        }

        public void html(StringBuilder h) {
            h.append("<h").append(level + 1).append(" id=\"").append(anchor).append("\">").append(escape(text)).append("</h").append(level + 1).append(">\n");
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
            md.append("| ").append(String.join(" | ", header)).append(" |\n|").append(" --- |".repeat(header.size())).append('\n');
            for (List<String> row : rows) md.append("| ").append(String.join(" | ", row)).append(" |\n");
            md.append('\n');
        }

        public void html(StringBuilder h) {
            h.append("<div class=\"scroll\"><table><thead><tr>");
            for (String c : header) h.append("<th>").append(inline(c)).append("</th>");
            h.append("</tr></thead><tbody>\n");
            for (List<String> row : rows) {
                h.append("<tr>");
                for (String c : row) {
                    h.append(c.matches("[-+=]?[0-9.,]+.*") && c.length() < 24 ? "<td class=\"n\">" : "<td>").append(inline(c)).append("</td>");
                }
                h.append("</tr>\n");
            }
            h.append("</tbody></table></div>\n");
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
            h.append("<figure style=\"max-width:").append(width).append("px\"><a href=\"charts/").append(name).append(svg ? ".svg" : ".png")
                    .append("\"><img src=\"charts/")
                    .append(name).append(".png\" width=\"").append(width).append("\" height=\"").append(height).append("\" alt=\"")
                    .append(escape(alt)).append("\"></a></figure>\n");
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

    /** Blocks folded away under a one-line summary (an HTML {@code <details>}, which Git forges render too). */
    record Details(String summary, List<Block> blocks) implements Block {
        public void markdown(StringBuilder md) {
            md.append("<details><summary>").append(escape(summary)).append("</summary>\n\n");
            for (Block b : blocks) b.markdown(md);
            md.append("</details>\n\n");
        }

        public void html(StringBuilder h) {
            h.append("<details><summary>").append(inline(summary)).append("</summary>\n");
            for (Block b : blocks) b.html(h);
            h.append("</details>\n");
        }
    }

    private final String title;
    private final List<String> lead = new ArrayList<>();
    private final List<Block> blocks = new ArrayList<>();
    private final Map<String, Integer> anchors = new HashMap<>();

    Document(String title) {
        this.title = title;
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

    List<Block> blocks() { return blocks; }

    /** Every chart in the document, in order, including those inside pairs and folded blocks. */
    List<Image> images() {
        List<Image> out = new ArrayList<>();
        for (Block b : blocks) collect(b, out);
        return out;
    }

    private static void collect(Block b, List<Image> out) {
        if (b instanceof Image i) out.add(i);
        else if (b instanceof Pair p) {
            collect(p.left(), out);
            p.right().forEach(x -> collect(x, out));
        } else if (b instanceof Details d) d.blocks().forEach(x -> collect(x, out));
    }

    private List<Heading> contents() {
        return blocks.stream().filter(b -> b instanceof Heading hd && hd.level() == 1).map(b -> (Heading) b).toList();
    }

    String markdown() {
        StringBuilder md = new StringBuilder("# ").append(title).append("\n\n");
        for (String p : lead) md.append(p).append("\n\n");
        md.append("**Contents:** ");
        List<String> links = contents().stream().map(hd -> "[" + hd.text() + "](#" + hd.anchor() + ")").toList();
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
                </style></head><body>
                <h1>%s</h1>
                """.formatted(escape(title), escape(title)));
        if (!lead.isEmpty()) {
            h.append("<div class=\"lead\">");
            for (String p : lead) h.append("<p>").append(inline(p)).append("</p>");
            h.append("</div>\n");
        }
        h.append("<nav><strong>Contents</strong><ul>");
        for (Heading hd : contents()) {
            h.append("<li><a href=\"#").append(hd.anchor()).append("\">").append(escape(hd.text())).append("</a></li>");
        }
        h.append("</ul></nav>\n");
        for (Block b : blocks) b.html(h);
        return h.append("</body></html>\n").toString();
    }

    /** Escapes HTML, then renders the Markdown inline forms the report uses: `code`, **bold** and [links](#anchor). */
    private static String inline(String text) {
        return escape(text).replaceAll("`([^`]+)`", "<code>$1</code>").replaceAll("\\*\\*([^*]+)\\*\\*", "<strong>$1</strong>")
                .replaceAll("\\[([^\\]]+)\\]\\((#[a-z0-9-]+)\\)", "<a href=\"$2\">$1</a>");
    }

    static String escape(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }
}

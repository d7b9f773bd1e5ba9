package io.componentbench.report;

import java.util.ArrayList;
import java.util.List;

/**
 * The report as a list of simple blocks, rendered twice: as self-contained HTML (works offline,
 * charts by relative link) and as Markdown for a Git forge. One content model, two renderers, so
 * the two outputs can never say different things.
 */
final class Document {
    /** A block renders itself in both formats. */
    sealed interface Block permits Heading, Paragraph, Table, Image, Bullets {
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
            h.append("<table><thead><tr>");
            for (String c : header) h.append("<th>").append(inline(c)).append("</th>");
            h.append("</tr></thead><tbody>\n");
            for (List<String> row : rows) {
                h.append("<tr>");
                for (String c : row) {
                    h.append(c.matches("[-+]?[0-9.,]+.*") && c.length() < 24 ? "<td class=\"n\">" : "<td>").append(inline(c)).append("</td>");
                }
                h.append("</tr>\n");
            }
            h.append("</tbody></table>\n");
        }
    }

    /** A chart: {@code charts/<name>.png} with an SVG twin. */
    record Image(String name, String alt) implements Block {
        public void markdown(StringBuilder md) {
            md.append("![").append(alt).append("](charts/").append(name).append(".png)\n([SVG](charts/").append(name).append(".svg))\n\n");
        }

        public void html(StringBuilder h) {
            h.append("<figure><a href=\"charts/").append(name).append(".svg\"><img src=\"charts/").append(name)
                    .append(".png\" alt=\"").append(escape(alt)).append("\"></a></figure>\n");
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

    private final String title;
    private final List<Block> blocks = new ArrayList<>();

    Document(String title) {
        this.title = title;
    }

    Document heading(int level, String text) {
        blocks.add(new Heading(level, text, text.toLowerCase().replaceAll("[^a-z0-9]+", "-").replaceAll("(^-|-$)", "")));
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

    Document image(String name, String alt) {
        blocks.add(new Image(name, alt));
        return this;
    }

    Document bullets(List<String> items) {
        if (!items.isEmpty()) blocks.add(new Bullets(items));
        return this;
    }

    List<Block> blocks() { return blocks; }

    String markdown() {
        StringBuilder md = new StringBuilder("# ").append(title).append("\n\n");
        for (Block b : blocks) b.markdown(md);
        return md.toString();
    }

    String html() {
        StringBuilder h = new StringBuilder("""
                <!DOCTYPE html>
                <html lang="en"><head><meta charset="utf-8"><title>%s</title>
                <meta name="viewport" content="width=device-width, initial-scale=1">
                <style>
                body{font-family:system-ui,-apple-system,"Segoe UI",sans-serif;max-width:1000px;margin:2em auto;padding:0 1em;color:#222;line-height:1.45}
                table{border-collapse:collapse;margin:1em 0;font-size:.9em}th,td{border:1px solid #ccc;padding:.25em .5em;text-align:left;vertical-align:top}
                th{background:#f3f3f3}td.n{text-align:right;white-space:nowrap}img{max-width:100%%;border:1px solid #eee}
                nav{background:#fafafa;border:1px solid #eee;padding:.5em 1em}code{background:#f4f4f4;padding:0 .2em}
                </style></head><body>
                <h1>%s</h1>
                """.formatted(escape(title), escape(title)));
        h.append("<nav><strong>Contents</strong><ul>");
        for (Block b : blocks) {
            if (b instanceof Heading hd && hd.level() == 1) {
                h.append("<li><a href=\"#").append(hd.anchor()).append("\">").append(escape(hd.text())).append("</a></li>");
            }
        }
        h.append("</ul></nav>\n");
        for (Block b : blocks) b.html(h);
        return h.append("</body></html>\n").toString();
    }

    /** Escapes HTML, then renders the two Markdown inline forms the report uses: `code` and **bold**. */
    private static String inline(String text) {
        return escape(text).replaceAll("`([^`]+)`", "<code>$1</code>").replaceAll("\\*\\*([^*]+)\\*\\*", "<strong>$1</strong>");
    }

    static String escape(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }
}

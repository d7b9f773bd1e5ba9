package io.componentbench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Every relative link and image in README.md, docs/*.md and the Markdown files under
 * docs/measurements (each investigation's README) names a file of this repository that exists, and
 * a {@code #anchor} into a Markdown file names one of its headings (GitHub's anchors).
 * Links in code spans and fenced code blocks are text, not links; absolute URLs are not checked.
 */
class DocsLinksTest {
    private static final Path ROOT = Path.of("").toAbsolutePath();
    private static final Pattern LINK = Pattern.compile("!?\\[[^\\]]*\\]\\(([^)\\s]+)(?:\\s+\"[^\"]*\")?\\)");
    private static final Pattern CODE_SPAN = Pattern.compile("`[^`]*`");

    /** README.md, the Markdown files directly in docs/ and those anywhere under docs/measurements. */
    static List<Path> pages() throws IOException {
        List<Path> pages = new ArrayList<>(List.of(ROOT.resolve("README.md")));
        try (Stream<Path> docs = Files.list(ROOT.resolve("docs"))) {
            docs.filter(p -> p.toString().endsWith(".md")).sorted().forEach(pages::add);
        }
        try (Stream<Path> notes = Files.walk(ROOT.resolve("docs/measurements"))) {
            notes.filter(p -> p.toString().endsWith(".md")).sorted().forEach(pages::add);
        }
        return pages;
    }

    @Test
    void everyRelativeLinkResolvesToAFileAndHeadingOfTheRepository() throws IOException {
        List<String> broken = new ArrayList<>();
        int checked = 0;
        for (Path page : pages()) {
            for (String target : links(Files.readString(page))) {
                if (target.matches("^[a-zA-Z][a-zA-Z0-9+.-]*:.*")) continue; // https:, mailto: ...
                checked++;
                int hash = target.indexOf('#');
                String file = hash < 0 ? target : target.substring(0, hash);
                String anchor = hash < 0 ? "" : target.substring(hash + 1);
                Path resolved =
                        file.isEmpty() ? page : page.getParent().resolve(file).normalize();
                String where = ROOT.relativize(page) + ": " + target;
                if (!resolved.startsWith(ROOT)) {
                    broken.add(where + " (outside the repository)");
                } else if (!Files.exists(resolved)) {
                    broken.add(where + " (no such file)");
                } else if (!anchor.isEmpty()
                        && resolved.toString().endsWith(".md")
                        && !anchors(Files.readString(resolved)).contains(anchor)) {
                    broken.add(where + " (no such heading in " + ROOT.relativize(resolved) + ")");
                }
            }
        }
        assertEquals(List.of(), broken);
        assertTrue(checked >= 10, "the README and docs link each other: " + checked + " links checked");
    }

    @Test
    void theLinkParserSeesLinksAndImagesButNotCode() {
        String md =
                "see [a](docs/a.md#x) and ![img](b.png) and `[c](not-a-link.md)`\n```\n[d](in-a-block.md)\n# not a heading\n```\n[e](https://x.org)\n";
        assertEquals(List.of("docs/a.md#x", "b.png", "https://x.org"), links(md));
    }

    @Test
    void anchorsFollowGithubsRules() {
        String md =
                "# Title\n## How precise, how calibrated: measured here\n### Comparing two commits: `scripts/ab`\n## Title\n```\n# comment\n```\n";
        assertEquals(
                Set.of(
                        "title",
                        "how-precise-how-calibrated-measured-here",
                        "comparing-two-commits-scriptsab",
                        "title-1"),
                anchors(md));
    }

    /** The link targets of a Markdown page, outside code, in order. */
    static List<String> links(String markdown) {
        List<String> out = new ArrayList<>();
        for (String line : prose(markdown)) {
            Matcher m = LINK.matcher(CODE_SPAN.matcher(line).replaceAll(""));
            while (m.find()) out.add(m.group(1));
        }
        return out;
    }

    /** The anchors GitHub gives a page's headings: lower case, punctuation dropped, spaces to hyphens, repeats numbered. */
    static Set<String> anchors(String markdown) {
        Set<String> out = new LinkedHashSet<>();
        Map<String, Integer> seen = new HashMap<>();
        for (String line : prose(markdown)) {
            if (!line.matches("^#{1,6} .*")) continue;
            String text = line.replaceFirst("^#+ ", "")
                    .replaceFirst("\\s+#+\\s*$", "")
                    .replaceAll("\\[([^\\]]*)\\]\\([^)]*\\)", "$1");
            String slug = text.toLowerCase(Locale.ROOT)
                    .replaceAll("[^\\p{L}\\p{N} _-]", "")
                    .replace(' ', '-');
            int n = seen.merge(slug, 1, Integer::sum);
            out.add(n == 1 ? slug : slug + "-" + (n - 1));
        }
        return out;
    }

    /** The lines of a page outside fenced code blocks. */
    private static List<String> prose(String markdown) {
        List<String> out = new ArrayList<>();
        boolean fenced = false;
        for (String line : markdown.split("\n", -1)) {
            if (line.trim().startsWith("```")) {
                fenced = !fenced;
            } else if (!fenced) {
                out.add(line);
            }
        }
        return out;
    }
}

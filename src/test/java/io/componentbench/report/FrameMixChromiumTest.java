package io.componentbench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.componentbench.cli.Cli;
import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The mix panel of the small fixture run's page in headless Chromium: opened from a shared address,
 * typed into, submitted (what Enter does), rescaled by the entity count. Skipped, with a message,
 * where no {@code chromium} is on the PATH; {@link FrameMixPanelTest} drives the same script in
 * Rhino and never skips.
 */
class FrameMixChromiumTest {
    /** Run after the panel has wired itself: acts as a reader would and writes what it saw into {@code <pre id="probe">}. */
    private static final String PROBE = """
            <script>
            (function () {
              var root = document.getElementById("mix"), form = root.querySelector("form"), el = form.elements, out = [];
              function fire(e, type) { e.dispatchEvent(new Event(type, {bubbles: true})); }
              out.push("restored=" + el.iterate.value + "," + el.lookup.value + "," + el.entities.value);
              out.push("defaultButton=" + (form.querySelector("button:not([type=button])") === null ? "none" : "present"));
              el.lookup.value = "123"; fire(el.lookup, "input");
              form.requestSubmit();
              out.push("afterSubmit=" + el.lookup.value);
              var sizes = el.entities.options;
              el.entities.value = sizes[sizes.length - 1].value; fire(el.entities, "input"); fire(el.entities, "change");
              out.push("entities=" + el.entities.value);
              out.push("rescaled=" + el.lookup.value);
              out.push("rows=" + root.querySelectorAll("tbody tr").length);
              out.push("bytesColumn=" + (root.querySelector("thead").textContent.indexOf("bytes per entity") >= 0));
              out.push("hash=" + location.hash);
              out.push("note=" + root.querySelector(".mix-note").textContent);
              var pre = document.createElement("pre"); pre.id = "probe"; pre.textContent = out.join("\\n");
              document.body.appendChild(pre);
            })();
            </script>
            """;

    @TempDir
    Path tmp;

    private static Optional<Path> chromium() {
        for (String dir : System.getenv().getOrDefault("PATH", "").split(File.pathSeparator))
            for (String name : List.of("chromium", "chromium-browser")) {
                Path p = Path.of(dir, name);
                if (Files.isExecutable(p)) return Optional.of(p);
            }
        return Optional.empty();
    }

    @Test
    void thePanelKeepsTheReadersMixThroughSubmitAndRescaleAndInTheAddress() throws Exception {
        Optional<Path> chromium = chromium();
        Assumptions.assumeTrue(
                chromium.isPresent(), "no chromium on the PATH: the panel is driven in Rhino only (FrameMixPanelTest)");
        Path out = tmp.resolve("report");
        assertEquals(
                0,
                Cli.execute(
                        "report",
                        ReportEndToEndTest.FIXTURE.toString(),
                        "--out",
                        out.toString(),
                        "--history",
                        tmp.resolve("none.jsonl").toString()));
        String html = Files.readString(out.resolve("index.html"));
        Path probe = out.resolve("probe.html");
        Files.writeString(probe, html.replace("</body>", PROBE + "</body>"));
        Process p = new ProcessBuilder(
                        chromium.get().toString(),
                        "--headless",
                        "--no-sandbox",
                        "--disable-gpu",
                        "--no-first-run",
                        "--disable-background-networking",
                        "--disable-component-update",
                        "--disable-sync",
                        "--user-data-dir=" + tmp.resolve("profile"),
                        "--dump-dom",
                        probe.toUri() + "#mix:iterate=3,lookup=77,entities=1000,state=fresh")
                .redirectError(tmp.resolve("chromium.err").toFile())
                .start();
        String dom = new String(p.getInputStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
        assertTrue(p.waitFor(90, TimeUnit.SECONDS), "chromium finished");
        int at = dom.indexOf("<pre id=\"probe\">");
        assertTrue(at >= 0, "the probe ran: " + Files.readString(tmp.resolve("chromium.err")));
        Map<String, String> seen = new LinkedHashMap<>();
        Stream.of(dom.substring(at + 16, dom.indexOf("</pre>", at)).split("\n")).forEach(l -> {
            int eq = l.indexOf('=');
            seen.put(l.substring(0, eq), l.substring(eq + 1).replace("&amp;", "&"));
        });
        assertEquals("3,77,1000", seen.get("restored"), "the address restored the mix");
        assertEquals("none", seen.get("defaultButton"), "Enter has no preset button to click");
        assertEquals("123", seen.get("afterSubmit"), "submitting kept the reader's number");
        int n = Integer.parseInt(seen.get("entities"));
        assertEquals(String.valueOf(Math.round(123.0 * n / 1000)), seen.get("rescaled"), "lookups kept as a share");
        assertTrue(Integer.parseInt(seen.get("rows")) > 0, "the table ranks: " + seen.get("note"));
        assertEquals("true", seen.get("bytesColumn"));
        assertTrue(seen.get("note").startsWith("Cheapest per frame"), seen.get("note"));
        assertTrue(
                seen.get("hash").startsWith("#mix:iterate=3,lookup=" + seen.get("rescaled") + ",entities=" + n),
                seen.get("hash"));
    }
}

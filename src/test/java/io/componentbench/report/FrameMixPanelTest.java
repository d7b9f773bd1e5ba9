package io.componentbench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.componentbench.report.analysis.Analysis;
import io.componentbench.report.analysis.FrameMix;
import io.componentbench.results.RunData;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.mozilla.javascript.Context;
import org.mozilla.javascript.Scriptable;

/**
 * The mix panel driven as a reader drives it: the page's script ({@code mix.js}) run in Rhino over a
 * small stand-in for the panel's DOM (the form's inputs, the table body, the note, the preset
 * buttons, the page's location and history). Never skipped: it needs no browser.
 */
class FrameMixPanelTest {
    private static final double H = Math.log(1.1);
    private static final int SMALL = 1000;
    private static final int LARGE = 16_000_000;

    /** The stand-in DOM; {@code panel(hash)} wires a fresh panel to it, the location holding {@code hash}. */
    private static final String DOM = """
            var submitted = {prevented: false};
            function input(name, value) { return {name: name, value: String(value)}; }
            function panel(hash) {
              var elements = {};
              for (var i = 0; i < data.operations.length; i++) elements[data.operations[i].id] = input(data.operations[i].id, 0);
              elements.entities = input("entities", data.sizes[0]);
              elements.entities.options = data.sizes.map(function (n) { return {value: String(n)}; });
              elements.state = input("state", "fresh");
              var form = {elements: elements}, body = {innerHTML: ""}, note = {textContent: ""};
              var buttons = data.presets.map(function (p) { return {getAttribute: function () { return p.id; }}; });
              var root = {
                querySelector: function (s) { return s === "form" ? form : s === "tbody" ? body : note; },
                querySelectorAll: function () { return buttons; }
              };
              var loc = {location: {hash: hash}, history: {replaceState: function (a, b, url) { loc.location.hash = url; }}};
              frameMixPanel(root, data, loc);
              return {form: form, body: body, note: note, buttons: buttons, loc: loc};
            }
            function type(p, name, value) { p.form.elements[name].value = String(value); p.form.oninput({target: p.form.elements[name]}); }
            function choose(p, name, value) {
              p.form.elements[name].value = String(value);
              p.form.oninput({target: p.form.elements[name]});
              p.form.onchange({target: p.form.elements[name]});
            }
            function enter(p) { p.form.onsubmit({preventDefault: function () { submitted.prevented = true; }}); }
            """;

    private Context cx;
    private Scriptable scope;

    /** Iterate at both counts, lookups at 1K only (as the full profile measures 16M); footprints at 1K. */
    private static FrameMix.Data data() {
        Map<String, Map<String, Map<Integer, Map<String, FrameMix.Time>>>> times = new LinkedHashMap<>();
        Map<Integer, Map<String, FrameMix.Time>> iterate = new LinkedHashMap<>();
        iterate.put(SMALL, Map.of("a", new FrameMix.Time(1, H), "b", new FrameMix.Time(3, H)));
        iterate.put(LARGE, Map.of("a", new FrameMix.Time(2, H), "b", new FrameMix.Time(4, H)));
        times.put("iterate", Map.of("fresh", iterate));
        times.put(
                "lookup",
                Map.of("fresh", Map.of(SMALL, Map.of("a", new FrameMix.Time(50, H), "b", new FrameMix.Time(5, H)))));
        return new FrameMix.Data(
                List.of(SMALL, LARGE),
                List.of("fresh", "churned"),
                List.of("a", "b"),
                times,
                Map.of(SMALL, Map.of("a", 28.0, "b", 80.25)));
    }

    @BeforeEach
    void load() throws Exception {
        load(FrameMix.json(data()));
    }

    private void load(String json) {
        if (cx != null) Context.exit();
        cx = Context.enter();
        cx.setLanguageVersion(Context.VERSION_ES6);
        scope = cx.initStandardObjects();
        cx.evaluateString(scope, MixPanel.script(), MixPanel.SCRIPT, 1, null);
        cx.evaluateString(scope, "var data = " + json + ";", "data", 1, null);
        cx.evaluateString(scope, DOM, "dom", 1, null);
    }

    @AfterEach
    void exit() {
        Context.exit();
        cx = null;
    }

    private String js(String code) {
        return String.valueOf(cx.evaluateString(scope, code, "test", 1, null));
    }

    @Test
    void enterInAnyInputKeepsTheReadersNumbers() throws Exception {
        js("var p = panel(''); type(p, 'iterate', 3); type(p, 'lookup', 123); enter(p);");
        assertEquals("3", js("p.form.elements.iterate.value"));
        assertEquals("123", js("p.form.elements.lookup.value"), "Enter applied no preset");
        assertEquals("true", js("submitted.prevented"), "and did not reload the page");
        // in a browser Enter clicks the form's default button, its first submit button: the panel has none
        String html = MixPanel.html(data());
        Matcher buttons = Pattern.compile("<button[^>]*>").matcher(html);
        int n = 0;
        while (buttons.find()) {
            n++;
            assertTrue(buttons.group().contains("type=\"button\""), buttons.group());
        }
        assertEquals(FrameMix.PRESETS.size(), n);
    }

    @Test
    void presetsAndTheReadersCountsAreSharesThatRescaleWithTheEntityCount() {
        js("var p = panel(''); p.buttons[1].onclick(null);"); // 2 lookups per entity
        assertEquals("2000", js("p.form.elements.lookup.value"));
        js("choose(p, 'entities', " + LARGE + ");");
        assertEquals("32000000", js("p.form.elements.lookup.value"), "2 per entity at 16M");
        assertEquals("1", js("p.form.elements.iterate.value"), "passes stay passes");
        js("type(p, 'lookup', 1600000); choose(p, 'entities', " + SMALL + ");");
        assertEquals("100", js("p.form.elements.lookup.value"), "the reader's 10% kept as 10%");
    }

    @Test
    void sixteenMillionRanksOnWhatWasMeasuredThereAndSaysWhatWasLeftOut() {
        js("var p = panel(''); type(p, 'iterate', 1); type(p, 'lookup', 10); choose(p, 'entities', " + LARGE + ");");
        String note = js("p.note.textContent");
        assertFalse(note.contains("Set at least one count"), note);
        assertTrue(note.contains("Cheapest per frame: a"), note);
        assertTrue(note.contains("No contender was measured in lookup at 16000000"), note);
        assertTrue(js("p.body.innerHTML").contains("<td>1</td><td>a</td>"), js("p.body.innerHTML"));
        js("type(p, 'iterate', 0); type(p, 'lookup', 0);");
        assertEquals("Set at least one count.", js("p.note.textContent"), "only with nothing to count");
    }

    @Test
    void theTableCarriesBytesPerEntityWhereMeasured() {
        js("var p = panel(''); type(p, 'iterate', 1); type(p, 'lookup', 10);");
        String body = js("p.body.innerHTML");
        assertTrue(body.contains("<td>2</td><td>b</td>") && body.contains(">80.3</td>"), body);
        assertTrue(body.contains(">28.0</td>"), body);
        js("choose(p, 'entities', " + LARGE + ");");
        assertTrue(js("p.body.innerHTML").contains(">not measured</td>"), "no footprint at 16M");
    }

    @Test
    void theMixIsKeptInTheAddressAndRestoredFromIt() {
        js("var p = panel(''); type(p, 'iterate', 4); type(p, 'lookup', 70); choose(p, 'state', 'churned');");
        String hash = js("p.loc.location.hash");
        assertEquals("#mix:iterate=4,lookup=70,entities=1000,state=churned", hash);
        js("var q = panel('" + hash + "');");
        assertEquals("4", js("q.form.elements.iterate.value"));
        assertEquals("70", js("q.form.elements.lookup.value"));
        assertEquals("0", js("q.form.elements.join.value"));
        assertEquals("churned", js("q.form.elements.state.value"));
        js("var r = panel('#mix:lookup=5,entities=" + LARGE + "');");
        assertEquals(String.valueOf(LARGE), js("r.form.elements.entities.value"));
        js("var t = panel('#workload-iterate');");
        assertEquals("#workload-iterate", js("t.loc.location.hash"), "opening the page keeps its anchor");
        js("var s = panel('#mix:lookup=5,entities=12345');");
        assertEquals(String.valueOf(SMALL), js("s.form.elements.entities.value"), "an unmeasured count is ignored");
    }

    /** On the small fixture run every preset, at every count the run has, ranks someone and shows a footprint. */
    @Test
    void theFixtureRunsPresetsRankAtEveryCount() throws Exception {
        FrameMix.Data d = FrameMix.data(new Analysis(RunData.load(ReportEndToEndTest.FIXTURE)));
        load(FrameMix.json(d));
        for (int n : d.sizes()) {
            for (int k = 0; k < FrameMix.PRESETS.size(); k++) {
                js("var p = panel(''); choose(p, 'entities', " + n + "); p.buttons[" + k + "].onclick(null);");
                String note = js("p.note.textContent");
                assertTrue(note.startsWith("Cheapest per frame"), n + " preset " + k + ": " + note);
            }
        }
        assertFalse(d.bytesPerEntity().isEmpty(), "the fixture has footprints");
    }
}

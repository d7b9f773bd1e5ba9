package io.componentbench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.componentbench.report.analysis.FrameMix;
import io.componentbench.results.Json;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.mozilla.javascript.Context;
import org.mozilla.javascript.Scriptable;

/** The mix panel's ranking: the cost per frame, its interval, the tie rule, and the page's script agreeing with the Java. */
class FrameMixTest {
    private static final double H = Math.log(1.1); // a 95% interval of about +-10%

    /** Two operations at 1000 entities, fresh: iterate (per pass) and lookup (one by one). */
    private static FrameMix.Data data(
            Map<String, double[]> iterate, Map<String, double[]> lookup, List<String> contenders) {
        Map<String, Map<String, Map<Integer, Map<String, FrameMix.Time>>>> times = new LinkedHashMap<>();
        times.put("iterate", Map.of("fresh", Map.of(1000, times(iterate))));
        times.put("lookup", Map.of("fresh", Map.of(1000, times(lookup))));
        return new FrameMix.Data(List.of(1000), List.of("fresh", "churned"), contenders, times);
    }

    private static Map<String, FrameMix.Time> times(Map<String, double[]> m) {
        Map<String, FrameMix.Time> out = new LinkedHashMap<>();
        m.forEach((c, t) -> out.put(c, new FrameMix.Time(t[0], t[1])));
        return out;
    }

    private static FrameMix.Mix mix(double passes, double lookups) {
        return new FrameMix.Mix(
                Map.of(FrameMix.Operation.ITERATE, passes, FrameMix.Operation.LOOKUP, lookups), 1000, "fresh");
    }

    @Test
    void costIsCountTimesTimeSummedAndItsIntervalWeighsEachOperationByItsShare() {
        FrameMix.Data d =
                data(Map.of("a", new double[] {1.0, H}), Map.of("a", new double[] {20.0, 2 * H}), List.of("a"));
        FrameMix.FrameCost a = FrameMix.rank(d, mix(2, 100)).get(0);
        assertEquals(
                2 * 1000 * 1.0 + 100 * 20.0,
                a.cost(),
                1e-9,
                "2 passes over 1000 entities at 1 ns, 100 lookups at 20 ns");
        double expected = Math.sqrt(Math.pow(2000 * H, 2) + Math.pow(2000 * 2 * H, 2)) / 4000;
        assertEquals(expected, a.logHalfWidth(), 1e-12);
        assertTrue(a.lower() < a.cost() && a.cost() < a.upper());
        assertTrue(a.best() && !a.tied());
    }

    @Test
    void aContenderIsTiedOnlyWhenTheRatioIntervalToTheBestContainsOne() {
        FrameMix.Data d = data(
                Map.of("best", new double[] {1.0, H}, "close", new double[] {1.1, H}, "far", new double[] {1.2, H}),
                Map.of("best", new double[] {1, H}, "close", new double[] {1, H}, "far", new double[] {1, H}),
                List.of("far", "close", "best"));
        List<FrameMix.FrameCost> lines = FrameMix.rank(d, mix(1, 0));
        assertEquals(
                List.of("best", "close", "far"),
                lines.stream().map(FrameMix.FrameCost::contender).toList(),
                "cheapest first");
        // the ratio's half-width is sqrt(2) x ln 1.1 = ln 1.144: 1.1 lies inside, 1.2 outside, though their own
        // intervals overlap the best's
        assertTrue(lines.get(1).tied(), "1.1x with +-14% on the ratio: tied");
        assertFalse(lines.get(2).tied(), "1.2x: behind, although 1.2 / 1.1 = 1.09 < 1.1 x 1.1 (the intervals overlap)");
    }

    @Test
    void anUnmeasuredOperationLeavesTheContenderUnrankedAndAnUnknownIntervalDecidesNothing() {
        FrameMix.Data d = data(
                Map.of("a", new double[] {1.0, H}, "b", new double[] {5.0, Double.NaN}, "c", new double[] {1.0, H}),
                Map.of("a", new double[] {1, H}, "b", new double[] {1, H}),
                List.of("a", "b", "c"));
        List<FrameMix.FrameCost> lines = FrameMix.rank(d, mix(1, 10));
        assertEquals("c", lines.get(2).contender());
        assertEquals(List.of("lookup"), lines.get(2).missing(), "c has no lookup figure");
        assertTrue(lines.get(1).tied(), "b is 5x the best but without an interval: a tie, never a place");
        assertEquals(
                3,
                FrameMix.rank(d, mix(1, 0)).stream()
                        .filter(FrameMix.FrameCost::ranked)
                        .count(),
                "without lookups c is ranked");
    }

    @Test
    void presetsCountPassesAsGivenAndSingleOperationsPerEntity() {
        FrameMix.Mix m = FrameMix.PRESETS.get(1).at(100_000, "fresh");
        assertEquals(1.0, m.counts().get(FrameMix.Operation.ITERATE));
        assertEquals(200_000.0, m.counts().get(FrameMix.Operation.LOOKUP), "2 lookups per entity");
        assertEquals(3, FrameMix.PRESETS.size());
    }

    /** The page's script and the Java agree on every line of 200 random mixes over random figures. */
    @Test
    void thePagesScriptRanksExactlyAsFrameMix() throws Exception {
        Random random = new Random(30);
        List<String> contenders = new ArrayList<>();
        Map<String, double[]> iterate = new LinkedHashMap<>();
        Map<String, double[]> lookup = new LinkedHashMap<>();
        for (int i = 0; i < 12; i++) {
            String c = "c" + i;
            contenders.add(c);
            iterate.put(
                    c, new double[] {0.3 + 3 * random.nextDouble(), i == 5 ? Double.NaN : 0.3 * random.nextDouble()});
            if (i != 7) lookup.put(c, new double[] {5 + 50 * random.nextDouble(), 0.4 * random.nextDouble()});
        }
        FrameMix.Data d = data(iterate, lookup, contenders);
        String json = FrameMix.json(d);
        Context cx = Context.enter();
        try {
            cx.setLanguageVersion(Context.VERSION_ES6);
            Scriptable scope = cx.initStandardObjects();
            cx.evaluateString(scope, MixPanel.script(), MixPanel.SCRIPT, 1, null);
            cx.evaluateString(scope, "var data = " + json + ";", "data", 1, null);
            for (int k = 0; k < 200; k++) {
                double passes = random.nextInt(4) * random.nextDouble() * 10;
                double lookups = random.nextInt(3) * random.nextInt(5000);
                List<FrameMix.FrameCost> java = FrameMix.rank(d, mix(passes, lookups));
                String out = (String) cx.evaluateString(
                        scope,
                        "JSON.stringify(frameMixRank(data, {counts: {iterate: " + passes + ", lookup: " + lookups
                                + "}, entities: 1000, state: 'fresh'}))",
                        "rank",
                        1,
                        null);
                JsonNode js = Json.MAPPER.readTree(out);
                assertEquals(java.size(), js.size(), "mix " + k);
                for (int i = 0; i < java.size(); i++) {
                    FrameMix.FrameCost l = java.get(i);
                    JsonNode j = js.get(i);
                    String at = "mix " + k + " line " + i;
                    assertEquals(l.contender(), j.get("contender").asText(), at);
                    assertEquals(l.best(), j.get("best").asBoolean(), at);
                    assertEquals(l.tied(), j.get("tied").asBoolean(), at);
                    assertEquals(l.missing(), Json.MAPPER.convertValue(j.get("missing"), List.class), at);
                    same(l.cost(), j.get("cost"), at);
                    same(l.logHalfWidth(), j.get("logHalfWidth"), at);
                    same(l.vsBest(), j.get("vsBest"), at);
                    same(l.vsBestLogHalfWidth(), j.get("vsBestLogHalfWidth"), at);
                }
            }
        } finally {
            Context.exit();
        }
    }

    /** A Java double and its JSON twin (NaN: JSON's null). */
    private static void same(double java, JsonNode js, String at) {
        if (Double.isNaN(java)) assertTrue(js.isNull(), at + ": NaN in Java, " + js + " in the script");
        else assertEquals(java, js.asDouble(), 1e-9 * Math.max(1, Math.abs(java)), at);
    }
}

package io.componentbench.report.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.componentbench.results.Result;
import io.componentbench.results.RunData;
import io.componentbench.results.RunDirs;
import io.componentbench.results.Variant;
import io.componentbench.stats.Estimate;
import io.componentbench.stats.Ratio;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A contender beats the reference only by more than noise: its whole ratio interval below 1 and its
 * center below 1 by more than the cell's twin reaches from 1 (5% without a twin); a beat names its
 * known mechanism or is not explained.
 */
class ReferenceBeatenTest {
    /** A twin whose fork means are 1.02, 0.99 and 1.00: it reaches about 4% from 1 at 95%. */
    private static final double[][] TWIN = {{1.02, 1.021, 1.019}, {0.99, 0.991, 0.989}, {1.0, 1.001, 0.999}};

    @TempDir
    Path tmp;

    /** Three forks of three iterations around {@code center}, fork means within 0.2% of it: a tight interval. */
    private static double[][] tight(double center) {
        double[][] s = new double[3][];
        for (int f = 0; f < 3; f++) {
            double m = center * (1 + (f - 1) * 0.002);
            s[f] = new double[] {m * 0.999, m, m * 1.001};
        }
        return s;
    }

    private Map<String, Gaps.BeatsReference> beats(RunDirs run) throws Exception {
        Map<String, Gaps.BeatsReference> out = new HashMap<>();
        for (Gaps.BeatsReference b : Gaps.referenceBeaten(new Analysis(RunData.load(run.write(tmp.resolve("run"))))))
            out.put(b.result().contenderId(), b);
        return out;
    }

    @Test
    void aBeatMustExceedWhatTheTwinShowsAgainstTheReference() throws Exception {
        RunDirs run = RunDirs.create()
                .iterate("raw-array", 500, 5)
                .paired(new double[][] {{1, 1, 1}, {1, 1, 1}, {1, 1, 1}}, TWIN)
                .iterate("packed-sparse-set", 450, 5)
                .paired(tight(0.90), TWIN)
                .iterate("dense-hash-map", 490, 5)
                .paired(tight(0.98), TWIN)
                .iterate("sparse-set", 480, 5)
                .paired(new double[][] {{0.9, 0.9, 0.9}, {1.05, 1.05, 1.05}, {0.95, 0.95, 0.95}}, TWIN);
        Map<String, Gaps.BeatsReference> beats = beats(run);
        Ratio twin = Ratio.paired(
                List.of(List.of(1.02, 1.021, 1.019), List.of(0.99, 0.991, 0.989), List.of(1.0, 1.001, 0.999)),
                Estimate.LEVEL);
        double noise = Math.max(1 - twin.lower(), twin.upper() - 1);
        assertTrue(noise > 0.03 && noise < 0.05, "the twin reaches about 4% from 1: " + twin.describe());

        Gaps.BeatsReference packed = beats.get("packed-sparse-set");
        assertEquals(noise, packed.noise(), 1e-12);
        assertTrue(packed.beyondNoise(), "0.90x, 10% below 1: beyond the twin's ~4%");
        assertTrue(packed.unexplained(), "no mechanism is known for iteration");

        Gaps.BeatsReference dense = beats.get("dense-hash-map");
        assertTrue(dense.ratio().upper() < 1, "its whole interval lies below 1...");
        assertFalse(dense.beyondNoise(), "...but 2% below 1 is less than the twin's ~4%: not a beat");
        assertFalse(dense.unexplained());

        assertFalse(beats.containsKey("sparse-set"), "an interval that contains 1 is no beat at all");
    }

    @Test
    void oneForkDecidesNoBeat() throws Exception {
        double[][] oneFork = {{0.80, 0.801, 0.799}};
        RunDirs run = RunDirs.create()
                .iterate("raw-array", new double[] {500, 500, 500})
                .paired(new double[][] {{1, 1, 1}}, new double[][] {{1.0, 1.001, 0.999}})
                .iterate("packed-sparse-set", new double[] {400, 400.5, 399.5})
                .paired(oneFork, new double[][] {{1.0, 1.001, 0.999}});
        Gaps.BeatsReference packed = beats(run).get("packed-sparse-set");
        assertTrue(
                packed.ratio().upper() < 1,
                "one fork's iterations put it wholly below 1: " + packed.ratio().describe());
        assertFalse(packed.beyondNoise(), "but how forks differ is unmeasured: no beat");
        assertFalse(packed.unexplained());
    }

    @Test
    void withoutATwinTheNoiseIsFivePercent() throws Exception {
        RunDirs run = RunDirs.create() // measured in forks of their own: the ratio of two estimates, no twin
                .iterate("raw-array", 500, 2)
                .iterate("packed-sparse-set", 450, 2)
                .iterate("dense-hash-map", 485, 2);
        Map<String, Gaps.BeatsReference> beats = beats(run);
        assertEquals(Gaps.NOISE_WITHOUT_TWIN, beats.get("packed-sparse-set").noise());
        assertTrue(beats.get("packed-sparse-set").beyondNoise(), "0.90x");
        assertTrue(beats.get("dense-hash-map").ratio().upper() < 1);
        assertFalse(beats.get("dense-hash-map").beyondNoise(), "0.97x: within 5%");
    }

    @Test
    void directArrayLookupsAndSparseSetMissesBeatTheReferenceByDesignAndNothingElseDoes() {
        assertTrue(Gaps.beatsByDesign(lookup("direct-array", "shuffled"))
                .orElseThrow()
                .contains("null check"));
        assertTrue(Gaps.beatsByDesign(lookup("direct-array", "insertion"))
                .orElseThrow()
                .contains("null check"));
        assertTrue(
                Gaps.beatsByDesign(lookup("direct-array", "miss")).orElseThrow().contains("4-byte reference"));
        assertTrue(Gaps.beatsByDesign(lookup("packed-sparse-set", "miss"))
                .orElseThrow()
                .contains("sparse slot"));
        assertTrue(
                Gaps.beatsByDesign(lookup("sparse-set", "miss")).orElseThrow().contains("sparse slot"));
        assertEquals(Optional.empty(), Gaps.beatsByDesign(lookup("packed-sparse-set", "shuffled")));
        assertEquals(Optional.empty(), Gaps.beatsByDesign(lookup("sparse-set", "insertion")));
        String iterate = "io.componentbench.bench.IterateBenchmark.contender";
        Result directIterate = Result.of(
                iterate,
                Variant.parse(
                        iterate,
                        Map.of("contender", "direct-array", "size", "1000", "distribution", "dense", "state", "fresh")),
                "avgt",
                "ns/op",
                1000,
                Double.NaN,
                List.of(),
                Double.NaN,
                Map.of());
        assertEquals(Optional.empty(), Gaps.beatsByDesign(directIterate), "direct-array's iteration: not explained");
    }

    private static Result lookup(String contender, String order) {
        String benchmark = "io.componentbench.bench.LookupBenchmark.contender";
        Map<String, String> params = Map.of(
                "contender", contender, "size", "1000", "distribution", "dense", "order", order, "state", "fresh");
        return Result.of(
                benchmark,
                Variant.parse(benchmark, params),
                "avgt",
                "ns/op",
                1000,
                Double.NaN,
                List.of(),
                Double.NaN,
                Map.of());
    }
}

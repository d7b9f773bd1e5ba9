package io.componentbench.ab;

import io.componentbench.compare.PairedRun;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * How an A/B run paired its measurements, written to {@code pairing.json}: the two sides (revision,
 * commit, jar hash), the mode, the profile, the rounds, the seed of the order, the cells, and in the
 * fork mode for every round which side ran first for each cell ({@code order[round][cell]}, cells as
 * listed; empty side by side, where the order of slices is drawn in the fork from the seed and the
 * round), plus the cells one side lacked (not run).
 */
public record Pairing(
        AbSide base,
        AbSide head,
        AbMode mode,
        String profile,
        int rounds,
        long seed,
        String forkJvm,
        List<String> cells,
        List<List<String>> order,
        List<String> onlyInBase,
        List<String> onlyInHead,
        Instant start,
        Instant end)
        implements PairedRun {
    public static final String FILE = "pairing.json";

    @Override
    public String baseName() {
        return base.shortName();
    }

    @Override
    public String headName() {
        return head.shortName();
    }

    @Override
    public Map<String, Object> baseDescription() {
        return base.describe();
    }

    @Override
    public Map<String, Object> headDescription() {
        return head.describe();
    }

    @Override
    public String modeId() {
        return mode.id();
    }

    @Override
    public String modeDescription() {
        return mode.describe();
    }

    @Override
    public String method() {
        return mode.method(seed);
    }

    Map<String, Object> toMap() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("base", base.describe());
        m.put("head", head.describe());
        m.put("mode", mode.id());
        m.put("profile", profile);
        m.put("rounds", rounds);
        m.put("seed", seed);
        m.put("forkJvm", forkJvm);
        m.put("start", start.toString());
        m.put("end", end.toString());
        m.put("cells", cells);
        m.put("order", order);
        m.put("onlyInBase", onlyInBase);
        m.put("onlyInHead", onlyInHead);
        return m;
    }
}

package io.componentbench.report.analysis;

import io.componentbench.results.Result;
import io.componentbench.stats.Estimate;
import io.componentbench.stats.Ratio;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A cell measured side by side: the twin's ratio to the anchor (the built-in A/A; its interval
 * should contain 1) and each contender's paired ratio to the anchor. A report finds them once
 * ({@link Analysis#sideBySideCells()}), and whether there are any is its one answer to "was this
 * run measured side by side" ({@link Analysis#measuredSideBySide()}).
 */
public record SideBySideCell(Group group, Ratio twin, Map<Result, Ratio> ratios) {
    /** The median relative half-width of the contenders' ratios (NaN without a bounded one). */
    public double medianHalfWidth() {
        return Estimate.median(ratios.values().stream()
                .filter(Ratio::known)
                .mapToDouble(Ratio::relativeHalfWidth)
                .toArray());
    }

    /** Every group whose contenders were measured side by side (with a twin), in the given order. */
    static List<SideBySideCell> in(List<Group> groups) {
        List<SideBySideCell> out = new ArrayList<>();
        for (Group g : groups) {
            List<Result> paired = g.contenders().stream()
                    .filter(r -> r.sideBySide().present())
                    .toList();
            if (paired.isEmpty()) continue;
            Map<Result, Ratio> ratios = new LinkedHashMap<>();
            for (Result r : paired)
                ratios.put(r, r.sideBySide().ratioToReference().orElseThrow());
            Optional<Ratio> twin = paired.get(0).sideBySide().twinRatio();
            twin.ifPresent(t -> out.add(new SideBySideCell(g, t, ratios)));
        }
        return List.copyOf(out);
    }
}

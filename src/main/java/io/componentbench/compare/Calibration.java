package io.componentbench.compare;

import io.componentbench.stats.Estimate;
import io.componentbench.stats.Ratio;
import java.util.List;

/**
 * Calibration of a comparison, measured the right way: of {@code rows} deciding rows with a bounded
 * change interval (current / baseline), {@code containing} contain 1. Between two runs of one
 * unchanged commit every row's truth is 1, so calibrated 95% intervals contain it in about 95% of
 * rows; a clearly lower share says the intervals are narrower than what changes between runs.
 * (Mutual agreement, each center inside the other's interval, is about 83% for perfectly
 * calibrated 95% intervals, which is why it is not the figure.)
 */
public record Calibration(int containing, int rows) {
    /** The calibration of {@code deciding}, a comparison's deciding rows. */
    static Calibration of(List<Comparison.Row> deciding) {
        int rows = 0;
        int containing = 0;
        for (Comparison.Row r : deciding) {
            if (!r.change().known() || r.change().bound() != Ratio.Bound.BOUNDED) continue;
            rows++;
            if (r.change().contains(1)) containing++;
        }
        return new Calibration(containing, rows);
    }

    /** The share that contains 1, NaN without rows. */
    public double share() {
        return rows == 0 ? Double.NaN : (double) containing / rows;
    }

    /** Wilson's 95% interval of that share, {@code [lower, upper]}; NaN without rows. */
    public double[] interval() {
        if (rows == 0) return new double[] {Double.NaN, Double.NaN};
        double z = 1.959964;
        double p = share();
        double n = rows;
        double center = (p + z * z / (2 * n)) / (1 + z * z / n);
        double half = z / (1 + z * z / n) * Math.sqrt(p * (1 - p) / n + z * z / (4 * n * n));
        return new double[] {
            containing == 0 ? 0 : Math.max(0, center - half), containing == rows ? 1 : Math.min(1, center + half)
        };
    }

    /** Whether the share is clearly below the 95% that calibrated intervals give (its whole interval under 0.95). */
    public boolean underCovers() {
        return rows > 0 && interval()[1] < Estimate.LEVEL;
    }
}

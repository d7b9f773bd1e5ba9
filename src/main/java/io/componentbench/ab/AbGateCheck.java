package io.componentbench.ab;

import com.fasterxml.jackson.databind.JsonNode;
import io.componentbench.compare.PairedComparison;
import io.componentbench.compare.Verdict;
import io.componentbench.results.Json;
import io.componentbench.results.RunData;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * The gate self-test of the comparison CI gates on, the A/B: accounts for two finished A/B
 * directories of {@code scripts/ab} at its subset, an A/A (one revision against itself: every flagged
 * row is false) and a trial whose head slows one contender by a known factor (its rows should be
 * flagged, the others not), through the very comparison {@code ab} makes ({@link PairedComparison}).
 * It prints the false rows, the share of the slowed contender's rows flagged and the slowdown
 * detectable in half and 90% of the rows at each run's precision.
 */
public final class AbGateCheck {
    private final PairedComparison aa;
    private final PairedComparison trial;
    private final String slowed;

    /** Accounts for {@code aa} and {@code trial}, {@code slowed} being the contender the trial's head slows. */
    public AbGateCheck(PairedComparison aa, PairedComparison trial, String slowed) {
        this.aa = aa;
        this.trial = trial;
        this.slowed = slowed;
    }

    /**
     * The comparison an A/B directory holds, re-judged at {@code threshold}: its side-by-side cells
     * ({@code side-by-side/}) and its forks ({@code base/} and {@code head/}), whichever it has.
     *
     * @throws IllegalArgumentException when {@code dir} holds neither, as no finished A/B does
     */
    public static PairedComparison load(Path dir, double threshold) throws IOException {
        List<PairedComparison.Samples> samples = new ArrayList<>();
        Path cells = dir.resolve(InJvmAb.DIR).resolve(RunData.RESULTS_FILE);
        if (Files.isRegularFile(cells)) samples.addAll(InJvmResults.samples(Json.MAPPER.readTree(cells.toFile())));
        Path base = dir.resolve(AbSide.BASE).resolve(RunData.RESULTS_FILE);
        Path head = dir.resolve(AbSide.HEAD).resolve(RunData.RESULTS_FILE);
        if (Files.isRegularFile(base) && Files.isRegularFile(head)) {
            JsonNode b = Json.MAPPER.readTree(base.toFile());
            JsonNode h = Json.MAPPER.readTree(head.toFile());
            samples.addAll(PairedComparison.forkSamples(b, h, new ArrayList<>(), new ArrayList<>()));
        }
        if (samples.isEmpty())
            throw new IllegalArgumentException(dir + " is not a finished A/B directory of scripts/ab (no " + InJvmAb.DIR
                    + "/ nor base/ and head/ results)");
        return PairedComparison.of(samples, threshold);
    }

    /** The A/A's rows flagged either way: all false. */
    public List<PairedComparison.PairedRow> falseRows() {
        return flagged(aa.rows());
    }

    /** The trial's rows of the slowed contender. */
    public List<PairedComparison.PairedRow> slowedRows() {
        Pattern p = Pattern.compile("[{,]contender=" + Pattern.quote(slowed) + "[,}]");
        return trial.rows().stream().filter(r -> p.matcher(r.key()).find()).toList();
    }

    /** The trial's rows of the slowed contender flagged as regressions. */
    public List<PairedComparison.PairedRow> slowedFlagged() {
        return slowedRows().stream()
                .filter(r -> r.verdict() == Verdict.REGRESSION)
                .toList();
    }

    /** The trial's other rows flagged either way: false, unless the slowdown reaches them (a shared cell). */
    public List<PairedComparison.PairedRow> othersFlagged() {
        List<PairedComparison.PairedRow> mine = slowedRows();
        return flagged(trial.rows().stream().filter(r -> !mine.contains(r)).toList());
    }

    private static List<PairedComparison.PairedRow> flagged(List<PairedComparison.PairedRow> rows) {
        return rows.stream()
                .filter(r -> r.verdict() == Verdict.REGRESSION || r.verdict() == Verdict.IMPROVEMENT)
                .toList();
    }

    /** The median head / base of the slowed contender's rows: the slowdown the trial measured. */
    public double measuredSlowdown() {
        double[] r = slowedRows().stream()
                .mapToDouble(PairedComparison.PairedRow::ratio)
                .filter(Double::isFinite)
                .sorted()
                .toArray();
        if (r.length == 0) return Double.NaN;
        return r.length % 2 == 1 ? r[r.length / 2] : Math.sqrt(r[r.length / 2 - 1] * r[r.length / 2]);
    }

    /** The accounting as text. */
    public String render() {
        StringBuilder s = new StringBuilder();
        s.append(String.format(
                Locale.ROOT,
                "the A/B (what CI gates on), threshold %.0f%%, each row at %.2f%% over %d judged rows%n",
                100 * aa.threshold(),
                100 * aa.rowLevel(),
                aa.judged()));
        s.append(String.format(
                Locale.ROOT,
                "  A/A: %d false row(s) of %d (%d inconclusive, %d unknown)%n",
                falseRows().size(),
                aa.rows().size(),
                aa.count(Verdict.INCONCLUSIVE),
                aa.count(Verdict.UNKNOWN)));
        List<PairedComparison.PairedRow> mine = slowedRows();
        if (mine.isEmpty()) s.append("  trial: no row of ").append(slowed).append(": nothing to account for\n");
        else
            s.append(String.format(
                    Locale.ROOT,
                    "  trial: %s slowed (measured %.3fx, median of its rows): flagged in %d of %d rows;"
                            + " other rows flagged: %d of %d%n",
                    slowed,
                    measuredSlowdown(),
                    slowedFlagged().size(),
                    mine.size(),
                    othersFlagged().size(),
                    trial.rows().size() - mine.size()));
        s.append(precision("A/A", aa)).append(precision("trial", trial));
        return s.toString();
    }

    private static String precision(String which, PairedComparison c) {
        return String.format(
                Locale.ROOT,
                "  at the %s's precision a slowdown is flagged in half the rows at %s, in 90%% at %s%n",
                which,
                factor(c.detectableSlowdown(0.5)),
                factor(c.detectableSlowdown(0.9)));
    }

    private static String factor(double f) {
        return Double.isFinite(f) ? String.format(Locale.ROOT, "%.3fx", f) : "(too few rows with an interval)";
    }
}

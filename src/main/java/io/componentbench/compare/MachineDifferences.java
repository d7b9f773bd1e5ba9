package io.componentbench.compare;

import io.componentbench.results.Env;
import io.componentbench.results.Result;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;

/**
 * The header of an information-only comparison ({@code compare --information}): what differs between
 * the two runs' machines (CPU, cores, caches, JVM, from their {@code env.json}) and how much the
 * {@code raw-array} reference moved between them. Ratios to the reference are not machine-independent
 * (they move by several percent between two VMs with identical code), so a comparison across machines
 * is shown for information and decides nothing; the reference's movement says how different the two
 * machines are on the simplest loop there is.
 */
public final class MachineDifferences {
    /** One fact of both runs' machines. */
    public record Fact(String name, String baseline, String current) {
        /** Whether the two runs differ in it. */
        public boolean differs() {
            return !Objects.equals(baseline, current);
        }
    }

    /**
     * How the reference's time per element moved, current / baseline at the point estimates, over the
     * reference results both runs hold (an unknown verdict's point change still says how far it moved).
     *
     * @param results how many reference results were compared
     * @param median their median change
     * @param min the smallest change
     * @param max the largest change
     */
    public record ReferenceMove(int results, double median, double min, double max) {}

    private final List<Fact> facts;
    private final Optional<ReferenceMove> reference;

    private MachineDifferences(List<Fact> facts, Optional<ReferenceMove> reference) {
        this.facts = List.copyOf(facts);
        this.reference = reference;
    }

    /** The differences between the two runs of {@code c}; facts are "unknown" where a run has no env.json. */
    public static MachineDifferences of(Comparison c) {
        Optional<Env> b = c.baselineRun().env();
        Optional<Env> h = c.currentRun().env();
        List<Fact> facts = new ArrayList<>();
        facts.add(fact("CPU", b, h, e -> e.machine().cpu()));
        facts.add(fact("cores", b, h, e -> Integer.toString(e.machine().cores())));
        facts.add(fact("caches", b, h, e -> e.machine().caches().toString()));
        facts.add(fact("JVM", b, h, e -> String.join(", ", JvmCheck.versions(e))));
        facts.add(fact("fork flags", b, h, e -> String.join(" ", e.jvm().forkFlags())));
        facts.add(fact("machine fingerprint", b, h, Env::machineFingerprint));
        return new MachineDifferences(facts, referenceMove(c.absolute()));
    }

    private static Fact fact(
            String name, Optional<Env> b, Optional<Env> h, java.util.function.Function<Env, String> read) {
        return new Fact(name, b.map(read).orElse("unknown"), h.map(read).orElse("unknown"));
    }

    private static Optional<ReferenceMove> referenceMove(List<Comparison.Row> absolute) {
        double[] changes = absolute.stream()
                .filter(r -> Result.RAW_ARRAY.equals(r.contender()))
                .filter(r -> r.change() != null)
                .mapToDouble(r -> r.change().center())
                .filter(x -> Double.isFinite(x) && x > 0)
                .sorted()
                .toArray();
        if (changes.length == 0) return Optional.empty();
        int n = changes.length;
        double median = n % 2 == 1 ? changes[n / 2] : Math.sqrt(changes[n / 2 - 1] * changes[n / 2]);
        return Optional.of(new ReferenceMove(n, median, changes[0], changes[n - 1]));
    }

    /** Every fact, differing or not. */
    public List<Fact> facts() {
        return facts;
    }

    /** The facts that differ. */
    public List<Fact> differing() {
        return facts.stream().filter(Fact::differs).toList();
    }

    /** The reference's movement, empty when no reference result is in both runs. */
    public Optional<ReferenceMove> reference() {
        return reference;
    }

    /** The header in Markdown (a table of the differing facts) or plain text. */
    public String render(boolean markdown) {
        StringBuilder s = new StringBuilder();
        String intro = "Information only: this comparison never fails the gate by itself. Ratios to raw-array"
                + " are not machine-independent (they move by several percent between two machines running one"
                + " commit); the A/B, both builds measured side by side on one machine, decides.";
        List<Fact> d = differing();
        if (markdown) {
            s.append("## Against the committed baseline (information only)\n\n")
                    .append(intro)
                    .append("\n\n");
            if (d.isEmpty()) s.append("The two runs' env.json show the same machine and JVM.\n\n");
            else {
                s.append("| what differs | baseline | this run |\n|---|---|---|\n");
                for (Fact f : d)
                    s.append("| ")
                            .append(f.name())
                            .append(" | ")
                            .append(cell(f.baseline()))
                            .append(" | ")
                            .append(cell(f.current()))
                            .append(" |\n");
                s.append('\n');
            }
            s.append(referenceLine()).append("\n\n");
        } else {
            s.append("componentbench compare, information only: ").append(intro).append('\n');
            if (d.isEmpty()) s.append("  the two runs' env.json show the same machine and JVM\n");
            for (Fact f : d)
                s.append("  ")
                        .append(f.name())
                        .append(": baseline ")
                        .append(f.baseline())
                        .append(", this run ")
                        .append(f.current())
                        .append('\n');
            s.append("  ").append(referenceLine()).append('\n');
        }
        return s.toString();
    }

    private String referenceLine() {
        return reference
                .map(r -> String.format(
                        Locale.ROOT,
                        "The raw-array reference's time per element moved by %s (median of %d result%s; %s to %s),"
                                + " this run / baseline.",
                        signed(r.median()),
                        r.results(),
                        r.results() == 1 ? "" : "s",
                        signed(r.min()),
                        signed(r.max())))
                .orElse("The reference's movement is unknown: no raw-array result is in both runs.");
    }

    private static String signed(double ratio) {
        return String.format(Locale.ROOT, "%+.1f%%", 100 * (ratio - 1));
    }

    private static String cell(String v) {
        return v.isEmpty() ? "(none)" : v.replace("|", "\\|");
    }
}

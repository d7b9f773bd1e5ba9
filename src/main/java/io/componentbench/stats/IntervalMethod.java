package io.componentbench.stats;

import java.util.Arrays;
import java.util.stream.Collectors;

/**
 * How an {@link Estimate}'s interval was computed. Code decides by the constant; its {@link #text()}
 * is what the report and the comparison print and what {@code env.json} and the history store.
 */
public enum IntervalMethod {
    /** Two or more forks. */
    FORKS("Student t over fork means (20% trimmed within each fork)"),
    /** One fork of two or more iterations. */
    SINGLE_FORK("Student t over one fork's iterations (fork-to-fork variation not measured)"),
    /** A single sample. */
    SINGLE_SAMPLE("one sample: no interval"),
    /** A result whose file keeps no raw samples (or an unusable one): its score alone. */
    NO_SAMPLES("no raw samples in the file: no interval");

    private final String text;

    IntervalMethod(String text) {
        this.text = text;
    }

    /** The method in words, as printed and stored. */
    public String text() {
        return text;
    }

    /** The method of an estimate over {@code forks} forks of two or more iterations each. */
    public static IntervalMethod forForks(int forks) {
        return forks > 1 ? FORKS : SINGLE_FORK;
    }

    /**
     * The method whose {@link #text()} is {@code text}, as stored.
     *
     * @throws IllegalArgumentException for any other text, listing the known ones
     */
    public static IntervalMethod byText(String text) {
        return Arrays.stream(values())
                .filter(m -> m.text.equals(text))
                .findFirst()
                .orElseThrow(() -> new IllegalArgumentException("unknown interval method '" + text + "'; known: "
                        + Arrays.stream(values()).map(m -> "'" + m.text + "'").collect(Collectors.joining(", "))));
    }

    /** {@link #text()}, so that a method joined into a message reads as it always has. */
    @Override
    public String toString() {
        return text;
    }
}

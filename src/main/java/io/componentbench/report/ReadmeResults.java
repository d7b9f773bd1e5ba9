package io.componentbench.report;

/**
 * The README's results block: the text between {@link #BEGIN} and {@link #END} is a report's
 * {@code SUMMARY.md}, copied in by {@code cli readme} and never typed by hand, so the README cannot
 * say what the report did not compute ({@code ReadmeResultsTest} checks the committed pair).
 */
public final class ReadmeResults {
    /** The line that opens the generated block. */
    public static final String BEGIN =
            "<!-- results: begin (generated from docs/report/SUMMARY.md by `scripts/cli readme`; do not edit) -->";
    /** The line that closes it. */
    public static final String END = "<!-- results: end -->";

    private ReadmeResults() {}

    /**
     * {@code readme} with its generated block replaced by {@code summary}; everything outside the
     * markers is kept byte for byte.
     *
     * @throws IllegalArgumentException when the markers are missing, repeated or out of order
     */
    public static String splice(String readme, String summary) {
        int begin = readme.indexOf(BEGIN);
        int end = readme.indexOf(END);
        if (begin < 0 || end < 0) {
            throw new IllegalArgumentException(
                    "the README has no results block: add a line " + BEGIN + " and a line " + END + " where it goes");
        }
        if (readme.indexOf(BEGIN, begin + 1) >= 0 || readme.indexOf(END, end + 1) >= 0 || end < begin) {
            throw new IllegalArgumentException("the README's results markers must appear once each, begin before end");
        }
        String body = summary.endsWith("\n") ? summary : summary + "\n";
        return readme.substring(0, begin + BEGIN.length()) + "\n" + body + readme.substring(end);
    }

    /** The generated block of {@code readme}, as {@link #splice} put it there. */
    public static String block(String readme) {
        int begin = readme.indexOf(BEGIN);
        int end = readme.indexOf(END);
        if (begin < 0 || end < begin) throw new IllegalArgumentException("the README has no results block");
        return readme.substring(begin + BEGIN.length() + 1, end);
    }
}

package io.componentbench.report.analysis;

/**
 * One verdict of the report's claims ({@link Claims}) or design targets ({@link Targets}): the
 * statement, HOLDS/REFUTED/INCONCLUSIVE (claims) or MET/MISSED/INCONCLUSIVE (targets) or
 * {@value #NOT_MEASURED}, and the numbers behind it. Nothing in it is written by hand: each is a
 * template filled with measured values, and a claim with missing data says so instead of guessing.
 */
public record Finding(String statement, String verdict, String evidence) {
    /** Verdict of a claim or target this run has no data for. */
    static final String NOT_MEASURED = "NOT MEASURED";
}

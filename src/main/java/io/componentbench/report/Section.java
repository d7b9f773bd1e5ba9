package io.componentbench.report;

import io.componentbench.report.analysis.Analysis;
import io.componentbench.report.analysis.Claims;
import java.io.IOException;

/**
 * One section of the report. It takes every number it shows from the {@link Analysis} (or from the
 * sentences built on it, such as {@link Claims}), lays them out as blocks of the {@link Document}
 * and charts in the {@link ChartSink}, and computes nothing itself.
 */
interface Section {
    void write(Analysis analysis, Document document, ChartSink charts) throws IOException;
}

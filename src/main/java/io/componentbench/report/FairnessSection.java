package io.componentbench.report;

import java.util.List;

/** What the comparison cannot make equal between the contenders. */
final class FairnessSection implements Section {
    @Override
    public void write(Analysis analysis, Document d, ChartSink charts) {
        d.heading(1, "Remaining unfairness");
        d.bullets(List.of(
                "Maps are created with their default capacity and grow while inserting; sparse sets allocate their sparse index for the whole ID range up front (that is the design), and grow their dense arrays by doubling.",
                "The JDK maps box keys (`Integer`), because the JDK has no primitive map; that is the cost a JDK user pays.",
                "Object-storing contenders hold a `Position` object per entity (16 bytes of header and padding beyond the data); the inline ones store the floats in primitive arrays. That difference is the subject under test, not an accident.",
                "Contenders visit entities in different orders (hash, tree, dense, ID); checksums are order-independent, so all do the same work.",
                "The sector arrays insert in O(N) when IDs arrive out of order; shuffled inserts therefore run only up to 10K entities."));
    }
}

package io.componentbench.report;

import io.componentbench.measure.Profile;
import io.componentbench.report.analysis.Analysis;
import io.componentbench.report.analysis.Format;
import io.componentbench.report.analysis.MeasurementSummary;
import io.componentbench.workload.ForkJvm;
import java.util.ArrayList;
import java.util.List;

/** What the comparison cannot make equal between the contenders. */
final class FairnessSection implements Section {
    @Override
    public void write(Analysis analysis, Document d, ChartSink charts) {
        d.heading(1, "Remaining unfairness");
        List<String> items = new ArrayList<>();
        items.add(
                MeasurementSummary.hasPresizedParameter(analysis)
                        ? "Inserts run with `presized=false` in every profile, the variant the report judges: every contender starts at its "
                                + "library's default size and grows while inserting, as an ECS's component store does while entities get the "
                                + "component. Structures indexed by entity ID (`direct-array`, a flat sparse index, the sector map) are allocated "
                                + "at full capacity in setup either way: that is their nature. The full profile also runs `presized=true`, where "
                                + "every contender that takes a size hint gets N, maps included."
                        : "This run is older than the `presized` parameter: maps were created at their default capacity and grew while "
                                + "inserting, while arrays indexed by entity ID were allocated at full capacity in setup.");
        items.add(
                MeasurementSummary.singleShot(analysis)
                        ? "Insert and remove are measured single-shot: one timed operation works through a batch of containers prepared "
                                + "untimed before the iteration, long enough to pass 1 ms; every trial's setup ends with a full collection. "
                                + "Results with GC inside the measurement are flagged under \"Gaps in this run\"."
                        : "This run is older than single-shot batches: insert and remove refilled their container in a per-invocation setup, "
                                + "which JMH cannot keep out of operations this short; GC during those setups is counted in the GC shares under the gaps.");
        items.addAll(
                List.of(
                        "The JDK maps box keys (`Integer`), because the JDK has no primitive map; that is the cost a JDK user pays.",
                        "Object-storing contenders hold a `Position` object per entity (16 bytes of header and padding beyond the data); the inline ones store the floats in primitive arrays. That difference is the subject under test, not an accident.",
                        "A fresh container's objects lie where the setup's full collection left them and a churned one's in the order "
                                + "churn left them; which one favours a contender depends on its iteration order, so both states are shown "
                                + "side by side wherever both were measured. "
                                + (MeasurementSummary.forksHad(analysis, ForkJvm.GC_THREADS)
                                        ? "This run's forks collect with one thread, which on JDK 17 copies a container's objects in the "
                                                + "order it references them, whatever the machine's CPU count: the compact case (on JDK 23 "
                                                + "and later the collection leaves them in allocation order)."
                                        : "This run's forks collected with the JVM's default number of threads (two on this project's "
                                                + "machine), which on JDK 17 most likely interleave a container's objects: the 1M walks of "
                                                + "`hash-map`, the tree maps, `eclipse-hash`, `direct-array` and `sparse-set` measured up to "
                                                + "about 2x slower than with the one thread of later runs.")
                                + " (docs/side-by-side.md, \"One collector thread\").",
                        hugePages(analysis),
                        "Contenders visit entities in different orders (hash, tree, dense, ID); checksums are order-independent, so all do the same work.",
                        "The sector arrays insert in O(N) when IDs arrive out of order; shuffled inserts therefore run only up to 10K entities."));
        if (!analysis.frameworks().isEmpty()) {
            items.addAll(
                    List.of(
                            "The frameworks are reached through a handle array indexed by our entity ID (our ID to the framework's entity): one "
                                    + "extra array read per lookup, add and remove, what a user mapping their own IDs would pay.",
                            "With `presized=false` a framework's inserts also time entity creation: the frameworks create entities lazily, "
                                    + "on an ID's first use, with no size hint to create them ahead.",
                            "Artemis-odb's insert and remove timings leave out the subscription update their changes cost at the next "
                                    + "`world.process()`; iterate, join and churn run `world.process()` and include it.",
                            "Ashley's remove, churn and churned state are quadratic (a family removal is a linear search, libgdx/ashley#59), "
                                    + "so they run only up to " + Format.count(Profile.QUADRATIC_MAX_SIZE)
                                    + " entities; the gaps list what is missing.",
                            "A framework's footprint is its whole world holding N entities with a Position, not its Position storage alone; "
                                    + "Dominion's off-heap memory (class index, free-ID stacks) is invisible to JOL.",
                            "Dominion's scheduler (systems on a thread pool) is not used: every pass runs on the calling thread, as for every contender."));
        }
        if (analysis.measuredSideBySide()) {
            boolean newInstanceInlined = MeasurementSummary.cellForksHad(analysis, ForkJvm.CLASS_NEW_INSTANCE_INLINED);
            items.add(
                    "Side by side, a contender's compiled code can depend on what else its fork runs and in what order: "
                            + (newInstanceInlined
                                    ? "`artemis-odb`'s 1K inserts ran several times slower in some forks of a full cell, where its "
                                            + "component creation lost a compile race, which this run's cell forks prevent with a flag "
                                            + "that inlines `Class.newInstance`; "
                                    : "in cells of every contender `artemis-odb`'s 1K inserts run several times slower in the "
                                            + "forks of some subject orders (mostly the same seeds from run to run, so its insert "
                                            + "figure is too slow, not only wide: a compile race, fixed in later runs); ")
                            + (MeasurementSummary.cellForksHad(analysis, ForkJvm.PROFILING_KEPT_UNDER_LOAD)
                                    ? "`dense-hash-map`'s 1K removals ran about 1.5x slower in some forks, most likely when its "
                                            + "removal loop was compiled with no profile of its call into the container; this "
                                            + "run's cell forks make that rarer with a flag that keeps compiles profiled while the "
                                            + "compile queue is long"
                                    : "`dense-hash-map`'s 1K removals run about 1.5x slower in some forks of a full cell, never "
                                            + "in the smaller cells tried, most likely when its removal loop was compiled with no "
                                            + "profile of its call into the container (made rarer in later runs)")
                            + " (docs/side-by-side.md, \"Contenders that change speed in a full cell\").");
        }
        d.paragraph("What still favours one contender over another in this suite, and why it stays.");
        d.add(new Document.Details("Known unfairnesses (" + items.size() + ")", List.of(new Document.Bullets(items))));
    }

    /** What pages the forks' heaps had: huge pages (and the kernel's mode) or the JVM's default. */
    private static String hugePages(Analysis analysis) {
        String mode = analysis.run().env().map(e -> e.machine().hugePages()).orElse("not recorded");
        String got = switch (mode) {
            case "always", "madvise" -> "2 MiB pages backed the heap";
            case "never" -> "the kernel refused them and the heap had 4 KiB pages";
            default -> "whether the heap got them is not known";
        };
        return MeasurementSummary.forksHad(analysis, ForkJvm.HUGE_PAGES)
                ? "This run's forks asked for transparent huge pages (`" + ForkJvm.HUGE_PAGES + "`; the kernel's mode: "
                        + mode + ", so " + got
                        + "). With them a 1M fork took about a third less time on this project's "
                        + "machine, its setup faulting in fewer pages, and a random access pays the address translation of "
                        + "2 MiB pages, as where a kernel gives every heap huge pages; against 4 KiB pages the 1M ratios "
                        + "moved by a few percent, `ashley`'s by 0.72-0.90x (docs/side-by-side.md, \"Huge pages\")."
                : "This run's forks used the JVM's default pages (4 KiB unless the kernel's mode is `always`; here: "
                        + mode + "); later runs ask for transparent huge pages (docs/side-by-side.md, \"Huge pages\").";
    }
}

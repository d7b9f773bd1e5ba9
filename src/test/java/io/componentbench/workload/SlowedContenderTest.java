package io.componentbench.workload;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.componentbench.cli.Cli;
import io.componentbench.contender.Contender;
import io.componentbench.contender.ContenderKind;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The gate self-test's slowed contender: the same answers as the contender it slows, in the
 * registry by name but in no enumeration of contenders, and refused by {@code run}. (Its cost is
 * measured by {@code cli gate-check}, never asserted here.)
 */
class SlowedContenderTest {
    static final ContenderKind SLOWED = ContenderKind.PACKED_SPARSE_SET_SLOWED;

    @ParameterizedTest
    @EnumSource(ContainerState.class)
    void everyChecksumEqualsPackedSparseSets(ContainerState state) {
        for (Distribution d : Distribution.values()) {
            Population p = Population.of(d, 3000);
            Contender slowed = Workloads.build(SLOWED, p, state);
            Contender packed = Workloads.build(ContenderKind.PACKED_SPARSE_SET, p, state);
            assertEquals(Workloads.iterate(packed), Workloads.iterate(slowed));
            for (Order o : Order.values()) {
                assertEquals(Workloads.lookup(packed, o.ids(p)), Workloads.lookup(slowed, o.ids(p)), d + " " + o);
            }
            assertEquals(Workloads.join(packed), Workloads.join(slowed));
            assertEquals(Workloads.remove(packed, p.removals()), Workloads.remove(slowed, p.removals()));
            assertEquals(Workloads.iterate(packed), Workloads.iterate(slowed), "after removals");
        }
    }

    @Test
    void reachableByNameButNeverEnumerated() {
        assertEquals(SLOWED, ContenderKind.byId("packed-sparse-set-slowed"));
        assertTrue(SLOWED.calibrationOnly());
        assertFalse(ContenderKind.all().contains(SLOWED));
        assertFalse(ContenderKind.ids().contains("slowed"));
        assertEquals(
                1,
                java.util.Arrays.stream(ContenderKind.values())
                        .filter(ContenderKind::calibrationOnly)
                        .count());
    }

    @Test
    void runRefusesItBeforeRunningAnything(@TempDir Path tmp) {
        PrintStream err = System.err;
        ByteArrayOutputStream captured = new ByteArrayOutputStream();
        System.setErr(new PrintStream(captured));
        try {
            assertEquals(
                    Cli.BAD_INPUT,
                    Cli.execute(
                            "run",
                            "--profile",
                            "smoke",
                            "--contender",
                            "packed-sparse-set-slowed",
                            "--runs",
                            tmp.toString(),
                            "--history",
                            tmp.resolve("h.jsonl").toString()));
        } finally {
            System.setErr(err);
        }
        assertTrue(captured.toString().contains("only for the gate self-test"), captured.toString());
        assertFalse(tmp.resolve("h.jsonl").toFile().exists());
    }

    @Test
    void itsFootprintCanBeMeasuredAsTheGateSelfTestsRunsDo(@TempDir Path tmp) throws Exception {
        Path out = tmp.resolve("footprint.json");
        assertEquals(
                0,
                Cli.execute(
                        "footprint",
                        "--contender",
                        "packed-sparse-set-slowed",
                        "--size",
                        "100",
                        "--distribution",
                        "dense",
                        "--out",
                        out.toString()));
        assertTrue(java.nio.file.Files.readString(out).contains("packed-sparse-set-slowed"));
    }
}

package io.componentbench.contender;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import java.util.TreeMap;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.MethodSource;

/** The contract every registered contender keeps; a new registry line is tested here automatically. */
class ContenderContractTest {
    private static final int CAPACITY = 5000;

    @ParameterizedTest
    @EnumSource(ContenderKind.class)
    void emptyContainerHasNothing(ContenderKind kind) {
        RunsHere.assume(kind);
        Contender c = kind.create(CAPACITY);
        assertEquals(0, c.positionCount());
        assertEquals(0, c.readPosition(7));
        assertFalse(c.removePosition(7));
        assertEquals(0, c.iteratePositions());
        assertEquals(0, c.move());
    }

    static Stream<Arguments> kindsAndSizeHints() {
        return ContenderKind.all().stream()
                .flatMap(k -> IntStream.of(0, 100, CAPACITY, 2 * CAPACITY).mapToObj(n -> Arguments.of(k, n)));
    }

    @ParameterizedTest(name = "{0}, size hint {1}")
    @MethodSource("kindsAndSizeHints")
    void matchesAReferenceModelThroughRandomUse(ContenderKind kind, int expectedSize) {
        RunsHere.assume(kind);
        Contender c = kind.create(CAPACITY, expectedSize);
        TreeMap<Integer, float[]> positions = new TreeMap<>();
        TreeMap<Integer, float[]> velocities = new TreeMap<>();
        SplittableRandom random = new SplittableRandom(42);
        for (int step = 0; step < 20_000; step++) {
            int e = random.nextInt(CAPACITY);
            float x = random.nextInt(1 << 20) / 64f + 1;
            float y = random.nextInt(1 << 20) / 64f + 1;
            switch (random.nextInt(6)) {
                case 0, 1 -> {
                    if (!positions.containsKey(e)) {
                        c.addPosition(e, x, y);
                        positions.put(e, new float[] {x, y});
                    }
                }
                case 2 -> {
                    if (!velocities.containsKey(e)) {
                        c.addVelocity(e, x - 100, y - 100);
                        velocities.put(e, new float[] {x - 100, y - 100});
                    }
                }
                case 3 -> assertEquals(positions.remove(e) != null, c.removePosition(e));
                case 4 -> {
                    float[] p = positions.get(e);
                    assertEquals(p == null ? 0 : Checksum.of(p[0], p[1]), c.readPosition(e));
                }
                default -> {
                    if (step % 50 == 0) c.endOfFrame();
                }
            }
            assertEquals(positions.size(), c.positionCount());
        }
        long expected = 0;
        for (float[] p : positions.values()) expected += Checksum.of(p[0], p[1]);
        assertEquals(expected, c.iteratePositions(), "iteration visits every Position once");

        long moved = 0;
        for (var v : velocities.entrySet()) {
            float[] p = positions.get(v.getKey());
            if (p != null) {
                p[0] = Movement.step(p[0], v.getValue()[0]);
                p[1] = Movement.step(p[1], v.getValue()[1]);
                moved += Checksum.of(p[0], p[1]);
            }
        }
        assertEquals(moved, c.move(), "the join updates exactly the entities with both components");
        for (var p : positions.entrySet()) {
            assertEquals(
                    Checksum.of(p.getValue()[0], p.getValue()[1]),
                    c.readPosition(p.getKey()),
                    "moved values are stored");
        }
    }

    @ParameterizedTest
    @EnumSource(ContenderKind.class)
    void readdingAfterRemovalWorks(ContenderKind kind) {
        RunsHere.assume(kind);
        Contender c = kind.create(CAPACITY);
        c.addPosition(9, 1, 2);
        assertTrue(c.removePosition(9));
        assertFalse(c.removePosition(9));
        c.endOfFrame();
        c.addPosition(9, 3, 4);
        assertEquals(Checksum.of(3, 4), c.readPosition(9));
        assertEquals(1, c.positionCount());
    }

    /** Entity 0 is an entity like any other, though some maps keep key 0 apart (HPPC's empty-slot marker). */
    @ParameterizedTest
    @EnumSource(ContenderKind.class)
    void entityZeroIsStoredIteratedJoinedAndRemovedLikeAnyOther(ContenderKind kind) {
        RunsHere.assume(kind);
        Contender c = kind.create(CAPACITY);
        c.addPosition(0, 1, 2);
        c.addPosition(3, 5, 6);
        c.addVelocity(0, 10, 20);
        assertEquals(Checksum.of(1, 2), c.readPosition(0));
        assertEquals(Checksum.of(1, 2) + Checksum.of(5, 6), c.iteratePositions());
        long moved = Checksum.of(Movement.step(1, 10), Movement.step(2, 20));
        assertEquals(moved, c.move(), "the join reaches entity 0");
        assertEquals(moved, c.readPosition(0));
        assertTrue(c.removePosition(0));
        assertEquals(0, c.readPosition(0));
        assertEquals(Checksum.of(5, 6), c.iteratePositions());
        assertEquals(0, c.move(), "entity 0's Velocity has no Position left to move");
        assertEquals(1, c.positionCount());
    }

    @ParameterizedTest
    @EnumSource(ContenderKind.class)
    void stableNamesResolve(ContenderKind kind) {
        assertEquals(kind, ContenderKind.byId(kind.id()));
    }

    @ParameterizedTest
    @EnumSource(ContenderKind.class)
    void saysWhatItIsInOneLine(ContenderKind kind) {
        assertTrue(
                kind.id().matches("[a-z0-9]+(-[a-z0-9]+)*"),
                "ids are lower-case words joined by hyphens: " + kind.id());
        assertTrue(
                !kind.description().isBlank() && !kind.description().contains("\n"), kind + ": " + kind.description());
        assertTrue(kind.family() != null && kind.storage() != null, kind.toString());
    }

    @ParameterizedTest
    @EnumSource(ContenderKind.class)
    void aNegativeSizeHintIsRejected(ContenderKind kind) {
        var e = assertThrows(IllegalArgumentException.class, () -> kind.create(CAPACITY, -1));
        assertTrue(e.getMessage().contains("-1"), e.getMessage());
    }

    @ParameterizedTest
    @EnumSource(ContenderKind.class)
    void onlyTheOffHeapSectorArrayNeedsANewerJdkThan17(ContenderKind kind) {
        if (kind == ContenderKind.SECTOR_ARRAY_OFFHEAP) {
            assertTrue(
                    kind.unavailableOn(21).orElseThrow().startsWith("needs JDK 22+"),
                    kind.unavailableOn(21).toString());
        } else {
            assertEquals(java.util.Optional.empty(), kind.unavailableOn(17));
        }
    }

    @org.junit.jupiter.api.Test
    void aContenderThatCannotRunHereSaysWhyInsteadOfFailingLater() {
        ContenderKind offHeap = ContenderKind.SECTOR_ARRAY_OFFHEAP;
        org.junit.jupiter.api.Assumptions.assumeTrue(
                offHeap.unavailableHere().isPresent(), "the off-heap sector array runs here (JDK 22+)");
        var e = assertThrows(UnsupportedOperationException.class, () -> offHeap.create(CAPACITY));
        assertTrue(e.getMessage().contains("needs JDK 22+"), e.getMessage());
    }

    @org.junit.jupiter.api.Test
    void onJdk22AndLaterTheOffHeapSectorArrayRuns() {
        org.junit.jupiter.api.Assumptions.assumeTrue(Runtime.version().feature() >= 22, "needs JDK 22+: the FFM API");
        assertEquals(
                java.util.Optional.empty(),
                ContenderKind.SECTOR_ARRAY_OFFHEAP.unavailableHere(),
                "a build made on JDK 22+ carries the off-heap classes (the jdk22-sources profile)");
    }

    @org.junit.jupiter.api.Test
    void unknownNameListsTheKnownOnes() {
        var e = assertThrows(IllegalArgumentException.class, () -> ContenderKind.byId("b-tree"));
        assertTrue(e.getMessage().contains("sparse-set"), e.getMessage());
    }
}

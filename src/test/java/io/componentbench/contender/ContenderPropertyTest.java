package io.componentbench.contender;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * Random operation sequences on every registered contender that runs here, checked step by step
 * against a map of Positions and one of Velocities: a new registry line is tested here without a
 * line written.
 */
class ContenderPropertyTest {
    private static final int CAPACITY = 48;

    enum Op {
        ADD_POSITION,
        ADD_VELOCITY,
        READ,
        REMOVE,
        ITERATE,
        MOVE,
        END_OF_FRAME
    }

    record Step(Op op, int entity, float x, float y) {}

    @Provide
    Arbitrary<ContenderKind> kinds() {
        return Arbitraries.of(ContenderKind.all().stream()
                .filter(k -> k.unavailableHere().isEmpty())
                .toList());
    }

    @Provide
    Arbitrary<List<Step>> steps() {
        Arbitrary<Float> value = Arbitraries.integers().between(1, 1 << 16).map(i -> i / 16f);
        return Combinators.combine(
                        Arbitraries.of(Op.class), Arbitraries.integers().between(0, CAPACITY - 1), value, value)
                .as(Step::new)
                .list()
                .ofMinSize(1)
                .ofMaxSize(120);
    }

    @Property(tries = 1000)
    void behavesLikeTwoMaps(
            @ForAll("kinds") ContenderKind kind,
            @ForAll("steps") List<Step> steps,
            @ForAll("sizeHints") int expectedSize) {
        Contender c = kind.create(CAPACITY, expectedSize);
        Map<Integer, float[]> positions = new HashMap<>();
        Map<Integer, float[]> velocities = new HashMap<>();
        try {
            for (Step s : steps) {
                int e = s.entity();
                switch (s.op()) {
                    case ADD_POSITION -> {
                        if (positions.putIfAbsent(e, new float[] {s.x(), s.y()}) == null)
                            c.addPosition(e, s.x(), s.y());
                    }
                    case ADD_VELOCITY -> {
                        if (velocities.putIfAbsent(e, new float[] {s.x(), s.y()}) == null)
                            c.addVelocity(e, s.x(), s.y());
                    }
                    case READ -> assertEquals(sumOf(positions, e), c.readPosition(e), kind + " read " + e);
                    case REMOVE ->
                        assertEquals(positions.remove(e) != null, c.removePosition(e), kind + " remove " + e);
                    case ITERATE -> assertEquals(sumOf(positions, -1), c.iteratePositions(), kind + " iterate");
                    case MOVE -> assertEquals(move(positions, velocities), c.move(), kind + " move");
                    case END_OF_FRAME -> c.endOfFrame();
                }
                assertEquals(positions.size(), c.positionCount(), kind + " count");
            }
        } finally {
            c.release();
        }
    }

    @Provide
    Arbitrary<Integer> sizeHints() {
        return Arbitraries.of(0, 1, CAPACITY);
    }

    /** The checksum of one entity's Position (0 when it has none), or of all of them for {@code entity} -1. */
    private static long sumOf(Map<Integer, float[]> positions, int entity) {
        long sum = 0;
        for (Map.Entry<Integer, float[]> p : positions.entrySet()) {
            if (entity < 0 || p.getKey() == entity) sum += Checksum.of(p.getValue()[0], p.getValue()[1]);
        }
        return sum;
    }

    private static long move(Map<Integer, float[]> positions, Map<Integer, float[]> velocities) {
        long sum = 0;
        for (Map.Entry<Integer, float[]> v : velocities.entrySet()) {
            float[] p = positions.get(v.getKey());
            if (p == null) continue;
            p[0] = Movement.step(p[0], v.getValue()[0]);
            p[1] = Movement.step(p[1], v.getValue()[1]);
            sum += Checksum.of(p[0], p[1]);
        }
        return sum;
    }
}

package io.componentbench.container;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.function.IntUnaryOperator;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.EdgeCasesMode;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.RandomDistribution;
import net.jqwik.api.Tuple;
import net.jqwik.api.constraints.IntRange;

/**
 * {@link DenseHashMap} against a {@link HashMap} model and a list model of the dense order (append on
 * add; on remove the last key moves into the removed key's place). Keys are drawn to hurt a hash
 * table: keys built by inverting the mix so that they share their home slot in every table up to
 * 1024 slots (some homed on the last slots, so clusters wrap around to slot 0), keys sharing their
 * low bits, negative keys and the extremes. After the steps the dense arrays must hold exactly the
 * model's keys in the model's order, every field must sit with its key, and
 * {@link DenseHashMap#checkIndex()} must find the index consistent.
 */
class DenseHashMapPropertyTest {
    private static final int SHARED_HASH_BITS = 10;
    /** Lengths spread evenly over their range: jqwik's default favours short lists, too short to grow a table. */
    private static final RandomDistribution UNIFORM = RandomDistribution.uniform();

    /** The inverse of {@link DenseHashMap#mix}, to build keys with chosen hash bits. */
    static int unmix(int h) {
        h ^= h >>> 16;
        h *= inverse(0xc2b2ae35);
        h ^= h >>> 13 ^ h >>> 26;
        h *= inverse(0x85ebca6b);
        h ^= h >>> 16;
        return h;
    }

    /** Multiplicative inverse of an odd int modulo 2^32 (Newton's iteration doubles the correct bits). */
    private static int inverse(int odd) {
        int x = odd;
        for (int i = 0; i < 5; i++) x *= 2 - odd * x;
        return x;
    }

    private static final int[] EXTREMES = {Integer.MIN_VALUE, Integer.MIN_VALUE + 1, -1, 0, 1, Integer.MAX_VALUE - 1, Integer.MAX_VALUE};

    /** Families of keys that hurt a hash table, each a map from a random int to a key, with a weight. */
    enum Family implements IntUnaryOperator {
        /** The same home slot in every table of up to 1024 slots: the last one, so clusters wrap to slot 0. */
        HOMED_LAST(2, r -> unmix((r << SHARED_HASH_BITS) | ((1 << SHARED_HASH_BITS) - 1))),
        HOMED_NEXT_TO_LAST(1, r -> unmix((r << SHARED_HASH_BITS) | ((1 << SHARED_HASH_BITS) - 2))),
        HOMED_FIRST(1, r -> unmix(r << SHARED_HASH_BITS)),
        /** Sharing their low 16 bits: what collides in a table indexed by the identity. */
        SHARED_LOW_BITS(2, r -> (r << 16) | 0x5),
        NEGATIVE(2, r -> r | Integer.MIN_VALUE),
        EXTREME(1, r -> EXTREMES[Math.floorMod(r, EXTREMES.length)]),
        ANY(3, r -> r);

        final int weight;
        private final IntUnaryOperator toKey;

        Family(int weight, IntUnaryOperator toKey) {
            this.weight = weight;
            this.toKey = toKey;
        }

        @Override public int applyAsInt(int random) { return toKey.applyAsInt(random); }

        /** A key of a family drawn by weight. */
        static int draw(SplittableRandom random) {
            int pick = random.nextInt(Arrays.stream(values()).mapToInt(f -> f.weight).sum());
            for (Family f : values()) {
                if ((pick -= f.weight) < 0) return f.applyAsInt(random.nextInt());
            }
            throw new AssertionError();
        }
    }

    @Provide
    Arbitrary<Integer> keys() {
        return Arbitraries.frequencyOf(Arrays.stream(Family.values())
                .map(f -> Tuple.of(f.weight, Arbitraries.integers().map(f::applyAsInt))).toList());
    }

    record Op(Kind kind, int key, int field, float value) {
        enum Kind { ADD, REMOVE, READ, WRITE }
    }

    @Provide
    Arbitrary<List<Op>> operations() {
        Arbitrary<Op.Kind> kinds = Arbitraries.frequency(
                Tuple.of(4, Op.Kind.ADD), Tuple.of(4, Op.Kind.REMOVE), Tuple.of(1, Op.Kind.READ), Tuple.of(1, Op.Kind.WRITE));
        // a small pool per sequence, so adds, removes and re-adds meet the same keys
        return keys().list().uniqueElements().ofMinSize(1).ofMaxSize(60).withSizeDistribution(UNIFORM).flatMap(pool -> Combinators.combine(
                kinds, Arbitraries.of(pool), Arbitraries.integers().between(0, 2), Arbitraries.floats().between(-1000, 1000))
                .as(Op::new).list().ofMinSize(1).ofMaxSize(300).withSizeDistribution(UNIFORM));
    }

    @Property(tries = 1000, edgeCases = EdgeCasesMode.NONE) // the key generator aims at the edges itself
    void behavesLikeAMapAndKeepsTheDenseOrder(@ForAll("operations") List<Op> ops, @ForAll @IntRange(max = 100) int expectedSize) {
        DenseHashMap map = new DenseHashMap(3, expectedSize);
        Model model = new Model(3);
        for (Op op : ops) {
            int k = op.key();
            switch (op.kind()) {
                case ADD -> {
                    if (model.contains(k)) {
                        assertThrows(IllegalStateException.class, () -> map.add(k));
                    } else {
                        assertEquals(model.size(), map.add(k));
                        model.add(k);
                    }
                }
                case REMOVE -> assertEquals(model.remove(k), map.remove(k));
                case READ -> {
                    assertEquals(model.contains(k), map.contains(k));
                    int i = map.indexOf(k);
                    if (i >= 0) assertEquals(model.fields(k)[op.field()], map.get(i, op.field()));
                }
                case WRITE -> {
                    int i = map.indexOf(k);
                    if (i >= 0) {
                        map.set(i, op.field(), op.value());
                        model.fields(k)[op.field()] = op.value();
                    }
                }
            }
            assertEquals(model.size(), map.size());
            assertEquals(model.indexOf(k), map.indexOf(k));
        }
        model.assertSameAs(map);
    }

    /**
     * Adds every key from the smallest table (several doublings), then removes them all in random
     * order, re-adding every third removed key once so removal meets fresh entries; checks the whole
     * state after every doubling and every 128 removals, and ends with an empty, consistent map.
     */
    @Property(tries = 1000)
    void survivesGrowthAndRemoveHeavyUse(@ForAll @IntRange(min = 100, max = 2000) int n, @ForAll long seed) {
        // keys drawn from the seed: jqwik would build a shrinkable tree per element, the bulk of the time
        SplittableRandom random = new SplittableRandom(seed);
        Set<Integer> unique = new LinkedHashSet<>();
        while (unique.size() < n) unique.add(Family.draw(random));
        List<Integer> keys = new ArrayList<>(unique);
        List<Integer> removals = new ArrayList<>(keys);
        Collections.shuffle(removals, new Random(seed));

        DenseHashMap map = new DenseHashMap(1);
        Model model = new Model(1);
        int doublings = 0;
        for (int k : keys) {
            int table = map.tableLength();
            addWithKeyAsField(map, model, k);
            if (map.tableLength() != table) {
                assertEquals(2 * table, map.tableLength());
                doublings++;
                model.assertSameAs(map);
            }
        }
        assertTrue(doublings >= 4, doublings + " doublings for " + n + " keys");
        model.assertSameAs(map);

        for (int step = 0; step < removals.size(); step++) {
            int k = removals.get(step);
            assertTrue(map.remove(k), "remove " + k);
            model.remove(k);
            assertEquals(-1, map.indexOf(k));
            int hole = model.refilled();
            if (hole >= 0) {
                assertEquals(model.keyAt(hole), map.keyAt(hole), "the last key moved into the hole");
                assertEquals(hole, map.indexOf(model.keyAt(hole)), "and is found there");
            }
            if (step % 3 == 0 && step < n) {
                addWithKeyAsField(map, model, k);
                removals.add(k);
            }
            if (step % 128 == 0) model.assertSameAs(map);
        }
        model.assertSameAs(map);
        assertEquals(0, map.size());
        for (int k : keys) assertEquals(-1, map.indexOf(k));
    }

    private static void addWithKeyAsField(DenseHashMap map, Model model, int k) {
        int i = map.add(k);
        assertEquals(i, model.add(k));
        map.set(i, 0, k);
        model.fields(k)[0] = k;
    }

    @Property(tries = 1000)
    void keyGeneratorsCollideWhereTheySay(@ForAll int r) {
        assertEquals(r, DenseHashMap.mix(unmix(r)));
        assertEquals(r, unmix(DenseHashMap.mix(r)));
        int low = (1 << SHARED_HASH_BITS) - 1;
        assertEquals(low, DenseHashMap.mix(unmix((r << SHARED_HASH_BITS) | low)) & low);
    }

    /**
     * The expected state: a {@link HashMap} from key to fields, and the dense order as a list where
     * add appends and remove moves the last key into the removed key's place.
     */
    private static final class Model {
        private final int fieldCount;
        private final Map<Integer, float[]> fields = new HashMap<>();
        private final Map<Integer, Integer> position = new HashMap<>();
        private final List<Integer> order = new ArrayList<>();
        private int refilled = -1;

        Model(int fieldCount) {
            this.fieldCount = fieldCount;
        }

        int size() { return order.size(); }

        boolean contains(int key) { return fields.containsKey(key); }

        int indexOf(int key) { return position.getOrDefault(key, -1); }

        int keyAt(int i) { return order.get(i); }

        /** The dense position the last removal refilled with the last key, or -1 if it removed the last key. */
        int refilled() { return refilled; }

        float[] fields(int key) { return fields.get(key); }

        int add(int key) {
            fields.put(key, new float[fieldCount]);
            position.put(key, order.size());
            order.add(key);
            return order.size() - 1;
        }

        boolean remove(int key) {
            Integer at = position.remove(key);
            if (at == null) return false;
            fields.remove(key);
            int last = order.remove(order.size() - 1);
            refilled = -1;
            if (at < order.size()) {
                order.set(at, last);
                position.put(last, at);
                refilled = at;
            }
            return true;
        }

        void assertSameAs(DenseHashMap map) {
            assertEquals(order.size(), map.size());
            int[] keys = map.denseKeys();
            float[] dense = map.denseFields();
            for (int i = 0; i < order.size(); i++) {
                int k = order.get(i);
                assertEquals(k, keys[i], "dense key " + i);
                assertEquals(k, map.keyAt(i));
                assertEquals(i, map.indexOf(k), "index of " + k);
                for (int f = 0; f < fieldCount; f++) {
                    assertEquals(fields.get(k)[f], dense[i * fieldCount + f], "field " + f + " of " + k);
                    assertEquals(fields.get(k)[f], map.get(i, f));
                }
            }
            map.checkIndex();
        }
    }
}

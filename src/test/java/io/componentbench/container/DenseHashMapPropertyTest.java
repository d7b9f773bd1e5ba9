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
 * 1024 slots (the home is the hash's high bits scaled to the length; some homed on the last slots, so
 * clusters wrap around to slot 0), keys sharing their low bits, negative keys and the extremes. After the steps the dense arrays must hold exactly the
 * model's keys in the model's order, every field must sit with its key, and
 * {@link DenseHashMap#checkIndex()} must find the index consistent.
 */
class DenseHashMapPropertyTest {
    private static final int SHARED_HASH_BITS = 10;
    /** Lengths spread evenly over their range: jqwik's default favours short lists, too short to grow a table. */
    private static final RandomDistribution UNIFORM = RandomDistribution.uniform();

    /** The inverse of {@link DenseHashMap#mix}, to build keys with chosen hash bits. */
    static int unmix(int h) {
        return h * inverse(0x9E3779B9);
    }

    /** Multiplicative inverse of an odd int modulo 2^32 (Newton's iteration doubles the correct bits). */
    private static int inverse(int odd) {
        int x = odd;
        for (int i = 0; i < 5; i++) x *= 2 - odd * x;
        return x;
    }

    /** Values of the top {@link #SHARED_HASH_BITS} hash bits. */
    private static final int SHARED_TOP = 1 << SHARED_HASH_BITS;

    /** A hash whose top {@link #SHARED_HASH_BITS} bits are {@code top} and whose other bits come from {@code r}. */
    static int highBits(int top, int r) {
        return top << (32 - SHARED_HASH_BITS) | r >>> SHARED_HASH_BITS;
    }

    private static final int[] EXTREMES = {
        Integer.MIN_VALUE, Integer.MIN_VALUE + 1, -1, 0, 1, Integer.MAX_VALUE - 1, Integer.MAX_VALUE
    };

    /** Families of keys that hurt a hash table, each a map from a random int to a key, with a weight. */
    enum Family implements IntUnaryOperator {
        /** The same home slot in every table of up to 1024 slots: the last one, so clusters wrap to slot 0. */
        HOMED_LAST(2, r -> unmix(highBits(SHARED_TOP - 1, r))),
        HOMED_NEXT_TO_LAST(1, r -> unmix(highBits(SHARED_TOP - 2, r))),
        HOMED_FIRST(1, r -> unmix(highBits(0, r))),
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

        @Override
        public int applyAsInt(int random) {
            return toKey.applyAsInt(random);
        }

        /** A key of a family drawn by weight. */
        static int draw(SplittableRandom random) {
            int pick = random.nextInt(
                    Arrays.stream(values()).mapToInt(f -> f.weight).sum());
            for (Family f : values()) {
                if ((pick -= f.weight) < 0) return f.applyAsInt(random.nextInt());
            }
            throw new AssertionError();
        }
    }

    @Provide
    Arbitrary<Integer> keys() {
        return Arbitraries.frequencyOf(Arrays.stream(Family.values())
                .map(f -> Tuple.of(f.weight, Arbitraries.integers().map(f::applyAsInt)))
                .toList());
    }

    record Op(Kind kind, int key, int field, float value) {
        enum Kind {
            ADD,
            REMOVE,
            READ,
            WRITE
        }
    }

    @Provide
    Arbitrary<List<Op>> operations() {
        Arbitrary<Op.Kind> kinds = Arbitraries.frequency(
                Tuple.of(4, Op.Kind.ADD),
                Tuple.of(4, Op.Kind.REMOVE),
                Tuple.of(1, Op.Kind.READ),
                Tuple.of(1, Op.Kind.WRITE));
        // a small pool per sequence, so adds, removes and re-adds meet the same keys
        return keys().list()
                .uniqueElements()
                .ofMinSize(1)
                .ofMaxSize(60)
                .withSizeDistribution(UNIFORM)
                .flatMap(pool -> Combinators.combine(
                                kinds,
                                Arbitraries.of(pool),
                                Arbitraries.integers().between(0, 2),
                                Arbitraries.floats().between(-1000, 1000))
                        .as(Op::new)
                        .list()
                        .ofMinSize(1)
                        .ofMaxSize(300)
                        .withSizeDistribution(UNIFORM));
    }

    @Property(tries = 1000, edgeCases = EdgeCasesMode.NONE) // the key generator aims at the edges itself
    void behavesLikeAMapAndKeepsTheDenseOrder(
            @ForAll("operations") List<Op> ops, @ForAll @IntRange(max = 100) int expectedSize) {
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
            int capacity = map.denseKeys().length;
            addWithKeyAsField(map, model, k);
            if (map.denseKeys().length != capacity) {
                assertEquals(Math.max(8, 2 * capacity), map.denseKeys().length);
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

    /**
     * Backward-shift deletion is Knuth's Algorithm R: it leaves the table exactly as if the removed
     * key had never been added. So after any adds and removes the table must equal the one built by
     * adding the surviving keys, in the order they were added, to an empty table of the same length;
     * a rebuild (when the dense arrays grow) re-adds in dense order, so that order restarts there.
     */
    @Property(tries = 1000, edgeCases = EdgeCasesMode.NONE)
    void removalLeavesTheTableAsIfTheKeyHadNeverBeenAdded(@ForAll("operations") List<Op> ops) {
        DenseHashMap map = new DenseHashMap(1);
        List<Integer> history = new ArrayList<>();
        for (Op op : ops) {
            int k = op.key();
            if (op.kind() == Op.Kind.ADD && !map.contains(k)) {
                int capacity = map.denseKeys().length;
                map.add(k);
                if (map.denseKeys().length != capacity) {
                    history.clear();
                    for (int i = 0; i < map.size(); i++) history.add(map.keyAt(i));
                } else {
                    history.add(k);
                }
            } else if (op.kind() == Op.Kind.REMOVE && map.remove(k)) {
                history.remove(Integer.valueOf(k));
            }
            assertTableBuiltFrom(history, map);
        }
    }

    /**
     * A removal reads the dense key of the last entry (the one swap-back moves) and no other: with
     * every other dense key overwritten by garbage while it runs, it still leaves a correct map.
     */
    @Property(tries = 1000, edgeCases = EdgeCasesMode.NONE)
    void removalReadsNoDenseKeyButTheLast(@ForAll("operations") List<Op> ops) {
        DenseHashMap map = new DenseHashMap(2);
        Model model = new Model(2);
        for (Op op : ops) {
            int k = op.key();
            if (op.kind() == Op.Kind.ADD) {
                if (!model.contains(k)) {
                    map.set(map.add(k), 1, k);
                    model.add(k);
                    model.fields(k)[1] = k;
                }
                continue;
            }
            int[] keys = map.denseKeys();
            int[] saved = Arrays.copyOf(keys, map.size());
            int last = map.size() - 1;
            for (int i = 0; i < last; i++) keys[i] = ~saved[i] * 31 + 7;
            int removedAt = map.indexOf(k);
            assertEquals(model.remove(k), map.remove(k));
            for (int i = 0; i < map.size(); i++) {
                if (i != removedAt) keys[i] = saved[i];
            }
            model.assertSameAs(map);
        }
    }

    private static void assertTableBuiltFrom(List<Integer> history, DenseHashMap map) {
        int n = map.tableLength();
        Integer[] expected = new Integer[n];
        for (int k : history) {
            int s = DenseHashMap.home(DenseHashMap.mix(k), n);
            while (expected[s] != null) s = (s + 1) % n;
            expected[s] = k;
        }
        for (int s = 0; s < n; s++) {
            assertEquals(expected[s] != null, map.occupied(s), "slot " + s + " occupied");
            if (expected[s] != null) assertEquals(expected[s].intValue(), map.keyInSlot(s), "key in slot " + s);
        }
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
        for (int length : new int[] {8, 15, 22, 29, 1000, 1024}) {
            assertEquals(length - 1, DenseHashMap.home(DenseHashMap.mix(Family.HOMED_LAST.applyAsInt(r)), length));
            assertEquals(0, DenseHashMap.home(DenseHashMap.mix(Family.HOMED_FIRST.applyAsInt(r)), length));
        }
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

        int size() {
            return order.size();
        }

        boolean contains(int key) {
            return fields.containsKey(key);
        }

        int indexOf(int key) {
            return position.getOrDefault(key, -1);
        }

        int keyAt(int i) {
            return order.get(i);
        }

        /** The dense position the last removal refilled with the last key, or -1 if it removed the last key. */
        int refilled() {
            return refilled;
        }

        float[] fields(int key) {
            return fields.get(key);
        }

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

package io.componentbench.bench;

import com.koloboke.collect.ObjCursor;
import com.koloboke.collect.map.IntObjCursor;
import com.koloboke.collect.map.hash.HashIntObjMap;
import com.koloboke.collect.map.hash.HashIntObjMaps;
import io.componentbench.contender.Checksum;
import io.componentbench.contender.ContenderKind.Ids;
import io.componentbench.contender.Movement;
import io.componentbench.contender.Position;
import io.componentbench.contender.Velocity;
import io.componentbench.workload.ComponentValues;
import io.componentbench.workload.IdBatch;
import io.componentbench.workload.Population;
import it.unimi.dsi.fastutil.ints.Int2ObjectMap;
import it.unimi.dsi.fastutil.ints.Int2ObjectMaps;
import it.unimi.dsi.fastutil.ints.Int2ObjectOpenHashMap;
import it.unimi.dsi.fastutil.ints.Int2ObjectRBTreeMap;
import java.util.HashMap;
import java.util.Map;
import java.util.TreeMap;
import org.eclipse.collections.api.iterator.IntIterator;
import org.eclipse.collections.impl.map.mutable.primitive.IntObjectHashMap;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;

/**
 * Side benchmark, in no profile: the candidate idioms of each library adapter for the two passes over
 * a whole container, iterate and join, so that each adapter keeps its library's fastest. Methods are
 * named {@code <library><Workload><Idiom>}; compare methods of one library and workload only. Each
 * repeats one candidate's loop over maps built as the adapters build them (Positions added in
 * allocation order, Velocities on every other entity, library default sizes), settled by a full
 * collection. The candidates: an external iterator or cursor against the library's internal
 * {@code forEach}; for lambdas, accumulating into a holder local to the pass (which C2 can
 * scalar-replace when the call inlines) against a field of the state (a heap store per element, which
 * the adapters avoid); and Eclipse's primitive-returning {@code sumOfLong}. The idiom each adapter
 * uses is noted on its method. Run alone, on a quiet machine:
 * {@code java -jar target/benchmarks.jar IdiomBenchmark -p size=1000,1000000 -p distribution=dense}.
 */
public class IdiomBenchmark extends BenchmarkDefaults {

    /** A pass's accumulator, local to the pass. */
    static final class Sum {
        long value;
    }

    /** The population's IDs in allocation order, and whether each gets a Velocity. */
    abstract static class Maps extends PopulationParams {
        /** A field to accumulate into: the idiom these measurements may rule out. */
        long field;

        @Override
        protected void prepare() {
            IdBatch all = population().allocationOrder();
            for (int i = 0; i < all.length(); i++) {
                int id = all.id(i);
                putPosition(id, new Position(ComponentValues.positionX(id), ComponentValues.positionY(id)));
            }
            for (int i = 0; i < all.length(); i++) {
                int id = all.id(i);
                if (Population.hasVelocity(i)) {
                    putVelocity(id, new Velocity(ComponentValues.velocityX(id), ComponentValues.velocityY(id)));
                }
            }
        }

        abstract void putPosition(int id, Position p);

        abstract void putVelocity(int id, Velocity v);
    }

    @State(Scope.Benchmark)
    public static class Jdk extends Maps {
        @Param({Ids.HASH_MAP, Ids.TREE_MAP})
        public String map;

        Map<Integer, Position> positions;
        Map<Integer, Velocity> velocities;

        @Override
        protected void prepare() {
            positions = map.equals(Ids.HASH_MAP) ? new HashMap<>() : new TreeMap<>();
            velocities = map.equals(Ids.HASH_MAP) ? new HashMap<>() : new TreeMap<>();
            super.prepare();
        }

        @Override
        void putPosition(int id, Position p) {
            positions.put(id, p);
        }

        @Override
        void putVelocity(int id, Velocity v) {
            velocities.put(id, v);
        }
    }

    @State(Scope.Benchmark)
    public static class Fastutil extends Maps {
        @Param({Ids.FASTUTIL_OPEN_HASH, Ids.FASTUTIL_RB_TREE})
        public String map;

        Int2ObjectMap<Position> positions;
        Int2ObjectMap<Velocity> velocities;

        @Override
        protected void prepare() {
            positions =
                    map.equals(Ids.FASTUTIL_OPEN_HASH) ? new Int2ObjectOpenHashMap<>() : new Int2ObjectRBTreeMap<>();
            velocities =
                    map.equals(Ids.FASTUTIL_OPEN_HASH) ? new Int2ObjectOpenHashMap<>() : new Int2ObjectRBTreeMap<>();
            super.prepare();
        }

        @Override
        void putPosition(int id, Position p) {
            positions.put(id, p);
        }

        @Override
        void putVelocity(int id, Velocity v) {
            velocities.put(id, v);
        }
    }

    @State(Scope.Benchmark)
    public static class Eclipse extends Maps {
        final IntObjectHashMap<Position> positions = new IntObjectHashMap<>();
        final IntObjectHashMap<Velocity> velocities = new IntObjectHashMap<>();

        @Override
        void putPosition(int id, Position p) {
            positions.put(id, p);
        }

        @Override
        void putVelocity(int id, Velocity v) {
            velocities.put(id, v);
        }
    }

    @State(Scope.Benchmark)
    public static class Koloboke extends Maps {
        final HashIntObjMap<Position> positions = HashIntObjMaps.newMutableMap();
        final HashIntObjMap<Velocity> velocities = HashIntObjMaps.newMutableMap();

        @Override
        void putPosition(int id, Position p) {
            positions.put(id, p);
        }

        @Override
        void putVelocity(int id, Velocity v) {
            velocities.put(id, v);
        }
    }

    private static long move(Position p, Velocity v) {
        p.x = Movement.step(p.x, v.x);
        p.y = Movement.step(p.y, v.y);
        return Checksum.of(p.x, p.y);
    }

    // ---- JDK HashMap / TreeMap ----

    /** The adapter's iteration. */
    @Benchmark
    public long jdkIterateValuesIterator(Jdk s) {
        long sum = 0;
        for (Position p : s.positions.values()) sum += Checksum.of(p.x, p.y);
        return sum;
    }

    @Benchmark
    public long jdkIterateValuesForEach(Jdk s) {
        Sum sum = new Sum();
        s.positions.values().forEach(p -> sum.value += Checksum.of(p.x, p.y));
        return sum.value;
    }

    @Benchmark
    public long jdkIterateMapForEach(Jdk s) {
        Sum sum = new Sum();
        s.positions.forEach((e, p) -> sum.value += Checksum.of(p.x, p.y));
        return sum.value;
    }

    /** The adapter's join. */
    @Benchmark
    public long jdkJoinEntryIterator(Jdk s) {
        long sum = 0;
        for (Map.Entry<Integer, Velocity> e : s.velocities.entrySet()) {
            Position p = s.positions.get(e.getKey());
            if (p != null) sum += move(p, e.getValue());
        }
        return sum;
    }

    @Benchmark
    public long jdkJoinMapForEach(Jdk s) {
        Sum sum = new Sum();
        Map<Integer, Position> positions = s.positions;
        s.velocities.forEach((e, v) -> {
            Position p = positions.get(e);
            if (p != null) sum.value += move(p, v);
        });
        return sum.value;
    }

    // ---- fastutil Int2ObjectOpenHashMap / Int2ObjectRBTreeMap ----

    /** The adapter's iteration. */
    @Benchmark
    public long fastutilIterateValuesIterator(Fastutil s) {
        long sum = 0;
        for (Position p : s.positions.values()) sum += Checksum.of(p.x, p.y);
        return sum;
    }

    @Benchmark
    public long fastutilIterateValuesForEach(Fastutil s) {
        Sum sum = new Sum();
        s.positions.values().forEach(p -> sum.value += Checksum.of(p.x, p.y));
        return sum.value;
    }

    /** The adapter's join. */
    @Benchmark
    public long fastutilJoinFastIterator(Fastutil s) {
        long sum = 0;
        for (Int2ObjectMap.Entry<Velocity> e : Int2ObjectMaps.fastIterable(s.velocities)) {
            Position p = s.positions.get(e.getIntKey());
            if (p != null) sum += move(p, e.getValue());
        }
        return sum;
    }

    @Benchmark
    public long fastutilJoinFastForEach(Fastutil s) {
        Sum sum = new Sum();
        Int2ObjectMap<Position> positions = s.positions;
        Int2ObjectMaps.fastForEach(s.velocities, e -> {
            Position p = positions.get(e.getIntKey());
            if (p != null) sum.value += move(p, e.getValue());
        });
        return sum.value;
    }

    @Benchmark
    public long fastutilJoinIntForEach(Fastutil s) {
        Sum sum = new Sum();
        Int2ObjectMap<Position> positions = s.positions;
        s.velocities.forEach((int e, Velocity v) -> {
            Position p = positions.get(e);
            if (p != null) sum.value += move(p, v);
        });
        return sum.value;
    }

    // ---- Eclipse Collections IntObjectHashMap ----

    /** The field accumulator: a store to a heap field per element, which the adapter avoids. */
    @Benchmark
    public long eclipseIterateForEachValueField(Eclipse s) {
        s.field = 0;
        s.positions.forEachValue(p -> s.field += Checksum.of(p.x, p.y));
        return s.field;
    }

    @Benchmark
    public long eclipseIterateForEachValueHolder(Eclipse s) {
        Sum sum = new Sum();
        s.positions.forEachValue(p -> sum.value += Checksum.of(p.x, p.y));
        return sum.value;
    }

    /** The adapter's iteration. */
    @Benchmark
    public long eclipseIterateSumOfLong(Eclipse s) {
        return s.positions.sumOfLong(p -> Checksum.of(p.x, p.y));
    }

    @Benchmark
    public long eclipseIterateIterator(Eclipse s) {
        long sum = 0;
        for (Position p : s.positions) sum += Checksum.of(p.x, p.y);
        return sum;
    }

    /** The field accumulator: a store to a heap field per element, which the adapter avoids. */
    @Benchmark
    public long eclipseJoinForEachKeyValueField(Eclipse s) {
        s.field = 0;
        IntObjectHashMap<Position> positions = s.positions;
        s.velocities.forEachKeyValue((e, v) -> {
            Position p = positions.get(e);
            if (p != null) s.field += move(p, v);
        });
        return s.field;
    }

    /** The adapter's join. */
    @Benchmark
    public long eclipseJoinForEachKeyValueHolder(Eclipse s) {
        Sum sum = new Sum();
        IntObjectHashMap<Position> positions = s.positions;
        s.velocities.forEachKeyValue((e, v) -> {
            Position p = positions.get(e);
            if (p != null) sum.value += move(p, v);
        });
        return sum.value;
    }

    @Benchmark
    public long eclipseJoinKeyIterator(Eclipse s) {
        long sum = 0;
        for (IntIterator it = s.velocities.keySet().intIterator(); it.hasNext(); ) {
            int e = it.next();
            Position p = s.positions.get(e);
            if (p != null) sum += move(p, s.velocities.get(e));
        }
        return sum;
    }

    // ---- Koloboke HashIntObjMap ----

    /** The adapter's iteration. */
    @Benchmark
    public long kolobokeIterateValuesCursor(Koloboke s) {
        long sum = 0;
        for (ObjCursor<Position> c = s.positions.values().cursor(); c.moveNext(); ) {
            Position p = c.elem();
            sum += Checksum.of(p.x, p.y);
        }
        return sum;
    }

    @Benchmark
    public long kolobokeIterateValuesForEach(Koloboke s) {
        Sum sum = new Sum();
        s.positions.values().forEach(p -> sum.value += Checksum.of(p.x, p.y));
        return sum.value;
    }

    /** The adapter's join. */
    @Benchmark
    public long kolobokeJoinCursor(Koloboke s) {
        long sum = 0;
        for (IntObjCursor<Velocity> c = s.velocities.cursor(); c.moveNext(); ) {
            Position p = s.positions.get(c.key());
            if (p != null) sum += move(p, c.value());
        }
        return sum;
    }

    @Benchmark
    public long kolobokeJoinForEach(Koloboke s) {
        Sum sum = new Sum();
        HashIntObjMap<Position> positions = s.positions;
        s.velocities.forEach((int e, Velocity v) -> {
            Position p = positions.get(e);
            if (p != null) sum.value += move(p, v);
        });
        return sum.value;
    }
}

package io.componentbench.bench;

import com.carrotsearch.hppc.cursors.IntObjectCursor;
import com.carrotsearch.hppc.procedures.IntObjectProcedure;
import com.carrotsearch.hppc.procedures.ObjectProcedure;
import io.componentbench.contender.Checksum;
import io.componentbench.contender.Movement;
import io.componentbench.contender.Position;
import io.componentbench.contender.Velocity;
import org.agrona.collections.Int2ObjectHashMap;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;

/**
 * Side benchmark, in no profile: {@link IdiomBenchmark}'s comparison for the HPPC and Agrona maps,
 * on maps built the same way ({@link IdiomBenchmark.Maps}). HPPC: its public {@code keys} and
 * {@code values} buffers swept in slot order against {@code forEach} with a procedure and the cursor
 * iterator, which both visit the slots in a seeded stride; Agrona: {@code values().forEach} against
 * its cached value iterator, and {@code forEachInt} for the join. The idiom each adapter uses is
 * noted on its method. Run alone, on a quiet machine:
 * {@code java -jar target/benchmarks.jar PrimitiveMapIdiomBenchmark -p size=1000,1000000 -p distribution=dense}.
 */
public class PrimitiveMapIdiomBenchmark extends BenchmarkDefaults {

    /** HPPC {@code IntObjectHashMap}s at their default size. */
    @State(Scope.Benchmark)
    public static class Hppc extends IdiomBenchmark.Maps {
        final com.carrotsearch.hppc.IntObjectHashMap<Position> positions =
                new com.carrotsearch.hppc.IntObjectHashMap<>();
        final com.carrotsearch.hppc.IntObjectHashMap<Velocity> velocities =
                new com.carrotsearch.hppc.IntObjectHashMap<>();

        @Override
        void putPosition(int id, Position p) {
            positions.put(id, p);
        }

        @Override
        void putVelocity(int id, Velocity v) {
            velocities.put(id, v);
        }
    }

    /** Agrona {@code Int2ObjectHashMap}s at their default size. */
    @State(Scope.Benchmark)
    public static class Agrona extends IdiomBenchmark.Maps {
        final Int2ObjectHashMap<Position> positions = new Int2ObjectHashMap<>();
        final Int2ObjectHashMap<Velocity> velocities = new Int2ObjectHashMap<>();

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

    // ---- HPPC IntObjectHashMap ----

    /** The adapter's iteration. */
    @Benchmark
    public long hppcIterateBuffers(Hppc s) {
        int[] keys = s.positions.keys;
        Object[] values = s.positions.values;
        long sum = 0;
        for (int slot = 0; slot < keys.length; slot++) {
            if (keys[slot] != 0) {
                Position p = (Position) values[slot];
                sum += Checksum.of(p.x, p.y);
            }
        }
        Position zero = s.positions.get(0);
        return zero == null ? sum : sum + Checksum.of(zero.x, zero.y);
    }

    @Benchmark
    public long hppcIterateValuesForEach(Hppc s) {
        IdiomBenchmark.Sum sum = new IdiomBenchmark.Sum();
        s.positions.values().forEach((ObjectProcedure<Position>) p -> sum.value += Checksum.of(p.x, p.y));
        return sum.value;
    }

    @Benchmark
    public long hppcIterateForEach(Hppc s) {
        IdiomBenchmark.Sum sum = new IdiomBenchmark.Sum();
        s.positions.forEach((IntObjectProcedure<Position>) (e, p) -> sum.value += Checksum.of(p.x, p.y));
        return sum.value;
    }

    @Benchmark
    public long hppcIterateCursor(Hppc s) {
        long sum = 0;
        for (IntObjectCursor<Position> c : s.positions) sum += Checksum.of(c.value.x, c.value.y);
        return sum;
    }

    /** The adapter's join. */
    @Benchmark
    public long hppcJoinBuffers(Hppc s) {
        int[] keys = s.velocities.keys;
        Object[] values = s.velocities.values;
        long sum = 0;
        for (int slot = 0; slot < keys.length; slot++) {
            if (keys[slot] != 0) {
                Position p = s.positions.get(keys[slot]);
                if (p != null) sum += move(p, (Velocity) values[slot]);
            }
        }
        Velocity zero = s.velocities.get(0);
        Position p = s.positions.get(0);
        return zero == null || p == null ? sum : sum + move(p, zero);
    }

    @Benchmark
    public long hppcJoinForEach(Hppc s) {
        IdiomBenchmark.Sum sum = new IdiomBenchmark.Sum();
        com.carrotsearch.hppc.IntObjectHashMap<Position> positions = s.positions;
        s.velocities.forEach((IntObjectProcedure<Velocity>) (e, v) -> {
            Position p = positions.get(e);
            if (p != null) sum.value += move(p, v);
        });
        return sum.value;
    }

    @Benchmark
    public long hppcJoinCursor(Hppc s) {
        long sum = 0;
        for (IntObjectCursor<Velocity> c : s.velocities) {
            Position p = s.positions.get(c.key);
            if (p != null) sum += move(p, c.value);
        }
        return sum;
    }

    // ---- Agrona Int2ObjectHashMap ----

    /** The adapter's iteration. */
    @Benchmark
    public long agronaIterateValuesForEach(Agrona s) {
        IdiomBenchmark.Sum sum = new IdiomBenchmark.Sum();
        s.positions.values().forEach(p -> sum.value += Checksum.of(p.x, p.y));
        return sum.value;
    }

    @Benchmark
    public long agronaIterateValueIterator(Agrona s) {
        long sum = 0;
        for (Position p : s.positions.values()) sum += Checksum.of(p.x, p.y);
        return sum;
    }

    /** The adapter's join. */
    @Benchmark
    public long agronaJoinForEachInt(Agrona s) {
        IdiomBenchmark.Sum sum = new IdiomBenchmark.Sum();
        Int2ObjectHashMap<Position> positions = s.positions;
        s.velocities.forEachInt((e, v) -> {
            Position p = positions.get(e);
            if (p != null) sum.value += move(p, v);
        });
        return sum.value;
    }

    @Benchmark
    public long agronaJoinEntryIterator(Agrona s) {
        long sum = 0;
        for (Int2ObjectHashMap<Velocity>.EntryIterator it =
                        s.velocities.entrySet().iterator();
                it.hasNext(); ) {
            it.next();
            Position p = s.positions.get(it.getIntKey());
            if (p != null) sum += move(p, it.getValue());
        }
        return sum;
    }
}

package io.componentbench.contender;

import dev.dominion.ecs.api.Dominion;
import dev.dominion.ecs.api.Entity;
import dev.dominion.ecs.api.Results;
import dev.dominion.ecs.engine.EntityRepository;
import dev.dominion.ecs.engine.system.Config;
import dev.dominion.ecs.engine.system.Logging;
import java.lang.ref.Cleaner;

/**
 * Dominion: an archetype ECS. Entities with the same component types (a "composition") live in
 * chunks of 4096 slots (the default {@code MEDIUM} size), each chunk holding an array of its entities
 * and one {@code Object[]} per component type; adding or removing a component moves the entity to
 * the chunks of its new composition (swap-back inside the chunk it leaves). Components are plain
 * objects, here this class's own {@link Position} and {@link Velocity}.
 *
 * <p><b>Entities.</b> Every one of our IDs maps to a Dominion {@link Entity} through a handle array
 * indexed by our ID, bound on the ID's first use. With an {@code expectedSize} hint the constructor
 * creates that many empty entities up front (untimed) and binds them in order to new IDs; without
 * it, or past it, {@code createEntity()} runs on first use, inside whatever operation first uses the
 * ID. Removing a Position leaves the entity alive, as an ECS does.
 *
 * <p><b>Changes</b> are immediate ({@code add} and {@code removeType} move the entity at once); Dominion
 * has no deferred mechanism to flush and {@link #endOfFrame()} has nothing to do.
 *
 * <p><b>Iteration</b> uses {@code findCompositionsWith(Position.class)}, which walks the same chunks as
 * {@code findEntitiesWith(Position.class)} but yields the components themselves instead of a
 * {@code With1(component, entity)} record per element; the join uses
 * {@code findCompositionsWith(Position.class, Velocity.class)}. Both loop over the results'
 * {@code iterator()} ({@code stream()} wraps the same iterator). The pass runs on the calling thread,
 * as the body of a system would; Dominion's {@code Scheduler}, which runs systems on a thread pool,
 * is not used.
 *
 * <p><b>Lifecycle.</b> Worlds are built with {@code EntityRepository}'s constructor, not
 * {@code Dominion.create()}: the factory prints a banner and registers a logging level per world in a
 * fixed static table of 1024 slots, which the benchmarks (a new container per insert pass) would
 * exhaust. A world holds off-heap memory (its class index, 256 KiB, and a stack of free IDs per
 * composition) freed only by {@code close()}: {@link #release()} closes it, and a {@link Cleaner}
 * closes it once this adapter is unreachable if nobody released it (the cleaner's action keeps the
 * world reachable until then, one collection later).
 */
final class DominionContender implements Contender {
    /** This framework's Position component: a plain object. */
    static final class Position {
        float x;
        float y;

        Position(float x, float y) {
            this.x = x;
            this.y = y;
        }
    }

    /** This framework's Velocity component: a plain object. */
    static final class Velocity {
        final float x;
        final float y;

        Velocity(float x, float y) {
            this.x = x;
            this.y = y;
        }
    }

    private static final Logging.Context LOGGING;
    private static final Cleaner CLEANER = Cleaner.create();
    /** Closes the world: by {@link #release()}, or by the cleaner once this adapter is unreachable. */
    private final Cleaner.Cleanable closing;

    static {
        // Dominion's logging prints a banner when first loaded unless told not to.
        String banner = Config.getPropertyName(Config.SHOW_BANNER);
        if (System.getProperty(banner) == null) System.setProperty(banner, "false");
        LOGGING = new Logging.Context("componentbench", Logging.registerLoggingLevel(Logging.DEFAULT_LOGGING_LEVEL));
    }

    private final Dominion dominion;
    /** The Dominion entity of each of our IDs, null before its first use. */
    private final Entity[] entities;
    /** Entities created up front, not yet bound to an ID from {@code nextPooled} on; null once all are. */
    private Entity[] pool;

    private int nextPooled;
    private int positionCount;

    /**
     * @param entityCapacity our IDs are {@code 0 <= id < entityCapacity}
     * @param expectedSize empty entities to create up front (0: every entity on its ID's first use)
     */
    DominionContender(int entityCapacity, int expectedSize) {
        Config.DominionSize size = Config.DominionSize.MEDIUM;
        EntityRepository world = new EntityRepository(
                "componentbench",
                size.classIndexBit(),
                size.chunkBit(),
                Config.DEFAULT_SYSTEM_TIMEOUT_SECONDS,
                LOGGING);
        closing = CLEANER.register(this, world::close);
        dominion = world;
        entities = new Entity[entityCapacity];
        int pooled = Math.min(expectedSize, entityCapacity);
        if (pooled > 0) {
            pool = new Entity[pooled];
            for (int i = 0; i < pooled; i++) {
                pool[i] = dominion.createEntity();
            }
        }
    }

    // Repeats AshleyContender's handle array for Dominion's Entity: shared, it would erase the type on the timed path.
    private Entity entity(int id) {
        Entity e = entities[id];
        if (e == null) {
            if (pool != null) {
                e = pool[nextPooled++];
                if (nextPooled == pool.length) pool = null;
            } else {
                e = dominion.createEntity();
            }
            entities[id] = e;
        }
        return e;
    }

    @Override
    public void addPosition(int entity, float x, float y) {
        entity(entity).add(new Position(x, y));
        positionCount++;
    }

    @Override
    public void addVelocity(int entity, float x, float y) {
        entity(entity).add(new Velocity(x, y));
    }

    @Override
    public long readPosition(int entity) {
        Entity e = entities[entity];
        if (e == null) return 0;
        Position p = e.get(Position.class);
        return p == null ? 0 : Checksum.of(p.x, p.y);
    }

    @Override
    public boolean removePosition(int entity) {
        Entity e = entities[entity];
        if (e == null || !e.removeType(Position.class)) return false;
        positionCount--;
        return true;
    }

    @Override
    public int positionCount() {
        return positionCount;
    }

    @Override
    public long iteratePositions() {
        long sum = 0;
        for (Position p : dominion.findCompositionsWith(Position.class)) {
            sum += Checksum.of(p.x, p.y);
        }
        return sum;
    }

    @Override
    public long move() {
        long sum = 0;
        for (Results.With2<Position, Velocity> r : dominion.findCompositionsWith(Position.class, Velocity.class)) {
            Position p = r.comp1();
            Velocity v = r.comp2();
            p.x = Movement.step(p.x, v.x);
            p.y = Movement.step(p.y, v.y);
            sum += Checksum.of(p.x, p.y);
        }
        return sum;
    }

    /**
     * The whole world ({@code EntityRepository}): chunks, entities, compositions and their index are
     * one graph (every entity references its chunk, every chunk its composition). With only
     * Positions present (as the footprint is measured) that is the Position storage plus the empty
     * root composition's chunk and a fixed table of chunk slots (2 MiB at the default size). Not
     * included: off-heap memory JOL cannot see (the class index, 256 KiB, and the free-ID stacks,
     * 32 KiB per composition and more after many removals) and our handle array.
     */
    @Override
    public Object positionStorage() {
        return dominion;
    }

    @Override
    public void release() {
        closing.clean();
    }
}

package io.componentbench.contender;

import com.badlogic.ashley.core.Component;
import com.badlogic.ashley.core.ComponentMapper;
import com.badlogic.ashley.core.Engine;
import com.badlogic.ashley.core.Entity;
import com.badlogic.ashley.core.EntitySystem;
import com.badlogic.ashley.core.Family;
import com.badlogic.ashley.utils.ImmutableArray;

/**
 * Ashley (libGDX): an {@link Engine} of {@link Entity} objects, each holding its own components in a
 * per-entity bag indexed by component type; a {@link Family} keeps an unordered array of the entities
 * that match it, updated when a component is added or removed. Components are this class's own
 * {@link Position} and {@link Velocity} ({@link Component}s), read through {@link ComponentMapper}s.
 * The systems are {@link EntitySystem}s walking their family's array with a local accumulator, the
 * loop {@code IteratingSystem} runs without its per-entity virtual call (which could only accumulate
 * into a field); each pass is one {@code engine.update(dt)} with only its system processing.
 *
 * <p><b>Entities.</b> Every one of our IDs maps to an Ashley entity through a handle array indexed by
 * our ID, bound on the ID's first use. With an {@code expectedSize} hint the constructor creates and
 * adds that many entities up front (untimed) and binds them in order to new IDs; without it, or past
 * it, an entity is created and added on first use, inside whatever operation first uses the ID.
 * Removing a Position leaves the entity in the engine, as an ECS does.
 *
 * <p><b>Changes.</b> Ashley defers component changes made while the engine is updating to the end of
 * each system's update; outside an update, as here (the churn applies its command buffer after the
 * pass), they take effect at once, families included, so {@link #endOfFrame()} has nothing to do.
 *
 * <p><b>Cost to know:</b> leaving a family is {@code Array.removeValue(entity, true)}, a linear
 * search of the family's array, so removing a Position costs O(entities in its families): removing
 * a fixed fraction of N entities is quadratic in N (the remove and churn workloads, and building a
 * churned container, at large N).
 */
final class AshleyContender implements Contender {
    /** This framework's Position component. */
    static final class Position implements Component {
        float x;
        float y;

        Position(float x, float y) {
            this.x = x;
            this.y = y;
        }
    }

    /** This framework's Velocity component. */
    static final class Velocity implements Component {
        final float x;
        final float y;

        Velocity(float x, float y) {
            this.x = x;
            this.y = y;
        }
    }

    private static final ComponentMapper<Position> POSITIONS = ComponentMapper.getFor(Position.class);
    private static final ComponentMapper<Velocity> VELOCITIES = ComponentMapper.getFor(Velocity.class);

    /** The iteration system: sums the checksum of every Position. */
    static final class PositionSum extends EntitySystem {
        private ImmutableArray<Entity> entities;
        long sum;

        @Override
        public void addedToEngine(Engine engine) {
            entities = engine.getEntitiesFor(Family.all(Position.class).get());
        }

        @Override
        public void update(float deltaTime) {
            long s = 0;
            for (int i = 0, n = entities.size(); i < n; i++) {
                Position p = POSITIONS.get(entities.get(i));
                s += Checksum.of(p.x, p.y);
            }
            sum = s;
        }
    }

    /** The movement system over the family of entities with both components. */
    static final class Move extends EntitySystem {
        private ImmutableArray<Entity> entities;
        long sum;

        @Override
        public void addedToEngine(Engine engine) {
            entities = engine.getEntitiesFor(
                    Family.all(Position.class, Velocity.class).get());
        }

        @Override
        public void update(float deltaTime) {
            long s = 0;
            for (int i = 0, n = entities.size(); i < n; i++) {
                Entity e = entities.get(i);
                Position p = POSITIONS.get(e);
                Velocity v = VELOCITIES.get(e);
                p.x = Movement.step(p.x, v.x);
                p.y = Movement.step(p.y, v.y);
                s += Checksum.of(p.x, p.y);
            }
            sum = s;
        }
    }

    private final Engine engine = new Engine();
    private final PositionSum positionSum = new PositionSum();
    private final Move move = new Move();
    /** The Ashley entity of each of our IDs, null before its first use. */
    private final Entity[] entities;
    /** Entities created up front, not yet bound to an ID from {@code nextPooled} on; null once all are. */
    private Entity[] pool;

    private int nextPooled;
    private int positionCount;

    /**
     * @param entityCapacity our IDs are {@code 0 <= id < entityCapacity}
     * @param expectedSize entities to create and add up front (0: every entity on its ID's first use)
     */
    AshleyContender(int entityCapacity, int expectedSize) {
        engine.addSystem(positionSum);
        engine.addSystem(move);
        entities = new Entity[entityCapacity];
        int pooled = Math.min(expectedSize, entityCapacity);
        if (pooled > 0) {
            pool = new Entity[pooled];
            for (int i = 0; i < pooled; i++) {
                pool[i] = newEntity();
            }
        }
    }

    private Entity newEntity() {
        Entity e = engine.createEntity();
        engine.addEntity(e);
        return e;
    }

    // Repeats DominionContender's handle array for Ashley's Entity: shared, it would erase the type on the timed path.
    private Entity entity(int id) {
        Entity e = entities[id];
        if (e == null) {
            if (pool != null) {
                e = pool[nextPooled++];
                if (nextPooled == pool.length) pool = null;
            } else {
                e = newEntity();
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
        Position p = POSITIONS.get(e);
        return p == null ? 0 : Checksum.of(p.x, p.y);
    }

    @Override
    public boolean removePosition(int entity) {
        Entity e = entities[entity];
        if (e == null || e.remove(Position.class) == null) return false;
        positionCount--;
        return true;
    }

    @Override
    public int positionCount() {
        return positionCount;
    }

    @Override
    public long iteratePositions() {
        positionSum.setProcessing(true);
        move.setProcessing(false);
        engine.update(Movement.DT);
        return positionSum.sum;
    }

    @Override
    public long move() {
        positionSum.setProcessing(false);
        move.setProcessing(true);
        engine.update(Movement.DT);
        return move.sum;
    }

    /**
     * The whole {@link Engine}: Ashley stores each Position in its entity's component bag, and every
     * entity references the engine through its signal listeners, so entity objects, their component
     * bags, component and family bit sets and signals, the engine's entity list and set, and the
     * family arrays are one graph. With only Positions present (as the footprint is measured) that is
     * the Position storage with the per-entity bookkeeping it cannot exist without. Our handle array
     * is not included.
     */
    @Override
    public Object positionStorage() {
        return engine;
    }
}

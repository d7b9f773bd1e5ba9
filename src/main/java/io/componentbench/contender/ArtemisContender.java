package io.componentbench.contender;

import com.artemis.Aspect;
import com.artemis.BaseEntitySystem;
import com.artemis.Component;
import com.artemis.ComponentMapper;
import com.artemis.World;
import com.artemis.WorldConfiguration;
import com.artemis.WorldConfigurationBuilder;
import com.artemis.utils.IntBag;
import java.util.Arrays;

/**
 * Artemis-odb: a {@code World} whose Positions and Velocities are its own {@link Component}s, read
 * and written through {@link ComponentMapper}s (Artemis stores each component type in a {@code Bag}
 * indexed by its entity ID, an array of component objects). The systems are the framework's fastest
 * form: a {@link BaseEntitySystem} walking its aspect subscription's sorted {@code int[]} of entity
 * IDs with a local accumulator ({@code IteratingSystem} would make a virtual call per entity and
 * could only accumulate into a field).
 *
 * <p><b>Entities.</b> Every one of our IDs maps to an Artemis entity through a handle array indexed
 * by our ID, bound on the ID's first use. With an {@code expectedSize} hint the constructor creates
 * that many entities up front (untimed; Artemis issues them in order 0, 1, 2, ... and each is bound to
 * the next new ID, so in allocation order our IDs and Artemis's coincide for dense IDs); without it,
 * or past it, an entity is created on first use, inside whatever operation first uses the ID.
 * Removing a Position leaves the entity alive (with its Velocity, if any), as an ECS does.
 *
 * <p><b>Deferred changes.</b> Adding or removing a component is immediate for the mappers (Artemis's
 * default {@code ImmediateComponentRemover}), so lookups and counts see it at once; the subscriptions
 * a system iterates are updated only at {@code world.process()}. So {@link #iteratePositions()} and
 * {@link #move()} are each one {@code world.process()} with only their system enabled, which first
 * applies whatever changed since the last one, and {@link #endOfFrame()} is a {@code world.process()}
 * with no system enabled: a churn frame's commands are applied, and timed, in the frame that issued
 * them. The insert and remove workloads end without a frame, so their timings do not include the
 * subscription update their changes cost at the next {@code world.process()}.
 */
final class ArtemisContender implements Contender {
    /** This framework's Position component. */
    public static final class PositionComponent extends Component {
        public float x;
        public float y;
    }

    /** This framework's Velocity component. */
    public static final class VelocityComponent extends Component {
        public float x;
        public float y;
    }

    /** The iteration system: sums the checksum of every Position. */
    static final class PositionSum extends BaseEntitySystem {
        ComponentMapper<PositionComponent> positions;
        long sum;

        PositionSum() {
            super(Aspect.all(PositionComponent.class));
        }

        @Override
        protected void processSystem() {
            IntBag actives = subscription.getEntities();
            int[] ids = actives.getData();
            long s = 0;
            for (int i = 0, n = actives.size(); i < n; i++) {
                PositionComponent p = positions.get(ids[i]);
                s += Checksum.of(p.x, p.y);
            }
            sum = s;
        }
    }

    /** The movement system over entities with both components. */
    static final class Move extends BaseEntitySystem {
        ComponentMapper<PositionComponent> positions;
        ComponentMapper<VelocityComponent> velocities;
        long sum;

        Move() {
            super(Aspect.all(PositionComponent.class, VelocityComponent.class));
        }

        @Override
        protected void processSystem() {
            IntBag actives = subscription.getEntities();
            int[] ids = actives.getData();
            long s = 0;
            for (int i = 0, n = actives.size(); i < n; i++) {
                int e = ids[i];
                PositionComponent p = positions.get(e);
                VelocityComponent v = velocities.get(e);
                p.x = Movement.step(p.x, v.x);
                p.y = Movement.step(p.y, v.y);
                s += Checksum.of(p.x, p.y);
            }
            sum = s;
        }
    }

    private final World world;
    private final ComponentMapper<PositionComponent> positions;
    private final ComponentMapper<VelocityComponent> velocities;
    private final PositionSum positionSum = new PositionSum();
    private final Move move = new Move();
    /** Artemis entity of each of our IDs, -1 before its first use. */
    private final int[] entities;
    /** Entities created up front and not yet bound to one of our IDs: Artemis IDs {@code nextPooled..pooled-1}. */
    private final int pooled;

    private int nextPooled;
    private int positionCount;

    /**
     * @param entityCapacity our IDs are {@code 0 <= id < entityCapacity}
     * @param expectedSize entities to create up front (0: every entity on its ID's first use); also
     *     Artemis's {@code expectedEntityCount}, which sizes its per-entity arrays
     */
    ArtemisContender(int entityCapacity, int expectedSize) {
        WorldConfiguration config =
                new WorldConfigurationBuilder().with(positionSum, move).build();
        if (expectedSize > 0) config.expectedEntityCount(expectedSize);
        world = new World(config);
        positions = world.getMapper(PositionComponent.class);
        velocities = world.getMapper(VelocityComponent.class);
        entities = new int[entityCapacity];
        Arrays.fill(entities, -1);
        pooled = Math.min(expectedSize, entityCapacity);
        for (int i = 0; i < pooled; i++) {
            world.create();
        }
        world.process();
    }

    private int entity(int id) {
        int e = entities[id];
        if (e < 0) {
            e = nextPooled < pooled ? nextPooled++ : world.create();
            entities[id] = e;
        }
        return e;
    }

    @Override
    public void addPosition(int entity, float x, float y) {
        PositionComponent p = positions.create(entity(entity));
        p.x = x;
        p.y = y;
        positionCount++;
    }

    @Override
    public void addVelocity(int entity, float x, float y) {
        VelocityComponent v = velocities.create(entity(entity));
        v.x = x;
        v.y = y;
    }

    @Override
    public long readPosition(int entity) {
        int e = entities[entity];
        if (e < 0) return 0;
        PositionComponent p = positions.get(e);
        return p == null ? 0 : Checksum.of(p.x, p.y);
    }

    @Override
    public boolean removePosition(int entity) {
        int e = entities[entity];
        if (e < 0 || !positions.has(e)) return false;
        positions.remove(e);
        positionCount--;
        return true;
    }

    @Override
    public int positionCount() {
        return positionCount;
    }

    @Override
    public long iteratePositions() {
        positionSum.setEnabled(true);
        move.setEnabled(false);
        world.process();
        return positionSum.sum;
    }

    @Override
    public long move() {
        positionSum.setEnabled(false);
        move.setEnabled(true);
        world.process();
        return move.sum;
    }

    @Override
    public void endOfFrame() {
        positionSum.setEnabled(false);
        move.setEnabled(false);
        world.process();
    }

    /**
     * The whole {@code World}. Artemis keeps Positions in a {@code Bag} indexed by entity and the
     * entity lists of the subscriptions beside per-entity bookkeeping every component shares (an
     * {@code Entity} object, a composition ID, a bit in several {@code BitVector}s), all reachable from
     * each other; with only Positions present (as the footprint is measured) the world is their
     * storage plus that bookkeeping, and the empty Velocity bag Artemis sizes to the entity count.
     * Our handle array is not included.
     */
    @Override
    public Object positionStorage() {
        return world;
    }
}

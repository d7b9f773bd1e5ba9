package io.componentbench.bench;

import com.artemis.Aspect;
import com.artemis.BaseEntitySystem;
import com.artemis.Component;
import com.artemis.ComponentMapper;
import com.artemis.World;
import com.artemis.WorldConfigurationBuilder;
import com.artemis.systems.IteratingSystem;
import com.artemis.utils.IntBag;
import com.badlogic.ashley.core.Engine;
import com.badlogic.ashley.core.Entity;
import com.badlogic.ashley.core.EntitySystem;
import com.badlogic.ashley.core.Family;
import com.badlogic.ashley.utils.ImmutableArray;
import dev.dominion.ecs.api.Dominion;
import dev.dominion.ecs.api.Results;
import io.componentbench.contender.Checksum;
import io.componentbench.workload.ComponentValues;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;

/**
 * A side benchmark, run by hand and by no profile: the candidate iteration idioms of each framework
 * contender over N entities holding a Position, so the adapters can keep the fastest (each method
 * returns the same checksum; {@code FrameworkIdiomsTest} checks that). The adapters use the first of
 * each group: Artemis's subscription loop, Dominion's {@code findCompositionsWith}, Ashley's family
 * loop. {@code java -jar target/benchmarks.jar FrameworkIdiomBenchmark -p size=1000000}.
 */
public class FrameworkIdiomBenchmark extends BenchmarkDefaults {

    /** Artemis component. */
    public static final class ArtemisPosition extends Component {
        public float x;
        public float y;
    }

    /** Dominion and Ashley component. */
    public static final class Position implements com.badlogic.ashley.core.Component {
        final float x;
        final float y;

        Position(float x, float y) {
            this.x = x;
            this.y = y;
        }
    }

    // Repeats ArtemisContender.PositionSum over this benchmark's own component class, so the adapter's idiom is
    // measured beside its alternatives.
    /** A BaseEntitySystem over the subscription's int[] with a local sum (the adapter's idiom). */
    static final class SubscriptionLoop extends BaseEntitySystem {
        ComponentMapper<ArtemisPosition> positions;
        long sum;

        SubscriptionLoop() {
            super(Aspect.all(ArtemisPosition.class));
        }

        @Override
        protected void processSystem() {
            IntBag actives = subscription.getEntities();
            int[] ids = actives.getData();
            long s = 0;
            for (int i = 0, n = actives.size(); i < n; i++) {
                ArtemisPosition p = positions.get(ids[i]);
                s += Checksum.of(p.x, p.y);
            }
            sum = s;
        }
    }

    /** Artemis's IteratingSystem: a virtual call per entity, accumulating into a field. */
    static final class PerEntity extends IteratingSystem {
        ComponentMapper<ArtemisPosition> positions;
        long sum;

        PerEntity() {
            super(Aspect.all(ArtemisPosition.class));
        }

        @Override
        protected void begin() {
            sum = 0;
        }

        @Override
        protected void process(int entityId) {
            ArtemisPosition p = positions.get(entityId);
            sum += Checksum.of(p.x, p.y);
        }
    }

    /** Ashley: an EntitySystem looping over the family array with a local sum (the adapter's idiom). */
    static final class FamilyLoop extends EntitySystem {
        ImmutableArray<Entity> entities;
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

    /** Ashley's IteratingSystem: a virtual call per entity, accumulating into a field. */
    static final class AshleyPerEntity extends com.badlogic.ashley.systems.IteratingSystem {
        long sum;

        AshleyPerEntity() {
            super(Family.all(Position.class).get());
        }

        @Override
        public void update(float deltaTime) {
            sum = 0;
            super.update(deltaTime);
        }

        @Override
        protected void processEntity(Entity entity, float deltaTime) {
            Position p = POSITIONS.get(entity);
            sum += Checksum.of(p.x, p.y);
        }
    }

    static final com.badlogic.ashley.core.ComponentMapper<Position> POSITIONS =
            com.badlogic.ashley.core.ComponentMapper.getFor(Position.class);

    /** The three worlds, each holding {@code size} entities with a Position. */
    @State(Scope.Benchmark)
    public static class Worlds extends PopulationParams {
        World artemis;
        SubscriptionLoop subscriptionLoop;
        PerEntity perEntity;
        Dominion dominion;
        Engine ashley;
        FamilyLoop familyLoop;
        AshleyPerEntity ashleyPerEntity;

        @Override
        protected void prepare() {
            subscriptionLoop = new SubscriptionLoop();
            perEntity = new PerEntity();
            artemis = new World(new WorldConfigurationBuilder()
                    .with(subscriptionLoop, perEntity)
                    .build());
            ComponentMapper<ArtemisPosition> mapper = artemis.getMapper(ArtemisPosition.class);
            if (System.getProperty("dominion.show-banner") == null) System.setProperty("dominion.show-banner", "false");
            dominion = Dominion.create("idioms");
            ashley = new Engine();
            familyLoop = new FamilyLoop();
            ashleyPerEntity = new AshleyPerEntity();
            ashley.addSystem(familyLoop);
            ashley.addSystem(ashleyPerEntity);
            for (int id = 0; id < size; id++) {
                float x = ComponentValues.positionX(id);
                float y = ComponentValues.positionY(id);
                ArtemisPosition p = mapper.create(artemis.create());
                p.x = x;
                p.y = y;
                dominion.createEntity(new Position(x, y));
                Entity e = ashley.createEntity();
                e.add(new Position(x, y));
                ashley.addEntity(e);
            }
            artemis.process();
        }

        long artemis(BaseEntitySystem enabled, BaseEntitySystem disabled) {
            enabled.setEnabled(true);
            disabled.setEnabled(false);
            artemis.process();
            return enabled == subscriptionLoop ? subscriptionLoop.sum : perEntity.sum;
        }

        long ashley(EntitySystem enabled, EntitySystem disabled) {
            enabled.setProcessing(true);
            disabled.setProcessing(false);
            ashley.update(1f / 60f);
            return enabled == familyLoop ? familyLoop.sum : ashleyPerEntity.sum;
        }
    }

    @Benchmark
    public long artemisSubscriptionLoop(Worlds w) {
        return w.artemis(w.subscriptionLoop, w.perEntity);
    }

    @Benchmark
    public long artemisIteratingSystem(Worlds w) {
        return w.artemis(w.perEntity, w.subscriptionLoop);
    }

    @Benchmark
    public long dominionCompositions(Worlds w) {
        long sum = 0;
        for (Position p : w.dominion.findCompositionsWith(Position.class)) sum += Checksum.of(p.x, p.y);
        return sum;
    }

    @Benchmark
    public long dominionEntities(Worlds w) {
        long sum = 0;
        for (Results.With1<Position> r : w.dominion.findEntitiesWith(Position.class))
            sum += Checksum.of(r.comp().x, r.comp().y);
        return sum;
    }

    @Benchmark
    public long dominionEntitiesStream(Worlds w) {
        return w.dominion.findEntitiesWith(Position.class).stream()
                .mapToLong(r -> Checksum.of(r.comp().x, r.comp().y))
                .sum();
    }

    @Benchmark
    public long ashleyFamilyLoop(Worlds w) {
        return w.ashley(w.familyLoop, w.ashleyPerEntity);
    }

    @Benchmark
    public long ashleyIteratingSystem(Worlds w) {
        return w.ashley(w.ashleyPerEntity, w.familyLoop);
    }
}

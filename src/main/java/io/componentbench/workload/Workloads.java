package io.componentbench.workload;

import io.componentbench.contender.Contender;
import io.componentbench.contender.ContenderKind;

/**
 * The workload bodies, written once against {@link Contender} and run by both the tests and the
 * JMH classes. Each returns an order-independent checksum that must agree across contenders.
 */
public final class Workloads {
    private Workloads() {}

    /** Adds the batch's Positions; returns the Position count afterwards. */
    public static long insert(Contender c, IdBatch batch) {
        int[] ids = batch.ids;
        float[] x = batch.x;
        float[] y = batch.y;
        for (int i = 0; i < ids.length; i++) {
            c.addPosition(ids[i], x[i], y[i]);
        }
        return c.positionCount();
    }

    /** Reads the Position of every probe; returns the sum of their checksums (0 per miss). */
    public static long lookup(Contender c, IdBatch probes) {
        long sum = 0;
        for (int id : probes.ids) {
            sum += c.readPosition(id);
        }
        return sum;
    }

    /** Removes the victims' Positions; returns the sum of {@code id + 1} over the ones removed. */
    public static long remove(Contender c, IdBatch victims) {
        long sum = 0;
        for (int id : victims.ids) {
            if (c.removePosition(id)) sum += id + 1L;
        }
        return sum;
    }

    /**
     * One respawn cycle: removes the victims' Positions, then adds the re-adds' (the victims again,
     * {@link IdBatch#reversed() last removed first}); returns the removal's checksum plus the
     * Position count afterwards.
     */
    public static long respawn(Contender c, IdBatch victims, IdBatch readds) {
        return remove(c, victims) + insert(c, readds);
    }

    /** One full pass over all Positions. */
    public static long iterate(Contender c) {
        return c.iteratePositions();
    }

    /** The movement system over Position+Velocity. */
    public static long join(Contender c) {
        return c.move();
    }

    /**
     * A contender at its library's default size holding the whole population's Positions (added in
     * allocation order), Velocities on every other entity, in the given state. Never timed; the
     * caller settles it with a full collection before timing.
     */
    public static Contender build(ContenderKind kind, Population population, ContainerState state) {
        Contender c = kind.create(population.idRange());
        insert(c, population.allocationOrder());
        int[] ids = population.allocationOrder().ids;
        for (int i = 0; i < ids.length; i++) {
            if (Population.hasVelocity(i)) {
                c.addVelocity(ids[i], ComponentValues.velocityX(ids[i]), ComponentValues.velocityY(ids[i]));
            }
        }
        if (state == ContainerState.CHURNED) {
            Churn churn = new Churn(population);
            for (int f = 0; f < ContainerState.FRAMES; f++) {
                churn.frame(c);
            }
            churn.settle(c);
            c.endOfFrame();
        }
        return c;
    }
}

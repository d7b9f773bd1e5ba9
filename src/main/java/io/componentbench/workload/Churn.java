package io.componentbench.workload;

import io.componentbench.contender.Contender;
import java.util.SplittableRandom;

/**
 * The steady-state churn workload: each frame runs the system pass (a full iteration), while a
 * command buffer records the removal of 10% of the living entities (chosen at random) and the
 * re-addition of the IDs removed in the previous frame (IDs are recycled one frame late, as an ECS
 * entity allocator's free list does); the buffer is applied after the pass, then
 * {@link Contender#endOfFrame()} runs. Which IDs move is decided here, from a seeded generator,
 * never by the container, so every contender gets the same commands.
 */
public final class Churn {
    private final SplittableRandom random = new SplittableRandom(Population.SEED);
    private final int perFrame;
    private final int[] alive;
    private int aliveCount;
    private final int[] removeIds;
    private final int[] removeSlots;
    private final int[] addIds;
    private int addCount;
    private final int[] pending;
    private int pendingCount;

    public Churn(Population population) {
        this.alive = population.allocationOrder().ids.clone();
        this.aliveCount = alive.length;
        this.perFrame = Math.max(1, alive.length / 10);
        this.removeIds = new int[perFrame];
        this.removeSlots = new int[perFrame];
        this.addIds = new int[perFrame];
        this.pending = new int[perFrame];
    }

    /** One frame on a contender; returns the system pass's checksum. */
    public long frame(Contender c) {
        long sum = c.iteratePositions();
        recordCommands();
        for (int id : removeIds) {
            c.removePosition(id);
        }
        addAll(c, addIds, addCount);
        c.endOfFrame();
        return sum;
    }

    /** Re-adds the IDs still waiting in the free list, so every entity of the population is present again. */
    public void settle(Contender c) {
        addAll(c, pending, pendingCount);
        System.arraycopy(pending, 0, alive, aliveCount, pendingCount);
        aliveCount += pendingCount;
        pendingCount = 0;
    }

    private static void addAll(Contender c, int[] ids, int count) {
        for (int i = 0; i < count; i++) {
            int id = ids[i];
            c.addPosition(id, ComponentValues.positionX(id), ComponentValues.positionY(id));
        }
    }

    /**
     * Fills the command buffer: this frame's victims, swap-removed from the living list at the slots
     * {@link #removedSlots()} records, then last frame's victims appended back to it as the adds.
     */
    void recordCommands() {
        System.arraycopy(pending, 0, addIds, 0, pendingCount);
        addCount = pendingCount;
        int n = aliveCount; // a local, not a field store per removal
        for (int k = 0; k < perFrame; k++) {
            int slot = random.nextInt(n);
            removeSlots[k] = slot;
            removeIds[k] = alive[slot];
            alive[slot] = alive[--n];
        }
        System.arraycopy(addIds, 0, alive, n, addCount);
        aliveCount = n + addCount;
        System.arraycopy(removeIds, 0, pending, 0, perFrame);
        pendingCount = perFrame;
    }

    int[] removedSlots() { return removeSlots; }

    int[] addedIds() { return addIds; }

    int addedCount() { return addCount; }
}

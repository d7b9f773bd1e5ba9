package io.componentbench.workload;

import io.componentbench.contender.Contender;
import java.util.SplittableRandom;

/**
 * The steady-state churn workload: each frame runs the system pass (a full iteration), then applies
 * the frame's command buffer: the removal of 10% of the living entities (chosen at random) and the
 * re-addition of the IDs removed in the previous frame, with their Position values (IDs are recycled
 * one frame late, as an ECS entity allocator's free list does); then {@link Contender#endOfFrame()}
 * runs. Which IDs move is decided here, from a seeded generator, never by the container, so every
 * contender gets the same commands.
 *
 * <p>Recording and applying are separate, as in the ECS designs the seeds describe (systems record
 * structural changes into a command buffer that the world applies at a sync point): {@link #record}
 * fills a {@link Commands} buffer with one or more frames ahead, untimed, so a timed frame
 * ({@link #apply}) holds only the container's work: no random numbers, no shuffling of the living
 * list, no hashing of component values. {@link #frame} records and applies one frame (the one-fork
 * benchmark and the churned build, where the recording is inside the frame).
 */
public final class Churn {
    private final SplittableRandom random = new SplittableRandom(Population.SEED);
    private final int perFrame;
    private final int[] alive;
    private int aliveCount;
    private final int[] pending;
    private int pendingCount;
    private final Commands single;

    public Churn(Population population) {
        this.alive = population.allocationOrder().ids.clone();
        this.aliveCount = alive.length;
        this.perFrame = Math.max(1, alive.length / 10);
        this.pending = new int[perFrame];
        this.single = commands(1);
    }

    /**
     * Frames of recorded commands: per frame, the victims' IDs and the slots of the living list they
     * were swap-removed from, and the re-added IDs with their Position values.
     */
    public static final class Commands {
        final int perFrame;
        final int[] removeIds;
        final int[] removeSlots;
        final int[] addIds;
        final float[] addX;
        final float[] addY;
        final int[] addCounts;
        private int frames;

        private Commands(int perFrame, int capacity) {
            this.perFrame = perFrame;
            removeIds = new int[capacity * perFrame];
            removeSlots = new int[capacity * perFrame];
            addIds = new int[capacity * perFrame];
            addX = new float[capacity * perFrame];
            addY = new float[capacity * perFrame];
            addCounts = new int[capacity];
        }

        /** Frames this buffer holds at most. */
        public int capacity() {
            return addCounts.length;
        }

        /** Frames recorded into it by the last {@link #record}. */
        public int frames() {
            return frames;
        }
    }

    /** An empty buffer for up to {@code capacity} frames of this churn. */
    public Commands commands(int capacity) {
        if (capacity < 1)
            throw new IllegalArgumentException("a command buffer holds at least one frame, asked for " + capacity);
        return new Commands(perFrame, capacity);
    }

    /** Commands of one frame (removals and re-adds): the buffer space one frame takes is this many times 20 bytes. */
    public int commandsPerFrame() {
        return perFrame;
    }

    /** One frame on a contender, its commands recorded inside it; returns the system pass's checksum. */
    public long frame(Contender c) {
        return apply(c, recordNext(), 0);
    }

    /** Records the next frame into this churn's own one-frame buffer (frame 0 of it) and returns the buffer. */
    Commands recordNext() {
        record(single, 1);
        return single;
    }

    /**
     * Applies a recorded frame: the system pass, the frame's removals and re-adds, then
     * end-of-frame maintenance; returns the pass's checksum.
     */
    public static long apply(Contender c, Commands commands, int frame) {
        long sum = c.iteratePositions();
        int from = frame * commands.perFrame;
        int[] removeIds = commands.removeIds;
        for (int i = from, end = from + commands.perFrame; i < end; i++) {
            c.removePosition(removeIds[i]);
        }
        int[] addIds = commands.addIds;
        float[] x = commands.addX;
        float[] y = commands.addY;
        for (int i = from, end = from + commands.addCounts[frame]; i < end; i++) {
            c.addPosition(addIds[i], x[i], y[i]);
        }
        c.endOfFrame();
        return sum;
    }

    /** Re-adds the IDs still waiting in the free list, so every entity of the population is present again. */
    public void settle(Contender c) {
        for (int i = 0; i < pendingCount; i++) {
            int id = pending[i];
            c.addPosition(id, ComponentValues.positionX(id), ComponentValues.positionY(id));
        }
        System.arraycopy(pending, 0, alive, aliveCount, pendingCount);
        aliveCount += pendingCount;
        pendingCount = 0;
    }

    /**
     * Records the next {@code frames} frames into the buffer, from its start: per frame, this frame's
     * victims, swap-removed from the living list at the slots it records, then last frame's victims
     * appended back to it as the adds, with their Position values.
     */
    public void record(Commands commands, int frames) {
        if (frames < 1 || frames > commands.capacity()) {
            throw new IllegalArgumentException(
                    "cannot record " + frames + " frame(s) into a buffer of " + commands.capacity());
        }
        int k = perFrame;
        for (int f = 0; f < frames; f++) {
            int from = f * k;
            for (int i = 0; i < pendingCount; i++) {
                int id = pending[i];
                commands.addIds[from + i] = id;
                commands.addX[from + i] = ComponentValues.positionX(id);
                commands.addY[from + i] = ComponentValues.positionY(id);
            }
            commands.addCounts[f] = pendingCount;
            int n = aliveCount; // a local, not a field store per removal
            for (int i = 0; i < k; i++) {
                int slot = random.nextInt(n);
                commands.removeSlots[from + i] = slot;
                commands.removeIds[from + i] = alive[slot];
                alive[slot] = alive[--n];
            }
            System.arraycopy(commands.addIds, from, alive, n, pendingCount);
            aliveCount = n + pendingCount;
            System.arraycopy(commands.removeIds, from, pending, 0, k);
            pendingCount = k;
        }
        commands.frames = frames;
    }
}

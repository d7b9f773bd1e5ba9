package io.componentbench.contender;

/** The movement system's arithmetic, shared so every contender computes bit-identical positions. */
public final class Movement {
    /** Time step of one frame. */
    public static final float DT = 1f / 60f;

    private Movement() {}

    /** {@code p + v * dt}. */
    public static float step(float p, float v) {
        return p + v * DT;
    }
}

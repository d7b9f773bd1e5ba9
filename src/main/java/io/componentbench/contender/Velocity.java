package io.componentbench.contender;

/** The Velocity component as an object, for the contenders that store one object per component. */
public final class Velocity {
    public final float x;
    public final float y;

    public Velocity(float x, float y) {
        this.x = x;
        this.y = y;
    }
}

package io.componentbench.contender;

/** The Position component as an object, for the contenders that store one object per component. */
public final class Position {
    public float x;
    public float y;

    public Position(float x, float y) {
        this.x = x;
        this.y = y;
    }
}

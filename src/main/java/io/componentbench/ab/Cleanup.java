package io.componentbench.ab;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.concurrent.Callable;

/**
 * Everything an A/B run creates and must not leave behind (temporary directories, git worktrees,
 * the running fork process, the partial output directory), as undo actions. A normal run undoes or
 * forgets each one when it is done with it; {@link #abort} (from a failure or from the shutdown hook
 * of an interrupted run) undoes whatever is still registered, newest first, exactly once. After an
 * abort nothing new can be registered and nothing can be committed, so the main thread, still running
 * while the hook cleans, cannot recreate what the hook removed.
 */
public final class Cleanup {
    /** An undo action. */
    @FunctionalInterface
    public interface Action {
        void run() throws java.io.IOException, InterruptedException;
    }

    /** Thrown when something is registered or committed after the run was aborted. */
    public static final class AbortedException extends IllegalStateException {
        AbortedException() {
            super("the A/B run was aborted");
        }
    }

    /** A registered undo action. */
    @SuppressWarnings(
            "try") // closing may wait for an undo (a process, a delete) and be interrupted: that is said, not hidden
    public final class Handle implements AutoCloseable {
        private final String what;
        private final Action action;

        private Handle(String what, Action action) {
            this.what = what;
            this.action = action;
        }

        /** Undoes now (if not yet undone) and unregisters. */
        @Override
        public void close() throws java.io.IOException, InterruptedException {
            synchronized (Cleanup.this) {
                if (handles.remove(this)) action.run();
            }
        }

        /** Unregisters without undoing: the thing is gone, or it is now the user's. */
        public void forget() {
            synchronized (Cleanup.this) {
                handles.remove(this);
            }
        }
    }

    private final Deque<Handle> handles = new ArrayDeque<>();
    private boolean aborted;
    private volatile String doing = "starting";

    /** Registers an undo action; throws {@link AbortedException} if the run was aborted. */
    public synchronized Handle add(String what, Action action) {
        if (aborted) throw new AbortedException();
        Handle h = new Handle(what, action);
        handles.push(h);
        return h;
    }

    /** Runs {@code step} unless the run was aborted (then throws {@link AbortedException}), holding off an abort meanwhile. */
    public synchronized <T> T commit(Callable<T> step) throws Exception {
        if (aborted) throw new AbortedException();
        return step.call();
    }

    /**
     * Undoes everything still registered, newest first; problems are printed, not thrown, so one
     * failed undo does not stop the others.
     *
     * @return false if the run had already been aborted
     */
    public synchronized boolean abort() {
        if (aborted) return false;
        aborted = true;
        while (!handles.isEmpty()) {
            Handle h = handles.pop();
            try {
                h.action.run();
            } catch (Exception e) {
                System.err.println("componentbench ab: could not undo " + h.what + ": " + e.getMessage());
            }
        }
        return true;
    }

    public synchronized boolean aborted() {
        return aborted;
    }

    /** Records what the run is doing, for the note an abort leaves. */
    public void doing(String what) {
        this.doing = what;
    }

    public String doing() {
        return doing;
    }
}

package io.componentbench.container;

import java.lang.reflect.InvocationTargetException;
import java.util.Optional;

/**
 * The part of the build that needs JDK 22+, the Foreign Function and Memory API ({@code
 * java.lang.foreign}, final in 22): its classes live in {@code src/main/java22}, which Maven compiles
 * with {@code --release 22} only when it runs on a JDK 22 or newer (the {@code jdk22-sources}
 * profile). Everything else is Java 17 and never names them: it asks here whether they can run
 * ({@link #unavailableOn}) and makes them reflectively ({@link #create}), so a build made on 17 runs
 * on 17 and reports them as needing JDK 22+, and a build made on 25 runs on 17 too without loading
 * a class it cannot.
 */
public final class ForeignMemory {
    /** The Java feature release whose FFM API is final. */
    public static final int FEATURE = 22;
    /** What a JDK 22+ contender shows where it cannot run. */
    public static final String NEEDS = "needs JDK " + FEATURE + "+";

    private static final String OFF_HEAP_SECTOR_ARRAY = "io.componentbench.container.OffHeapSectorArray";

    private ForeignMemory() {}

    /**
     * Why the JDK 22+ class {@code className} cannot run on a JVM of Java {@code feature} with this
     * build, or empty when it can: {@value #NEEDS} below 22; not built when this build was compiled
     * on an older JDK (its class file is absent, looked up without loading it).
     */
    public static Optional<String> unavailableOn(int feature, String className) {
        if (feature < FEATURE)
            return Optional.of(NEEDS + ": the FFM API is final from Java " + FEATURE + ", this is Java " + feature);
        if (ForeignMemory.class.getClassLoader().getResource(className.replace('.', '/') + ".class") == null) {
            return Optional.of(NEEDS + ": this build was compiled on an older JDK; rebuild it with JDK " + FEATURE
                    + "+ (mvn package)");
        }
        return Optional.empty();
    }

    /** {@link #unavailableOn} the JVM running this code. */
    public static Optional<String> unavailableHere(String className) {
        return unavailableOn(Runtime.version().feature(), className);
    }

    /**
     * A new instance of the JDK 22+ class {@code className} through its constructor taking
     * {@code int} arguments (its constructor may be package-private).
     *
     * @throws UnsupportedOperationException saying {@link #unavailableHere why} when it cannot run here
     */
    public static <T> T create(Class<T> type, String className, int... args) {
        unavailableHere(className).ifPresent(why -> {
            throw new UnsupportedOperationException(className + " " + why);
        });
        Class<?>[] types = new Class<?>[args.length];
        Object[] values = new Object[args.length];
        for (int i = 0; i < args.length; i++) {
            types[i] = int.class;
            values[i] = args[i];
        }
        return construct(type, className, types, values);
    }

    /**
     * A sector array in native memory from an {@code Arena} ({@code OffHeapSectorArray}), the same
     * operations and invariants as {@link SectorArray}.
     *
     * @throws UnsupportedOperationException saying why when it cannot run here
     */
    public static SectorStore sectorArray(SectorLayout layout, int entityCapacity, int sectorsPerChunk) {
        unavailableHere(OFF_HEAP_SECTOR_ARRAY).ifPresent(why -> {
            throw new UnsupportedOperationException("an off-heap sector array " + why);
        });
        return construct(
                SectorStore.class,
                OFF_HEAP_SECTOR_ARRAY,
                new Class<?>[] {SectorLayout.class, int.class, int.class},
                new Object[] {layout, entityCapacity, sectorsPerChunk});
    }

    /** Whether the off-heap sector array runs here; {@link #unavailableHere} says why not. */
    public static Optional<String> sectorArrayUnavailableHere() {
        return unavailableHere(OFF_HEAP_SECTOR_ARRAY);
    }

    private static <T> T construct(Class<T> type, String className, Class<?>[] types, Object[] values) {
        try {
            var constructor = Class.forName(className, true, ForeignMemory.class.getClassLoader())
                    .getDeclaredConstructor(types);
            constructor.setAccessible(true);
            return type.cast(constructor.newInstance(values));
        } catch (InvocationTargetException e) {
            // the constructor's own error (a bad argument) as it threw it
            if (e.getCause() instanceof RuntimeException r) throw r;
            if (e.getCause() instanceof Error err) throw err;
            throw new IllegalStateException("cannot make " + className + ": " + e.getCause(), e.getCause());
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("cannot make " + className + ": " + e, e);
        }
    }
}

package io.componentbench.cache.probe;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.function.ObjIntConsumer;

/**
 * Where instrumented bytecode reports its memory accesses during a traced pass: array elements, array
 * lengths, instance fields, {@code Unsafe} reads and writes and {@code System.arraycopy} ranges, each
 * as the byte address it touches in the heap. Only the thread that {@link #start started} a pass is
 * recorded, and never while the recorder or the instrumentation is itself at work ({@link #suspend}).
 *
 * <p>The agent loads this class from the bootstrap class path, so the JDK's own classes can call it;
 * it uses only the JDK, and {@code sun.misc.Unsafe} through method handles (javac warns of every
 * direct use, and the build fails on warnings). Addresses come from the reference itself (a compressed one decoded with the
 * shift and base {@link #calibrate} found), as JOL reads them. Events are buffered as {@code address}
 * with bit 63 set for a write and handed to the sink when the buffer fills and at {@link #stop}.
 */
public final class Recorder {
    /** Array element kinds, by the instruction that reads or writes them. */
    public static final int BYTE = 0, CHAR = 1, SHORT = 2, INT = 3, LONG = 4, FLOAT = 5, DOUBLE = 6, REFERENCE = 7;
    /** Bit 63 of an event: a write. */
    public static final long WRITE = 1L << 63;

    private static final Object UNSAFE = unsafe();
    private static final MethodHandle GET_INT = handle("getInt", int.class, Object.class, long.class);
    private static final MethodHandle GET_LONG = handle("getLong", long.class, Object.class, long.class);
    private static final MethodHandle FIELD_OFFSET = handle("objectFieldOffset", long.class, Field.class);
    private static final MethodHandle BASE_OFFSET = handle("arrayBaseOffset", int.class, Class.class);
    private static final MethodHandle INDEX_SCALE = handle("arrayIndexScale", int.class, Class.class);
    private static final Object[] HOLDER = new Object[1];
    private static final long HOLDER_BASE = arrayBase(Object[].class);
    private static final boolean NARROW = indexScale(Object[].class) == 4;
    private static final long[] BASE = new long[8];
    private static final long[] SCALE = new long[8];
    private static final long LENGTH_OFFSET;

    private static volatile Thread tracer;
    private static int suspended;
    private static int oopShift;
    private static long oopBase;
    private static long[] buffer = new long[1 << 20];
    private static int count;
    private static long untraced;
    private static ObjIntConsumer<long[]> sink;

    private static String[] fieldOwners = new String[256];
    private static String[] fieldNames = new String[256];
    /** Per field id: its offset, {@link #UNRESOLVED}, or {@link #STATIC_OR_MISSING}. */
    private static long[] fieldOffsets = new long[256];

    private static int fields;
    private static final long UNRESOLVED = -2, STATIC_OR_MISSING = -1;

    static {
        Class<?>[] arrays = {
            byte[].class,
            char[].class,
            short[].class,
            int[].class,
            long[].class,
            float[].class,
            double[].class,
            Object[].class
        };
        for (int k = 0; k < arrays.length; k++) {
            BASE[k] = arrayBase(arrays[k]);
            SCALE[k] = indexScale(arrays[k]);
        }
        LENGTH_OFFSET = BASE[INT] - 4;
    }

    private Recorder() {}

    /** A number for a field the instrumentation names by its owner's internal name and its own. */
    public static synchronized int fieldId(String owner, String name) {
        for (int i = 0; i < fields; i++) if (fieldNames[i].equals(name) && fieldOwners[i].equals(owner)) return i;
        if (fields == fieldOffsets.length) {
            fieldOwners = java.util.Arrays.copyOf(fieldOwners, fields * 2);
            fieldNames = java.util.Arrays.copyOf(fieldNames, fields * 2);
            fieldOffsets = java.util.Arrays.copyOf(fieldOffsets, fields * 2);
        }
        fieldOwners[fields] = owner;
        fieldNames[fields] = name;
        fieldOffsets[fields] = UNRESOLVED;
        return fields++;
    }

    /**
     * Finds how this JVM encodes references, from objects whose true addresses the caller knows (from
     * JOL); fails when no shift of 0-4 and one base explain them all.
     */
    public static void calibrate(Object[] objects, long[] addresses) {
        for (int shift = 0; shift <= 4; shift++) {
            long base = addresses[0] - (raw(objects[0]) << shift);
            boolean all = true;
            for (int i = 1; i < objects.length && all; i++) all = base + (raw(objects[i]) << shift) == addresses[i];
            if (all) {
                oopShift = shift;
                oopBase = base;
                return;
            }
        }
        throw new IllegalStateException(
                "the references of this JVM decode by no shift and base: cannot take addresses");
    }

    /** The byte address of an object, as decoded from its reference. */
    public static long addressOf(Object o) {
        return oopBase + (raw(o) << oopShift);
    }

    /**
     * Makes the calling thread the one recorded, suspended once ({@link #resume} starts the recording),
     * handing events to {@code sink} in buffers.
     */
    public static void start(ObjIntConsumer<long[]> to) {
        sink = to;
        count = 0;
        untraced = 0;
        suspended = 1;
        tracer = Thread.currentThread();
    }

    /** Stops recording and hands the sink what is left. */
    public static void stop() {
        tracer = null;
        flush();
        sink = null;
    }

    /** Hands the sink the buffered events, recording nothing meanwhile. */
    public static void flush() {
        suspended++;
        try {
            if (count > 0 && sink != null) sink.accept(buffer, count);
            count = 0;
        } finally {
            suspended--;
        }
    }

    /** Pauses recording on this thread (the instrumentation transforming a class); nests. */
    public static void suspend() {
        if (Thread.currentThread() == tracer) suspended++;
    }

    /** Ends one {@link #suspend}. */
    public static void resume() {
        if (Thread.currentThread() == tracer) suspended--;
    }

    public static void arrayRead(Object array, int index, int kind) {
        if (on() && array != null) element(array, index, kind, 0);
    }

    public static void arrayWrite(Object array, int index, int kind) {
        if (on() && array != null) element(array, index, kind, WRITE);
    }

    public static void arrayLength(Object array) {
        if (on() && array != null) event(addressOf(array) + LENGTH_OFFSET);
    }

    public static void fieldRead(Object o, int id) {
        if (on() && o != null) field(o, id, 0);
    }

    public static void fieldWrite(Object o, int id) {
        if (on() && o != null) field(o, id, WRITE);
    }

    /** An {@code Unsafe} access at {@code offset} into {@code base}, or at the address {@code offset} when base is null. */
    public static void unsafe(Object base, long offset, boolean write) {
        if (on()) event((base == null ? offset : addressOf(base) + offset) | (write ? WRITE : 0));
    }

    /** An {@code Unsafe} write or compare-and-set, whose address the instrumentation cannot reach: counted. */
    public static void unsafeUntraced() {
        if (on()) untraced++;
    }

    /** {@link #unsafeUntraced} calls since the pass started. */
    public static long untraced() {
        return untraced;
    }

    /** {@code System.arraycopy}, recording one read per source line and one write per target line. */
    public static void arraycopy(Object src, int srcPos, Object dest, int destPos, int length) {
        if (on() && src != null && dest != null && length > 0) {
            int kind = kind(src);
            if (kind >= 0) {
                range(src, srcPos, length, kind, 0);
                range(dest, destPos, length, kind, WRITE);
            }
        }
        System.arraycopy(src, srcPos, dest, destPos, length);
    }

    private static boolean on() {
        return tracer == Thread.currentThread() && suspended == 0;
    }

    private static void element(Object array, int index, int kind, long write) {
        if (index < 0 || index >= java.lang.reflect.Array.getLength(array)) return; // the instruction throws
        event((addressOf(array) + BASE[kind] + index * SCALE[kind]) | write);
    }

    private static void range(Object array, int from, int length, int kind, long write) {
        long start = addressOf(array) + BASE[kind] + from * SCALE[kind];
        long end = start + length * SCALE[kind];
        for (long a = start; a < end; a = (a | 63) + 1) event(a | write);
    }

    private static void field(Object o, int id, long write) {
        long offset = fieldOffsets[id];
        if (offset == UNRESOLVED) {
            suspended++;
            try {
                offset = resolve(o.getClass(), fieldOwners[id], fieldNames[id]);
            } finally {
                suspended--;
            }
            fieldOffsets[id] = offset;
        }
        if (offset >= 0) event((addressOf(o) + offset) | write);
    }

    /** The offset of the instance field {@code name} that {@code owner} (or a superclass) declares, seen from {@code type}. */
    private static long resolve(Class<?> type, String owner, String name) {
        for (Class<?> c = type; c != null; c = c.getSuperclass()) {
            for (Field f : c.getDeclaredFields()) {
                if (f.getName().equals(name) && !Modifier.isStatic(f.getModifiers())) {
                    try {
                        return (long) FIELD_OFFSET.invokeExact(f);
                    } catch (Throwable e) { // NOPMD: a record's or hidden class's field has no offset to give
                        return STATIC_OR_MISSING;
                    }
                }
            }
        }
        return STATIC_OR_MISSING;
    }

    private static void event(long e) {
        buffer[count++] = e;
        if (count == buffer.length) flush();
    }

    private static int kind(Object array) {
        Class<?> c = array.getClass().getComponentType();
        if (c == null) return -1;
        if (!c.isPrimitive()) return REFERENCE;
        if (c == byte.class || c == boolean.class) return BYTE;
        if (c == char.class) return CHAR;
        if (c == short.class) return SHORT;
        if (c == int.class) return INT;
        if (c == long.class) return LONG;
        if (c == float.class) return FLOAT;
        return DOUBLE;
    }

    /**
     * The reference's bits, recording nothing meanwhile: the method handles behind it customize their
     * forms after some calls, and what that runs through {@code java.util} is the JVM's, not the operation's.
     */
    private static long raw(Object o) {
        suspended++;
        HOLDER[0] = o;
        try {
            long r = NARROW
                    ? (int) GET_INT.invokeExact((Object) HOLDER, HOLDER_BASE) & 0xFFFFFFFFL
                    : (long) GET_LONG.invokeExact((Object) HOLDER, HOLDER_BASE);
            HOLDER[0] = null;
            return r;
        } catch (Throwable e) {
            throw new IllegalStateException("Unsafe could not read a reference", e);
        } finally {
            suspended--;
        }
    }

    private static long arrayBase(Class<?> array) {
        try {
            return (int) BASE_OFFSET.invokeExact(array);
        } catch (Throwable e) {
            throw new IllegalStateException("Unsafe gave no array base offset", e);
        }
    }

    private static long indexScale(Class<?> array) {
        try {
            return (int) INDEX_SCALE.invokeExact(array);
        } catch (Throwable e) {
            throw new IllegalStateException("Unsafe gave no array index scale", e);
        }
    }

    private static MethodHandle handle(String name, Class<?> returns, Class<?>... parameters) {
        try {
            return MethodHandles.lookup()
                    .findVirtual(UNSAFE.getClass(), name, MethodType.methodType(returns, parameters))
                    .bindTo(UNSAFE);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(
                    "sun.misc.Unsafe has no " + name + ": the traced pass cannot take addresses", e);
        }
    }

    private static Object unsafe() {
        try {
            Field f = Class.forName("sun.misc.Unsafe").getDeclaredField("theUnsafe");
            f.setAccessible(true);
            return f.get(null);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("no sun.misc.Unsafe: the traced pass cannot take addresses", e);
        }
    }
}

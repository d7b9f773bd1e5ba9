package io.componentbench.cache.trace;

import io.componentbench.cache.probe.Recorder;
import java.lang.instrument.ClassFileTransformer;
import java.security.ProtectionDomain;
import java.util.List;
import java.util.Set;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;
import org.objectweb.asm.commons.GeneratorAdapter;

/**
 * Rewrites the classes a contender's operation runs through so each memory access also calls the
 * {@link Recorder}: array element reads and writes, array lengths, instance field reads and writes,
 * {@code Unsafe} reads and {@code System.arraycopy}; an {@code Unsafe} write or compare-and-set is
 * counted as untraced (its address sits under its values on the stack, out of reach without locals
 * that would change the method's frames). Instrumented: our containers and contenders,
 * the libraries' classes and the JDK collections they reach ({@link #TRACED}); never the workload's own
 * loop and inputs ({@code io.componentbench.workload}), nor the model. Static fields and object
 * headers read by dispatch are not recorded.
 */
final class Instrumenter implements ClassFileTransformer {
    /** Internal-name prefixes of the classes whose accesses are recorded. */
    static final String[] TRACED = {
        "io/componentbench/container/",
        "io/componentbench/contender/",
        "it/unimi/dsi/fastutil/",
        "org/eclipse/collections/",
        "com/koloboke/",
        "com/carrotsearch/hppc/",
        "org/agrona/",
        "com/artemis/",
        "dev/dominion/",
        "com/badlogic/",
        "java/util/",
        "java/lang/Integer",
        "java/lang/Long",
        "java/lang/Float"
    };
    /** Prefixes under {@link #TRACED} left alone: the JDK's plumbing no operation under test reaches. */
    private static final String[] UNTRACED = {
        "java/util/jar/", "java/util/zip/", "java/util/regex/", "java/util/logging/", "java/util/spi/"
    };

    private static final String RECORDER = Type.getInternalName(Recorder.class);
    private static final Set<String> UNSAFES = Set.of("sun/misc/Unsafe", "jdk/internal/misc/Unsafe");

    /**
     * Whether the class of this internal name is instrumented. Plain loops: while it transforms a
     * {@code java.util} class, the instrumentation must not load another one (a circularity error).
     */
    static boolean traced(String internalName) {
        if (internalName == null || internalName.contains("$$Lambda")) return false;
        for (String u : UNTRACED) if (internalName.startsWith(u)) return false;
        for (String t : TRACED) if (internalName.startsWith(t)) return true;
        return false;
    }

    /** The class instrumented, or null when it is not traced or could not be rewritten. */
    byte[] instrument(String name, byte[] bytes) {
        return transform(null, name, null, null, bytes);
    }

    @Override
    public byte[] transform(
            ClassLoader loader, String name, Class<?> redefined, ProtectionDomain domain, byte[] bytes) {
        if (!traced(name)) return null;
        Recorder.suspend();
        try {
            ClassReader reader = new ClassReader(bytes);
            ClassWriter writer = new ClassWriter(reader, ClassWriter.COMPUTE_MAXS);
            reader.accept(new Classes(writer), ClassReader.EXPAND_FRAMES);
            return writer.toByteArray();
        } catch (RuntimeException | LinkageError e) {
            TraceAgent.failed(name, e);
            return null;
        } finally {
            Recorder.resume();
        }
    }

    private static final class Classes extends ClassVisitor {
        private String self;
        private String parent;

        Classes(ClassVisitor next) {
            super(Opcodes.ASM9, next);
        }

        @Override
        public void visit(
                int version, int access, String name, String signature, String superName, String[] interfaces) {
            self = name;
            parent = superName;
            super.visit(version, access, name, signature, superName, interfaces);
        }

        @Override
        public MethodVisitor visitMethod(int access, String name, String desc, String signature, String[] exceptions) {
            MethodVisitor mv = super.visitMethod(access, name, desc, signature, exceptions);
            if ((access & (Opcodes.ACC_ABSTRACT | Opcodes.ACC_NATIVE)) != 0) return mv;
            return new Accesses(mv, access, name, desc, name.equals("<init>") ? List.of(self, parent) : List.of());
        }
    }

    /** One method's accesses, each reported just before the instruction that makes it. */
    private static final class Accesses extends GeneratorAdapter {
        /** A constructor's own class and superclass, whose {@code <init>} call ends the part where {@code this} may not be passed on. */
        private final List<String> initializers;

        private boolean initialized;

        Accesses(MethodVisitor next, int access, String name, String desc, List<String> initializers) {
            super(Opcodes.ASM9, next, access, name, desc);
            this.initializers = initializers;
            this.initialized = initializers.isEmpty();
        }

        @Override
        public void visitInsn(int opcode) {
            int load = loadKind(opcode);
            int store = storeKind(opcode);
            if (load >= 0) { // [array, index]
                super.visitInsn(Opcodes.DUP2);
                record("arrayRead", load);
            } else if (store >= 0) { // [array, index, value]
                boolean wide = opcode == Opcodes.LASTORE || opcode == Opcodes.DASTORE;
                super.visitInsn(wide ? Opcodes.DUP2_X2 : Opcodes.DUP_X2); // [value, array, index, value]
                super.visitInsn(wide ? Opcodes.POP2 : Opcodes.POP); // [value, array, index]
                super.visitInsn(Opcodes.DUP2);
                record("arrayWrite", store);
                if (wide) { // [value2, array, index] -> [array, index, value2]
                    super.visitInsn(Opcodes.DUP2_X2);
                    super.visitInsn(Opcodes.POP2);
                } else {
                    super.visitInsn(Opcodes.DUP2_X1);
                    super.visitInsn(Opcodes.POP2);
                }
            } else if (opcode == Opcodes.ARRAYLENGTH) {
                super.visitInsn(Opcodes.DUP);
                super.visitMethodInsn(Opcodes.INVOKESTATIC, RECORDER, "arrayLength", "(Ljava/lang/Object;)V", false);
            }
            super.visitInsn(opcode);
        }

        @Override
        public void visitFieldInsn(int opcode, String owner, String name, String desc) {
            if (!initialized) { // a field of the object under construction, before its superclass's constructor
                super.visitFieldInsn(opcode, owner, name, desc);
                return;
            }
            if (opcode == Opcodes.GETFIELD) { // [object]
                super.visitInsn(Opcodes.DUP);
                fieldCall("fieldRead", owner, name);
            } else if (opcode == Opcodes.PUTFIELD) { // [object, value]
                if (Type.getType(desc).getSize() == 2) {
                    super.visitInsn(Opcodes.DUP2_X1); // [value2, object, value2]
                    super.visitInsn(Opcodes.POP2); // [value2, object]
                    super.visitInsn(Opcodes.DUP_X2); // [object, value2, object]
                } else {
                    super.visitInsn(Opcodes.DUP2); // [object, value, object, value]
                    super.visitInsn(Opcodes.POP); // [object, value, object]
                }
                fieldCall("fieldWrite", owner, name);
            }
            super.visitFieldInsn(opcode, owner, name, desc);
        }

        @Override
        public void visitMethodInsn(int opcode, String owner, String name, String desc, boolean itf) {
            if (opcode == Opcodes.INVOKESTATIC && owner.equals("java/lang/System") && name.equals("arraycopy")) {
                super.visitMethodInsn(Opcodes.INVOKESTATIC, RECORDER, "arraycopy", desc, false);
                return;
            }
            if (UNSAFES.contains(owner) && desc.startsWith("(Ljava/lang/Object;J") && unsafeAccess(name)) {
                if (desc.startsWith(
                        "(Ljava/lang/Object;J)")) { // a read: [unsafe, object, offset2] -> [.., object, offset2]
                    super.visitInsn(Opcodes.DUP2_X1); // [u, offset2, object, offset2]
                    super.visitInsn(Opcodes.POP2); // [u, offset2, object]
                    super.visitInsn(Opcodes.DUP_X2); // [u, object, offset2, object]
                    super.visitInsn(Opcodes.DUP_X2); // [u, object, object, offset2, object]
                    super.visitInsn(Opcodes.POP); // [u, object, object, offset2]
                    super.visitInsn(Opcodes.DUP2_X1); // [u, object, offset2, object, offset2]
                    push(name.startsWith("getAnd"));
                    super.visitMethodInsn(Opcodes.INVOKESTATIC, RECORDER, "unsafe", "(Ljava/lang/Object;JZ)V", false);
                } else { // a write or compare-and-set, whose values sit above the address: counted, not placed
                    super.visitMethodInsn(Opcodes.INVOKESTATIC, RECORDER, "unsafeUntraced", "()V", false);
                }
            }
            super.visitMethodInsn(opcode, owner, name, desc, itf);
            if (!initialized
                    && opcode == Opcodes.INVOKESPECIAL
                    && name.equals("<init>")
                    && initializers.contains(owner)) initialized = true;
        }

        private void record(String method, int kind) {
            push(kind);
            super.visitMethodInsn(Opcodes.INVOKESTATIC, RECORDER, method, "(Ljava/lang/Object;II)V", false);
        }

        private void fieldCall(String method, String owner, String name) {
            push(Recorder.fieldId(owner, name));
            super.visitMethodInsn(Opcodes.INVOKESTATIC, RECORDER, method, "(Ljava/lang/Object;I)V", false);
        }

        private static boolean unsafeAccess(String name) {
            return name.startsWith("get")
                    || name.startsWith("put")
                    || name.startsWith("compareAnd")
                    || name.startsWith("weakCompareAnd");
        }

        private static int loadKind(int opcode) {
            return switch (opcode) {
                case Opcodes.BALOAD -> Recorder.BYTE;
                case Opcodes.CALOAD -> Recorder.CHAR;
                case Opcodes.SALOAD -> Recorder.SHORT;
                case Opcodes.IALOAD -> Recorder.INT;
                case Opcodes.LALOAD -> Recorder.LONG;
                case Opcodes.FALOAD -> Recorder.FLOAT;
                case Opcodes.DALOAD -> Recorder.DOUBLE;
                case Opcodes.AALOAD -> Recorder.REFERENCE;
                default -> -1;
            };
        }

        private static int storeKind(int opcode) {
            return switch (opcode) {
                case Opcodes.BASTORE -> Recorder.BYTE;
                case Opcodes.CASTORE -> Recorder.CHAR;
                case Opcodes.SASTORE -> Recorder.SHORT;
                case Opcodes.IASTORE -> Recorder.INT;
                case Opcodes.LASTORE -> Recorder.LONG;
                case Opcodes.FASTORE -> Recorder.FLOAT;
                case Opcodes.DASTORE -> Recorder.DOUBLE;
                case Opcodes.AASTORE -> Recorder.REFERENCE;
                default -> -1;
            };
        }
    }
}

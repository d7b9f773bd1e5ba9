package io.componentbench.cache.trace;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.lang.instrument.Instrumentation;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.jar.Attributes;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;

/**
 * The Java agent of the traced pass: puts the {@code Recorder} on the bootstrap class path (so the
 * JDK's collections can call it), then instruments every class {@link Instrumenter#traced} names,
 * those already loaded included. It runs only in the traced JVM that {@link TracedPass} starts, never
 * in a timed fork. {@link #agentJar} writes the small jar that names it, since the agent's classes
 * come from the class path.
 */
public final class TraceAgent {
    private static final String RECORDER_CLASS = "io/componentbench/cache/probe/Recorder.class";
    private static final List<String> failures = new ArrayList<>();

    private TraceAgent() {}

    public static void premain(String args, Instrumentation inst) throws Exception {
        Path recorderJar = Files.createTempFile("componentbench-recorder", ".jar");
        recorderJar.toFile().deleteOnExit();
        try (InputStream in = ClassLoader.getSystemResourceAsStream(RECORDER_CLASS);
                JarOutputStream out = new JarOutputStream(Files.newOutputStream(recorderJar))) {
            if (in == null) throw new IllegalStateException("the class path holds no " + RECORDER_CLASS);
            out.putNextEntry(new JarEntry(RECORDER_CLASS));
            in.transferTo(out);
        }
        inst.appendToBootstrapClassLoaderSearch(new JarFile(recorderJar.toFile()));
        Class<?> recorder = Class.forName(RECORDER_CLASS.replace('/', '.').replace(".class", ""), true, null);
        if (recorder.getClassLoader() != null)
            throw new IllegalStateException("the Recorder did not load from the bootstrap class path");
        Instrumenter instrumenter = new Instrumenter();
        // one rewrite before registering loads every class a rewrite needs, so none loads while one runs
        try (InputStream map = ClassLoader.getSystemResourceAsStream("java/util/HashMap.class")) {
            if (map == null || instrumenter.instrument("java/util/HashMap", map.readAllBytes()) == null)
                throw new IllegalStateException("the instrumentation cannot rewrite java.util.HashMap: " + failures);
        }
        inst.addTransformer(instrumenter, true);
        List<Class<?>> loaded = new ArrayList<>();
        for (Class<?> c : inst.getAllLoadedClasses()) {
            if (inst.isModifiableClass(c)
                    && !c.isHidden()
                    && Instrumenter.traced(c.getName().replace('.', '/'))) loaded.add(c);
        }
        for (Class<?> c : loaded) {
            try {
                inst.retransformClasses(c);
            } catch (Throwable t) { // NOPMD: one class left as it was is reported, not fatal
                failed(c.getName(), t);
            }
        }
    }

    /** Classes the agent could not instrument, with why; the traced pass reports them. */
    public static synchronized List<String> failures() {
        return List.copyOf(failures);
    }

    static synchronized void failed(String className, Throwable why) {
        failures.add(className + ": " + why);
    }

    /** Writes a jar whose manifest names this agent (its classes stay on the class path) and returns it. */
    public static Path agentJar(Path dir) throws IOException {
        Manifest manifest = new Manifest();
        Attributes a = manifest.getMainAttributes();
        a.put(Attributes.Name.MANIFEST_VERSION, "1.0");
        a.put(new Attributes.Name("Premain-Class"), TraceAgent.class.getName());
        a.put(new Attributes.Name("Can-Retransform-Classes"), "true");
        Path jar = dir.resolve("componentbench-trace-agent.jar");
        try (OutputStream out = Files.newOutputStream(jar);
                JarOutputStream j = new JarOutputStream(out, manifest)) {
            j.flush();
        }
        return jar;
    }
}

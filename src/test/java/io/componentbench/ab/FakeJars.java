package io.componentbench.ab;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.jar.Attributes;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;
import org.openjdk.jmh.runner.BenchmarkList;
import org.openjdk.jmh.runner.BenchmarkListEntry;

/** Fake benchmark jars: this build's real JMH benchmark list, and {@link FakeJmh} as the main class. */
final class FakeJars {
    private FakeJars() {}

    /** This build's benchmark list (generated from src/jmh at compile time). */
    static List<BenchmarkListEntry> benchmarkList() throws IOException {
        try (InputStream in = FakeJars.class.getResourceAsStream(BenchmarkList.BENCHMARK_LIST)) {
            if (in == null) throw new IOException("no " + BenchmarkList.BENCHMARK_LIST + " on the test classpath");
            return BenchmarkList.readBenchmarkList(in);
        }
    }

    /** Writes a fake jar whose forks measure {@code 100 * scale} ns/op, or fail with {@code exit} when it is not 0. */
    static Path jar(Path dest, double scale, int exit) throws IOException {
        return jar(dest, scale, exit, "");
    }

    /** A fake jar whose forks write their process id to {@code hang} and then hang until killed. */
    static Path jar(Path dest, double scale, int exit, String hang) throws IOException {
        Manifest m = new Manifest();
        m.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
        m.getMainAttributes().put(Attributes.Name.MAIN_CLASS, FakeJmh.class.getName());
        Files.createDirectories(dest.toAbsolutePath().getParent());
        try (OutputStream os = Files.newOutputStream(dest);
                JarOutputStream jar = new JarOutputStream(os, m)) {
            copy(jar, BenchmarkList.BENCHMARK_LIST.substring(1));
            copy(jar, FakeJmh.class.getName().replace('.', '/') + ".class");
            jar.putNextEntry(new JarEntry("fake-jmh.properties"));
            java.util.Properties p = new java.util.Properties();
            p.setProperty("scale", String.valueOf(scale));
            p.setProperty("exit", String.valueOf(exit));
            p.setProperty("hang", hang);
            p.store(jar, null);
            jar.closeEntry();
        }
        return dest;
    }

    private static void copy(JarOutputStream jar, String resource) throws IOException {
        try (InputStream in = FakeJars.class.getResourceAsStream("/" + resource)) {
            if (in == null) throw new IOException("missing test resource " + resource);
            jar.putNextEntry(new JarEntry(resource));
            in.transferTo(jar);
            jar.closeEntry();
        }
    }

    /** The {@code scale} a fake jar was made with. */
    static double scale(Path jar) throws IOException {
        try (var zip = new java.util.zip.ZipFile(jar.toFile())) {
            var e = zip.getEntry("fake-jmh.properties");
            java.util.Properties p = new java.util.Properties();
            try (InputStream in = zip.getInputStream(e)) {
                p.load(in);
            }
            return Double.parseDouble(p.getProperty("scale"));
        }
    }
}

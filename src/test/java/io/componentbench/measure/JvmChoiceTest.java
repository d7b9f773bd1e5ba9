package io.componentbench.measure;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.componentbench.results.Json;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.xpath.XPathConstants;
import javax.xml.xpath.XPathFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;
import org.w3c.dom.NodeList;

/**
 * The JVM the user chose is the JVM measured: the build and the scripts start the runner on
 * JAVA_HOME's JVM (never a {@code java} that merely comes first on PATH), and {@code --jvm} entries
 * are checked and identified before anything runs.
 */
class JvmChoiceTest {
    @TempDir
    Path tmp;

    /** A fake {@code java} that answers -XshowSettings:properties like a real one, and prints {@code marker} on stdout. */
    private Path fakeJava(Path dir, String version, String spec, String marker) throws Exception {
        Files.createDirectories(dir);
        Path java = dir.resolve("java");
        Files.writeString(
                java,
                "#!/bin/sh\n"
                        + "echo '" + marker + "'\n"
                        + "cat >&2 <<'EOF'\nProperty settings:\n"
                        + "    java.home = " + dir.getParent() + "\n"
                        + "    java.library.path = /usr/lib\n        /lib\n"
                        + "    java.runtime.version = " + version + "+1\n"
                        + "    java.specification.version = " + spec + "\n"
                        + "    java.vendor = Fake Vendor\n"
                        + "    java.version = " + version + "\n"
                        + "    java.vm.name = Fake VM\n\n"
                        + "openjdk version \"" + version + "\"\nEOF\n");
        Files.setPosixFilePermissions(java, PosixFilePermissions.fromString("rwxr-xr-x"));
        return java;
    }

    @Test
    void noJvmNamedMeansTheJvmRunningThisProcess() {
        for (List<String> none : List.of(List.<String>of(), List.of(""), List.of(" "))) {
            List<JvmChoice.ProbedJvm> jvms = JvmChoice.resolve(none);
            assertEquals(1, jvms.size());
            assertEquals(
                    Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                    jvms.get(0).path());
            assertEquals(System.getProperty("java.version"), jvms.get(0).version());
        }
    }

    @Test
    void aJdkDirectoryMeansItsJavaAndIsProbedForItsVersion() {
        JvmChoice.ProbedJvm jvm =
                JvmChoice.resolve(List.of(System.getProperty("java.home"))).get(0);
        assertEquals(
                Path.of(System.getProperty("java.home"), "bin", "java")
                        .toAbsolutePath()
                        .normalize()
                        .toString(),
                jvm.path());
        assertEquals(System.getProperty("java.version"), jvm.version(), "probing the real java of this test");
        assertEquals(System.getProperty("java.vendor"), jvm.vendor());
    }

    @Test
    void severalJvmsKeepTheirOrderAndAreIdentifiedByVersion() throws Exception {
        Path a = fakeJava(tmp.resolve("a/bin"), "25.0.1", "25", "a");
        Path b = fakeJava(tmp.resolve("b/bin"), "17.0.15", "17", "b");
        List<JvmChoice.ProbedJvm> jvms =
                JvmChoice.resolve(List.of(a.toString(), tmp.resolve("b").toString()));
        assertEquals(
                List.of("25.0.1", "17.0.15"),
                jvms.stream().map(JvmChoice.ProbedJvm::version).toList());
        assertEquals(
                List.of(a.toString(), b.toString()),
                jvms.stream().map(JvmChoice.ProbedJvm::path).toList());
        assertEquals("Fake Vendor", jvms.get(0).vendor());
        assertEquals("Fake VM 25.0.1+1", jvms.get(0).vm());
        assertTrue(JvmChoice.describe(jvms).contains("alternating"), JvmChoice.describe(jvms));
        assertEquals(
                "{\"path\":\"" + a
                        + "\",\"version\":\"25.0.1\",\"vendor\":\"Fake Vendor\",\"vm\":\"Fake VM 25.0.1+1\"}",
                Json.MAPPER.valueToTree(jvms.get(0)).toString(),
                "an entry of env.json's jvms list");
    }

    @Test
    void unusableJvmsAreRefusedWithTheEntryNamed() throws Exception {
        Path old = fakeJava(tmp.resolve("old/bin"), "11.0.2", "11", "old");
        Path twin1 = fakeJava(tmp.resolve("t1/bin"), "21.0.1", "21", "t1");
        Path twin2 = fakeJava(tmp.resolve("t2/bin"), "21.0.1", "21", "t2");
        Path broken = tmp.resolve("broken/java");
        Files.createDirectories(broken.getParent());
        Files.writeString(broken, "#!/bin/sh\necho 'Error: not a JVM' >&2\nexit 1\n");
        Files.setPosixFilePermissions(broken, PosixFilePermissions.fromString("rwxr-xr-x"));
        Path notExecutable = Files.writeString(tmp.resolve("plain"), "");
        Map<List<String>, String> cases = Map.of(
                List.of(tmp.resolve("missing").toString()), "no java binary",
                List.of(notExecutable.toString()), "not executable",
                List.of(old.toString()), "Java 11",
                List.of(twin1.toString(), twin2.toString()), "both report version 21.0.1",
                List.of(twin1.toString(), tmp.resolve("t1").toString()), "named twice",
                List.of(broken.toString()), "not a JVM");
        cases.forEach((entries, expected) -> {
            IllegalArgumentException e =
                    assertThrows(IllegalArgumentException.class, () -> JvmChoice.resolve(entries), entries.toString());
            assertTrue(e.getMessage().contains(expected), e.getMessage());
        });
    }

    /** Runs a copy of scripts/cli (with a stand-in benchmarks.jar) under the given PATH and JAVA_HOME. */
    private String[] runCliScript(Path pathDir, Path javaHome) throws Exception {
        Path repo = tmp.resolve("repo");
        Files.createDirectories(repo.resolve("scripts"));
        Files.createDirectories(repo.resolve("target"));
        Files.writeString(repo.resolve("target/benchmarks.jar"), "");
        Files.copy(Path.of("scripts/cli"), repo.resolve("scripts/cli"), StandardCopyOption.REPLACE_EXISTING);
        ProcessBuilder pb =
                new ProcessBuilder("bash", repo.resolve("scripts/cli").toString(), "--version");
        pb.environment().put("PATH", pathDir + ":" + System.getenv("PATH"));
        if (javaHome == null) pb.environment().remove("JAVA_HOME");
        else pb.environment().put("JAVA_HOME", javaHome.toString());
        Process p = pb.start();
        String out = new String(p.getInputStream().readAllBytes()).trim();
        String err = new String(p.getErrorStream().readAllBytes()).trim();
        assertTrue(p.waitFor(30, TimeUnit.SECONDS));
        return new String[] {String.valueOf(p.exitValue()), out, err};
    }

    @Test
    void theScriptsUseJavaHomesJavaNotTheOneOnPath() throws Exception {
        Path fakePath = fakeJava(tmp.resolve("path-bin"), "11.0.2", "11", "java-from-path")
                .getParent();
        Path home = fakeJava(tmp.resolve("jdk25/bin"), "25.0.1", "25", "java-from-java-home")
                .getParent()
                .getParent();
        assertEquals("java-from-java-home", runCliScript(fakePath, home)[1]);
        assertEquals("java-from-path", runCliScript(fakePath, null)[1], "without JAVA_HOME, PATH decides");
        String[] bad = runCliScript(fakePath, tmp.resolve("no-such-jdk"));
        assertEquals("2", bad[0]);
        assertFalse(bad[1].contains("java-from-path"), "a broken JAVA_HOME must not fall back to PATH silently");
        assertTrue(bad[2].contains("JAVA_HOME"), bad[2]);
    }

    @Test
    void theBuildRunsTheBenchmarksOnTheJvmRunningMaven() throws Exception {
        Document pom = DocumentBuilderFactory.newInstance()
                .newDocumentBuilder()
                .parse(Path.of("pom.xml").toFile());
        var xpath = XPathFactory.newInstance().newXPath();
        String exec = "/project/build/plugins/plugin[artifactId='exec-maven-plugin']";
        assertEquals("${java.home}/bin/java", xpath.evaluate(exec + "/configuration/executable", pom));
        NodeList executables = (NodeList) xpath.evaluate(exec + "//executable", pom, XPathConstants.NODESET);
        assertEquals(1, executables.getLength(), "no execution overrides the JVM");
        assertEquals(
                "--jvm=${bench.jvms}",
                xpath.evaluate(
                        exec + "/executions/execution[id='run-benchmarks']//argument[starts-with(., '--jvm')]", pom));
    }
}

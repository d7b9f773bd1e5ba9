package io.componentbench.ab;

import io.componentbench.measure.ForkInvocation;
import io.componentbench.measure.Profile;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Runs one fork of a cell from the command line of the side's benchmark jar:
 * {@code java -jar X.jar ^<benchmark>$ -f 1 -wi -w -i -r (the profile's) -p k=v ... -jvm <java>
 * -jvmArgs "<ForkJvm flags>" -foe true -prof gc -rf json -rff <file>} ({@link ForkInvocation}, the
 * invocation a run builds). Both sides get the same iterations, fork JVM and flags (this build's,
 * not each revision's). JMH's output is appended to a
 * log per side; a fork that fails names the cell and shows the log's tail. The running process is
 * registered with the {@link Cleanup}, so an interrupted run kills it (and its fork).
 */
public final class JmhForkLauncher implements ForkLauncher {
    private final Profile profile;
    private final String javaBinary;
    private final Cleanup cleanup;
    private final Map<String, Path> logs;

    /**
     * @param profile the iterations and their durations, the same for both sides
     * @param javaBinary the {@code java} binary for JMH and its forks
     * @param cleanup where the running process is registered, so an interrupted run ends it
     * @param logs the output log of each side, by side name
     */
    public JmhForkLauncher(Profile profile, String javaBinary, Cleanup cleanup, Map<String, Path> logs) {
        this.profile = profile;
        this.javaBinary = javaBinary;
        this.cleanup = cleanup;
        this.logs = logs;
    }

    /**
     * The command line running one fork of {@code cell} from {@code jar}: the fork a run in forks of
     * their own launches for it ({@link ForkInvocation#perContender}: its iterations, fork flags and
     * GC profiler; no hardware counters), as that jar's JMH command line.
     */
    public List<String> command(Path jar, AbCell cell, Path resultFile) {
        Map<String, List<String>> params = new LinkedHashMap<>();
        cell.params().forEach((k, v) -> params.put(k, List.of(v)));
        return ForkInvocation.perContender(
                        profile, ForkInvocation.exactly(cell.benchmark()), params, javaBinary, false, resultFile)
                .commandLine(javaBinary, jar);
    }

    @Override
    public void launch(AbSide side, AbCell cell, Path resultFile) throws IOException, InterruptedException {
        Path log = logs.get(side.name());
        Files.writeString(
                log,
                "\n### " + side.name() + ": " + cell.label() + "\n",
                StandardCharsets.UTF_8,
                java.nio.file.StandardOpenOption.CREATE,
                java.nio.file.StandardOpenOption.APPEND);
        Process p = new ProcessBuilder(command(side.jar(), cell, resultFile))
                .redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.appendTo(log.toFile()))
                .start();
        Cleanup.Handle h = cleanup.add("fork process " + p.pid(), () -> kill(p));
        int exit;
        try {
            exit = p.waitFor();
        } catch (InterruptedException e) {
            kill(p);
            throw e;
        } finally {
            h.forget();
        }
        if (exit != 0 || !Files.isRegularFile(resultFile)) {
            throw new IOException(
                    "the " + side.name() + " fork of " + cell.label() + " failed (exit " + exit + ")" + tail(log));
        }
    }

    /** Ends the JMH process and its benchmark fork: politely, then forcibly after 5 s. */
    static void kill(Process p) {
        List<ProcessHandle> all = new ArrayList<>(p.descendants().toList());
        all.add(p.toHandle());
        all.forEach(ProcessHandle::destroy);
        try {
            p.waitFor(5, java.util.concurrent.TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        all.stream().filter(ProcessHandle::isAlive).forEach(ProcessHandle::destroyForcibly);
    }

    private static String tail(Path log) {
        try {
            List<String> lines = Files.readAllLines(log, StandardCharsets.UTF_8);
            return "; last lines of its output:\n"
                    + String.join("\n", lines.subList(Math.max(0, lines.size() - 25), lines.size()));
        } catch (IOException e) {
            return "";
        }
    }
}

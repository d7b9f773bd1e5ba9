package io.componentbench.ab;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.componentbench.results.ForkMerge;
import io.componentbench.results.Json;
import io.componentbench.results.ResultKey;
import io.componentbench.results.RunData;
import io.componentbench.store.FileTree;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * The interleaved measurement: {@code rounds} rounds, each running every cell once on each side, the
 * two forks of a cell back to back in an order drawn from a seeded random generator (so neither side
 * always runs first, and the order is reproducible and recorded). Writes into a fresh directory
 * {@code base/} and {@code head/}, each an ordinary run directory ({@code jmh-results.json} with one
 * fork per round in every result's {@code rawData}, {@code env.json}, and JMH's output log), and
 * {@code pairing.json}.
 */
public final class AbRun {
    /** What both sides ran on; each side's {@code env.json} adds its own revision. */
    @FunctionalInterface
    public interface EnvironmentCapture {
        Map<String, Object> capture(Instant start, Instant end);
    }

    public static final String LOG_FILE = "jmh-output.log";

    private final AbSide base;
    private final AbSide head;
    private final List<AbCell> cells;
    private final int rounds;
    private final long seed;
    private final ForkLauncher launcher;
    private final Cleanup cleanup;
    private final PrintWriter progress;

    public AbRun(
            AbSide base,
            AbSide head,
            List<AbCell> cells,
            int rounds,
            long seed,
            ForkLauncher launcher,
            Cleanup cleanup,
            PrintWriter progress) {
        if (cells.isEmpty()) throw new IllegalArgumentException("no benchmark to compare");
        this.base = base;
        this.head = head;
        this.cells = cells;
        this.rounds = rounds;
        this.seed = seed;
        this.launcher = launcher;
        this.cleanup = cleanup;
        this.progress = progress;
    }

    /** The directory of one side inside an A/B directory. */
    public static Path sideDir(Path dir, AbSide side) {
        return dir.resolve(side.name());
    }

    /**
     * Runs every round and writes the sides and the pairing into {@code dir}.
     *
     * @param profile the profile's name, recorded
     * @param forkJvm the fork JVM, recorded
     * @param onlyInBase cells only the base jar has (recorded, not run)
     * @param onlyInHead cells only the head jar has
     */
    public Pairing run(
            Path dir,
            String profile,
            String forkJvm,
            EnvironmentCapture environment,
            List<String> onlyInBase,
            List<String> onlyInHead)
            throws IOException, InterruptedException {
        Files.createDirectories(sideDir(dir, base));
        Files.createDirectories(sideDir(dir, head));
        Path forks = Files.createDirectories(dir.resolve(".forks"));
        Random random = new Random(seed);
        Map<String, List<ObjectNode>> baseForks = new LinkedHashMap<>();
        Map<String, List<ObjectNode>> headForks = new LinkedHashMap<>();
        List<List<String>> order = new ArrayList<>();
        Instant start = Instant.now();
        int total = 2 * rounds * cells.size();
        int done = 0;
        for (int r = 1; r <= rounds; r++) {
            List<String> first = new ArrayList<>();
            for (int i = 0; i < cells.size(); i++) {
                AbCell cell = cells.get(i);
                boolean headFirst = random.nextBoolean();
                first.add(headFirst ? AbSide.HEAD : AbSide.BASE);
                for (AbSide side : headFirst ? List.of(head, base) : List.of(base, head)) {
                    String what = String.format(
                            "round %d/%d, fork %d/%d: %s on %s", r, rounds, done + 1, total, cell.label(), side.name());
                    cleanup.doing(what);
                    progress.println("componentbench ab: " + what + eta(start, done, total));
                    progress.flush();
                    Path file = forks.resolve(String.format("r%03d-c%04d-%s.json", r, i, side.name()));
                    launcher.launch(side, cell, file);
                    (side == head ? headForks : baseForks)
                            .computeIfAbsent(cell.key(), k -> new ArrayList<>())
                            .add(readFork(file, cell));
                    Files.delete(file);
                    done++;
                }
            }
            order.add(first);
        }
        FileTree.delete(forks);
        Instant end = Instant.now();
        Map<String, Object> env = environment.capture(start, end);
        write(dir, base, baseForks, env);
        write(dir, head, headForks, env);
        Pairing p = new Pairing(
                base,
                head,
                AbMode.FORKS,
                profile,
                rounds,
                seed,
                forkJvm,
                cells.stream().map(AbCell::key).toList(),
                order,
                onlyInBase,
                onlyInHead,
                start,
                end);
        Json.write(dir.resolve(Pairing.FILE), p.toMap());
        return p;
    }

    private void write(Path dir, AbSide side, Map<String, List<ObjectNode>> forks, Map<String, Object> env)
            throws IOException {
        ArrayNode results = Json.MAPPER.createArrayNode();
        for (AbCell c : cells) results.add(ForkMerge.mergeOne(forks.get(c.key())));
        Path sideDir = sideDir(dir, side);
        Json.write(sideDir.resolve(RunData.RESULTS_FILE), results);
        Map<String, Object> e = new LinkedHashMap<>(env);
        Map<String, Object> git = new LinkedHashMap<>();
        git.put("commit", side.commit() != null ? side.commit() : "unknown (prebuilt jar " + side.revision() + ")");
        if (side.commit() != null) git.put("dirty", false); // built from the commit in a fresh worktree
        git.put("revision", side.revision());
        e.put("git", git);
        Map<String, Object> ab = new LinkedHashMap<>();
        ab.put("side", side.name());
        ab.put("jarSha256", side.jarSha256());
        ab.put("rounds", rounds);
        ab.put("pairing", "../" + Pairing.FILE);
        e.put("ab", ab);
        Json.write(sideDir.resolve(RunData.ENV_FILE), e);
    }

    /** The one result of {@code cell} in a fork's result file; an {@link IOException} naming what is wrong otherwise. */
    static ObjectNode readFork(Path file, AbCell cell) throws IOException {
        JsonNode root;
        try {
            root = Json.MAPPER.readTree(Files.readString(file));
        } catch (IOException e) {
            throw new IOException("unreadable fork result " + file + " for " + cell.label() + ": " + e.getMessage());
        }
        if (root == null || !root.isArray() || root.size() != 1 || !root.get(0).isObject()) {
            throw new IOException(
                    "fork result " + file + " for " + cell.label() + " is not a JMH result array holding one result");
        }
        ObjectNode r = (ObjectNode) root.get(0);
        if (!ResultKey.of(r).equals(cell.key())) {
            throw new IOException("fork result " + file + " holds " + ResultKey.of(r) + ", expected " + cell.key());
        }
        if (ForkMerge.fork(r.path("primaryMetric"), 0).length == 0) {
            throw new IOException("fork result " + file + " for " + cell.label() + " has no measurements");
        }
        return r;
    }

    private static String eta(Instant start, int done, int total) {
        if (done == 0) return "";
        Duration elapsed = Duration.between(start, Instant.now());
        long left = elapsed.toSeconds() * (total - done) / done;
        return String.format(" (about %d min %02d s left)", left / 60, left % 60);
    }
}

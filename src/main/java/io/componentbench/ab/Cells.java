package io.componentbench.ab;

import io.componentbench.contender.ContenderKind;
import io.componentbench.measure.Spec;
import io.componentbench.workload.Parameter;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Collectors;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;
import org.openjdk.jmh.runner.BenchmarkList;
import org.openjdk.jmh.runner.BenchmarkListEntry;

/**
 * Expands a profile's specs into the {@link AbCell}s one benchmark jar can run. The parameters each
 * benchmark method declares come from the jar's own JMH benchmark list (so a {@code rawArray}
 * reference gets no {@code contender} and a revision with a different parameter set is read as it
 * is); their values come from the spec, the selected contenders, or else the method's declared defaults.
 */
final class Cells {
    private Cells() {}

    /** The benchmark list inside a benchmark jar. */
    static List<BenchmarkListEntry> benchmarkList(Path jar) throws IOException {
        try (ZipFile zip = new ZipFile(jar.toFile())) {
            ZipEntry e = zip.getEntry(BenchmarkList.BENCHMARK_LIST.substring(1));
            if (e == null)
                throw new IOException(jar + " is not a JMH benchmark jar (no " + BenchmarkList.BENCHMARK_LIST + ")");
            try (InputStream in = zip.getInputStream(e)) {
                return BenchmarkList.readBenchmarkList(in);
            }
        } catch (java.util.zip.ZipException e) {
            throw new IOException(jar + " is not a jar: " + e.getMessage());
        }
    }

    /** The contender names a benchmark list declares (the values of its {@code contender} parameter). */
    static Set<String> contenders(List<BenchmarkListEntry> list) {
        return list.stream()
                .filter(e -> e.getParams().hasValue() && e.getParams().get().containsKey(Parameter.CONTENDER.name()))
                .flatMap(e -> declaredContenders(e.getParams().get().get(Parameter.CONTENDER.name())).stream())
                .collect(Collectors.toCollection(java.util.LinkedHashSet::new));
    }

    /**
     * The cells of {@code specs} in a benchmark list, in spec order, without duplicates.
     *
     * @param contenders the contender names to run, or null for every contender the list declares
     */
    static List<AbCell> of(List<BenchmarkListEntry> list, List<Spec> specs, List<String> contenders) {
        Map<String, BenchmarkListEntry> byName = new LinkedHashMap<>();
        for (BenchmarkListEntry e : list) byName.putIfAbsent(e.getUsername(), e);
        Map<String, AbCell> cells = new LinkedHashMap<>();
        for (Spec spec : specs) {
            for (String method : spec.methods()) {
                BenchmarkListEntry e = byName.get(spec.workload().benchmarkClass() + "." + method);
                if (e == null) continue;
                Map<String, String[]> declared =
                        e.getParams().hasValue() ? new TreeMap<>(e.getParams().get()) : Map.of();
                Map<String, List<String>> values = new TreeMap<>();
                for (var p : declared.entrySet()) {
                    List<String> defaults =
                            p.getKey().equals(Parameter.CONTENDER.name())
                                    ? declaredContenders(p.getValue()).stream()
                                            .filter(spec.params()
                                                    .getOrDefault(
                                                            Parameter.CONTENDER.name(),
                                                            declaredContenders(p.getValue()))::contains)
                                            .toList()
                                    : Arrays.asList(p.getValue());
                    List<String> v = p.getKey().equals(Parameter.CONTENDER.name())
                            ? (contenders == null
                                    ? defaults
                                    : contenders.stream()
                                            .filter(defaults::contains)
                                            .toList())
                            : spec.params().getOrDefault(p.getKey(), defaults);
                    values.put(p.getKey(), v);
                }
                for (Map<String, String> params : product(values)) {
                    AbCell c = AbCell.of(e.getUsername(), params);
                    cells.putIfAbsent(c.key(), c);
                }
            }
        }
        return List.copyOf(cells.values());
    }

    /**
     * The contenders a jar's benchmark declares: its {@code @Param} list in older revisions; a jar
     * whose only value is {@link Parameter#NO_CONTENDER} takes any id of the registry, read as this
     * build's registry (a contender the other revision lacks then fails its fork, with JMH's message).
     */
    static List<String> declaredContenders(String[] declared) {
        if (declared.length == 1 && declared[0].equals(Parameter.NO_CONTENDER)) {
            return ContenderKind.all().stream().map(ContenderKind::id).toList();
        }
        return Arrays.asList(declared);
    }

    /** The cells present in both lists, in the order of {@code a}. */
    static List<AbCell> common(List<AbCell> a, List<AbCell> b) {
        Set<String> inB = b.stream().map(AbCell::key).collect(Collectors.toSet());
        return a.stream().filter(c -> inB.contains(c.key())).toList();
    }

    /** The cells of {@code a} missing from {@code b}. */
    static List<AbCell> missing(List<AbCell> a, List<AbCell> b) {
        Set<String> inB = b.stream().map(AbCell::key).collect(Collectors.toSet());
        return a.stream().filter(c -> !inB.contains(c.key())).toList();
    }

    private static List<Map<String, String>> product(Map<String, List<String>> values) {
        List<Map<String, String>> out = new ArrayList<>();
        out.add(new TreeMap<>());
        for (var p : values.entrySet()) {
            List<Map<String, String>> next = new ArrayList<>();
            for (Map<String, String> partial : out) {
                for (String v : p.getValue()) {
                    Map<String, String> m = new TreeMap<>(partial);
                    m.put(p.getKey(), v);
                    next.add(m);
                }
            }
            out = next;
        }
        return out;
    }
}

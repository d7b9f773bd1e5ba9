package io.componentbench;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * No two public types of the harness and the containers ({@code src/main}) share a simple name, nested
 * ones included: a reader who meets {@code Cell} or {@code Side} in a file should not have to look up
 * which of several it is. Counted from the sources: every type declared {@code public}, and every type
 * nested in an interface (public without saying so). The benchmarks' nested JMH states
 * ({@code LookupBenchmark.Subject}, {@code .Reference}) are outside this rule: JMH names them by
 * their benchmark.
 */
class PublicTypeNamesTest {
    private static final Pattern PUBLIC_TYPE = Pattern.compile(
            "^\\s*public\\s+(?:(?:static|final|abstract|sealed|non-sealed|strictfp)\\s+)*(?:class|interface|record|enum|@interface)\\s+(\\w+)",
            Pattern.MULTILINE);
    private static final Pattern TOP_INTERFACE =
            Pattern.compile("^(?:public\\s+)?(?:sealed\\s+)?interface\\s", Pattern.MULTILINE);
    private static final Pattern MEMBER_TYPE = Pattern.compile(
            "^ {4}(?:(?:public|static|final|abstract|sealed|non-sealed)\\s+)*(?:class|interface|record|enum)\\s+(\\w+)",
            Pattern.MULTILINE);

    /** Simple name -> the files declaring a public type of that name. */
    static Map<String, List<String>> publicTypes(List<Path> roots) throws IOException {
        Map<String, List<String>> byName = new TreeMap<>();
        for (Path root : roots) {
            try (Stream<Path> files = Files.walk(root)) {
                for (Path f : files.filter(p -> p.toString().endsWith(".java"))
                        .sorted()
                        .toList()) {
                    String text = Files.readString(f);
                    List<String> names = new ArrayList<>();
                    Matcher m = PUBLIC_TYPE.matcher(text);
                    while (m.find()) names.add(m.group(1));
                    if (TOP_INTERFACE.matcher(text).find()) {
                        Matcher n = MEMBER_TYPE.matcher(text);
                        while (n.find()) if (!names.contains(n.group(1))) names.add(n.group(1));
                    }
                    for (String name : names)
                        byName.computeIfAbsent(name, k -> new ArrayList<>())
                                .add(root.relativize(f).toString());
                }
            }
        }
        return byName;
    }

    @Test
    void noTwoPublicTypesShareASimpleName() throws IOException {
        Map<String, List<String>> shared = new TreeMap<>();
        publicTypes(List.of(Path.of("src/main/java"), Path.of("src/main/java22")))
                .forEach((name, files) -> {
                    if (files.size() > 1) shared.put(name, files);
                });
        assertEquals(Map.of(), shared, "rename one of each pair to a name that says which it is");
    }

    @Test
    void theScanFindsNestedPublicTypes() throws IOException {
        Map<String, List<String>> types = publicTypes(List.of(Path.of("src/main/java")));
        assertEquals(List.of("io/componentbench/results/Env.java"), types.get("Jvm"), "a public record nested in Env");
        assertEquals(List.of("io/componentbench/ab/AbSide.java"), types.get("AbSide"), "a public top-level record");
    }
}

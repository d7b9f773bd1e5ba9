package io.componentbench.ab;

import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import java.util.Random;
import java.util.TreeMap;

/**
 * Stands in for JMH's command line inside fake benchmark jars (no benchmark runs): reads the
 * benchmark regex, {@code -p}, {@code -i} and {@code -rff} as {@link JmhForkLauncher} passes them, and
 * writes a JMH JSON result whose iterations are {@code 100 * scale} ns/op with 1% noise. The jar's
 * {@code fake-jmh.properties} sets {@code scale}, {@code exit} to fail instead, or {@code hang} (a file
 * path) to write its process id there and then sleep until killed. JDK classes only, so the class
 * alone makes a runnable jar.
 */
public final class FakeJmh {
    private FakeJmh() {}

    public static void main(String[] args) throws Exception {
        Properties props = new Properties();
        try (InputStream in = FakeJmh.class.getResourceAsStream("/fake-jmh.properties")) {
            if (in != null) props.load(in);
        }
        String hang = props.getProperty("hang", "");
        if (!hang.isEmpty()) {
            Files.writeString(
                    Path.of(hang), String.valueOf(ProcessHandle.current().pid()));
            Thread.sleep(Long.MAX_VALUE);
        }
        int exit = Integer.parseInt(props.getProperty("exit", "0"));
        if (exit != 0) {
            System.out.println("fake JMH: failing on purpose with exit " + exit);
            System.exit(exit);
        }
        double scale = Double.parseDouble(props.getProperty("scale", "1"));
        String benchmark = null;
        String out = null;
        int iterations = 5;
        Map<String, String> params = new TreeMap<>();
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "-p" -> {
                    String[] kv = args[++i].split("=", 2);
                    params.put(kv[0], kv[1]);
                }
                case "-rff" -> out = args[++i];
                case "-i" -> iterations = Integer.parseInt(args[++i]);
                default -> {
                    if (args[i].startsWith("-")) i++; // an option with a value we ignore
                    else benchmark = args[i].replace("^\\Q", "").replace("\\E$", "");
                }
            }
        }
        Random random = new Random();
        double[] values = new double[iterations];
        for (int i = 0; i < iterations; i++) values[i] = 100 * scale * (1 + 0.01 * random.nextGaussian());
        System.out.println("fake JMH: " + benchmark + " " + params);
        Files.writeString(Path.of(out), json(benchmark, params, values));
    }

    /** A JMH JSON result array holding one fork of {@code benchmark} with these iterations (ns/op). */
    public static String json(String benchmark, Map<String, String> params, double[] values) {
        StringBuilder p = new StringBuilder();
        for (var e : new TreeMap<>(params).entrySet()) {
            if (p.length() > 0) p.append(',');
            p.append('"')
                    .append(e.getKey())
                    .append("\":\"")
                    .append(e.getValue())
                    .append('"');
        }
        StringBuilder raw = new StringBuilder();
        StringBuilder zeros = new StringBuilder();
        double sum = 0;
        for (double v : values) {
            if (raw.length() > 0) {
                raw.append(',');
                zeros.append(',');
            }
            raw.append(String.format(Locale.ROOT, "%.6f", v));
            zeros.append("0.0");
            sum += v;
        }
        return "[{\"jmhVersion\":\"1.37\",\"benchmark\":\"" + benchmark
                + "\",\"mode\":\"avgt\",\"threads\":1,\"forks\":1,"
                + "\"params\":{" + p + "},\"primaryMetric\":{\"score\":"
                + String.format(Locale.ROOT, "%.6f", sum / values.length)
                + ",\"scoreError\":\"NaN\",\"scoreUnit\":\"ns/op\",\"rawData\":[[" + raw + "]]},"
                + "\"secondaryMetrics\":{\"gc.alloc.rate.norm\":{\"score\":0.0,\"scoreError\":\"NaN\",\"scoreUnit\":\"B/op\",\"rawData\":[["
                + zeros + "]]}}}]";
    }
}

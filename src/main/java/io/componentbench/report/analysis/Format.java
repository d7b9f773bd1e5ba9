package io.componentbench.report.analysis;

import io.componentbench.workload.Parameter;
import java.util.Locale;

/** Number formatting shared by the report's tables, charts and sentences. */
public final class Format {
    private Format() {}

    /** 1000 -> "1K", 1000000 -> "1M". */
    public static String count(long n) {
        if (n >= 1_000_000 && n % 1_000_000 == 0) return n / 1_000_000 + "M";
        if (n >= 1000 && n % 1000 == 0) return n / 1000 + "K";
        return String.format(Locale.ROOT, "%,d", n);
    }

    /** Three significant digits (two below a thousandth). */
    public static String num(double v) {
        if (Double.isNaN(v)) return "n/a";
        double a = Math.abs(v);
        if (a >= 100) return String.format(Locale.ROOT, "%,.0f", v);
        if (a >= 10) return String.format(Locale.ROOT, "%.1f", v);
        if (a >= 1) return String.format(Locale.ROOT, "%.2f", v);
        if (a >= 0.001 || a == 0) return String.format(Locale.ROOT, "%.3f", v);
        // below a thousandth, two significant digits rather than 0.000
        return new java.math.BigDecimal(v).round(new java.math.MathContext(2)).toPlainString();
    }

    /**
     * A parameter's value as a word a heading can use: {@code presized=true} is "presized",
     * {@code presized=false} "growing"; another boolean "KEY" or "no KEY"; any other value itself.
     */
    public static String word(String key, String value) {
        String k = key.toLowerCase(Locale.ROOT);
        if (k.equals(Parameter.PRESIZED.name()))
            return value.equals("true") ? "presized" : value.equals("false") ? "growing" : value;
        return value.equals("true") ? k : value.equals("false") ? "no " + k : value;
    }

    /** A scenario's parameter values as words, e.g. {@code dense, insertion, growing}. */
    public static String words(io.componentbench.results.Scenario s) {
        return s.params().entrySet().stream()
                .map(e -> word(e.getKey(), e.getValue()))
                .collect(java.util.stream.Collectors.joining(", "));
    }

    public static String ratio(double v) {
        return Double.isNaN(v) ? "n/a" : num(v) + "x";
    }

    public static String bytes(double b) {
        if (Double.isNaN(b)) return "n/a";
        if (b >= 1 << 30) return num(b / (1 << 30)) + " GiB";
        if (b >= 1 << 20) return num(b / (1 << 20)) + " MiB";
        if (b >= 1 << 10) return num(b / (1 << 10)) + " KiB";
        return num(b) + " B";
    }
}

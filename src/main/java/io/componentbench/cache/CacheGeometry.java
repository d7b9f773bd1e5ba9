package io.componentbench.cache;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The caches and data TLBs the model simulates: data cache levels nearest first, each a size, an
 * associativity and one line size shared by all, and a TLB for 4 KiB and one for 2 MiB pages.
 *
 * <p>Read from Linux's {@code /sys/devices/system/cpu/cpu0/cache} ({@link #ofThisMachine}) or given as
 * text ({@link #parse}), e.g. {@code l1d=48K/12,l2=1M/8,l3=32M/16,line=64,tlb4k=64/4,tlb2m=32/4}:
 * {@code NAME=SIZE/WAYS} per level (nearest first; {@code SIZE} in bytes with an optional K, M or G),
 * {@code line=BYTES}, and {@code tlb4k}/{@code tlb2m} as {@code ENTRIES/WAYS}. sysfs does not describe
 * TLBs; their defaults ({@link #DEFAULT_TLB_4K}, {@link #DEFAULT_TLB_2M}) are a first-level data TLB of
 * current x86 cores, stated in every output.
 */
public record CacheGeometry(List<Level> levels, int lineBytes, Tlb tlb4k, Tlb tlb2m) {
    /** One data (or unified) cache level. */
    public record Level(String name, long bytes, int ways) {
        /** Sets of this level for a line size. */
        public long sets(int lineBytes) {
            return bytes / lineBytes / ways;
        }
    }

    /** A data TLB for one page size: entries in sets of {@code ways}. */
    public record Tlb(int entries, int ways) {}

    /** 64 entries, 4-way: the first-level data TLB for 4 KiB pages of current x86 cores. */
    public static final Tlb DEFAULT_TLB_4K = new Tlb(64, 4);
    /** 32 entries, 4-way: the first-level data TLB for 2 MiB pages of current x86 cores. */
    public static final Tlb DEFAULT_TLB_2M = new Tlb(32, 4);
    /** Where Linux describes cpu0's caches. */
    public static final Path SYSFS = Path.of("/sys/devices/system/cpu/cpu0/cache");

    private static final Pattern PAIR = Pattern.compile("([a-z0-9]+)=([^,]+)");
    private static final Pattern SIZE_WAYS = Pattern.compile("(\\d+)([KMG]?)/(\\d+)", Pattern.CASE_INSENSITIVE);

    public CacheGeometry {
        levels = List.copyOf(levels);
        if (levels.isEmpty()) throw new IllegalArgumentException("a cache geometry needs at least one level");
        if (Long.bitCount(lineBytes) != 1 || lineBytes < 8)
            throw new IllegalArgumentException(
                    "line size must be a power of two of at least 8 bytes, got " + lineBytes);
        for (Level l : levels) {
            long sets = l.ways() < 1 ? 0 : l.sets(lineBytes);
            if (sets < 1 || sets * l.ways() * lineBytes != l.bytes() || Long.bitCount(sets) != 1)
                throw new IllegalArgumentException(String.format(
                        Locale.ROOT,
                        "cache level %s: %d bytes in %d ways of %d-byte lines is not a power-of-two number of sets",
                        l.name(),
                        l.bytes(),
                        l.ways(),
                        lineBytes));
        }
        for (Tlb t : List.of(tlb4k, tlb2m)) {
            if (t.ways() < 1 || t.entries() % t.ways() != 0 || Integer.bitCount(t.entries() / t.ways()) != 1)
                throw new IllegalArgumentException("a TLB of " + t.entries() + " entries in " + t.ways()
                        + " ways is not a power-of-two number of sets");
        }
    }

    /**
     * A geometry from text such as {@code l1d=48K/12,l2=1M/8,l3=32M/16}; {@code line} defaults to 64,
     * the TLBs to their defaults. Malformed text fails with a message naming the part and the form.
     */
    public static CacheGeometry parse(String text) {
        List<Level> levels = new ArrayList<>();
        int line = 64;
        Tlb tlb4k = DEFAULT_TLB_4K;
        Tlb tlb2m = DEFAULT_TLB_2M;
        for (String part : text.trim().split(",")) {
            Matcher m = PAIR.matcher(part.trim().toLowerCase(Locale.ROOT));
            if (!m.matches()) throw malformed(text, "'" + part + "' is not NAME=VALUE");
            String name = m.group(1);
            String value = m.group(2);
            try {
                switch (name) {
                    case "line" -> line = Integer.parseInt(value);
                    case "tlb4k" -> tlb4k = tlb(value);
                    case "tlb2m" -> tlb2m = tlb(value);
                    default -> {
                        Matcher sw = SIZE_WAYS.matcher(value);
                        if (!sw.matches()) throw malformed(text, "'" + part + "' is not NAME=SIZE/WAYS");
                        levels.add(new Level(
                                name.toUpperCase(Locale.ROOT),
                                bytes(sw.group(1), sw.group(2)),
                                Integer.parseInt(sw.group(3))));
                    }
                }
            } catch (NumberFormatException e) {
                throw malformed(text, "'" + part + "' has a number out of range");
            }
        }
        try {
            return new CacheGeometry(levels, line, tlb4k, tlb2m);
        } catch (IllegalArgumentException e) {
            throw malformed(text, e.getMessage());
        }
    }

    /** This machine's data and unified caches from sysfs, with the default TLBs; empty where sysfs has none. */
    public static Optional<CacheGeometry> ofThisMachine() {
        return ofSysfs(SYSFS);
    }

    /** The data and unified caches described under a sysfs {@code cache} directory (tests give a copy). */
    static Optional<CacheGeometry> ofSysfs(Path dir) {
        List<Level> levels = new ArrayList<>();
        int line = 0;
        try (var entries = Files.list(dir)) {
            for (Path index : entries.filter(p -> p.getFileName().toString().startsWith("index"))
                    .sorted()
                    .toList()) {
                String type = read(index, "type");
                if (!type.equals("Data") && !type.equals("Unified")) continue;
                String level = read(index, "level");
                int ways = Integer.parseInt(read(index, "ways_of_associativity"));
                int lineBytes = Integer.parseInt(read(index, "coherency_line_size"));
                long sets = Long.parseLong(read(index, "number_of_sets"));
                line = Math.max(line, lineBytes);
                levels.add(new Level("L" + level + (type.equals("Data") ? "D" : ""), sets * ways * lineBytes, ways));
            }
        } catch (IOException | NumberFormatException e) {
            return Optional.empty();
        }
        if (levels.isEmpty()) return Optional.empty();
        return Optional.of(new CacheGeometry(levels, line, DEFAULT_TLB_4K, DEFAULT_TLB_2M));
    }

    /** The geometry in the text form {@link #parse} reads. */
    @Override
    public String toString() {
        StringBuilder s = new StringBuilder();
        for (Level l : levels)
            s.append(l.name().toLowerCase(Locale.ROOT))
                    .append('=')
                    .append(size(l.bytes()))
                    .append('/')
                    .append(l.ways())
                    .append(',');
        return s.append("line=")
                .append(lineBytes)
                .append(",tlb4k=")
                .append(tlb4k.entries())
                .append('/')
                .append(tlb4k.ways())
                .append(",tlb2m=")
                .append(tlb2m.entries())
                .append('/')
                .append(tlb2m.ways())
                .toString();
    }

    private static String size(long bytes) {
        if (bytes % (1L << 30) == 0) return (bytes >> 30) + "G";
        if (bytes % (1L << 20) == 0) return (bytes >> 20) + "M";
        if (bytes % (1L << 10) == 0) return (bytes >> 10) + "K";
        return Long.toString(bytes);
    }

    private static long bytes(String digits, String unit) {
        long n = Long.parseLong(digits);
        return switch (unit.toUpperCase(Locale.ROOT)) {
            case "K" -> n << 10;
            case "M" -> n << 20;
            case "G" -> n << 30;
            default -> n;
        };
    }

    private static Tlb tlb(String value) {
        String[] p = value.split("/");
        if (p.length != 2) throw new NumberFormatException(value);
        return new Tlb(Integer.parseInt(p[0]), Integer.parseInt(p[1]));
    }

    private static String read(Path dir, String file) throws IOException {
        return Files.readString(dir.resolve(file)).trim();
    }

    private static IllegalArgumentException malformed(String text, String why) {
        return new IllegalArgumentException("cache geometry '" + text + "': " + why
                + "; expected e.g. l1d=48K/12,l2=1M/8,l3=32M/16 (levels nearest first, SIZE/WAYS),"
                + " optionally line=64,tlb4k=64/4,tlb2m=32/4");
    }
}

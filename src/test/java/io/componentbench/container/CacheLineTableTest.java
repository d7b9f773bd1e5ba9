package io.componentbench.container;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.componentbench.contender.Position;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.openjdk.jol.info.ClassLayout;

/**
 * The per-operation table of {@code docs/containers.md}, recomputed from the layout constants: the
 * object and reference sizes as JOL sees them on this JVM, the dense hash map's slot, the sector
 * layouts. Every container's lookup, iterate, join, insert and remove cells must state what the
 * layout gives, so a layout change that is not carried into the page fails here. (The probe lines of
 * the dense hash map are counted on real tables by {@link DenseHashMapProbeLinesTest}.)
 */
class CacheLineTableTest {
    private static final Path PAGE = Path.of("docs", "containers.md");
    private static final List<String> CHECKED =
            List.of("lookup hit", "lookup miss", "iterate", "join", "insert", "remove");

    /** Bytes of the layout's parts, from the JVM and the code where they are constants. */
    private static final int ID = Integer.BYTES;

    private static final int XY = 2 * Float.BYTES;
    private static final int MASK = Integer.BYTES;
    private static final int REF = referenceBytes();
    private static final int OBJECT =
            (int) ClassLayout.parseClass(Position.class).instanceSize();
    private static final int SECTOR = 4 * SectorLayout.of(2).sectorWords();
    private static final int GROUPED_SECTOR = 4 * SectorLayout.of(2, 2).sectorWords();

    private static int referenceBytes() {
        long two = ClassLayout.parseInstance(new Object[2]).instanceSize();
        long none = ClassLayout.parseInstance(new Object[0]).instanceSize();
        return (int) (two - none) / 2;
    }

    /** What the layout gives each container, cell by cell (see the page's "Where each count comes from"). */
    private static Map<String, Map<String, String>> model() {
        Map<String, Map<String, String>> m = new LinkedHashMap<>();
        // one aligned pair by ID; the join streams exactly the matched [px, py, vx, vy]
        m.put("`raw-array` (reference)", row(lines(1, 1), "1", bytes(XY), bytes(2 * XY), bytes(XY), "0"));
        // reference by ID, then the object; the join reads both reference arrays over two IDs, the
        // Velocity object and every line of the Position objects (every other one read)
        m.put(
                "`direct-array`",
                row(
                        lines(2, 2),
                        "1",
                        bytes(REF + OBJECT),
                        bytes(2 * 2 * REF + OBJECT + 2 * OBJECT),
                        bytes(REF + OBJECT),
                        "1"));
        m.put(
                "`sparse-set`",
                row(
                        lines(3, 3),
                        "1",
                        bytes(REF + OBJECT),
                        bytes(ID + REF + OBJECT + 2 * ID + 2 * REF + 2 * OBJECT),
                        bytes(ID + ID + REF + OBJECT),
                        "4"));
        m.put(
                "`packed-sparse-set`",
                row(lines(2, 2), "1", bytes(XY), bytes(ID + XY + 2 * ID + 2 * XY), bytes(ID + ID + XY), "4"));
        m.put(
                "`paged-sparse-set`",
                row(lines(2, 3), "1", bytes(XY), bytes(ID + XY + 2 * ID + 2 * XY), bytes(ID + ID + XY), "4"));
        // the index slot holds key and dense index: one line, then the fields; hashing scatters the join's
        // slot reads (one random line), while the dense indexes they give follow Velocity's dense order, so
        // the join streams Velocity's key and fields and every other Position pair as the packed set does
        m.put(
                "`dense-hash-map`",
                row(
                        lines(2, 2),
                        "1",
                        bytes(XY),
                        bytes(ID + XY + 2 * XY) + " + 1 line",
                        bytes(ID + XY) + " + 1 line",
                        "4"));
        // the passes read the transposed alive bits (one bit per sector and slot), not the per-sector masks: the
        // join reads Velocity's bit of every sector it walks and, only while some Position sector is dead,
        // Position's; an insert writes the mask and the bit; a removal's bit word is in a set of 128 KiB at 1M
        // sectors, which stays in L2 (not a line, as the reference's removal bit)
        m.put(
                "`sector-array`",
                row(
                        lines(3, 2),
                        "2",
                        bytes(SECTOR),
                        withBits(bytes(SECTOR + ID + 2 * ID + 2 * SECTOR), 1),
                        withBits(bytes(ID + ID + MASK + SECTOR), 1),
                        "2"));
        // the join walks the AND of both slots' bits: 2 bits per sector, two sectors per matched entity
        m.put(
                "`sector-array-grouped`",
                row(
                        lines(3, 2),
                        "2",
                        bytes(GROUPED_SECTOR),
                        withBits(bytes(2 * GROUPED_SECTOR), 2 * 2),
                        withBits(bytes(ID + ID + MASK + GROUPED_SECTOR), 1),
                        "2"));
        return m;
    }

    @Test
    void theLayoutIsTheOneThePageAssumes() {
        assertEquals(4, REF, "compressed references");
        assertEquals(24, OBJECT, "a Position object: 12-byte header and two floats, padded to 8");
        assertEquals(8, DenseHashMap.SLOT_BYTES);
    }

    @Test
    void everyCheckedCellStatesWhatTheLayoutGives() throws IOException {
        Map<String, Map<String, String>> table = table(Files.readAllLines(PAGE));
        Map<String, Map<String, String>> model = model();
        assertEquals(model.keySet(), table.keySet(), "the page's rows");
        for (var row : model.entrySet()) {
            for (String column : CHECKED) {
                assertEquals(
                        row.getValue().get(column), table.get(row.getKey()).get(column), row.getKey() + ", " + column);
            }
        }
    }

    private static Map<String, String> row(
            String hit, String miss, String iterate, String join, String insert, String remove) {
        List<String> cells = List.of(hit, miss, iterate, join, insert, remove);
        Map<String, String> r = new LinkedHashMap<>();
        for (int i = 0; i < CHECKED.size(); i++) r.put(CHECKED.get(i), cells.get(i));
        return r;
    }

    private static String lines(int lines, int levels) {
        return lines + " (" + levels + (levels == 1 ? " level)" : " levels)");
    }

    private static String bytes(int n) {
        return n + " B";
    }

    private static String withBits(String bytes, int bits) {
        return bytes + " + " + bits + (bits == 1 ? " bit" : " bits");
    }

    /** The page's first table whose header starts with "container": row name -> column -> cell. */
    private static Map<String, Map<String, String>> table(List<String> page) {
        List<String> header = null;
        Map<String, Map<String, String>> rows = new LinkedHashMap<>();
        for (String line : page) {
            if (!line.startsWith("|")) {
                if (header != null) break;
                continue;
            }
            List<String> cells = cells(line);
            if (header == null) {
                if (cells.get(0).equals("container")) header = cells;
                continue;
            }
            if (cells.get(0).startsWith("---")) continue;
            Map<String, String> r = new LinkedHashMap<>();
            for (int i = 1; i < header.size(); i++) r.put(header.get(i), i < cells.size() ? cells.get(i) : "");
            rows.put(cells.get(0), r);
        }
        assertTrue(
                header != null && header.containsAll(CHECKED), "a table with the columns " + CHECKED + " in " + PAGE);
        return rows;
    }

    private static List<String> cells(String line) {
        String inner = line.substring(1, line.endsWith("|") ? line.length() - 1 : line.length());
        List<String> out = new ArrayList<>();
        for (String c : inner.split("\\|", -1)) out.add(c.trim());
        return out;
    }
}

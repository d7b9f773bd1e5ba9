/*
 * Not a benchmark of the suite: a plain driver that alternates three miss-lookup loops over the same
 * 65,536 random probes of absent IDs (median of 200 passes after 200 warm-up passes), in cache: the
 * raw reference's test (a float pair per ID, NaN = absent), a sparse set's (a 1-based int slot per ID,
 * 0 = absent) and direct-array's (a reference per ID, null = absent). Run: java MissTestCost.java 1000
 */
import java.util.Arrays;
import java.util.Random;

public class MissTestCost {
    static final class P {
        float x, y;

        P(float x, float y) {
            this.x = x;
            this.y = y;
        }
    }

    @SuppressWarnings("IdentityBinaryExpression")
    static long rawNaN(float[] a, int[] ids) {
        long s = 0;
        for (int id : ids) {
            float x = a[2 * id];
            if (x == x) s += (long) Float.floatToRawIntBits(x) + Float.floatToRawIntBits(a[2 * id + 1]);
        }
        return s;
    }

    static long sparseSlot(int[] sparse, float[] dense, int[] ids) {
        long s = 0;
        for (int id : ids) {
            int i = sparse[id];
            if (i != 0) s += (long) Float.floatToRawIntBits(dense[2 * i]) + Float.floatToRawIntBits(dense[2 * i + 1]);
        }
        return s;
    }

    static long directNull(P[] a, int[] ids) {
        long s = 0;
        for (int id : ids) {
            P p = a[id];
            if (p != null) s += (long) Float.floatToRawIntBits(p.x) + Float.floatToRawIntBits(p.y);
        }
        return s;
    }

    public static void main(String[] args) {
        int n = Integer.parseInt(args[0]);
        Random r = new Random(1);
        float[] raw = new float[2 * n];
        Arrays.fill(raw, Float.NaN);
        int[] sparse = new int[n];
        float[] dense = new float[2 * n + 2];
        P[] direct = new P[n];
        int count = 0;
        for (int id = 1; id < n; id += 2) { // odd IDs present, even IDs absent
            float x = r.nextFloat(), y = r.nextFloat();
            raw[2 * id] = x;
            raw[2 * id + 1] = y;
            sparse[id] = ++count;
            dense[2 * count] = x;
            dense[2 * count + 1] = y;
            direct[id] = new P(x, y);
        }
        int[] ids = new int[65536];
        for (int i = 0; i < ids.length; i++) ids[i] = 2 * r.nextInt(n / 2);
        String[] names = {"raw NaN test", "sparse slot", "direct null"};
        long[][] t = new long[names.length][200];
        long sink = 0;
        for (int round = 0; round < 400; round++) {
            for (int k = 0; k < names.length; k++) {
                long t0 = System.nanoTime();
                sink += k == 0 ? rawNaN(raw, ids) : k == 1 ? sparseSlot(sparse, dense, ids) : directNull(direct, ids);
                long dt = System.nanoTime() - t0;
                if (round >= 200) t[k][round - 200] = dt;
            }
        }
        for (int k = 0; k < names.length; k++) {
            long[] s = t[k].clone();
            Arrays.sort(s);
            System.out.printf("n=%d misses %-13s %.3f ns/lookup%n", n, names[k], s[100] / (double) ids.length);
        }
        System.out.println(sink);
    }
}

public class NanoCost {
    public static void main(String[] a) {
        long sink = 0;
        for (int r = 0; r < 5; r++) {
            long t0 = System.nanoTime();
            for (int i = 0; i < 10_000_000; i++) sink += System.nanoTime();
            long t1 = System.nanoTime();
            System.out.printf("%.1f ns per System.nanoTime()%n", (t1 - t0) / 1e7);
        }
        if (sink == 42) System.out.println();
    }
}

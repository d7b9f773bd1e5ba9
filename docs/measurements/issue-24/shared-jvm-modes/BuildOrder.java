// Where artemis-odb (slot 15) comes in the build order of the quick insert cell for seeds 1-12, as SideBySideBenchmark shuffles it: java BuildOrder.java
import java.util.SplittableRandom;
public class BuildOrder {
  static void shuffle(int[] a, SplittableRandom r) { for (int i = a.length - 1; i > 0; i--) { int j = r.nextInt(i + 1); int t = a[i]; a[i] = a[j]; a[j] = t; } }
  public static void main(String[] x) {
    String[] names = "raw-array+hash-map+tree-map+fastutil-open-hash+fastutil-rb-tree+eclipse-hash+koloboke-hash+fastutil-inline-hash+direct-array+sparse-set+packed-sparse-set+paged-sparse-set+dense-hash-map+sector-array+sector-array-grouped+artemis-odb+dominion+ashley+twin".split("\\+");
    for (int seed = 1; seed <= 12; seed++) {
      SplittableRandom r = new SplittableRandom(seed);
      int[] b = new int[names.length]; for (int i = 0; i < b.length; i++) b[i] = i; shuffle(b, r);
      StringBuilder sb = new StringBuilder("seed " + seed + " build:");
      int pos = -1; for (int i = 0; i < b.length; i++) if (b[i] == 15) pos = i;
      sb.append(" artemis at ").append(pos).append(" after ").append(pos > 0 ? names[b[pos-1]] : "-").append(" before ").append(pos < b.length-1 ? names[b[pos+1]] : "-");
      System.out.println(sb);
    }
  }
}

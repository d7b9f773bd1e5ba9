/*
 * Not a benchmark of the suite: a plain driver that alternates seven lookup loops over the same 65,536
 * random probes (median of 200 passes after 200 warm-up passes), to see what a presence test costs in
 * cache. Run: java PresenceTestCost.java 1000  (JDK 17+; its 1M figures are not out of cache: the probes
 * repeat, so they are not used).
 */
import java.util.*;
public class PresenceTestCost {
    static final class P { float x, y; P(float x, float y){this.x=x;this.y=y;} }
    static final long ABSENT = 0x7fc000007fc00000L;
    static long longBranch(long[] a, int[] ids) { long s=0; for (int id: ids){ long v=a[id]; if (v!=ABSENT) s += (long)(int)v + (int)(v>>>32); } return s; }
    static long longNoBranch(long[] a, int[] ids) { long s=0; for (int id: ids){ long v=a[id]; s += (long)(int)v + (int)(v>>>32); } return s; }
    static long longMask(long[] a, int[] ids) { long s=0; for (int id: ids){ long v=a[id]; long d=v^ABSENT; long m=(d|-d)>>63; s += m & ((long)(int)v + (int)(v>>>32)); } return s; }
    static long floatMask(float[] a, int[] ids) { long s=0; for (int id: ids){ int x=Float.floatToRawIntBits(a[2*id]); int y=Float.floatToRawIntBits(a[2*id+1]); long m = (long)((x ^ 0x7fc00000) | -(x ^ 0x7fc00000)) >> 63; s += m & ((long)x + y); } return s; }
    static long longPlain(long[] a, int[] ids) { long s=0; for (int id: ids){ s += a[id]; } return s; }
    static long intPlain(int[] a, int[] ids) { long s=0; for (int id: ids){ s += a[id]; } return s; }
    static long direct(P[] a, int[] ids) { long s=0; for (int id: ids){ P p=a[id]; if (p!=null) s += (long)Float.floatToRawIntBits(p.x)+Float.floatToRawIntBits(p.y); } return s; }
    public static void main(String[] args) {
        int n = Integer.parseInt(args[0]);
        Random r = new Random(1);
        long[] l = new long[n]; float[] fa = new float[2*n]; P[] d = new P[n]; int[] ia = new int[n];
        for (int i=0;i<n;i++){ float x=r.nextFloat(), y=r.nextFloat(); l[i]=((long)Float.floatToRawIntBits(y)<<32)|(Float.floatToRawIntBits(x)&0xffffffffL); d[i]=new P(x,y); ia[i]=Float.floatToRawIntBits(x); fa[2*i]=x; fa[2*i+1]=y;}
        int[] ids = new int[65536]; for (int i=0;i<ids.length;i++) ids[i] = r.nextInt(n);
        int K=7; long[][] t = new long[K][200]; long sink=0;
        for (int round=0; round<400; round++) {
            for (int k=0;k<K;k++) {
                long t0=System.nanoTime();
                switch(k){case 0->sink+=longBranch(l,ids); case 1->sink+=longNoBranch(l,ids); case 2->sink+=longPlain(l,ids); case 3->sink+=intPlain(ia,ids); case 4->sink+=direct(d,ids); case 5->sink+=longMask(l,ids); default->sink+=floatMask(fa,ids);}
                long dt=System.nanoTime()-t0; if (round>=200) t[k][round-200]=dt;
            }
        }
        String[] names={"longBranch","longNoBranch","longPlain","intPlain","direct","longMask","floatMask"};
        for (int k=0;k<K;k++){ long[] s=t[k].clone(); Arrays.sort(s); System.out.printf("n=%d %-12s %.3f ns/lookup%n", n, names[k], s[100]/(double)ids.length); }
        System.out.println(sink);
    }
}

/*
 * Not a benchmark of the suite: a plain driver that sums one float array's [x, y] pairs from eight
 * starting offsets (0 to 56 bytes past the array's first element), alternated, median of 300 passes after
 * 300 warm-up passes: does where a streamed array starts within a cache line change the pass?
 * Run: java StreamAlignment.java 1000000
 */
import java.util.*;
public class StreamAlignment {
    static long iterate(float[] a, int from, int n) { long s=0; for (int i=from, end=from+2*n; i<end; i+=2) s += (long)Float.floatToRawIntBits(a[i]) + Float.floatToRawIntBits(a[i+1]); return s; }
    public static void main(String[] args) {
        int n=Integer.parseInt(args[0]);
        float[] a=new float[2*n+64]; Random r=new Random(1); for(int i=0;i<a.length;i++) a[i]=r.nextFloat();
        int[] offs={0,2,4,6,8,10,12,14}; long[][] t=new long[offs.length][300]; long sink=0;
        for(int round=0;round<600;round++) for(int k=0;k<offs.length;k++){ long t0=System.nanoTime(); sink+=iterate(a,offs[k],n); long dt=System.nanoTime()-t0; if(round>=300) t[k][round-300]=dt; }
        for(int k=0;k<offs.length;k++){ long[] s=t[k].clone(); Arrays.sort(s); System.out.printf("n=%d start +%2d floats (%2d B)  %.4f ns/element%n", n, offs[k], 4*offs[k], s[150]/(double)n); }
        System.out.println(sink);
    }
}

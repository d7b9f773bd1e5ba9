# run.sh WORKLOAD STATE SEEDS: alternates arms per seed, one fork each, with -Xlog:gc: 'base' (the cell flags of
# ace1d8d's parent, 80dfd2a) and 'thp' (the same and -XX:+UseTransparentHugePages). JAR: a build of 80dfd2a with settle-young.patch (inert without its property).
# Used as: run.sh iterate fresh "1 2 3 4"; run.sh join fresh "1 2 3"; EXTRA="-p order=shuffled" run.sh lookup fresh "1 2 3";
# EXTRA="-p order=insertion -p presized=false" N=1000 run.sh insert - "1 2 3" (the insert cell's warm-up here 500 ms).
# The 'thpyoung' files: a third arm in the iterate runs, the thp flags and -Dcb.settleYoung=true on a build of 80dfd2a
# with settle-young.patch (which the base and thp arms ran too: without the property it changes nothing).
W=$1; ST=$2; SEEDS=$3
S=${S:-raw-array+hash-map+tree-map+fastutil-open-hash+fastutil-rb-tree+eclipse-hash+koloboke-hash+fastutil-inline-hash+direct-array+sparse-set+packed-sparse-set+paged-sparse-set+dense-hash-map+sector-array+sector-array-grouped+artemis-odb+dominion+ashley+twin}
CF="-Xms12g -Xmx12g -Xmn2g -XX:-UseAdaptiveSizePolicy -XX:+UseParallelGC -XX:ParallelGCThreads=1 -XX:CompileCommand=quiet -XX:CompileCommand=dontinline,io.componentbench.workload.RawArrays::respawn -XX:CompileCommand=inline,java.lang.Class::newInstance -XX:Tier3DelayOn=20"
for seed in $SEEDS; do
 for arm in base thp; do
  X="-Xlog:gc:file=./$W-$ST-$arm-$seed.gc.log"; [ $arm = thp ] && X="$X -XX:+UseTransparentHugePages"
  s=$(date +%s.%N)
  java -jar ${JAR:-target/benchmarks.jar} SideBySideBenchmark -p workload=$W -p state=$ST $EXTRA -p size=${N:-1000000} -p distribution=dense -p subjects=$S -p seed=$seed -f 1 -wi 3 -w 500ms -i 8 -r 500ms -jvmArgs "$CF $X" -rf json -rff ./$W-$ST-$arm-$seed.json > ./$W-$ST-$arm-$seed.log 2>&1
  e=$(date +%s.%N); echo "$W $ST $arm $seed $(echo "$e - $s" | bc)" >> ./times.txt
 done
done

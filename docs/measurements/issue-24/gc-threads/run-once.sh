# run-once.sh WORKLOAD STATE SEEDS (JAR = b3): alternates arms 'gc1e' (one thread, a collection per object subject) and 'gc1once' (one thread, -Dcb.settleOnce=true: one collection per cell) per seed
W=$1; ST=$2; SEEDS=$3
S=${S:-raw-array+hash-map+tree-map+fastutil-open-hash+fastutil-rb-tree+eclipse-hash+koloboke-hash+fastutil-inline-hash+direct-array+sparse-set+packed-sparse-set+paged-sparse-set+dense-hash-map+sector-array+sector-array-grouped+artemis-odb+dominion+ashley+twin}
CF="-Xms12g -Xmx12g -Xmn2g -XX:-UseAdaptiveSizePolicy -XX:+UseParallelGC -XX:CompileCommand=quiet -XX:CompileCommand=dontinline,io.componentbench.workload.RawArrays::respawn -XX:CompileCommand=inline,java.lang.Class::newInstance -XX:Tier3DelayOn=20"
for seed in $SEEDS; do
 for arm in gc1e gc1once; do
  X="-XX:ParallelGCThreads=1"; [ $arm = gc1once ] && X="$X -Dcb.settleOnce=true"
  s=$(date +%s.%N)
  java -jar ${JAR:-target/benchmarks.jar} SideBySideBenchmark -p workload=$W -p state=$ST $EXTRA -p size=1000000 -p distribution=dense -p subjects=$S -p seed=$seed -f 1 -wi 3 -w 500ms -i 8 -r 500ms -jvmArgs "$CF $X" -rf json -rff ./$W-$ST-$arm-$seed.json > ./$W-$ST-$arm-$seed.log 2>&1
  e=$(date +%s.%N); echo "$W $ST $arm $seed $(echo "$e - $s" | bc)" >> ./times.txt
 done
done

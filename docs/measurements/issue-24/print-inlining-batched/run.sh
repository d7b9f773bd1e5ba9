#!/usr/bin/env bash
# -XX:+PrintInlining of insert and remove at 1K dense: hash-map, packed-sparse-set and koloboke-hash each in a fork of its
# own (the fork mode's benchmark and flags: 1 warm-up shot, 3 measured) and the three side by side in one cell fork (with
# the anchor and twin, the cell flags, 3 x 1.5 s warm-up, 8 x 500 ms), one fork each; writes alone-WL-C.txt and sbs-WL.txt
# here: the inlining lines of the per-element call sites and what they call, counted (sort | uniq -c). From the
# repository root with target/benchmarks.jar built and nothing else running.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
diag="-XX:+UnlockDiagnosticVMOptions -XX:+PrintInlining"
fork="-Xms4g -Xmx4g -Xmn2g -XX:-UseAdaptiveSizePolicy -XX:+UseParallelGC -XX:ParallelGCThreads=1 -XX:+UseTransparentHugePages"
cell="-Xms12g -Xmx12g -Xmn2g -XX:-UseAdaptiveSizePolicy -XX:+UseParallelGC -XX:ParallelGCThreads=1 -XX:+UseTransparentHugePages -XX:CompileCommand=quiet -XX:CompileCommand=dontinline,io.componentbench.workload.RawArrays::respawn -XX:CompileCommand=inline,java.lang.Class::newInstance -XX:Tier3DelayOn=20"
sites='::addPosition|::removePosition|Workloads::(insert|remove) |HashMap::|PackedSparseSet::|SparseIndex::|InlineComponents::|koloboke'
extract() { grep -E "$sites" | sed -E 's/^[[:space:]|]*(@ [0-9]+[[:space:]]+)?//' | sort | uniq -c; }
for wl in insert remove; do
  if [ $wl = insert ]; then bench=InsertBenchmark; params="-p order=insertion -p presized=false"; else bench=RemoveBenchmark; params="-p state=fresh"; fi
  for c in hash-map packed-sparse-set koloboke-hash; do
    java -jar target/benchmarks.jar "$bench\.contender\$" -p contender=$c -p size=1000 -p distribution=dense $params \
      -f 1 -wi 1 -i 3 -jvmArgs "$fork $diag" | extract > "$here/alone-$wl-$c.txt"
  done
  java -jar target/benchmarks.jar SideBySideBenchmark -p workload=$wl -p size=1000 -p distribution=dense $params \
    -p subjects=raw-array+hash-map+packed-sparse-set+koloboke-hash+twin -p seed=1 -f 1 -wi 3 -w 1500ms -i 8 -r 500ms \
    -jvmArgs "$cell $diag" | extract > "$here/sbs-$wl.txt"
done

#!/bin/bash
# GC cost of churn per fork at the suite's young generation (2 GiB): long iterations so collections happen at eden's natural rate
cd /work/main
J="-Xms4g -Xmx4g -Xmn2g -XX:-UseAdaptiveSizePolicy -XX:+UseParallelGC"
java -jar target/benchmarks.jar 'ChurnBenchmark.contender' \
  -p contender=hash-map,tree-map,fastutil-open-hash,eclipse-hash,koloboke-hash,direct-array,sparse-set,artemis-odb,dominion \
  -p size=1000000 -p distribution=dense -f 1 -wi 3 -w 2s -i 5 -r 6s -prof gc -jvmArgs "$J" \
  -rf json -rff /tmp/gc/y2g.json > /tmp/gc/y2g.log 2>&1

#!/bin/bash
# GC cost of churn per fork: $1 = young size, $2 = out name
cd /work/main
J="-Xms4g -Xmx4g -Xmn$1 -XX:-UseAdaptiveSizePolicy -XX:+UseParallelGC"
java -jar target/benchmarks.jar 'ChurnBenchmark.contender' \
  -p contender=hash-map,tree-map,fastutil-open-hash,eclipse-hash,koloboke-hash,direct-array,sparse-set,artemis-odb,dominion,packed-sparse-set,sector-array \
  -p size=1000000 -p distribution=dense -f 2 -wi 3 -w 2s -i 5 -r 2s -prof gc -jvmArgs "$J" \
  -rf json -rff /tmp/gc/$2.json > /tmp/gc/$2.log 2>&1
java -jar target/benchmarks.jar 'ChurnBenchmark.rawArray' \
  -p size=1000000 -p distribution=dense -f 2 -wi 3 -w 2s -i 5 -r 2s -prof gc -jvmArgs "$J" \
  -rf json -rff /tmp/gc/$2-raw.json > /tmp/gc/$2-raw.log 2>&1

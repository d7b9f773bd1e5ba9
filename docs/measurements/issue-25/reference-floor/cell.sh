#!/bin/bash
# $1 = out name, $2 = subjects
cd /work/main
java -jar target/benchmarks.jar SideBySideBenchmark -p workload=iterate -p state=fresh -p size=100000 -p distribution=dense \
 -p "subjects=$2" -f 3 -wi 3 -w 500ms -i 4 -r 500ms \
 -jvmArgs "-Xms12g -Xmx12g -Xmn2g -XX:-UseAdaptiveSizePolicy -XX:+UseParallelGC" -rf json -rff /tmp/e5/$1.json > /tmp/e5/$1.log 2>&1

#!/usr/bin/env bash
# fork1m.sh OUT WORKLOAD STATE [EXTRA]: one fork (seed $SEED, default 1) of a quick 1M cell (subjects $SUBJ, default all but
# sector-array-offheap, which needs JDK 22+), stdout time-stamped to OUT.log, -Xlog:gc to OUT.gc.log, JMH JSON to OUT.json.
# Needs target/benchmarks.jar (mvn -B -q package -DskipTests -DskipBenchmarks) built with young-settle.patch applied.
set -euo pipefail
out=$(realpath -m "$1"); w=$2; st=$3
cd "$(dirname "$0")/../../../.."
subj="${SUBJ:-raw-array+hash-map+tree-map+fastutil-open-hash+fastutil-rb-tree+eclipse-hash+koloboke-hash+fastutil-inline-hash+direct-array+sparse-set+packed-sparse-set+paged-sparse-set+dense-hash-map+sector-array+sector-array-grouped+artemis-odb+dominion+ashley+twin}"
flags="-Xms12g -Xmx12g -Xmn2g -XX:-UseAdaptiveSizePolicy -XX:+UseParallelGC -XX:ParallelGCThreads=1 -XX:+UseTransparentHugePages -XX:CompileCommand=quiet -XX:CompileCommand=dontinline,io.componentbench.workload.RawArrays::respawn -XX:CompileCommand=inline,java.lang.Class::newInstance -XX:Tier3DelayOn=20 -Xlog:gc*:file=$out.gc.log:uptime ${4:-}"
extra=()
[ "$w" = lookup ] && extra+=(-p order=shuffled)
start=$(date +%s.%N)
java -jar target/benchmarks.jar SideBySideBenchmark -p workload=$w -p state=$st -p size=1000000 -p distribution=dense "${extra[@]}" \
  -p "subjects=$subj" -p seed=${SEED:-1} -f 1 -wi 3 -w 500ms -i 8 -r 500ms -jvmArgs "$flags" -rf json -rff "$out.json" 2>&1 | while IFS= read -r l; do printf '%7.2f %s\n' "$(echo "$(date +%s.%N) - $start" | bc)" "$l"; done > "$out.log"

#!/usr/bin/env bash
# cellx.sh OUT WORKLOAD SIZE WARMMS SEED [EXTRA_FLAGS]: one fork of a quick-like cell (subjects $SUBJ, default the anchor,
# every contender that runs on JDK 17, the twin; state $STATE, default fresh), 8 x 500 ms measured after 3 x WARMMS;
# the cell flags; stdout time-stamped to OUT.log, JMH JSON to OUT.json. Needs target/benchmarks.jar.
set -euo pipefail
out=$(realpath -m "$1"); w=$2; size=$3; warm=$4; seed=$5
cd "$(dirname "$0")/../../../.."
subj="${SUBJ:-raw-array+hash-map+tree-map+fastutil-open-hash+fastutil-rb-tree+eclipse-hash+koloboke-hash+fastutil-inline-hash+direct-array+sparse-set+packed-sparse-set+paged-sparse-set+dense-hash-map+sector-array+sector-array-grouped+artemis-odb+dominion+ashley+twin}"
flags="-Xms12g -Xmx12g -Xmn2g -XX:-UseAdaptiveSizePolicy -XX:+UseParallelGC -XX:ParallelGCThreads=1 -XX:+UseTransparentHugePages -XX:CompileCommand=quiet -XX:CompileCommand=dontinline,io.componentbench.workload.RawArrays::respawn -XX:CompileCommand=inline,java.lang.Class::newInstance -XX:Tier3DelayOn=20 ${6:-}"
extra=()
case $w in
  lookup) extra+=(-p order=shuffled -p state=fresh);;
  insert) extra+=(-p order=insertion -p presized=false);;
  iterate|join|remove|respawn) extra+=(-p state=${STATE:-fresh});;
esac
start=$(date +%s.%N)
java -jar target/benchmarks.jar SideBySideBenchmark -p workload=$w -p size=$size -p distribution=dense "${extra[@]}" \
  -p "subjects=$subj" -p seed=$seed -f 1 -wi 3 -w ${warm}ms -i 8 -r 500ms -jvmArgs "$flags" -rf json -rff "$out.json" 2>&1 | while IFS= read -r l; do printf '%7.2f %s\n' "$(echo "$(date +%s.%N) - $start" | bc)" "$l"; done > "$out.log"

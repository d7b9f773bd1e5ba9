#!/usr/bin/env bash
# cell.sh OUT.json WORKLOAD SIZE STATE WARMMS FORKS: 8 contenders in two copies each (builds x and y, the same jar), anchor and twin;
# one fork per seed 1..FORKS, 3 x WARMMS warm-up, 8 x 500 ms measured; needs target/benchmarks.jar (mvn -B -q package -DskipTests)
set -euo pipefail
out=$(realpath -m "$1")
cd "$(dirname "$0")/../../../.."
w=$2; size=$3; state=$4; warm=$5; forks=$6
jar=$(realpath target/benchmarks.jar)
subj="raw-array"
for c in hash-map fastutil-open-hash koloboke-hash sparse-set packed-sparse-set dense-hash-map sector-array artemis-odb; do subj="$subj+x:$c+y:$c"; done
subj="$subj+twin"
flags="-Xms12g -Xmx12g -Xmn2g -XX:-UseAdaptiveSizePolicy -XX:+UseParallelGC -XX:ParallelGCThreads=1 -XX:+UseTransparentHugePages -XX:CompileCommand=quiet -XX:CompileCommand=dontinline,io.componentbench.workload.RawArrays::respawn -XX:CompileCommand=inline,java.lang.Class::newInstance -XX:Tier3DelayOn=20 -Dcomponentbench.build.x=$jar -Dcomponentbench.build.y=$jar"
extra=()
[ "$state" != "-" ] && extra+=(-p "state=$state")
[ "$w" = lookup ] && extra+=(-p order=shuffled)
java -jar "$jar" SideBySideBenchmark -p workload=$w -p size=$size -p distribution=dense "${extra[@]}" \
  -p "subjects=$subj" -p seed=$(seq -s, 1 $forks) -f 1 -wi 3 -w ${warm}ms -i 8 -r 500ms -jvmArgs "$flags" -rf json -rff "$out" > "${out%.json}.log" 2>&1

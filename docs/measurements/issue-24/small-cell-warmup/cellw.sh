#!/usr/bin/env bash
# cellw.sh OUT.json WORKLOAD [EXTRA_FLAGS]: a fresh dense cell of SIZE (default 1000) with the quick cell flags, seeds SEEDS (default 1,2,3), one fork each, WI x 500 ms warm-up (default 3), 8 x 500 ms measured; SUBJ the subjects
# Needs target/benchmarks.jar (mvn -B -q package -DskipTests); run from anywhere.
set -euo pipefail
out=$(realpath -m "$1")
cd "$(dirname "$0")/../../../.."
w=$2
flags="-Xms12g -Xmx12g -Xmn2g -XX:-UseAdaptiveSizePolicy -XX:+UseParallelGC -XX:ParallelGCThreads=1 -XX:+UseTransparentHugePages -XX:CompileCommand=quiet -XX:CompileCommand=dontinline,io.componentbench.workload.RawArrays::respawn -XX:CompileCommand=inline,java.lang.Class::newInstance -XX:Tier3DelayOn=20 ${3:-}"
order=(); [ "$w" = lookup ] && order=(-p order=${ORDER:-shuffled})
java -jar target/benchmarks.jar SideBySideBenchmark -p workload=$w "${order[@]}" -p state=fresh -p size=${SIZE:-1000} -p distribution=dense \
  -p "subjects=$SUBJ" -p seed=${SEEDS:-1,2,3} -f 1 -wi ${WI:-3} -w ${W:-500}ms -i ${I:-8} -r 500ms -jvmArgs "$flags" -rf json -rff "$out" > "${out%.json}.log" 2>&1

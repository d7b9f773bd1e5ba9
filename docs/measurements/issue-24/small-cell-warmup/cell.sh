#!/usr/bin/env bash
# cell.sh OUT.json ORDER [EXTRA_FLAGS]: lookup 1K dense fresh, the quick cell flags, 3 forks (seeds 1-3)
# Needs target/benchmarks.jar (mvn -B -q package -DskipTests); run from anywhere.
set -euo pipefail
out=$(realpath -m "$1")
cd "$(dirname "$0")/../../../.."
flags="-Xms12g -Xmx12g -Xmn2g -XX:-UseAdaptiveSizePolicy -XX:+UseParallelGC -XX:ParallelGCThreads=1 -XX:+UseTransparentHugePages -XX:CompileCommand=quiet -XX:CompileCommand=dontinline,io.componentbench.workload.RawArrays::respawn -XX:CompileCommand=inline,java.lang.Class::newInstance -XX:Tier3DelayOn=20 ${3:-}"
java -jar target/benchmarks.jar SideBySideBenchmark -p workload=lookup -p order=$2 -p state=fresh -p size=${SIZE:-1000} -p distribution=dense \
  -p "subjects=${SUBJ:-raw-array+sparse-set+packed-sparse-set+hash-map+fastutil-open-hash+direct-array+twin}" -p seed=${SEEDS:-1,2,3} -f 1 -wi ${WI:-3} -w 500ms -i 8 -r 500ms -jvmArgs "$flags" -rf json -rff "$out" > "${out%.json}.log" 2>&1

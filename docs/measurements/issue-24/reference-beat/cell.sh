#!/usr/bin/env bash
# One side-by-side iterate cell (1M, or SIZE entities) by hand with the quick run's cell flags: cell.sh OUT.json STATE SUBJECTS [EXTRA_FLAGS]
# (WI the warm-up iterations, default 3; SUBJECTS e.g. raw-array+packed-sparse-set+twin: the first is the anchor). 3 forks, WI x 500 ms warm-up, 8 x 500 ms
# measured, as the quick profile. From the repository root with target/benchmarks.jar built (or JAR=another jar).
set -euo pipefail
out=$(realpath -m "$1")
flags="-Xms12g -Xmx12g -Xmn2g -XX:-UseAdaptiveSizePolicy -XX:+UseParallelGC -XX:ParallelGCThreads=1 -XX:+UseTransparentHugePages -XX:CompileCommand=quiet -XX:CompileCommand=dontinline,io.componentbench.workload.RawArrays::respawn -XX:CompileCommand=inline,java.lang.Class::newInstance -XX:Tier3DelayOn=20 ${4:-}"
java -jar "${JAR:-target/benchmarks.jar}" SideBySideBenchmark -p workload=iterate -p "state=$2" -p size="${SIZE:-1000000}" -p distribution=dense \
  -p "subjects=$3" -p seed=1 -f 3 -wi ${WI:-3} -w 500ms -i 8 -r 500ms -jvmArgs "$flags" -rf json -rff "$out" > "${out%.json}.log" 2>&1

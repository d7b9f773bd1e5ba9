#!/bin/bash
# One side-by-side iterate cell by hand: cell.sh OUT.json SUBJECTS (e.g. raw-array+packed-sparse-set+twin).
# WT = the checkout whose target/benchmarks.jar runs (default: this one); SIZE = entities (default 100000).
out=$(realpath -m "$1")
cd "${WT:-$(git rev-parse --show-toplevel)}"
java -jar target/benchmarks.jar SideBySideBenchmark -p workload=iterate -p state=fresh -p size=${SIZE:-100000} -p distribution=dense \
 -p "subjects=$2" -f 3 -wi 3 -w 500ms -i 4 -r 500ms \
 -jvmArgs "-Xms12g -Xmx12g -Xmn2g -XX:-UseAdaptiveSizePolicy -XX:+UseParallelGC" -rf json -rff "$out"

#!/usr/bin/env bash
# The 1M fresh iteration of raw-array and packed-sparse-set in forks of their own (one contender per fork, as
# `--isolation fork`), 3 x 500 ms warm-up and 8 x 500 ms measured, 2 forks per benchmark per round, rounds alternate
# the two benchmarks' order; writes forks-R.json here. From the repository root with target/benchmarks.jar built.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
flags="-Xms4g -Xmx4g -Xmn2g -XX:-UseAdaptiveSizePolicy -XX:+UseParallelGC -XX:ParallelGCThreads=1 -XX:+UseTransparentHugePages"
for round in 1 2 3; do
  java -jar target/benchmarks.jar 'IterateBenchmark\.(contender|rawArray)$' -p contender=packed-sparse-set -p size=1000000 \
    -p distribution=dense -p state=fresh -f 2 -wi 3 -w 500ms -i 8 -r 500ms -jvmArgs "$flags" -rf json \
    -rff "$here/forks-$round.json" > "$here/forks-$round.log" 2>&1
done

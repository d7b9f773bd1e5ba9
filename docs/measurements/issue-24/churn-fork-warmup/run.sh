#!/usr/bin/env bash
# Fork mode's churn at 1K (one contender per fork, as `scripts/bench --isolation fork` runs it) with its shipped
# warm-up (1 x 200 ms) and with side by side's churn warm-up length (3 x 1500 ms), arms alternated twice, 2 forks
# each time; 3 x 100 ms measured in both. From the repository root with target/benchmarks.jar built; writes
# short-N.json and long-N.json here.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
flags="-Xms4g -Xmx4g -Xmn2g -XX:-UseAdaptiveSizePolicy -XX:+UseParallelGC -XX:ParallelGCThreads=1 -XX:+UseTransparentHugePages"
contenders="tree-map,ashley,fastutil-open-hash,hash-map,packed-sparse-set"
arm() { # name, round, warm-up iterations, warm-up time
  java -jar target/benchmarks.jar 'ChurnBenchmark\.(contender|rawArray)$' -p contender="$contenders" -p size=1000 \
    -p distribution=dense -f 2 -wi "$3" -w "$4" -i 3 -r 100ms -jvmArgs "$flags" -rf json -rff "$here/$1-$2.json" \
    > "$here/$1-$2.log" 2>&1
}
for round in 1 2; do
  arm short "$round" 1 200ms
  arm long "$round" 3 1500ms
done

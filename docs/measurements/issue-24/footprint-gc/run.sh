#!/usr/bin/env bash
# The quick profile's footprint (1K and 1M, dense and sparse, every contender) in one JVM, with the JDK's
# default collector and with the forks' Parallel one; prints the wall time of each. From the repository root,
# with target/benchmarks.jar built (the footprint command itself takes no collector flag: the flags here are all).
set -euo pipefail
out="${1:-/tmp/footprint-gc}"; mkdir -p "$out"
jol="-Djdk.attach.allowAttachSelf=true --add-opens java.base/java.util=ALL-UNNAMED --add-opens java.base/java.lang=ALL-UNNAMED"
run() { # name, flags...
  local name="$1"; shift
  /usr/bin/time -f "$name: %e s wall, %U s user" java "$@" $jol -cp target/benchmarks.jar io.componentbench.cli.Cli \
    footprint --size 1000,1000000 --out "$out/$name.json" > "$out/$name.log"
}
run default-g1
run parallel -XX:+UseParallelGC
run parallel-12g -XX:+UseParallelGC -Xms12g -Xmx12g -Xmn6g -XX:+UseTransparentHugePages

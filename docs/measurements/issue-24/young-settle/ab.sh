#!/usr/bin/env bash
# ab.sh OUTDIR WORKLOAD STATE SEEDS...: young-only settle against the full collection, alternately, one fork per seed per arm
out=$1; w=$2; st=$3; shift 3; mkdir -p "$out"
for s in "$@"; do
  for arm in young full; do
    extra=""; [ $arm = young ] && extra=-Dcomponentbench.settle=young
    SEED=$s "$(dirname "$0")/fork1m.sh" "$out/$w-$st-$arm-$s" $w $st $extra
  done
done

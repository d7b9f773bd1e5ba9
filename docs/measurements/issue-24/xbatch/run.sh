#!/usr/bin/env bash
# run.sh WORKLOAD SIZE WARMMS ARMFLAG SEEDS...: alternately, per seed, arm 'base' and arm 'x' (with ARMFLAG)
w=$1; size=$2; warm=$3; flag=$4; shift 4
for s in "$@"; do
  /tmp/s11/cellx.sh /tmp/s11/xb/$w-$size-base-$s $w $size $warm $s
  /tmp/s11/cellx.sh /tmp/s11/xb/$w-$size-x-$s $w $size $warm $s "$flag"
done

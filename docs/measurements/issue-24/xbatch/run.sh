#!/usr/bin/env bash
# run.sh OUTDIR WORKLOAD SIZE WARMMS ARMFLAG SEEDS...: alternately, per seed, arm 'base' (the cell flags) and arm 'x'
# (with ARMFLAG), one fork each (../cell-groups/cellx.sh); read with ../young-settle/abread.py OUTDIR/WORKLOAD-SIZE x base
out=$(realpath -m "$1"); w=$2; size=$3; warm=$4; flag=$5; shift 5; mkdir -p "$out"
cell="$(dirname "$0")/../cell-groups/cellx.sh"
for s in "$@"; do
  "$cell" "$out/$w-$size-base-$s" $w $size $warm $s
  "$cell" "$out/$w-$size-x-$s" $w $size $warm $s "$flag"
done

#!/usr/bin/env bash
# runs.sh OUTDIR: the arms of this directory's README, in the order they ran (2026-12-03 18:31-18:59), one benchmark at a time.
set -euo pipefail
out=$(realpath -m "$1"); mkdir -p "$out"; cell="$(dirname "$0")/cellx.sh"
all=""   # cellx.sh's default: the whole cell
small6="raw-array+hash-map+koloboke-hash+direct-array+sparse-set+packed-sparse-set+dense-hash-map+twin"
ga="raw-array+ashley+twin"
gb="raw-array+hash-map+tree-map+fastutil-rb-tree+artemis-odb+dominion+twin"
gc="raw-array+fastutil-open-hash+eclipse-hash+koloboke-hash+fastutil-inline-hash+direct-array+sparse-set+packed-sparse-set+paged-sparse-set+dense-hash-map+sector-array+sector-array-grouped+twin"
# 1. the whole cell against six contenders alone, iterate (seeds 11-15) and lookup (11-14) 1M, alternately
for s in 11 12 13 14 15; do "$cell" "$out/small6-iterate-1000000-base-$s" iterate 1000000 500 $s; SUBJ=$small6 "$cell" "$out/small6-iterate-1000000-x-$s" iterate 1000000 500 $s; done
for s in 11 12 13 14; do "$cell" "$out/small6-lookup-1000000-base-$s" lookup 1000000 500 $s; SUBJ=$small6 "$cell" "$out/small6-lookup-1000000-x-$s" lookup 1000000 500 $s; done
# 2. the whole cell with eden large enough for its whole build (-Xmn6g), alternately (seeds 21-24)
for s in 21 22 23 24; do
  "$cell" "$out/xmn-iterate-1000000-base-$s" iterate 1000000 500 $s "-Xlog:gc:file=$out/xmn-iterate-1000000-base-$s.gc.log:uptime"
  "$cell" "$out/xmn-iterate-1000000-x-$s" iterate 1000000 500 $s "-Xmn6g -Xlog:gc:file=$out/xmn-iterate-1000000-x-$s.gc.log:uptime"
done
# 3. three groups (seeds 31-35), then the whole cell and the three groups alternately (seeds 41-45)
for s in 31 32 33 34 35; do for g in a b c; do v=g$g; SUBJ=${!v} "$cell" "$out/g3-iterate-1000000-$g-$s" iterate 1000000 500 $s; done; done
for s in 41 42 43 44 45; do
  "$cell" "$out/alt-iterate-1000000-full-$s" iterate 1000000 500 $s
  for g in a b c; do v=g$g; SUBJ=${!v} "$cell" "$out/alt-iterate-1000000-g$g-$s" iterate 1000000 500 $s; done
done
# 4. the whole cell, then ashley alone and the sixteen others, alternately (seeds 51-55)
nash="raw-array+hash-map+tree-map+fastutil-open-hash+fastutil-rb-tree+eclipse-hash+koloboke-hash+fastutil-inline-hash+direct-array+sparse-set+packed-sparse-set+paged-sparse-set+dense-hash-map+sector-array+sector-array-grouped+artemis-odb+dominion+twin"
for s in 51 52 53 54 55; do
  "$cell" "$out/noashley-iterate-1000000-full-$s" iterate 1000000 500 $s "-Xlog:gc:file=$out/noashley-iterate-1000000-full-$s.gc.log:uptime"
  SUBJ=$ga "$cell" "$out/noashley-iterate-1000000-ga-$s" iterate 1000000 500 $s "-Xlog:gc:file=$out/noashley-iterate-1000000-ga-$s.gc.log:uptime"
  SUBJ=$nash "$cell" "$out/noashley-iterate-1000000-gr-$s" iterate 1000000 500 $s "-Xlog:gc:file=$out/noashley-iterate-1000000-gr-$s.gc.log:uptime"
done
# 5. with between-builds.patch applied and the jar rebuilt: the whole cell, then the same with a young collection before
#    any subject's build that finds eden more than 40% full (no subject copied in two parts), alternately (seeds 61-66)
for s in 61 62 63 64 65 66; do
  "$cell" "$out/between-iterate-1000000-base-$s" iterate 1000000 500 $s "-Xlog:gc:file=$out/between-iterate-1000000-base-$s.gc.log:uptime"
  "$cell" "$out/between-iterate-1000000-x-$s" iterate 1000000 500 $s "-Dcomponentbench.split=0.4 -Xlog:gc:file=$out/between-iterate-1000000-x-$s.gc.log:uptime"
done
# 6. (without the patch) the whole lookup cell against the same six contenders alone, alternately, 8 seeds (71-78)
for s in 71 72 73 74 75 76 77 78; do
  "$cell" "$out/six8-lookup-1000000-base-$s" lookup 1000000 500 $s
  SUBJ=$small6 "$cell" "$out/six8-lookup-1000000-x-$s" lookup 1000000 500 $s
done

#!/usr/bin/env bash
# The A/B gate's targets (issue 26), measured with `scripts/ab` side by side in one JVM, the pull
# request's default subset (every workload at 100K for packed-sparse-set, dense-hash-map, sector-array,
# hash-map and raw-array; 10 rounds; about 9 minutes of measurement plus the builds per run).
# Run from the repository root, on an otherwise idle machine, after building the tool:
#   mvn -B -q package -DskipTests -DskipBenchmarks
#   docs/measurements/issue-26/measure.sh aa [RUNS]            # HEAD against itself (default 3 runs): no row should be flagged
#   docs/measurements/issue-26/measure.sh inject EXTRA [RUNS]  # HEAD against HEAD + inject-slowdown.patch, packed-sparse-set's
#                                                              # iteration walking EXTRA of its positions twice (0.10: about 1.10x)
# Each run's Markdown table goes to docs/measurements/issue-26/<what>-<n>.md (its JSON beside it), and
# the first line of each (the counts) to the terminal. The injected commit is made in a temporary
# worktree of this repository, detached, and the worktree removed; nothing else changes.
set -euo pipefail
root="$(git rev-parse --show-toplevel)"
here="$root/docs/measurements/issue-26"
what="${1:?aa or inject}"
case "$what" in
  aa) runs="${2:-3}"; base=HEAD; head=HEAD; tag=aa ;;
  inject)
    extra="${2:?the fraction of positions walked twice, e.g. 0.10}"; runs="${3:-3}"
    tmp="$(mktemp -d)"
    trap 'git -C "$root" worktree remove --force "$tmp/wt" 2>/dev/null || true; rm -rf "$tmp"' EXIT
    git -C "$root" worktree add --detach -q "$tmp/wt" HEAD
    git -C "$tmp/wt" apply "$here/inject-slowdown.patch"
    sed -i "s/INJECTED_EXTRA = 0.10;/INJECTED_EXTRA = $extra;/" "$tmp/wt/src/main/java/io/componentbench/workload/Workloads.java"
    grep -q "INJECTED_EXTRA = $extra;" "$tmp/wt/src/main/java/io/componentbench/workload/Workloads.java"
    git -C "$tmp/wt" -c user.name=gate-check -c user.email=gate-check@localhost commit -q -am "measurement only: inject $extra extra iteration into packed-sparse-set"
    base=HEAD; head="$(git -C "$tmp/wt" rev-parse HEAD)"; tag="inject-$extra" ;;
  *) echo "usage: $0 aa [RUNS] | inject EXTRA [RUNS]" >&2; exit 2 ;;
esac
for i in $(seq 1 "$runs"); do
  out="$here/$tag-$i"
  "$root/scripts/ab" "$base" "$head" --format json > "$out.json"
  dir="$(ls -td "$root"/results/ab/*/ | head -1)"
  cp "$dir/comparison.md" "$out.md"
  echo "$tag run $i: $(sed -n 3p "$out.md")"
  # every flagged row, and the packed-sparse-set iteration row whatever its verdict (the injected one)
  python3 - "$out.json" <<'PY'
import json, sys
c = json.load(open(sys.argv[1]))
half = sorted(r["slowdownFlagged"] for r in c["rows"] if r.get("slowdownFlagged"))
print("  rows %d, per-row level %.5f, slowdown flagged in half the rows at this precision: %s" % (
    c["judgedRows"], c["rowLevel"], "%.3fx" % half[(len(half) + 1) // 2 - 1] if half else "n/a"))
for r in c["rows"]:
    if r["verdict"] in ("regression", "improvement") or ("IterateBenchmark.contender" in r["key"] and "packed-sparse-set" in r["key"]):
        print("  %-11s %s  %.4f [%s, %s]  %s" % (r["verdict"], r["key"].split(".")[-1], r["ratio"], r["low"], r["high"],
              "flagged from %.3fx" % r["slowdownFlagged"] if r.get("slowdownFlagged") else ""))
PY
done

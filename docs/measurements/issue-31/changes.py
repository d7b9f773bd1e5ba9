#!/usr/bin/env python3
"""What changed between two baselines, per workload, from `scripts/compare OLD NEW --format json --all
--ratios-decide`: the median change of the contenders' ratios to raw-array (machine drift cancels; a
different machine or a different measurement does not), how many ratio rows each way beyond the
threshold, and the median relative 95% half-width of times and ratios in each run; then the headline
cells (1M, dense, fresh unless named) with their times and ratios in both.
Usage: changes.py COMPARE_JSON"""
import json, statistics, sys
from collections import defaultdict

HEADLINE = ["iterate {c} 1M", "lookup {c} 1M shuffled", "join {c} 1M", "churn {c} 1M", "insert {c} 1M",
            "remove {c} 1M"]
CONTENDERS = ["packed-sparse-set", "sparse-set", "direct-array", "hash-map", "dense-hash-map", "sector-array-grouped",
              "eclipse-hash"]

def hw(iv):
    ok = iv and iv.get("center") and iv.get("upper") is not None and iv.get("lower") is not None
    return (iv["upper"] - iv["lower"]) / 2 / iv["center"] if ok else None

def main(path):
    d = json.load(open(path))
    by = defaultdict(lambda: defaultdict(list))
    for kind in ("absolute", "ratios"):
        for r in d[kind]:
            w = r["workload"]
            if r.get("baseline") and r.get("current"):
                by[w][kind + " old hw"].append(hw(r["baseline"]))
                by[w][kind + " new hw"].append(hw(r["current"]))
            if kind == "ratios" and r.get("change"):
                by[w]["change"].append(r["change"]["center"])
                v = r.get("verdict", "")
                by[w][v].append(1)
    print("workload | ratio rows | median change of ratio to raw-array | regressed | improved |"
          " time half-width old -> new | ratio half-width old -> new")
    for w, m in sorted(by.items()):
        med = lambda k: 100 * statistics.median([x for x in m[k] if x is not None]) if m[k] else float("nan")
        print(f"{w} | {len(m['change'])} | {statistics.median(m['change']):.2f}x | {len(m['regressed'])} | {len(m['improved'])} |"
              f" {med('absolute old hw'):.1f}% -> {med('absolute new hw'):.1f}% | {med('ratios old hw'):.1f}% -> {med('ratios new hw'):.1f}%")
    rows = {r["name"]: r for r in d["absolute"]}
    ratios = {r["name"]: r for r in d["ratios"]}
    print("\nheadline cell | old ns/element | new ns/element | old ratio to raw | new ratio to raw")
    f = lambda iv: (f"{iv['center']:.3g} [{iv['lower']:.3g}, {iv['upper']:.3g}]" if iv.get("lower") is not None else f"{iv['center']:.3g}") if iv else "-"
    for h in HEADLINE:
        for c in CONTENDERS:
            name = h.format(c=c)
            r = rows.get(name); q = ratios.get(name)
            if r:
                print(f"{name} | {f(r.get('baseline'))} | {f(r.get('current'))} | {f(q and q.get('baseline'))} | {f(q and q.get('current'))}")

if __name__ == "__main__":
    main(sys.argv[1])

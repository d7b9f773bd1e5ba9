#!/usr/bin/env python3
"""Precision of the comparisons that decide a side-by-side run's ties and verdicts: in every cell, each
contender's paired ratio to the cell's best contender (per iteration the quotient of the two subjects'
ratios to the anchor, measured in the same rounds, so the anchor cancels; per fork the mean of the log
quotients; Student t over forks), beside its ratio to the raw-array anchor. Prints per workload the median
relative 95% half-width of both.  Usage: to_best.py RUN_DIR"""
import json, math, statistics, sys
from collections import defaultdict

T975 = {1: 12.706, 2: 4.303, 3: 3.182, 4: 2.776, 5: 2.571, 6: 2.447, 7: 2.365, 8: 2.306, 9: 2.262}

def interval(fork_means):
    c = sum(fork_means) / len(fork_means)
    h = T975[len(fork_means) - 1] * statistics.stdev(fork_means) / math.sqrt(len(fork_means))
    return math.exp(c), (math.exp(c + h) - math.exp(c - h)) / 2 / math.exp(c)

def main(run):
    cells = defaultdict(dict)
    for r in json.load(open(run + "/jmh-results.json")):
        sm = r.get("secondaryMetrics", {})
        if "sbs.ratio" not in sm or "contender" not in r["params"]:
            continue
        p = dict(r["params"]); c = p.pop("contender")
        w = r["benchmark"].split(".")[-2].replace("Benchmark", "").lower()
        cells[(w, tuple(sorted(p.items())))][c] = sm["sbs.ratio"]["rawData"]
    to_anchor, to_best = defaultdict(list), defaultdict(list)
    for (w, _), subjects in cells.items():
        centers = {c: interval([sum(map(math.log, f)) / len(f) for f in raw])[0] for c, raw in subjects.items()}
        best = min(centers, key=centers.get)
        for c, raw in subjects.items():
            to_anchor[w].append(interval([sum(map(math.log, f)) / len(f) for f in raw])[1])
            if c == best:
                continue
            b = subjects[best]
            forks = [sum(math.log(x / y) for x, y in zip(fc, fb)) / len(fc) for fc, fb in zip(raw, b)]
            to_best[w].append(interval(forks)[1])
    print(f"{run}: median 95% half-width per workload, ratio to the anchor | ratio to the cell's best")
    for w in sorted(to_anchor):
        print(f"  {w:8s} {100 * statistics.median(to_anchor[w]):5.1f}% | {100 * statistics.median(to_best[w]):5.1f}%"
              f"  ({len(to_best[w])} comparisons)")

if __name__ == "__main__":
    main(sys.argv[1])

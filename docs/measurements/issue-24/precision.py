#!/usr/bin/env python3
"""Precision of a side-by-side run against measurement time: for every cell, the paired ratio of each
contender to the raw-array anchor (per fork the mean of per-iteration log ratios, Student's t over
forks, as stats.Ratio.paired), cut to its first F forks and first I iterations per fork, and the twin's
interval. Prints per workload the median relative 95% half-width for each (forks, iterations) and how
many twin intervals contain 1.  Usage: precision.py RUN_DIR [RUN_DIR...]"""
import json, math, statistics, sys
from collections import defaultdict

T975 = {1: 12.706, 2: 4.303, 3: 3.182, 4: 2.776, 5: 2.571, 6: 2.447, 7: 2.365, 8: 2.306, 9: 2.262, 10: 2.228,
        11: 2.201, 12: 2.179, 15: 2.131, 20: 2.086, 29: 2.045}

def t(df):
    return T975.get(df) or T975[min(T975, key=lambda k: abs(k - df))]

def paired(raw, forks, iters):
    means = []
    for fork in raw[:forks]:
        logs = [math.log(v) for v in fork[:iters]]
        means.append(sum(logs) / len(logs))
    if len(means) < 2:
        return None
    c = sum(means) / len(means)
    sd = statistics.stdev(means)
    h = t(len(means) - 1) * sd / math.sqrt(len(means))
    return math.exp(c), math.exp(c - h), math.exp(c + h)

def main(runs):
    for run in runs:
        results = json.load(open(run + "/jmh-results.json"))
        cells = defaultdict(list)
        twins = {}
        for r in results:
            sm = r.get("secondaryMetrics", {})
            if "sbs.ratio" not in sm or "contender" not in r["params"]:
                continue
            p = dict(r["params"]); p.pop("contender")
            key = (r["benchmark"].split(".")[-2].replace("Benchmark", "").lower(), tuple(sorted(p.items())))
            cells[key].append(sm["sbs.ratio"]["rawData"])
            twins[key] = sm["sbs.twin"]["rawData"]
        if not cells:
            print(run, ": no side-by-side results"); continue
        nf = min(len(v[0]) for v in cells.values())
        ni = min(len(v[0][0]) for v in cells.values())
        print(f"# {run}: {len(cells)} cells, {nf} forks x {ni} iterations")
        print("forks iterations | " + " | ".join(sorted({k[0] for k in cells})))
        for f in range(2, nf + 1):
            for i in sorted({1, 2, 3, ni // 2, ni} - {0}):
                by = defaultdict(list)
                for k, rs in cells.items():
                    for raw in rs:
                        q = paired(raw, f, i)
                        if q: by[k[0]].append((q[2] - q[1]) / 2 / q[0])
                print(f"{f} {i} | " + " | ".join(f"±{100*statistics.median(by[w]):.1f}%" for w in sorted(by)))
        inside = 0
        for k, raw in twins.items():
            q = paired(raw, nf, ni)
            ok = q and q[1] <= 1 <= q[2]
            inside += bool(ok)
            print(f"twin {k[0]} {dict(k[1])}: {q[0]:.4f} [{q[1]:.4f}, {q[2]:.4f}] {'contains 1' if ok else 'EXCLUDES 1'}")
        print(f"twin contains 1 in {inside} of {len(twins)} cells")

if __name__ == "__main__":
    main(sys.argv[1:])

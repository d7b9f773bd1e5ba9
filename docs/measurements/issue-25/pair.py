#!/usr/bin/env python3
"""Paired ratio of two contenders of one side-by-side cell: per fork the mean of per-iteration log
ratios (each contender's ratio to the cell's anchor, so the anchor cancels), Student's t over forks
(95%).  Usage: pair.py RUN WORKLOAD A B [param=value ...]"""
import json, math, statistics, sys
T = {1: 12.706, 2: 4.303, 3: 3.182, 4: 2.776, 5: 2.571, 6: 2.447, 7: 2.365}
run, workload, a, b = sys.argv[1:5]
want = dict(kv.split("=") for kv in sys.argv[5:])
rs = {}
for r in json.load(open(run + "/jmh-results.json")):
    p = r["params"]
    if not r["benchmark"].endswith(workload.capitalize() + "Benchmark.contender"): continue
    if any(p.get(k) != v for k, v in want.items()): continue
    key = tuple(sorted((k, v) for k, v in p.items() if k != "contender"))
    rs.setdefault(key, {})[p["contender"]] = r["secondaryMetrics"]["sbs.ratio"]["rawData"]
for key, by in rs.items():
    if a not in by or b not in by: continue
    means = [statistics.mean(math.log(x / y) for x, y in zip(fa, fb)) for fa, fb in zip(by[a], by[b])]
    c = statistics.mean(means); h = T[len(means) - 1] * statistics.stdev(means) / math.sqrt(len(means))
    print(f"{workload} {dict(key)}: {a} / {b} = {math.exp(c):.3f} [{math.exp(c - h):.3f}, {math.exp(c + h):.3f}]")

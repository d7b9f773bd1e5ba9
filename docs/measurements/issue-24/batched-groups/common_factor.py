#!/usr/bin/env python3
"""How much of each contender's per-iteration swing in one side-by-side cell of a run is common to the cell: per
contender, each iteration's log ratio to the anchor minus its fork's mean, correlated with the mean of those
deviations over all contenders (the cell's common factor). Usage: common_factor.py RUN_DIR WORKLOAD SIZE
(e.g. docs/measurements/issue-24/runs/2026-12-02T01-51-38.733Z remove 1000; fresh state)."""
import json, math, statistics, sys

run, workload, size = sys.argv[1:4]
rows = {}
for r in json.load(open(run + "/jmh-results.json")):
    sm, p = r.get("secondaryMetrics", {}), r["params"]
    if "sbs.ratio" not in sm or "contender" not in p or p.get("size") != size:
        continue
    if workload not in r["benchmark"].lower() or p.get("state", "fresh") != "fresh":
        continue
    deviations = []
    for fork in sm["sbs.ratio"]["rawData"]:
        logs = [math.log(v) for v in fork]
        deviations += [x - statistics.mean(logs) for x in logs]
    rows[p["contender"]] = deviations
common = [statistics.mean(d[i] for d in rows.values()) for i in range(len(next(iter(rows.values()))))]
for name, d in rows.items():
    print(f"{name:22s} correlation with the common factor {statistics.correlation(d, common):5.2f}, sd {statistics.stdev(d):.3f}")

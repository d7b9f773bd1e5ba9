#!/usr/bin/env python3
"""Per arm: the reference's per-element time by iteration of each fork, and each contender's ratio to it
(geometric mean over forks of fork-mean ratios, forks paired by order): read.py DIR"""
import glob, json, math, os, sys
d = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__))
for arm in ("short", "long"):
    ref, subj = [], {}
    for f in sorted(glob.glob(f"{d}/{arm}-*.json")):
        for b in json.load(open(f)):
            raw = b["primaryMetric"]["rawData"]
            if b["benchmark"].endswith("rawArray"):
                ref += raw
            else:
                subj.setdefault(b["params"]["contender"], []).extend(raw)
    print(f"{arm}: raw-array ns/op per iteration, by fork: " + "; ".join(" ".join(f"{x:.0f}" for x in fk) for fk in ref))
    rm = [sum(fk) / len(fk) for fk in ref]
    for c, forks in subj.items():
        logs = [math.log((sum(fk) / len(fk)) / r) for fk, r in zip(forks, rm)]
        print(f"  {c:20s} ratio {math.exp(sum(logs) / len(logs)):7.3f}  forks " + " ".join(f"{math.exp(l):.2f}" for l in logs))

#!/usr/bin/env python3
"""Warm-up of a side-by-side cell: per measured iteration, the anchor's ns per element and the geometric mean over the
contenders (the twin left out) of their ratios to the anchor, fork by fork. Reads the compact cells of this directory
(`*-no-warmup.json`: -wi 0 -i 16 -r 500ms, one fork, every contender) or a run's jmh-results.json with --run W.
Usage: trend.py FILE.json... | trend.py --run RUN_DIR WORKLOAD"""
import json, math, statistics, sys

def show(name, anchor, ratios):
    for f in range(len(anchor)):
        means = [math.exp(statistics.mean(math.log(r[f][i]) for r in ratios)) for i in range(len(anchor[f]))]
        print(f"{name} fork {f + 1}: anchor ns " + " ".join(f"{a:.1f}" for a in anchor[f]))
        print(f"{name} fork {f + 1}: ratios    " + " ".join(f"{m:.2f}" for m in means))

if sys.argv[1] == "--run":
    results = json.load(open(sys.argv[2] + "/jmh-results.json"))
    cell = [r for r in results if sys.argv[3].lower() in r["benchmark"].lower() and "sbs.ratio" in r.get("secondaryMetrics", {})]
    anchor = [r for r in cell if "contender" not in r["params"]]
    ratios = [r["secondaryMetrics"]["sbs.ratio"]["rawData"] for r in cell if "contender" in r["params"]]
    show(sys.argv[3], anchor[0]["primaryMetric"]["rawData"], ratios)
else:
    for name in sys.argv[1:]:
        c = json.load(open(name))
        slots = sorted(c["ratios"])[:-1]  # the last slot is the twin
        show(name, c["anchorNs"], [c["ratios"][s] for s in slots])

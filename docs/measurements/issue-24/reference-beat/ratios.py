#!/usr/bin/env python3
"""Per cell file (SideBySideBenchmark JSON): each subject's ratio to the reference (raw-array) per fork: the slots'
per-iteration ratios to the anchor (slot 0; its own are 1), divided by raw-array's, geometric mean over a fork's
iterations. ratios.py CELL.json..."""
import json, math, sys
for f in sys.argv[1:]:
    r = json.load(open(f))[0]
    subj = r["params"]["subjects"].split("+")
    sm = r["secondaryMetrics"]
    slot = lambda i: sm["s%02d" % i]["rawData"] if i else [[1.0] * len(fk) for fk in sm["s01"]["rawData"]]
    ref = slot(subj.index("raw-array"))
    print(f)
    for i, s in enumerate(subj):
        if s == "raw-array":
            continue
        raw = slot(i)
        per_fork = [math.exp(sum(math.log(a / b) for a, b in zip(fa, fb)) / len(fa)) for fa, fb in zip(raw, ref)]
        print(f"  {s:22s} " + " ".join(f"{x:.3f}" for x in per_fork))

#!/usr/bin/env python3
"""Per-iteration estimators emulated from cells measured with one round per JMH iteration (-r 1ms): the rounds'
log ratios to the anchor are grouped into pseudo-iterations of K rounds, each summarized by the mean (what the
benchmark does), a 20% trimmed mean (as stats.Estimate trims a fork's iterations) or the median; printed: the
median over subjects of the spread of the pseudo-iterations around their fork's mean, and how far each estimator's
center sits from the mean's. Files: remove-1k.json (java -jar target/benchmarks.jar SideBySideBenchmark -p
workload=remove -p state=fresh -p size=1000 -p distribution=dense -p subjects=<all> -f 2 -wi 20 -w 1ms -i 60 -r 1ms),
lookup-1m.json (the same for lookup, order shuffled, size 1000000, -wi 40 -i 120), cell fork flags as in cell.sh.
Usage: estimators.py FILE.json K[,K...]"""
import json, math, statistics, sys

def trimmed(x):
    s = sorted(x)
    n = len(s)
    k = 0 if n < 3 else max(1, n // 5)
    return sum(s[k:n - k]) / (n - 2 * k)

ESTIMATORS = {"mean": statistics.mean, "trimmed": trimmed, "median": statistics.median}
cell = json.load(open(sys.argv[1]))
slots = sorted(cell["ratios"])
for k in [int(x) for x in sys.argv[2].split(",")]:
    spread = {e: [] for e in ESTIMATORS}
    center = {e: [] for e in ESTIMATORS}
    for slot in slots:
        for e, f in ESTIMATORS.items():
            deviations, centers = [], []
            for fork in cell["ratios"][slot]:
                logs = [math.log(v) for v in fork]
                groups = [f(logs[j:j + k]) for j in range(0, len(logs) - k + 1, k)]
                deviations += [g - statistics.mean(groups) for g in groups]
                centers.append(statistics.mean(groups))
            spread[e].append(statistics.pstdev(deviations))
            center[e].append(statistics.mean(centers))
    shift = {e: statistics.median(b - a for a, b in zip(center["mean"], center[e])) for e in ESTIMATORS}
    print(f"{k} rounds per iteration: " + ", ".join(
        f"{e} spread {statistics.median(spread[e]):.3f} shift {100 * shift[e]:+.1f}%" for e in ESTIMATORS))

#!/usr/bin/env python3
"""Issue 25's before/after figures from two run directories: BEFORE (a run of one-contender forks, e.g.
results/baseline) and AFTER (a side-by-side run).  Prints, per workload at 1K: ns per element of each
contender (geometric mean over forks of the per-fork mean, over the elements of one container), the
share of forks whose first measured iteration is more than 1.3x the median of the rest (and the
control: the last iteration against the median of the others), and for AFTER the paired ratio to
raw-array.  Usage: before_after.py BEFORE AFTER"""
import json, math, statistics, sys

def load(run):
    return json.load(open(run + "/jmh-results.json"))

def elements(r):
    """Elements of one operation of the result's mode (side by side: one container; single shot: the batch)."""
    p = r["params"]; n = int(p["size"]); w = r["benchmark"].split(".")[-2]
    per = n // 2 if w in ("RemoveBenchmark", "RespawnBenchmark") else n
    if r["mode"] == "ss":
        return None  # batched: the figure must be divided by K x per; K is recomputed below
    return per

K_OLD = {}  # containers per batch as the round-two code computed them (1 ms at 1 ns/element, capped by 512 MiB)
def k_old(w, n, overhead=0):
    el = max(1, n // 2 if w == "RemoveBenchmark" else n)
    by_time = -(-1_000_000 // el)
    by_mem = (512 << 20) // (8 * n + 256 * n + overhead)
    return max(1, min(by_time, by_mem))

def ns_per_element(r):
    w = r["benchmark"].split(".")[-2]; n = int(r["params"]["size"])
    per = n // 2 if w in ("RemoveBenchmark", "RespawnBenchmark") else n
    if r["mode"] == "ss":
        per *= k_old(w, n)
    forks = [statistics.mean(f) for f in r["primaryMetric"]["rawData"]]
    return math.exp(statistics.mean(math.log(x) for x in forks)) / per

def first_vs_rest(r, key="primaryMetric"):
    data = r["secondaryMetrics"]["sbs.ratio"]["rawData"] if key == "ratio" else r["primaryMetric"]["rawData"]
    high = ctrl = n = 0
    for f in data:
        if len(f) < 3: continue
        n += 1
        high += f[0] > 1.3 * statistics.median(f[1:])
        ctrl += f[-1] > 1.3 * statistics.median(f[:-1])
    return high, ctrl, n

def main(before, after):
    for name, run in (("before", before), ("after", after)):
        print(f"## {name}: {run}")
        rows = []
        for r in load(run):
            w = r["benchmark"].split(".")[-2]
            if w not in ("InsertBenchmark", "RemoveBenchmark", "ChurnBenchmark", "RespawnBenchmark"): continue
            if r["params"].get("size") != "1000" or r["params"].get("distribution") != "dense": continue
            if r["params"].get("presized") == "true" or r["params"].get("order") == "shuffled" or r["params"].get("state") == "churned": continue
            c = r["params"].get("contender", "raw-array")
            sbs = "sbs.ratio" in r.get("secondaryMetrics", {})
            h, ctl, n = first_vs_rest(r, "ratio" if sbs and c != "raw-array" else "primaryMetric")
            ratio = ""
            if sbs and c != "raw-array":
                fm = [math.exp(statistics.mean(math.log(v) for v in f)) for f in r["secondaryMetrics"]["sbs.ratio"]["rawData"]]
                ratio = f"{math.exp(statistics.mean(math.log(x) for x in fm)):.2f}x raw"
            rows.append((w.replace("Benchmark", "").lower(), c, ns_per_element(r), h, ctl, n, ratio))
        for w, c, ns, h, ctl, n, ratio in sorted(rows):
            print(f"{w:8} {c:22} {ns:9.3f} ns/element  first>1.3x rest {h}/{n} (control {ctl}/{n})  {ratio}")

if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])

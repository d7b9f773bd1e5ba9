#!/usr/bin/env python3
"""Churn's garbage-collection cost, per contender, from JMH runs made with its GC profiler (run.sh, run2.sh).

Per result: time per entity per frame (mean of the fork means), bytes allocated per entity per frame,
the collections and their time inside the measured iterations, the pause per collection, and the GC
share (collection time over measured time). Usage: gc_share.py RESULT.json... (each from a JMH -rf json run)."""
import json
import statistics as st
import sys

def seconds(text):  # JMH writes "6 s" / "2000 ms"
    value, unit = text.split()
    return float(value) * {"s": 1.0, "ms": 1e-3}[unit]

print("%-20s %10s %12s %6s %8s %10s %7s" % ("contender", "ns/entity", "B/entity", "GCs", "GC ms", "ms per GC", "share"))
for path in sys.argv[1:]:
    for r in json.load(open(path)):
        p, sm = r["params"], r["secondaryMetrics"]
        n = int(p["size"])
        name = p["contender"] if r["benchmark"].endswith(".contender") else "raw-array"
        forks = r["primaryMetric"]["rawData"]
        per_entity = st.mean(st.mean(f) for f in forks) / n
        iterations = sum(len(f) for f in forks)
        measured_ms = iterations * seconds(r["measurementTime"]) * 1000
        total = lambda m: sum(sum(f) for f in sm[m]["rawData"]) if m in sm else 0.0
        count, gc_ms = total("gc.count"), total("gc.time")
        alloc = sm["gc.alloc.rate.norm"]["score"] / n
        print("%-20s %10.2f %12.2f %6d %8.0f %10s %6.2f%%" % (
            name, per_entity, alloc, count, gc_ms, "%.0f" % (gc_ms / count) if count else "-", 100 * gc_ms / measured_ms))

#!/usr/bin/env python3
"""What a per-round correction would do to interleaved runs (issue 11; not part of the project).

In an interleaved run, fork k of every result ran in round k. If the host drifted between rounds,
every result's fork k shares that drift. This script estimates each round's common factor as the
median, over the results with a fork in every round, of (fork summary / that result's geometric mean
of fork summaries), divides it out, and recomputes the project's interval (Student t over the fork
summaries, 95%; summary = 20% trimmed mean, at least one iteration cut from each end). It prints the
median half-width / center per benchmark without and with the correction, the round factors, and for
two runs the rows whose centers each lie in the other's interval. Per benchmark (workload), not per
workload and state as the report's "Precision" line, so its medians differ slightly from the report's.

usage: round-effect.py RUN_DIR [RUN_DIR]     (needs scipy)
"""
import json, math, statistics, sys
from scipy.stats import t as student


def trimmed_mean(x):
    s = sorted(x)
    k = 0 if len(s) < 3 else max(1, len(s) // 5)
    s = s[k:len(s) - k]
    return sum(s) / len(s)


def load(run):
    out = {}
    for e in json.load(open(run + "/jmh-results.json")):
        bench = e["benchmark"].split(".")[-2]
        key = bench + " " + ",".join(f"{k}={v}" for k, v in sorted(e["params"].items()))
        out[key] = (bench, [trimmed_mean(f) for f in e["primaryMetric"]["rawData"]])
    return out


def round_factors(run):
    rounds = max(len(f) for _, f in run.values())
    deviations = []
    for _, forks in run.values():
        if len(forks) == rounds:
            m = sum(math.log(v) for v in forks) / rounds
            deviations.append([math.log(v) - m for v in forks])
    med = [statistics.median(d[i] for d in deviations) for i in range(rounds)]
    mean = sum(med) / rounds
    return [math.exp(x - mean) for x in med]


def estimates(run, correct):
    factors = round_factors(run) if correct else None
    out = {}
    for key, (bench, forks) in run.items():
        if correct and len(forks) == len(factors):
            forks = [v / factors[i] for i, v in enumerate(forks)]
        n = len(forks)
        center = sum(forks) / n
        half = student.ppf(0.975, n - 1) * statistics.stdev(forks) / math.sqrt(n) if n > 1 else float("nan")
        out[key] = (bench, center, half)
    return out


def precision(est):
    by = {}
    for bench, c, h in est.values():
        by.setdefault(bench, []).append(h / c)
    return {b: f"{100 * statistics.median(v):.1f}%" for b, v in by.items()}


runs = [load(r) for r in sys.argv[1:]]
for correct in (False, True):
    print("with the round correction" if correct else "as the project computes it")
    ests = [estimates(r, correct) for r in runs]
    for name, run, e in zip(sys.argv[1:], runs, ests):
        print("  ", name, precision(e))
        if correct:
            print("     round factors", [round(f, 3) for f in round_factors(run)])
    if len(ests) == 2:
        a, b = ests
        shared = [k for k in a if k in b]
        agree = sum(1 for k in shared if abs(a[k][1] - b[k][1]) <= min(a[k][2], b[k][2]))
        print(f"   agreement {agree} of {len(shared)}")

"""How many forks a side-by-side cell would need for a target half-width, from a run's own spread.

Per cell of each run (every contender's ratio to the reference): V, the variance of its fork-mean log ratios
(fork to fork); W/n, the part of V its own iterations explain (within-fork variance / iterations per fork, as if
iterations were independent); the lag-1 autocorrelation of its iterations within a fork (near 0: a fork's
iterations are independent, so what V holds beyond W/n is a fork's own, constant effect that more iterations
cannot average out); and the forks n for which Student's t(n-1) x sqrt(V / n) reaches ln(1.03) and ln(1.02),
with V the cell's median over contenders (at the run's own iterations per fork).

Then, over all runs given, per cell: the median and lower-quartile fork-to-fork sd and the forks each would need,
and what the quick profile would cost with those forks per cell, relative to its 5 forks per cell: cells weighted
by their fork's price in RunEstimate's side-by-side model at 31a5ad4 (0.8 s a fork, 1.0 s per million entities
and subject of setup, 3 warm-up and 8 measured iterations of 0.5 s; warm-ups 1.5 s for insert, remove and churn).

Usage: python3 floor.py RUN_DIR...   (runs of the quick profile at 5 forks x 8 iterations, ../runs/)
"""
import collections
import json
import math
import os
import statistics as st
import sys

T975 = [None, 12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228, 2.201, 2.179, 2.160,
        2.145, 2.131, 2.120, 2.110, 2.101, 2.093, 2.086, 2.080, 2.074, 2.069, 2.064, 2.060, 2.056, 2.052, 2.048,
        2.045, 2.042]


CAPPED = len(T975)  # what forks_needed returns when no fork count the table knows reaches the target


def forks_needed(v, target):
    """The fewest forks n for which t(n-1) x sqrt(v / n) reaches ln(1 + target), or CAPPED."""
    for n in range(2, len(T975)):
        if T975[n - 1] * math.sqrt(v / n) <= math.log(1 + target):
            return n
    return CAPPED


def shown(n):
    return '>%d' % (CAPPED - 1) if n == CAPPED else str(n)


def lag1(xs):
    mu = st.mean(xs)
    var = sum((x - mu) ** 2 for x in xs)
    return sum((xs[i] - mu) * (xs[i + 1] - mu) for i in range(len(xs) - 1)) / var if var > 0 else 0.0


print('| run | cell | contenders | V (sd) | W/n share of V | lag-1 | forks for ±3% | for ±2% |')
print('| --- | --- | --- | --- | --- | --- | --- | --- |')
per_cell = collections.defaultdict(list)
for run in sys.argv[1:]:
    cells = collections.defaultdict(list)
    for r in json.load(open(os.path.join(run, 'jmh-results.json'))):
        p, metrics = r['params'], r.get('secondaryMetrics', {})
        if 'contender' not in p or 'sbs.ratio' not in metrics:
            continue
        forks = [[math.log(x) for x in fork] for fork in metrics['sbs.ratio']['rawData']]
        if len(forks) < 3 or len(forks[0]) < 4:
            continue
        n = len(forks[0])
        v = st.variance([st.mean(f) for f in forks])
        w = st.mean(st.variance(f) for f in forks) / n
        workload = r['benchmark'].split('.')[-2].replace('Benchmark', '').lower()
        cell = '%s %s %s' % (workload, f"{int(p['size']):,}", p.get('state', ''))
        cells[cell.strip()].append((v, w, st.mean(lag1(f) for f in forks)))
    for cell, rows in sorted(cells.items()):
        v = st.median(x[0] for x in rows)
        share = st.median(min(1.0, x[1] / x[0]) for x in rows if x[0] > 0)
        lag = st.median(x[2] for x in rows)
        per_cell[cell].append((v, share, lag))
        print('| %s | %s | %d | %.4f (%.3f) | %.0f%% | %+.2f | %s | %s |' % (
            os.path.basename(run.rstrip('/')), cell, len(rows), v, math.sqrt(v), 100 * share,
            lag, shown(forks_needed(v, 0.03)), shown(forks_needed(v, 0.02))))


def fork_seconds(cell):
    """A quick cell's fork price in RunEstimate's side-by-side model (19 subjects: 17 contenders, anchor, twin)."""
    workload, size = cell.split()[0], int(cell.split()[1].replace(',', ''))
    warmup = 1.5 if workload in ('insert', 'remove', 'churn') else 0.5
    return 0.8 + 1.0 * size / 1e6 * 19 + 3 * warmup + 8 * 0.5


print()
print('| cell | runs | fork-to-fork sd: median (lower quartile) | W/n share | lag-1 | forks for ±3% | for ±2% | model seconds per fork |')
print('| --- | --- | --- | --- | --- | --- | --- | --- |')
cost = {'now': 0.0, 'median 3%': 0.0, 'quartile 3%': 0.0, 'median 2%': 0.0}
capped = set()
for cell, runs in sorted(per_cell.items()):
    vs = sorted(x[0] for x in runs)
    med, q1 = st.median(vs), vs[len(vs) // 4]
    s = fork_seconds(cell)
    cost['now'] += 5 * s
    cost['median 3%'] += forks_needed(med, 0.03) * s
    cost['quartile 3%'] += forks_needed(q1, 0.03) * s
    cost['median 2%'] += forks_needed(med, 0.02) * s
    capped |= {k for k, v, t in (('median 3%', med, .03), ('quartile 3%', q1, .03), ('median 2%', med, .02))
               if forks_needed(v, t) == CAPPED}
    print('| %s | %d | %.3f (%.3f) | %.0f%% | %+.2f | %s (%s) | %s (%s) | %.1f |' % (
        cell, len(vs), math.sqrt(med), math.sqrt(q1), 100 * st.median(x[1] for x in runs),
        st.median(x[2] for x in runs), shown(forks_needed(med, 0.03)), shown(forks_needed(q1, 0.03)),
        shown(forks_needed(med, 0.02)), shown(forks_needed(q1, 0.02)), s))
print()
for k in ('median 3%', 'quartile 3%', 'median 2%'):
    print('quick with the forks for %s: %.1fx its time at 5 forks per cell%s' % (
        k, cost[k] / cost['now'],
        ' (at least: a cell needing more than %d forks counted as %d)' % (CAPPED - 1, CAPPED) if k in capped else ''))

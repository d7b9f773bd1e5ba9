"""What more measured iterations per fork would buy, predicted from a side-by-side run: per result, the
within-fork variance W of the per-iteration log ratios and the fork means' variance give a real
fork-to-fork part B = max(0, var(fork means) - W / I); a plan of F forks x I' iterations then has the
half-width t(F-1) * sqrt((B + W / I') / F). Median over each cell's contenders, in percent. It assumes
iterations are independent within a fork; a run of the new plan is the check (precision.py RUN cuts it).

Usage: python3 predict.py RUN_DIR
"""
import collections
import json
import math
import os
import statistics as st
import sys

T95 = {1: 12.706, 2: 4.303, 3: 3.182, 4: 2.776, 5: 2.571, 6: 2.447, 7: 2.365, 8: 2.306, 9: 2.262}
PLANS = [(5, 4), (5, 8), (5, 12), (5, 16), (4, 8), (4, 12), (6, 8)]

cells = collections.defaultdict(list)
for r in json.load(open(os.path.join(sys.argv[1], 'jmh-results.json'))):
    p, m = r['params'], r.get('secondaryMetrics', {})
    if 'contender' not in p or 'sbs.ratio' not in m:
        continue
    forks = [[math.log(x) for x in f] for f in m['sbs.ratio']['rawData']]
    within = st.mean(st.variance(f) for f in forks)
    real = max(0.0, st.variance([st.mean(f) for f in forks]) - within / len(forks[0]))
    workload = r['benchmark'].split('.')[-2].replace('Benchmark', '').lower()
    cells[(workload, int(p['size']), p.get('state', '-'))].append(
        [100 * (math.exp(T95[f - 1] * math.sqrt((real + within / i) / f)) - 1) for f, i in PLANS])
print('| cell | ' + ' | '.join(f'{f} x {i}' for f, i in PLANS) + ' |')
print('| --- |' + ' --- |' * len(PLANS))
for k in sorted(cells):
    print(f'| {k[0]} {k[1]:,} {k[2]} | ' + ' | '.join(f'±{st.median(c):.1f}%' for c in zip(*cells[k])) + ' |')

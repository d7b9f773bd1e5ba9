"""What more measured iterations per fork would buy, predicted from a side-by-side run: per result, the
within-fork variance W of the per-iteration log ratios (each iteration taken relative to the mean of that
iteration index over the forks, so a drift all forks share is not counted as noise) and the fork means'
variance give a real fork-to-fork part B = max(0, var(fork means) - W / I); a plan of F forks x I'
iterations then has the relative half-width sinh(t(F-1) * sqrt((B + W / I') / F)), as precision.py measures
it. Median over each cell's contenders, in percent; the first column is what precision.py measures at the
run's own plan, the second the prediction for that plan (the check of the model: where the fork means vary
less than W / I, B is clamped to 0 and the prediction comes out wider). It assumes iterations are
independent within a fork; a run of the new plan is the real check (precision.py RUN cuts it).

Usage: python3 predict.py RUN_DIR [FxI ...]   (the plans to model; default 5x4 5x8 5x12 5x16 4x8 4x12 6x8)
"""
import collections
import json
import math
import os
import statistics as st
import sys

T95 = {1: 12.706, 2: 4.303, 3: 3.182, 4: 2.776, 5: 2.571, 6: 2.447, 7: 2.365, 8: 2.306, 9: 2.262}
PLANS = ([tuple(int(x) for x in plan.split('x')) for plan in sys.argv[2:]]
         or [(5, 4), (5, 8), (5, 12), (5, 16), (4, 8), (4, 12), (6, 8)])

cells = collections.defaultdict(list)
plan = None
for r in json.load(open(os.path.join(sys.argv[1], 'jmh-results.json'))):
    p, m = r['params'], r.get('secondaryMetrics', {})
    if 'contender' not in p or 'sbs.ratio' not in m:
        continue
    forks = [[math.log(x) for x in f] for f in m['sbs.ratio']['rawData']]
    nf, ni = len(forks), min(len(f) for f in forks)
    if nf < 2 or ni < 2:
        continue
    forks = [f[:ni] for f in forks]
    plan = (nf, ni)
    means = [st.mean(f) for f in forks]
    by_index = [st.mean(f[i] for f in forks) for i in range(ni)]
    centered = [[f[i] - by_index[i] for i in range(ni)] for f in forks]
    within = st.mean(st.variance(c) for c in centered)
    real = max(0.0, st.variance(means) - within / ni)
    measured = math.sinh(T95[nf - 1] * math.sqrt(st.variance(means) / nf))
    key = (r['benchmark'].split('.')[-2].replace('Benchmark', '').lower(),
           tuple(sorted((k, v) for k, v in p.items() if k != 'contender')))
    cells[key].append([100 * measured, 100 * math.sinh(T95[nf - 1] * math.sqrt((real + within / ni) / nf))]
                      + [100 * math.sinh(T95[f - 1] * math.sqrt((real + within / i) / f)) for f, i in PLANS])
print(f'| cell | measured {plan[0]} x {plan[1]} | model {plan[0]} x {plan[1]} | '
      + ' | '.join(f'{f} x {i}' for f, i in PLANS) + ' |')
print('| --- |' + ' --- |' * (len(PLANS) + 2))
for (workload, params) in sorted(cells):
    label = workload + ' ' + ' '.join(v for k, v in params if v not in ('-',) and k not in ('seed',))
    print(f'| {label} | ' + ' | '.join(f'±{st.median(c):.1f}%' for c in zip(*cells[(workload, params)])) + ' |')

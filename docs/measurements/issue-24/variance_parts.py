"""Where a side-by-side run's ratio width comes from, per workload and size: the variance of a fork's
mean log ratio that its own iterations explain (within-fork noise / iterations) against the variance
the fork means show. Where the first explains all of the second, more measured iterations (rounds)
per fork narrow the interval; where the second is larger, forks differ for real (heap layout, JIT
decisions) and only more forks do.

Usage: python3 variance_parts.py RUN_DIR   (e.g. results/baseline)
"""
import collections
import json
import math
import os
import statistics as st
import sys

T95 = {1: 12.706, 2: 4.303, 3: 3.182, 4: 2.776, 5: 2.571, 6: 2.447, 7: 2.365, 8: 2.306, 9: 2.262}

parts = collections.defaultdict(list)
for r in json.load(open(os.path.join(sys.argv[1], 'jmh-results.json'))):
    p, metrics = r['params'], r.get('secondaryMetrics', {})
    if 'contender' not in p or 'sbs.ratio' not in metrics:
        continue
    forks = [[math.log(x) for x in fork] for fork in metrics['sbs.ratio']['rawData']]
    if len(forks) < 2 or len(forks[0]) < 2:
        continue
    within = st.mean(st.variance(f) for f in forks) / len(forks[0])
    between = st.variance([st.mean(f) for f in forks])
    half = T95[len(forks) - 1] * math.sqrt(between / len(forks))
    workload = r['benchmark'].split('.')[-2].replace('Benchmark', '').lower()
    parts[(workload, int(p['size']))].append((within, between, half))

print('| workload | size | results | within-fork share of the fork means\' variance | median ratio half-width |')
print('| --- | --- | --- | --- | --- |')
for (workload, size), rows in sorted(parts.items()):
    within = st.median(x[0] for x in rows)
    between = st.median(x[1] for x in rows)
    half = st.median(x[2] for x in rows)
    print('| %s | %s | %d | %.0f%% | ±%.1f%% |' % (workload, f'{size:,}', len(rows), 100 * min(1.0, within / between),
                                                  100 * (math.exp(half) - 1)))

"""Does the container state change a 1M cell's ratios? Per contender, the geometric mean over forks of its
ratio to the anchor, fresh and churned, and their quotient (dense IDs; lookups shuffled). Centers only: the
quotient has no interval here, so a quotient of 1.06 may be noise.

Usage: python3 states.py RUN_DIR WORKLOAD   (e.g. results/baseline lookup)
"""
import collections
import json
import math
import statistics as st
import sys

ratios = collections.defaultdict(dict)
for r in json.load(open(sys.argv[1] + '/jmh-results.json')):
    p, m = r['params'], r.get('secondaryMetrics', {})
    workload = r['benchmark'].split('.')[-2].replace('Benchmark', '').lower()
    if ('contender' not in p or 'sbs.ratio' not in m or workload != sys.argv[2] or p['size'] != '1000000'
            or p.get('distribution') != 'dense' or p.get('order', '-') not in ('-', 'shuffled')):
        continue
    forks = [st.mean(math.log(x) for x in f) for f in m['sbs.ratio']['rawData']]
    state = p.get('state', '-')
    assert state not in ratios[p['contender']], f"two results for {p['contender']} {state}"
    ratios[p['contender']][state] = math.exp(st.mean(forks))
print('| contender | fresh | churned | churned / fresh |')
print('| --- | --- | --- | --- |')
for c in sorted(ratios, key=lambda c: ratios[c].get('fresh', 0)):
    f, ch = ratios[c].get('fresh'), ratios[c].get('churned')
    print(f'| {c} | ' + (f'{f:.2f}x' if f else '-') + ' | ' + (f'{ch:.2f}x' if ch else '-') + ' | '
          + (f'{ch / f:.2f} |' if f and ch else '- |'))

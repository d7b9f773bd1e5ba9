"""Within-fork spread of the per-iteration log ratios (standard deviation, median over a cell's contenders) at
1M dense, per cell, and the churn reference's frame time, for runs compared by night. Usage: python3 noise.py RUN [RUN ...]"""
import json, math, statistics as st, sys, collections
for run in sys.argv[1:]:
    rows = collections.defaultdict(list); anchor = {}
    for r in json.load(open(run + '/jmh-results.json')):
        p, m = r['params'], r.get('secondaryMetrics', {})
        wl = r['benchmark'].split('.')[-2].replace('Benchmark','').lower()
        key = (wl, p['size'], p.get('distribution'), p.get('state','-'), p.get('order','-'), p.get('presized','-'))
        if 'contender' not in p:
            anchor[key] = r['primaryMetric']['score']
            continue
        if 'sbs.ratio' not in m: continue
        forks = [[math.log(x) for x in f] for f in m['sbs.ratio']['rawData']]
        rows[key].append(st.mean(st.stdev(f) for f in forks))
    print(run)
    for k in sorted(rows):
        if k[1] in ('1000000',) and k[2]=='dense' and k[4] in ('-','shuffled'):
            print(f"  {k[0]:8s} {k[3]:8s} within-fork sd of per-iteration log ratio (median over contenders) {st.median(rows[k]):.3f}  anchor {anchor.get(k, anchor.get(k[:3]+('fresh',)+k[4:], float('nan'))):.3f} ns")

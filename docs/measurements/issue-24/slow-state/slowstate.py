"""Emulate: drop every iteration of a cell whose anchor time exceeds C x the cell's median anchor time
(the host's slow state, judged on the anchor alone, for all subjects together); median ratio half-width per
workload, and twin coverage, with and without.  Usage: slowstate.py C RUN..."""
import json, math, statistics as st, sys
from collections import defaultdict
T = {1: 12.706, 2: 4.303, 3: 3.182, 4: 2.776, 5: 2.571, 6: 2.447, 7: 2.365, 8: 2.306, 9: 2.262}
C = float(sys.argv[1])
def paired(raw, keep):
    means = []
    for f, fork in enumerate(raw):
        logs = [math.log(v) for k, v in enumerate(fork) if keep[f][k]]
        if logs: means.append(st.mean(logs))
    if len(means) < 2: return None
    c = st.mean(means); h = T[len(means) - 1] * st.stdev(means) / math.sqrt(len(means))
    return c, h
for run in sys.argv[2:]:
    cells = defaultdict(list); twins = {}; anchor = {}
    for r in json.load(open(run + '/jmh-results.json')):
        sm = r.get('secondaryMetrics', {})
        if 'sbs.ratio' not in sm or 'contender' not in r['params']: continue
        p = dict(r['params']); p.pop('contender')
        key = (r['benchmark'].split('.')[-2].replace('Benchmark', '').lower(), tuple(sorted(p.items())))
        rat = sm['sbs.ratio']['rawData']; prim = r['primaryMetric']['rawData']
        cells[key].append(rat); twins[key] = sm['sbs.twin']['rawData']
        anchor.setdefault(key, [[a / b for a, b in zip(pf, rf)] for pf, rf in zip(prim, rat)])
    out = defaultdict(lambda: [[], []]); tw = [0, 0]; dropped = []
    for key, rows in cells.items():
        a = anchor[key]; m = st.median(x for f in a for x in f)
        keep = [[x <= C * m for x in f] for f in a]
        allk = [[True] * len(f) for f in a]
        dropped.append(sum(not x for f in keep for x in f) / sum(len(f) for f in keep))
        for raw in rows:
            for j, kk in enumerate((allk, keep)):
                q = paired(raw, kk)
                if q: out[key[0]][j].append(math.exp(q[1]) - 1)
        for j, kk in enumerate((allk, keep)):
            q = paired(twins[key], kk)
            tw[j] += bool(q and abs(q[0]) <= q[1])
    print('%s C=%.2f dropped median %.0f%% max %.0f%% of iterations; twin %d/%d -> %d/%d' % (
        run.split('/')[-1], C, 100 * st.median(dropped), 100 * max(dropped), tw[0], len(twins), tw[1], len(twins)))
    print('   ' + '  '.join('%s ±%.1f%%->±%.1f%%' % (w, 100 * st.median(v[0]), 100 * st.median(v[1])) for w, v in sorted(out.items())))

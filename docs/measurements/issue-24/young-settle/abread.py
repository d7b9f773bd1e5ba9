"""abread.py PREFIX [ARM BASE]: forks PREFIX-<arm>-<seed>.json of two arms (default young and full). Per subject: fork
means of the log ratio (to the geometric mean of anchor and twin) per arm; the center ratio ARM/BASE with the mean
difference over its standard error; each arm's fork-to-fork spread; and the seconds to each fork's first warm-up."""
import json, math, sys, glob, statistics as st, re, collections
pre = sys.argv[1]
X, BASE = (sys.argv[2], sys.argv[3]) if len(sys.argv) > 3 else ('young', 'full')
arms = collections.defaultdict(lambda: collections.defaultdict(list))
setup = collections.defaultdict(list)
for f in sorted(glob.glob(pre + '-*.json')):
    arm = f.split('-')[-2]
    for r in json.load(open(f)):
        s = r['params']['subjects'].split('+'); m = r['secondaryMetrics']; tw = len(s) - 1
        t = m['s%02d' % tw]['rawData'][0]
        for i in range(1, tw):
            arms[s[i]][arm].append(st.mean(math.log(x) - 0.5 * math.log(y) for x, y in zip(m['s%02d' % i]['rawData'][0], t)))
        arms['twin'][arm].append(st.mean(0.5 * math.log(y) for y in t))
    log = open(f[:-5] + '.log').read()
    mm = re.search(r'^\s*([\d.]+) # Warmup Iteration   1', log, re.M); setup[arm].append(float(mm.group(1)))
print('setup s to first warm-up: ' + ', '.join('%s %s' % (a, ['%.1f' % x for x in v]) for a, v in setup.items()))
ds, sy, sf = [], [], []
for n, a in arms.items():
    y, f = a[X], a[BASE]
    if not y or not f: continue
    d = st.mean(y) - st.mean(f)
    se = math.sqrt(st.variance(y) / len(y) + st.variance(f) / len(f)) if len(y) > 1 and len(f) > 1 else float('nan')
    ds.append(d); sy.append(st.stdev(y) if len(y) > 1 else 0); sf.append(st.stdev(f) if len(f) > 1 else 0)
    print(('  %%-22s %s %%.3f  %s/%s %%.3f  (d/se %%+.1f)  sd %s %%.3f %s %%.3f' % (BASE, X, BASE, X, BASE)) % (n, math.exp(st.mean(f)), math.exp(d), d / se if se else 0, sy[-1], sf[-1]))
print(('median |%s/%s - 1| %%.3f; median sd %s %%.3f %s %%.3f' % (X, BASE, X, BASE)) % (st.median(abs(math.exp(d) - 1) for d in ds), st.median(sy), st.median(sf)))

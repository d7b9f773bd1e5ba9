"""Fork-to-fork sd of each contender's fork-mean log ratio (to geomean anchor,twin of its own fork), per set of files."""
import json, math, sys, glob, statistics as st, collections
def forks(files):
    per = collections.defaultdict(dict)  # contender -> seed -> mean log
    for f in files:
        for r in json.load(open(f)):
            s = r['params']['subjects'].split('+'); m = r['secondaryMetrics']; tw = len(s) - 1
            t = m['s%02d' % tw]['rawData'][0]
            for i in range(1, tw):
                per[s[i]][r['params']['seed']] = st.mean(math.log(x) - 0.5 * math.log(y) for x, y in zip(m['s%02d' % i]['rawData'][0], t))
            per['twin@' + s[1]][r['params']['seed']] = st.mean(math.log(y) for y in t)
    return per
sets = {name: forks(sorted(glob.glob(pat))) for name, pat in (a.split('=') for a in sys.argv[1:])}
names = sorted(set.intersection(*[set(k for k in p if not k.startswith('twin')) for p in sets.values()]))
print('%-22s' % '' + ''.join('%16s' % n for n in sets))
sds = collections.defaultdict(list)
for n in names:
    row = []
    for sname, p in sets.items():
        v = list(p[n].values()); sd = st.stdev(v) if len(v) > 1 else float('nan'); sds[sname].append(sd)
        row.append('%.3f (%.2f) n%d' % (sd, math.exp(st.mean(v)), len(v)))
    print('%-22s' % n + ''.join('%16s' % x for x in row))
print('median sd ' + '  '.join('%s %.3f' % (k, st.median(v)) for k, v in sds.items()))
for sname, p in sets.items():
    tw = [k for k in p if k.startswith('twin')]
    print(sname, 'twin log(twin/anchor) sd', ' '.join('%s %.3f' % (k, st.stdev(p[k].values())) for k in tw))

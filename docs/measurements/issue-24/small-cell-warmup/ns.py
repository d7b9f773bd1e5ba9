"""Each subject's mean time per element (ns) over a cell's forks, for cells measured by cell.sh: the first file(s) before '--'
against those after it."""
import json, statistics as st, sys
def ns(files):
    out = {}
    for f in files:
        for r in json.load(open(f)):
            s = r['params']['subjects'].split('+'); m = r['secondaryMetrics']; a = m['anchorNs']['rawData'][0]
            out.setdefault('raw-array', []).append(st.mean(a))
            for i in range(1, len(s)):
                out.setdefault(s[i], []).append(st.mean(x * y for x, y in zip(a, m['s%02d' % i]['rawData'][0])))
    return {k: st.mean(v) for k, v in out.items()}
k = sys.argv.index('--')
a, b = ns(sys.argv[1:k]), ns(sys.argv[k + 1:])
for s in a:
    if s in b: print('%-20s %.2f -> %.2f ns  x%.2f' % (s, a[s], b[s], b[s] / a[s]))

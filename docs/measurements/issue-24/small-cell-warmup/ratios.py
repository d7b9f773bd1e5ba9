"""Per subject, its fork means of the ratio to the reference (the geometric mean of anchor and twin), over every
result and fork of each file; the anchor's mean time per element and the twin's ratio per fork."""
import json, math, statistics as st, sys
for path in sys.argv[1:]:
    d = json.load(open(path)); s = d[0]['params']['subjects'].split('+'); tw = len(s) - 1
    forks = [(r['secondaryMetrics'], k) for r in d for k in range(len(r['secondaryMetrics']['anchorNs']['rawData']))]
    out = []
    for i in range(1, tw):
        fm = [math.exp(st.mean(math.log(x) - math.log(t) / 2 for x, t in zip(m['s%02d' % i]['rawData'][k], m['s%02d' % tw]['rawData'][k]))) for m, k in forks]
        out.append('%s %s' % (s[i], '/'.join('%.3f' % v for v in fm)))
    tws = [math.exp(st.mean(math.log(x) for x in m['s%02d' % tw]['rawData'][k])) for m, k in forks]
    anchor = [st.mean(m['anchorNs']['rawData'][k]) for m, k in forks]
    print(path.split('/')[-1], '| anchor ns', '/'.join('%.2f' % a for a in anchor), '| twin', '/'.join('%.3f' % t for t in tws)); print('   ', ' | '.join(out))

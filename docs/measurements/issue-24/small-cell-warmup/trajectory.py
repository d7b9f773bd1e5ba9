"""Per seed, every other measured iteration of a cell run without warm-up: the anchor's time per element and
the ratios of a few contenders to the reference (the geometric mean of anchor and twin)."""
import json, math, sys
d = json.load(open(sys.argv[1])); names = sys.argv[2].split(',')
for r in d:
    s = r['params']['subjects'].split('+'); m = r['secondaryMetrics']; tw = len(s) - 1
    a = m['anchorNs']['rawData'][0]; t = m['s%02d' % tw]['rawData'][0]
    cols = {n: [x / math.sqrt(y) for x, y in zip(m['s%02d' % s.index(n)]['rawData'][0], t)] for n in names}
    print('seed', r['params']['seed'])
    for k in range(0, len(a), 2):
        print('  it %2d  anchor %.2f ns  ' % (k + 1, a[k] * math.sqrt(t[k])) + '  '.join('%s %.3f' % (n, cols[n][k]) for n in names))

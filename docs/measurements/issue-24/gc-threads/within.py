import os, json, math, statistics as st, sys, glob
W, ST = sys.argv[1:3]
for arm in sys.argv[3:]:
    for f in sorted(glob.glob(os.path.join(os.path.dirname(os.path.abspath(__file__)), f'{W}-{ST}-{arm}-*.json'))):
        r = json.load(open(f))[0]; subj = r['params']['subjects'].split('+'); m = r['secondaryMetrics']
        sds = [st.stdev(math.log(x) for x in m['s%02d' % i]['rawData'][0]) for i in range(1, len(subj))]
        an = [x for x in m['anchorNs']['rawData'][0]]
        print(arm, f.split('-')[-1], 'within sd median %.3f' % st.median(sds), 'anchorNs %.3f' % st.mean(an))

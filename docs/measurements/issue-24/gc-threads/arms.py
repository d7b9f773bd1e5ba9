"""arms.py W ST ARM_A ARM_B [DIR]: per contender (the JSON in DIR, default this script's directory), the fork-to-fork sd of fork mean log ratios and the center per arm."""
import os, json, math, statistics as st, sys, glob, re
W, ST, A, B = sys.argv[1:5]
DIR = sys.argv[5] if len(sys.argv) > 5 else os.path.dirname(os.path.abspath(__file__))
def load(arm):
    per = {}
    for f in sorted(glob.glob(os.path.join(DIR, f'{W}-{ST}-{arm}-*.json'))):
        r = json.load(open(f))[0]; subj = r['params']['subjects'].split('+'); m = r['secondaryMetrics']
        for i, s in enumerate(subj):
            if i == 0: continue
            xs = m['s%02d' % i]['rawData'][0]
            per.setdefault(s, []).append(st.mean(math.log(x) for x in xs))
    return per
a, b = load(A), load(B)
sa, sb, cr = [], [], []
print('%-22s %5s %7s %7s %7s %7s  %s' % ('subject', 'n', 'sd ' + A, 'sd ' + B, 'ctr ' + A, 'ctr ' + B, 'B/A'))
for s in a:
    if s not in b or len(a[s]) < 2 or len(b[s]) < 2: continue
    da, db = st.stdev(a[s]), st.stdev(b[s]); ca, cb = math.exp(st.mean(a[s])), math.exp(st.mean(b[s]))
    sa.append(da); sb.append(db); cr.append(cb / ca)
    print('%-22s %2d/%-2d %7.3f %7.3f %7.2f %7.2f  %.3f' % (s, len(a[s]), len(b[s]), da, db, ca, cb, cb / ca))
print('median sd', A, round(st.median(sa), 3), B, round(st.median(sb), 3), 'median center ratio', round(st.median(cr), 3))
